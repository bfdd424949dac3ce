// Sessions (spec 4 Session termination and Self-exclusion, spec 8 General: 403 means the session expired,
// spec 2.5 Session-ended modal).
import { test, expect, type Page } from '@playwright/test';
import {
  afterTwoPaints,
  CURACAO, DESKTOP, EXCLUDED, PLAYER, headerBalance, headerLogin, loginDialog, logInFromHeader, modalTitle, open, pageTitle, text,
} from './fixtures';

test.use({ viewport: DESKTOP });

/** Puts values in local storage before the first document of the test runs, once (not again on reloads). */
async function seedStorage(page: Page, values: Record<string, string>) {
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('__identitySeeded')) return;
    sessionStorage.setItem('__identitySeeded', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);
}

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

test('spec 4/8: an invalid stored token (HTTP 403) clears the session and the token and sends the player to /?modal=login', async ({ page }) => {
  await seedStorage(page, { accessToken: 'bogus.expired.token' });
  const forbidden = page.waitForResponse((r) => r.url().includes('/api/user/get-user-details') && r.status() === 403);
  await page.goto('/casino');
  await forbidden;

  await expect(page).toHaveURL(`${CURACAO}/?modal=login`);
  await expect(loginDialog(page)).toBeVisible();
  await expect.poll(() => stored(page, 'accessToken')).toBeNull();
  expect((await page.context().cookies()).find((c) => c.name === 'accessToken')).toBeUndefined();
  // A guest again: closing the login dialog shows the header's Log in and no balance.
  await page.keyboard.press('Escape');
  await expect(loginDialog(page)).toHaveCount(0);
  await expect(headerLogin(page)).toBeVisible();
  await expect(headerBalance(page)).toHaveCount(0);
});

test('spec 4: a self-excluded player can only withdraw: after login, opening /casino lands on the withdraw page', async ({ page }) => {
  await open(page, '/casino');
  await logInFromHeader(page, EXCLUDED);
  // Signing in already leaves the lobby.
  await expect(page).toHaveURL(`${CURACAO}/withdraw`);

  await page.goto('/casino');
  await expect(page).toHaveURL(`${CURACAO}/withdraw`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('withdraw'));
  await expect(headerBalance(page)).toBeVisible(); // still signed in, only kept to withdrawing

  // The deposit page is not for a self-excluded player either.
  await page.goto('/deposit');
  await expect(page).toHaveURL(`${CURACAO}/withdraw`);
});

test('spec 4: a player who is not self-excluded stays on /casino after login (the redirect is for self-exclusion only)', async ({ page }) => {
  await open(page, '/casino');
  await logInFromHeader(page, PLAYER);
  await page.goto('/casino');
  await expect(headerBalance(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('casino'));
  // The redirect is rendered with the user's details (PageView): with the balance shown, it would be on its way.
  await afterTwoPaints(page);
  await expect(page).toHaveURL(`${CURACAO}/casino`);
});

test('spec 4/2.5: a stored USER_INACTIVITY_TIMEOUT shows the "Session Timeout" modal at load and the values are cleared', async ({ page }) => {
  await seedStorage(page, { sessionTerminationReason: 'USER_INACTIVITY_TIMEOUT', sessionTerminationTime: new Date(Date.now() - 60_000).toISOString() });
  await page.goto('/casino');
  const dialog = page.getByRole('dialog', { name: modalTitle('session-timeout') });
  await expect(dialog).toBeVisible();
  expect(modalTitle('session-timeout')).toBe('Session Timeout');
  await expect(dialog).toHaveAccessibleDescription(text('modal.sessionTimeout.description'));
  expect(await stored(page, 'sessionTerminationReason')).toBeNull();
  expect(await stored(page, 'sessionTerminationTime')).toBeNull();

  // spec 2.5: its login button opens ?modal=login.
  await dialog.getByRole('button', { name: text('auth.login'), exact: true }).click();
  await expect(loginDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/[?&]modal=login$/);
  await expect(page.getByRole('dialog', { name: modalTitle('session-timeout') })).toHaveCount(0);

  // Shown once: a reload shows no notice.
  await page.goto('/casino');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('spec 4/2.5: a stored SECURITY_LOGOUT shows the "Logged Out" modal at load and the values are cleared', async ({ page }) => {
  await seedStorage(page, { sessionTerminationReason: 'SECURITY_LOGOUT', sessionTerminationTime: new Date().toISOString() });
  await page.goto('/casino');
  const dialog = page.getByRole('dialog', { name: modalTitle('logged-out') });
  await expect(dialog).toBeVisible();
  expect(modalTitle('logged-out')).toBe('Logged Out');
  await expect(dialog).toHaveAccessibleDescription(text('modal.loggedOut.description'));
  await expect(page.getByRole('dialog', { name: modalTitle('session-timeout') })).toHaveCount(0);
  expect(await stored(page, 'sessionTerminationReason')).toBeNull();
  expect(await stored(page, 'sessionTerminationTime')).toBeNull();
  // Its close button closes it.
  await dialog.getByRole('button', { name: text('common.close'), exact: true }).filter({ hasText: text('common.close') }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('spec 4: a termination stored while the page is open is shown on the next click', async ({ page }) => {
  await open(page, '/casino');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.evaluate((time) => {
    localStorage.setItem('sessionTerminationReason', 'USER_INACTIVITY_TIMEOUT');
    localStorage.setItem('sessionTerminationTime', time);
  }, new Date().toISOString());
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await expect(page.getByRole('dialog', { name: modalTitle('session-timeout') })).toBeVisible();
  expect(await stored(page, 'sessionTerminationReason')).toBeNull();
});
