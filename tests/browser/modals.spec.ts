// Modals by address (spec 2.4): ?modal=name, Escape, close button, backdrop, several at once, scroll
// lock, and the 300 ms exit animation (spec 9).
import { test, expect, type Page } from '@playwright/test';
import { afterTwoPaints, brandDoc, headerLogin, modalTitle, open, text } from './fixtures';

const loginTitle = modalTitle('login');
const loginDialog = (page: Page) => page.getByRole('dialog', { name: loginTitle });
const noModalInUrl = (url: URL) => !url.searchParams.has('modal');

async function openLogin(page: Page) {
  await open(page, '/casino?modal=login');
  await expect(loginDialog(page)).toBeVisible();
}

test('spec 2.4: ?modal=login opens a dialog named by the modal title with a screen-reader description', async ({ page }) => {
  await openLogin(page);
  const dialog = loginDialog(page);
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(dialog).toHaveAccessibleName(text('auth.login'));
  await expect(dialog).toHaveAccessibleDescription(text('modal.login.description'));
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  // Its body is the login form document, rendered inside the dialog.
  await expect(dialog.getByRole('textbox', { name: text('form.field.email'), exact: true })).toBeVisible();
});

test('spec 2.4: Escape closes an open modal and removes ?modal', async ({ page }) => {
  await openLogin(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(noModalInUrl);
  await expect(page).toHaveURL(/\/casino$/);
});

test('spec 2.4: the close button (X) closes the modal and removes ?modal', async ({ page }) => {
  await openLogin(page);
  // The icon-only close button (its name comes from aria-label, it shows no text).
  const iconClose = loginDialog(page).getByRole('button', { name: text('common.close'), exact: true }).filter({ hasNotText: text('common.close') });
  await expect(iconClose).toHaveCount(1);
  await iconClose.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(noModalInUrl);
});

test('spec 2.4: focus moved out of a modal by a script (another modal restoring focus) does not close it', async ({ page }) => {
  await openLogin(page);
  // What a closing modal's focus restore does to the one that stays: focus lands on the page behind.
  await page.evaluate(() => (document.querySelector('header a') as HTMLElement).focus());
  // A dialog that closes says so at once (data-state closed, before its exit animation): it stays open.
  await afterTwoPaints(page);
  await expect(loginDialog(page)).toHaveAttribute('data-state', 'open');
  await expect(page).toHaveURL(/\/casino\?modal=login$/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('spec 2.4: a footer Close button of a modal document (closeModal action) closes the modal', async ({ page }) => {
  await open(page, '/casino?modal=rakeback');
  const dialog = page.getByRole('dialog', { name: modalTitle('rakeback') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: text('common.close'), exact: true }).filter({ hasText: text('common.close') }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(noModalInUrl);
});

test('spec 2.4: clicking the backdrop closes the modal', async ({ page }) => {
  await openLogin(page);
  const box = await loginDialog(page).boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThan(10); // the corner below is outside the dialog content
  await page.mouse.click(5, 5);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(noModalInUrl);
});

test('spec 2.4: the header Log in button opens the modal and adds ?modal=login without a page load', async ({ page }) => {
  await open(page, '/casino?x=1');
  await page.evaluate(() => { (window as unknown as { __marker: number }).__marker = 1; });
  await headerLogin(page).click();
  await expect(loginDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/casino\?x=1&modal=login$/);
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  // Closing is also without a load, and keeps the other parameters.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/casino\?x=1$/);
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
});

test('spec 2.4: page scroll is locked while a modal is open and free again after closing', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 360 });
  await openLogin(page);
  const scrollable = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(scrollable, 'the page must be taller than the viewport for this test').toBeGreaterThan(100);

  await page.mouse.move(640, 20);
  await page.mouse.wheel(0, 600);
  await afterTwoPaints(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  await page.mouse.move(640, 200);
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('spec 2.4: several modals open at once; Escape closes only the top one', async ({ page }) => {
  await open(page, '/casino?modal=login&modal=verify-email-expired');
  // By DOM, not by role: which of them the accessibility tree exposes is the next test's business.
  const dialogs = page.locator('[role="dialog"]');
  await expect(dialogs).toHaveCount(2);
  await expect(dialogs.nth(0)).toContainText(modalTitle('login'));
  await expect(dialogs.nth(1)).toContainText(modalTitle('verify-email-expired'));

  await page.keyboard.press('Escape');
  await expect(dialogs).toHaveCount(1);
  await expect(dialogs).toContainText(modalTitle('login'));
  await expect(loginDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/casino\?modal=login$/);

  // Scroll stays locked while the remaining modal is open.
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(dialogs).toHaveCount(0);
  await expect(page).toHaveURL(noModalInUrl);
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
});

test('spec 2.4: with two modals opened from the address, the top one keeps its title and description for screen readers', async ({ page }) => {
  await open(page, '/casino?modal=login&modal=verify-email-expired');
  await expect(page.locator('[role="dialog"]')).toHaveCount(2);
  const expired = page.getByRole('dialog', { name: modalTitle('verify-email-expired') });
  await expect(expired).toBeVisible();
  await expect(expired).toHaveAccessibleDescription(text('modal.verifyEmailExpired.description'));
  // The modal underneath is hidden from assistive technology while the top one is open.
  await expect(loginDialog(page)).toHaveCount(0);
});

test('spec 2.4: a modal with closeOnBackdrop false stays on a backdrop click and closes on Escape', async ({ page }) => {
  const doc = brandDoc<{ queryOpenable?: boolean; closeOnBackdrop?: boolean }>('curacao', 'modals/terms-preview.json');
  expect(doc.queryOpenable).toBe(true);
  expect(doc.closeOnBackdrop).toBe(false);
  await open(page, '/casino?modal=terms-preview');
  const dialog = page.getByRole('dialog', { name: modalTitle('terms-preview') });
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await afterTwoPaints(page);
  await expect(dialog).toHaveAttribute('data-state', 'open'); // closing would say closed at once
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/modal=terms-preview/);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(noModalInUrl);
});

test('spec 2.4: an unknown ?modal=nope opens nothing and the page still works', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await open(page, '/casino?modal=nope');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Casino');
  await headerLogin(page).click();
  await expect(loginDialog(page)).toBeVisible();
  expect(errors).toEqual([]);
});

test('spec 2.4 / spec 9: a closed modal plays its 300 ms exit animation, then leaves the DOM', async ({ page }) => {
  await openLogin(page);
  // Watched inside the page: when the dialog enters its closed state, the exit animations it runs and
  // their declared durations (a busy machine stretches the wall clock, never the declared 300 ms).
  await page.evaluate(() => {
    const w = window as unknown as { __exit: { escAt?: number; closedAt?: number; goneAt?: number; durations?: number[] } };
    w.__exit = {};
    window.addEventListener('keydown', (e) => { if (e.key === 'Escape') w.__exit.escAt ??= performance.now(); }, { capture: true });
    new MutationObserver(() => {
      const dialog = document.querySelector('[role="dialog"]');
      if (dialog?.getAttribute('data-state') === 'closed' && w.__exit.closedAt === undefined) {
        w.__exit.closedAt = performance.now();
        w.__exit.durations = dialog.getAnimations().map((a) => Number(a.effect?.getTiming().duration));
      }
      if (!dialog) w.__exit.goneAt ??= performance.now();
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
  });
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(noModalInUrl);
  await expect(page.locator('[role="dialog"]')).toHaveCount(0, { timeout: 5000 });
  const exit = await page.evaluate(() => (window as unknown as { __exit: { escAt: number; closedAt?: number; goneAt: number; durations?: number[] } }).__exit);
  expect(exit.closedAt, 'the dialog enters its closed (exit animation) state before it goes').toBeDefined();
  expect(exit.durations, 'the exit animation is declared to last 300 ms').toContain(300);
  expect(exit.goneAt - exit.escAt, 'still in the DOM while the exit animation plays').toBeGreaterThanOrEqual(250);
});
