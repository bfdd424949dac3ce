// The operator's script sets (spec 7 "scripts", spec 3 Script entry, spec 6 Depositor "Gets extra scripts") and
// the retargeting pixel (spec 7 Retargeting), as rules: which sets to ask for, which placed entries to add and
// remove when the answer changes, and what of an entry's markup may become elements. Operator HTML never becomes
// markup as it is: the loader (src/widgets/ScriptsLoader) reads it without a DOM (parseMarkup.ts), keeps the
// allow-list below and creates the elements itself. Pure: the parser is given, the DOM is the loader's.

/** spec 3 Script entry. */
export interface ScriptEntry {
  key: string;
  head?: string | null;
  bodyStart?: string | null;
  bodyEnd?: string | null;
}

/** Where an entry's part goes: the end of <head>, the start of <body>, the end of <body>. */
export type ScriptSlot = 'head' | 'bodyStart' | 'bodyEnd';
export const SCRIPT_SLOTS: readonly ScriptSlot[] = ['head', 'bodyStart', 'bodyEnd'];

/** An element the loader may create: one of the allow-list's tags with only allowed attributes. */
export interface ElementSpec {
  tag: 'script' | 'img' | 'meta';
  attributes: [string, string][];
  /** An inline script's text. */
  text?: string;
}

/** An entry made safe: its elements per slot, and a signature that changes when its markup does. */
export interface Placement {
  key: string;
  signature: string;
  slots: Record<ScriptSlot, ElementSpec[]>;
}

export interface ScriptAudience {
  authenticated: boolean;
  /** The loaded user's depositCount (spec 6 Depositor: above 0); 0 when unknown. */
  depositCount: number;
}

/**
 * spec 7 "scripts" with spec 6: everyone gets the common sets; a signed-in player asks for the players' sets too
 * (enableAuthUsers) and a depositor (depositCount above 0) for the depositors' (enableDepositors). `_` is the
 * settings' cacheControlHash (today's date by default, spec 9).
 */
export function scriptSetQuery(audience: ScriptAudience, hash: string) {
  const depositor = audience.authenticated && audience.depositCount > 0;
  return { enableAuthUsers: audience.authenticated, enableDepositors: depositor, _: hash };
}

/** The audience as one word: the sets are asked again when it changes (login, logout, first deposit). */
export function audienceKey(audience: ScriptAudience): 'guest' | 'player' | 'depositor' {
  if (!audience.authenticated) return 'guest';
  return audience.depositCount > 0 ? 'depositor' : 'player';
}

/**
 * What to do when an answer comes: the entries to place (new keys, or a key whose markup changed) and the keys to
 * remove (no longer answered, or changed: removed, then placed again). A key answered twice counts once (the first).
 */
export function scriptDiff(placed: ReadonlyMap<string, string>, answered: readonly Placement[]): { add: Placement[]; remove: string[] } {
  const wanted = new Map<string, Placement>();
  for (const p of answered) if (!wanted.has(p.key)) wanted.set(p.key, p);
  const remove = [...placed.keys()].filter((key) => wanted.get(key)?.signature !== placed.get(key));
  const add = [...wanted.values()].filter((p) => placed.get(p.key) !== p.signature);
  return { add, remove };
}

// ---- The allow-list -------------------------------------------------------------------------------------------

/** Browsers ignore tabs, new lines and control characters inside a URL's scheme ("java\tscript:"). */
// eslint-disable-next-line no-control-regex -- the control characters are what browsers skip
const IGNORED_IN_URL = /[\u0000-\u0020\u007f]/g;

/** A URL an element may load: http(s), protocol-relative or a path; never javascript:, data:, vbscript:... */
export function isSafeUrl(url: string): boolean {
  const cleaned = url.replace(IGNORED_IN_URL, '');
  if (cleaned === '') return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase();
  return scheme === undefined || scheme === 'http' || scheme === 'https';
}

const SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);
const SCRIPT_ATTRIBUTES = new Set(['src', 'async', 'defer', 'type', 'crossorigin', 'integrity', 'referrerpolicy', 'id']);
const IMG_ATTRIBUTES = new Set(['src', 'alt', 'width', 'height', 'referrerpolicy']);
const URL_ATTRIBUTES = new Set(['src']);
/** data-* values are plain strings to the page (many tags read their options from them). */
const DATA_ATTRIBUTE = /^data-[a-z0-9_.-]+$/;

/** What the markup reader gives: the top-level elements with their attributes and text. */
export interface ParsedNode {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<ParsedNode>;
  attributes?: ArrayLike<{ name: string; value: string }>;
}

const ELEMENT_NODE = 1;

function allowedAttributes(node: ParsedNode, allowed: ReadonlySet<string>): [string, string][] {
  const result: [string, string][] = [];
  for (const { name, value } of Array.from(node.attributes ?? [])) {
    const lower = name.toLowerCase();
    // Event handlers (on*) and style are never in the lists; a URL attribute must be a safe URL.
    if (!allowed.has(lower) && !DATA_ATTRIBUTE.test(lower)) continue;
    if (URL_ATTRIBUTES.has(lower) && !isSafeUrl(value)) continue;
    result.push([lower, value]);
  }
  return result;
}

const has = (attributes: [string, string][], name: string) => attributes.some(([n]) => n === name);

function elementOf(node: ParsedNode): ElementSpec | null {
  const tag = node.nodeName.toLowerCase();
  if (tag === 'script') {
    const attributes = allowedAttributes(node, SCRIPT_ATTRIBUTES);
    const type = attributes.find(([n]) => n === 'type')?.[1].trim().toLowerCase() ?? '';
    if (!SCRIPT_TYPES.has(type)) return null;
    if (has(attributes, 'src')) return { tag, attributes };
    // A src that was dropped (javascript:) leaves nothing to run: the element goes, not its text.
    if (Array.from(node.attributes ?? []).some((a) => a.name.toLowerCase() === 'src')) return null;
    const text = node.textContent ?? '';
    return text.trim() === '' ? null : { tag, attributes, text };
  }
  if (tag === 'img') {
    const attributes = allowedAttributes(node, IMG_ATTRIBUTES);
    if (!has(attributes, 'src')) return null;
    // A pixel: never part of the page's layout or its accessible content.
    if (!has(attributes, 'alt')) attributes.push(['alt', '']);
    attributes.push(['hidden', '']);
    return { tag, attributes };
  }
  if (tag === 'meta') {
    // Only name/property and content: no http-equiv (a refresh or a policy) and no charset.
    const attributes = allowedAttributes(node, new Set(['name', 'property', 'content']));
    return (has(attributes, 'name') || has(attributes, 'property')) && has(attributes, 'content') ? { tag, attributes } : null;
  }
  return null;
}

/**
 * The elements of one part of an entry, in order: scripts (with a safe src, or inline), img pixels and meta tags.
 * Everything else goes with its content: iframes, links, styles, forms, and noscript, whose content is for
 * browsers without scripts (this runs in a script; recreated, its pixel would load for everyone).
 */
export function allowedElements(root: ParsedNode): ElementSpec[] {
  const result: ElementSpec[] = [];
  for (const node of Array.from(root.childNodes)) {
    if (node.nodeType !== ELEMENT_NODE) continue;
    const element = elementOf(node);
    if (element) result.push(element);
  }
  return result;
}

/** An answered entry made safe; parse reads a piece of markup into elements (parseMarkup.ts). */
export function placementOf(entry: ScriptEntry, parse: (html: string) => ParsedNode): Placement {
  const part = (html: string | null | undefined) => (html ? allowedElements(parse(html)) : []);
  return {
    key: entry.key,
    signature: JSON.stringify([entry.head ?? null, entry.bodyStart ?? null, entry.bodyEnd ?? null]),
    slots: { head: part(entry.head), bodyStart: part(entry.bodyStart), bodyEnd: part(entry.bodyEnd) },
  };
}

// ---- Retargeting (spec 7) -------------------------------------------------------------------------------------

/** The retargeting placement's key; an operator's entry of this key is ignored. */
export const RETARGETING_KEY = 'dsp-retargeting';

/**
 * spec 7 Retargeting: "A tracking pixel and script are used when dspretargettraffID is configured." The spec shows
 * no address: ours is the setting dspretargetBaseUrl, and the pixel is <base>/pixel.gif?id=<id>, the script
 * <base>/script.js?id=<id>, at the end of the body. Without either setting, none.
 */
export function retargetingPlacement(settings: { dspretargettraffID?: unknown; dspretargetBaseUrl?: unknown }): Placement | null {
  const id = settings.dspretargettraffID;
  const base = settings.dspretargetBaseUrl;
  if (typeof id !== 'string' && typeof id !== 'number') return null;
  if (String(id).trim() === '' || typeof base !== 'string' || base === '' || !isSafeUrl(base)) return null;
  const query = `?id=${encodeURIComponent(String(id).trim())}`;
  const root = base.replace(/\/+$/, '');
  return {
    key: RETARGETING_KEY,
    signature: JSON.stringify([root, String(id)]),
    slots: {
      head: [],
      bodyStart: [],
      bodyEnd: [
        { tag: 'script', attributes: [['src', `${root}/script.js${query}`], ['async', '']] },
        { tag: 'img', attributes: [['src', `${root}/pixel.gif${query}`], ['alt', ''], ['width', '1'], ['height', '1'], ['hidden', '']] },
      ],
    },
  };
}

/** Everything the page should carry now: the answered entries made safe, then the retargeting placement. */
export function placementsOf(entries: readonly ScriptEntry[], retargeting: Placement | null, parse: (html: string) => ParsedNode): Placement[] {
  const placements = entries
    .filter((e) => typeof e?.key === 'string' && e.key !== '' && e.key !== RETARGETING_KEY)
    .map((e) => placementOf(e, parse));
  return retargeting ? [...placements, retargeting] : placements;
}
