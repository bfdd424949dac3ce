// What an action handler may use. The shell builds one ActionContext per event; handlers stay small
// and testable because everything with a side effect comes in through here.
import type { Scope } from '../renderer/scope';
import type { LinkTarget, ModalDocument, ActionDocument } from '../generated/types';
import type { ApiClient } from '../platform/api/client';

export type ColorModeChoice = 'dark' | 'light' | 'toggle';

export interface ActionContext {
  scope: Scope;
  /** The value the widget emitted with the event (form data, an item, ...). */
  payload?: unknown;
  navigate(to: LinkTarget, options?: { replace?: boolean }): void;
  /** Back to the previous of the last 5 routes, or the locale home (spec 2.5). */
  goBack(): void;
  openModal(name: string | undefined, content?: ModalDocument): void;
  closeModal(name?: string): void;
  api: ApiClient;
  track(event: string, data?: Record<string, unknown>): Promise<void>;
  setColorMode(mode: ColorModeChoice): void;
  /** Signs the player out; then to the home page unless `stay`. */
  logout(reason?: string, options?: { stay?: boolean }): Promise<void>;
  /** Shows a notice to the player (the shell's live region): a text key (with its placeholders' values), or words (a server's message) when given. */
  notify?(notice: { text: string; words?: string; values?: Record<string, string>; tone: 'info' | 'error' }): void;
  /** The brand's words for a text key (a failed call's status text); the key itself where none is given. */
  translate?(key: string): string;
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
