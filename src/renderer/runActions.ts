// Runs a document's actions in order through the action registry. An action whose `when` is false
// is skipped; an unknown action or a failing handler stops the chain and is reported, never thrown
// into React, so a broken action cannot blank a page. The params a schema marks as expressions are
// evaluated here, once, in the event's scope (the payload as `event`, a form's data also as `form`), so a
// handler gets values and the app's services (ctx.services), never the expression language.
import type { ActionDocument } from '../generated/types';
import type { ActionContext, ActionHandler, FlowControls } from '../actions/types';
import type { Scope } from './scope';
import type { WidgetServices } from './services';
import { evaluate, evaluateEach, isVisible, type Expression } from './expressions';

/**
 * The handlers by action name, and per action the params its schema marks as expressions (gen writes both
 * into src/generated/actions.ts): `value`, one expression; `each`, a map of them.
 */
export interface ActionRegistry {
  handlers: Readonly<Record<string, ActionHandler<never>>>;
  expressions: Readonly<Record<string, Readonly<Record<string, 'value' | 'each'>>>>;
}

export interface ActionBase {
  registry: ActionRegistry;
  services: WidgetServices;
  scope: Scope;
  /** Fetches a Data node above (by its name) again; false when there is none. */
  refetch?(name: string): boolean;
  /** The Flow node above (by name, or the nearest). */
  flow?(name?: string): FlowControls | null;
}

export class ActionFailed extends Error {
  constructor(public readonly action: string, public readonly cause: unknown) {
    super(`Action "${action}" failed: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

/** The document's params with its expression params evaluated (those it sets; the others stay as they are). */
export function resolveParams(doc: ActionDocument, expressions: ActionRegistry['expressions'], scope: object): Record<string, unknown> {
  const params: Record<string, unknown> = { ...doc };
  for (const [name, kind] of Object.entries(expressions[doc.action] ?? {})) {
    if (!(name in params)) continue;
    params[name] = kind === 'each' ? evaluateEach((params[name] ?? {}) as Record<string, Expression>, scope) : evaluate(params[name], scope);
  }
  return params;
}

export async function runActions(
  actions: ActionDocument[] | undefined,
  base: ActionBase,
  payload?: unknown,
): Promise<void> {
  // The payload is the event's (a socket event, an item): `event` in the scope; a form's data is also `form`.
  const scope: Scope = payload === undefined ? base.scope : { ...base.scope, form: payload as Record<string, unknown>, event: payload };
  const ctx: ActionContext = {
    scope,
    payload,
    services: base.services,
    refetch: base.refetch,
    flow: base.flow,
    run: (nested, nestedPayload) => runActions(nested, base, nestedPayload === undefined ? payload : nestedPayload),
  };
  for (const doc of actions ?? []) {
    if (!isVisible(doc.when, scope)) continue;
    const handler = base.registry.handlers[doc.action] as ActionHandler<unknown> | undefined;
    if (!handler) throw new ActionFailed(doc.action, new Error('no such action in the registry'));
    try {
      await handler(resolveParams(doc, base.registry.expressions, scope), ctx);
    } catch (err) {
      throw err instanceof ActionFailed ? err : new ActionFailed(doc.action, err);
    }
  }
}
