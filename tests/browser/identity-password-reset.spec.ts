// Password reset (spec 2.3: 'After a successful email verification or password reset, the user goes to
// /casino?modal=login'; spec 3 useSMSResetPassword). Each test registers its own player, so changing a
// password never disturbs a test running beside it.
import { test, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DESKTOP, PORTS, headerBalance, logInFromHeader, loginDialog, modalTitle, open, text, uniqueEmail } from './fixtures';

test.use({ viewport: DESKTOP });

const NEW_PASSWORD = 'Renewed123!';

/** A fresh player through the platform's sign-up call; the phone is unique too (the SMS variant finds players by it). */
async function registerPlayer(request: APIRequestContext, email: string, baseURL?: string) {
  const phone = `79${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  const res = await request.post(`${baseURL ?? ''}/api/user/sign-up`, {
    data: {
      email, password: 'Original123!', firstName: 'Reset', lastName: 'Tester', dateOfBirth: '1990-01-01',
      countryCode: 'MT', currencyCode: 'EUR', phoneCode: '+356', phone,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { phoneCode: '+356', phone };
}

/** Chooses Malta's phone code (option labels carry a flag emoji first). */
async function chooseMalta(selectBox: Locator) {
  const option = selectBox.locator('option').filter({ hasText: /\+356 Malta$/ });
  await selectBox.selectOption(await option.getAttribute('value') as string);
}

const dialog = (page: Page, modal: string) => page.getByRole('dialog', { name: modalTitle(modal) });

test('spec 2.3: forgot password by email, then the link sets a new password and leads to /casino?modal=login', async ({ page, request }, info) => {
  const email = uniqueEmail('reset', info.workerIndex);
  await registerPlayer(request, email);

  await open(page, '/casino?modal=login');
  await loginDialog(page).getByRole('link', { name: text('passwordReset.forgotLink') }).click();
  const forgot = dialog(page, 'forgot-password');
  await expect(forgot).toBeVisible();
  await expect(page).toHaveURL(/modal=forgot-password/);
  await forgot.getByLabel(text('form.field.email')).fill(email);
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/user/forgot-password'));
  await forgot.getByRole('button', { name: text('passwordReset.sendLink') }).click();
  expect((await sent).postDataJSON()).toEqual({ email });
  await expect(dialog(page, 'forgot-password-sent')).toContainText(text('passwordReset.sentBody'));

  // The link the email carries (the sandbox's control endpoint hands it out).
  const { url } = await (await request.post('/api/sandbox/reset-link', { data: { email } })).json() as { url: string };
  await open(page, url);
  const reset = dialog(page, 'reset-password');
  await expect(reset).toBeVisible();
  await reset.getByRole('textbox', { name: text('passwordReset.newPassword'), exact: true }).fill(NEW_PASSWORD);
  await reset.getByRole('textbox', { name: text('passwordReset.confirmPassword'), exact: true }).fill('Different123!');
  await reset.getByRole('button', { name: text('passwordReset.save') }).click();
  await expect(reset).toContainText(text('form.validation.password.match'));

  await reset.getByRole('textbox', { name: text('passwordReset.confirmPassword'), exact: true }).fill(NEW_PASSWORD);
  await reset.getByRole('button', { name: text('passwordReset.save') }).click();
  await expect(page).toHaveURL(/\/casino\?modal=login$/);
  await expect(loginDialog(page)).toBeVisible();

  // The new password works; the token left the address with the reset modal.
  await page.keyboard.press('Escape');
  await logInFromHeader(page, email, NEW_PASSWORD);
  await expect(headerBalance(page)).toBeVisible();
});

test('an expired reset link says so and offers a new one, and the old password still works', async ({ page, request }, info) => {
  const email = uniqueEmail('reset-expired', info.workerIndex);
  await registerPlayer(request, email);
  const { url } = await (await request.post('/api/sandbox/reset-link', { data: { email, expired: true } })).json() as { url: string };
  await open(page, url);
  const reset = dialog(page, 'reset-password');
  await reset.getByRole('textbox', { name: text('passwordReset.newPassword'), exact: true }).fill(NEW_PASSWORD);
  await reset.getByRole('textbox', { name: text('passwordReset.confirmPassword'), exact: true }).fill(NEW_PASSWORD);
  await reset.getByRole('button', { name: text('passwordReset.save') }).click();
  await expect(reset.getByRole('alert')).toContainText('expired');
  await expect(page).toHaveURL(/modal=reset-password/);
  await reset.getByRole('link', { name: text('passwordReset.askAgain') }).click();
  await expect(dialog(page, 'forgot-password')).toBeVisible();

  const login = await request.post('/api/user/login', { data: { email, password: 'Original123!' } });
  expect(login.status()).toBe(200);
});

test('useSMSResetPassword: the code sent by SMS sets a new password', async ({ page, request }, info) => {
  const base = `http://127.0.0.1:${PORTS.oneClick}`;
  const email = uniqueEmail('reset-sms', info.workerIndex);
  const phone = await registerPlayer(request, email, base);

  await open(page, `${base}/casino?modal=forgot-password`);
  const forgot = dialog(page, 'forgot-password');
  await expect(forgot).toContainText(text('passwordReset.forgotBySms'));
  await expect(forgot.getByLabel(text('form.field.email'))).toHaveCount(0);
  await chooseMalta(forgot.getByLabel(text('form.field.phoneCode')));
  await forgot.getByLabel(text('form.field.phone')).fill(phone.phone);
  await forgot.getByRole('button', { name: text('passwordReset.sendCode') }).click();

  const reset = dialog(page, 'reset-password');
  await expect(reset).toBeVisible();
  const { code } = await (await request.post(`${base}/api/sandbox/reset-code`, { data: phone })).json() as { code: string };
  await chooseMalta(reset.getByLabel(text('form.field.phoneCode')));
  await reset.getByLabel(text('form.field.phone')).fill(phone.phone);
  await reset.getByLabel(text('passwordReset.code')).fill(code);
  await reset.getByRole('textbox', { name: text('passwordReset.newPassword'), exact: true }).fill(NEW_PASSWORD);
  await reset.getByRole('textbox', { name: text('passwordReset.confirmPassword'), exact: true }).fill(NEW_PASSWORD);
  await reset.getByRole('button', { name: text('passwordReset.save') }).click();
  await expect(page).toHaveURL(/\/casino\?modal=login$/);

  const login = await request.post(`${base}/api/user/login`, { data: { email, password: NEW_PASSWORD } });
  expect(login.status()).toBe(200);
});
