// Signing in and out from the header (spec 4 Auth state, spec 5 Email and Common texts, spec 7 login and
// logout, spec 8 'Please check fields with errors'; the access token cookie is the server's, never script's).
import { test, expect, type Page } from '@playwright/test';
import {
  DESKTOP, PLAYER, SANDBOX_PASSWORD, amountOf, euros, header, headerBalance, headerLogin, headerLogout, loginDialog,
  logInFromHeader, open, text, uniqueEmail,
} from './fixtures';

test.use({ viewport: DESKTOP });

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('accessToken'));
const tokenCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'accessToken');

/** The player's balance as the platform answers it for a token (the header must show this one). */
async function balanceFor(page: Page, token: string): Promise<number> {
  const answer = await page.request.get('/api/user/get-user-details', { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  return (await answer.json()).data.getUser.userWallet.totalAmount as number;
}

async function openLoginFromHeader(page: Page) {
  await open(page, '/casino');
  await headerLogin(page).click();
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

test('spec 4/7: logging in from the header closes the modal, shows the balance and Log out, and stores the token', async ({ page }) => {
  await open(page, '/casino');
  await expect(headerBalance(page)).toHaveCount(0);
  await expect(headerLogout(page)).toHaveCount(0);
  const login = page.waitForRequest((r) => r.url().endsWith('/api/user/login') && r.method() === 'POST');
  await logInFromHeader(page, PLAYER);
  expect((await login).postDataJSON()).toMatchObject({ email: PLAYER, password: SANDBOX_PASSWORD });

  await expect(loginDialog(page)).toHaveCount(0);
  await expect(page).not.toHaveURL(/modal=login/);
  await expect(headerLogout(page)).toBeVisible();
  await expect(headerLogin(page)).toHaveCount(0);
  await expect(header(page).getByRole('button', { name: text('auth.register'), exact: true })).toHaveCount(0);

  const token = await storedToken(page);
  expect(token).toBeTruthy();
  // The balance shown is the platform's, formatted as money (e.g. €500.00 for the seeded player). Polled
  // together, since a parallel test may move the shared player's balance meanwhile.
  await expect(headerBalance(page)).toContainText(text('wallet.balance'));
  await expect.poll(async () => {
    const balance = await balanceFor(page, token!);
    return (await headerBalance(page).textContent())?.includes(euros(balance)) ? 'shown' : `not ${euros(balance)}`;
  }).toBe('shown');
});

test('review finding 14: after login no script can read the token from a cookie (the access token cookie is only ever the server\'s, HttpOnly)', async ({ page }) => {
  await open(page, '/casino');
  await logInFromHeader(page, PLAYER);
  const token = await storedToken(page);
  expect(token).toBeTruthy();
  expect(await page.evaluate(() => document.cookie)).not.toContain(token!);
  expect(await page.evaluate(() => document.cookie.split('; ').some((c) => c.startsWith('accessToken=')))).toBe(false);
  // The platform sets it (spec 9: 30 days), out of script's reach, for this site only; Chromium keeps a
  // Secure cookie of http://127.0.0.1 (a secure context).
  await expect.poll(async () => (await tokenCookie(page))?.value).toBe(token);
  expect(await tokenCookie(page)).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
});

test('issue 10: ten failed logins lock the account; the login form then shows the platform\'s lockout message, even for the right password', async ({ page }, info) => {
  const email = uniqueEmail('lockout', info.workerIndex);
  const signUp = await page.request.post('/api/user/sign-up', {
    data: { email, password: SANDBOX_PASSWORD, firstName: 'Lock', lastName: 'Out', dateOfBirth: '1990-01-01', countryCode: 'MT', currencyCode: 'EUR' },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  let last = await page.request.post('/api/user/login', { data: { email, password: 'Wrong-0' } });
  for (let n = 1; n < 10; n += 1) last = await page.request.post('/api/user/login', { data: { email, password: `Wrong-${n}` } });
  expect(last.status()).toBe(429);
  const lockedMessage = (await last.json()).message as string;

  const dialog = await openLoginFromHeader(page);
  await dialog.getByLabel(text('form.field.email')).fill(email);
  await dialog.getByLabel(text('form.field.password')).fill(SANDBOX_PASSWORD);
  await dialog.getByRole('button', { name: text('auth.login'), exact: true }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: lockedMessage })).toBeVisible();
  expect(lockedMessage).toMatch(/15 minutes/);
  expect(await storedToken(page)).toBeNull();
});

test('spec 8: a wrong password shows the server message in the form and keeps the typed email (nothing lost)', async ({ page }) => {
  // The platform's own wording for refused credentials, asked directly.
  const refused = await page.request.post('/api/user/login', { data: { email: PLAYER, password: 'not-the-password-1' } });
  expect(refused.status()).toBeGreaterThanOrEqual(400);
  const serverMessage = (await refused.json()).message as string;
  expect(serverMessage).toBeTruthy();

  const dialog = await openLoginFromHeader(page);
  await dialog.getByLabel(text('form.field.email')).fill(PLAYER);
  await dialog.getByLabel(text('form.field.password')).fill('not-the-password-1');
  await dialog.getByRole('button', { name: text('auth.login'), exact: true }).click();

  await expect(dialog.getByRole('alert').filter({ hasText: serverMessage })).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(text('form.field.email'))).toHaveValue(PLAYER);
  await expect(dialog.getByLabel(text('form.field.password'))).toHaveValue('not-the-password-1');
  expect(await storedToken(page)).toBeNull();
  // Still a guest once the dialog is closed.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(headerLogin(page)).toBeVisible();
  await expect(headerBalance(page)).toHaveCount(0);
});

test('spec 5/8: an empty submit shows Required under both fields and "Please check fields with errors"', async ({ page }) => {
  const dialog = await openLoginFromHeader(page);
  let loginCalls = 0;
  page.on('request', (r) => { if (r.url().endsWith('/api/user/login')) loginCalls += 1; });
  await dialog.getByRole('button', { name: text('auth.login'), exact: true }).click();

  await expect(dialog.getByText(text('errors.checkFields'), { exact: true })).toBeVisible();
  const required = text('form.validation.invalid.required');
  await expect(dialog.getByLabel(text('form.field.email'))).toHaveAccessibleDescription(new RegExp(required));
  await expect(dialog.getByLabel(text('form.field.password'))).toHaveAccessibleDescription(new RegExp(required));
  await expect(dialog.getByText(required, { exact: true })).toHaveCount(2);
  await expect(dialog.getByLabel(text('form.field.email'))).toHaveAttribute('aria-invalid', 'true');
  expect(loginCalls, 'an invalid form is not sent').toBe(0);
});

test('spec 5: an email without a valid address pattern shows "Invalid format"', async ({ page }) => {
  const dialog = await openLoginFromHeader(page);
  await dialog.getByLabel(text('form.field.email')).fill('player@sandbox');
  await dialog.getByLabel(text('form.field.password')).fill(SANDBOX_PASSWORD);
  await dialog.getByRole('button', { name: text('auth.login'), exact: true }).click();
  await expect(dialog.getByLabel(text('form.field.email'))).toHaveAccessibleDescription(new RegExp(text('form.validation.invalid.format')));
  await expect(dialog.getByText(text('errors.checkFields'), { exact: true })).toBeVisible();
  // Fixing the address clears the message (live validation after a refused submit).
  await dialog.getByLabel(text('form.field.email')).fill(PLAYER);
  await expect(dialog.getByText(text('form.validation.invalid.format'), { exact: true })).toHaveCount(0);
});

test('spec 5: the email field blocks a space and "#" while typing; its own characters go through', async ({ page }) => {
  const dialog = await openLoginFromHeader(page);
  const email = dialog.getByLabel(text('form.field.email'));
  await email.pressSequentially('pla yer#1_%+-@sandbox.test');
  await expect(email).toHaveValue('player1_%+-@sandbox.test');
  await email.press('Backspace');
  await expect(email).toHaveValue('player1_%+-@sandbox.tes');
});

test('spec 4/7: Log out sends logout with USER_INITIATED, shows Log in again and removes the token and its cookie', async ({ page }) => {
  await open(page, '/casino');
  await logInFromHeader(page, PLAYER);
  const token = await storedToken(page);
  expect(token).toBeTruthy();

  const logout = page.waitForRequest((r) => r.url().endsWith('/api/user/logout') && r.method() === 'POST');
  await headerLogout(page).click();
  const request = await logout;
  expect(request.postDataJSON()).toMatchObject({ reason: 'USER_INITIATED' });
  expect(request.headers()['authorization']).toBe(`Bearer ${token}`);

  await expect(headerLogin(page)).toBeVisible();
  await expect(headerLogout(page)).toHaveCount(0);
  await expect(headerBalance(page)).toHaveCount(0);
  await expect.poll(() => storedToken(page)).toBeNull();
  expect(await tokenCookie(page)).toBeUndefined();
  // A sign-out the player chose is not announced as a session-ended notice.
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('spec 4: after login a reload keeps the player signed in (the auth state starts from the stored token)', async ({ page }) => {
  await open(page, '/casino');
  await logInFromHeader(page, PLAYER);
  const token = await storedToken(page);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(headerBalance(page)).toBeVisible();
  await expect(headerLogout(page)).toBeVisible();
  await expect(headerLogin(page)).toHaveCount(0);
  expect(await storedToken(page)).toBe(token);
  // The reloaded page loaded the player again: its balance is the platform's.
  await expect.poll(async () => amountOf((await headerBalance(page).textContent())!) === (await balanceFor(page, token!))).toBe(true);
});
