// A bundle checked when a server loads it (DESIGN: validated when bundled and again when loaded): the
// same checks as `brand validate` (each document against its schema, every node's widget type and props,
// every action and expression, the references between documents), run on the bundle's merged documents,
// plus its content hash. A hand-edited, truncated or tampered bundle is refused before it reaches players.
// Problems read "pages/casino.json /body/0/type: Unknown widget type ...": a bundle has no line numbers.
import type { BrandBundle } from '../platform/brand.ts';
import { bundleHash } from './bundle.ts';
import { buildIndex } from './check-references.ts';
import { checkDocument } from './check-document.ts';
import { missingRequiredDocuments } from './required-documents.ts';
import { isPlainObject } from '../lib/json.ts';
import { SINGLE_DOCUMENT_PATHS } from './documents.ts';
import { SINGLE_DOCUMENTS } from '../platform/brand.ts';
import { STORED_ASSET } from '../platform/assets.ts';

/** The bundle's merged documents by their path in a brand folder (texts as texts/<locale>.json). */
function documentsOf(bundle: BrandBundle): Record<string, { data: unknown }> {
  const documents: Record<string, { data: unknown }> = {};
  for (const path of SINGLE_DOCUMENT_PATHS) {
    const data = (bundle as unknown as Record<string, unknown>)[SINGLE_DOCUMENTS[path]];
    if (data !== undefined) documents[path] = { data };
  }
  for (const folder of ['pages', 'modals', 'forms', 'fragments', 'texts'] as const) {
    const entries = bundle[folder];
    if (isPlainObject(entries)) for (const [name, data] of Object.entries(entries)) documents[`${folder}/${name}.json`] = { data };
  }
  return documents;
}

export function validateBundle(bundle: unknown): string[] {
  if (!isPlainObject(bundle) || typeof bundle.id !== 'string' || typeof bundle.hash !== 'string') return ['not a brand bundle'];
  const typed = bundle as unknown as BrandBundle;
  const problems: string[] = [];
  if (bundleHash(typed) !== typed.hash) problems.push(`the content does not match its hash ${typed.hash}: the file was changed after it was bundled`);
  const documents = documentsOf(typed);
  for (const path of SINGLE_DOCUMENT_PATHS) if (!documents[path]) problems.push(`${path} is missing`);
  // A version's files are named in it (bundle.assets); the store keeps them beside it (store.ts).
  const index = buildIndex(documents, isPlainObject(typed.assets) ? Object.keys(typed.assets) : []);
  if (typed.assets !== undefined && !isPlainObject(typed.assets)) problems.push('assets is not a table of names to stored files');
  for (const [name, file] of Object.entries(isPlainObject(typed.assets) ? typed.assets : {})) {
    if (typeof file !== 'string' || !STORED_ASSET.test(file)) problems.push(`assets/${name}: ${JSON.stringify(file)} is not a stored asset file name`);
  }
  for (const { message } of missingRequiredDocuments(index)) problems.push(message);
  for (const [path, { data }] of Object.entries(documents)) {
    for (const problem of checkDocument(path, data, index)) problems.push(`${path} ${problem.pointer || '/'}: ${problem.message}`);
  }
  return problems;
}
