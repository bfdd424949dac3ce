// Publishing without a restart (issue 11 item 4): a running site serves the store's live version, takes a
// newly published one up at the next poll, refuses a broken one (the last valid version stays, the
// server does not exit), rolls back, and previews a version that is not live to one browser with the key.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { bundleBrand, bundleHash, type BrandBundle } from '../../src/brand/index';
import { BrandStore } from '../../src/brand/store';
import { LiveBrand } from '../../server/site/liveBrand';
import { brandPreview, PREVIEW_COOKIE } from '../../server/site/preview';
import { createSite } from '../../server/site/app';

const ROOT = join(__dirname, '../..');
let dir: string;
let store: BrandStore;
let live: LiveBrand;
let app: FastifyInstance;
const logged: string[] = [];
const html = '<html><head><!--boot-config--></head><body></body></html>';

/** The bytes of the bundles' asset files (brands/curacao/assets/), which publish stores with a version. */
const assetFiles: Record<string, Buffer> = {};

/** The bundle of a copy of the brands where `edit` changed curacao's texts. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a texts tree the test edits at any depth
function bundleWith(edit: (texts: Record<string, any>) => void): BrandBundle {
  const brands = join(dir, `brands-${Math.random().toString(36).slice(2)}`);
  cpSync(join(ROOT, 'brands'), brands, { recursive: true });
  const file = join(brands, 'curacao/texts/en.json');
  const texts = JSON.parse(readFileSync(file, 'utf8'));
  edit(texts);
  writeFileSync(file, JSON.stringify(texts));
  const { bundle, files, problems } = bundleBrand('curacao', { brandsDir: brands });
  expect(problems).toEqual([]);
  Object.assign(assetFiles, files);
  return bundle!;
}

const bootOf = async (headers: Record<string, string> = {}) => {
  const page = await app.inject({ method: 'GET', url: '/casino', headers: { accept: 'text/html', ...headers } });
  return JSON.parse(/<script id="boot-config" type="application\/json"[^>]*>(.*)<\/script>/.exec(page.body)![1]) as { bundleUrl: string };
};
/** Waits (polling the page, not the clock) until a page load names the version. */
async function pageServes(hash: string) {
  await expect.poll(async () => (await bootOf()).bundleUrl, { timeout: 5000, interval: 50 }).toBe(`/brands/curacao.${hash}.json`);
}

let first: BrandBundle;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'publish-'));
  store = new BrandStore(join(dir, 'store'));
  first = bundleWith(() => {});
  store.publish(first, new Date(), {}, assetFiles);
  live = new LiveBrand(store, 'curacao', { pollMs: 50, log: { log: (m: string) => logged.push(m), error: (m: string) => logged.push(m) } });
  live.start();
  const preview = brandPreview('operator-preview-key', live);
  ({ app } = await createSite({
    // The tests poll the page every 50 ms from one IP: far more page loads than a player's (PAGE_LOADS_PER_IP_MINUTE).
    brand: 'curacao', dev: false, env: { SETTINGS: '{}', SANDBOX: '0', PAGE_LOADS_PER_IP_MINUTE: '100000' }, getBundle: () => live.current(),
    previewFor: (request) => preview.bundleFor(request), getHtml: async () => html, register: async (site) => preview.register(site),
  }));
});
afterAll(async () => {
  live.close();
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('publishing to a running site', () => {
  it('serves the live version; a newly published one reaches the next page load with no restart', async () => {
    await pageServes(first.hash);
    const second = bundleWith((t) => { t.text.page.casino.title = 'Casino, now published'; });
    store.publish(second, new Date(), {}, assetFiles);
    await pageServes(second.hash);
    const served = await app.inject({ method: 'GET', url: `/brands/curacao.${second.hash}.json` });
    expect(served.json().texts.en['text.page.casino.title']).toBe('Casino, now published');
    // Only the live version (and a preview) is public: the earlier one is not served by hash.
    expect((await app.inject({ method: 'GET', url: `/brands/curacao.${first.hash}.json` })).statusCode).toBe(404);
    store.setLive('curacao', first.hash);
    await pageServes(first.hash);
  });

  it('a broken version is refused with its problems logged; the last valid version stays', async () => {
    const broken = structuredClone(first) as BrandBundle;
    (broken.pages.casino as { body: unknown[] }).body.unshift({ type: 'NoSuchWidget' });
    broken.hash = bundleHash(broken);
    store.publish(broken, new Date(), {}, assetFiles);
    await expect.poll(() => logged.some((l) => l.includes(`version ${broken.hash} is invalid`)), { timeout: 5000, interval: 50 }).toBe(true);
    expect(logged.find((l) => l.includes(broken.hash))).toMatch(/NoSuchWidget/);
    expect((await bootOf()).bundleUrl).toBe(`/brands/curacao.${first.hash}.json`);
    store.setLive('curacao', first.hash);
  });

  it('?preview=<hash> with the preview key shows a version that is not live to that browser only', async () => {
    const draft = bundleWith((t) => { t.text.page.casino.title = 'Casino draft'; });
    store.publish(draft, new Date(), {}, assetFiles);
    store.setLive('curacao', first.hash);
    await pageServes(first.hash);
    // Without the key (or a wrong one): refused.
    expect((await app.inject({ method: 'GET', url: `/casino?preview=${draft.hash}`, headers: { accept: 'text/html' } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/casino?preview=${draft.hash}&previewKey=guess`, headers: { accept: 'text/html' } })).statusCode).toBe(403);
    // With it: a signed cookie, and the address without the key.
    const start = await app.inject({ method: 'GET', url: `/casino?x=1&preview=${draft.hash}&previewKey=operator-preview-key`, headers: { accept: 'text/html' } });
    expect(start.statusCode).toBe(303);
    expect(start.headers.location).toBe('/casino?x=1');
    const cookie = String(start.headers['set-cookie']).split(';')[0];
    expect(cookie.startsWith(`${PREVIEW_COOKIE}=${draft.hash}.`)).toBe(true);
    expect((await bootOf({ cookie })).bundleUrl).toBe(`/brands/curacao.${draft.hash}.json`);
    expect((await app.inject({ method: 'GET', url: `/brands/curacao.${draft.hash}.json`, headers: { cookie } })).statusCode).toBe(200);
    // Everyone else still gets the live version; a forged cookie is ignored.
    expect((await bootOf()).bundleUrl).toBe(`/brands/curacao.${first.hash}.json`);
    expect((await bootOf({ cookie: `${PREVIEW_COOKIE}=${draft.hash}.forged` })).bundleUrl).toBe(`/brands/curacao.${first.hash}.json`);
    // ?preview=off ends it.
    const off = await app.inject({ method: 'GET', url: '/casino?preview=off', headers: { accept: 'text/html', cookie } });
    expect(off.statusCode).toBe(303);
    expect(String(off.headers['set-cookie'])).toMatch(new RegExp(`^${PREVIEW_COOKIE}=; .*Max-Age=0`));
  });
});

/** A GET with the request target sent exactly as given (curl --path-as-is): its status and Location. */
function rawGet(base: string, target: string): Promise<{ status: number; location: string | undefined }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path: target, headers: { accept: 'text/html' } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the preview redirects stay on the site (security review N2)', () => {
  it('//evil.example/?preview=off, /\\evil.example/?preview=off and the like answer a Location that is a path of this site', async () => {
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const targets = [
      '//evil.example/?preview=off',
      '/\\evil.example/?preview=off',
      '/%2F%2Fevil.example/?preview=off',
      'http://evil.example/?preview=off',
      `//evil.example/?preview=${live.current().hash}&previewKey=operator-preview-key`,
    ];
    for (const target of targets) {
      const { status, location } = await rawGet(base, target);
      expect(status, target).toBe(303);
      expect(location, target).toMatch(/^\/(?![/\\])/);
      expect(new URL(location!, base).origin, target).toBe(base);
    }
    expect((await rawGet(base, '/casino?x=1&preview=off')).location).toBe('/casino?x=1');
  });
});
