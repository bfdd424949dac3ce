// The shell around the pages: the 404 page, colour mode, address handling (spec 2.3), the folded menu
// on a phone, and the security policy.
import { test, expect } from '@playwright/test';
import { CURACAO, DESKTOP, LULU, PHONE, PLAYER, SANDBOX_PASSWORD, appReady, brandDoc, header, inHeaderMenu, headerBalance, headerLogin, modalTitle, open, pageTitle, text, watchProblems } from './fixtures';

test.describe('404', () => {
  test('spec 2.1: an unknown path answers 404 and shows the not-found page with a link back to the casino', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('not-found'));
    await expect(page.getByRole('main')).toContainText(text('page.notFound.body'));
    const back = page.getByRole('main').getByRole('link', { name: text('page.notFound.back') });
    await back.click();
    await expect(page).toHaveURL(`${CURACAO}/casino`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('casino'));
  });
});

test.describe('colour mode', () => {
  const html = (page: import('@playwright/test').Page) => page.locator('html');
  const isDark = /(^|\s)dark(\s|$)/;
  const isLight = /(^|\s)light(\s|$)/;

  test('spec 1: the toggle switches dark to light, the choice survives a reload, and toggles back', async ({ page }) => {
    await open(page, '/casino');
    await expect(html(page)).toHaveClass(isDark);
    await (await inHeaderMenu(page, header(page).getByRole('button', { name: text('colorMode.toLight') }))).click();
    await expect(html(page)).toHaveClass(isLight);
    await expect(html(page)).not.toHaveClass(isDark);
    const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(html(page)).toHaveClass(isLight);
    await appReady(page);
    const toDark = await inHeaderMenu(page, header(page).getByRole('button', { name: text('colorMode.toDark') }));
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(lightBackground);

    await toDark.click();
    await expect(html(page)).toHaveClass(isDark);
    await expect(html(page)).not.toHaveClass(isLight);
    // The theme really changes, not only the class.
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(lightBackground);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(html(page)).toHaveClass(isDark);
  });

  test('spec 1: with a light system preference the site still starts dark, because the brand configures dark', async ({ browser }) => {
    expect(brandDoc<{ colorMode?: string }>('curacao', 'settings.json').colorMode).toBe('dark');
    const context = await browser.newContext({ colorScheme: 'light', baseURL: CURACAO });
    try {
      const page = await context.newPage();
      expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: light)').matches)).toBe(true);
      await open(page, '/casino');
      await expect(html(page)).toHaveClass(isDark);
      await expect(html(page)).not.toHaveClass(isLight);
      await inHeaderMenu(page, header(page).getByRole('button', { name: text('colorMode.toLight') }));
    } finally {
      await context.close();
    }
  });
});

test.describe('address handling', () => {
  test('spec 2.3: ?at=<token> is saved as localStorage.accessToken and removed from the address', async ({ page, request }) => {
    // A real token of the sandbox player (a made-up one is refused with 403, which clears it: spec 4).
    const login = await request.post(`${CURACAO}/api/user/login`, { data: { email: PLAYER, password: SANDBOX_PASSWORD } });
    const token = (await login.json()).data.accessToken as string;
    await open(page, `/casino?at=${encodeURIComponent(token)}&x=1`);
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(`${CURACAO}/casino?x=1`);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBe(token);
    await expect(headerBalance(page)).toBeVisible(); // the token signed the player in
    // The address in the history entry has no token either: going back does not bring it back.
    expect(await page.evaluate(() => location.search)).toBe('?x=1');
  });

  test('spec 2.3: a link beginning with ? keeps the current path and replaces the query', async ({ page }) => {
    // pages/casino.json has a Link to "?modal=login"; the casino page is served at / and /casino.
    await open(page, '/?foo=bar');
    const link = page.getByRole('main').getByRole('link', { name: text('auth.login') });
    await expect(link).toHaveAttribute('href', '/?modal=login');
    await link.click();
    await expect(page).toHaveURL(`${CURACAO}/?modal=login`);
    await expect(page.getByRole('dialog', { name: modalTitle('login') })).toBeVisible();
  });

  test('spec 2.3: a navigate action to ?modal=login from a modal keeps the path (verify-email-expired Log in)', async ({ page }) => {
    await open(page, '/responsibility?modal=verify-email-expired');
    const expired = page.getByRole('dialog', { name: modalTitle('verify-email-expired') });
    await expect(expired).toBeVisible();
    await expired.getByRole('button', { name: text('auth.login') }).click();
    await expect(page).toHaveURL(`${CURACAO}/responsibility?modal=login`);
    await expect(page.getByRole('dialog', { name: modalTitle('login') })).toBeVisible();
    // The page stays (no load of another page); its heading is hidden from the tree behind the modal.
    await expect(page.getByRole('heading', { level: 1, includeHidden: true })).toHaveText(pageTitle('responsibility'));
  });
});

test.describe('phone', () => {
  test.use({ viewport: PHONE });

  test('spec 9: on a phone the main menu folds behind Open menu, opens, and the page has no horizontal scroll', async ({ page }) => {
    await open(page, '/casino');
    const nav = header(page).getByRole('navigation', { name: text('nav.main') });
    const tournaments = nav.getByRole('link', { name: 'Tournaments', exact: true });
    await expect(tournaments).toBeHidden();
    const toggle = nav.getByRole('button', { name: text('nav.openMenu') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await toggle.click();
    await expect(tournaments).toBeVisible();
    await expect(nav.getByRole('button', { name: text('nav.closeMenu') })).toHaveAttribute('aria-expanded', 'true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await tournaments.click();
    await expect(page).toHaveURL(`${CURACAO}/tournaments`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('tournaments'));
  });

  test('spec 9: the header menu is not folded above the menu breakpoint', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await open(page, '/casino');
    const nav = header(page).getByRole('navigation', { name: text('nav.main') });
    await expect(nav.getByRole('link', { name: 'Tournaments', exact: true })).toBeVisible();
    await expect(nav.getByRole('button', { name: text('nav.openMenu') })).toBeHidden();
  });
});

test.describe('security', () => {
  test("spec 7 / DESIGN: /casino has a CSP with script-src 'self' and no unsafe-eval or unsafe-inline scripts", async ({ page }) => {
    const response = await page.goto('/casino');
    const csp = response?.headers()['content-security-policy'];
    expect(csp, 'content-security-policy header').toBeTruthy();
    const directives = Object.fromEntries(csp!.split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name, ...values]) => [name, values]));
    expect(directives['script-src']).toContain("'self'");
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
    expect(csp).not.toContain('unsafe-eval');
  });

  test('DESIGN: loading /casino and opening the login modal logs no console errors and no CSP violations', async ({ page }) => {
    const problems = await watchProblems(page);
    await open(page, '/casino');
    await headerLogin(page).click();
    await expect(page.getByRole('dialog', { name: modalTitle('login') })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await problems.all()).toEqual([]);
  });
});

for (const [brand, base] of [['curacao', CURACAO], ['lulu', LULU]] as const) {
  test(`${brand}: spec 2.5 Route history: the game page's Back control returns to the lobby the player came from`, async ({ page }) => {
    await open(page, `${base}/casino/slots`);
    const card = page.getByTestId('game-card').first();
    await card.click();
    await expect(page).toHaveURL(/\/casino\/games\//);
    await page.getByRole('button', { name: text('common.back', brand), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`^${base}/casino/slots$`));
    await expect(page.getByTestId('game-card').first()).toBeVisible();
  });
}

for (const [brand, base] of [['curacao', CURACAO], ['lulu', LULU]] as const) {
  test(`${brand}: spec 2.3: the design setup's /design/casino?modal=login is the site's /casino?modal=login`, async ({ page }) => {
    await open(page, `${base}/design/casino?modal=login`);
    await expect(page).toHaveURL(`${base}/casino?modal=login`);
    await expect(page.getByRole('dialog', { name: modalTitle('login') })).toBeVisible();
  });
}

for (const [brand, base] of [['curacao', CURACAO], ['lulu', LULU]] as const) {
  test(`${brand}: /contacts and the legal pages carry sample copy fit for a demo, not a stand-in`, async ({ page }) => {
    for (const [path, key] of [['/contacts', 'page.contacts.body'], ['/terms-and-conditions', 'page.termsAndConditions.body'], ['/bonus-terms', 'page.bonusTerms.body']] as const) {
      await open(page, `${base}${path}`);
      await expect(page.getByRole('main')).toContainText(text(key, brand).split('\n')[0]);
      await expect(page.getByRole('main')).not.toContainText('The operator publishes');
    }
  });
}
