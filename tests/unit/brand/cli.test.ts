// The operator-facing requirement: a brand document with a typo (unknown widget, wrong prop type, bad
// expression) is caught by the CLI with its file, line:column, pointer and a sentence, and exit code 1.
import { describe, it, expect, afterEach, vi } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../../src/brand/schema-files.ts';
import { brandsWith, removeMadeBrands } from './helpers.ts';
import { BrandStore } from '../../../src/brand/store.ts';
import { LiveBrand } from '../../../server/site/liveBrand.ts';
import { storedAssetName } from '../../../src/brand/assets.ts';
import type { BrandBundle } from '../../../src/platform/brand.ts';

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
    const publish = (brands = dir) => brandCli('publish', 'child', '--brands', brands, '--store', store, '--author', 'ops');
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
      expect.stringMatching(new RegExp(`^  ${second}  \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2} UTC  live  ops$`)),
      expect.stringMatching(new RegExp(`^  ${first}  \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2} UTC  ops$`)),
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

  it('publish stores the assets with the version, content-hashed; a rollback brings the old logo back; a bad file is not published (issue 26, 5)', async () => {
    const logo = (r: number) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle cx="4" cy="4" r="${r}"/></svg>`;
    const dir = brandsWith(['base', 'child'], { 'child/assets/logo.svg': logo(3) });
    const storeDir = join(dir, 'store');
    const store = new BrandStore(storeDir);
    const publish = async (brands: string) => /published ([0-9a-f]{12}), live/.exec((await brandCli('publish', 'child', '--brands', brands, '--store', storeDir)).stdout)?.[1];
    const logoOf = (hash: string) => (store.read('child', hash) as BrandBundle).assets!['logo.svg'];
    const first = await publish(dir);
    expect(first).toBeTruthy();
    expect(logoOf(first!)).toBe(storedAssetName(Buffer.from(logo(3)), 'svg'));
    expect(store.readAsset('child', logoOf(first!))?.toString()).toBe(logo(3));

    // A new logo is a new version whose file has another name; the old file stays for the old version.
    const second = await publish(brandsWith(['base', 'child'], { 'child/assets/logo.svg': logo(2) }));
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect(logoOf(second!)).not.toBe(logoOf(first!));
    expect(store.readAsset('child', logoOf(second!))?.toString()).toBe(logo(2));
    expect((await brandCli('rollback', 'child', '--store', storeDir)).stdout.trim()).toBe(`brand child: ${first} is live (was ${second})`);
    expect(logoOf(store.liveHash('child')!)).toBe(logoOf(first!));
    expect(store.readAsset('child', logoOf(first!))?.toString()).toBe(logo(3));

    // A page saved under a logo's name: refused with the file's name, and the live version stays.
    const refused = await brandCli('publish', 'child', '--brands', brandsWith(['base', 'child'], { 'child/assets/logo.png': '<html>Not found</html>' }), '--store', storeDir);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toMatch(/child\/assets\/logo\.png:1:1 \/ assets\/logo\.png is not a PNG image/);
    expect(store.liveHash('child')).toBe(first);
  }, TIMEOUT * 2);

  it('publish --draft: players never get it; versions says who and why; diff shows the change; promote makes exactly it live (issue 26, 6)', async () => {
    const dir = brandsWith(['base', 'child']);
    const store = join(dir, 'store');
    const first = /published ([0-9a-f]{12}), live/.exec((await brandCli('publish', 'child', '--brands', dir, '--store', store)).stdout)?.[1];
    const changed = brandsWith(['base', 'child'], { 'child/brand.json': { id: 'child', name: 'Child, changed', extends: 'base', replace: ['menus.json'] } });
    const drafted = await brandCli('publish', 'child', '--draft', '--message', 'Rename for the spring campaign', '--author', 'ana', '--brands', changed, '--store', store);
    expect(drafted.code).toBe(0);
    const draft = /draft ([0-9a-f]{12}) stored/.exec(drafted.stdout)?.[1];
    expect(drafted.stdout).toContain(`Preview it with ?preview=${draft}, make it live with \`npm run brand -- promote child ${draft}\``);
    expect(readFileSync(join(store, 'child/live'), 'utf8').trim()).toBe(first);

    const listed = (await brandCli('versions', 'child', '--store', store)).stdout.trim().split('\n');
    expect(listed[1]).toMatch(new RegExp(`^  ${draft}  .* UTC  draft  ana  "Rename for the spring campaign"$`));
    expect(listed[2]).toMatch(new RegExp(`^  ${first}  .* UTC  live  `));
    // A rollback goes to what was live before, never to a draft.
    expect((await brandCli('rollback', 'child', '--store', store)).stderr).toContain(`no version before the live one (${first})`);

    const diff = await brandCli('diff', 'child', first!, draft!, '--store', store);
    expect(diff.code).toBe(0);
    expect(diff.stdout.trim().split('\n')).toEqual(['~ /brand/name "Child" -> "Child, changed"', `brand child: 1 change from ${first} to ${draft}`]);

    expect((await brandCli('promote', 'child', draft!, '--store', store)).stdout.trim()).toBe(`brand child: ${draft} is live (was ${first})`);
    expect(readFileSync(join(store, 'child/live'), 'utf8').trim()).toBe(draft);
    expect((await brandCli('versions', 'child', '--store', store)).stdout).toMatch(new RegExp(`${draft}  .* UTC  live  ana  "Rename`));
  }, TIMEOUT * 2);

  it('publish asks the running servers first: a version one of them refuses is not made live, and it says why (issue 26, 6)', async () => {
    const dir = brandsWith(['base', 'child']);
    const storeDir = join(dir, 'store');
    const first = /published ([0-9a-f]{12}), live/.exec((await brandCli('publish', 'child', '--brands', dir, '--store', storeDir)).stdout)?.[1];
    // A server of older code: it lacks a widget the new version uses (a stand-in check says so, as its registry would).
    const oldCode = (data: unknown) => (JSON.stringify(data).includes('Child, changed') ? ['Unknown widget type "PromoTicker"'] : []);
    const quiet = { log: () => {}, error: () => {} };
    const old = new LiveBrand(new BrandStore(storeDir), 'child', { pollMs: 50, check: oldCode, server: 'site-a', log: quiet });
    old.start();
    const changed = brandsWith(['base', 'child'], { 'child/brand.json': { id: 'child', name: 'Child, changed', extends: 'base' } });
    const refused = await brandCli('publish', 'child', '--brands', changed, '--store', storeDir);
    old.close();
    expect(refused.code).toBe(1);
    const second = /refuses ([0-9a-f]{12})/.exec(refused.stdout)?.[1];
    expect(refused.stdout).toContain(`brand child: the running server site-a refuses ${second}:\n  Unknown widget type "PromoTicker"`);
    expect(refused.stdout).toContain(`brand child: not live; the live version stays ${first}`);
    expect(readFileSync(join(storeDir, 'child/live'), 'utf8').trim()).toBe(first);

    // The code is deployed: a server that accepts it; promote makes it live, and the server serves it.
    const deployed = new LiveBrand(new BrandStore(storeDir), 'child', { pollMs: 50, server: 'site-b', log: quiet });
    deployed.start();
    try {
      const promoted = await brandCli('promote', 'child', second!, '--store', storeDir);
      expect(promoted.stdout.trim()).toBe(`brand child: ${second} is live (was ${first}) (accepted by 1 running server)`);
      await vi.waitFor(() => expect(deployed.current().hash).toBe(second), { timeout: 10_000 });
    } finally {
      deployed.close();
    }
  }, TIMEOUT * 2);

  it('status: each running server\'s version and each setting with its source, the overridden brand value named (issue 26, 3)', async () => {
    const dir = brandsWith(['base', 'child']);
    const storeDir = join(dir, 'store');
    const first = /published ([0-9a-f]{12}), live/.exec((await brandCli('publish', 'child', '--brands', dir, '--store', storeDir)).stdout)?.[1];
    expect((await brandCli('status', 'child', '--store', storeDir)).stderr).toContain('brand child: no running server reports');
    const server = new LiveBrand(new BrandStore(storeDir), 'child', { pollMs: 50, server: 'site-a', log: { log: () => {}, error: () => {} } });
    server.describe = () => ({ settings: { cookiesPopup: { value: true, source: 'settings2', brandValue: false }, pageUrls: { value: [], source: 'brand' } } });
    server.start();
    try {
      const shown = await brandCli('status', 'child', '--store', storeDir);
      expect(shown.stdout.trim().split('\n')).toEqual([
        `server site-a: serves ${first} (live: ${first})`,
        '  cookiesPopup = true  from settings2  (brand.json\'s settings say false: the platform decides cookiesPopup)',
        '  pageUrls = []  from brand',
      ]);
    } finally {
      server.close();
    }
  }, TIMEOUT);

  it('versions | head: a reader that stops early is not a crash', async () => {
    const dir = brandsWith(['base', 'child']);
    const store = join(dir, 'store');
    await brandCli('publish', 'child', '--brands', dir, '--store', store);
    // Enough versions that the listing outlives the pipe (only the list is read by versions).
    const versions = Array.from({ length: 20_000 }, (_, i) => ({ hash: i.toString(16).padStart(12, '0'), publishedAt: new Date(0).toISOString() }));
    writeFileSync(join(store, 'child/versions.json'), JSON.stringify(versions));
    const { stdout, stderr } = await run('bash', ['-c', `set -o pipefail; "${TSX}" tools/brand.ts versions child --store "${store}" | head -n 2`], { cwd: ROOT });
    expect(stdout.trim().split('\n')).toHaveLength(2);
    expect(stderr).not.toContain('EPIPE');
  }, TIMEOUT);

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
