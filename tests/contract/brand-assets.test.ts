// A brand's files on a running site (issue 26 item 5): the live version's logo from /brand-assets/<hash>.<ext>,
// immutable, with its type, an SVG under a policy that runs and loads nothing; only the files the live (or
// previewed) version names are served; publishing a new logo and rolling back switch the file with the version;
// a version whose file has not reached the store is not served until it has.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { bundleBrand, type BrandBundle } from '../../src/brand/index';
import { BrandStore } from '../../src/brand/store';
import { LiveBrand } from '../../server/site/liveBrand';
import { ASSET_SVG_POLICY, createSite } from '../../server/site/app';
import { assetSrc } from '../../src/platform/assets';

const ROOT = join(__dirname, '../..');
let dir: string;
let store: BrandStore;
let live: LiveBrand;
let app: FastifyInstance;
const logged: string[] = [];

/** Publishes (without making it live) curacao with `logo` as its assets/logo.svg, or as it is. */
function publishWith(logo?: string): BrandBundle {
  const brands = join(dir, `brands-${Math.random().toString(36).slice(2)}`);
  cpSync(join(ROOT, 'brands'), brands, { recursive: true });
  if (logo) writeFileSync(join(brands, 'curacao/assets/logo.svg'), logo);
  const { bundle, files, problems } = bundleBrand('curacao', { brandsDir: brands });
  expect(problems).toEqual([]);
  store.publish(bundle!, new Date(), { draft: true }, files);
  return bundle!;
}

const logoUrl = (bundle: BrandBundle) => assetSrc('asset:logo.svg', bundle.assets)!;
const get = (url: string) => app.inject({ method: 'GET', url });

let first: BrandBundle;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'assets-'));
  store = new BrandStore(join(dir, 'store'));
  first = publishWith();
  store.setLive('curacao', first.hash);
  live = new LiveBrand(store, 'curacao', { pollMs: 60_000, log: { log: (m: string) => logged.push(m), error: (m: string) => logged.push(m) } });
  live.start();
  ({ app } = await createSite({
    brand: 'curacao', dev: false, env: { SETTINGS: '{}', SANDBOX: '0' }, getBundle: () => live.current(),
    readAsset: (file) => store.readAsset('curacao', file), getHtml: async () => '<html><head></head><body></body></html>',
  }));
});
afterAll(async () => {
  live.close();
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('brand assets on the site', () => {
  it('serves the live version\'s logo by its content hash: immutable, image/svg+xml, nosniff, a policy that runs nothing', async () => {
    expect(logoUrl(first)).toMatch(/^\/brand-assets\/[0-9a-f]{16}\.svg$/);
    const response = await get(logoUrl(first));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe(ASSET_SVG_POLICY);
    expect(response.body).toContain('<svg');
  });

  it('a new logo goes live with its version, the old file is no longer served, and a rollback brings it back', async () => {
    const second = publishWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8"/></svg>');
    expect(logoUrl(second)).not.toBe(logoUrl(first));
    // A draft's file is not public.
    expect((await get(logoUrl(second))).statusCode).toBe(404);
    store.setLive('curacao', second.hash);
    live.refresh();
    expect(live.current().hash).toBe(second.hash);
    expect((await get(logoUrl(second))).body).toContain('<rect');
    expect((await get(logoUrl(first))).statusCode).toBe(404);
    store.setLive('curacao', first.hash);
    live.refresh();
    expect((await get(logoUrl(first))).statusCode).toBe(200);
    expect((await get(logoUrl(second))).statusCode).toBe(404);
  });

  it('answers 404 for anything that is not a stored file name of the live version', async () => {
    const file = logoUrl(first).split('/').pop()!;
    for (const url of [`/brand-assets/${file.replace('.svg', '.html')}`, '/brand-assets/..%2Flive', '/brand-assets/logo.svg', `/brand-assets/${file}x`]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('does not serve a version whose file is not in the store (a store half synced), until the file arrives', () => {
    const third = publishWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle r="2"/></svg>');
    const file = join(store.dir, 'curacao/assets', logoUrl(third).split('/').pop()!);
    const bytes = readFileSync(file);
    rmSync(file);
    expect(live.version(third.hash)).toBeNull();
    expect(logged.join('\n')).toContain(`assets/logo.svg: its file ${logoUrl(third).split('/').pop()} is not in the store`);
    expect(live.version(third.hash)).toBeNull();
    writeFileSync(file, bytes);
    expect(live.version(third.hash)?.hash).toBe(third.hash);
  });
});
