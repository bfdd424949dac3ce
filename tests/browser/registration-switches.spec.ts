// Registration switches (issue 15; spec 3 App settings, spec 4 Registration restriction, spec 8 'Registration
// unavailable in the country'): each switched on for this browser context only with useSettings, against the
// real site and sandbox, in both brands.
import { test, expect, type Page } from '@playwright/test';
import {
  CURACAO, DESKTOP, LULU, PHONE, SANDBOX_PASSWORD, appReady, fillRegistration, headerBalance, headerLogin, headerRegister,
  open, registerDialog, text, uniqueEmail, useSettings,
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
