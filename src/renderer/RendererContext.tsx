// What the renderer needs from the shell: the widget and action registries (the shell passes the generated
// ones in, a test may pass its own: the renderer never imports them, so there is no cycle through a widget
// that renders nodes), whether this is a development build (visible fallbacks, props checked at render), and
// where to report failures.
import { createContext, useContext, useMemo } from 'react';
import type { WidgetComponent } from '../widgets/types';
import type { ActionBase, ActionRegistry } from './runActions';
import { useServices } from './services';

/** A widget of any props type: a registry holds them all, and each node's props are checked by its schema. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- no other type admits every WidgetComponent<P> (its props are both read and written)
export type AnyWidget = WidgetComponent<any>;

export interface RendererServices {
  widgets: Readonly<Record<string, AnyWidget>>;
  actions: ActionRegistry;
  dev: boolean;
  /** In development: checks a node's props against its widget schema; returns a message or null. */
  validateProps?: (type: string, props: unknown) => string | null;
  /** A failed action chain or node: shown to the player as a notice, logged for developers. */
  reportError: (error: unknown, where: string) => void;
}

export const RendererContext = createContext<RendererServices>({
  widgets: {},
  actions: { handlers: {}, expressions: {} },
  dev: false,
  reportError: (error, where) => console.error(`[renderer] ${where}`, error),
});

export const useRenderer = () => useContext(RendererContext);

/** What a widget that runs a document's actions itself (a form's submit) passes to runActions, with its scope. */
export function useActionBase(): Omit<ActionBase, 'scope'> {
  const { actions } = useRenderer();
  const services = useServices();
  return useMemo(() => ({ registry: actions, services }), [actions, services]);
}
