// The operator's markup, read without a DOM (spec 7 scripts): htmlparser2 tokenises it into plain objects, so no
// element exists before the allow-list (src/platform/scripts.ts) has judged it. A browser's own parser (a template,
// DOMParser, createHTMLDocument) is inert, yet Chromium checks an on* attribute against the page's policy the
// moment it parses it: an `<img onload>` entry logged a CSP violation although the element placed has no onload.
// Loaded by the loader only when an answer has markup, so it is not part of the first paint.
import { Parser } from 'htmlparser2';
import type { ParsedNode } from '../../platform/scripts';

interface Node extends ParsedNode { textContent: string; childNodes: Node[] }

/** The top-level elements of a piece of markup, with their attributes (entities decoded) and text; nested ones are only text. */
export function parseMarkup(html: string): ParsedNode {
  const top: Node[] = [];
  let depth = 0;
  let current: Node | null = null;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (depth === 0) {
        current = {
          nodeType: 1,
          nodeName: name.toUpperCase(),
          textContent: '',
          childNodes: [],
          // The first of a repeated attribute wins, as in a browser (htmlparser2 keeps the first).
          attributes: Object.entries(attributes).map(([n, value]) => ({ name: n, value })),
        };
        top.push(current);
      }
      depth += 1;
    },
    ontext(text) {
      if (current) current.textContent += text;
    },
    onclosetag() {
      depth = Math.max(0, depth - 1);
      if (depth === 0) current = null;
    },
  }, { decodeEntities: true });
  parser.end(html);
  return { nodeType: 11, nodeName: '#document-fragment', textContent: null, childNodes: top };
}
