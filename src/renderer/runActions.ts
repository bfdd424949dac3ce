// Runs a document's actions in order through the action registry. An action whose `when` is false
// is skipped; an unknown action or a failing handler stops the chain and is reported, never thrown
// into React, so a broken action cannot blank a page.
import { actionRegistry, type ActionName } from '../generated/actions';
import type { ActionDocument } from '../generated/types';
import type { ActionContext } from '../actions/types';
import { isVisible } from './expressions';

export type ActionBase = Omit<ActionContext, 'run' | 'payload'>;

export class ActionFailed extends Error {
  constructor(public readonly action: string, public readonly cause: unknown) {
    super(`Action "${action}" failed: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

export async function runActions(
  actions: ActionDocument[] | undefined,
  base: ActionBase,
  payload?: unknown,
): Promise<void> {
  const ctx: ActionContext = {
    ...base,
    payload,
    run: (nested, nestedPayload) => runActions(nested, base, nestedPayload === undefined ? payload : nestedPayload),
  };
  for (const doc of actions ?? []) {
    // The payload is the event's (a socket event, an item): `event` in the scope; a form's data is also `form`.
    const scope = payload === undefined ? base.scope : { ...base.scope, form: payload as Record<string, unknown>, event: payload };
    if (!isVisible(doc.when, scope)) continue;
    const handler = actionRegistry[doc.action as ActionName] as ((p: unknown, c: ActionContext) => unknown) | undefined;
    if (!handler) throw new ActionFailed(doc.action, new Error('no such action in the registry'));
    try {
      await handler(doc, ctx);
    } catch (err) {
      throw err instanceof ActionFailed ? err : new ActionFailed(doc.action, err);
    }
  }
}
