// Issue 12 point 1: the site server renders every route of the brand with the same renderer and widgets
// (src/ssr/renderPage.tsx, server/site/ssr.ts), against the in-process sandbox, as a guest. The HTML is
// readable without JavaScript: header, main menu, heading and the first screen's content.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createSite } from '../../server/site/app';
import { bundleBrand } from '../../src/brand/index';
import type { BrandBundle } from '../../src/platform/brand';
import type { SsrData } from '../../src/ssr/ssrData';

const ROOT = join(__dirname, '../..');
const template = readFileSync(join(ROOT, 'index.html'), 'utf8');
const MOBILE_UA = 'Mozilla/5.0 (Linux; Android 11; moto g power) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Mobile Safari/537.36';

const visibleText = (html: string) => html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '').replace(/<script[\s\S]*?<\/script>/g, '')
  .replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id="ssr-data"'));
const ssrDataOf = (html: string) => JSON.parse(/<script id="ssr-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]) as SsrData;
/** The page's script nonce as the server wrote it: the boot config element's nonce attribute (server/site/html.ts). */
const bootNonceOf = (html: string) => /<script id="boot-config" type="application\/json" nonce="([\w-]+)">/.exec(html)?.[1];
const policyNonceOf = (csp: unknown) => /'nonce-([\w-]+)'/.exec(String(csp))?.[1];

for (const brand of ['curacao', 'lulu']) {
  describe(`server-rendered pages of ${brand}`, () => {
    let bundle: BrandBundle;
    let site: Awaited<ReturnType<typeof createSite>>;
    let slug: string;
    const get = (url: string, headers: Record<string, string> = {}) =>
      site.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

    beforeAll(async () => {
      const built = bundleBrand(brand, { brandsDir: join(ROOT, 'brands') }) as { bundle?: BrandBundle };
      bundle = built.bundle!;
      site = await createSite({ brand, dev: false, env: { SANDBOX_DB: ':memory:' }, getBundle: () => bundle, getHtml: async () => template, serverRendering: true });
      slug = (await site.app.inject({ method: 'GET', url: '/api/core/casino/games?limit=1' })).json().data.games.rows[0].slug;
    });
    afterAll(() => site?.app.close());

    it('every route answers with the page rendered: header, main landmark and the page heading of its document', async () => {
      for (const route of bundle.routes.routes.filter((r) => !r.redirect && !r.aliasOf)) {
        const url = route.path.replace(':game', slug);
        const page = await get(url);
        expect(page.statusCode, url).toBe(200);
        const root = rootOf(page.body);
        expect(root, url).toContain('<header');
        expect(root, url).toMatch(/<main[^>]*id="main"/);
        expect(root, url).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
        // No inline script but those the policy allows by hash (the colour mode, the held input): React's reveal
        // scripts would be blocked (data blocks are not scripts).
        const inline = [...page.body.matchAll(/<script(?![^>]*type="application\/json")(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
        expect(inline.length, url).toBe(2);
        for (const text of inline) expect(String(page.headers['content-security-policy']), url).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
      }
    }, 180_000); // a bound, not a wait: every route of the brand is rendered in turn, slow on a loaded machine

    it('the lobby carries game tiles with links and images, and the answers it was rendered with', async () => {
      const page = await get('/casino');
      const root = rootOf(page.body);
      const tiles = new Set([...root.matchAll(/href="(\/casino\/games\/[^"]+)"/g)].map((m) => m[1]));
      expect(tiles.size).toBeGreaterThanOrEqual(8);
      expect(root).toMatch(/<img[^>]+src="[^"]+"/);
      const data = ssrDataOf(page.body);
      expect(data.path).toBe('/casino');
      const games = Object.entries(data.preloaded).filter(([key]) => key.startsWith('getGames '));
      expect(games.length).toBeGreaterThan(0);
      // The tiles are the games of the preloaded answers: the browser hydrates the same list.
      const names = games.flatMap(([, answer]) => (answer as { data: { games: { rows: { name: string }[] } } }).data.games.rows.map((g) => g.name));
      expect(visibleText(root)).toContain(names[0]);
    });

    it("the first screen's game art loads at once and first (priorityArt), the rest lazily", async () => {
      const root = rootOf((await get('/casino')).body);
      const images = (root.match(/<img [^>]*>/g) ?? []).filter((img) => img.includes('/assets/games/'));
      // HTML attribute names are case-insensitive (React writes fetchPriority).
      const priority = images.filter((img) => /fetchpriority="high"/i.test(img));
      expect(priority).toHaveLength(4);
      for (const img of priority) expect(img).toContain('loading="eager"');
      expect(images.filter((img) => img.includes('loading="lazy"')).length).toBeGreaterThan(4);
    });

    it('the main menu, the heading and the texts are in the HTML, and the page language is set', async () => {
      const page = await get('/casino/slots');
      expect(page.body).toMatch(/<html lang="en(-[a-z]{2})?"/);
      expect(rootOf(page.body)).toMatch(/<nav[^>]*aria-label="[^"]+"/);
      const data = ssrDataOf(page.body);
      expect(data.locale).toBe('en');
      expect(Object.keys(data.texts).length).toBeGreaterThan(50);
      const title = String(data.texts[bundle.pages.slots.title] ?? '');
      expect(title).not.toBe('');
      expect(page.body).toContain(`<title>${title}`);
      // Search engines get a description: the page document's, else the site's (text.common.metaDescription).
      expect(page.body).toContain(`<meta name="description" content="${String(data.texts['text.common.metaDescription'])}">`);
      expect(visibleText(rootOf(page.body))).toContain(title);
    });

    it('a game page names its game; the legal pages carry their text', async () => {
      const game = await get(`/casino/games/${slug}`);
      const name = (await site.app.inject({ method: 'GET', url: '/api/core/casino/games?limit=1' })).json().data.games.rows[0].name as string;
      expect(visibleText(rootOf(game.body))).toContain(name);
      const terms = visibleText(rootOf((await get('/terms-and-conditions')).body));
      expect(terms.length).toBeGreaterThan(400);
    });

    it('a page asked for again renders in one pass: the calls it asked for last time are fetched first', async () => {
      const url = `/casino?visit=${brand}`;
      const passes = (res: { headers: Record<string, unknown> }) => /desc="(\d+) pass/.exec(String(res.headers['server-timing']))?.[1];
      const first = await get(url);
      expect(Number(passes(first))).toBeGreaterThan(1);
      const again = await get(url);
      expect(passes(again)).toBe('1');
      // The same page, with the same answers in it.
      expect(ssrDataOf(again.body).preloaded).toEqual(ssrDataOf(first.body).preloaded);
      expect(rootOf(again.body)).toBe(rootOf(first.body));
    });

    it('an unknown address is a 404 with the not-found page rendered', async () => {
      const page = await get('/no-such-page');
      expect(page.statusCode).toBe(404);
      expect(rootOf(page.body)).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    });

    it('pages are compressed (brotli, else gzip) and HEAD answers like GET without a body', async () => {
      const br = await get('/casino', { 'accept-encoding': 'br, gzip' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
      const plain = await get('/casino');
      expect(plain.headers['content-encoding']).toBeUndefined();
      // Each page has its own script nonce (spec 7 scripts); the rest is the same.
      const withoutNonce = (html: string) => html.replace(/ nonce="[\w-]+"/, '');
      expect(withoutNonce(brotliDecompressSync(br.rawPayload).toString('utf8'))).toBe(withoutNonce(plain.body));
      const gz = await get('/casino', { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(withoutNonce(gunzipSync(gz.rawPayload).toString('utf8'))).toBe(withoutNonce(plain.body));
      const head = await site.app.inject({ method: 'HEAD', url: '/casino', headers: { accept: 'text/html' } });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toMatch(/text\/html/);
      expect(head.body).toBe('');
      expect((await site.app.inject({ method: 'HEAD', url: '/no-such-page', headers: { accept: 'text/html' } })).statusCode).toBe(404);
      const bundleBr = await site.app.inject({ method: 'GET', url: `/brands/${bundle.id}.${bundle.hash}.json`, headers: { 'accept-encoding': 'br' } });
      expect(bundleBr.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(bundleBr.rawPayload).toString('utf8')).hash).toBe(bundle.hash);
      const api = await site.app.inject({ method: 'GET', url: '/api/core/casino/games?limit=24', headers: { 'accept-encoding': 'gzip' } });
      expect(api.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(api.rawPayload).toString('utf8')).data.games.rows).toHaveLength(24);
    });

    it('spec 7 scripts: each page answer has a nonce of its own, named by its policy and carried by the boot config only', async () => {
      const first = await get('/promotions');
      const nonce = bootNonceOf(first.body);
      expect(nonce).toMatch(/^[\w-]{22}$/);
      expect(policyNonceOf(first.headers['content-security-policy'])).toBe(nonce);
      // No copy a selector or a markup read could reach (review N9): no <meta>, the nonce once in the page.
      expect(first.body).not.toContain('csp-nonce');
      expect(first.body.split(nonce!).length - 1).toBe(1);
      const fresh = await get('/promotions');
      expect(bootNonceOf(fresh.body)).not.toBe(nonce);
      expect(policyNonceOf(fresh.headers['content-security-policy'])).toBe(bootNonceOf(fresh.body));
    });

    it('security review N9: the nonce never comes from the request; a revalidation is a full page with a fresh nonce, never a 304', async () => {
      // The review's reproduction: the page's ETag (when it had one) with its last 22 characters, the nonce's place,
      // replaced by the client's own.
      const first = await get('/promotions');
      const content = String(first.headers.etag ?? `"${'c'.repeat(27)}"`).slice(1, 28);
      const chosen = 'A'.repeat(22);
      for (const ifNoneMatch of [`"${content}${chosen}"`, `"${chosen}"`, '*', `W/"${content}${chosen}"`]) {
        const answer = await get('/promotions', { 'if-none-match': ifNoneMatch });
        expect(answer.statusCode, ifNoneMatch).toBe(200);
        const nonce = policyNonceOf(answer.headers['content-security-policy']);
        expect(nonce, ifNoneMatch).not.toBe(chosen);
        expect(nonce, ifNoneMatch).not.toBe(bootNonceOf(first.body));
        expect(bootNonceOf(answer.body), ifNoneMatch).toBe(nonce);
        expect(answer.body, ifNoneMatch).not.toContain(chosen);
      }
      // No validator to revalidate with: a 304 would show the browser's copy with an earlier answer's nonce.
      expect(first.headers.etag).toBeUndefined();
    });

    it('security review N8: $` $\' $& $$ $1 in the address are written as they are: one page, data that parses', async () => {
      const patterns = "$`$'$&$$$1";
      for (const url of [`/casino?search=${encodeURIComponent(patterns)}zz`, "/casino/$'$&$$$1x?search=$%60zz"]) {
        const page = await get(url);
        expect(page.body.match(/<!doctype/gi), url).toHaveLength(1);
        expect(page.body.match(/id="boot-config"/g), url).toHaveLength(1);
        expect(page.body.match(/<div id="root">/g), url).toHaveLength(1);
        expect(ssrDataOf(page.body).path, url).toBe(url.split('?')[0]);
      }
    });

    it("a signed-in player's HTML is kept by no shared cache; every page varies by the user agent it was rendered for", async () => {
      const player = await get('/promotions', { cookie: 'language-code=en; accessToken=abc.def.ghi' });
      expect(player.headers['cache-control']).toBe('private, no-cache');
      expect(String(player.headers.vary)).toMatch(/user-agent/i);
      const guest = await get('/promotions', { cookie: 'language-code=en' });
      // A page carries its own script nonce (spec 7 scripts), which must be no one else's: no shared cache either.
      expect(guest.headers['cache-control']).toBe('private, no-cache');
      expect(String(guest.headers.vary)).toMatch(/user-agent/i);
    });

    it('the device is taken from the user agent and handed to the browser for hydration', async () => {
      expect(ssrDataOf((await get('/casino', { 'user-agent': MOBILE_UA })).body).device).toBe('mobile');
      expect(ssrDataOf((await get('/casino')).body).device).toBe('desktop');
    });

    it('the brand bundle is preloaded, so the browser fetches it beside the scripts', async () => {
      const page = await get('/casino');
      expect(page.body).toContain(`<link rel="preload" href="/brands/${bundle.id}.${bundle.hash}.json" as="fetch" crossorigin="anonymous">`);
    });
  });
}

describe('security review N8: a rendered value is never a replacement pattern', () => {
  let site: Awaited<ReturnType<typeof createSite>>;
  // The casino page's title and the site's description carry every pattern.
  const title = "Casino $` $' $& $$ $1 $<x>";
  beforeAll(async () => {
    const bundle = structuredClone(bundleBrand('curacao', { brandsDir: join(ROOT, 'brands') }).bundle!) as BrandBundle;
    bundle.texts.en[bundle.pages.casino.title as string] = title;
    bundle.texts.en['text.common.metaDescription'] = "About $' and $`";
    site = await createSite({ brand: 'curacao', dev: false, env: { SANDBOX_DB: ':memory:' }, getBundle: () => bundle, getHtml: async () => template, serverRendering: true });
  }, 60_000); // a bound, not a wait: bundling the brand on a loaded machine
  afterAll(() => site?.app.close());

  it('the title and the description are written as they are: one doctype, one boot config, data that parses', async () => {
    const page = await site.app.inject({ method: 'GET', url: '/casino', headers: { accept: 'text/html' } });
    expect(page.body.match(/<!doctype/gi)).toHaveLength(1);
    expect(page.body.match(/id="boot-config"/g)).toHaveLength(1);
    // The title as the page writes it: escaped, then the brand's name.
    expect(page.body).toContain("<title>Casino $` $' $&amp; $$ $1 $&lt;x&gt; | ");
    expect(page.body).toContain('<meta name="description" content="About $\' and $`">');
    expect(ssrDataOf(page.body).texts['text.common.metaDescription']).toBe("About $' and $`");
  }, 60_000); // a bound, not a wait: one server rendering on a loaded machine
});
