// Security review N4 (issue 24 item 5): what a page request may cost the site server (config.ts PageLimits,
// server/site/pageLimits.ts). An address past PAGE_URL_MAX_BYTES is 414; past PAGE_LOADS_PER_IP_MINUTE from one IP
// 429 with Retry-After; with PAGE_RENDERS_AT_ONCE renderings running and PAGE_RENDERS_WAITING waiting, 503 with
// Retry-After. Each refusal is a small readable page in the visitor's language; an ordinary address still renders.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createSite } from '../../server/site/app';
import { PAGE_LIMIT_DEFAULTS } from '../../server/site/config';
import { BUSY_RETRY_AFTER_SECONDS } from '../../server/site/pageLimits';
import { bundleBrand } from '../../src/brand/index';
import type { BrandBundle } from '../../src/platform/brand';

const ROOT = join(__dirname, '../..');
const template = readFileSync(join(ROOT, 'index.html'), 'utf8');
let bundle: BrandBundle;
type Site = Awaited<ReturnType<typeof createSite>>;
const sites: Site[] = [];
const start = async (env: NodeJS.ProcessEnv) => {
  const site = await createSite({ brand: 'curacao', dev: false, env, getBundle: () => bundle, getHtml: async () => template, serverRendering: true });
  sites.push(site);
  return site;
};
const page = (site: Site, url: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  site.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers }, remoteAddress });
const heading = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1];
/** A bound, not a wait: the tests wait for answers; a server rendering is slow on a loaded machine. */
const BOUND_MS = 120_000;
const texts = (locale: string) => ({ ...bundle.texts.en, ...bundle.texts[locale] }) as Record<string, string>;

beforeAll(() => {
  bundle = bundleBrand('curacao', { brandsDir: join(ROOT, 'brands') }).bundle!;
});
afterAll(async () => {
  for (const site of sites) await site.app.close();
});

describe('an address too long for a page (414)', () => {
  let site: Site;
  beforeAll(async () => { site = await start({ SANDBOX_DB: ':memory:' }); });

  it(`past ${PAGE_LIMIT_DEFAULTS.urlBytes} bytes: 414 with a small page in the visitor's language, not rendered`, async () => {
    const long = `/casino?search=${'a'.repeat(14 * 1024)}`;
    const answer = await page(site, long);
    expect(answer.statusCode).toBe(414);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['server-timing']).toBeUndefined();
    expect(heading(answer.body)).toBe(texts('en')['text.server.urlTooLong.title']);
    expect(answer.body).toContain(`<a href="/">${texts('en')['text.server.home']}</a>`);
    // The page does not repeat the address, and is the server's small page, not the app.
    expect(answer.body).not.toContain('aaaa');
    expect(answer.body).not.toContain('boot-config');
    const german = await page(site, long, { cookie: 'language-code=de' });
    expect(heading(german.body)).toBe(texts('de')['text.server.urlTooLong.title']);
    expect(german.body).toContain('<html lang="de" dir="ltr">');
  }, BOUND_MS);

  it('the limit is on the whole address: one byte under it renders, one over is 414; an ordinary query renders', async () => {
    const at = (bytes: number) => { const base = '/casino?q='; return base + 'b'.repeat(bytes - base.length); };
    expect((await page(site, at(PAGE_LIMIT_DEFAULTS.urlBytes))).statusCode).toBe(200);
    expect((await page(site, at(PAGE_LIMIT_DEFAULTS.urlBytes + 1))).statusCode).toBe(414);
    const ordinary = await page(site, '/casino?search=book&utm_source=newsletter&utm_campaign=winter');
    expect(ordinary.statusCode).toBe(200);
    expect(ordinary.body).toContain('<script id="ssr-data"');
  }, BOUND_MS);
});

describe('page loads per IP (429)', () => {
  it('past PAGE_LOADS_PER_IP_MINUTE: 429 with Retry-After and a small page; another IP is not affected', async () => {
    const site = await start({ SANDBOX_DB: ':memory:', PAGE_LOADS_PER_IP_MINUTE: '3' });
    for (let i = 0; i < 3; i++) expect((await page(site, '/promotions', {}, '127.0.0.21')).statusCode).toBe(200);
    const refused = await page(site, '/promotions?x=1', {}, '127.0.0.21');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(heading(refused.body)).toBe(texts('en')['text.server.tooManyLoads.title']);
    // The way on is the same address, as a path of this site.
    expect(refused.body).toContain(`<a href="/promotions?x=1">${texts('en')['text.server.tryAgain']}</a>`);
    expect((await page(site, '/promotions', {}, '127.0.0.22')).statusCode).toBe(200);
    // HEAD counts and answers the same.
    expect((await site.app.inject({ method: 'HEAD', url: '/promotions', headers: { accept: 'text/html' }, remoteAddress: '127.0.0.21' })).statusCode).toBe(429);
  }, BOUND_MS);
});

describe('renderings at once (503)', () => {
  // A platform (API_URL, CORE_API_URL) that holds every call until the test lets it answer: a rendering asks it for
  // the CMS texts first, so a rendering is running, and held, from that call until `release`.
  let platform: Server;
  let held: ServerResponse[] = [];
  let released = false;
  let arrived: () => void = () => {};
  const answer = (res: ServerResponse) => res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not found"}');
  const release = () => { released = true; held.forEach(answer); held = []; };

  beforeAll(async () => {
    platform = createServer((_req: IncomingMessage, res: ServerResponse) => {
      if (released) return answer(res);
      held.push(res);
      arrived();
    });
    await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => { release(); platform.close(); });

  it('with PAGE_RENDERS_AT_ONCE renderings running and the line full: 503 with Retry-After at once; the held page then renders', async () => {
    const { port } = platform.address() as { port: number };
    const origin = `http://127.0.0.1:${port}`;
    const site = await start({ API_URL: origin, CORE_API_URL: origin, SETTINGS: '{}', PAGE_RENDERS_AT_ONCE: '1', PAGE_RENDERS_WAITING: '1' });
    const firstCall = new Promise<void>((resolve) => { arrived = resolve; });
    const running = page(site, '/casino');
    await firstCall;
    // The one rendering is held by the platform: of two more pages, one waits in line and the other finds the line
    // full and is answered at once (which one comes first to the line is the event loop's).
    const others = [page(site, '/promotions'), page(site, '/tournaments')];
    const refused = await Promise.race(others);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_SECONDS));
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(heading(refused.body)).toBe(texts('en')['text.server.busy.title']);
    expect(refused.body).toMatch(new RegExp(`<a href="/(promotions|tournaments)">${texts('en')['text.server.tryAgain']}</a>`));
    release();
    expect((await running).statusCode).toBe(200);
    expect((await Promise.all(others)).map((answer) => answer.statusCode).sort()).toEqual([200, 503]);
    // The line is empty again.
    expect((await page(site, '/tournaments')).statusCode).toBe(200);
  }, BOUND_MS);
});
