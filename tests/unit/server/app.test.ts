import { describe, it, expect, vi, afterEach } from 'vitest';
import { createSite } from '../../../server/site/app';
import type { BrandBundle } from '../../../src/platform/brand';

const bundle = {
  id: 'testbrand', hash: 'abc123def456', chain: ['testbrand'],
  brand: { id: 'testbrand', name: 'Test' }, settings: { colorMode: 'dark' },
  routes: { routes: [{ path: '/', page: 'home' }, { path: '/casino/games/:game', page: 'game' }], pageKeys: { root: '/' } },
  menus: { menus: {} }, layout: { header: [], footer: [] }, theme: { colors: {}, semanticColors: {} },
  texts: { en: {} }, pages: {}, modals: {}, forms: {}, origins: {},
} as unknown as BrandBundle;

const html = '<html><head><!--boot-config--></head><body></body></html>';
const site = (env: NodeJS.ProcessEnv) => createSite({ brand: 'testbrand', dev: false, env, getBundle: () => bundle, getHtml: async () => html });
const bootOf = (body: string) => JSON.parse(/<script id="boot-config" type="application\/json">(.*)<\/script>/.exec(body)![1]);

afterEach(() => vi.restoreAllMocks());

describe('site server', () => {
  it('spec 4 Settings: without environment settings, settings2 is fetched and handed to the browser', async () => {
    const { app, settings } = await site({});
    expect(settings.source).toBe('settings2');
    const page = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    const boot = bootOf(page.body);
    expect(boot).toMatchObject({ brand: 'testbrand', bundleUrl: '/brands/testbrand.abc123def456.json', settingsSource: 'settings2', defaultColorMode: 'dark' });
    expect(boot.settings.cookiesPopup).toBe(true);
    await app.close();
  });

  it('spec 4 Settings: local settings from the environment take priority', async () => {
    const { app } = await site({ SETTINGS: '{"brandName":"From env","cookiesPopup":false}' });
    const boot = bootOf((await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })).body);
    expect(boot.settingsSource).toBe('env');
    expect(boot.settings).toEqual({ brandName: 'From env', cookiesPopup: false });
    await app.close();
  });

  it('spec 8: a settings load failure prints a console danger message and exits with code 911', async () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { app } = await site({ SANDBOX_FAIL_SETTINGS: '1' });
    expect(exit).toHaveBeenCalledWith(911);
    expect(String(error.mock.calls[0][0])).toMatch(/DANGER.*Settings could not be loaded.*settings2 answered 503/);
    await app.close();
  });

  it('serves the bundle under its content hash for ever, and by name without caching', async () => {
    const { app } = await site({});
    const hashed = await app.inject({ method: 'GET', url: '/brands/testbrand.abc123def456.json' });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toContain('immutable');
    expect(hashed.json().id).toBe('testbrand');
    expect((await app.inject({ method: 'GET', url: '/brands/testbrand.json' })).headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ method: 'GET', url: '/brands/other.json' })).statusCode).toBe(404);
    await app.close();
  });

  it('spec 2.1: a known route is 200, an unknown one 404 with the app (which renders the 404 page)', async () => {
    const { app } = await site({});
    const game = await app.inject({ method: 'GET', url: '/casino/games/book-of-dead?x=1', headers: { accept: 'text/html' } });
    expect(game.statusCode).toBe(200);
    const missing = await app.inject({ method: 'GET', url: '/nowhere', headers: { accept: 'text/html' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('boot-config');
    expect(missing.headers['content-security-policy']).toContain("script-src 'self'");
    const api = await app.inject({ method: 'GET', url: '/api/no/such/call' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ message: 'Not found' });
    await app.close();
  });

  it('DESIGN (no unsafe-eval): every answer gets the site policy, but a page with a stricter policy of its own keeps it (the sandbox game page)', async () => {
    const { app } = await site({});
    const site_ = (await app.inject({ method: 'GET', url: '/casino', headers: { accept: 'text/html' } })).headers;
    expect(site_['content-security-policy']).toContain("frame-ancestors 'self'");
    const script = await app.inject({ method: 'GET', url: '/api/core/casino/play/slot.js' });
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    // An unknown game session still answers its own page policy (no connect beyond the origin, no forms).
    const page = await app.inject({ method: 'GET', url: `/api/core/casino/play/${'0'.repeat(48)}` });
    expect(page.statusCode).toBe(410);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['content-security-policy']).toContain("form-action 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    await app.close();
  });
});
