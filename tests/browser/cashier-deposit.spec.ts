// The cashier's deposit against the real site and sandbox (never mocked): a card deposit through the
// provider's 3DS page and the webhook (spec 4, spec 7) with the header balance rising over the socket, the
// failed dialog with its alternative method (spec 2.4, spec 4) and its tracking event, the card in the payment
// provider's hosted fields (an iframe of another origin, review N5: a script set on the page reads none of it, and
// the card travels only to the provider's card-token; PCI DSS SAQ A), a frame that fails to load, the card form's
// messages (spec 5 Card), one deposit for a double click on Pay (the requestId), the UPI QR countdown
// (spec 4), the payment-profile step before a card for a player without an address (spec 2.5), the
// deposit's tracking action code (spec 7), and the page on a 390px phone by keyboard, with axe.
// Each test deposits as a player of its own (signed up through the API, so no other spec's balance or
// deposit count moves); POST /api/sandbox/payments/next sets the outcome of the next deposit, and only
// this file deposits.
import { expect, test, type APIRequestContext, type FrameLocator, type Page, type Request } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { CURACAO, DESKTOP, LULU, PHONE, afterTwoPaints, freshPlayer, logInFromHeader, animationsDone, euros, headerBalance, modalTitle, open, text, useScripts, watchProblems, pageSettled } from './fixtures';

test.use({ viewport: DESKTOP });

const PASSWORD = 'Sandbox123!';
const CARD = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', holder: 'Maria Borg' };

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
    // The casino's page only: not the provider's card fields, a frame of another site (whose storage is not the page's).
    if (window !== window.top) return;
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

/**
 * The payment provider's card fields (review N5): an iframe of the provider's origin (the sandbox provider on the
 * other loopback name of the same server), with the number, expiry and CVC labelled by the brand's texts.
 */
const cardFields = (page: Page): FrameLocator => page.frameLocator('iframe[data-testid="card-fields"]');
const cardField = (page: Page, field: 'number' | 'expiry' | 'cvc') => cardFields(page).getByLabel(text(`cashier.deposit.card.${field}`), { exact: true });
const holderField = (page: Page) => page.getByLabel(text('cashier.deposit.card.holder'));

/**
 * Types the card into the provider's frame (key by key, as a player does), then the holder's name into the page,
 * in the form's order. The page's field last: the frame's own scrolling to its caret (which reaches the page a
 * moment later) is over before a test clicks something below.
 */
async function fillCard(page: Page, card: Partial<typeof CARD> = CARD) {
  for (const field of ['number', 'expiry', 'cvc'] as const) {
    if (card[field] === undefined) continue;
    const input = cardField(page, field);
    await input.clear();
    await input.pressSequentially(card[field].replace(/[\s/]/g, ''));
  }
  if (card.holder !== undefined) await holderField(page).fill(card.holder);
}

/**
 * Clicks Pay on a page that has (or just had) the provider's card fields. Pay is scrolled into view and painted
 * first: Chromium sends a click to the frame under the pointer by the last painted layout, so a click right after
 * scrolling or a change of layout, before the page was painted again (a busy machine), lands in the provider's frame.
 */
async function clickPay(page: Page) {
  await payButton(page).scrollIntoViewIfNeeded();
  await afterTwoPaints(page);
  await payButton(page).click();
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
  await clickPay(page);

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
const TRACED_CARD = { number: '4000 0566 5566 5556', expiry: '11/31', cvc: '739', holder: 'Quintessa Vallejo' };

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

/** The payment provider's base address of the page (boot config), and its origin, which must not be the page's. */
async function providerOf(page: Page): Promise<{ base: string; origin: string }> {
  const boot = JSON.parse(await page.locator('#boot-config').textContent() ?? '{}') as { paymentProviderUrl?: string };
  const base = new URL(boot.paymentProviderUrl ?? '', page.url()).href.replace(/\/+$/, '');
  const origin = new URL(base).origin;
  expect(origin).not.toBe(new URL(page.url()).origin);
  return { base, origin };
}

test("PCI DSS SAQ A: in a whole card deposit the card's number, CVC and holder travel in one request, the provider's card-token from its own frame, without the player's credentials", async ({ page, request }) => {
  const problems = await watchProblems(page);
  const { email, token } = await newPlayer(request, 'cardtrace');
  await signedIn(page, token);
  // Every request of the context: the casino page, the provider's frame, its 3DS page and the return, socket polling.
  const requests: Request[] = [];
  page.context().on('request', (r) => requests.push(r));

  await open(page, '/deposit?activeMethod=visa');
  // The sandbox provider is the other loopback name of this server: another origin than the page's.
  const provider = await providerOf(page);
  expect(provider.origin).toBe(new URL(page.url()).origin.replace('127.0.0.1', 'localhost'));
  expect((await page.locator('iframe[data-testid="card-fields"]').getAttribute('src'))?.startsWith(`${provider.base}/card-fields?`)).toBe(true);
  await expect(method(page, 'Visa')).toBeChecked();
  await fillCard(page, TRACED_CARD);
  await nextPayment(request, email, 'success');
  await clickPay(page);
  await page.waitForURL(/\/api\/sandbox\/provider\/3ds\//);
  await page.getByRole('button', { name: 'Authenticate' }).click();
  await page.waitForURL(/\/deposit\?modal=deposit-3ds-success&PaReq=.+&MD=.+/);
  await expect(dialog(page, 'deposit-3ds-success')).toContainText(text('cashier.deposit.threeDs.success'));
  expect((await deposits(request, token)).map((d) => [d.status, d.amount])).toEqual([['completed', 25]]);

  const carrying = requests
    .map((r) => ({ r, found: [...cardDetailsIn(r.url()), ...cardDetailsIn(r.postData() ?? '')] }))
    .filter(({ found }) => found.length > 0);
  // The card number goes to the provider's origin only, once, posted by the provider's own frame.
  expect(carrying.map(({ r }) => `${r.method()} ${r.url()}`)).toEqual([`POST ${provider.base}/card-token`]);
  const [{ r: tokenise, found }] = carrying;
  expect(new Set(found)).toEqual(new Set(['number', 'holder', 'cvc']));
  expect(tokenise.frame().url().startsWith(`${provider.base}/card-fields?`)).toBe(true);
  const headers = await tokenise.allHeaders();
  expect(Object.keys(headers).filter((name) => /^(authorization2?|cookie)$/i.test(name))).toEqual([]);
  expect(JSON.stringify(headers)).not.toContain(token);
  // The casino's own calls were made (so the recording saw them), none with the card.
  expect(requests.some((r) => r.url().includes('/api/user/deposit'))).toBe(true);
  expect(requests.some((r) => r.url().includes('/api/user/3ds-webhook'))).toBe(true);
  expect(await problems.all()).toEqual([]);
});

/**
 * A script set on /deposit (spec 7 scripts: operators' and third parties' scripts run in the casino's page with its
 * nonce) that skims what it can: every input and change event of the document, every input's value, the frames'
 * documents, the messages the page receives. window.__skim() sweeps once more and answers what it found.
 */
const SKIMMER = `<script>(function () {
  var seen = { values: [], frames: [], messages: [] };
  var note = function (value) { if (value) seen.values.push(String(value)); };
  ['input', 'change', 'keydown', 'keyup', 'paste'].forEach(function (type) {
    document.addEventListener(type, function (event) { note(event.target && event.target.value); note(event.key); }, true);
  });
  window.addEventListener('message', function (event) { seen.messages.push(JSON.stringify(event.data)); });
  window.__skim = function () {
    document.querySelectorAll('input').forEach(function (input) { note(input.value); });
    for (var i = 0; i < window.frames.length; i += 1) {
      try {
        window.frames[i].document.querySelectorAll('input').forEach(function (input) { note(input.value); });
        seen.frames.push('read');
      } catch (error) { seen.frames.push(error.name); }
    }
    document.querySelectorAll('iframe').forEach(function (frame) { seen.frames.push(frame.contentDocument ? 'document' : 'no document'); });
    return seen;
  };
})();</script>`;

test("review N5: a script set on /deposit gets nothing of the card typed into the provider's frame, and the deposit completes", async ({ page, context, request }) => {
  const problems = await watchProblems(page);
  const { email, token } = await newPlayer(request, 'skimmed');
  await signedIn(page, token);
  await useScripts(context, CURACAO, [{ key: 'n5-skimmer', audience: 'all', bodyEnd: SKIMMER }]);
  await open(page, '/deposit?activeMethod=visa');
  await page.waitForFunction(() => typeof (window as unknown as { __skim?: unknown }).__skim === 'function');
  await fillCard(page, TRACED_CARD);
  type Seen = { values: string[]; frames: string[]; messages: string[] };
  const seen = await page.evaluate(() => (window as unknown as { __skim(): Seen }).__skim());
  // The skimmer ran and saw the page's own field (the holder's name is the page's)...
  expect(seen.values).toContain(TRACED_CARD.holder);
  // ...but none of the number, expiry or CVC: not in an input, an event, a frame's document or a message.
  const everything = [...seen.values, ...seen.messages].join(' ');
  expect(everything.replace(/[\s-]/g, '')).not.toContain(TRACED_CARD.number.replace(/\s/g, ''));
  expect(everything).not.toContain(TRACED_CARD.number.slice(0, 9));
  expect(everything).not.toContain(TRACED_CARD.expiry);
  expect([...seen.values, ...seen.messages.flatMap((m) => m.split(/[^0-9A-Za-z]+/))]).not.toContain(TRACED_CARD.cvc);
  expect(seen.frames).toEqual(['SecurityError', 'no document']);

  // The deposit still completes: only the token reached the page.
  await nextPayment(request, email, 'success');
  await clickPay(page);
  await page.waitForURL(/\/api\/sandbox\/provider\/3ds\//);
  await page.getByRole('button', { name: 'Authenticate' }).click();
  await expect(dialog(page, 'deposit-3ds-success')).toContainText(text('cashier.deposit.threeDs.success'));
  expect((await deposits(request, token)).map((d) => [d.status, d.amount])).toEqual([['completed', 25]]);
  expect(await problems.all()).toEqual([]);
});

test('a card form that cannot be loaded says so; the rest of the cashier works, and Try again loads it', async ({ page, request }) => {
  const { email, token } = await newPlayer(request, 'nofields');
  await signedIn(page, token);
  // The provider cannot be reached (its frame's request fails, as with the provider down).
  await page.route(/\/api\/sandbox\/provider\/card-fields\?/, (route) => route.abort('connectionrefused'));
  await open(page, '/deposit?activeMethod=visa');
  const failed = page.getByTestId('card-fields-failed');
  await expect(failed).toContainText(text('cashier.deposit.card.unavailable'));
  await expect(failed).toHaveAttribute('role', 'alert');
  await expect(page.locator('iframe[data-testid="card-fields"]')).toBeHidden();
  await payButton(page).click();
  await expect(page.getByTestId('deposit-error')).toHaveText(text('cashier.deposit.card.failed'));

  // Try again once the provider answers: the fields come.
  await page.unroute(/\/api\/sandbox\/provider\/card-fields\?/);
  await failed.getByRole('button', { name: text('common.retry') }).click();
  await expect(cardField(page, 'number')).toBeVisible();
  await expect(failed).toHaveCount(0);

  // Another method deposits as ever.
  await page.getByTestId('deposit-methods').getByText('Neteller', { exact: true }).click();
  await expect(method(page, 'Neteller')).toBeChecked();
  await nextPayment(request, email, 'success');
  await clickPay(page);
  await expect(page.getByTestId('deposit-success')).toHaveText(text('cashier.deposit.success').replace('{{amount}}', euros(25)));
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
  await clickPay(page);
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

test("invalid card fields show spec 5's messages in the provider's frame, the first takes the focus, and nothing is sent", async ({ page, request }) => {
  const { token } = await newPlayer(request, 'cardfields');
  await signedIn(page, token);
  const posted: string[] = [];
  page.context().on('request', (r) => { if (r.method() === 'POST' && /card-token|\/api\/user\/deposit/.test(r.url())) posted.push(r.url()); });
  await open(page, '/deposit?activeMethod=visa');
  await fillCard(page, { number: '4242 4242 4242 4241', expiry: '13/30', cvc: '12', holder: '' });
  await clickPay(page);
  const frame = cardFields(page);
  await expect(frame.locator('#card-number-error')).toHaveText('Please enter a valid card number.');
  await expect(frame.locator('#card-expiry-error')).toHaveText('Invalid month');
  await expect(frame.locator('#card-cvc-error')).toHaveText(text('form.validation.card.cvc'));
  await expect(cardField(page, 'number')).toHaveAttribute('aria-invalid', 'true');
  // The holder's name is the page's: its message on the page.
  await expect(page.getByTestId('deposit-card')).toContainText(text('form.validation.invalid.required'));
  // The first problem in the page's order is the frame's number.
  await expect(cardField(page, 'number')).toBeFocused();
  await cardField(page, 'expiry').fill('01/20');
  await expect(frame.locator('#card-expiry-error')).toHaveText('Expiry date is in the past');
  await cardField(page, 'expiry').fill('1');
  await expect(frame.locator('#card-expiry-error')).toHaveText('Please enter a valid expiry date in MM/YY format.');
  expect(posted).toEqual([]);
});

test("the card fields on a 390px phone by keyboard: Tab goes from the page into the provider's frame and back out, Enter in the frame pays, and the frame fits", async ({ browser, request }) => {
  const { token } = await newPlayer(request, 'cardkeys');
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: PHONE });
  try {
    const page = await context.newPage();
    await signedIn(page, token);
    await open(page, '/deposit?activeMethod=visa');
    await expect(cardField(page, 'number')).toBeVisible();
    // From the last quick amount, Tab enters the frame, goes through its fields, then out to the holder's name.
    await page.getByRole('group', { name: text('cashier.deposit.amount.quick') }).getByRole('button').last().focus();
    await page.keyboard.press('Tab');
    await expect(cardField(page, 'number')).toBeFocused();
    await page.keyboard.type('4242424242424242');
    await page.keyboard.press('Tab');
    await expect(cardField(page, 'expiry')).toBeFocused();
    await page.keyboard.type('1230');
    await page.keyboard.press('Tab');
    await expect(cardField(page, 'cvc')).toBeFocused();
    await page.keyboard.type('123');
    await page.keyboard.press('Tab');
    await expect(holderField(page)).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(cardField(page, 'cvc')).toBeFocused();
    await expect(cardField(page, 'number')).toHaveValue('4242 4242 4242 4242');
    await expect(cardField(page, 'expiry')).toHaveValue('12/30');
    // Enter in the frame pays: the holder's name is missing, so it shows its message and takes the focus.
    await page.keyboard.press('Enter');
    await expect(holderField(page)).toBeFocused();
    await expect(page.getByTestId('deposit-card')).toContainText(text('form.validation.invalid.required'));
    // The frame is as tall as its fields (no scrolling inside it) and no wider than the phone.
    const frame = page.locator('iframe[data-testid="card-fields"]');
    const frameHeight = await frame.evaluate((el) => el.getBoundingClientRect().height);
    const content = await cardFields(page).locator('body').evaluate((body) => ({ height: body.scrollHeight, width: document.documentElement.scrollWidth, viewport: window.innerWidth }));
    expect(Math.abs(frameHeight - content.height)).toBeLessThanOrEqual(1);
    expect(content.width).toBeLessThanOrEqual(content.viewport);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  } finally {
    await context.close();
  }
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

for (const [brand, base] of [['curacao', CURACAO], ['lulu', LULU]] as const) {
  test(`${brand}: spec 9 Deposit: the deposit page gives the welcome offer with its minimum deposit and the win of the month (700)`, async ({ page }, info) => {
    const email = await freshPlayer(page, base, `welcome-${brand}`, info.workerIndex);
    await open(page, `${base}/casino`);
    await logInFromHeader(page, email);
    await open(page, `${base}/deposit`);
    await expect(page.getByText(text('cashier.deposit.welcomeOffer', brand), { exact: true })).toBeVisible();
    await expect(page.getByText(text('cashier.deposit.winOfMonth', brand).replace('{{amount}}', '700'), { exact: true })).toBeVisible();
  });
}
