// Menu entries carry a scope of user, guest or any (spec 2.2) and may carry a `when` expression.
// A group whose children are all filtered away disappears too.
import type { MenuDocument } from '../../generated/types';
import { isVisible } from '../../renderer/expressions';
import type { Scope } from '../../renderer/scope';

/** spec 9 Interface: the menu breakpoint (below it the main menu folds into its button). */
export const MENU_BREAKPOINT = 1450;

export type MenuEntry = NonNullable<MenuDocument['menus'][string]>[number];

export function entryInScope(entry: MenuEntry, authenticated: boolean): boolean {
  const scope = entry.scope ?? 'any';
  return scope === 'any' || (scope === 'user' ? authenticated : !authenticated);
}

export function visibleMenuEntries(entries: MenuEntry[] | undefined, scope: Scope): MenuEntry[] {
  return (entries ?? []).flatMap((entry) => {
    if (!entryInScope(entry, scope.auth.authenticated) || !isVisible(entry.when, scope)) return [];
    if (!entry.children) return [entry];
    const children = visibleMenuEntries(entry.children, scope);
    return children.length ? [{ ...entry, children }] : [];
  });
}
