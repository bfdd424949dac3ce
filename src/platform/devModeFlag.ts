// devMode (spec 3 Browser storage: a local storage key; what it turns on is ours, docs/operators.md "devMode"):
// '1' or 'true' under the devMode key turns on the developer panel and console diagnostics. Tiny on purpose:
// this is all of devMode in the first paint; the panel is a chunk loaded only when it is on.

export function isDevMode(stored: string | null | undefined): boolean {
  const value = stored?.trim().toLowerCase();
  return value === '1' || value === 'true';
}
