// Issue 27 items 1-4: the studio API on a running site (server/studio, docs/studio.md): operators sign in with a
// session of their own (never a player's token), every write needs the CSRF header and a role the server checks,
// drafts are validated as `brand validate` does and stored from the live version's source, players never get a draft,
// the diff, publish and rollback, and the audit log names each action.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { bundleBrand } from '../../src/brand/index';
import { BrandStore } from '../../src/brand/store';
import { LiveBrand } from '../../server/site/liveBrand';
import { brandPreview } from '../../server/site/preview';
import { createSite } from '../../server/site/app';
import { StudioAccounts } from '../../server/studio/accounts';
import { registerStudio } from '../../server/studio/index';
import { documentRoutes, EDITS_BODY } from '../../server/studio/documents';
import { seedSandboxOperators } from '../../server/studio/setup';
import { validators } from '../../src/generated/validators.js';

const ROOT = join(__dirname, '../..');
const FAST = { N: 1024, r: 8, p: 1, keyLength: 64 };
const PASSWORD = 'Sandbox123!';
let dir: string;
let store: BrandStore;
let live: LiveBrand;
let app: FastifyInstance;
let accounts: StudioAccounts;
let firstLive: string;

const expectValid = (key: keyof typeof validators, data: unknown) => {
  const validate = validators[key];
  expect(validate(data), `${key}: ${JSON.stringify(validate.errors, null, 1)}`).toBe(true);
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'studio-api-'));
  const brands = join(dir, 'brands');
  cpSync(join(ROOT, 'brands'), brands, { recursive: true });
  store = new BrandStore(join(dir, 'store'));
  const { bundle, files } = bundleBrand('curacao', { brandsDir: brands });
  store.writeSource('curacao', bundle!.hash, brands, bundle!.chain);
  store.publish(bundle!, new Date(), {}, files);
  firstLive = bundle!.hash;
  live = new LiveBrand(store, 'curacao', { pollMs: 50, log: { log: () => {}, error: () => {} } });
  live.start();
  accounts = new StudioAccounts(':memory:', FAST);
  await seedSandboxOperators(accounts, new Date());
  await accounts.addOperator('publisher@example.com', 'a long password', 'publisher', new Date());
  await accounts.addOperator('viewer@example.com', 'a long password', 'viewer', new Date());
  await accounts.addOperator('locked@example.com', 'a long password', 'viewer', new Date());
  const preview = brandPreview(undefined, live, 'a cookie key');
  ({ app } = await createSite({
    brand: 'curacao', dev: false, env: { SETTINGS: '{}', PAGE_LOADS_PER_IP_MINUTE: '100000' }, getBundle: () => live.current(),
    previewFor: (request) => preview.bundleFor(request), getHtml: async () => '<html><head><!--boot-config--></head><body></body></html>',
    register: async (site) => registerStudio(site, {
      accounts,
      routes: documentRoutes(store, { brand: 'curacao', cookieFor: preview.cookieFor }),
      limits: { perEmail: { max: 3, timeWindowMs: 60_000 }, perIp: { max: 1000, timeWindowMs: 60_000 }, lockoutMs: 60_000 },
    }),
  }));
}, 120_000);
afterAll(async () => {
  live?.close();
  await app?.close();
  accounts?.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Operator { cookie: string; csrf: string }
async function signIn(email: string, password = email.endsWith('@sandbox.test') ? PASSWORD : 'a long password'): Promise<Operator> {
  const res = await app.inject({ method: 'POST', url: '/studio/api/sign-in', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return { cookie: String(res.headers['set-cookie']).split(';')[0], csrf: res.json().csrfToken };
}
const call = (who: Operator | null, method: InjectOptions['method'], url: string, payload?: unknown, csrf = true) =>
  app.inject({ method, url: `/studio/api${url}`, payload: payload as InjectOptions['payload'],
    headers: { ...(who ? { cookie: who.cookie } : {}), ...(who && csrf ? { 'x-studio-csrf': who.csrf } : {}) } });

/** en.json with the casino page's title changed. */
function enWith(title: string): string {
  const texts = JSON.parse(readFileSync(join(ROOT, 'brands/curacao/texts/en.json'), 'utf8'));
  texts.text.page.casino.title = title;
  return `${JSON.stringify(texts, null, 2)}\n`;
}
const pageTitleText = async (cookie?: string) => {
  const page = await app.inject({ method: 'GET', url: '/casino', headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
  const bundleUrl = JSON.parse(/<script id="boot-config" type="application\/json"[^>]*>(.*)<\/script>/.exec(page.body)![1]).bundleUrl as string;
  const bundle = await app.inject({ method: 'GET', url: bundleUrl, headers: cookie ? { cookie } : {} });
  return bundle.json().texts.en['text.page.casino.title'] as string;
};

describe('signing in to the studio (issue 27 item 1)', () => {
  it('a right password starts a session in an HttpOnly, SameSite=Strict cookie of /studio; a wrong one is refused with a sentence', async () => {
    const wrong = await app.inject({ method: 'POST', url: '/studio/api/sign-in', payload: { email: 'operator@sandbox.test', password: 'Sandbox123?' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('The email or the password is not right.');
    const res = await app.inject({ method: 'POST', url: '/studio/api/sign-in', payload: { email: 'operator@sandbox.test', password: PASSWORD } });
    expect(res.statusCode).toBe(200);
    expectValid('api/studio-session.response', res.json());
    expect(res.json().operator).toEqual({ email: 'operator@sandbox.test', role: 'admin' });
    expect(String(res.headers['set-cookie'])).toMatch(/^studio-session=[A-Za-z0-9_-]{43}; Path=\/studio; HttpOnly; SameSite=Strict$/);
    const who = { cookie: String(res.headers['set-cookie']).split(';')[0], csrf: res.json().csrfToken };
    expect((await call(who, 'GET', '/me')).json().operator.role).toBe('admin');
    expect((await call(null, 'GET', '/me')).statusCode).toBe(401);
    // Signed out, the cookie opens nothing.
    expect((await call(who, 'POST', '/sign-out', {})).statusCode).toBe(200);
    expect((await call(who, 'GET', '/me')).statusCode).toBe(401);
  });

  it('repeated failed sign-ins lock the email out, even for the right password, with how long to wait', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await app.inject({ method: 'POST', url: '/studio/api/sign-in', payload: { email: 'locked@example.com', password: 'a wrong password' } })).statusCode).toBe(401);
    }
    const locked = await app.inject({ method: 'POST', url: '/studio/api/sign-in', payload: { email: 'locked@example.com', password: 'a wrong password' } });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many failed sign-ins. Signing in is paused for 1 minute.');
    expect((await app.inject({ method: 'POST', url: '/studio/api/sign-in', payload: { email: 'locked@example.com', password: 'a long password' } })).statusCode).toBe(429);
  });

  it('a player\'s token or cookie never opens the studio', async () => {
    const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: { email: 'player@sandbox.test', password: PASSWORD } });
    expect(login.statusCode, login.body).toBe(200);
    const token = login.json().data.accessToken as string;
    const asPlayer = await app.inject({ method: 'GET', url: '/studio/api/brands', headers: { authorization: `Bearer ${token}`, cookie: `token=${token}; studio-session=${token}` } });
    expect(asPlayer.statusCode).toBe(401);
    expect(asPlayer.json().message).toBe('Sign in to the studio first.');
  });
});

describe('writes need the CSRF token and the role (issue 27 items 1, 3)', () => {
  it('a write without the session\'s CSRF header is refused with 403 and says why', async () => {
    const editor = await signIn('editor@sandbox.test');
    for (const csrf of [undefined, 'forged']) {
      const res = await app.inject({ method: 'POST', url: '/studio/api/brands/curacao/drafts', payload: { documents: {} },
        headers: { cookie: editor.cookie, ...(csrf ? { 'x-studio-csrf': csrf } : {}) } });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/^This change was refused: it did not carry the studio's CSRF token/);
    }
  });

  it('an editor saves drafts but may not publish, roll back or manage operators; a viewer may not save', async () => {
    const editor = await signIn('editor@sandbox.test');
    const viewer = await signIn('viewer@example.com');
    for (const [url, body] of [['/brands/curacao/publish', { version: firstLive, message: 'x' }], ['/brands/curacao/rollback', { version: firstLive }], ['/users', { email: 'x@y.z', password: 'a long password', role: 'admin' }]] as const) {
      const res = await call(editor, 'POST', url, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toMatch(/^Your role \(editor\) may not do this: it needs (publisher|admin) or above\.$/);
    }
    expect((await call(editor, 'GET', '/audit')).statusCode).toBe(403);
    expect((await call(viewer, 'POST', '/brands/curacao/drafts', { documents: {} })).statusCode).toBe(403);
  });

  it('a body over the limit is refused with 413', async () => {
    const editor = await signIn('editor@sandbox.test');
    const res = await call(editor, 'POST', '/brands/curacao/validate', { documents: { 'texts/en.json': 'x'.repeat(EDITS_BODY) } });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('This request is too large for the studio.');
  });
});

describe('brands and documents (issue 27 items 2, 3)', () => {
  it('lists the brands and a version\'s documents, own or inherited', async () => {
    const editor = await signIn('editor@sandbox.test');
    const brands = (await call(editor, 'GET', '/brands')).json();
    expectValid('api/studio-brands.response', brands);
    expect(brands.brands).toEqual([{ id: 'curacao', live: firstLive, chain: ['curacao'], drafts: 0 }]);
    const list = (await call(editor, 'GET', '/brands/curacao/documents')).json();
    expectValid('api/studio-documents.response', list);
    expect(list.documents).toContainEqual({ path: 'texts/en.json', kind: 'texts', own: true, from: 'curacao' });
    expect(list.documents).toContainEqual({ path: 'pages/casino.json', kind: 'pages', own: true, from: 'curacao' });
  });

  it('reads a document with its own text and the resolved value', async () => {
    const editor = await signIn('editor@sandbox.test');
    const doc = (await call(editor, 'GET', '/brands/curacao/document?path=settings.json')).json();
    expectValid('api/studio-document.response', doc);
    expect(doc.own).toBe(readFileSync(join(ROOT, 'brands/curacao/settings.json'), 'utf8'));
    expect(doc.parent).toBeNull();
    expect((await call(editor, 'GET', '/brands/curacao/document?path=../../etc/passwd')).statusCode).toBe(400);
  });

  it('validate answers the CLI\'s problems at their pointer and line, named by brand/path', async () => {
    const editor = await signIn('editor@sandbox.test');
    const broken = '{\n  "realityCheckMinutes": "15"\n}\n';
    const res = await call(editor, 'POST', '/brands/curacao/validate', { documents: { 'settings.json': broken } });
    expect(res.statusCode).toBe(200);
    expectValid('api/studio-validate.response', res.json());
    expect(res.json().problems).toContainEqual(expect.objectContaining({
      brand: 'curacao', path: 'settings.json', file: 'curacao/settings.json', pointer: '/realityCheckMinutes', line: 2, column: 26,
      message: 'realityCheckMinutes must be a whole number, got a string ("15")',
    }));
    // A draft with problems is not stored.
    const refused = await call(editor, 'POST', '/brands/curacao/drafts', { documents: { 'settings.json': broken } });
    expect(refused.statusCode).toBe(422);
    expect(store.versions('curacao')).toHaveLength(1);
  });
});

describe('draft, preview, diff, publish, rollback (issue 27 items 2-4)', () => {
  it('a draft is previewed by the operator only; published, every player gets it; rolled back, the old one; the audit log lists each step', async () => {
    const editor = await signIn('editor@sandbox.test');
    const saved = await call(editor, 'POST', '/brands/curacao/drafts', { documents: { 'texts/en.json': enWith('Casino from the studio') }, message: 'New lobby title' });
    expect(saved.statusCode, saved.body).toBe(201);
    expectValid('api/studio-draft.response', saved.json());
    const draft = saved.json().version as string;
    // Stored as a draft, with its source: the next edit starts from it.
    expect(store.liveHash('curacao')).toBe(firstLive);
    expect(store.versions('curacao').find((v) => v.hash === draft)).toMatchObject({ draft: true, author: 'editor@sandbox.test', message: 'New lobby title' });
    expect(store.sourceOf('curacao', draft)).not.toBeNull();

    const diff = (await call(editor, 'GET', `/brands/curacao/diff?to=${draft}`)).json();
    expectValid('api/studio-diff.response', diff);
    expect(diff.changes).toEqual([{ kind: '~', pointer: '/texts/en/text.page.casino.title', old: expect.any(String), new: 'Casino from the studio' }]);

    // The operator's browser previews it; a player's does not.
    const preview = await call(editor, 'POST', '/brands/curacao/preview', { version: draft });
    expect(preview.statusCode).toBe(200);
    const previewCookie = String(preview.headers['set-cookie']).split(';')[0];
    expect(String(preview.headers['set-cookie'])).toMatch(/; Path=\/; HttpOnly; SameSite=Strict$/);
    await expect.poll(() => pageTitleText(previewCookie), { timeout: 5000, interval: 50 }).toBe('Casino from the studio');
    expect(await pageTitleText()).not.toBe('Casino from the studio');
    // A forged preview cookie shows a player nothing of the draft.
    expect(await pageTitleText(`${previewCookie.split('.')[0]}.forged`)).not.toBe('Casino from the studio');

    const publisher = await signIn('publisher@example.com');
    expect((await call(publisher, 'POST', '/brands/curacao/publish', { version: draft })).json().message).toMatch(/message/);
    const published = await call(publisher, 'POST', '/brands/curacao/publish', { version: draft, message: 'New lobby title' });
    expect(published.statusCode, published.body).toBe(200);
    expectValid('api/studio-live.response', published.json());
    await expect.poll(() => pageTitleText(), { timeout: 5000, interval: 50 }).toBe('Casino from the studio');

    const versions = (await call(editor, 'GET', '/brands/curacao/versions')).json();
    expectValid('api/studio-versions.response', versions);
    expect(versions.versions[0]).toMatchObject({ hash: draft, live: true, draft: false, author: 'editor@sandbox.test', message: 'New lobby title' });

    const back = await call(publisher, 'POST', '/brands/curacao/rollback', { version: firstLive });
    expect(back.statusCode, back.body).toBe(200);
    await expect.poll(() => pageTitleText(), { timeout: 5000, interval: 50 }).not.toBe('Casino from the studio');

    const admin = await signIn('operator@sandbox.test');
    const audit = (await call(admin, 'GET', '/audit')).json();
    expectValid('api/studio-audit.response', audit);
    const actions = audit.entries.map((e: { who: string; action: string; version?: string }) => `${e.who} ${e.action} ${e.version ?? ''}`.trim());
    expect(actions).toEqual(expect.arrayContaining([
      `editor@sandbox.test save draft ${draft}`, `editor@sandbox.test preview ${draft}`,
      `publisher@example.com publish ${draft}`, `publisher@example.com rollback ${firstLive}`,
    ]));
    expect(audit.entries.find((e: { action: string }) => e.action === 'save draft')).toMatchObject({ brand: 'curacao', document: 'texts/en.json' });
  });
});

describe('operators (issue 27 item 1)', () => {
  it('an admin lists, adds and changes the role of operators; each is in the audit log', async () => {
    const admin = await signIn('operator@sandbox.test');
    const added = await call(admin, 'POST', '/users', { email: 'new@example.com', password: 'a long password', role: 'editor' });
    expect(added.statusCode, added.body).toBe(201);
    expect((await call(admin, 'PATCH', '/users/new@example.com', { role: 'publisher' })).json().role).toBe('publisher');
    const users = (await call(admin, 'GET', '/users')).json();
    expectValid('api/studio-users.response', users);
    expect(users.users).toContainEqual(expect.objectContaining({ email: 'new@example.com', role: 'publisher' }));
    expect((await call(admin, 'POST', '/users', { email: 'new@example.com', password: 'a long password', role: 'editor' })).json().message).toBe('There is already an operator new@example.com');
    const actions = (await call(admin, 'GET', '/audit')).json().entries.map((e: { action: string; detail?: string }) => `${e.action}: ${e.detail}`);
    expect(actions).toEqual(expect.arrayContaining(['add operator: new@example.com as editor', 'change role: new@example.com to publisher']));
  });
});
