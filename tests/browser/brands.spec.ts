// The two brands as a guest sees them: curacao (basic header navigation) and lulu (panel navigation,
// its own theme and texts), and every route of spec 2.1 rendering its page.
import { test, expect } from '@playwright/test';
import { CURACAO, DESKTOP, LULU, brandDoc, header, headerLogin, open, pageTitle, text } from './fixtures';

test.use({ viewport: DESKTOP });

test.describe('curacao', () => {
  test('spec 2.1: /casino renders the casino page title as its h1 and the document title', async ({ page }) => {
    const response = await open(page, '/casino');
    expect(response?.status()).toBe(200);
    const title = pageTitle('casino');
    expect(title).toBe('Casino');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(new RegExp(`\\b${title}\\b`));
    await expect(page.getByRole('heading', { level: 2, name: text('page.casino.welcomeTitle') })).toBeVisible();
  });

  test('spec 2.2: the basic header navigation shows the default menu and an Info group a guest can open', async ({ page }) => {
    await open(page, '/casino');
    const nav = header(page).getByRole('navigation', { name: text('nav.main') });
    await expect(nav).toBeVisible();
    for (const [label, href] of [['Tournaments', '/tournaments'], ['VIP', '/vip'], ['Contacts', '/contacts']]) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    const info = nav.getByRole('button', { name: /^Info\b/ });
    const responsibility = nav.getByRole('link', { name: 'Responsibility', exact: true });
    await expect(info).toHaveAttribute('aria-expanded', 'false');
    await expect(responsibility).toBeHidden();

    await info.click();
    await expect(info).toHaveAttribute('aria-expanded', 'true');
    await expect(responsibility).toBeVisible();
    await expect(responsibility).toHaveAttribute('href', '/responsibility');
    // Profile details and Wallet have scope user: a guest must not get them, visible or not.
    await expect(page.getByRole('link', { name: 'Profile details' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Wallet', exact: true })).toHaveCount(0);
    await expect(page.getByText('Profile details')).toHaveCount(0);

    // Closed again, the group opens from the keyboard too.
    await info.click();
    await expect(responsibility).toBeHidden();
    await info.focus();
    await page.keyboard.press('Enter');
    await expect(info).toHaveAttribute('aria-expanded', 'true');
    await expect(responsibility).toBeVisible();
    await responsibility.click();
    await expect(page).toHaveURL(/\/responsibility$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('responsibility'));
  });

  test('spec 2.3: html lang is the locale plus the lower-cased country code (en-gb)', async ({ page }) => {
    await open(page, '/casino');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-gb');
  });

  test('spec 1: the brand starts in dark colour mode (html class dark)', async ({ page }) => {
    await open(page, '/casino');
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(page.locator('html')).not.toHaveClass(/(^|\s)light(\s|$)/);
  });
});

test.describe('lulu', () => {
  test('spec 1: the panel navigation puts the main menu in an aside landmark, not in the header', async ({ page }) => {
    await open(page, `${LULU}/casino`);
    const panel = page.getByRole('complementary', { name: text('nav.panel') });
    await expect(panel).toBeVisible();
    const nav = panel.getByRole('navigation', { name: text('nav.main') });
    await expect(nav.getByRole('link', { name: 'Tournaments', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'VIP', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Contacts', exact: true })).toBeVisible();
    await expect(nav.getByRole('button', { name: /^Info\b/ })).toBeVisible();
    await expect(header(page).getByRole('navigation')).toHaveCount(0);
    await expect(header(page).getByRole('link', { name: 'Tournaments', exact: true })).toHaveCount(0);
  });

  test('spec 1: lulu shows its own welcome heading and brand name', async ({ page }) => {
    await open(page, `${LULU}/casino`);
    const welcome = text('page.casino.welcomeTitle', 'lulu');
    expect(welcome).not.toBe(text('page.casino.welcomeTitle', 'curacao'));
    await expect(page.getByRole('heading', { level: 2, name: welcome })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: text('page.casino.welcomeTitle'), exact: true })).toHaveCount(0);
    const brandName = brandDoc<{ brandName: string }>('lulu', 'settings.json').brandName;
    expect(brandName).toBe('Lulu Casino');
    await expect(header(page).getByRole('link', { name: brandName })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`${brandName}`));
    await expect(page.getByRole('main')).toContainText(`${brandName} brings slots`);
  });

  test('spec 1: lulu has its own accent colour (header Log in button differs from curacao)', async ({ page }) => {
    const background = async (url: string) => {
      await open(page, url);
      const button = headerLogin(page);
      await expect(button).toBeVisible();
      return button.evaluate((el) => getComputedStyle(el).backgroundColor);
    };
    const curacao = await background(`${CURACAO}/casino`);
    const lulu = await background(`${LULU}/casino`);
    for (const colour of [curacao, lulu]) {
      // A real, opaque accent colour, not an unstyled transparent button.
      expect(colour).toMatch(/^rgb\(/);
    }
    expect(lulu).not.toBe(curacao);
  });
});

test.describe('routes', () => {
  interface Route { path: string; page: string; redirect?: string; aliasOf?: string }
  // An alias (aliasOf: the design setup's /design/*) is no page of its own but a redirect: shell.spec.ts checks it.
  const routes = brandDoc<{ routes: Route[] }>('curacao', 'routes.json').routes.filter((route) => !route.aliasOf);
  /** A game of the sandbox's seeded catalogue, for the routes with a :game slug. */
  const GAME = { slug: 'golden-fortune', name: 'Golden Fortune' };

  test('spec 2.1: every route answers 200 and renders its h1 without raw text keys; user pages ask a guest to log in', async ({ page }) => {
    test.setTimeout(120_000);
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      const url = route.path.replace(':game', GAME.slug);
      const response = await page.goto(url);
      expect.soft(response?.status(), `${url} status`).toBe(200);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect.soft(h1, `${url} h1`).toHaveText(pageTitle(route.page));
      const body = await page.locator('body').innerText();
      expect.soft(body, `${url} shows a raw text key`).not.toContain('text.');
      const doc = brandDoc<{ access?: string }>('curacao', `pages/${route.page}.json`);
      const prompt = page.getByRole('main').getByText(text('auth.loginRequired'));
      // A public page may declare its own prompt for guests (the freeze page: public so that its message
      // survives the sign-out it causes).
      const ownPrompt = JSON.stringify(doc).includes('"text.auth.loginRequired"');
      if (ownPrompt) {
        await expect.soft(prompt, `${url} (its own prompt) login prompt`).toBeVisible();
      } else if (doc.access === 'user') {
        await expect.soft(prompt, `${url} (access user) login prompt`).toBeVisible();
        await expect.soft(page.getByRole('main').getByRole('button', { name: text('auth.login') }), `${url} login button`).toBeVisible();
      } else {
        await expect.soft(prompt, `${url} (public) must not ask to log in`).toHaveCount(0);
      }
      // The game's own page and player show that game (main by tag: a game's cookie-consent modal may hide it from the tree).
      if (route.path.includes(':game')) await expect.soft(page.locator('main'), `${url} shows the game`).toContainText(GAME.name);
    }
  });

  test('spec 6: the login prompt of a user page opens the login modal', async ({ page }) => {
    await open(page, '/profile');
    await page.getByRole('main').getByRole('button', { name: text('auth.login') }).click();
    await expect(page.getByRole('dialog', { name: text('auth.login') })).toBeVisible();
    await expect(page).toHaveURL(/\/profile\?modal=login$/);
  });
});
