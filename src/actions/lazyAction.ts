// An action whose handler loads the first time a document runs it (params.schema.json "x-lazy": true): the
// first paint carries a few bytes instead of the handler (bonus activation, copying, signing in happen
// after a click, never while the lobby paints). A failed load is tried again on the next run.
import type { ActionHandler } from './types';

export function lazyAction<P>(load: () => Promise<{ default: ActionHandler<P> }>): ActionHandler<P> {
  let loading: Promise<ActionHandler<P>> | undefined;
  return async (params, ctx) => {
    loading ??= load().then((module) => module.default, (error: unknown) => {
      loading = undefined;
      throw error;
    });
    return (await loading)(params, ctx);
  };
}
