// Issue 27: the operator studio end to end, on a site server of its own (its own brand store, sandbox and operators,
// on TEST_PORT_BASE + 3), so its publishing never reaches the other specs' servers. Sign in; change a text in JSON
// mode, see it in the preview and not on the players' page, publish, see it on the players' page; roll back; an editor
// saves a draft and cannot publish; a write without the CSRF token is refused; the audit log lists each action.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Browser, type Page } from '@playwright/test';
import { PORTS } from '../../playwright.config';
import { text } from './fixtures';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PORT = PORTS.curacao + 3;
const STUDIO = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Sandbox123!';
const WELCOME = text('page.casino.welcomeTitle');
const CHANGED = 'Welcome to the studio';

let server: ChildProcess;
let store: string;
let firstLive: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  store = mkdtempSync(join(tmpdir(), 'studio-spec-'));
  execFileSync(join(ROOT, 'node_modules/.bin/tsx'), ['tools/brand.ts', 'publish', 'curacao', '--store', store], { cwd: ROOT });
  firstLive = readFileSync(join(store, 'curacao/live'), 'utf8').trim();
  // Nothing may answer there yet: a server left from an earlier run would be tested instead of this one.
  expect(await fetch(`${STUDIO}/studio/api/me`).then(() => 'taken', () => 'free'), `port ${PORT}`).toBe('free');
  server = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['server/site/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', BRAND: 'curacao', BRANDS_DIR: store, SANDBOX_DB: ':memory:', STUDIO_DB: ':memory:', NODE_ENV: 'production', PAGE_LOADS_PER_IP_MINUTE: '12000' },
    // Its output goes to a file the failing test prints (a crash would otherwise say only "connection refused").
    stdio: ['ignore', openSync(join(store, 'server.log'), 'w'), openSync(join(store, 'server.log'), 'a')],
    // A group of its own: tsx and the node process it starts are stopped together.
    detached: true,
  });
  // Ready when it answers (a state, not a wait: a bound for a busy machine); a server that exits fails at once.
  await expect.poll(async () => {
    if (server.exitCode !== null) throw new Error(`the studio's server exited: ${readFileSync(join(store, 'server.log'), 'utf8').slice(-2000)}`);
    return (await fetch(`${STUDIO}/studio/api/me`).catch(() => null))?.status ?? 0;
  }, { timeout: 90_000, intervals: [200] }).toBe(401);
});
test.afterEach(({ page: _page }, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) console.log(`studio server log:\n${readFileSync(join(store, 'server.log'), 'utf8').slice(-4000)}`);
});
test.afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((done) => server.once('exit', done));
    process.kill(-server.pid, 'SIGTERM');
    await exited;
  }
  rmSync(store, { recursive: true, force: true });
});

async function signIn(page: Page, email: string) {
  await page.goto(`${STUDIO}/studio`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`${email} (`)).toBeVisible();
}

/** The en texts with the casino's welcome title changed. */
function changedTexts(): string {
  const texts = JSON.parse(readFileSync(join(ROOT, 'brands/curacao/texts/en.json'), 'utf8'));
  texts.text.page.casino.welcomeTitle = CHANGED;
  return `${JSON.stringify(texts, null, 2)}\n`;
}

/** Opens texts/en.json and replaces its text in JSON mode; waits for the server's check to pass. */
async function editTexts(page: Page) {
  await page.getByRole('button', { name: 'curacao', exact: true }).click();
  await page.getByLabel('Find a document').fill('texts/en');
  await page.getByRole('button', { name: 'texts/en.json' }).click();
  const editor = page.getByRole('textbox', { name: 'texts/en.json as JSON' });
  await expect(editor).toBeVisible();
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(changedTexts());
  await expect(page.getByText('No problems: brand validate accepts it.')).toBeVisible({ timeout: 20_000 });
}

/** A player's view of the lobby, in a context of its own (no studio session, no preview cookie). */
async function playersWelcome(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${STUDIO}/casino`);
  const heading = await page.getByRole('heading', { level: 2 }).filter({ hasText: /Welcome/ }).first().textContent();
  await context.close();
  return heading ?? '';
}

test('issue 27: an admin edits a text in JSON mode, previews the draft, publishes it, rolls it back; the audit log lists each step', async ({ page, browser }) => {
  // A bound for a busy machine (1.4 min beside a CPU hog), not a wait.
  test.setTimeout(180_000);
  await signIn(page, 'operator@sandbox.test');
  await editTexts(page);
  // A mistake is named at its line while typing, and saving waits for it to be fixed.
  await page.getByRole('button', { name: 'Save draft' }).click();
  const saved = page.getByRole('status').filter({ hasText: /^Draft [0-9a-f]{12} saved/ });
  await expect(saved).toBeVisible({ timeout: 20_000 });
  const draft = /Draft ([0-9a-f]{12})/.exec((await saved.textContent())!)![1];

  // The preview frame renders the draft on the real site; a player still gets the live version.
  const frame = page.frameLocator('iframe[title^="Preview"]');
  await expect(frame.getByRole('heading', { level: 2, name: CHANGED })).toBeVisible({ timeout: 20_000 });
  expect(await playersWelcome(browser)).toBe(WELCOME);

  // Diff, message, publish.
  await page.getByRole('button', { name: 'Diff and publish' }).click();
  await expect(page.getByRole('cell', { name: '/texts/en/text.page.casino.welcomeTitle' })).toBeVisible();
  await expect(page.getByRole('cell', { name: JSON.stringify(CHANGED) })).toBeVisible();
  await page.getByLabel('Message').fill('A warmer welcome');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Version ${draft} is live` })).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => playersWelcome(browser), { timeout: 20_000 }).toBe(CHANGED);

  // Roll back to the first version.
  await page.getByRole('button', { name: `Roll back to ${firstLive}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `Version ${firstLive} is live` })).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => playersWelcome(browser), { timeout: 20_000 }).toBe(WELCOME);

  await page.getByRole('button', { name: 'Audit log' }).click();
  const rows = page.getByRole('row');
  for (const [action, version] of [['save draft', draft], ['publish', draft], ['rollback', firstLive]]) {
    await expect(rows.filter({ hasText: 'operator@sandbox.test' }).filter({ hasText: action }).filter({ hasText: version }).first()).toBeVisible();
  }
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test('issue 27: an editor saves a draft but cannot publish: no Publish button, and the API refuses', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'editor@sandbox.test');
  await editTexts(page);
  await page.getByRole('button', { name: 'Save draft' }).click();
  const saved = page.getByRole('status').filter({ hasText: /^Draft [0-9a-f]{12} saved/ });
  await expect(saved).toBeVisible({ timeout: 20_000 });
  const draft = /Draft ([0-9a-f]{12})/.exec((await saved.textContent())!)![1];
  await page.getByRole('button', { name: 'Diff and publish' }).click();
  await expect(page.getByText('A publisher makes this draft live: your role (editor) saves drafts.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  const { csrfToken } = await (await page.request.get(`${STUDIO}/studio/api/me`)).json();
  const refused = await page.request.post(`${STUDIO}/studio/api/brands/curacao/publish`, { data: { version: draft, message: 'sneaky' }, headers: { 'x-studio-csrf': csrfToken } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe('Your role (editor) may not do this: it needs publisher or above.');
  await page.setViewportSize({ width: 820, height: 1180 }); // a tablet
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test('issue 27: a write without the CSRF token is refused, with a sentence', async ({ page }) => {
  await signIn(page, 'editor@sandbox.test');
  const refused = await page.request.post(`${STUDIO}/studio/api/brands/curacao/drafts`, { data: { documents: {} } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toMatch(/did not carry the studio's CSRF token/);
});
