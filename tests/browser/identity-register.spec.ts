// Registration from the header (spec 4 Auth state: sign-up; spec 5 Validation rules; spec 7 sign-up and its
// browser events user:signup / user:errorSignup; spec 8 sign-up failure shows the server message).
// Every successful test registers its own address, so parallel workers never collide.
import { test, expect, type Locator, type Page } from '@playwright/test';
import {
  CURACAO, DESKTOP, LULU, PLAYER, SANDBOX_PASSWORD, brandDoc, headerBalance, headerLogin, headerLogout, headerRegister, open,
  registerDialog, text, uniqueEmail, chooseOption, fillRegistration,
} from './fixtures';

test.use({ viewport: DESKTOP });

const pad = (n: number) => String(n).padStart(2, '0');
/** A local YYYY-MM-DD date `years` years before today, shifted by `days`. */
function yearsAgo(years: number, days = 0): string {
  const now = new Date();
  const d = new Date(now.getFullYear() - years, now.getMonth(), now.getDate() + days);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

const field = (dialog: Locator, key: string) => dialog.getByRole('textbox', { name: text(key), exact: true });
const select = (dialog: Locator, key: string) => dialog.getByRole('combobox', { name: text(key), exact: true });
const terms = (dialog: Locator) => dialog.getByRole('checkbox', { name: text('form.field.terms') });
/** Ticks or unticks the terms from the keyboard (focus, Space), as a keyboard player does; the Consent click test covers the mouse. */
async function setTerms(dialog: Locator, on: boolean) {
  if ((await terms(dialog).isChecked()) !== on) {
    await terms(dialog).focus();
    await terms(dialog).press('Space');
  }
  if (on) await expect(terms(dialog)).toBeChecked();
  else await expect(terms(dialog)).not.toBeChecked();
}
const submit = (dialog: Locator) => dialog.getByRole('button', { name: text('auth.register'), exact: true });

async function openRegister(page: Page): Promise<Locator> {
  await open(page, '/casino');
  await headerRegister(page).click();
  const dialog = registerDialog(page);
  await expect(dialog).toBeVisible();
  await expect(field(dialog, 'form.field.email')).toBeVisible(); // the form's choices have loaded
  return dialog;
}

/** Fills every field the form shows with valid data (fixtures.ts fillRegistration). */
const fillValid = (dialog: Locator, email: string) => fillRegistration(dialog, { email });

/** The message shown under a field (linked to it by aria-describedby). */
const describedAs = (input: Locator, message: string) => expect(input).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

/** settings.holdUserOnRegistration as the page sees it: the platform's settings2 over the brand's. */
async function holdsUsers(page: Page): Promise<boolean> {
  const answer = await page.request.get('/api/core/casino/settings2');
  const platform = (answer.ok() ? await answer.json() : {}) as Record<string, unknown>;
  const brand = brandDoc<Record<string, unknown>>('curacao', 'settings.json');
  return (platform.holdUserOnRegistration ?? brand.holdUserOnRegistration) === true;
}

async function recordSignUpEvents(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __signup: Array<{ type: string; detail: unknown }> };
    w.__signup = [];
    for (const type of ['user:signup', 'user:errorSignup']) {
      window.addEventListener(type, (e) => w.__signup.push({ type, detail: (e as CustomEvent).detail }));
    }
  });
}
const signUpEvents = (page: Page) => page.evaluate(() => (window as unknown as { __signup: Array<{ type: string; detail: Record<string, unknown> }> }).__signup);

test('spec 4/7: registering with valid data closes the modal and signs the new player in (unless the settings hold users)', async ({ page }, info) => {
  await recordSignUpEvents(page);
  const email = uniqueEmail('register', info.workerIndex);
  const dialog = await openRegister(page);
  await fillValid(dialog, email);
  const signUp = page.waitForRequest((r) => r.url().endsWith('/api/user/sign-up') && r.method() === 'POST');
  await submit(dialog).click();
  const sent = (await signUp).postDataJSON();
  expect(sent).toMatchObject({
    email, password: SANDBOX_PASSWORD, firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1990-05-17', gender: 'Female',
    countryCode: 'MT', currencyCode: 'EUR', phoneCode: '356', phone: '21234567', city: 'Valletta', zipCode: 'VLT 1117',
  });

  await expect(dialog).toHaveCount(0);
  await expect(page).not.toHaveURL(/modal=register/);
  await expect.poll(async () => (await signUpEvents(page)).map((e) => e.type)).toEqual(['user:signup']);

  if (await holdsUsers(page)) {
    await expect(headerLogin(page)).toBeVisible();
    await expect(headerBalance(page)).toHaveCount(0);
    return;
  }
  await expect(headerBalance(page)).toBeVisible();
  await expect(headerLogout(page)).toBeVisible();
  await expect(headerLogin(page)).toHaveCount(0);
  // The signed-in player is the one just registered, with what the form sent.
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(token).toBeTruthy();
  const details = await page.request.get('/api/user/get-user-details', { headers: { Authorization: `Bearer ${token}` } });
  expect(details.status()).toBe(200);
  const user = (await details.json()).data.getUser;
  expect(user).toMatchObject({ email, firstName: 'Ada', lastName: 'Lovelace', countryCode: 'MT', currencyCode: 'EUR', phone: '21234567' });
  await expect(headerBalance(page)).toContainText(`€${user.userWallet.totalAmount.toFixed(2)}`);
});

test('spec 8: registering an address already taken shows the server message and keeps the form filled', async ({ page }) => {
  await recordSignUpEvents(page);
  const dialog = await openRegister(page);
  await fillValid(dialog, PLAYER);
  // The platform's own wording for this refusal, asked with the same data.
  const refused = await page.request.post('/api/user/sign-up', {
    data: {
      email: PLAYER, password: SANDBOX_PASSWORD, firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1990-05-17',
      countryCode: 'MT', currencyCode: 'EUR',
    },
  });
  expect(refused.status()).toBeGreaterThanOrEqual(400);
  const serverMessage = (await refused.json()).message as string;
  expect(serverMessage).toBeTruthy();

  await submit(dialog).click();
  await expect(dialog.getByRole('alert').filter({ hasText: serverMessage })).toBeVisible();
  await expect(field(dialog, 'form.field.email')).toHaveValue(PLAYER);
  await expect(field(dialog, 'form.field.firstName')).toHaveValue('Ada');
  await expect(terms(dialog)).toBeChecked();
  await expect.poll(async () => (await signUpEvents(page)).map((e) => e.type)).toEqual(['user:errorSignup']);
  expect((await signUpEvents(page))[0].detail).toEqual({ message: serverMessage });
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
});

test('spec 5 Password: a password under 6 characters shows the minimum length message', async ({ page }, info) => {
  const dialog = await openRegister(page);
  await fillValid(dialog, uniqueEmail('short', info.workerIndex));
  await field(dialog, 'form.field.password').fill('ab1');
  await submit(dialog).click();
  await describedAs(field(dialog, 'form.field.password'), text('form.validation.minLength').replace('{{limit}}', '6'));
  await expect(dialog.getByText(text('errors.checkFields'), { exact: true })).toBeVisible();
  await expect(dialog).toBeVisible();
});

for (const [brand, base] of [['curacao', CURACAO], ['lulu', LULU]] as const) {
  test(`${brand}: spec 5 Date of birth: the registration's date of birth starts at 18 years ago, as the profile's does`, async ({ page }) => {
    await open(page, `${base}/casino`);
    await headerRegister(page).click();
    const dialog = registerDialog(page);
    await expect(field(dialog, 'form.field.email')).toBeVisible();
    await expect(field(dialog, 'form.field.dateOfBirth')).toHaveValue(yearsAgo(18));
  });
}

test('spec 5 Date of birth: a player under 18 sees "You must be at least 18 years old"', async ({ page }, info) => {
  const dialog = await openRegister(page);
  await fillValid(dialog, uniqueEmail('young', info.workerIndex));
  // One day short of 18.
  await field(dialog, 'form.field.dateOfBirth').fill(yearsAgo(18, 1));
  await submit(dialog).click();
  await describedAs(field(dialog, 'form.field.dateOfBirth'), text('form.validation.invalid.dob'));
  await expect(dialog).toBeVisible();
  // Exactly 18 today is old enough: the message goes.
  await field(dialog, 'form.field.dateOfBirth').fill(yearsAgo(18));
  await expect(dialog.getByText(text('form.validation.invalid.dob'), { exact: true })).toHaveCount(0);
});

test('spec 5 Phone: a number too short for the chosen code shows "Number is too short"', async ({ page }, info) => {
  const dialog = await openRegister(page);
  await fillValid(dialog, uniqueEmail('phone', info.workerIndex));
  await field(dialog, 'form.field.phone').fill('2123');
  await submit(dialog).click();
  await describedAs(field(dialog, 'form.field.phone'), text('form.validation.phone.tooShort'));
  await expect(dialog).toBeVisible();
});

test('spec 5 Consent: submitting with the terms unticked shows the terms message', async ({ page }, info) => {
  const dialog = await openRegister(page);
  await fillValid(dialog, uniqueEmail('terms', info.workerIndex));
  await setTerms(dialog, false);
  let sent = 0;
  page.on('request', (r) => { if (r.url().endsWith('/api/user/sign-up')) sent += 1; });
  await submit(dialog).click();
  await expect(dialog.getByText(text('form.validation.termsRequired'), { exact: true })).toBeVisible();
  await expect(dialog.getByText(text('errors.checkFields'), { exact: true })).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(sent, 'an invalid form is not sent').toBe(0);
});

test('spec 5 Consent: clicking the terms box or its label ticks it, and a second click unticks it', async ({ page }) => {
  const dialog = await openRegister(page);
  const checkbox = terms(dialog);
  const root = dialog.locator('label').filter({ has: page.getByRole('checkbox', { name: text('form.field.terms') }) });
  await expect(checkbox).not.toBeChecked();
  // The visible box (the input itself is visually hidden under it).
  await root.locator('[data-part="control"]').click();
  await expect(checkbox, 'a click on the box ticks the terms').toBeChecked();
  await dialog.getByText(text('form.field.terms'), { exact: true }).click();
  await expect(checkbox, 'a click on the label unticks them').not.toBeChecked();
});

test('spec 5 Phone: letters are blocked in the phone field; digits go in', async ({ page }) => {
  const dialog = await openRegister(page);
  await chooseOption(select(dialog, 'form.field.phoneCode'), /\+356 Malta$/);
  const phone = field(dialog, 'form.field.phone');
  await phone.pressSequentially('21a2b-3x4');
  await expect(phone).toHaveValue('21234');
});

test('spec 5: the selects start empty: no country, currency or phone code is chosen for the player', async ({ page }) => {
  const dialog = await openRegister(page);
  for (const key of ['form.field.country', 'form.field.currency', 'form.field.phoneCode']) {
    const box = select(dialog, key);
    await expect(box, key).toHaveValue('');
    expect(await box.locator('option').count(), `${key} has choices`).toBeGreaterThan(1);
  }
  await expect(terms(dialog)).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: text('form.field.newsLetter') })).not.toBeChecked();
});
