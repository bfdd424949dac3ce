import { describe, it, expect } from 'vitest';
import { visibleMenuEntries, entryInScope, type MenuEntry } from '../../../src/widgets/NavMenu/menu';
import { emptyScope, type Scope } from '../../../src/renderer/scope';

const asUser = (authenticated: boolean): Scope => ({ ...emptyScope, auth: { ...emptyScope.auth, authenticated } });
const menu: MenuEntry[] = [
  { label: 'text.menu.tournaments', path: '/tournaments', scope: 'any' as const },
  { label: 'text.menu.signup', path: '/?modal=login', scope: 'guest' as const },
  { label: 'text.menu.info', children: [
    { label: 'text.menu.profile', path: '/profile', scope: 'user' as const },
    { label: 'text.menu.wallet', path: '/Wallet', scope: 'user' as const },
  ] },
  { label: 'text.menu.vip', path: '/vip', when: { '==': [{ var: 'brand.navigationSystem' }, 'panel'] } },
];

describe('menu scopes (spec 2.2: entries carry a scope of user, guest or any)', () => {
  it('spec 2.2: any is shown to everyone, user only when signed in, guest only when not', () => {
    expect(entryInScope({ label: 'text.x', scope: 'any' }, true)).toBe(true);
    expect(entryInScope({ label: 'text.x' }, false)).toBe(true);
    expect(entryInScope({ label: 'text.x', scope: 'user' }, false)).toBe(false);
    expect(entryInScope({ label: 'text.x', scope: 'guest' }, true)).toBe(false);
  });
  it('a guest sees no user entries, and a group left empty disappears', () => {
    expect(visibleMenuEntries(menu, asUser(false)).map((e) => e.label)).toEqual(['text.menu.tournaments', 'text.menu.signup']);
  });
  it('a player sees the user entries inside the group and no guest entries', () => {
    const entries = visibleMenuEntries(menu, asUser(true));
    expect(entries.map((e) => e.label)).toEqual(['text.menu.tournaments', 'text.menu.info']);
    expect(entries[1].children?.map((e) => e.label)).toEqual(['text.menu.profile', 'text.menu.wallet']);
  });
  it('an entry with a when expression shows only when it holds', () => {
    const panel = { ...asUser(false), brand: { ...emptyScope.brand, navigationSystem: 'panel' } };
    expect(visibleMenuEntries(menu, panel).map((e) => e.label)).toContain('text.menu.vip');
  });
});
