// Maps a node document {type, props, children, when, on} to its registry widget.
import { widgetRegistry, type WidgetType } from '../generated/widgets';
import type { NodeDocument } from '../generated/types';
import type { WidgetComponent } from '../widgets/types';
import { isVisible } from './expressions';
import { useScope } from './scope';
import { useRenderer } from './RendererContext';
import { runActions } from './runActions';
import { NodeErrorBoundary } from './NodeErrorBoundary';
import { NodeFallback } from './NodeFallback';

export function RenderNode({ node, path }: { node: NodeDocument; path: string }) {
  const scope = useScope();
  const renderer = useRenderer();

  let visible: boolean;
  try {
    visible = isVisible(node.when, scope);
  } catch (err) {
    renderer.reportError(err, `when of ${node.type} at ${path}`);
    return <NodeFallback dev={renderer.dev} path={`${path}/when`} type={node.type} message={(err as Error).message} silentInProduction />;
  }
  if (!visible) return null;

  const Widget = widgetRegistry[node.type as WidgetType] as WidgetComponent<unknown> | undefined;
  if (!Widget) {
    return <NodeFallback dev={renderer.dev} path={`${path}/type`} type={node.type} message={`No widget "${node.type}" in the registry`} silentInProduction />;
  }
  const props = node.props ?? {};
  const propsError = renderer.dev ? renderer.validateProps?.(node.type, props) : null;
  if (propsError) {
    return <NodeFallback dev path={`${path}/props`} type={node.type} message={propsError} />;
  }

  const emit = async (event: string, payload?: unknown) => {
    const actions = node.on?.[event];
    if (!actions?.length) return;
    try {
      await runActions(actions, { ...renderer.actionBase, scope }, payload);
    } catch (err) {
      renderer.reportError(err, `on.${event} of ${node.type} at ${path}`);
    }
  };

  return (
    <NodeErrorBoundary path={path} type={node.type} dev={renderer.dev} report={renderer.reportError}>
      <Widget props={props} emit={emit} node={node} path={path}>
        {node.children?.length ? <RenderNodes nodes={node.children} path={`${path}/children`} /> : undefined}
      </Widget>
    </NodeErrorBoundary>
  );
}

export function RenderNodes({ nodes, path }: { nodes: NodeDocument[] | undefined; path: string }) {
  return <>{nodes?.map((node, i) => <RenderNode key={node.id ?? `${i}:${node.type}`} node={node} path={`${path}/${i}`} />)}</>;
}
