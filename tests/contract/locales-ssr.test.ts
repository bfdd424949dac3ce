// Issue 15, real locales: the server renders a page in the visitor's chosen locale (the language-code cookie,
// spec 3 Browser storage; the address carries no locale, spec 2.3), right to left for Arabic, with that
// locale's texts in the HTML and in the data the browser hydrates with: no flash of English, no mismatch.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createSite } from '../../server/site/app';
import { bundleBrand } from '../../src/brand/index';
import type { BrandBundle } from '../../src/platform/brand';
import type { SsrData } from '../../src/ssr/ssrData';

const ROOT = join(__dirname, '../..');
const template = readFileSync(join(ROOT, 'index.html'), 'utf8');
const ssrDataOf = (html: string) => JSON.parse(/<script id="ssr-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]) as SsrData;
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id="ssr-data"'));

for (const brand of ['curacao', 'lulu']) {
  describe(`${brand} rendered in the visitor's locale`, () => {
    let bundle: BrandBundle;
    let site: Awaited<ReturnType<typeof createSite>>;
    const get = (url: string, cookie?: string) =>
      site.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

    beforeAll(async () => {
      bundle = bundleBrand(brand, { brandsDir: join(ROOT, 'brands') }).bundle!;
      site = await createSite({ brand, dev: false, env: { SANDBOX_DB: ':memory:' }, getBundle: () => bundle, getHtml: async () => template, serverRendering: true });
    });
    afterAll(() => site?.app.close());

    it('language-code=ar: <html lang="ar-ae" dir="rtl">, Arabic texts in the HTML and in the hydration data', async () => {
      const page = await get('/casino', 'language-code=ar');
      expect(page.statusCode).toBe(200);
      expect(page.body).toMatch(/<html lang="ar-ae" dir="rtl"/);
      const root = rootOf(page.body);
      expect(root).toContain(bundle.texts.ar['text.menu.promotions']);
      expect(root).toContain(bundle.texts.ar['text.page.casino.welcomeTitle']);
      expect(root).not.toContain(`>${bundle.texts.en['text.menu.promotions']}<`);
      expect(page.body).toContain(`<title>${bundle.texts.ar['text.page.casino.title']}`);
      const data = ssrDataOf(page.body);
      expect(data.locale).toBe('ar');
      expect(data.texts['text.auth.login']).toBe('تسجيل الدخول');
    });

    it('no cookie, or a locale the brand does not offer: en, left to right', async () => {
      const en = await get('/casino');
      expect(en.body).toMatch(/<html lang="en-gb" dir="ltr"/);
      expect(rootOf(en.body)).toContain(`>${bundle.texts.en['text.menu.promotions']}<`);
      expect((await get('/casino', 'language-code=xx')).body).toMatch(/<html lang="en-gb" dir="ltr"/);
    });

    it('the browser bundle the page preloads carries en only; the ar texts are their own file of the version', async () => {
      const page = await get('/casino', 'language-code=ar');
      const bundleUrl = /<link rel="preload" href="([^"]+)" as="fetch"/.exec(page.body)![1];
      const served = (await site.app.inject({ method: 'GET', url: bundleUrl })).json() as BrandBundle;
      expect(Object.keys(served.texts)).toEqual(['en']);
      expect(served.textLocales).toContain('ar');
      const ar = await site.app.inject({ method: 'GET', url: bundleUrl.replace(/\.json$/, '.texts.ar.json') });
      expect(ar.json()).toEqual(bundle.texts.ar);
      // The first-paint download stays small: the ar texts are not in it.
      expect(JSON.stringify(served).length).toBeLessThan(JSON.stringify(bundle).length - JSON.stringify(bundle.texts.ar).length / 2);
    });
  });
}
