// Maps a node document {type, props, children, when, on} to its widget in the registry the shell provides
// (RendererContext: the generated one, or a test's).
import { createContext, useContext } from 'react';
import type { NodeDocument } from '../generated/types';
import type { WidgetComponent } from '../widgets/types';
import { isVisible } from './expressions';
import { useScope } from './scope';
import { useRenderer } from './RendererContext';
import { useServices } from './services';
import { runActions } from './runActions';
import { NodeErrorBoundary } from './NodeErrorBoundary';
import { NodeFallback } from './NodeFallback';
import { useNodeServices } from './nodeServices';
import { socketEventsOf, useSocketEvents } from './socketEvents';
import type { WalletSocketEvent } from '../platform/realtimeStatus';
import { ENCLOSING_TYPES, outsideMessage, withDefaults } from './widgetDefaults';

/** The types of the nodes above that some widget must be inside (x-inside), outermost first. */
const EnclosingContext = createContext<readonly string[]>([]);

export function RenderNode({ node, path }: { node: NodeDocument; path: string }) {
  const scope = useScope();
  const renderer = useRenderer();
  const services = useServices();
  const nodeServices = useNodeServices();
  const enclosing = useContext(EnclosingContext);

  let visible: boolean;
  try {
    visible = isVisible(node.when, scope);
  } catch (err) {
    renderer.reportError(err, `when of ${node.type} at ${path}`);
    return <NodeFallback dev={renderer.dev} path={`${path}/when`} type={node.type} message={(err as Error).message} silentInProduction />;
  }
  if (!visible) return null;

  const Widget = Object.hasOwn(renderer.widgets, node.type) ? renderer.widgets[node.type] as WidgetComponent<unknown> : undefined;
  if (!Widget) {
    return <NodeFallback dev={renderer.dev} path={`${path}/type`} type={node.type} message={`No widget "${node.type}" in the registry`} silentInProduction />;
  }
  const propsError = renderer.dev ? renderer.validateProps?.(node.type, node.props ?? NO_PROPS) : null;
  if (propsError) {
    return <NodeFallback dev path={`${path}/props`} type={node.type} message={propsError} />;
  }
  // A widget that works in another's context (x-inside: a DepositAmount in a Deposit node) says so by name.
  const misplaced = renderer.dev ? outsideMessage(node.type, enclosing) : null;
  if (misplaced) return <NodeFallback dev path={path} type={node.type} message={misplaced} />;
  // The schema's defaults, filled in once here (the widget reads props.variant with no fallback of its own).
  const props = withDefaults(node.type, node.props);

  // Most nodes have no `on`: they share one emit that does nothing (what emit does for an event the node
  // has no actions for) and no socket events, instead of a closure and a scan of `on` per node and render.
  const on = node.on;
  const emit: Emit = on
    ? async (event, payload) => {
      const actions = on[event];
      if (!actions?.length) return;
      try {
        await runActions(actions, { registry: renderer.actions, services, scope, refetch: nodeServices.refetch, flow: nodeServices.flow }, payload);
      } catch (err) {
        renderer.reportError(err, `on.${event} of ${node.type} at ${path}`);
      }
    }
    : noEmit;
  const socketEvents = on ? socketEventsOf(on) : NO_SOCKET_EVENTS;

  // The widget keeps its key whether or not socket events sit beside it, so it is never remounted for them.
  let children = node.children?.length ? renderNodes(node.children, `${path}/children`) : undefined;
  if (children && ENCLOSING_TYPES.has(node.type)) {
    children = [<EnclosingContext.Provider key="enclosing" value={[...enclosing, node.type]}>{children}</EnclosingContext.Provider>];
  }
  const widget = (
    <Widget key="widget" props={props} emit={emit} node={node} path={path}>
      {children}
    </Widget>
  );
  return (
    <NodeErrorBoundary path={path} type={node.type} dev={renderer.dev} report={renderer.reportError}>
      {socketEvents.length > 0 ? [<SocketEvents key="socket" events={socketEvents} emit={emit} />, widget] : widget}
    </NodeErrorBoundary>
  );
}

type Emit = (event: string, payload?: unknown) => Promise<void>;
const noEmit: Emit = async () => {};
const NO_PROPS = {};
const NO_SOCKET_EVENTS: WalletSocketEvent[] = [];

/** Runs a shown node's "socket:<event>" actions when the event comes (src/renderer/socketEvents.ts). */
function SocketEvents({ events, emit }: { events: WalletSocketEvent[]; emit: Emit }) {
  useSocketEvents(events, (key, payload) => void emit(key, payload));
  return null;
}

/**
 * A node's children as an array of keyed elements. Called inside RenderNode rather than through the
 * RenderNodes component, so a node with children costs no extra component.
 */
function renderNodes(nodes: NodeDocument[], path: string) {
  return nodes.map((node, i) => <RenderNode key={node.id ?? `${i}:${node.type}`} node={node} path={`${path}/${i}`} />);
}

export function RenderNodes({ nodes, path }: { nodes: NodeDocument[] | undefined; path: string }) {
  return <>{nodes ? renderNodes(nodes, path) : null}</>;
}
