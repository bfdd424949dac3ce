// Checks across documents, which no single schema can make: a route's page exists, a text key has a
// default wording, a page key is in the page-key table, an opened modal exists, the main menu exists.
import type { RawProblem } from './messages.ts';
import type { TypedLocations } from './schema-walk.ts';
import { getAt, joinPointer } from './pointer.ts';
import { isPlainObject } from './merge-patch.ts';
import { didYouMean } from './suggest.ts';

export interface BrandIndex {
  pageNames: Set<string>;
  modalNames: Set<string>;
  /** routes.json pageKeys, navigation-specific keys and settings.pageUrls overrides. */
  pageKeys: Set<string>;
  /** Flat keys of texts/en.json after inheritance; undefined when the brand has no texts/en.json at all. */
  defaultTexts?: Set<string>;
  menuNames: Set<string>;
}

const TEXT_KEY = /^text\.[A-Za-z0-9_.-]+$/;
const PAGE_KEY = /^[A-Za-z0-9_-]+$/;

/** Documents whose strings may be text keys shown to a player. */
export function usesTextKeys(path: string): boolean {
  return /^(pages|modals|forms)\//.test(path) || path === 'menus.json' || path === 'layout.json';
}

function* strings(value: unknown, pointer = ''): Generator<[string, string]> {
  if (typeof value === 'string') yield [pointer, value];
  else if (Array.isArray(value)) for (let i = 0; i < value.length; i++) yield* strings(value[i], joinPointer(pointer, i));
  else if (isPlainObject(value)) for (const [key, item] of Object.entries(value)) yield* strings(item, joinPointer(pointer, key));
}

/** Every string that looks like a text key must have a default wording, or players would see the key. */
export function checkTextKeys(data: unknown, index: BrandIndex): RawProblem[] {
  if (!index.defaultTexts) return [];
  const known = index.defaultTexts;
  const problems: RawProblem[] = [];
  for (const [pointer, value] of strings(data)) {
    if (TEXT_KEY.test(value) && !known.has(value)) {
      problems.push({ pointer, message: `Text key "${value}" has no default in texts/en.json${didYouMean(value, known)}` });
    }
  }
  return problems;
}

export function checkPageKeys(data: unknown, locations: TypedLocations, index: BrandIndex): RawProblem[] {
  return locations.pageKeys.flatMap((pointer) => {
    const key = getAt(data, pointer);
    // A key with a malformed name is already reported by its schema.
    if (typeof key !== 'string' || !PAGE_KEY.test(key) || index.pageKeys.has(key)) return [];
    return [{ pointer, message: `Page key "${key}" is not in the page-key table (routes.json pageKeys or settings.pageUrls)${didYouMean(key, index.pageKeys)}` }];
  });
}

export function checkModalNames(data: unknown, locations: TypedLocations, index: BrandIndex): RawProblem[] {
  return locations.actions.flatMap((pointer) => {
    const action = getAt(data, pointer);
    if (!isPlainObject(action) || (action.action !== 'openModal' && action.action !== 'closeModal') || typeof action.modal !== 'string') return [];
    if (index.modalNames.has(action.modal)) return [];
    return [{ pointer: joinPointer(pointer, 'modal'), message: `Modal "${action.modal}" does not exist: there is no modals/${action.modal}.json${didYouMean(action.modal, index.modalNames)}` }];
  });
}

export function checkRoutes(routes: unknown, index: BrandIndex): RawProblem[] {
  if (!isPlainObject(routes)) return [];
  const problems: RawProblem[] = [];
  if (Array.isArray(routes.routes)) {
    routes.routes.forEach((route, i) => {
      if (!isPlainObject(route) || typeof route.page !== 'string' || index.pageNames.has(route.page)) return;
      const path = typeof route.path === 'string' ? ` ${route.path}` : '';
      problems.push({ pointer: `/routes/${i}/page`, message: `Route${path} shows page "${route.page}", but there is no pages/${route.page}.json${didYouMean(route.page, index.pageNames)}` });
    });
  }
  if (typeof routes.notFoundPage === 'string' && !index.pageNames.has(routes.notFoundPage)) {
    problems.push({ pointer: '/notFoundPage', message: `notFoundPage is "${routes.notFoundPage}", but there is no pages/${routes.notFoundPage}.json${didYouMean(routes.notFoundPage, index.pageNames)}` });
  }
  return problems;
}

export function checkLayoutMenu(layout: unknown, index: BrandIndex): RawProblem[] {
  if (!isPlainObject(layout) || typeof layout.mainMenu !== 'string' || index.menuNames.has(layout.mainMenu)) return [];
  return [{ pointer: '/mainMenu', message: `mainMenu is "${layout.mainMenu}", but menus.json has no menu of that name${didYouMean(layout.mainMenu, index.menuNames)}` }];
}

/** What the cross-document checks look names up in, from the merged documents. */
export function buildIndex(documents: Record<string, { data: unknown }>): BrandIndex {
  const names = (folder: string) =>
    new Set(Object.keys(documents).flatMap((path) => (path.startsWith(`${folder}/`) ? [path.slice(folder.length + 1, -'.json'.length)] : [])));
  const routes = documents['routes.json']?.data;
  const settings = documents['settings.json']?.data;
  const menus = documents['menus.json']?.data;
  const pageKeys = new Set<string>();
  if (isPlainObject(routes)) {
    if (isPlainObject(routes.pageKeys)) Object.keys(routes.pageKeys).forEach((k) => pageKeys.add(k));
    if (isPlainObject(routes.pageKeysByNavigation)) {
      for (const byNavigation of Object.values(routes.pageKeysByNavigation)) if (isPlainObject(byNavigation)) Object.keys(byNavigation).forEach((k) => pageKeys.add(k));
    }
  }
  if (isPlainObject(settings) && Array.isArray(settings.pageUrls)) {
    for (const entry of settings.pageUrls) if (isPlainObject(entry) && typeof entry.key === 'string') pageKeys.add(entry.key);
  }
  const en = documents['texts/en.json']?.data;
  return {
    pageNames: names('pages'),
    modalNames: names('modals'),
    pageKeys,
    defaultTexts: isPlainObject(en) ? new Set(Object.keys(en)) : undefined,
    menuNames: new Set(isPlainObject(menus) && isPlainObject(menus.menus) ? Object.keys(menus.menus) : []),
  };
}
