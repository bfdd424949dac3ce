// Registration variants (spec 2.5: registration with 1-click and by-login variants; a linked-account
// sign-up modal). The by-login variant is the standard form (email and password); 1-click leaves the
// password out (spec 5 Password: not required for 1-click registration).
import { test, expect, type Request } from '@playwright/test';
import { DESKTOP, PORTS, headerBalance, headerRegister, open, registerDialog, text, uniqueEmail, modalTitle } from './fixtures';

test.use({ viewport: DESKTOP });

const signUpBody = (request: Request) => request.postDataJSON() as Record<string, unknown>;

test('spec 5: with use1ClickRegistration the register modal asks only email, currency and consent, and signs the player in without a password', async ({ page }, info) => {
  await open(page, `http://127.0.0.1:${PORTS.oneClick}/casino`);
  await headerRegister(page).click();
  const dialog = registerDialog(page);
  await expect(dialog.getByRole('button', { name: text('auth.registerOneClick'), exact: true })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: text('form.field.password') })).toHaveCount(0);
  await expect(dialog.getByRole('textbox', { name: text('form.field.firstName') })).toHaveCount(0);

  await dialog.getByRole('textbox', { name: text('form.field.email'), exact: true }).fill(uniqueEmail('oneclick', info.workerIndex));
  const currency = dialog.getByRole('combobox', { name: text('form.field.currency'), exact: true });
  await currency.selectOption({ index: 1 });
  await dialog.getByText(text('form.field.terms'), { exact: true }).click(); // as a player does: the label
  const signUp = page.waitForRequest((r) => r.url().endsWith('/api/user/sign-up'));
  await dialog.getByRole('button', { name: text('auth.registerOneClick'), exact: true }).click();
  const body = signUpBody(await signUp);
  expect(body.password).toBeUndefined();
  expect(typeof body.currencyCode).toBe('string');
  expect(body.mirrorDomainFk, 'spec 3 sign-up payload: the mirror domain registered on').toBe('http://127.0.0.1');
  await expect(dialog).toBeHidden();
  // The player is signed in; the credential-save screen (spec 2.5) comes first, then the header shows the balance.
  const save = page.getByRole('dialog', { name: modalTitle('credential-save') });
  await expect(save).toBeVisible();
  await save.getByRole('button', { name: text('credentials.done') }).click();
  await expect(save).toBeHidden();
  await expect(headerBalance(page)).toBeVisible();
});

test('spec 2.5 credential save: after a 1-click registration the player keeps the made password by copy, file, image or email, and can log in with it', async ({ page, context }, info) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: `http://127.0.0.1:${PORTS.oneClick}` });
  const email = uniqueEmail('credentials', info.workerIndex);
  await open(page, `http://127.0.0.1:${PORTS.oneClick}/casino?modal=register`);
  const register = registerDialog(page);
  await register.getByRole('textbox', { name: text('form.field.email'), exact: true }).fill(email);
  await register.getByRole('combobox', { name: text('form.field.currency'), exact: true }).selectOption({ index: 1 });
  await register.getByText(text('form.field.terms'), { exact: true }).click();
  const signUp = page.waitForResponse((r) => r.url().endsWith('/api/user/sign-up'));
  await register.getByRole('button', { name: text('auth.registerOneClick'), exact: true }).click();
  const password = ((await (await signUp).json()) as { data: { generatedPassword: string } }).data.generatedPassword;

  const save = page.getByRole('dialog', { name: modalTitle('credential-save') });
  await expect(save).toBeVisible();
  await expect(save.getByTestId('credentials')).toContainText(email);
  await expect(save.getByTestId('credentials')).toContainText(password);
  // Not in the address: the details never leave memory except by the player's choice.
  expect(page.url()).not.toContain(password);
  const status = save.getByRole('status');

  await save.getByRole('button', { name: text('credentials.copy') }).click();
  await expect(status).toHaveText(text('credentials.copied'));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(password);

  const file = page.waitForEvent('download');
  await save.getByRole('button', { name: text('credentials.saveFile') }).click();
  const saved = await file;
  expect(saved.suggestedFilename()).toBe('login-details.txt');
  const { readFile } = await import('node:fs/promises');
  expect(await readFile(await saved.path(), 'utf8')).toContain(`${text('credentials.password')}: ${password}`);

  const image = page.waitForEvent('download');
  await save.getByRole('button', { name: text('credentials.saveImage') }).click();
  expect((await image).suggestedFilename()).toBe('login-details.png');
  await expect(status).toHaveText(text('credentials.imageSaved'));

  await save.getByRole('button', { name: text('credentials.sendEmail') }).click();
  await expect(status).toHaveText(`Your login details are on their way to ${email}.`);

  await save.getByRole('button', { name: text('credentials.done') }).click();
  await expect(save).toBeHidden();
  // The account lives in the sandbox of the 1-click server.
  const login = await page.request.post(`http://127.0.0.1:${PORTS.oneClick}/api/user/login`, { data: { email, password } });
  expect(login.status()).toBe(200);
});

test('spec 4 Registration restriction: on a mirror domain, a visitor whose country cookie is in a covering window cannot register', async ({ page }) => {
  const base = `http://127.0.0.1:${PORTS.oneClick}`;
  await page.context().addCookies([{ name: 'countryCode', value: 'LI', url: base }]);
  await open(page, `${base}/casino?modal=register`);
  const dialog = registerDialog(page);
  await expect(dialog).toContainText(text('auth.registrationUnavailable'));
  await expect(dialog.getByRole('button', { name: text('auth.registerOneClick'), exact: true })).toHaveCount(0);
  await expect(dialog.getByRole('textbox', { name: text('form.field.email'), exact: true })).toHaveCount(0);

  // Another country on the same mirror registers as usual.
  await page.context().addCookies([{ name: 'countryCode', value: 'MT', url: base }]);
  await open(page, `${base}/casino?modal=register`);
  await expect(registerDialog(page).getByRole('button', { name: text('auth.registerOneClick'), exact: true })).toBeVisible();
});

test('spec 2.5: the linked-account sign-up modal sends linkAccount and the linkedAccountUuid from the address', async ({ page }, info) => {
  await open(page, '/casino?modal=link-account&linkedAccountUuid=partner-7f3a');
  const dialog = page.getByRole('dialog', { name: modalTitle('link-account') });
  await expect(dialog).toBeVisible();
  const textbox = (key: string) => dialog.getByRole('textbox', { name: text(key), exact: true });
  await textbox('form.field.email').fill(uniqueEmail('linked', info.workerIndex));
  await textbox('form.field.password').fill('Sandbox123!');
  for (const [key, value] of [['form.field.firstName', 'Grace'], ['form.field.lastName', 'Hopper'], ['form.field.dateOfBirth', '1988-03-04']]) {
    if (await textbox(key).count()) await textbox(key).fill(value);
  }
  for (const key of ['form.field.country', 'form.field.currency', 'form.field.phoneCode']) {
    const box = dialog.getByRole('combobox', { name: text(key), exact: true });
    if (await box.count()) await box.selectOption({ index: 1 });
  }
  await dialog.getByText(text('form.field.terms'), { exact: true }).click(); // as a player does: the label
  const signUp = page.waitForRequest((r) => r.url().endsWith('/api/user/sign-up'));
  await dialog.getByRole('button', { name: text('auth.register'), exact: true }).click();
  const body = signUpBody(await signUp);
  expect(body).toMatchObject({ linkAccount: true, linkedAccountUuid: 'partner-7f3a' });
  await expect(dialog).toBeHidden();
});
