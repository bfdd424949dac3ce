// Every check of one merged document, in one place: `brand validate` (which adds file positions) and
// the bundle check a server runs at load (which has none) call this, so the two never drift apart.
import type { RawProblem } from './messages.ts';
import { checkDocumentSchemas } from './check-schemas.ts';
import { checkIncludeCycles, checkReferences, checkTextKeys, usesTextKeys, type BrandIndex } from './check-references.ts';
import { checkEvents } from './check-events.ts';
import { checkScopePaths } from './check-scope.ts';
import { checkEndpointParams } from './check-endpoint-params.ts';
import { checkNodesAbove } from './check-nodes-above.ts';
import { schemaKeyOf, folderDocument } from './documents.ts';
import { checkDuplicateRoutes, checkPageUrlCollisions } from './check-routes.ts';
import { checkFormOrder } from './check-form-order.ts';
import { checkTheme } from './check-theme.ts';
import { checkFormPayload } from './check-form-payload.ts';
import { checkParamValues } from './check-param-values.ts';

/** The problems of the document at `path` (pointers into the merged document), or none for a texts file. */
export function checkDocument(path: string, data: unknown, index: BrandIndex): RawProblem[] {
  const schemaKey = schemaKeyOf(path);
  if (!schemaKey || folderDocument(path)?.folder === 'texts') return []; // texts are checked per file
  const { problems, locations } = checkDocumentSchemas(schemaKey, data);
  if (usesTextKeys(path)) problems.push(...checkTextKeys(data, index));
  problems.push(...checkReferences(data, locations, index));
  problems.push(...checkIncludeCycles(path, data, index));
  problems.push(...checkEvents(data, locations));
  problems.push(...checkScopePaths(schemaKey, data, locations));
  problems.push(...checkEndpointParams(data, locations));
  problems.push(...checkNodesAbove(schemaKey, data, locations));
  if (path === 'routes.json') problems.push(...checkDuplicateRoutes(data));
  if (path === 'theme.json') problems.push(...checkTheme(data));
  if (path === 'settings.json') problems.push(...checkPageUrlCollisions(data, index.routes, index.pageKeyPaths));
  problems.push(...checkParamValues(data, locations));
  const folder = folderDocument(path);
  if (folder?.folder === 'forms') problems.push(...checkFormOrder(data), ...checkFormPayload(data, index.withdrawalForms.has(folder.name)));
  return problems;
}
