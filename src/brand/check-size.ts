// Size budgets (operator trial, issue 26 item 4: a 2 MB document of 20,000 nodes was published, and the bundle every
// page loads went from 257 KB to 1.4 MB). A document past its budget, or a bundle past the one every page pays for,
// is refused before a player downloads it. The budgets leave the real brands about twice their size today.
import type { BrandBundle } from '../platform/brand.ts';
import { DEFAULT_LOCALE } from '../platform/i18n.ts';
import { clientBundle } from './client-bundle.ts';

/** One document's JSON (the biggest today: a locale's texts, 90 KB). */
export const DOCUMENT_MAX_BYTES = 256 * 1024;
/** The bundle the browser loads on every page: every document with the English texts (257 KB today). */
export const BUNDLE_MAX_BYTES = 512 * 1024;

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
export const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

/** The sentence for a document past its budget, or null. */
export function documentTooBig(path: string, data: unknown): string | null {
  const bytes = jsonBytes(data);
  return bytes > DOCUMENT_MAX_BYTES
    ? `${path} is ${kb(bytes)}, over the ${kb(DOCUMENT_MAX_BYTES)} a document may be: split it (fragments/ and Include) or take out what no page shows`
    : null;
}

/** The sentence for a bundle whose browser part is past its budget, naming its largest documents, or null. */
export function bundleTooBig(bundle: BrandBundle): string | null {
  const browser = clientBundle(bundle);
  const bytes = jsonBytes(browser);
  if (bytes <= BUNDLE_MAX_BYTES) return null;
  const parts: Array<[string, unknown]> = [
    ...(['pages', 'modals', 'forms', 'fragments'] as const).flatMap((folder) => Object.entries(bundle[folder]).map(([name, doc]) => [`${folder}/${name}.json`, doc] as [string, unknown])),
    ['layout.json', bundle.layout], ['routes.json', bundle.routes], ['menus.json', bundle.menus], ['theme.json', bundle.theme], [`texts/${DEFAULT_LOCALE}.json`, browser.texts[DEFAULT_LOCALE]],
  ];
  const largest = parts.map(([path, doc]) => [path, jsonBytes(doc)] as const).sort((a, b) => b[1] - a[1]).slice(0, 3);
  return `The bundle every page loads would be ${kb(bytes)}, over its ${kb(BUNDLE_MAX_BYTES)} budget. Largest: ${largest.map(([path, size]) => `${path} ${kb(size)}`).join(', ')}`;
}
