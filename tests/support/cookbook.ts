// docs/operators.md's cookbook (issue 26 item 7): the documents of its json block, read from the doc itself, so the
// tests that use them (tests/unit/docs/cookbook.test.ts, tests/operator/changes.test.ts) check what operators read.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../src/brand/schema-files.ts';

const guide = readFileSync(join(ROOT, 'docs/operators.md'), 'utf8');
const start = guide.indexOf('## Cookbook');
const section = guide.slice(start, guide.indexOf('\n## ', start + 1));
/** The cookbook's json block as written. */
export const cookbookBlock = /```json\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
/** The block's documents: each starts at a `// <path>` line (anything after the path is a comment). */
export const cookbookDocuments: Array<{ path: string; data: unknown }> = cookbookBlock.split(/^\/\/ /m).filter(Boolean).map((part) => {
  const [first, ...rest] = part.split('\n');
  return { path: first.split(':')[0].trim(), data: JSON.parse(rest.join('\n')) as unknown };
});
