// Issue 15 "Scripts and tracking": POST /api/sandbox/scripts sets the entries GET /api/core/casino/scripts answers
// (spec 7 scripts, spec 6 Depositor "Gets extra scripts"), DELETE leaves none; the site's pages carry a nonce and
// the script origins the settings declare in their policy, and only those; the retargeting stand-in (spec 7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite } from '../../server/site/app';
import { stubBundle } from './site-helpers';
import { NEW_PLAYER, PLAYER, bearer, login } from './sandbox-helpers';

let site: Awaited<ReturnType<typeof createSite>>;
beforeAll(async () => {
  site = await createSite({ brand: 'testbrand', dev: false, env: { SANDBOX_DB: ':memory:' }, getBundle: () => stubBundle, getHtml: async () => '<html><head><!--boot-config--></head><body></body></html>' });
});
afterAll(() => site.app.close());

const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  site.app.inject({ method, url, payload: payload as never, headers });
const keysOf = async (query: string, headers: Record<string, string> = {}) =>
  ((await inject('GET', `/api/core/casino/scripts?${query}&_=h`, undefined, headers)).json().data as { key: string }[]).map((e) => e.key);
const entries = [
  { key: 'c-all', audience: 'all', head: '<meta name="c" content="all">', bodyStart: null, bodyEnd: '<script>window.c = 1;</script>' },
  { key: 'c-players', audience: 'authUsers', head: null, bodyStart: '<script src="/p.js"></script>' },
  { key: 'c-depositors', audience: 'depositors', bodyEnd: '<img src="/d.gif">' },
];

describe('POST /api/sandbox/scripts', () => {
  it('sets the entries the scripts call answers, by audience; DELETE leaves none', async () => {
    const set = await inject('POST', '/api/sandbox/scripts', { entries });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.map((e: { key: string }) => e.key)).toEqual(['c-all', 'c-players', 'c-depositors']);
    expect(await keysOf('enableAuthUsers=true&enableDepositors=true')).toEqual(['c-all']);

    const fresh = await login(site.app as never, NEW_PLAYER);
    expect(await keysOf('enableAuthUsers=true&enableDepositors=true', bearer(fresh.token))).toEqual(['c-all', 'c-players']);
    expect(await keysOf('enableAuthUsers=false&enableDepositors=false', bearer(fresh.token))).toEqual(['c-all']);

    const player = await login(site.app as never, PLAYER);
    const deposits = (await inject('GET', '/api/user/get-user-details', undefined, bearer(player.token))).json().data.getUser.depositCount as number;
    expect(typeof deposits).toBe('number');
    expect(await keysOf('enableAuthUsers=true&enableDepositors=true', bearer(player.token)))
      .toEqual(deposits > 0 ? ['c-all', 'c-players', 'c-depositors'] : ['c-all', 'c-players']);
    const answered = (await inject('GET', '/api/core/casino/scripts?enableAuthUsers=true&enableDepositors=true&_=h')).json().data;
    expect(answered[0]).toEqual({ key: 'c-all', head: '<meta name="c" content="all">', bodyStart: null, bodyEnd: '<script>window.c = 1;</script>' });

    const cleared = await inject('DELETE', '/api/sandbox/scripts');
    expect(cleared.json()).toEqual({ success: true, data: [] });
    expect(await keysOf('enableAuthUsers=true&enableDepositors=true')).toEqual([]);
  });

  it('refuses an entry without a key, a wrong audience, a part over 16 KB, a key given twice, and more than 50 entries', async () => {
    const refused = async (body: unknown, field: string) => {
      const answer = await inject('POST', '/api/sandbox/scripts', body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body).toContain(field);
    };
    await refused({ entries: [{ audience: 'all' }] }, 'key');
    await refused({ entries: [{ key: 'a b', audience: 'all' }] }, 'key');
    await refused({ entries: [{ key: 'a', audience: 'everyone' }] }, 'audience');
    await refused({ entries: [{ key: 'a', audience: 'all', head: 'x'.repeat(16385) }] }, 'head');
    await refused({ entries: [{ key: 'a', audience: 'all' }, { key: 'a', audience: 'authUsers' }] }, 'entries');
    await refused({ entries: Array.from({ length: 51 }, (_, i) => ({ key: `k${i}`, audience: 'all' })) }, 'entries');
    await refused({ entries: [], extra: 1 }, 'extra');
  });
});

describe('POST /api/sandbox/scripts?scope=: entries of one browser context (cookie sandbox-settings-scope, docs/sandbox.md)', () => {
  it("a scope's entries replace the site's for its requests only; DELETE ?scope= goes back to the site's; a bad scope is refused", async () => {
    expect((await inject('POST', '/api/sandbox/scripts', { entries: [entries[0]] })).statusCode).toBe(200);
    const scoped = await inject('POST', '/api/sandbox/scripts?scope=t1', { entries: [{ key: 't1-all', audience: 'all' }, entries[2]] });
    expect(scoped.statusCode, scoped.body).toBe(200);
    const inScope = (scope: string, headers: Record<string, string> = {}) => ({ ...headers, cookie: `sandbox-settings-scope=${scope}` });
    expect(await keysOf('enableAuthUsers=true&enableDepositors=true', inScope('t1'))).toEqual(['t1-all']);
    expect(await keysOf('enableAuthUsers=true&enableDepositors=true', inScope('t2'))).toEqual(['c-all']);
    expect(await keysOf('enableAuthUsers=true&enableDepositors=true')).toEqual(['c-all']);
    // The audience rules are the same in a scope: a depositor gets the scope's depositors' entry.
    const player = await login(site.app as never, PLAYER);
    expect(await keysOf('enableAuthUsers=true&enableDepositors=true', inScope('t1', bearer(player.token)))).toEqual(['t1-all', 'c-depositors']);

    const dropped = await inject('DELETE', '/api/sandbox/scripts?scope=t1');
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect(await keysOf('enableAuthUsers=true&enableDepositors=true', inScope('t1'))).toEqual(['c-all']);
    expect((await inject('POST', '/api/sandbox/scripts?scope=a%20b', { entries: [] })).statusCode).toBe(400);
    expect((await inject('DELETE', '/api/sandbox/scripts?scope=a:b')).statusCode).toBe(400);
    await inject('DELETE', '/api/sandbox/scripts');
  });
});

describe("the page's policy (spec 7 scripts: the declared origins and a nonce, strict for everything else)", () => {
  const page = async (cookie?: string) => inject('GET', '/', undefined, { accept: 'text/html', ...(cookie ? { cookie } : {}) });
  const directive = (csp: string, name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';

  it('each page has its own nonce, named by the policy and given to the page (the boot config\'s nonce attribute)', async () => {
    const first = await page();
    const second = await page();
    const nonceOf = (html: string) => /<script id="boot-config" type="application\/json" nonce="([\w-]+)">/.exec(html)?.[1];
    const nonce = nonceOf(first.body);
    expect(nonce).toMatch(/^[\w-]{22}$/);
    expect(directive(String(first.headers['content-security-policy']), 'script-src')).toContain(`'nonce-${nonce}'`);
    expect(nonceOf(second.body)).not.toBe(nonce);
    expect(first.headers['cache-control']).toBe('private, no-cache');
  });

  it('adds the origins the request\'s current settings declare to script-src and connect-src, only those, and drops what is not an origin', async () => {
    const before = String((await page('sandbox-settings-scope=csp1')).headers['content-security-policy']);
    expect(directive(before, 'script-src')).not.toContain('https://');
    const patched = await inject('POST', '/api/sandbox/settings?scope=csp1',
      { scriptOrigins: ['https://tags.example.com', 'http://localhost:8080', "https://x.example 'unsafe-inline'", 'https://y.example; script-src *', 'https://z.example/path'] });
    expect(patched.statusCode).toBe(200);
    const csp = String((await page('sandbox-settings-scope=csp1')).headers['content-security-policy']);
    const scriptSrc = directive(csp, 'script-src').split(' ');
    expect(scriptSrc).toContain('https://tags.example.com');
    expect(scriptSrc).toContain('http://localhost:8080');
    expect(scriptSrc.filter((s) => /^https?:/.test(s))).toEqual(['https://tags.example.com', 'http://localhost:8080']);
    expect(directive(csp, 'script-src')).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(directive(csp, 'connect-src')).toContain('https://tags.example.com');
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
    expect(csp).not.toContain('y.example');
    // Another browser context's pages keep the strict policy.
    expect(directive(String((await page('sandbox-settings-scope=csp2')).headers['content-security-policy']), 'script-src')).not.toContain('https://');
  });
});

describe('the retargeting stand-in (spec 7 Retargeting; ours: /api/sandbox/retargeting)', () => {
  it('serves a script recording the id and a 1x1 pixel; refuses an id that is not plain', async () => {
    const script = await inject('GET', '/api/sandbox/retargeting/script.js?id=dsp-42');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toBe('window.sandboxRetargeting = "dsp-42";\n');
    const pixel = await inject('GET', '/api/sandbox/retargeting/pixel.gif?id=dsp-42');
    expect(pixel.headers['content-type']).toBe('image/gif');
    expect(pixel.rawPayload.subarray(0, 6).toString()).toBe('GIF89a');
    expect((await inject('GET', '/api/sandbox/retargeting/script.js?id=%22%3Balert(1)')).statusCode).toBe(400);
    expect((await inject('GET', '/api/sandbox/retargeting/other.js?id=a')).statusCode).toBe(404);
  });
});
