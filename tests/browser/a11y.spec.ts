// Accessibility (DESIGN: accessible on a phone; spec 2.4 screen-reader titles): axe-core finds no
// critical or serious violation on the main screens of both brands.
import { test, expect, type Browser, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { CURACAO, LULU, animationsDone, header, inHeaderMenu, modalTitle, open, text, pageSettled } from './fixtures';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

function describe(violations: Violation[]): string {
  return violations
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.replace(/\n/g, ' ')}`).join('\n')}`)
    .join('\n');
}

async function seriousViolations(page: Page): Promise<Violation[]> {
  // WCAG 2.2's target size (2.5.8) too, which axe leaves off by default.
  await pageSettled(page);
  const results = await new AxeBuilder({ page }).options({ rules: { 'target-size': { enabled: true } } }).analyze();
  expect(results.passes.length, 'axe ran its rules').toBeGreaterThan(10);
  return results.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
}

// @axe-core/playwright needs a page from browser.newContext() (STACK.md).
async function withPage(browser: Browser, baseURL: string, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ baseURL });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test('a11y: curacao /casino has no critical or serious axe violations', async ({ browser }) => {
  await withPage(browser, CURACAO, async (page) => {
    await open(page, '/casino');
    const violations = await seriousViolations(page);
    expect(violations, describe(violations)).toEqual([]);
  });
});

test('a11y: curacao /casino?modal=login has no critical or serious axe violations', async ({ browser }) => {
  await withPage(browser, CURACAO, async (page) => {
    await open(page, '/casino?modal=login');
    const dialog = page.getByRole('dialog', { name: modalTitle('login') });
    await expect(dialog).toBeVisible();
    await animationsDone(dialog); // colour contrast is measured on the settled dialog, not mid fade-in
    const violations = await seriousViolations(page);
    expect(violations, describe(violations)).toEqual([]);
  });
});

test('a11y: curacao /casino in light mode has no critical or serious axe violations', async ({ browser }) => {
  await withPage(browser, CURACAO, async (page) => {
    await open(page, '/casino');
    await (await inHeaderMenu(page, header(page).getByRole('button', { name: text('colorMode.toLight') }))).click();
    await expect(page.locator('html')).toHaveClass(/(^|\s)light(\s|$)/);
    const violations = await seriousViolations(page);
    expect(violations, describe(violations)).toEqual([]);
  });
});

test('a11y: lulu /casino has no critical or serious axe violations', async ({ browser }) => {
  await withPage(browser, LULU, async (page) => {
    await open(page, '/casino');
    await expect(page.getByRole('complementary', { name: text('nav.panel') })).toBeVisible();
    const violations = await seriousViolations(page);
    expect(violations, describe(violations)).toEqual([]);
  });
});
