// The README's folder table lists every folder of src/ (issue 25 item 4), and the docs it points to exist: a new
// folder without its line fails here.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, listFolders } from '../../../src/brand/schema-files.ts';

const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const tableFolders = [...readme.matchAll(/^\| `(src\/[^`]+\/)` \|/gm)].map((m) => m[1]);

describe('README.md', () => {
  it('has one line of the folder table for every folder of src/ (src/generated included), and none for a folder that is gone', () => {
    const folders = [...new Set([...listFolders(join(ROOT, 'src')), 'generated'])].map((name) => `src/${name}/`).sort();
    expect([...tableFolders].sort()).toEqual(folders);
  });

  it('links to docs that exist', () => {
    const links = [...readme.matchAll(/\]\((docs\/[^)#]+)/g)].map((m) => m[1]);
    expect(links).toContain('docs/architecture.md');
    for (const link of links) expect(existsSync(join(ROOT, link)), link).toBe(true);
  });
});
