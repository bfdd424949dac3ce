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
import { useNodeServices } from './nodeServices';
import { socketEventsOf, useSocketEvents } from './socketEvents';
import type { WalletSocketEvent } from '../platform/realtime';

export function RenderNode({ node, path }: { node: NodeDocument; path: string }) {
  const scope = useScope();
  const renderer = useRenderer();
  const services = useNodeServices();

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
      await runActions(actions, { ...renderer.actionBase, scope, refetch: services.refetch, flow: services.flow }, payload);
    } catch (err) {
      renderer.reportError(err, `on.${event} of ${node.type} at ${path}`);
    }
  };
  const socketEvents = socketEventsOf(node.on);

  return (
    <NodeErrorBoundary path={path} type={node.type} dev={renderer.dev} report={renderer.reportError}>
      {socketEvents.length > 0 && <SocketEvents events={socketEvents} emit={emit} />}
      <Widget props={props} emit={emit} node={node} path={path}>
        {node.children?.length ? <RenderNodes nodes={node.children} path={`${path}/children`} /> : undefined}
      </Widget>
    </NodeErrorBoundary>
  );
}

/** Runs a shown node's "socket:<event>" actions when the event comes (src/renderer/socketEvents.ts). */
function SocketEvents({ events, emit }: { events: WalletSocketEvent[]; emit: (event: string, payload?: unknown) => Promise<void> }) {
  useSocketEvents(events, (key, payload) => void emit(key, payload));
  return null;
}

export function RenderNodes({ nodes, path }: { nodes: NodeDocument[] | undefined; path: string }) {
  return <>{nodes?.map((node, i) => <RenderNode key={node.id ?? `${i}:${node.type}`} node={node} path={`${path}/${i}`} />)}</>;
}
