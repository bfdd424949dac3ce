// The edit-profile page (issue 13; spec 2.1 /profile/edit-profile, /account under the panel navigation; spec 5
// Profile form and Password; spec 7 update-user-details; spec 8 the server's message) against the real site and
// sandbox (never mocked). Players other specs rely on are only looked at: the seeded verified player for the
// lock rules, new@sandbox.test for the resend (its link is read, never followed, so it stays unverified);
// saving and password changes use players this spec signs up through the platform.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { CURACAO, DESKTOP, LULU, PHONE, PLAYER, SANDBOX_PASSWORD, logInFromHeader, open, pageTitle, text, watchProblems, pageSettled } from './fixtures';

test.use({ viewport: DESKTOP });

const NEW_PLAYER = 'new@sandbox.test';
const main = (page: Page) => page.getByRole('main');
const field = (page: Page, key: string) => main(page).getByLabel(new RegExp(`^${text(key)}`));
const notice = (page: Page, words: string) => page.locator('[data-notice]').filter({ hasText: words });

/**
 * A new player through the platform's sign-up call. With details, a registration with the password and the
 * fields the registration config asks for; without, a 1-click registration (email and currency only, spec 5),
 * so nothing else is filled.
 */
async function signUp(request: APIRequestContext, origin: string, tag: string, details?: Record<string, unknown>) {
  const email = `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@profile.test`;
  const data = details ? { email, password: SANDBOX_PASSWORD, currencyCode: 'EUR', ...details } : { email, currencyCode: 'EUR' };
  const answer = await request.post(`${origin}/api/user/sign-up`, { data });
  expect(answer.status(), await answer.text()).toBe(201);
  return { email, token: (await answer.json()).data.accessToken as string };
}

async function signedIn(page: Page, token: string) {
  await page.addInitScript((value) => localStorage.setItem('accessToken', value), token);
}

/** No critical or serious axe finding in the page's main region, and headings that skip no level. */
async function accessible(page: Page) {
  await pageSettled(page);
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious' || v.id === 'heading-order')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a guest is asked to log in; the verified player cannot edit the verified email or the names, and can edit the city', async ({ page }) => {
  const problems = await watchProblems(page);
  await open(page, `${CURACAO}/profile/edit-profile`);
  await expect(page.getByText(text('auth.loginRequired'))).toBeVisible();
  await expect(field(page, 'form.field.email')).toHaveCount(0);

  await logInFromHeader(page, PLAYER);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('edit-profile'));
  await expect(field(page, 'form.field.email')).toHaveValue(PLAYER);
  // spec 5 Profile form: email when verified, first and last name when non-empty, date of birth when real.
  for (const key of ['form.field.email', 'form.field.firstName', 'form.field.lastName', 'form.field.dateOfBirth', 'form.field.phone']) {
    await expect(field(page, key), key).not.toBeEditable();
  }
  await expect(field(page, 'form.field.country')).toBeDisabled();
  await expect(field(page, 'form.field.city')).toBeEditable();
  // Typing into a locked field changes nothing.
  await field(page, 'form.field.firstName').press('X');
  await expect(field(page, 'form.field.firstName')).toHaveValue('Maria');
  // Verified: no resend button. No placeholder sentence is left.
  await expect(main(page).getByRole('button', { name: text('profileEdit.verify.resend') })).toHaveCount(0);
  await expect(main(page).getByText(/form to change them appear here/)).toHaveCount(0);
  await accessible(page);

  // A 390px phone: the page fits the width; the form is one column.
  await page.setViewportSize(PHONE);
  await expect(field(page, 'form.field.city')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  expect(await problems.all()).toEqual([]);
});

test('a player with empty details saves them: the server\'s message, the names locked at once, the details on /profile', async ({ page, request }) => {
  const problems = await watchProblems(page);
  const player = await signUp(request, CURACAO, 'empty');
  await signedIn(page, player.token);
  await open(page, `${CURACAO}/profile/edit-profile`);
  await expect(field(page, 'form.field.email')).toHaveValue(player.email);
  // Nothing is locked yet: the email is not verified and no name is given.
  await expect(field(page, 'form.field.email')).toBeEditable();
  await expect(field(page, 'form.field.firstName')).toBeEditable();
  await expect(field(page, 'form.field.firstName')).toHaveValue('');
  // spec 5: gender defaults to Not to say; the birth date 1900-01-01 (not set) is pre-filled as 18 years ago.
  await expect(field(page, 'form.field.gender').locator('option:checked')).toHaveText('Not to say');
  const eighteenYearsAgo = await page.evaluate(() => {
    const d = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear() - 18}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  });
  await expect(field(page, 'form.field.dateOfBirth')).toHaveValue(eighteenYearsAgo);

  // Keyboard: the fields are filled and the form sent with the keyboard.
  await field(page, 'form.field.firstName').fill('Asha');
  await field(page, 'form.field.lastName').fill('Lind');
  await field(page, 'form.field.dateOfBirth').fill('1992-03-04');
  await field(page, 'form.field.city').fill('Sliema');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/update-user-details') && r.request().method() === 'PUT');
  await field(page, 'form.field.city').press('Enter');
  const answer = await saved;
  expect(answer.status()).toBe(200);
  const sent = answer.request().postDataJSON() as Record<string, unknown>;
  expect(sent).toMatchObject({ firstName: 'Asha', lastName: 'Lind', dateOfBirth: '1992-03-04', city: 'Sliema', gender: 'Not to say', address: null, updateFrom: 'Profile Page' });
  expect(sent).not.toHaveProperty('zipCode');
  const message = ((await answer.json()) as { message: string }).message;
  await expect(notice(page, message)).toBeVisible();
  // The user was read again: the names and the birth date are now locked (spec 5), without a reload.
  await expect(field(page, 'form.field.firstName')).not.toBeEditable();
  await expect(field(page, 'form.field.dateOfBirth')).not.toBeEditable();
  await expect(field(page, 'form.field.country')).toBeDisabled();

  await open(page, `${CURACAO}/profile`);
  await expect(main(page).getByText(text('profile.name').replace('{{name}}', 'Asha Lind'), { exact: true })).toBeVisible();
  expect(await problems.all()).toEqual([]);
});

test('change password: a wrong current password shows the server\'s message; the right one changes it and clears the fields', async ({ page, request }) => {
  const player = await signUp(request, CURACAO, 'password', { firstName: 'Erik', lastName: 'Berg', dateOfBirth: '1985-01-02', countryCode: 'MT' });
  await signedIn(page, player.token);
  await open(page, `${CURACAO}/profile/edit-profile`);
  const form = main(page).locator('[data-form="change-password"]');
  const submit = form.getByRole('button', { name: text('profileEdit.password.save') });
  await expect(submit).toBeVisible();
  await submit.click();
  await expect(form.getByText(text('form.validation.password.currentRequired'))).toBeVisible();

  await form.getByLabel(new RegExp(`^${text('profileEdit.password.current')}`)).fill('Wrong123!');
  await form.getByLabel(new RegExp(`^${text('profileEdit.password.new')}`)).fill('Changed123!');
  await form.getByLabel(new RegExp(`^${text('profileEdit.password.confirm')}`)).fill('Changed12!');
  await submit.click();
  await expect(form.getByText(text('form.validation.password.match'))).toBeVisible();
  await form.getByLabel(new RegExp(`^${text('profileEdit.password.confirm')}`)).fill('Changed123!');
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/user/update-user-details'));
  await submit.click();
  const refusal = await refused;
  expect(refusal.status()).toBe(400);
  await expect(form.locator('[data-form-error]')).toHaveText(((await refusal.json()) as { message: string }).message);

  await form.getByLabel(new RegExp(`^${text('profileEdit.password.current')}`)).fill(SANDBOX_PASSWORD);
  const changed = page.waitForResponse((r) => r.url().endsWith('/api/user/update-user-details'));
  await submit.click();
  const done = await changed;
  expect(done.status()).toBe(200);
  await expect(notice(page, ((await done.json()) as { message: string }).message)).toBeVisible();
  await expect(form.getByLabel(new RegExp(`^${text('profileEdit.password.current')}`))).toHaveValue('');
  // The new password is the one that logs in now.
  const login = await request.post(`${CURACAO}/api/user/login`, { data: { email: player.email, password: 'Changed123!' } });
  expect(login.status()).toBe(200);
});

test('resend verification for the unverified player: the server\'s message, and the platform sent a link', async ({ page, request }) => {
  const problems = await watchProblems(page);
  await open(page, `${CURACAO}/profile/edit-profile`);
  await logInFromHeader(page, NEW_PLAYER);
  await expect(main(page).getByText(text('profileEdit.verify.text').replace('{{email}}', NEW_PLAYER))).toBeVisible();
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/user/resend-verification'));
  await main(page).getByRole('button', { name: text('profileEdit.verify.resend') }).click();
  const answer = await sent;
  expect(answer.status()).toBe(200);
  await expect(notice(page, ((await answer.json()) as { message: string }).message)).toBeVisible();
  const link = await request.post(`${CURACAO}/api/sandbox/verification-sent`, { data: { email: NEW_PLAYER } });
  expect(link.status()).toBe(200);
  expect(((await link.json()) as { url: string }).url).toMatch(/^\/api\/user\/verify-email\?token=/);
  await accessible(page);
  expect(await problems.all()).toEqual([]);
});

test('lulu (panel navigation): the form is at /account; the names given at sign-up are locked', async ({ page, request }) => {
  const problems = await watchProblems(page);
  const player = await signUp(request, LULU, 'lulu', { firstName: 'Lina', lastName: 'Holm', dateOfBirth: '1990-07-08', countryCode: 'SE' });
  await signedIn(page, player.token);
  await open(page, `${LULU}/account`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('edit-profile', 'lulu'));
  await expect(field(page, 'form.field.firstName')).toHaveValue('Lina');
  await expect(field(page, 'form.field.firstName')).not.toBeEditable();
  await expect(field(page, 'form.field.email')).toBeEditable();
  await field(page, 'form.field.city').fill('Malmö');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/update-user-details'));
  await main(page).getByRole('button', { name: text('profileEdit.save') }).click();
  const answer = await saved;
  expect(answer.status()).toBe(200);
  // spec 7: for the lulu theme, onChangeResetKyc is also set.
  expect(answer.request().postDataJSON()).toMatchObject({ city: 'Malmö', onChangeResetKyc: true, updateFrom: 'Profile Page' });
  await expect(notice(page, ((await answer.json()) as { message: string }).message)).toBeVisible();
  await accessible(page);
  expect(await problems.all()).toEqual([]);
});
