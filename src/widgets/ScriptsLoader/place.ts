// The DOM side of the script sets (spec 7 scripts): creates the allowed elements of src/platform/scripts.ts
// itself (a script inserted as markup would not run, and markup is never trusted), marks each with its entry's key,
// and removes an entry's elements when it is no longer answered. What a removed script already did stays.
import { scriptDiff, type ElementSpec, type Placement, type ScriptSlot } from '../../platform/scripts';

const ENTRY_ATTRIBUTE = 'data-script-entry';
/** The entries placed in this document, by key: their signatures (the markup they were made from). */
const placed = new Map<string, string>();

/**
 * The page's script nonce: the site server makes one per answer and gives it to the boot config element
 * (server/site/html.ts; none in dev, where no policy applies). Read from the element's nonce property: a browser
 * empties the nonce attribute of an element once it is in a document whose policy came in a header (nonce
 * hiding, so no CSS selector can read it) and keeps the value for the property only.
 */
export function pageNonce(doc: Document): string | undefined {
  return doc.getElementById('boot-config')?.nonce || undefined;
}

function create(doc: Document, spec: ElementSpec, key: string, nonce: string | undefined): Element {
  const element = doc.createElement(spec.tag);
  for (const [name, value] of spec.attributes) element.setAttribute(name, value);
  element.setAttribute(ENTRY_ATTRIBUTE, key);
  if (element instanceof HTMLScriptElement && spec.text !== undefined) {
    // Only inline scripts get the nonce: a script file must come from 'self' or a declared origin.
    if (nonce) element.nonce = nonce;
    element.text = spec.text;
  }
  return element;
}

function place(doc: Document, slot: ScriptSlot, elements: Element[]) {
  if (slot === 'head') doc.head.append(...elements);
  else if (slot === 'bodyStart') doc.body.prepend(...elements);
  else doc.body.append(...elements);
}

/** Places the new entries and (unless keepOthers) removes the placed ones not among these. */
export function applyPlacements(doc: Document, placements: readonly Placement[], options: { keepOthers?: boolean } = {}) {
  const { add, remove } = scriptDiff(placed, placements);
  for (const key of remove) {
    if (options.keepOthers && !add.some((p) => p.key === key)) continue;
    for (const element of Array.from(doc.querySelectorAll(`[${ENTRY_ATTRIBUTE}]`))) {
      if (element.getAttribute(ENTRY_ATTRIBUTE) === key) element.remove();
    }
    placed.delete(key);
  }
  const nonce = pageNonce(doc);
  for (const placement of add) {
    for (const slot of ['head', 'bodyStart', 'bodyEnd'] as const) {
      place(doc, slot, placement.slots[slot].map((spec) => create(doc, spec, placement.key, nonce)));
    }
    placed.set(placement.key, placement.signature);
  }
}
