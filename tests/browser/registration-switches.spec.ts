// Registration switches (issue 15; spec 3 App settings, spec 4 Registration restriction, spec 8 'Registration
// unavailable in the country'): each switched on for this browser context only with useSettings, against the
// real site and sandbox, in both brands.
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {
  CURACAO, DESKTOP, LULU, PHONE, PLAYER, SANDBOX_PASSWORD, appReady, fillRegistration, headerBalance, headerLogin, headerRegister,
  loginDialog, open, pageSettled, registerDialog, text, uniqueEmail, useSettings,
} from './fixtures';

test.use({ viewport: DESKTOP });

const registerButton = (page: Page, brand: 'curacao' | 'lulu' = 'curacao') =>
  registerDialog(page).getByRole('button', { name: text('auth.register', brand), exact: true });

async function openRegister(page: Page, origin: string) {
  await open(page, `${origin}/casino`);
  await headerRegister(page).click();
  const dialog = registerDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: text('form.field.email'), exact: true })).toBeVisible(); // the form's choices loaded
  return dialog;
}

/** The mirror domain of these servers (127.0.0.1) closing registration to visitors from `country` all day on `deviceType`. */
const mirrorClosedTo = (country: string, deviceType: 'desktop' | 'mobile') => ({
  mirrorDomain: [{ url: 'http://127.0.0.1', settings: { registrationConfigs: [{ country, windows: [{ from: '00:00', to: '24:00', deviceType }] }] } }],
});

test.describe('spec 4 Registration restriction (spec 8 Registration unavailable in the country)', () => {
  test('curacao, desktop: a visitor from a closed country sees the exact text and no sign-up form; another country registers', async ({ page, context }) => {
    await useSettings(context, CURACAO, mirrorClosedTo('LI', 'desktop'));
    await context.addCookies([{ name: 'countryCode', value: 'LI', url: CURACAO }]);
    await open(page, `${CURACAO}/casino`);
    await headerRegister(page).click();
    const dialog = registerDialog(page);
    await expect(dialog).toContainText('Registration unavailable in the country');
    await expect(dialog.getByRole('textbox', { name: text('form.field.email'), exact: true })).toHaveCount(0);
    await expect(registerButton(page)).toHaveCount(0);

    await context.addCookies([{ name: 'countryCode', value: 'MT', url: CURACAO }]);
    await open(page, `${CURACAO}/casino?modal=register`);
    await expect(registerButton(page)).toBeVisible();
    await expect(registerDialog(page)).not.toContainText('Registration unavailable in the country');
  });

  test('lulu, phone: the window of the phone counts, not the desktop one', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await useSettings(context, LULU, mirrorClosedTo('LI', 'mobile'));
    await context.addCookies([{ name: 'countryCode', value: 'LI', url: LULU }]);
    await open(page, `${LULU}/casino?modal=register`);
    await expect(registerDialog(page)).toContainText('Registration unavailable in the country');
    await expect(registerButton(page, 'lulu')).toHaveCount(0);

    // The same visitor on a desktop-only window registers as usual.
    await useSettings(context, LULU, mirrorClosedTo('LI', 'desktop'));
    await open(page, `${LULU}/casino?modal=register`);
    await expect(registerButton(page, 'lulu')).toBeVisible();
    await context.close();
  });
});

test.describe('spec 3 App settings afterRegistrationRedirect', () => {
  test('lulu: after a successful sign-up the player lands on the path of the settings', async ({ page, context }, info) => {
    await useSettings(context, LULU, { afterRegistrationRedirect: '/promotions', holdUserOnRegistration: false });
    const dialog = await openRegister(page, LULU);
    await fillRegistration(dialog, { email: uniqueEmail('redirect', info.workerIndex) });
    await registerButton(page, 'lulu').click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(`${LULU}/promotions`);
    await appReady(page);
    await expect(headerBalance(page)).toBeVisible();
  });

  for (const [brand, origin, unsafe] of [['curacao', CURACAO, 'https://example.com/phish'], ['curacao', CURACAO, 'javascript:alert(1)'], ['lulu', LULU, '//example.com/phish']] as const) {
    test(`${brand}: an unsafe setting (${unsafe}) is ignored, the player stays`, async ({ page, context }, info) => {
      await useSettings(context, origin, { afterRegistrationRedirect: unsafe, holdUserOnRegistration: false });
      const dialog = await openRegister(page, origin);
      await fillRegistration(dialog, { email: uniqueEmail('unsafe', info.workerIndex) });
      await registerButton(page, brand).click();
      await expect(dialog).toHaveCount(0);
      await expect(headerBalance(page)).toBeVisible();
      await expect(page).toHaveURL(`${origin}/casino`);
    });
  }
});

test('spec 3 App settings holdUserOnRegistration (curacao): the account is created, the player stays signed out and is told so', async ({ page, context }, info) => {
  await useSettings(context, CURACAO, { holdUserOnRegistration: true });
  const email = uniqueEmail('held', info.workerIndex);
  const dialog = await openRegister(page, CURACAO);
  await fillRegistration(dialog, { email });
  await registerButton(page).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: text('registration.held') })).toBeVisible();
  await expect(headerLogin(page)).toBeVisible();
  await expect(headerBalance(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  // The account exists: the platform signs it in.
  const login = await page.request.post(`${CURACAO}/api/user/login`, { data: { email, password: SANDBOX_PASSWORD } });
  expect(login.status()).toBe(200);
});

/** A Maltese mobile number nobody else registers (8 digits, 79 first). */
const uniquePhone = () => `79${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;

/** Logs in from the header's dialog with the identifier field of the registration switches. */
async function logInWithIdentifier(page: Page, identifier: string) {
  await headerLogin(page).click();
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: text('form.field.email'), exact: true })).toHaveCount(0);
  await dialog.getByRole('textbox', { name: text('registration.loginIdentifier'), exact: true }).fill(identifier);
  await dialog.getByLabel(text('form.field.password')).fill(SANDBOX_PASSWORD);
  await dialog.getByRole('button', { name: text('auth.login'), exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(headerBalance(page)).toBeVisible();
}

test.describe('spec 2.5 registration by-login variant (settings usernameRegistration)', () => {
  test('curacao: the form asks a username, checks it, and the new player logs in with it', async ({ page, context, browser }, info) => {
    await useSettings(context, CURACAO, { usernameRegistration: true, holdUserOnRegistration: false });
    const dialog = await openRegister(page, CURACAO);
    const usernameField = dialog.getByRole('textbox', { name: text('registration.username'), exact: true });
    await expect(usernameField).toBeVisible();
    const username = `ada.${Date.now().toString(36)}w${info.workerIndex}`;
    await fillRegistration(dialog, { email: uniqueEmail('username', info.workerIndex), username: '1_' });
    await registerButton(page).click();
    await expect(usernameField).toHaveAccessibleDescription(new RegExp(text('registration.usernameRule').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await usernameField.fill(username);
    const signUp = page.waitForRequest((r) => r.url().endsWith('/api/user/sign-up') && r.method() === 'POST');
    await registerButton(page).click();
    expect((await signUp).postDataJSON()).toMatchObject({ username });
    await expect(dialog).toHaveCount(0);
    await expect(headerBalance(page)).toBeVisible();

    // Another visitor of the same site logs in with the username.
    const other = await browser.newContext({ viewport: DESKTOP });
    await useSettings(other, CURACAO, { usernameRegistration: true });
    const otherPage = await other.newPage();
    await open(otherPage, `${CURACAO}/casino`);
    await logInWithIdentifier(otherPage, username);
    await other.close();
  });

  test('lulu: a username already taken gets a clear message and the form stays filled', async ({ page, context, playwright }, info) => {
    const username = `taken.${Date.now().toString(36)}w${info.workerIndex}`;
    // Taken by someone else, through the platform (its own request context: no cookie for this visitor).
    const api = await playwright.request.newContext();
    const first = await api.post(`${LULU}/api/user/sign-up`, {
      data: { email: uniqueEmail('first', info.workerIndex), password: SANDBOX_PASSWORD, firstName: 'Rosa', lastName: 'Camilleri', dateOfBirth: '1990-01-01', countryCode: 'MT', currencyCode: 'EUR', username },
    });
    expect(first.status(), await first.text()).toBe(201);
    await api.dispose();

    await useSettings(context, LULU, { usernameRegistration: true });
    const dialog = await openRegister(page, LULU);
    const email = uniqueEmail('second', info.workerIndex);
    await fillRegistration(dialog, { email, username: username.toUpperCase() });
    await registerButton(page, 'lulu').click();
    await expect(dialog.getByRole('alert').filter({ hasText: text('registration.usernameTaken') })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: text('form.field.email'), exact: true })).toHaveValue(email);
    // Not registered, so not signed in (the open dialog hides the header from the accessibility tree).
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });
});

test.describe('spec 3 App settings emailPhoneRegistration: by email or by phone', () => {
  test('lulu, phone: the player chooses phone; no email is asked or sent; the phone logs in', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await useSettings(context, LULU, { emailPhoneRegistration: true, holdUserOnRegistration: false });
    const dialog = await openRegister(page, LULU);
    const byEmail = dialog.getByRole('button', { name: text('registration.byEmail'), exact: true });
    const byPhone = dialog.getByRole('button', { name: text('registration.byPhone'), exact: true });
    await expect(byEmail).toHaveAttribute('aria-pressed', 'true');
    await byPhone.click();
    await expect(byPhone).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByRole('textbox', { name: text('form.field.email'), exact: true })).toHaveCount(0);

    const phone = uniquePhone();
    await fillRegistration(dialog, { phone });
    const signUp = page.waitForRequest((r) => r.url().endsWith('/api/user/sign-up') && r.method() === 'POST');
    await registerButton(page, 'lulu').click();
    const sent = (await signUp).postDataJSON() as Record<string, unknown>;
    expect(sent).toMatchObject({ phoneCode: '356', phone });
    expect(sent.email).toBeUndefined();
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
    await context.close();

    // The phone logs in on another visit.
    const desktop = await browser.newContext({ viewport: DESKTOP });
    await useSettings(desktop, LULU, { emailPhoneRegistration: true });
    const again = await desktop.newPage();
    await open(again, `${LULU}/casino`);
    await logInWithIdentifier(again, `+356 ${phone}`);
    await desktop.close();
  });

  test('curacao: the phone variant requires the phone; the email variant is the default; axe finds nothing serious', async ({ page, context }) => {
    await useSettings(context, CURACAO, { emailPhoneRegistration: true });
    const dialog = await openRegister(page, CURACAO);
    await pageSettled(page);
    const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(axe.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    await dialog.getByRole('button', { name: text('registration.byPhone'), exact: true }).click();
    const phoneField = dialog.getByRole('textbox', { name: new RegExp(`^${text('form.field.phone')}`) });
    await registerButton(page).click();
    await expect(phoneField).toHaveAccessibleDescription(new RegExp(text('form.validation.invalid.required')));
    // Back to email: the email is asked again and the phone optional as configured.
    await dialog.getByRole('button', { name: text('registration.byEmail'), exact: true }).click();
    await expect(dialog.getByRole('textbox', { name: text('form.field.email'), exact: true })).toBeVisible();
  });
});

test('spec 3 App settings reCaptchaSiteKey (curacao): the login sends a token the sandbox verifies; a failed check shows the message, a retry passes', async ({ page, context }) => {
  // The sandbox's stand-in script: Google's is never loaded in tests.
  const scope = await useSettings(context, CURACAO, { reCaptchaSiteKey: 'sandbox-site-key', reCaptchaScriptUrl: '/api/sandbox/captcha.js' });
  const scripts: string[] = [];
  page.on('request', (r) => { if (r.resourceType() === 'script') scripts.push(r.url()); });
  await open(page, `${CURACAO}/casino`);
  await headerLogin(page).click();
  const dialog = loginDialog(page);
  await dialog.getByLabel(text('form.field.email')).fill(PLAYER);
  await dialog.getByLabel(text('form.field.password')).fill(SANDBOX_PASSWORD);
  // This context's next verification fails (control endpoint, scoped), as a bot's would.
  expect((await page.request.post(`${CURACAO}/api/sandbox/captcha?scope=${scope}`, { data: { failNext: true } })).ok()).toBe(true);
  const first = page.waitForRequest((r) => r.url().endsWith('/api/user/login') && r.method() === 'POST');
  await dialog.getByRole('button', { name: text('auth.login'), exact: true }).click();
  expect(typeof (await first).postDataJSON().recaptchaToken).toBe('string');
  await expect(dialog.getByRole('alert').filter({ hasText: text('registration.captchaFailed') })).toBeVisible();
  await expect(headerBalance(page)).toHaveCount(0);

  await dialog.getByRole('button', { name: text('auth.login'), exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(headerBalance(page)).toBeVisible();
  expect(scripts.filter((url) => url.includes('/api/sandbox/captcha.js?render=sandbox-site-key'))).toHaveLength(1);
  expect(scripts.some((url) => url.includes('google'))).toBe(false);
});
