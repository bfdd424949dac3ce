// Checks across documents, which no single schema can make: a text key has a default wording, and every
// name the schemas mark with "x-ref" (found by schema-walk.ts) names something that exists: a page key
// in the page-key table, a page, modal or form document, a menu of menus.json, a route for a path, a
// field of the form ... One table below says, per kind, where its names come from and how to say one is
// missing, so a new marked prop is checked without new code.
import type { RawProblem } from './messages.ts';
import type { Reference, TypedLocations } from './schema-walk.ts';
import { getAt, joinPointer, splitPointer } from './pointer.ts';
import { isPlainObject } from '../lib/json.ts';
import { didYouMean, listNames } from './suggest.ts';
import { FORM_FORMATS, MESSAGE_KEYS } from '../forms/vocabulary.ts';
import { routesOf, type RouteEntry } from './check-routes.ts';
import { textUnits } from './plurals.ts';
import { withdrawalFormNames } from './check-form-payload.ts';
import { ASSET_PREFIX } from '../platform/assets.ts';

export interface BrandIndex {
  pageNames: Set<string>;
  modalNames: Set<string>;
  formNames: Set<string>;
  fragmentNames: Set<string>;
  /** The fragments each fragment includes (its Include nodes), for the cycle check. */
  fragmentIncludes: Map<string, Set<string>>;
  /** routes.json pageKeys, navigation-specific keys and settings.pageUrls overrides. */
  pageKeys: Set<string>;
  /**
   * Flat keys of texts/en.json after inheritance, and the name of each plural group (text.lobby.games for
   * text.lobby.games_one/_other: plurals.ts); undefined when the brand has no texts/en.json at all.
   */
  defaultTexts?: Set<string>;
  menuNames: Set<string>;
  /** The paths of routes.json routes, as written (/casino/games/:game). */
  routePaths: string[];
  /** The routes with their pages, in order (check-routes.ts). */
  routes: RouteEntry[];
  /** routes.json pageKeys: key -> path. */
  pageKeyPaths: Record<string, string>;
  /** The form documents a WithdrawForm node shows (check-form-payload.ts). */
  withdrawalForms: Set<string>;
  /** The names of the brand's files (assets/, with the ones it inherits), as documents name them: asset:logo.svg. */
  assetNames: Set<string>;
}

const TEXT_KEY = /^text\.[A-Za-z0-9_.-]+$/;

/** Documents whose strings may be text keys shown to a player. */
export function usesTextKeys(path: string): boolean {
  return /^(pages|modals|forms|fragments)\//.test(path) || path === 'menus.json' || path === 'layout.json';
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

/** A route path as the router matches it: segments, :param for any one segment, * for the rest. */
function routeSegments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/**
 * Whether an address path (no query) is served by one of the routes, as react-router matches: case-
 * insensitive, a trailing slash ignored, ":param" any one segment (":param?" also none), "*" the rest.
 */
export function matchesRoute(path: string, routePaths: string[]): boolean {
  const wanted = routeSegments(path).map((s) => s.toLowerCase());
  return routePaths.some((route) => {
    const pattern = routeSegments(route);
    let i = 0;
    for (const segment of pattern) {
      if (segment === '*') return true;
      if (segment.startsWith(':') && segment.endsWith('?')) {
        if (i < wanted.length) i++;
        continue;
      }
      if (i >= wanted.length) return false;
      if (!segment.startsWith(':') && segment.toLowerCase() !== wanted[i]) return false;
      i++;
    }
    return i === wanted.length;
  });
}

/** What a reference check knows besides the brand: the document it reads, for names local to it. */
export interface ReferenceContext {
  index: BrandIndex;
  /** The document being checked (a form's fields are its own). */
  data: unknown;
}

interface KindRule {
  /** The names that exist, for the check and for "did you mean". */
  known(ref: Reference, ctx: ReferenceContext): Iterable<string> | undefined;
  /** The sentence for a name that does not exist (a suggestion and the default note are added). */
  missing(name: string, ref: Reference, ctx: ReferenceContext): string;
  /** A wildcard or other name that is always fine. */
  accepts?(name: string): boolean;
  /** Some kinds list what is known after the sentence, when the list is short enough to read. */
  listKnown?: boolean;
}

/** The fields of the form document: its schema's top-level properties. */
function formFields(data: unknown): string[] {
  const schema = isPlainObject(data) ? data.schema : undefined;
  return isPlainObject(schema) && isPlainObject(schema.properties) ? Object.keys(schema.properties) : [];
}

/** The schema object holding a keyword like required, climbing out of then/else/allOf/... to one with properties. */
function ownFields(data: unknown, schemaPointer: string): string[] | undefined {
  let segments = splitPointer(schemaPointer);
  for (;;) {
    const schema = getAt(data, joinPointer('', ...segments));
    if (isPlainObject(schema) && isPlainObject(schema.properties)) return Object.keys(schema.properties);
    const last = segments[segments.length - 1];
    const parent = segments[segments.length - 2];
    if (['if', 'then', 'else', 'not'].includes(last)) segments = segments.slice(0, -1);
    else if (/^\d+$/.test(last) && ['allOf', 'anyOf', 'oneOf'].includes(parent)) segments = segments.slice(0, -2);
    else return undefined;
  }
}

/** The fields next to a field: the properties object a field schema (or something inside it) sits in. */
function siblingFields(data: unknown, pointer: string): string[] | undefined {
  const segments = splitPointer(pointer);
  for (let i = segments.length - 2; i >= 1; i--) {
    if (segments[i - 1] === 'properties' && i < segments.length - 1) {
      const properties = getAt(data, joinPointer('', ...segments.slice(0, i)));
      if (isPlainObject(properties)) return Object.keys(properties);
    }
  }
  return undefined;
}

const KINDS: Record<string, KindRule> = {
  'page-key': {
    known: (_, { index }) => index.pageKeys,
    missing: (name) => `Page key "${name}" is not in the page-key table (routes.json pageKeys or settings.pageUrls)`,
  },
  page: {
    known: (_, { index }) => index.pageNames,
    missing: (name) => `Page "${name}" does not exist: there is no pages/${name}.json`,
  },
  modal: {
    known: (_, { index }) => index.modalNames,
    missing: (name) => `Modal "${name}" does not exist: there is no modals/${name}.json`,
  },
  form: {
    known: (_, { index }) => index.formNames,
    missing: (name) => `Form "${name}" does not exist: there is no forms/${name}.json`,
  },
  fragment: {
    known: (_, { index }) => index.fragmentNames,
    missing: (name) => `Fragment "${name}" does not exist: there is no fragments/${name}.json`,
  },
  menu: {
    known: (_, { index }) => index.menuNames,
    missing: (name) => `Menu "${name}" does not exist: menus.json has no menu of that name`,
  },
  'form-field': {
    known: (_, { data }) => formFields(data),
    missing: (name) => `This form has no field "${name}"`,
    accepts: (name) => name === '*',
    listKnown: true,
  },
  'own-field': {
    known: (ref, { data }) => ownFields(data, joinPointer('', ...splitPointer(ref.pointer).slice(0, -2))),
    missing: (name) => `"${name}" is required, but it is not one of the fields in properties`,
    listKnown: true,
  },
  'sibling-field': {
    known: (ref, { data }) => siblingFields(data, ref.pointer),
    missing: (name) => `There is no field "${name}" beside this one`,
    listKnown: true,
  },
  'form-format': {
    known: () => FORM_FORMATS,
    missing: (name) => `Unknown format "${name}"`,
    listKnown: true,
  },
  asset: {
    known: (_, { index }) => index.assetNames,
    // An image's address may also be a site path or an https address: only asset:<name> names a file.
    accepts: (name) => !name.startsWith(ASSET_PREFIX),
    missing: (name) => `Asset "${name.slice(ASSET_PREFIX.length)}" does not exist: the brand (with the brands it extends) has no assets/${name.slice(ASSET_PREFIX.length)}`,
    listKnown: true,
  },
  'form-message': {
    known: () => Object.keys(MESSAGE_KEYS),
    missing: (name) => `Unknown problem keyword "${name}": messages are given per keyword of src/forms/vocabulary.ts`,
    listKnown: true,
  },
};

/** What the names listed after a missing one are called (Fields, unless said here). */
const LIST_LABELS: Record<string, string> = { 'form-format': 'Known formats', 'form-message': 'Keywords', asset: 'Assets' };

/** A path ("/vip", "/casino?modal=login") must have a route; its ?modal= names must be modals. */
function checkPath(ref: Reference, index: BrandIndex, suffix: string): RawProblem[] {
  const [path, query = ''] = ref.name.split('#')[0].split('?');
  const problems: RawProblem[] = [];
  if (!matchesRoute(path, index.routePaths)) {
    const concrete = index.routePaths.filter((p) => !p.includes(':') && !p.includes('*'));
    problems.push({
      pointer: ref.pointer,
      message: `Path "${path}" matches no route of routes.json, so it shows the not-found page${suffix}${didYouMean(path, concrete)}`,
    });
  }
  return [...problems, ...checkModalQuery(ref, query, index, suffix)];
}

/** A query (?modal=login&met=upi) opens the modals it names: each must exist. */
function checkModalQuery(ref: Reference, query: string, index: BrandIndex, suffix: string): RawProblem[] {
  return new URLSearchParams(query).getAll('modal').flatMap((name) => {
    if (index.modalNames.has(name)) return [];
    return [{ pointer: ref.pointer, message: `"?modal=${name}" opens modal "${name}", which does not exist: there is no modals/${name}.json${suffix}${didYouMean(name, index.modalNames)}` }];
  });
}

/** " (the default of cookieConsentModal, which is not set here)" for a name the document does not hold. */
function defaultNote(ref: Reference): string {
  return ref.defaultOf ? ` (it is the default of ${ref.defaultOf}, which is not set here)` : '';
}

export function checkReference(ref: Reference, ctx: ReferenceContext): RawProblem[] {
  const suffix = defaultNote(ref);
  if (ref.kind === 'route-path') return checkPath(ref, ctx.index, suffix);
  if (ref.kind === 'query') return checkModalQuery(ref, ref.name.replace(/^\?/, ''), ctx.index, suffix);
  const rule = KINDS[ref.kind];
  if (!rule || rule.accepts?.(ref.name)) return [];
  const known = rule.known(ref, ctx);
  if (!known) return []; // nothing to check against (a required list whose object has no properties at all)
  const names = [...known];
  if (names.includes(ref.name)) return [];
  const listed = rule.listKnown ? `. ${LIST_LABELS[ref.kind] ?? 'Fields'}: ${listNames(names, 30)}` : '';
  const message = `${rule.missing(ref.name, ref, ctx)}${suffix}${didYouMean(ref.name, names)}${listed}`;
  return [{ pointer: ref.pointer, at: ref.at, message }];
}

/** Every marked name of a document, checked against the brand (and, for form fields, the document itself). */
export function checkReferences(data: unknown, locations: TypedLocations, index: BrandIndex): RawProblem[] {
  const ctx: ReferenceContext = { index, data };
  return locations.references.flatMap((ref) => checkReference(ref, ctx));
}

/** What the cross-document checks look names up in, from the merged documents. */
export function buildIndex(documents: Record<string, { data: unknown }>, assetNames: Iterable<string> = []): BrandIndex {
  const names = (folder: string) =>
    new Set(Object.keys(documents).flatMap((path) => (path.startsWith(`${folder}/`) ? [path.slice(folder.length + 1, -'.json'.length)] : [])));
  const routes = documents['routes.json']?.data;
  const settings = documents['settings.json']?.data;
  const menus = documents['menus.json']?.data;
  const pageKeys = new Set<string>();
  const routePaths: string[] = [];
  if (isPlainObject(routes)) {
    if (isPlainObject(routes.pageKeys)) Object.keys(routes.pageKeys).forEach((k) => pageKeys.add(k));
    if (isPlainObject(routes.pageKeysByNavigation)) {
      for (const byNavigation of Object.values(routes.pageKeysByNavigation)) if (isPlainObject(byNavigation)) Object.keys(byNavigation).forEach((k) => pageKeys.add(k));
    }
    if (Array.isArray(routes.routes)) for (const route of routes.routes) if (isPlainObject(route) && typeof route.path === 'string') routePaths.push(route.path);
  }
  if (isPlainObject(settings) && Array.isArray(settings.pageUrls)) {
    for (const entry of settings.pageUrls) if (isPlainObject(entry) && typeof entry.key === 'string') pageKeys.add(entry.key);
  }
  const en = documents['texts/en.json']?.data;
  return {
    pageNames: names('pages'),
    modalNames: names('modals'),
    formNames: names('forms'),
    fragmentNames: names('fragments'),
    fragmentIncludes: new Map([...names('fragments')].map((name) => [name, new Set(includesOf(documents[`fragments/${name}.json`]?.data).map((i) => i.fragment))])),
    pageKeys,
    defaultTexts: isPlainObject(en) ? new Set([...Object.keys(en), ...textUnits(Object.keys(en))]) : undefined,
    menuNames: new Set(isPlainObject(menus) && isPlainObject(menus.menus) ? Object.keys(menus.menus) : []),
    routePaths,
    routes: routesOf(routes).map(({ path, page }) => ({ path, page })),
    withdrawalForms: withdrawalFormNames(documents),
    assetNames: new Set([...assetNames].map((name) => `${ASSET_PREFIX}${name}`)),
    pageKeyPaths: isPlainObject(routes) && isPlainObject(routes.pageKeys) ? Object.fromEntries(Object.entries(routes.pageKeys).filter((e): e is [string, string] => typeof e[1] === 'string')) : {},
  };
}

/** The Include nodes anywhere in a document, with their pointers. */
export function includesOf(data: unknown, pointer = ''): Array<{ pointer: string; fragment: string }> {
  if (Array.isArray(data)) return data.flatMap((item, i) => includesOf(item, joinPointer(pointer, i)));
  if (!isPlainObject(data)) return [];
  const own = data.type === 'Include' && isPlainObject(data.props) && typeof data.props.fragment === 'string'
    ? [{ pointer: joinPointer(pointer, 'props', 'fragment'), fragment: data.props.fragment }] : [];
  return [...own, ...Object.entries(data).flatMap(([key, value]) => includesOf(value, joinPointer(pointer, key)))];
}

/** A way from fragment `from` back to `to` through Include nodes (names in order), or undefined. */
function pathBack(from: string, to: string, index: BrandIndex, seen = new Set<string>()): string[] | undefined {
  if (from === to) return [from];
  if (seen.has(from)) return undefined;
  seen.add(from);
  for (const next of index.fragmentIncludes.get(from) ?? []) {
    const rest = pathBack(next, to, index, seen);
    if (rest) return [from, ...rest];
  }
  return undefined;
}

/** A fragment that includes itself, directly or through others, would render forever (the Include widget refuses it too). */
export function checkIncludeCycles(path: string, data: unknown, index: BrandIndex): RawProblem[] {
  const own = /^fragments\/([^/]+)\.json$/.exec(path)?.[1];
  if (!own) return [];
  return includesOf(data).flatMap(({ pointer, fragment }) => {
    const cycle = pathBack(fragment, own, index);
    return cycle ? [{ pointer, message: `Fragment "${own}" includes itself: ${[own, ...cycle].join(' > ')}` }] : [];
  });
}
