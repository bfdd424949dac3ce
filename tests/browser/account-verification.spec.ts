// Identity verification (KYC) at /profile/verify, /account/verification (lulu's panel navigation) and
// /profile2/verification, against the real site and sandbox (never mocked): spec 5 Upload's refusals in the
// browser (a .txt, a 26 MB file) and by the platform (a .png that is not an image), an accepted upload in
// review, the operator's review through the control endpoint (spec 6: no approval without an address), the
// spec 8 KYC status discrepancy with its refresh button, allowKYCBeforeDeposit (off: uploads after the first
// deposit), on a phone, by keyboard, with axe. Each test is a player of its own, signed up through the API.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { CURACAO, DESKTOP, LULU, PHONE, open, pageTitle, text, watchProblems, pageSettled } from './fixtures';

test.use({ viewport: DESKTOP });

const PASSWORD = 'Sandbox123!';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');

async function ok(answer: Awaited<ReturnType<APIRequestContext['post']>>) {
  expect(answer.status(), await answer.text()).toBeLessThan(300);
  return answer;
}

/** A new player without an address (spec 6 matters here), signed up through the API; email and token. */
async function newPlayer(request: APIRequestContext, origin: string, tag: string) {
  const email = `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@kyc.test`;
  const answer = await request.post(`${origin}/api/user/sign-up`, {
    data: { email, password: PASSWORD, firstName: 'Maria', lastName: 'Borg', dateOfBirth: '1990-01-01', countryCode: 'MT', currencyCode: 'EUR' },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return { email, token: (await answer.json()).data.accessToken as string };
}

const deposit = async (request: APIRequestContext, origin: string, email: string) =>
  ok(await request.post(`${origin}/api/sandbox/deposit`, { data: { email, amount: 20, paymentMethod: 'visa', result: 'success' } }));
async function decide(request: APIRequestContext, origin: string, body: Record<string, unknown>) {
  const answer = await ok(await request.post(`${origin}/api/sandbox/documents/decide`, { data: body }));
  return ((await answer.json()) as { data: { kycStatus: string | null } }).data;
}

async function signedIn(page: Page, token: string) {
  await page.addInitScript((value) => localStorage.setItem('accessToken', value), token);
}

const main = (page: Page) => page.getByRole('main');
/** A document kind's card: the Card around its heading. */
const card = (page: Page, kind: 'identityProof' | 'proofOfAddress' | 'bankStatement'): Locator =>
  main(page).getByRole('heading', { level: 2, name: text(`verification.kinds.${kind}`) }).locator('..');
const fileField = (scope: Locator) => scope.getByLabel(text('verification.upload.file'));
const uploadButton = (scope: Locator) => scope.getByRole('button', { name: text('verification.upload.submit'), exact: true });
const status = (page: Page, key: string) => main(page).getByText(text(`verification.status.${key}`), { exact: true });

async function accessible(page: Page) {
  await pageSettled(page);
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious' || v.id === 'heading-order')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('uploads refused by type and size in the browser and by content on the platform, one accepted; the review approves; the mismatch prompt refreshes the status', async ({ page, request }) => {
  const problems = await watchProblems(page);
  const { email, token } = await newPlayer(request, CURACAO, 'kyc');
  await deposit(request, CURACAO, email);
  await signedIn(page, token);

  await open(page, '/profile/verify');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('verification'));
  await expect(main(page).getByText(text('verification.review'))).toBeVisible();
  await expect(status(page, 'none')).toBeVisible();
  // spec 6: this player has no address; the way to add one.
  await expect(main(page).getByText(text('verification.addressRequired'))).toBeVisible();
  await expect(main(page).getByRole('link', { name: text('verification.addAddress') })).toHaveAttribute('href', '/profile/edit-profile');
  await expect(card(page, 'identityProof').getByText(text('verification.kindStatus.none'))).toBeVisible();
  await expect(main(page).getByText(/appear here/)).toHaveCount(0);
  await accessible(page);

  const identity = card(page, 'identityProof');
  // spec 5 Upload, in the browser: a .txt file ...
  await fileField(identity).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await uploadButton(identity).click();
  await expect(identity.getByText(text('form.validation.upload.type'), { exact: true })).toBeVisible();
  expect(text('form.validation.upload.type')).toBe('Only jpg, pdf, png accepted');
  // ... and a 26 MB file are refused before anything is sent.
  const big = Buffer.alloc(26 * 1024 * 1024);
  PNG.copy(big);
  await fileField(identity).setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
  await uploadButton(identity).click();
  await expect(identity.getByText(text('form.validation.upload.size'), { exact: true })).toBeVisible();
  expect(text('form.validation.upload.size')).toBe('File size must be less than 25MB');

  // A .png whose content is not an image passes the browser's name check; the platform refuses it by content.
  await fileField(identity).setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('this is not an image') });
  await uploadButton(identity).click();
  await expect(identity.locator('[data-form-error]')).toHaveText('Only jpg, pdf, png accepted');
  await expect(identity.getByText(text('verification.kindStatus.none'))).toBeVisible();

  // A real png is accepted: in review, listed by its name, and the player's status moves to In review.
  await fileField(identity).setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
  await uploadButton(identity).click();
  await expect(identity.getByText(text('verification.kindStatus.inReview'), { exact: true })).toBeVisible();
  await expect(identity.getByRole('listitem').filter({ hasText: 'passport.png' })).toBeVisible();
  await expect(identity.locator('[data-form-error]')).toHaveCount(0);
  await expect(status(page, 'pending')).toBeVisible();
  const address = card(page, 'proofOfAddress');
  await fileField(address).setInputFiles({ name: 'bill.pdf', mimeType: 'application/pdf', buffer: PDF });
  await uploadButton(address).click();
  await expect(address.getByText(text('verification.kindStatus.inReview'), { exact: true })).toBeVisible();

  // The review approves both; without an address the status stays In review (spec 6), with no mismatch prompt.
  expect((await decide(request, CURACAO, { email, kind: 'all', status: 'approved' })).kycStatus).toBe('PENDING');
  await page.reload();
  await expect(identity.getByText(text('verification.kindStatus.approved'), { exact: true })).toBeVisible();
  await expect(address.getByText(text('verification.kindStatus.approved'), { exact: true })).toBeVisible();
  await expect(status(page, 'pending')).toBeVisible();
  await expect(main(page).getByText(text('verification.addressRequired'))).toBeVisible();
  await expect(main(page).getByText(text('verification.mismatch'))).toHaveCount(0);
  // An approved kind asks for nothing more.
  await expect(fileField(identity)).toHaveCount(0);

  // With an address, the profile status lags behind the documents (moveKycStatus false): spec 8's prompt.
  await ok(await request.put(`${CURACAO}/api/user/update-user-details`, { headers: { Authorization: `Bearer ${token}` }, data: { address: 'Triq il-Kbira 1', updateFrom: 'Profile Page' } }));
  expect((await decide(request, CURACAO, { email, moveKycStatus: false })).kycStatus).toBe('PENDING');
  await page.reload();
  const mismatch = main(page).getByRole('status').filter({ hasText: text('verification.mismatch') });
  await expect(mismatch).toBeVisible();
  await expect(main(page).getByText(text('verification.addressRequired'))).toHaveCount(0);
  await accessible(page);
  // The platform catches up; the page shows it only when the player refreshes (by keyboard here).
  expect((await decide(request, CURACAO, { email })).kycStatus).toBe('APPROVED');
  await expect(status(page, 'pending')).toBeVisible();
  await mismatch.getByRole('button', { name: text('verification.refresh') }).focus();
  await page.keyboard.press('Enter');
  await expect(status(page, 'approved')).toBeVisible();
  await expect(main(page).getByText(text('verification.mismatch'))).toHaveCount(0);

  // The browser logs the platform's 415 refusal it was asked for; nothing else.
  expect((await problems.all()).filter((p) => !/Failed to load resource: .*status of 415/.test(p))).toEqual([]);
});

test('lulu: /account/verification on a phone; without a deposit the player sees why uploads wait (allowKYCBeforeDeposit off), then may upload', async ({ browser, request }) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const problems = await watchProblems(page);

  // A guest is asked to log in.
  await open(page, `${LULU}/account/verification`);
  await expect(page.getByText(text('auth.loginRequired', 'lulu'))).toBeVisible();

  const { email, token } = await newPlayer(request, LULU, 'kyc-lulu');
  await signedIn(page, token);
  await open(page, `${LULU}/account/verification`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('verification', 'lulu'));
  const gate = main(page).getByTestId('kyc-deposit-first');
  await expect(gate).toContainText(text('verification.depositFirst', 'lulu'));
  await expect(gate.getByRole('link', { name: text('verification.toDeposit', 'lulu') })).toBeVisible();
  await expect(card(page, 'identityProof')).toBeVisible();
  await expect(fileField(main(page))).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
  await accessible(page);

  // The platform refuses it too (the brand's allowKYCBeforeDeposit is off).
  const early = await request.post(`${LULU}/api/user/documents?kind=identityProof&name=a.png`, {
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/octet-stream' }, data: PNG,
  });
  expect(early.status()).toBe(409);

  // After the first deposit the upload opens, one per kind, each field with its own id.
  await deposit(request, LULU, email);
  await page.reload();
  await expect(fileField(card(page, 'identityProof'))).toBeVisible();
  await expect(main(page).getByTestId('kyc-deposit-first')).toHaveCount(0);
  const ids = await fileField(main(page)).evaluateAll((inputs) => inputs.map((i) => i.id));
  expect(ids).toHaveLength(3);
  expect(new Set(ids).size).toBe(3);
  const bank = card(page, 'bankStatement');
  await fileField(bank).setInputFiles({ name: 'card.pdf', mimeType: 'application/pdf', buffer: PDF });
  await uploadButton(bank).click();
  await expect(bank.getByText(text('verification.kindStatus.inReview', 'lulu'), { exact: true })).toBeVisible();
  // A document still in review can be removed.
  await bank.getByRole('button', { name: text('verification.remove', 'lulu') }).click();
  await expect(bank.getByText(text('verification.kindStatus.none', 'lulu'), { exact: true })).toBeVisible();
  await accessible(page);
  expect(await problems.all()).toEqual([]);
  await context.close();
});
