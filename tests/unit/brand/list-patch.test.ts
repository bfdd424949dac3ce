// Issue 26 item 1: a child brand changes one item of its parent's list without copying the list: operations
// addressed by id under "$patch" (src/brand/list-patch.ts), applied in order, each item keeping the brand that set
// it; an id that names nothing is a problem at that id, in the child's file.
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveBrand } from '../../../src/brand/resolve.ts';
import { validateBrand } from '../../../src/brand/validate.ts';
import { bundleBrand } from '../../../src/brand/bundle.ts';
import { originOf } from '../../../src/brand/merge-patch.ts';
import { formatProblem } from '../../../src/brand/problems.ts';
import { brandsWith, FIXTURES, removeMadeBrands } from './helpers.ts';

afterEach(removeMadeBrands);

type Route = { id?: string; path: string; page: string };
/** The base fixture's routes, each with an id (its path's first segment, or "home"). */
function baseRoutes() {
  const routes = JSON.parse(readFileSync(join(FIXTURES, 'base/routes.json'), 'utf8')) as { routes: Route[] };
  for (const route of routes.routes) route.id = route.path.split('/')[1] || 'home';
  return routes;
}
const child = (files: Record<string, unknown>) => brandsWith(['base'], {
  'base/routes.json': baseRoutes(),
  'kid/brand.json': { id: 'kid', name: 'Kid', extends: 'base' },
  ...Object.fromEntries(Object.entries(files).map(([path, data]) => [`kid/${path}`, data])),
});

describe('list patches ($patch: operations on the parent\'s list by id)', () => {
  it('adds after an id, moves before one, removes and merges one: the rest of the list follows the parent', () => {
    const dir = child({
      'routes.json': { routes: { $patch: [
        { op: 'add', after: 'vip', value: { id: 'cup', path: '/cup', page: 'casino' } },
        { op: 'move', id: 'offers', at: 'start' },
        { op: 'remove', id: 'profile' },
        { op: 'merge', id: 'promotions', value: { page: 'not-found' } },
      ] } },
    });
    const { resolved, problems } = resolveBrand('kid', { brandsDir: dir });
    expect(problems).toEqual([]);
    const routes = (resolved!.documents['routes.json'].data as { routes: Route[] }).routes;
    expect(routes.map((r) => `${r.id} ${r.path}`)).toEqual([
      'offers /offers', 'home /', 'casino /casino', 'deposit /deposit', 'promotions /promotions', 'vip /vip', 'cup /cup', 'vip-club /vip-club', 'account /account',
    ]);
    // Provenance: the parent's items stay the parent's; the added item and the merged value are the child's.
    const { origins } = resolved!.documents['routes.json'];
    const at = (id: string) => `/routes/${routes.findIndex((r) => r.id === id)}`;
    expect(originOf(origins, `${at('home')}/path`)).toBe('base');
    expect(originOf(origins, `${at('offers')}/page`)).toBe('base');
    expect(originOf(origins, at('cup'))).toBe('kid');
    expect(originOf(origins, `${at('promotions')}/page`)).toBe('kid');
    expect(originOf(origins, `${at('promotions')}/path`)).toBe('base');
    expect(routes.find((r) => r.id === 'promotions')?.page).toBe('not-found');
    // The published bundle is valid and says so too.
    const { bundle, problems: bundled } = bundleBrand('kid', { brandsDir: dir });
    expect(bundled.map(formatProblem)).toEqual([]);
    expect(bundle?.routes.routes.map((r) => r.path)).toContain('/cup');
  });

  it('patches a list inside an item: a menu entry\'s children', () => {
    const menus = JSON.parse(readFileSync(join(FIXTURES, 'base/menus.json'), 'utf8'));
    menus.menus.main[2].id = 'info';
    const dir = brandsWith(['base'], {
      'base/menus.json': menus,
      'kid/brand.json': { id: 'kid', name: 'Kid', extends: 'base' },
      'kid/menus.json': { menus: { main: { $patch: [{ op: 'merge', id: 'info', value: { children: { $patch: [{ op: 'add', at: 'start', value: { label: 'text.menu.vip', path: '/vip' } }] } } }] } } },
    });
    const { resolved, problems } = resolveBrand('kid', { brandsDir: dir });
    expect(problems).toEqual([]);
    const main = (resolved!.documents['menus.json'].data as { menus: { main: { children?: { path?: string }[] }[] } }).menus.main;
    expect(main[2].children?.map((c) => c.path ?? 'page')).toEqual(['/vip', 'page']);
  });

  it('an id that names nothing, an unknown operation and a list patch with no parent list are problems where they are written', () => {
    const dir = child({
      'routes.json': { routes: { $patch: [
        { op: 'merge', id: 'promotion', value: { path: '/promos' } },
        { op: 'insert', value: { id: 'x', path: '/x', page: 'casino' } },
        { op: 'add', value: { id: 'vip', path: '/vip2', page: 'casino' } },
      ] } },
      'pages/extra.json': { title: 'text.casino.title', body: { $patch: [{ op: 'remove', id: 'a' }] } },
    });
    const printed = validateBrand('kid', { brandsDir: dir }).problems.map(formatProblem).map((line) => line.slice(dir.length + 1));
    expect(printed).toEqual(expect.arrayContaining([
      expect.stringMatching(/^kid\/routes\.json:\d+:\d+ \/routes\/\$patch\/0\/id The list has no item with id "promotion" \(did you mean "promotions"\?\)\. Its ids: home, casino, profile, deposit, promotions, offers, vip, vip-club, account$/),
      expect.stringMatching(/^kid\/routes\.json:\d+:\d+ \/routes\/\$patch\/1\/op Unknown list operation "insert"\. Operations: merge, replace, remove, add, move$/),
      expect.stringMatching(/^kid\/routes\.json:\d+:\d+ \/routes\/\$patch\/2\/value The list already has an item with id "vip"/),
      expect.stringMatching(/^kid\/pages\/extra\.json:\d+:\d+ \/body\/\$patch "\$patch" changes a list of the brand this one extends item by item, but there is no list here to change$/),
    ]));
  });
});
