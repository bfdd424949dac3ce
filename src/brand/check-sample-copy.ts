// Sample copy (issue 29 item 13): the default brands carry copy fit for a demo where an operator's own belongs
// (contacts, the legal pages, the terms preview), and say so in brand.json ("sampleCopy": the text keys). A brand
// whose texts still give such a key the value of the brand that marked it as sample gets a warning at that
// text, so an operator writes their own before publishing. A brand that sets the key in its own texts is done.
import { problemIn, type ResolvedBrand } from './resolve.ts';
import type { Problem } from './problems.ts';

export function sampleCopyWarnings(resolved: ResolvedBrand): Problem[] {
  const warnings: Problem[] = [];
  // Which brand marked which keys as sample.
  const marked = new Map<string, string>();
  for (const id of resolved.chain) {
    const keys = (resolved.layers[id].documents['brand.json']?.data as { sampleCopy?: unknown } | undefined)?.sampleCopy;
    if (Array.isArray(keys)) for (const key of keys) if (typeof key === 'string') marked.set(key, id);
  }
  if (!marked.size) return warnings;
  // One warning a key, at its English text (else its first locale's), naming every locale still carrying it.
  const paths = Object.keys(resolved.textSources).sort((a, b) => (a === 'texts/en.json' ? -1 : b === 'texts/en.json' ? 1 : a.localeCompare(b)));
  for (const [key, markedBy] of marked) {
    const carrying = paths.filter((path) => resolved.textSources[path][key]?.brand === markedBy);
    if (!carrying.length) continue;
    const first = resolved.textSources[carrying[0]][key];
    const locales = carrying.map((path) => path.replace(/^texts\/|\.json$/g, '')).join(', ');
    warnings.push(problemIn(resolved.layers[first.brand], carrying[0], first.pointer,
      `${key} is sample copy of brand "${markedBy}" (its brand.json sampleCopy), still shown in ${locales}: write your own before you publish`));
  }
  return warnings;
}
