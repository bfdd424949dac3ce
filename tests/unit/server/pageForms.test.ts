// Issue 24: a page's form the browser sends itself (scripts off) posts to the page's own address, which sends the
// player back (303) with nothing of the body kept, logged or echoed; a limit on the body and a rate limit per IP.
import { describe, it, expect, afterEach } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { PAGE_POST_BODY_LIMIT, PAGE_POSTS_PER_MINUTE, isApiAddress, registerPageForms } from '../../../server/site/pageForms';
import { createSite } from '../../../server/site/app';
import type { BrandBundle } from '../../../src/platform/brand';

let app: FastifyInstance | undefined;
afterEach(async () => { await app?.close(); app = undefined; });

async function pageForms(): Promise<FastifyInstance> {
  app = Fastify({ logger: false });
  await registerPageForms(app);
  return app;
}
const form = (body: string) => ({ 'content-type': 'application/x-www-form-urlencoded', payload: body });

describe('a page\'s form posted without the app', () => {
  it('sends the player back to the page with 303, and the answer carries nothing of what was posted', async () => {
    const site = await pageForms();
    const { 'content-type': type, payload } = form('form-login_email=player%40sandbox.test&form-login_password=Sandbox123%21');
    const answer = await site.inject({ method: 'POST', url: '/casino?modal=login', headers: { 'content-type': type }, payload });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/casino?modal=login');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toBe('');
    expect(JSON.stringify(answer.headers)).not.toMatch(/sandbox|Sandbox123/);
  });

  it('the home page too; and whatever the encoding (multipart, JSON, none)', async () => {
    const site = await pageForms();
    expect((await site.inject({ method: 'POST', url: '/', ...{ headers: { 'content-type': 'text/plain' }, payload: 'x' } })).headers.location).toBe('/');
    const multipart = await site.inject({ method: 'POST', url: '/promotions', headers: { 'content-type': 'multipart/form-data; boundary=b' }, payload: '--b\r\n\r\n--b--' });
    expect([multipart.statusCode, multipart.headers.location]).toEqual([303, '/promotions']);
    const json = await site.inject({ method: 'POST', url: '/casino', headers: { 'content-type': 'application/json' }, payload: '{"password":"x"}' });
    expect([json.statusCode, json.headers.location]).toEqual([303, '/casino']);
    const none = await site.inject({ method: 'POST', url: '/casino' });
    expect([none.statusCode, none.headers.location]).toEqual([303, '/casino']);
  });

  it('an address a browser would read as another host stays on the site (review N2, server/site/redirect.ts)', async () => {
    const site = await pageForms();
    for (const url of ['//evil.example/', '/\\evil.example/']) {
      const answer = await site.inject({ method: 'POST', url, ...form('') });
      expect(answer.statusCode, url).toBe(303);
      expect(answer.headers.location, url).toMatch(/^\/(?![/\\])/);
    }
  });

  it('refuses a body over the limit (413) without echoing it', async () => {
    const site = await pageForms();
    const big = `a=${'x'.repeat(PAGE_POST_BODY_LIMIT)}`;
    const answer = await site.inject({ method: 'POST', url: '/casino', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: big });
    expect(answer.statusCode).toBe(413);
    expect(answer.body).not.toContain('xxxxxxxx');
  });

  it(`limits each IP to ${PAGE_POSTS_PER_MINUTE} posts a minute (429), another IP is not held back`, async () => {
    const site = await pageForms();
    const post = (ip: string) => site.inject({ method: 'POST', url: '/casino', remoteAddress: ip, ...form('') });
    for (let i = 0; i < PAGE_POSTS_PER_MINUTE; i++) expect((await post('198.51.100.1')).statusCode).toBe(303);
    expect((await post('198.51.100.1')).statusCode).toBe(429);
    expect((await post('198.51.100.2')).statusCode).toBe(303);
  });

  it('an API address is not a page however it is spelled: 404 (the audit tries these at a control endpoint)', async () => {
    const site = await pageForms();
    for (const url of ['/API/SANDBOX/WALLET', '/api/Sandbox/wallet', '//api/sandbox/wallet', '/%61pi/sandbox/wallet', '/x/../api/sandbox/wallet']) {
      expect((await site.inject({ method: 'POST', url, ...form('') })).statusCode, url).toBe(404);
    }
    expect(isApiAddress('/casino/apis')).toBe(false);
  });

  it('an API address is not a page: 404, as before', async () => {
    const site = await pageForms();
    expect((await site.inject({ method: 'POST', url: '/api/nothing', ...form('') })).statusCode).toBe(404);
  });

  it('the site server answers page posts so, and its own API posts are untouched', async () => {
    const bundle = {
      id: 'testbrand', hash: 'abc123def456', chain: ['testbrand'], brand: { id: 'testbrand', name: 'Test' }, settings: {},
      routes: { routes: [{ path: '/', page: 'home' }], pageKeys: { root: '/' } }, menus: { menus: {} }, layout: { header: [], footer: [] },
      theme: { colors: {}, semanticColors: {} }, texts: { en: {} }, pages: {}, modals: {}, forms: {}, origins: {},
    } as unknown as BrandBundle;
    ({ app } = await createSite({ brand: 'testbrand', dev: false, env: {}, getBundle: () => bundle, getHtml: async () => '<html><head><!--boot-config--></head></html>' }));
    const page = await app.inject({ method: 'POST', url: '/?modal=login', ...form('') });
    expect([page.statusCode, page.headers.location]).toEqual([303, '/?modal=login']);
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    const login = await app.inject({ method: 'POST', url: '/api/user/login', headers: { 'content-type': 'application/json' }, payload: { email: 'player@sandbox.test', password: 'Sandbox123!' } });
    expect(login.statusCode).toBe(200);
  });
});
