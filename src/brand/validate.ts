// Validates a brand: resolves its chain, checks every merged document, and reports each problem in the
// file that set the offending value (a value inherited from the parent is the parent's file's problem).
import { join } from 'node:path';
import { resolveBrand, problemIn, type ResolvedBrand, type BrandSource } from './resolve.ts';
import { originOf, type TrackedDocument } from './merge-patch.ts';
import { joinPointer } from './pointer.ts';
import { displayPath, sortProblems, uniqueProblems, type Problem } from './problems.ts';
import { folderDocument, SINGLE_DOCUMENT_PATHS } from './documents.ts';
import { documentName } from './check-schemas.ts';
import { explainErrors, type RawProblem } from './messages.ts';
import { validatorFor } from './registry.ts';
import { buildIndex } from './check-references.ts';
import { checkDocument } from './check-document.ts';
import { missingRequiredDocuments } from './required-documents.ts';
import { dottedPath } from './pointer.ts';
import { checkLocaleTexts } from './check-locales.ts';
import { documentTooBig } from './check-size.ts';
import { hiddenListeners } from './check-hidden-listeners.ts';
import { assetsTooBig, checkAssetFile } from './assets.ts';
import { sampleCopyWarnings } from './check-sample-copy.ts';

export interface ValidationResult {
  problems: Problem[];
  /** What does not stop a bundle but an operator should see: keys a locale's texts lack (the English shows), sample copy. */
  warnings: Problem[];
  /** Present when the chain resolved (even with problems), for the bundler. */
  resolved?: ResolvedBrand;
  /** Documents of the brand after inheritance. */
  documentCount: number;
}

export function validateBrand(id: string, source: BrandSource): ValidationResult {
  const { resolved, problems } = resolveBrand(id, source);
  if (!resolved) return { problems: sortProblems(uniqueProblems(problems)), warnings: [], documentCount: 0 };
  const locales = checkLocaleTexts(resolved, source);
  const all = [...problems, ...validateResolved(resolved, source), ...locales.problems];
  const listeners = Object.entries(resolved.documents).flatMap(([path, doc]) =>
    /^(pages|modals|fragments)\//.test(path) || path === 'layout.json' ? hiddenListeners(doc.data).map((r) => locateInOrigin(resolved, path, doc, r)) : []);
  const warnings = sortProblems([...locales.warnings, ...listeners, ...sampleCopyWarnings(resolved)]);
  return { problems: sortProblems(uniqueProblems(all)), warnings, resolved, documentCount: Object.keys(resolved.documents).length };
}

/** Blames the brand whose file holds the value; a property a child deleted with null is the child's doing. */
function locateInOrigin(resolved: ResolvedBrand, path: string, doc: TrackedDocument, raw: RawProblem): Problem {
  if (raw.missingProperty) {
    const deleted = joinPointer(raw.pointer, raw.missingProperty);
    const brand = doc.deletions[deleted];
    if (brand) return problemIn(resolved.layers[brand], path, deleted, `${raw.message} (brand "${brand}" deletes it with null)`, 'key');
  }
  return problemIn(resolved.layers[originOf(doc.origins, raw.pointer)], path, raw.pointer, raw.message, raw.at);
}

export function validateResolved(resolved: ResolvedBrand, source: BrandSource): Problem[] {
  const problems: Problem[] = [];
  const { documents } = resolved;
  const index = buildIndex(documents, Object.keys(resolved.assets));

  for (const path of SINGLE_DOCUMENT_PATHS) {
    if (!documents[path]) {
      const file = displayPath(join(source.brandsDir, resolved.id, path));
      problems.push({ file, pointer: '', line: 1, column: 1, message: `${path} is missing: every brand needs one, of its own or from the brand it extends` });
    }
  }
  for (const { path, message } of missingRequiredDocuments(index)) {
    problems.push({ file: displayPath(join(source.brandsDir, resolved.id, path)), pointer: '', line: 1, column: 1, message });
  }
  if (!index.defaultTexts) {
    const file = displayPath(join(source.brandsDir, resolved.id, 'texts/en.json'));
    problems.push({ file, pointer: '', line: 1, column: 1, message: 'texts/en.json is missing: it holds the default wording of every text key the documents use' });
  }

  for (const [path, doc] of Object.entries(documents)) {
    problems.push(...checkDocument(path, doc.data, index).map((r) => locateInOrigin(resolved, path, doc, r)));
    const tooBig = documentTooBig(path, doc.data);
    // The size is the doing of the last brand of the chain that writes this document.
    const writer = [...resolved.chain].reverse().find((brand) => resolved.layers[brand].documents[path]) ?? resolved.id;
    if (tooBig) problems.push(problemIn(resolved.layers[writer], path, '', tooBig));
  }

  // Each brand's own files, in the file; all of them together (inherited ones too), at the brand's brand.json.
  for (const layer of Object.values(resolved.layers)) {
    for (const asset of Object.values(layer.assets)) {
      problems.push(...checkAssetFile(asset.name, asset.bytes).problems.map((message) => ({ file: asset.file, pointer: '', line: 1, column: 1, message })));
    }
  }
  const tooManyBytes = assetsTooBig(resolved.id, Object.values(resolved.assets));
  if (tooManyBytes) problems.push(problemIn(resolved.layers[resolved.id], 'brand.json', '', tooManyBytes));

  // Texts merge as flat keys, so their shape is checked in each brand's own file, nested or flat.
  const validateTexts = validatorFor('texts');
  for (const layer of Object.values(resolved.layers)) {
    for (const [path, sourceDoc] of Object.entries(layer.documents)) {
      if (folderDocument(path)?.folder !== 'texts' || !validateTexts || validateTexts(sourceDoc.data)) continue;
      const explained = explainErrors(validateTexts.errors, {
        base: '',
        data: sourceDoc.data,
        subject: (rel) => (rel.length ? dottedPath(rel, sourceDoc.data) : documentName('texts')),
      });
      problems.push(...explained.map(({ problem }) => problemIn(layer, path, problem.pointer, problem.message, problem.at)));
    }
  }
  return problems;
}
