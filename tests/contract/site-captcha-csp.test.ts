// spec 3 reCaptchaSiteKey (issue 15): the page's Content-Security-Policy allows the configured captcha
// script's origin (script-src, frame-src) while a site key is set, and no other origin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite } from '../../server/site/app';
import type { BrandBundle } from '../../src/platform/brand';

const bundle = {
  id: 'testbrand', hash: 'abc123', chain: ['testbrand'], brand: { id: 'testbrand', name: 'Test' }, settings: {},
  routes: { routes: [{ path: '/', page: 'home' }], pageKeys: { root: '/' } }, menus: { menus: {} }, layout: { header: [], footer: [] },
  theme: { colors: {}, semanticColors: {} }, texts: { en: {} }, pages: {}, modals: {}, forms: {}, origins: {},
} as unknown as BrandBundle;

let site: Awaited<ReturnType<typeof createSite>>;
let base: string;
beforeAll(async () => {
  site = await createSite({ brand: 'testbrand', dev: false, env: {}, getBundle: () => bundle, getHtml: async () => '<html><head><!--boot-config--></head></html>' });
  base = await site.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => site.app.close());

const policyOf = async () => {
  const res = await fetch(`${base}/`, { headers: { accept: 'text/html' } });
  return Object.fromEntries((res.headers.get('content-security-policy') ?? '').split('; ').map((d) => [d.split(' ')[0], d]));
};
const patch = (body: unknown) => fetch(`${base}/api/sandbox/settings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('the page policy and the captcha script', () => {
  it('no site key: no captcha origin; Google\'s by default; the configured one; this site\'s own needs none', async () => {
    expect((await policyOf())['script-src']).not.toContain('google');

    await patch({ reCaptchaSiteKey: 'k1' });
    const google = await policyOf();
    expect(google['script-src']).toMatch(/ https:\/\/www\.google\.com$/);
    expect(google['frame-src']).toMatch(/ https:\/\/www\.google\.com$/);
    expect(google['connect-src']).not.toContain('google');

    await patch({ reCaptchaScriptUrl: 'https://www.recaptcha.net/recaptcha/api.js' });
    const net = await policyOf();
    expect(net['script-src']).toContain('https://www.recaptcha.net');
    expect(net['script-src']).not.toContain('google');

    await patch({ reCaptchaScriptUrl: '/api/sandbox/captcha.js' });
    expect((await policyOf())['script-src']).not.toMatch(/https:/);
    await fetch(`${base}/api/sandbox/settings`, { method: 'DELETE' });
  });
});
