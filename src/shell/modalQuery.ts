// Modals by address (spec 2.4): ?modal=name opens a named modal and updates the URL without a page
// load; closing removes the parameter. Several may be open at once, so the parameter may repeat
// (?modal=login&modal=verify-email-expired), newest last. Pure functions on URLSearchParams.
export const MODAL_PARAM = 'modal';
export const MODAL_EXIT_MS = 300;

export function openModalNames(search: URLSearchParams): string[] {
  return search.getAll(MODAL_PARAM).filter((name) => /^[a-z0-9][a-z0-9-]*$/.test(name));
}

export function withModalOpened(search: URLSearchParams, name: string): URLSearchParams {
  const next = new URLSearchParams(search);
  const names = openModalNames(next).filter((n) => n !== name);
  next.delete(MODAL_PARAM);
  for (const n of [...names, name]) next.append(MODAL_PARAM, n);
  return next;
}

/**
 * Removes one modal (the newest when no name is given) and the query parameters it owns (its document's
 * queryParams, e.g. met: they mean nothing without it); other parameters stay.
 */
export function withModalClosed(search: URLSearchParams, name?: string, ownParams: readonly string[] = []): URLSearchParams {
  const next = new URLSearchParams(search);
  const names = openModalNames(next);
  const target = name ?? names[names.length - 1];
  next.delete(MODAL_PARAM);
  for (const n of names) if (n !== target) next.append(MODAL_PARAM, n);
  for (const param of ownParams) if (param !== MODAL_PARAM) next.delete(param);
  return next;
}

export function searchString(search: URLSearchParams): string {
  const s = search.toString();
  return s ? `?${s}` : '';
}
