// What an action handler may use. The renderer's runActions builds one ActionContext per event and evaluates
// the params the schema marks as expressions before the handler runs; handlers stay small and testable
// because everything with a side effect comes in through ctx.services (src/renderer/services.tsx).
import type { Scope } from '../renderer/scope';
import type { WidgetServices } from '../renderer/services';
import type { ActionDocument } from '../generated/types';

export interface ActionContext {
  /** The scope of the event: the node's, with the payload as `event` (and as `form`, a form's data). */
  scope: Scope;
  /** The value the widget emitted with the event (form data, an item, ...). */
  payload?: unknown;
  /** The app's services: calls, navigation, modals, session, consent, credentials, notices, the clock. */
  services: WidgetServices;
  /** Runs nested actions (onSuccess, onError) with the same context and a new payload. */
  run(actions: ActionDocument[] | undefined, payload?: unknown): Promise<void>;
  /** Fetches a Data node above (by its name) again; false when there is none. */
  refetch?(name: string): boolean;
  /** The Flow node above (by name, or the nearest): moves its step and sets its values. */
  flow?(name?: string): FlowControls | null;
}

export interface FlowControls {
  go(to: string): void | Promise<void>;
  /**
   * history push: a value kept in the address adds a history entry (Back returns to it); default replace.
   * A flow whose values start work (the game player's bonus buy) answers when it is done, so the button
   * that set them stays busy until then.
   */
  set(values: Record<string, unknown>, options?: { history?: 'push' | 'replace' }): void | Promise<void>;
}

export type ActionHandler<P> = (params: P, ctx: ActionContext) => void | Promise<void>;

/**
 * A handler's params as runActions hands them over: `Values`, one expression each in the schema, are now their
 * values; `Maps`, maps of expressions, are maps of values.
 */
export type Resolved<P, Values extends keyof P = never, Maps extends keyof P = never> = Omit<P, Values | Maps>
  & { [K in keyof Pick<P, Values>]: unknown }
  & { [K in keyof Pick<P, Maps>]: Record<string, unknown> };
