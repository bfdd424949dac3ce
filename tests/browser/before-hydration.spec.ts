// Issue 24 item 2, and the project's rule: players use a server-rendered page before it hydrates; what they type or
// press then is never sent by GET, lost, or half applied. With scripts off, and with the app's entry script held back
// (a phone on a slow network) until the test releases it.
import { test, expect, type Page, type Request } from '@playwright/test';
import { CURACAO, PLAYER, SANDBOX_PASSWORD, appReady, headerBalance, headerLogin, loginDialog, text } from './fixtures';

const LOGIN = '/casino?modal=login';
const TYPED = [PLAYER, SANDBOX_PASSWORD];

/** Holds the app's entry script (<script type="module" src="/assets/index-….js">) until release(). */
async function holdApp(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => { release = resolve; });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** Every request the page makes from now on. */
function requestsOf(page: Page): Request[] {
  const all: Request[] = [];
  page.on('request', (request) => all.push(request));
  return all;
}

/** Whether an address carries one of the values, as typed or encoded. */
function inAddress(url: string, values: string[]): boolean {
  let decoded = url;
  try { decoded = decodeURIComponent(url.replace(/\+/g, ' ')); } catch { /* a malformed escape: the raw address */ }
  return values.some((value) => url.includes(value) || decoded.includes(value));
}

const loginButton = (page: Page) => loginDialog(page).getByRole('button', { name: text('auth.login'), exact: true });

async function typeLogin(page: Page) {
  const dialog = loginDialog(page);
  await dialog.getByLabel(text('form.field.email')).fill(PLAYER);
  await dialog.getByLabel(text('form.field.password')).fill(SANDBOX_PASSWORD);
}

test.describe('scripts off', () => {
  test('the login form posts nothing to its own address and the player is back on the page, told scripts are needed', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const requests = requestsOf(page);
    await page.goto(LOGIN);
    const dialog = loginDialog(page);
    // What a browser with scripts off shows (Playwright's text matching skips a noscript's content, hence its text).
    expect(await dialog.locator('noscript').evaluate((element) => element.textContent)).toContain(text('form.needsScripts'));
    // Every server-rendered form posts, and none of its controls has a name (there is nothing to send).
    expect(await page.locator('form').count()).toBeGreaterThanOrEqual(2);
    await expect(page.locator('form:not([method="post"])')).toHaveCount(0);
    await expect(page.locator('form [name]')).toHaveCount(0);

    await typeLogin(page);
    const back = page.waitForResponse((r) => r.request().isNavigationRequest() && r.request().method() === 'GET' && r.url() === `${CURACAO}${LOGIN}`);
    await loginButton(page).click();
    await back;
    await expect(dialog.getByLabel(text('form.field.email'))).toHaveValue('');

    expect(page.url()).toBe(`${CURACAO}${LOGIN}`);
    const post = requests.find((r) => r.method() === 'POST');
    expect(post?.url()).toBe(`${CURACAO}${LOGIN}`);
    expect((await post!.response())?.status()).toBe(303);
    for (const request of requests) {
      expect(inAddress(request.url(), TYPED), request.url()).toBe(false);
      expect(TYPED.some((value) => (request.postData() ?? '').includes(value)), `${request.method()} ${request.url()} body`).toBe(false);
    }
    await context.close();
  });
});

test.describe('before the app has hydrated the page', () => {
  test('typed and sent then: no page load, the button waits, and once the app runs it logs in, once', async ({ page }) => {
    const app = await holdApp(page);
    const requests = requestsOf(page);
    await page.goto(LOGIN, { waitUntil: 'commit' });
    await expect(loginDialog(page)).toBeVisible();
    await typeLogin(page);
    await loginButton(page).click();
    await loginButton(page).press('Enter'); // pressed twice: still sent once
    await expect(loginButton(page)).toHaveCSS('cursor', 'progress');
    await expect(page.locator('html[data-app-ready]')).toHaveCount(0);
    expect(page.url()).toBe(`${CURACAO}${LOGIN}`);

    app.release();
    // A bound, not a wait: the app's boot, its hydration and then the login call all follow the release.
    await expect(headerBalance(page)).toBeVisible({ timeout: 30_000 });
    await expect(loginDialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(`${CURACAO}/casino`);
    expect(requests.filter((r) => r.url().endsWith('/api/user/login'))).toHaveLength(1);
    // The one page load was the first; no address ever carried what was typed.
    expect(requests.filter((r) => r.isNavigationRequest()).map((r) => `${r.method()} ${r.url()}`)).toEqual([`GET ${CURACAO}${LOGIN}`]);
    for (const request of requests) expect(inAddress(request.url(), TYPED), request.url()).toBe(false);
  });

  test('typed then, sent after: the app has the typed email (not only the screen), the login needs the password only', async ({ page }) => {
    const app = await holdApp(page);
    await page.goto(LOGIN, { waitUntil: 'commit' });
    const dialog = loginDialog(page);
    await dialog.getByLabel(text('form.field.email')).fill(PLAYER);
    app.release();
    await appReady(page);
    const email = dialog.getByLabel(text('form.field.email'));
    await expect(email).toHaveValue(PLAYER);
    await dialog.getByLabel(text('form.field.password')).fill(SANDBOX_PASSWORD);
    await expect(email).toHaveValue(PLAYER);
    await loginButton(page).click();
    await expect(headerBalance(page)).toBeVisible({ timeout: 15_000 });
  });

  for (const how of ['Escape', 'the close button'] as const) {
    test(`${how} closes the modal at once, and once the app runs the address loses ?modal= (a reload shows none)`, async ({ page }) => {
      const app = await holdApp(page);
      await page.goto(LOGIN, { waitUntil: 'commit' });
      const dialog = loginDialog(page);
      await expect(dialog).toBeVisible();
      if (how === 'Escape') await page.keyboard.press('Escape');
      else await dialog.getByRole('button', { name: text('common.close') }).click();
      await expect(dialog).toBeHidden();
      await expect(page.locator('html[data-app-ready]')).toHaveCount(0);

      app.release();
      await appReady(page);
      await expect(page).toHaveURL(`${CURACAO}/casino`);
      await expect(loginDialog(page)).toHaveCount(0);
      // Asked for again, it opens and shows.
      await headerLogin(page).click();
      await expect(loginDialog(page)).toBeVisible();
      await expect(page).toHaveURL(`${CURACAO}${LOGIN}`);
      await loginDialog(page).getByRole('button', { name: text('common.close') }).click();
      await expect(page).toHaveURL(`${CURACAO}/casino`);
      await page.reload();
      await appReady(page);
      await expect(loginDialog(page)).toHaveCount(0);
    });
  }

  test('the lobby search typed and sent then searches once the app runs', async ({ page }) => {
    const app = await holdApp(page);
    await page.goto('/casino', { waitUntil: 'commit' });
    const search = page.getByRole('searchbox', { name: text('lobby.filters.search') });
    await search.fill('dragon');
    await search.press('Enter');
    expect(page.url()).toBe(`${CURACAO}/casino`);
    app.release();
    await expect(page).toHaveURL(`${CURACAO}/casino?search=dragon`);
    await expect(search).toHaveValue('dragon');
  });
});
