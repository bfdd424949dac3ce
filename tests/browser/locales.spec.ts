// Issue 15, real locales: Arabic is laid out right to left (the header's logo on the right, the main menu
// mirrored, no horizontal scroll on a phone), from the server's HTML on and after a language change without
// a reload; the choice sets the language-code and active-languages cookies and the API's language header
// (spec 3 Browser storage, spec 7 General client rules); German formats numbers the German way (Intl); axe
// finds nothing serious in Arabic. The texts come from the brand documents (texts/<lng>.json).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {
  CURACAO, DESKTOP, LULU, PHONE, brandDoc, freshPlayer, header, logInFromHeader, open, pageSettled, text, watchProblems,
} from './fixtures';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
type Tree = { [key: string]: string | Tree };

/** A text of a locale as the brand's documents give it (lulu's own file first, then curacao's), or undefined. */
function localeText(locale: string, key: string, brand: 'curacao' | 'lulu' = 'curacao'): string | undefined {
  const path = `text.${key}`.split('.');
  for (const from of brand === 'lulu' ? (['lulu', 'curacao'] as const) : (['curacao'] as const)) {
    if (!existsSync(`${ROOT}brands/${from}/texts/${locale}.json`)) continue;
    let node: string | Tree | undefined = brandDoc<Tree>(from, `texts/${locale}.json`);
    for (const part of path) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node === 'string') return node;
  }
  return undefined;
}
const arabic = (key: string, brand: 'curacao' | 'lulu' = 'curacao') => {
  const found = localeText('ar', key, brand);
  if (!found) throw new Error(`no ar text ${key}`);
  return found;
};

// In the header (curacao's basic navigation) or the side panel (lulu's panel navigation).
const languageSelect = (page: Page, label: string) => page.getByRole('combobox', { name: label });
const sidePanel = (page: Page, label: string) => page.getByRole('complementary', { name: label });
const centreX = async (page: Page, selector: string) => page.locator(selector).first().evaluate((el) => {
  const r = el.getBoundingClientRect();
  return r.left + r.width / 2;
});

for (const [brand, origin] of [['curacao', CURACAO], ['lulu', LULU]] as const) {
  test.describe(`${brand}: Arabic on a desktop`, () => {
    test.use({ viewport: DESKTOP, baseURL: origin });

    test('choosing Arabic mirrors the page without a reload, sets the cookies, and the server renders it so next time', async ({ page, context }) => {
      const problems = await watchProblems(page);
      await open(page, '/casino');
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      if (brand === 'lulu') expect(await centreX(page, 'aside')).toBeLessThan(DESKTOP.width / 2);
      await page.evaluate(() => { (window as unknown as { sameDocument?: boolean }).sameDocument = true; });

      await languageSelect(page, text('language.label')).selectOption('ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar-ae');
      await expect(header(page).getByRole('button', { name: arabic('auth.login'), exact: true })).toBeVisible();
      await expect(page.getByText(arabic('page.casino.welcomeTitle', brand), { exact: true })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

      // The logo sits on the right, the log-in buttons on the left; the main menu reads right to left.
      const logo = await centreX(page, 'header a[aria-label]');
      const login = await header(page).getByRole('button', { name: arabic('auth.login'), exact: true }).evaluate((el) => el.getBoundingClientRect().left);
      expect(logo).toBeGreaterThan(DESKTOP.width / 2);
      expect(login).toBeLessThan(DESKTOP.width / 2);
      if (brand === 'curacao') {
        const menu = header(page).getByRole('navigation', { name: arabic('nav.main') }).getByRole('link');
        const [first, second] = await Promise.all([menu.nth(0).boundingBox(), menu.nth(1).boundingBox()]);
        expect(first!.x).toBeGreaterThan(second!.x);
      } else {
        // lulu's side panel moves to the right.
        await expect(sidePanel(page, arabic('nav.panel'))).toBeVisible();
        expect(await centreX(page, 'aside')).toBeGreaterThan(DESKTOP.width / 2);
      }

      const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, decodeURIComponent(c.value)]));
      expect(cookies['language-code']).toBe('ar');
      expect(cookies['active-languages']?.split(',')).toEqual(expect.arrayContaining(['en', 'ar', 'de']));

      // Next page load: the server's HTML is already Arabic and right to left, and every call says ar.
      const apiCall = page.waitForRequest((request) => request.url().includes('/api/') && request.headers().language === 'ar');
      const response = await page.reload();
      const html = await response!.text();
      expect(html).toMatch(/<html lang="ar-ae" dir="rtl"/);
      expect(html).toContain(arabic('auth.login'));
      await apiCall;
      await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
      await expect(header(page).getByRole('button', { name: arabic('auth.login'), exact: true })).toBeVisible();

      // And back to English, left to right, still without a reload.
      await languageSelect(page, arabic('language.label')).selectOption('en');
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      await expect(header(page).getByRole('button', { name: text('auth.login'), exact: true })).toBeVisible();
      expect(await problems.all()).toEqual([]);
    });
  });
}

test.describe('Arabic on a phone', () => {
  test.use({ viewport: PHONE, baseURL: CURACAO });

  test('right to left from the server on, the menu opens from the right, and nothing scrolls sideways', async ({ page, context }) => {
    await context.addCookies([{ name: 'language-code', value: 'ar', url: CURACAO }]);
    const problems = await watchProblems(page);
    const hydration: string[] = [];
    page.on('console', (m) => { if (m.type() === 'warning' && /hydrat/i.test(m.text())) hydration.push(m.text()); });
    await open(page, '/casino');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(arabic('page.casino.title'));
    // The server's Arabic HTML is the one the browser hydrates: same texts, same direction, no mismatch.
    expect(hydration).toEqual([]);
    expect(await problems.all()).toEqual([]);
    expect(await centreX(page, 'header a[aria-label]')).toBeGreaterThan(PHONE.width / 2);
    await header(page).getByRole('button', { name: arabic('nav.openMenu') }).click();
    const select = languageSelect(page, arabic('language.label'));
    await expect(select).toBeVisible();
    // The folded menu hangs from its button's inline start: the right edge, right to left.
    const panel = await select.evaluate((el) => el.closest('nav')!.getBoundingClientRect().toJSON() as DOMRect);
    expect(panel.right).toBeLessThanOrEqual(PHONE.width + 1);
    expect(panel.left).toBeGreaterThanOrEqual(-1);
    for (const scrolled of [false, true]) {
      if (scrolled) await page.mouse.wheel(0, 2000);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    }
  });
});

test('axe: /casino in Arabic has no critical or serious violations', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: CURACAO, viewport: DESKTOP });
  try {
    await context.addCookies([{ name: 'language-code', value: 'ar', url: CURACAO }]);
    const page = await context.newPage();
    await open(page, '/casino');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await pageSettled(page);
    const results = await new AxeBuilder({ page }).options({ rules: { 'target-size': { enabled: true } } }).analyze();
    expect(results.passes.length).toBeGreaterThan(10);
    const serious = results.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  } finally {
    await context.close();
  }
});

test.describe('German', () => {
  test.use({ viewport: DESKTOP, baseURL: CURACAO });

  test('German number formats for the balance, German texts where the brand has them (else English)', async ({ page }, testInfo) => {
    const email = await freshPlayer(page, CURACAO, 'locale-de', testInfo.workerIndex, 1234.5);
    await open(page, '/casino');
    await logInFromHeader(page, email);
    await expect(header(page).getByText('€1,234.50')).toBeVisible();
    await languageSelect(page, text('language.label')).selectOption('de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-de');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(header(page).getByText('€1.234,50')).toBeVisible();
    const logout = localeText('de', 'auth.logout') ?? text('auth.logout');
    await expect(header(page).getByRole('button', { name: logout, exact: true })).toBeVisible();
  });
});
