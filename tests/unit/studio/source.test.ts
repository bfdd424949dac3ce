// Issue 27 item 2: a published version keeps its source (the documents of its chain, laid out like brands/), so the
// studio edits exactly that version and `npm run brand -- pull` writes it back to brands/<id>/.
import { describe, it, expect, afterEach } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../../src/brand/schema-files.ts';
import { brandsWith, removeMadeBrands } from '../brand/helpers.ts';
import { BrandStore } from '../../../src/brand/store.ts';
import { bundleBrand } from '../../../src/brand/index.ts';

afterEach(removeMadeBrands);
const run = promisify(execFile);
const TSX = join(ROOT, 'node_modules/.bin/tsx');
async function brandCli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(TSX, ['tools/brand.ts', ...args], { cwd: ROOT });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const failed = err as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('a version\'s source in the store', () => {
  it('publish keeps the source of the chain; it resolves to the same bundle; pull writes the brand\'s own folder back', async () => {
    const dir = brandsWith(['base', 'child']);
    const storeDir = join(dir, 'store');
    const store = new BrandStore(storeDir);
    const first = /published ([0-9a-f]{12}), live/.exec((await brandCli('publish', 'child', '--brands', dir, '--store', storeDir)).stdout)?.[1];
    expect(first).toBeDefined();
    const source = store.sourceOf('child', first!)!;
    expect(source).toBe(join(storeDir, 'child/source', first!));
    expect(existsSync(join(source, 'base/brand.json'))).toBe(true);
    expect(readFileSync(join(source, 'child/pages/casino.json'), 'utf8')).toBe(readFileSync(join(dir, 'child/pages/casino.json'), 'utf8'));
    // resolveBrand reads it unchanged: the same version.
    expect(bundleBrand('child', { brandsDir: source }).bundle?.hash).toBe(first);

    // The folder changes in git; pull brings the live version's documents back, and only the brand's own folder.
    writeFileSync(join(dir, 'child/brand.json'), '{"broken":');
    writeFileSync(join(dir, 'base/brand.json'), '{"base stays":1}');
    const pulled = await brandCli('pull', 'child', '--brands', dir, '--store', storeDir);
    expect(pulled.stdout.trim()).toBe(`brand child: wrote version ${first} to ${join(dir, 'child')}`);
    expect(JSON.parse(readFileSync(join(dir, 'child/brand.json'), 'utf8')).name).toBe('Child');
    expect(readFileSync(join(dir, 'base/brand.json'), 'utf8')).toBe('{"base stays":1}');
  }, 60_000);

  it('pull names the versions when the one asked for does not exist', async () => {
    const dir = brandsWith(['base', 'child']);
    const storeDir = join(dir, 'store');
    await brandCli('publish', 'child', '--brands', dir, '--store', storeDir);
    const missing = await brandCli('pull', 'child', 'aaaaaaaaaaaa', '--brands', dir, '--store', storeDir);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/no published version aaaaaaaaaaaa.*Versions: [0-9a-f]{12}/);
  }, 60_000);
});
