// Issue 15, real locales: the browser's bundle carries only the en texts; each other locale's texts are a
// hashed, immutable file of the same version, and a page is rendered in the visitor's chosen locale.
import { afterEach, describe, expect, it } from 'vitest';
import { createSite } from '../../../server/site/app';
import { clientBundle, requestLocale, textsFileLocale } from '../../../server/site/localeTexts';
import type { BrandBundle } from '../../../src/platform/brand';

const bundle = {
  id: 'testbrand', hash: 'abc123def456', chain: ['testbrand'],
  brand: { id: 'testbrand', name: 'Test', defaultLocale: 'en', locales: [{ code: 'en', country: 'GB' }, { code: 'ar', country: 'AE' }, { code: 'de', country: 'DE' }] },
  settings: {}, routes: { routes: [{ path: '/', page: 'home' }], pageKeys: { root: '/' } },
  menus: { menus: {} }, layout: { header: [], footer: [] }, theme: { colors: {}, semanticColors: {} },
  texts: { en: { 'text.a': 'A' }, ar: { 'text.a': 'أ' }, de: { 'text.a': 'A-de' } }, pages: {}, modals: {}, forms: {}, origins: {},
} as unknown as BrandBundle;

let close: (() => Promise<unknown>) | undefined;
afterEach(async () => { await close?.(); close = undefined; });

describe('locale texts beside the bundle', () => {
  it('the browser bundle keeps en and lists the other locales; the published version is unchanged', () => {
    const client = clientBundle(bundle);
    expect(client.texts).toEqual({ en: { 'text.a': 'A' } });
    expect(client.textLocales).toEqual(['ar', 'de']);
    expect(client.hash).toBe(bundle.hash);
    expect(Object.keys(bundle.texts)).toEqual(['en', 'ar', 'de']);
    expect(clientBundle(bundle)).toBe(client);
  });

  it('texts file names: by hash or by name, known locales other than en only', () => {
    expect(textsFileLocale(bundle, 'testbrand.abc123def456.texts.ar.json', true)).toBe('ar');
    expect(textsFileLocale(bundle, 'testbrand.texts.de.json', false)).toBe('de');
    for (const file of ['testbrand.abc123def456.texts.en.json', 'testbrand.abc123def456.texts.fr.json', 'testbrand.000000000000.texts.ar.json', 'testbrand.abc123def456.texts.constructor.json']) {
      expect(textsFileLocale(bundle, file, true), file).toBeNull();
    }
  });

  it('spec 3 Browser storage: the page locale is the language-code cookie when the brand offers it, else the default', () => {
    expect(requestLocale(bundle, 'a=1; language-code=ar; b=2')).toBe('ar');
    expect(requestLocale(bundle, 'language-code=fr')).toBe('en');
    expect(requestLocale(bundle, undefined)).toBe('en');
  });

  it('the site serves the en-only bundle, and each locale file immutable under the version, live by name uncached', async () => {
    const { app } = await createSite({ brand: 'testbrand', dev: false, env: {}, getBundle: () => bundle, getHtml: async () => '<html><head></head><body></body></html>' });
    close = () => app.close();
    const served = await app.inject({ method: 'GET', url: '/brands/testbrand.abc123def456.json' });
    expect(served.json().texts).toEqual({ en: { 'text.a': 'A' } });
    expect(served.json().textLocales).toEqual(['ar', 'de']);
    const ar = await app.inject({ method: 'GET', url: '/brands/testbrand.abc123def456.texts.ar.json' });
    expect(ar.statusCode).toBe(200);
    expect(ar.headers['cache-control']).toContain('immutable');
    expect(ar.json()).toEqual({ 'text.a': 'أ' });
    const live = await app.inject({ method: 'GET', url: '/brands/testbrand.texts.de.json' });
    expect(live.headers['cache-control']).toBe('no-cache');
    expect(live.json()).toEqual({ 'text.a': 'A-de' });
    expect((await app.inject({ method: 'GET', url: '/brands/testbrand.abc123def456.texts.fr.json' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/brands/testbrand.json' })).json().texts).toEqual({ en: { 'text.a': 'A' } });
  });
});
