// The contract between the renderer and a widget. A widget gets its validated props, its rendered
// children and `emit`, which runs the actions the document bound to that event (node.on[event]).
import type { ComponentType, ReactNode } from 'react';
import type { NodeDocument } from '../generated/types';

export interface WidgetRenderProps<P> {
  props: P;
  children?: ReactNode;
  emit: (event: string, payload?: unknown) => Promise<void>;
  node: NodeDocument;
  /** JSON pointer of the node in its document, for error messages. */
  path: string;
}

export type WidgetComponent<P> = ComponentType<WidgetRenderProps<P>>;
