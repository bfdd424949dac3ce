// A node that throws while rendering is replaced by a fallback; its siblings and the page stay.
import { Component, type ReactNode } from 'react';
import { NodeFallback } from './NodeFallback';

interface Props { path: string; type: string; dev: boolean; report: (error: unknown, where: string) => void; children: ReactNode }
interface State { error: Error | null }

export class NodeErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error) {
    this.props.report(error, `${this.props.type} at ${this.props.path}`);
  }

  render() {
    if (this.state.error) {
      return <NodeFallback dev={this.props.dev} path={this.props.path} type={this.props.type} message={this.state.error.message} />;
    }
    return this.props.children;
  }
}
