// Throw-away brand folders for tests: a copy of the fixture brands plus the files a test changes.
import { cpSync, mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { ROOT } from '../../../src/brand/schema-files.ts';

export const FIXTURES = join(ROOT, 'tests/fixtures/brands');

const made: string[] = [];

/**
 * A brands folder holding copies of the named fixture brands, then `files` written over them
 * (path -> JSON value, or a string or bytes written as they are: broken JSON, an asset file).
 */
export function brandsWith(copy: string[], files: Record<string, unknown> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'brands-'));
  made.push(dir);
  for (const id of copy) cpSync(join(FIXTURES, id), join(dir, id), { recursive: true });
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), typeof content === 'string' || content instanceof Uint8Array ? content : `${JSON.stringify(content, null, 2)}\n`);
  }
  return dir;
}

export function removeMadeBrands() {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}
