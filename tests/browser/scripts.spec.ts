// Issue 15 "Scripts and tracking" (spec 7 scripts, spec 3 Script entry, spec 6, spec 7 Retargeting): the scripts
// loader places the operator's entries where they say, under the site's CSP (inline scripts by the page's nonce),
// adds the players' sets on login and removes them on logout without a reload, and the retargeting pixel and
// script are requested with the id. Every entry is set for the test's own browser context (useScripts): an entry
// set for the whole site reached the pages of every spec running beside these.
import { expect, test, type Page } from '@playwright/test';
import {
  CURACAO, DESKTOP, LULU, PLAYER, SANDBOX_PASSWORD, appReady, headerLogin, headerLogout, logInFromHeader, open, uniqueEmail, useScripts, useSettings, watchProblems,
} from './fixtures';

const ENTRIES = [
  {
    key: 's17-everyone',
    audience: 'all',
    head: '<meta name="s17-everyone" content="head"><script>document.documentElement.dataset.s17Head = String(document.currentScript.parentNode === document.head);</script>',
    bodyStart: '<script>document.documentElement.dataset.s17BodyStart = String(document.body.firstElementChild === document.currentScript);</script>',
    // The handler and the javascript: address are dropped: nothing of them may run.
    bodyEnd: '<img src="/api/sandbox/retargeting/pixel.gif?id=s17-entry" onload="document.documentElement.dataset.s17Handler = 1">'
      + '<script src="javascript:document.documentElement.dataset.s17Js = 1"></script>'
      + '<script>document.documentElement.dataset.s17BodyEnd = String(document.body.lastElementChild === document.currentScript);</script>',
  },
  {
    key: 's17-players',
    audience: 'authUsers',
    head: '<meta name="s17-players" content="signed-in">',
    bodyStart: null,
    bodyEnd: '<script>window.s17Players = (window.s17Players || 0) + 1;</script>',
  },
];

for (const [brand, origin] of [['curacao', CURACAO], ['lulu', LULU]] as const) {
  test.describe(`script sets of ${brand}`, () => {
    test("spec 7 scripts: an entry's head, bodyStart and bodyEnd are placed where they say and its inline scripts run under the CSP", async ({ page, context }) => {
      await useScripts(context, origin, ENTRIES);
      // Reading the entries' markup makes no element of it: an on* attribute read by the browser's own parser
      // is reported as a CSP violation although nothing of it runs (watchProblems collects those).
      const problems = await watchProblems(page);
      const response = await open(page, `${origin}/casino`);
      const html = page.locator('html');
      await expect(html).toHaveAttribute('data-s17-head', 'true');
      await expect(html).toHaveAttribute('data-s17-body-start', 'true');
      await expect(html).toHaveAttribute('data-s17-body-end', 'true');
      await expect(page.locator('head meta[name="s17-everyone"]')).toHaveAttribute('content', 'head');
      await expect(page.locator('body > img[data-script-entry="s17-everyone"]')).toHaveAttribute('src', '/api/sandbox/retargeting/pixel.gif?id=s17-entry');
      // The pixel loaded (so its onload would have run, had it been kept); the javascript: script is not there.
      await expect.poll(() => page.locator('img[data-script-entry="s17-everyone"]').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
      expect(await page.locator('[data-script-entry="s17-everyone"][onload], script[src^="javascript"]').count()).toBe(0);
      await expect(html).not.toHaveAttribute('data-s17-handler', /.*/);
      await expect(html).not.toHaveAttribute('data-s17-js', /.*/);
      // A guest does not get the players' set.
      await expect(page.locator('meta[name="s17-players"]')).toHaveCount(0);
      const csp = response?.headers()['content-security-policy'] ?? '';
      expect(csp).toMatch(/script-src 'self' [^;]*'nonce-[\w-]{22}'/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(await problems.all()).toEqual([]);
    });

    test('spec 7 Retargeting: with dspretargettraffID the pixel and the script are requested with the id', async ({ page, context }) => {
      const id = `s17-${test.info().workerIndex}-${Date.now()}`;
      await useSettings(context, origin, { dspretargettraffID: id, dspretargetBaseUrl: '/api/sandbox/retargeting' });
      const problems = await watchProblems(page);
      const pixel = page.waitForRequest((r) => r.url() === `${origin}/api/sandbox/retargeting/pixel.gif?id=${id}`);
      const script = page.waitForResponse((r) => r.url() === `${origin}/api/sandbox/retargeting/script.js?id=${id}`);
      await open(page, `${origin}/casino`);
      await pixel;
      expect((await script).status()).toBe(200);
      await expect.poll(() => page.evaluate(() => (window as unknown as { sandboxRetargeting?: string }).sandboxRetargeting)).toBe(id);
      expect(await problems.all()).toEqual([]);
    });
  });
}

const playersMeta = (page: Page) => page.locator('head meta[name="s17-players"]');

test.describe('script sets follow the session', () => {
  // The header shows Log out unfolded on a desktop screen.
  test.use({ viewport: DESKTOP });
  test("spec 7 scripts, spec 6: logging in adds the players' set and logging out removes it, without a reload", async ({ page, context }) => {
    await useScripts(context, CURACAO, ENTRIES);
    const problems = await watchProblems(page);
    await open(page, `${CURACAO}/casino`);
    await expect(page.locator('html')).toHaveAttribute('data-s17-head', 'true');
    await expect(playersMeta(page)).toHaveCount(0);
    // A value of this document: still there afterwards means no reload happened.
    await page.evaluate(() => { (window as unknown as { s17Document?: boolean }).s17Document = true; });

    await logInFromHeader(page, PLAYER);
    await expect(playersMeta(page)).toHaveAttribute('content', 'signed-in');
    await expect.poll(() => page.evaluate(() => (window as unknown as { s17Players?: number }).s17Players)).toBe(1);
    // The common set is placed once, not again.
    await expect(page.locator('meta[name="s17-everyone"]')).toHaveCount(1);

    await headerLogout(page).click();
    await expect(headerLogin(page)).toBeVisible();
    await appReady(page);
    await expect(playersMeta(page)).toHaveCount(0);
    await expect(page.locator('[data-script-entry="s17-players"]')).toHaveCount(0);
    await expect(page.locator('meta[name="s17-everyone"]')).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { s17Document?: boolean }).s17Document)).toBe(true);
    expect(await problems.all()).toEqual([]);
  });
});

// The depositors' set (spec 6 Depositor 'Gets extra scripts'), with entries of its own.
const DEPOSITOR_ENTRIES = [
  { key: 's18-everyone', audience: 'all', head: '<meta name="s18-everyone" content="all">' },
  { key: 's18-players', audience: 'authUsers', head: '<meta name="s18-players" content="signed-in">' },
  {
    key: 's18-depositors',
    audience: 'depositors',
    head: '<meta name="s18-depositors" content="depositor">',
    bodyEnd: '<img src="/api/sandbox/retargeting/pixel.gif?id=s18-depositor" alt="">',
  },
];

for (const [brand, origin] of [['curacao', CURACAO], ['lulu', LULU]] as const) {
  test(`spec 7 scripts, spec 6 Depositor (${brand}): the first deposit through the deposit page adds the depositors' set, without a reload`, async ({ page, context }) => {
    await useScripts(context, origin, DEPOSITOR_ENTRIES);
    const problems = await watchProblems(page);
    const email = uniqueEmail('s18-depositor', test.info().workerIndex);
    const signUp = await context.request.post(`${origin}/api/user/sign-up`, {
      data: {
        email, password: SANDBOX_PASSWORD, firstName: 'Rosa', lastName: 'Camilleri', dateOfBirth: '1990-01-01',
        address: 'Triq il-Kbira 12', city: 'Valletta', zipCode: 'VLT 1010', countryCode: 'MT', currencyCode: 'EUR',
      },
    });
    expect(signUp.status(), await signUp.text()).toBe(201);
    const token = (await signUp.json()).data.accessToken as string;
    await page.addInitScript((value) => localStorage.setItem('accessToken', value), token);

    await open(page, `${origin}/deposit?activeMethod=neteller`);
    // The players' answer has come (its entry is placed), and it has no depositors' entry: this player has not deposited.
    await expect(page.locator('head meta[name="s18-players"]')).toHaveAttribute('content', 'signed-in');
    await expect(page.locator('head meta[name="s18-everyone"]')).toHaveCount(1);
    await expect(page.locator('[data-script-entry="s18-depositors"]')).toHaveCount(0);
    await page.evaluate(() => { (window as unknown as { s18Document?: boolean }).s18Document = true; });

    // The first deposit, through the page (this player's own outcome).
    const next = await context.request.post(`${origin}/api/sandbox/payments/next`, { data: { result: 'success', email } });
    expect(next.status(), await next.text()).toBe(200);
    await expect(page.getByRole('radio', { name: 'Neteller' })).toBeChecked();
    await page.getByTestId('deposit-amount').fill('20');
    await page.getByTestId('deposit-pay').click();
    await expect(page.getByTestId('deposit-success')).toBeVisible();

    await expect(page.locator('head meta[name="s18-depositors"]')).toHaveAttribute('content', 'depositor');
    await expect(page.locator('body > img[data-script-entry="s18-depositors"]')).toHaveAttribute('src', '/api/sandbox/retargeting/pixel.gif?id=s18-depositor');
    // Placed once each, in the same document.
    await expect(page.locator('meta[name="s18-everyone"]')).toHaveCount(1);
    await expect(page.locator('meta[name="s18-players"]')).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { s18Document?: boolean }).s18Document)).toBe(true);
    expect(await problems.all()).toEqual([]);
  });
}

// Security review N9: the page's nonce is the server's, in the boot config's nonce attribute only (no <meta> copy);
// the browser empties that attribute once the element is in the page (nonce hiding: no CSS selector can read it)
// and keeps the value in the element's nonce property, where the loader reads it (src/widgets/ScriptsLoader/place.ts).
test("security review N9: the page's nonce is out of the markup's reach, and it is the policy's", async ({ page }) => {
  const response = await open(page, `${CURACAO}/casino`);
  const policyNonce = /'nonce-([\w-]{22})'/.exec(response?.headers()['content-security-policy'] ?? '')?.[1];
  expect(policyNonce).toBeTruthy();
  const boot = await page.evaluate(() => {
    const element = document.getElementById('boot-config')!;
    return { attribute: element.getAttribute('nonce'), property: element.nonce, metas: document.querySelectorAll('meta[name="csp-nonce"]').length };
  });
  expect(boot).toEqual({ attribute: '', property: policyNonce, metas: 0 });
});
