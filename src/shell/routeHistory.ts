// Route history (spec 2.5): the last 5 routes are kept; go back pops to the previous route, or to
// the locale home when there is none.
export const ROUTE_HISTORY_SIZE = 5;

export function pushRoute(history: readonly string[], route: string): string[] {
  if (history[history.length - 1] === route) return [...history];
  return [...history, route].slice(-ROUTE_HISTORY_SIZE);
}

/** Where go-back leads, and the history after it. */
export function popRoute(history: readonly string[], localeHome: string): { to: string; history: string[] } {
  const rest = history.slice(0, -1);
  const previous = rest[rest.length - 1];
  return previous === undefined ? { to: localeHome, history: [] } : { to: previous, history: rest };
}
