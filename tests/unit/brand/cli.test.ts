// The operator-facing requirement: a brand document with a typo (unknown widget, wrong prop type, bad
// expression) is caught by the CLI with its file, line:column, pointer and a sentence, and exit code 1.
import { describe, it, expect, afterEach } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../../src/brand/schema-files.ts';
import { brandsWith, removeMadeBrands } from './helpers.ts';

afterEach(removeMadeBrands);

const run = promisify(execFile);

/**
 * tsx tools/brand.ts <args>, from the repo root, as an operator runs it (npx tsx ...): the tsx that npx would
 * find, started directly, since npm's own start-up (about a second on a busy machine) is not what is tested.
 */
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

const FIXTURES = ['--brands', 'tests/fixtures/brands'];
const TIMEOUT = 60_000;

describe('brand CLI', () => {
  it('validate: an unknown widget type is printed with file:line:column, pointer and a suggestion, exit 1', async () => {
    const { code, stdout } = await brandCli('validate', 'typo-widget', ...FIXTURES);
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^tests\/fixtures\/brands\/typo-widget\/pages\/casino\.json:3:15 \/body\/0\/type Unknown widget type "Gird"\. Known types: .* \(did you mean "Grid"\?\)$/);
    expect(lines[1]).toBe('brand typo-widget: 1 problem');
    expect(code).toBe(1);
  }, TIMEOUT);

  it('validate: a prop of the wrong type is printed at the prop, exit 1', async () => {
    const { code, stdout } = await brandCli('validate', 'typo-prop', ...FIXTURES);
    expect(stdout.trim().split('\n')).toEqual([
      'tests/fixtures/brands/typo-prop/pages/casino.json:3:45 /body/0/props/columns props.columns must be an object ({...}), got a number (3)',
      'brand typo-prop: 1 problem',
    ]);
    expect(code).toBe(1);
  }, TIMEOUT);

  it('validate: a bad expression operator is printed at the operator, with a suggestion, exit 1', async () => {
    const { code, stdout } = await brandCli('validate', 'typo-expression', ...FIXTURES);
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^tests\/fixtures\/brands\/typo-expression\/pages\/casino\.json:6:17 \/body\/0\/when\/vra Unknown expression operator "vra" \(did you mean "var"\?\)\. Known operators: var, /);
    expect(lines[1]).toBe('brand typo-expression: 1 problem');
    expect(code).toBe(1);
  }, TIMEOUT);

  it('validate: a var path typo and an unknown event are printed with suggestions, exit 1', async () => {
    const vars = await brandCli('validate', 'typo-var-path', ...FIXTURES);
    expect(vars.stdout.trim().split('\n')).toEqual([
      'tests/fixtures/brands/typo-var-path/pages/casino.json:3:84 /body/0/when/var "auth.autenticated" is not a value of the scope: auth has no "autenticated" (did you mean "authenticated"?). auth has: initialized, authenticated, selfExcluded, demo',
      'brand typo-var-path: 1 problem',
    ]);
    expect(vars.code).toBe(1);
    const events = await brandCli('validate', 'typo-event', ...FIXTURES);
    expect(events.stdout).toContain('tests/fixtures/brands/typo-event/pages/casino.json:7:9 /body/0/on/clik A Button node has no event "clik", so these actions never run (did you mean "click"?)');
    expect(events.code).toBe(1);
  }, TIMEOUT);

  it('validate: a valid brand that extends another exits 0 and counts its documents', async () => {
    const { code, stdout, stderr } = await brandCli('validate', 'child', ...FIXTURES);
    expect(stdout.trim()).toBe('brand child: valid (26 documents)');
    expect(code).toBe(0);
    // Issue 15: a locale's texts lacking keys of en is a warning with the file and the keys, not a failure.
    expect(stderr).toMatch(/^warning: tests\/fixtures\/brands\/base\/texts\/de\.json:1:1 \/ 20 of 22 keys of texts\/en\.json are missing \(their English text is shown meanwhile\): text\.menu\.vip, /m);
  }, TIMEOUT);

  it('bundle: writes <out>/<id>.json and prints its path and hash; refuses a brand with problems', async () => {
    const out = join(brandsWith([]), 'out');
    const ok = await brandCli('bundle', 'child', ...FIXTURES, '--out', out);
    expect(ok.code).toBe(0);
    const bundle = JSON.parse(readFileSync(join(out, 'child.json'), 'utf8'));
    expect(ok.stdout.trim()).toBe(`brand child: wrote ${join(out, 'child.json')} (hash ${bundle.hash})`);
    const bad = await brandCli('bundle', 'typo-prop', ...FIXTURES, '--out', out);
    expect(bad.code).toBe(1);
    expect(existsSync(join(out, 'typo-prop.json'))).toBe(false);
  }, TIMEOUT);

  it('bundle-all: bundles every brand folder and exits 1 when one has problems', async () => {
    const dir = brandsWith(['base', 'child']);
    const out = join(dir, 'out');
    expect((await brandCli('bundle-all', '--brands', dir, '--out', out)).code).toBe(0);
    expect(existsSync(join(out, 'base.json')) && existsSync(join(out, 'child.json'))).toBe(true);
    const withTypo = brandsWith(['base', 'typo-prop']);
    expect((await brandCli('bundle-all', '--brands', withTypo, '--out', join(withTypo, 'out'))).code).toBe(1);
  }, TIMEOUT);

  it('publish, versions, rollback: versions by content hash, one live; a broken brand is not published and the live one stays', async () => {
    const dir = brandsWith(['base', 'child']);
    const store = join(dir, 'store');
    const publish = (brands = dir) => brandCli('publish', 'child', '--brands', brands, '--store', store);
    const firstRun = await publish();
    expect(firstRun.code).toBe(0);
    const first = /^brand child: published ([0-9a-f]{12}), live$/.exec(firstRun.stdout.trim())?.[1];
    expect(first).toBeTruthy();
    expect((await publish()).stdout.trim()).toBe(`brand child: published ${first} (the same as an earlier version), live`);
    expect((await brandCli('rollback', 'child', '--store', store)).stderr).toContain(`no version before the live one (${first})`);

    // A change is a new version, live at once.
    const changed = brandsWith(['base', 'child'], { 'child/brand.json': { id: 'child', name: 'Child, changed', extends: 'base' } });
    const second = /published ([0-9a-f]{12}), live/.exec((await publish(changed)).stdout)?.[1];
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    const listed = await brandCli('versions', 'child', '--store', store);
    expect(listed.code).toBe(0);
    expect(listed.stdout.trim().split('\n')).toEqual([
      'brand child: 2 versions (newest first)',
      expect.stringMatching(new RegExp(`^  ${second}  \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2} UTC  live$`)),
      expect.stringMatching(new RegExp(`^  ${first}  \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2} UTC$`)),
    ]);

    // A broken brand: its problems, and the live version stays.
    const broken = brandsWith(['base', 'child'], { 'child/pages/casino.json': { title: 'text.page.casino.title', body: [{ type: 'Gird' }] } });
    const refused = await publish(broken);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain('Unknown widget type "Gird"');
    expect(refused.stdout.trim().split('\n').pop()).toBe(`brand child: not published; the live version stays ${second}`);

    // Rollback: to the version before the live one, or to a named one; an unknown hash is refused.
    expect((await brandCli('rollback', 'child', '--store', store)).stdout.trim()).toBe(`brand child: ${first} is live (was ${second})`);
    expect((await brandCli('rollback', 'child', second!, '--store', store)).stdout.trim()).toBe(`brand child: ${second} is live (was ${first})`);
    const unknown = await brandCli('rollback', 'child', 'abcdefabcdef', '--store', store);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain(`Versions: ${first}, ${second}`);
    expect(readFileSync(join(store, 'child/live'), 'utf8').trim()).toBe(second);
  }, TIMEOUT * 2);

  it('publish-all: brands publish independently; one with problems does not stop the others', async () => {
    const dir = brandsWith(['base', 'child', 'typo-prop']);
    const store = join(dir, 'store');
    const all = await brandCli('publish-all', '--brands', dir, '--store', store);
    expect(all.stdout).toMatch(/brand base: published [0-9a-f]{12}, live/);
    expect(all.stdout).toMatch(/brand child: published [0-9a-f]{12}, live/);
    expect(all.stdout).toContain('brand typo-prop: not published; it has no live version');
    // typo-prop cannot be served at all: exit 1; the others are live.
    expect(all.code).toBe(1);
    expect(existsSync(join(store, 'base/live')) && existsSync(join(store, 'child/live'))).toBe(true);
  }, TIMEOUT);

  it('new: creates brand.json extending the parent, named from the id; refuses an existing or invalid id', async () => {
    const dir = brandsWith(['base']);
    const created = await brandCli('new', 'new-brand', '--from', 'base', '--brands', dir);
    expect(created.code).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'new-brand/brand.json'), 'utf8'))).toEqual({ id: 'new-brand', name: 'New Brand', extends: 'base' });
    expect((await brandCli('validate', 'new-brand', '--brands', dir)).stdout.trim()).toBe('brand new-brand: valid (26 documents)');
    const again = await brandCli('new', 'new-brand', '--from', 'base', '--brands', dir);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('Brand "new-brand" already exists');
    const invalid = await brandCli('new', 'New_Brand', '--from', 'base', '--brands', dir);
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toContain('Invalid brand id "New_Brand"');
  }, TIMEOUT);

  it('usage errors print the help and exit 2', async () => {
    const cases = [[], ['validate'], ['frobnicate'], ['validate', 'base', '--colour', 'x'], ['new', 'x']];
    const results = await Promise.all(cases.map((args) => brandCli(...args)));
    results.forEach(({ code, stdout, stderr }, i) => {
      expect(code, `${cases[i].join(' ')}: ${stderr}`).toBe(2);
      expect(stdout + stderr).toContain('Usage: npm run brand -- <command>');
    });
  }, TIMEOUT);
});
