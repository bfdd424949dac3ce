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
const bootOf = (body: string) => JSON.parse(/<script id="boot-config" type="application\/json"[^>]*>(.*)<\/script>/.exec(body)![1]);

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

describe('site server: trust (security review findings 2, 3, 10, 15)', () => {
  it('in front of a real platform (API_URL) the sandbox is not mounted: no control endpoints, no seeded logins', async () => {
    const { app } = await site({ API_URL: 'https://api.casino.example', SETTINGS: '{}' });
    const credit = await app.inject({ method: 'POST', url: '/api/sandbox/wallet', payload: { email: 'new@sandbox.test', amount: 1000000 } });
    expect(credit.statusCode).toBe(404);
    const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: { email: 'player@sandbox.test', password: 'Sandbox123!' } });
    expect(login.statusCode).toBe(404);
    const boot = bootOf((await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })).body);
    expect(boot).toMatchObject({ apiBase: 'https://api.casino.example', paymentProviderUrl: '' });
    await app.close();
  });

  it("the boot config names the payment provider: the sandbox provider under the page's other loopback name by default (review N5), PAYMENT_PROVIDER_URL when set; the page frames exactly its origin", async () => {
    const sandbox = await site({});
    const page = (app: typeof sandbox.app, host: string) => app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html', host } });
    const local = await page(sandbox.app, '127.0.0.1:5173');
    expect(bootOf(local.body).paymentProviderUrl).toBe('http://localhost:5173/api/sandbox/provider');
    expect(local.headers['content-security-policy']).toContain("frame-src 'self' http://localhost:5173;");
    expect(local.headers['content-security-policy']).toContain("connect-src 'self';");
    const byName = await page(sandbox.app, 'localhost:5340');
    expect(bootOf(byName.body).paymentProviderUrl).toBe('http://127.0.0.1:5340/api/sandbox/provider');
    expect(byName.headers['content-security-policy']).toContain("frame-src 'self' http://127.0.0.1:5340;");
    // Another host: the sandbox's own path, on the page's origin.
    expect(bootOf((await page(sandbox.app, 'casino.example')).body).paymentProviderUrl).toBe('/api/sandbox/provider');
    await sandbox.app.close();
    const provider = await site({ PAYMENT_PROVIDER_URL: 'https://pay.example/v1' });
    const real = await page(provider.app, '127.0.0.1:5173');
    expect(bootOf(real.body).paymentProviderUrl).toBe('https://pay.example/v1');
    expect(real.headers['content-security-policy']).toContain("frame-src 'self' https://pay.example;");
    expect(real.headers['content-security-policy']).toContain("connect-src 'self';");
    await provider.app.close();
  });

  it('with SANDBOX_CONTROL_KEY every control endpoint needs X-Sandbox-Key; the provider pages do not', async () => {
    const { app } = await site({ SANDBOX_CONTROL_KEY: 'test-control-key' });
    const credit = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/api/sandbox/wallet', headers, payload: { email: 'new@sandbox.test', amount: 5 } });
    expect((await credit({})).statusCode).toBe(403);
    expect((await credit({ 'x-sandbox-key': 'wrong' })).json()).toMatchObject({ code: 'SANDBOX_CONTROL_KEY' });
    expect((await app.inject({ method: 'POST', url: '/api/sandbox/reset' })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/sandbox/fail', payload: { path: '/api/core/casino/games', status: 503 } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/sandbox/events' })).statusCode).toBe(403);
    expect((await credit({ 'x-sandbox-key': 'test-control-key' })).statusCode).toBe(200);
    const token = await app.inject({ method: 'POST', url: '/api/sandbox/provider/card-token', payload: { number: '4111111111111111', holder: 'Maria Borg', expiry: '12/39', cvc: '123' } });
    expect(token.statusCode, token.body).toBe(200);
    await app.close();
  });

  it('X-Forwarded-For is ignored unless TRUST_PROXY names the proxy', async () => {
    const ipOf = async (env: NodeJS.ProcessEnv) => {
      const { app } = await site(env);
      const headers = { 'x-forwarded-for': '6.6.6.6' };
      const login = () => app.inject({ method: 'POST', url: '/api/user/login', headers, payload: { email: 'player@sandbox.test', password: 'Sandbox123!' } });
      await login();
      const ip = (await login()).json().data.lastLogin.ip as string;
      await app.close();
      return ip;
    };
    expect(await ipOf({})).toBe('127.0.0.1');
    expect(await ipOf({ TRUST_PROXY: '127.0.0.1' })).toBe('6.6.6.6');
  });

  it('HSTS only over HTTPS (here: as a trusted proxy reports it)', async () => {
    const { app } = await site({ TRUST_PROXY: '1' });
    const plain = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html', 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(secure.headers['cross-origin-opener-policy']).toBe('same-origin');
    await app.close();
  });
});
