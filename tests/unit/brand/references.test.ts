// Route paths are matched the way the router matches them, and a path's query is checked for ?modal=.
import { describe, it, expect, afterEach } from 'vitest';
import { matchesRoute } from '../../../src/brand/check-references.ts';
import { validateBrand } from '../../../src/brand/validate.ts';
import { brandsWith, removeMadeBrands } from './helpers.ts';

afterEach(removeMadeBrands);

describe('route paths', () => {
  const routes = ['/', '/casino', '/casino/games/:game', '/profile/:tab?', '/help/*'];

  it('match like react-router: :param is one segment, :param? may be absent, * the rest, any case, trailing slash ignored', () => {
    expect(matchesRoute('/', routes)).toBe(true);
    expect(matchesRoute('/Casino/', routes)).toBe(true);
    expect(matchesRoute('/casino/games/book-of-dead', routes)).toBe(true);
    expect(matchesRoute('/casino/games', routes)).toBe(false);
    expect(matchesRoute('/casino/games/a/b', routes)).toBe(false);
    expect(matchesRoute('/profile', routes)).toBe(true);
    expect(matchesRoute('/profile/limits', routes)).toBe(true);
    expect(matchesRoute('/help/a/b/c', routes)).toBe(true);
    expect(matchesRoute('/casin', routes)).toBe(false);
  });

  it('a menu path with a query is matched without it, and its ?modal= names a modal', () => {
    const dir = brandsWith(['base'], {
      'base/menus.json': { menus: { main: [{ label: 'text.menu.casino', path: '/casino?modal=logn&tab=1' }, { label: 'text.menu.vip', path: '/Casino/#top' }] } },
    });
    expect(validateBrand('base', { brandsDir: dir }).problems.map((p) => `${p.pointer} ${p.message}`)).toEqual([
      '/menus/main/0/path "?modal=logn" opens modal "logn", which does not exist: there is no modals/logn.json (did you mean "login"?)',
    ]);
  });
});
