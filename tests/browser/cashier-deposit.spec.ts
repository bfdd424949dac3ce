// The cashier's deposit against the real site and sandbox (never mocked): a card deposit through the
// provider's 3DS page and the webhook (spec 4, spec 7) with the header balance rising over the socket, the
// failed dialog with its alternative method (spec 2.4, spec 4) and its tracking event, card details only in
// the payment provider's card-token request (PCI DSS SAQ A), the card form's
// messages (spec 5 Card), one deposit for a double click on Pay (the requestId), the UPI QR countdown
// (spec 4), the payment-profile step before a card for a player without an address (spec 2.5), the
// deposit's tracking action code (spec 7), and the page on a 390px phone by keyboard, with axe.
// Each test deposits as a player of its own (signed up through the API, so no other spec's balance or
// deposit count moves); POST /api/sandbox/payments/next sets the outcome of the next deposit, and only
// this file deposits.
import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { SANDBOX_PAYMENT_PROVIDER_URL } from '../../src/platform/boot';
import { DESKTOP, LULU, PHONE, animationsDone, euros, headerBalance, modalTitle, open, text, watchProblems, pageSettled } from './fixtures';

test.use({ viewport: DESKTOP });

const PASSWORD = 'Sandbox123!';
const CARD = { number: '4242 4242 4242 4242', holder: 'Maria Borg', expiry: '12/30', cvc: '123' };

type Recorded = { type: string; detail: Record<string, unknown> };
type Recorder = { __wallet: Recorded[]; __marker?: number };

const ADDRESS = { address: 'Triq il-Kbira 12', city: 'Valletta', zipCode: 'VLT 1010' };

/**
 * A new player of the country and currency, signed up through the API; its token. With a complete profile
 * (names, birth date, address), so no method asks for the payment-profile step (spec 2.5), unless
 * withAddress is false.
 */
async function newPlayer(request: APIRequestContext, tag: string, countryCode = 'MT', currencyCode = 'EUR', withAddress = true) {
  const email = `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@cashier.test`;
  const answer = await request.post('/api/user/sign-up', {
    data: { email, password: PASSWORD, firstName: 'Maria', lastName: 'Borg', dateOfBirth: '1990-01-01', ...(withAddress ? ADDRESS : {}), countryCode, currencyCode },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return { email, token: (await answer.json()).data.accessToken as string };
}

/** The page starts signed in as the player (the stored access token, as after a login) and records wallet events. */
async function signedIn(page: Page, token: string) {
  await page.addInitScript((value) => {
    localStorage.setItem('accessToken', value);
    const w = window as unknown as Recorder;
    w.__wallet = [];
    for (const type of ['wallet:balance', 'wallet:deposit', 'wallet:failedDeposit']) {
      window.addEventListener(type, (event) => w.__wallet.push({ type, detail: (event as CustomEvent).detail }));
    }
  }, token);
}
const walletEvents = (page: Page) => page.evaluate(() => (window as unknown as Recorder).__wallet);

/** The outcome of this player's next deposit (the player's own: tests in other workers deposit meanwhile). */
async function nextPayment(request: APIRequestContext, email: string, result: 'success' | 'failed' | 'pending' | 'decline' | 'cancel' | 'return') {
  const answer = await request.post('/api/sandbox/payments/next', { data: { result, email } });
  expect(answer.status(), await answer.text()).toBe(200);
}

async function deposits(request: APIRequestContext, token: string) {
  const answer = await request.get('/api/user/transactions?type=deposit&limit=50', { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()).data.transactions.rows as Array<{ type: string; status: string; amount: number }>).filter((r) => r.type === 'deposit');
}

const payButton = (page: Page) => page.getByTestId('deposit-pay');
const method = (page: Page, title: string) => page.getByRole('radio', { name: title });
const dialog = (page: Page, modal: string) => page.getByRole('dialog', { name: modalTitle(modal) });

async function fillCard(page: Page, card: Partial<typeof CARD> = CARD) {
  for (const [field, value] of Object.entries(card)) {
    await page.getByLabel(text(`cashier.deposit.card.${field}`), { exact: false }).fill(value);
  }
}

test('a card deposit goes through the 3DS page and the webhook; the header balance rises over the socket without a reload', async ({ page, request }) => {
  const problems = await watchProblems(page);
  const { email, token } = await newPlayer(request, 'card3ds');
  await signedIn(page, token);
  await open(page, '/deposit?activeMethod=visa');
  await expect(method(page, 'Visa')).toBeChecked();
  await expect(headerBalance(page)).toContainText(euros(0));
  await expect(page.getByTestId('deposit-amount')).toHaveValue('25');
  await fillCard(page);
  await nextPayment(request, email, 'success');
  await payButton(page).click();

  // The provider's 3-D Secure page (its own page, not the casino's).
  await page.waitForURL(/\/api\/sandbox\/provider\/3ds\//);
  await page.getByRole('button', { name: 'Authenticate' }).click();
  await page.waitForURL(/\/deposit\?modal=deposit-3ds-success&PaReq=.+&MD=.+/);
  await page.evaluate(() => { (window as unknown as Recorder).__marker = 1; });

  const confirmation = dialog(page, 'deposit-3ds-success');
  await expect(confirmation).toContainText(text('cashier.deposit.threeDs.success'));
  // The open dialog hides the header from the accessibility tree, so the balance is found by its test id.
  await expect(page.getByRole('banner', { includeHidden: true }).getByTestId('balance')).toContainText(euros(25));
  await expect(page.getByTestId('deposit-success')).toHaveText(text('cashier.deposit.success').replace('{{amount}}', euros(25)));
  // Over the socket (spec 7: deposit with count, then balance), and no reload since the return.
  await expect.poll(async () => (await walletEvents(page)).some((e) => e.type === 'wallet:balance' && e.detail.total === 25)).toBe(true);
  expect((await walletEvents(page)).find((e) => e.type === 'wallet:deposit')?.detail).toMatchObject({ amount: 25, count: 1, paymentMethod: 'visa' });
  expect(await page.evaluate(() => (window as unknown as Recorder).__marker)).toBe(1);

  // spec 4: the webhook is called once; closing the dialog leaves one completed deposit.
  await confirmation.getByRole('button', { name: text('common.close') }).first().click();
  await expect(confirmation).toHaveCount(0);
  await expect(page).toHaveURL(/\/deposit$/);
  expect((await deposits(request, token)).map((d) => [d.status, d.amount])).toEqual([['completed', 25]]);
  expect(await problems.all()).toEqual([]);
});

/** A card whose number, holder and CVC are written nowhere else, so finding them in a request means they were sent. */
const TRACED_CARD = { number: '4000 0566 5566 5556', holder: 'Quintessa Vallejo', expiry: '11/31', cvc: '739' };

/** Whether a URL or body holds one of the traced card's details (the number in any spacing or encoding). */
function cardDetailsIn(haystack: string): string[] {
  let decoded = haystack;
  try { decoded = decodeURIComponent(haystack.replace(/\+/g, ' ')); } catch { /* not URI-encoded */ }
  const found: string[] = [];
  const digits = TRACED_CARD.number.replace(/\D/g, '');
  if (decoded.replace(/[\s-]/g, '').includes(digits)) found.push('number');
  if (/quintessa|vallejo/i.test(decoded)) found.push('holder');
  // The CVC as a value of its own (three digits may well be part of a longer number or id).
  if (decoded.split(/[^0-9A-Za-z]+/).includes(TRACED_CARD.cvc)) found.push('cvc');
  return found;
}

test("PCI DSS SAQ A: in a whole card deposit the card's number, CVC and holder travel in one request, the provider's card-token, without the player's credentials", async ({ page, request }) => {
  const problems = await watchProblems(page);
  const { email, token } = await newPlayer(request, 'cardtrace');
  await signedIn(page, token);
  // Every request of the context: the casino page, the provider's 3DS page and the return, socket polling.
  const requests: Request[] = [];
  page.context().on('request', (r) => requests.push(r));

  await open(page, '/deposit?activeMethod=visa');
  const boot = JSON.parse(await page.locator('#boot-config').textContent() ?? '{}') as { paymentProviderUrl?: string };
  const providerBase = new URL(boot.paymentProviderUrl ?? SANDBOX_PAYMENT_PROVIDER_URL, page.url()).href.replace(/\/+$/, '');
  await expect(method(page, 'Visa')).toBeChecked();
  await fillCard(page, TRACED_CARD);
  await nextPayment(request, email, 'success');
  await payButton(page).click();
  await page.waitForURL(/\/api\/sandbox\/provider\/3ds\//);
  await page.getByRole('button', { name: 'Authenticate' }).click();
  await page.waitForURL(/\/deposit\?modal=deposit-3ds-success&PaReq=.+&MD=.+/);
  await expect(dialog(page, 'deposit-3ds-success')).toContainText(text('cashier.deposit.threeDs.success'));
  expect((await deposits(request, token)).map((d) => [d.status, d.amount])).toEqual([['completed', 25]]);

  const carrying = requests
    .map((r) => ({ r, found: [...cardDetailsIn(r.url()), ...cardDetailsIn(r.postData() ?? '')] }))
    .filter(({ found }) => found.length > 0);
  expect(carrying.map(({ r }) => `${r.method()} ${r.url()}`)).toEqual([`POST ${providerBase}/card-token`]);
  const [{ r: tokenise, found }] = carrying;
  expect(new Set(found)).toEqual(new Set(['number', 'holder', 'cvc']));
  const headers = await tokenise.allHeaders();
  expect(Object.keys(headers).filter((name) => /^(authorization2?|cookie)$/i.test(name))).toEqual([]);
  expect(JSON.stringify(headers)).not.toContain(token);
  // The casino's own calls were made (so the recording saw them), none with the card.
  expect(requests.some((r) => r.url().includes('/api/user/deposit'))).toBe(true);
  expect(requests.some((r) => r.url().includes('/api/user/3ds-webhook'))).toBe(true);
  expect(await problems.all()).toEqual([]);
});

test('a failed deposit shows the failed dialog with the alternative method; its button logs ALTERNATIVE_METHOD_BUTTON and preselects it', async ({ page, request }) => {
  const { email, token } = await newPlayer(request, 'failed');
  await signedIn(page, token);
  await open(page, '/deposit?activeMethod=skrill');
  await nextPayment(request, email, 'failed');
  await payButton(page).click();

  const failed = dialog(page, 'deposit-failed');
  await expect(failed).toBeVisible();
  await expect(page).toHaveURL(/[?&]modal=deposit-failed/);
  await expect(page).toHaveURL(/[?&]met=skrill/);
  await expect(failed).toContainText(text('modal.depositFailed.text').replace('{{method}}', 'Skrill'));
  // spec 4: any other method than a card-type one leads to carouseller.
  await failed.getByRole('button', { name: text('cashier.deposit.alternative.button').replace('{{method}}', 'Carouseller') }).click();
  await expect(failed).toHaveCount(0);
  await expect(page).toHaveURL(/\/deposit\?activeMethod=carouseller$/);
  await expect(method(page, 'Carouseller')).toBeChecked();
  await expect.poll(async () => (await alternativeEvents(request)).filter((e) => e.email === email).map((e) => e.event)).toEqual(['ALTERNATIVE_METHOD_BUTTON']);
  expect((await deposits(request, token)).map((d) => d.status)).toEqual(['failed']);
});

test('a card that fails 3-D Secure comes back to the failed dialog, which offers the card-form method', async ({ page, request }) => {
  const { token } = await newPlayer(request, 'card3dsfail');
  await signedIn(page, token);
  await open(page, '/deposit?activeMethod=visa');
  await fillCard(page);
  await payButton(page).click();
  await page.waitForURL(/\/api\/sandbox\/provider\/3ds\//);
  await page.getByRole('button', { name: 'Fail authentication' }).click();
  await page.waitForURL(/\/deposit\?modal=deposit-failed&met=visa/);
  const failed = dialog(page, 'deposit-failed');
  await expect(failed).toContainText(text('modal.depositFailed.text').replace('{{method}}', 'Visa'));
  // spec 4: 'a card-type method (visa, master, mastercard, card, cards) leads to the card-form method'.
  await failed.getByRole('button', { name: text('cashier.deposit.alternative.button').replace('{{method}}', 'Mastercard') }).click();
  await expect(page).toHaveURL(/\/deposit\?activeMethod=mastercard$/);
  await expect(method(page, 'Mastercard')).toBeChecked();
  await expect(page.getByTestId('deposit-card')).toBeVisible();
});

test("invalid card fields show spec 5's messages and nothing is sent", async ({ page, request }) => {
  const { token } = await newPlayer(request, 'cardfields');
  await signedIn(page, token);
  const posted: string[] = [];
  page.on('request', (r) => { if (r.method() === 'POST' && /card-token|\/api\/user\/deposit/.test(r.url())) posted.push(r.url()); });
  await open(page, '/deposit?activeMethod=visa');
  await fillCard(page, { number: '4242 4242 4242 4241', holder: '', expiry: '13/30', cvc: '12' });
  await payButton(page).click();
  const card = page.getByTestId('deposit-card');
  await expect(card).toContainText('Please enter a valid card number.');
  await expect(card).toContainText('Invalid month');
  await expect(card).toContainText(text('form.validation.card.cvc'));
  await expect(card).toContainText(text('form.validation.invalid.required'));
  await expect(page.getByLabel(text('cashier.deposit.card.number'))).toBeFocused();
  await page.getByLabel(text('cashier.deposit.card.expiry'), { exact: false }).fill('01/20');
  await expect(card).toContainText('Expiry date is in the past');
  await page.getByLabel(text('cashier.deposit.card.expiry'), { exact: false }).fill('1');
  await expect(card).toContainText('Please enter a valid expiry date in MM/YY format.');
  expect(posted).toEqual([]);
});

test('a double click on Pay makes one deposit, tracked once as the first deposit (spec 7 tracking action codes)', async ({ page, request }) => {
  const { email, token } = await newPlayer(request, 'double');
  await signedIn(page, token);
  const posted: string[] = [];
  const tracked: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'POST') return;
    if (r.url().endsWith('/api/user/deposit')) posted.push(r.postData() ?? '');
    if (r.url().endsWith('/api/user/log-event') && JSON.parse(r.postData() ?? '{}').event === 'FIRST_DEPOSIT') tracked.push(r.postData()!);
  });
  await open(page, '/deposit?activeMethod=skrill');
  // The socket's report of the deposit, as the page sees it (src/platform/realtime.ts re-dispatches it).
  await page.evaluate(() => addEventListener('wallet:deposit', () => { (window as unknown as { __socketDeposits: number }).__socketDeposits = 1; }));
  await nextPayment(request, email, 'success');
  await payButton(page).dblclick();
  await expect(page.getByTestId('deposit-success')).toHaveText(text('cashier.deposit.success').replace('{{amount}}', euros(25)));
  await expect(headerBalance(page)).toContainText(euros(25));
  expect((await deposits(request, token)).map((d) => [d.status, d.amount])).toEqual([['completed', 25]]);
  expect(new Set(posted.map((body) => JSON.parse(body).requestId)).size).toBe(1);
  // The answer and the socket's deposit event both tell of the deposit: one log-event.
  await expect.poll(async () => (await loggedEvents(request, 'FIRST_DEPOSIT')).filter((e) => e.email === email).length).toBe(1);
  // Both reports reached the page; each claims the deposit under the 'deposit-tracking' lock, granted in
  // order: once this request holds it, the second report has been refused (or would be sending).
  await page.waitForFunction(() => (window as unknown as { __socketDeposits?: number }).__socketDeposits === 1);
  await page.evaluate(() => navigator.locks.request('deposit-tracking', () => undefined));
  expect(tracked).toHaveLength(1);
  expect((await loggedEvents(request, 'FIRST_DEPOSIT')).filter((e) => e.email === email).map((e) => e.data)).toEqual([
    expect.objectContaining({ depositCount: 1, amount: 25, paymentMethod: 'skrill' }),
  ]);
});

test("spec 2.5: a player without an address completes the payment-profile step before Visa; the card form follows with the amount kept", async ({ page, request }) => {
  const problems = await watchProblems(page);
  const { token } = await newPlayer(request, 'profile', 'MT', 'EUR', false);
  await signedIn(page, token);
  await open(page, '/deposit?activeMethod=skrill');
  await expect(page.getByTestId('deposit-amount')).toHaveValue('25');
  await page.getByTestId('deposit-amount').fill('40');
  // The player clicks the method's card (its radio is visually hidden under it).
  await page.getByTestId('deposit-methods').getByText('Visa', { exact: true }).click();
  await expect(page).toHaveURL(/activeMethod=visa/);

  const step = page.getByTestId('deposit-profile');
  await expect(step).toContainText(text('cashier.deposit.profile.text').replace('{{method}}', 'Visa'));
  await expect(page.getByTestId('deposit-form')).toHaveCount(0);
  // The names and the birth date were given at sign-up: only the address is asked.
  await expect(step.getByLabel(text('form.field.address'))).toBeVisible();
  await expect(step.getByLabel(text('form.field.firstName'))).toHaveCount(0);
  await expect(step.getByLabel(text('form.field.dateOfBirth'))).toHaveCount(0);
  await step.getByLabel(text('form.field.address')).fill(ADDRESS.address);
  await step.getByLabel(text('form.field.city')).fill(ADDRESS.city);
  await step.getByLabel(text('form.field.zipCode')).fill(ADDRESS.zipCode);
  await step.getByRole('button', { name: text('cashier.deposit.profile.submit') }).click();

  await expect(page.getByTestId('deposit-card')).toBeVisible();
  await expect(step).toHaveCount(0);
  await expect(method(page, 'Visa')).toBeChecked();
  await expect(page.getByTestId('deposit-amount')).toHaveValue('40');
  await expect(page.getByTestId('deposit-notice')).toHaveText(text('cashier.deposit.profile.saved'));
  const details = await request.get('/api/user/get-user-details', { headers: { Authorization: `Bearer ${token}` } });
  expect((await details.json()).data.getUser).toMatchObject({ firstName: 'Maria', ...ADDRESS });
  expect(await problems.all()).toEqual([]);
});

test('issue 11: the deposit page is the brand\'s document: lulu serves its own quick amounts and default amount, and no bonus for crypto', async ({ page, request }) => {
  // lulu's server has its own sandbox: the player signs up there.
  const answer = await request.post(`${LULU}/api/user/sign-up`, {
    data: { email: `lulu.${Date.now()}.${Math.floor(Math.random() * 1e6)}@cashier.test`, password: PASSWORD, firstName: 'Maria', lastName: 'Borg', dateOfBirth: '1990-01-01', ...ADDRESS, countryCode: 'MT', currencyCode: 'EUR' },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  await signedIn(page, (await answer.json()).data.accessToken);
  await open(page, `${LULU}/deposit?activeMethod=skrill`);
  await expect(page.getByTestId('deposit-amount')).toHaveValue('50');
  const quick = page.getByRole('group', { name: text('cashier.deposit.amount.quick', 'lulu') });
  await expect(quick.getByRole('button')).toHaveText(['€20.00', '€50.00', '€100.00', '€200.00']);
  await expect(page.getByTestId('deposit-bonus')).toBeVisible();
  await page.locator('label[data-method="tether"]').click();
  await expect(method(page, 'Tether USDT')).toBeChecked();
  await expect(page.getByTestId('deposit-network')).toBeVisible();
  await expect(page.getByTestId('deposit-bonus')).toHaveCount(0);
});

test('spec 4: a UPI QR payment expires, with a countdown (mm:ss), and the page says not to refresh', async ({ page, request }) => {
  const { token } = await newPlayer(request, 'upi', 'IN', 'INR');
  await signedIn(page, token);
  await open(page, '/deposit?activeMethod=upi');
  await expect(page.getByTestId('deposit-amount')).toHaveValue('300');
  await payButton(page).click();
  const qr = page.getByRole('img', { name: text('cashier.deposit.upi.qrAlt') });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const countdown = page.getByTestId('upi-countdown');
  await expect(countdown).toHaveText(/^Expires in 0[45]:[0-5]\d$/);
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first!, { timeout: 3000 });
  await expect(page.getByTestId('deposit-do-not-refresh')).toHaveText(text('cashier.deposit.doNotRefresh'));
  await expect(page.getByRole('link', { name: text('cashier.deposit.upi.open') })).toHaveAttribute('href', /^upi:\/\/pay\?pa=/);
});

test('the deposit page on a 390px phone: by keyboard, labelled, no sideways scrolling, axe-clean (also the failed dialog)', async ({ browser, request }) => {
  const { token } = await newPlayer(request, 'phone');
  // @axe-core/playwright needs a page from browser.newContext() (STACK.md).
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: PHONE });
  try {
    const page = await context.newPage();
    await signedIn(page, token);
    await open(page, '/deposit');
    await expect(method(page, 'Visa')).toBeVisible();
    // Keyboard: Tab reaches the method list, arrows choose, the address follows (spec 2.1 activeMethod).
    await method(page, 'Visa').focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/activeMethod=visa/);
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/activeMethod=mastercard/);
    await expect(method(page, 'Mastercard')).toBeChecked();
    await page.getByTestId('deposit-amount').focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: text('cashier.deposit.amount.increase') })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('deposit-amount')).toHaveValue('26');
    await expect(page.getByLabel(text('cashier.deposit.bonus.label'))).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await pageSettled(page);
    let violations = (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    await page.goto('/deposit?modal=deposit-failed&met=visa');
    const failed = dialog(page, 'deposit-failed');
    await expect(failed.getByTestId('deposit-alternative')).toBeVisible();
    await animationsDone(failed);
    await pageSettled(page);
    violations = (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(failed).toHaveCount(0);
    // The dialog's own parameter goes with it (modal documents' queryParams).
    await expect(page).toHaveURL(/\/deposit$/);
  } finally {
    await context.close();
  }
});

// ---- the sandbox's log of log-event calls (GET /api/sandbox/events) ----
type LoggedEvent = { id: number; event: string; email: string | null; data: Record<string, unknown> | null };
async function loggedEvents(request: APIRequestContext, event: string): Promise<LoggedEvent[]> {
  const answer = await request.get(`/api/sandbox/events?event=${event}&limit=1000`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()).data.events as LoggedEvent[];
}
const alternativeEvents = (request: APIRequestContext) => loggedEvents(request, 'ALTERNATIVE_METHOD_BUTTON');

test('a deposit that completes while the player is on another page opens the success dialog with its amount (the socket\'s deposit event)', async ({ page, request }) => {
  const problems = await watchProblems(page);
  const { email, token } = await newPlayer(request, 'offpage');
  await signedIn(page, token);
  await open(page, '/casino');
  // The wallet socket is up: it sent the balance on connecting.
  await expect.poll(async () => (await walletEvents(page)).some((e) => e.type === 'wallet:balance')).toBe(true);
  const answer = await request.post('/api/sandbox/deposit', { data: { email, amount: 40, paymentMethod: 'skrill', result: 'success' } });
  expect(answer.status(), await answer.text()).toBe(200);
  const success = dialog(page, 'deposit-success');
  await expect(success).toContainText(text('cashier.deposit.success').replace('{{amount}}', euros(40)));
  await expect(page.getByRole('banner', { includeHidden: true }).getByTestId('balance')).toContainText(euros(40));
  await success.getByRole('button', { name: text('common.close') }).last().click();
  await expect(success).toHaveCount(0);
  await expect(page).toHaveURL(/\/casino$/);
  expect(await problems.all()).toEqual([]);
});
