// The responsible-gaming limits page (/profile2/limits; spec 2.5 Responsible gaming, spec 3 Limit forms and
// periods, spec 4 and 9: a bet limit change once per hour with a confirmation, spec 8: PAYMENT_LIMIT_THRESHOLD
// and 'Change Not Allowed') against the real site and sandbox (never mocked): a daily deposit limit set on the
// page refuses the deposit that would pass it, with a message naming the limit; a second bet limit change
// within the hour is refused; the session limit's rule per unit; axe on the page (desktop and phone); lulu
// renders the page with its net deposits section. Each test is a player of its own, signed up through the API.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { CURACAO, DESKTOP, LULU, PHONE, euros, open, pageTitle, text, watchProblems, pageSettled } from './fixtures';

test.use({ viewport: DESKTOP });

const PASSWORD = 'Sandbox123!';

/** A new player, signed up through the API of a brand's server (each server has its own sandbox). */
async function newPlayer(request: APIRequestContext, tag: string, base = '') {
  const email = `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@limits.test`;
  const answer = await request.post(`${base}/api/user/sign-up`, {
    data: {
      email, password: PASSWORD, firstName: 'Maria', lastName: 'Borg', dateOfBirth: '1990-01-01',
      address: 'Triq il-Kbira 12', city: 'Valletta', zipCode: 'VLT 1010', countryCode: 'MT', currencyCode: 'EUR',
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return { email, token: (await answer.json()).data.accessToken as string };
}

/** The page starts signed in (the stored access token, as after a login); tokens by origin for two servers. */
async function signedIn(page: Page, token: string | Record<string, string>) {
  await page.addInitScript((value) => {
    const stored = typeof value === 'string' ? value : value[location.origin];
    if (stored) localStorage.setItem('accessToken', stored);
  }, token);
}

const form = (page: Page, name: string) => page.locator(`[data-form="${name}"]`);

async function openLimits(page: Page, base = '') {
  await open(page, `${base}/profile2/limits`);
  await expect(page.getByRole('heading', { level: 1, name: pageTitle('limits') })).toBeVisible();
  await expect(page.getByTestId('limits')).toBeVisible();
}

test('a daily deposit limit set on the page refuses the deposit that would pass it, naming the limit (spec 8 PAYMENT_LIMIT_THRESHOLD)', async ({ page, request }) => {
  const problems = await watchProblems(page);
  const { email, token } = await newPlayer(request, 'deposit');
  await signedIn(page, token);
  await openLimits(page);

  const deposit = form(page, 'limits-deposit');
  await deposit.getByLabel(text('limits.field.period')).selectOption({ label: text('limits.period.daily') });
  await deposit.getByLabel(text('limits.field.amount')).fill('30');
  await deposit.getByRole('button', { name: text('limits.deposit.submit') }).click();
  await expect(page.getByText(text('limits.saved'))).toBeVisible();
  // The table shows the new limit at once: a new limit is immediate.
  await expect(page.getByTestId('limits-deposit-value').first()).toHaveText(euros(30));

  // 25 goes through; 10 more would take the day to 35.
  await open(page, '/deposit?activeMethod=skrill');
  const next = await request.post('/api/sandbox/payments/next', { data: { result: 'success', email } });
  expect(next.status()).toBe(200);
  await page.getByTestId('deposit-pay').click();
  await expect(page.getByTestId('deposit-success')).toBeVisible();

  await open(page, '/deposit?activeMethod=skrill');
  await page.getByTestId('deposit-amount').fill('10');
  await page.getByTestId('deposit-pay').click();
  await expect(page.getByTestId('deposit-error')).toHaveText(text('cashier.depositError.limitReached.daily').replace('[LIMIT]', euros(30)));
  // The browser logs the refused call (422) itself; nothing else may go wrong.
  expect((await problems.all()).filter((p) => !p.includes('status of 422'))).toEqual([]);
});

test("a bet limit change needs the confirmation, and a second change within the hour is refused: 'Change Not Allowed' (spec 4, 8, 9)", async ({ page, request }) => {
  const { token } = await newPlayer(request, 'bets');
  await signedIn(page, token);
  await openLimits(page);
  // The page says that removal is for high loyalty levels, through support (spec 6).
  await expect(page.getByText(text('limits.bet.removalSupport'))).toBeVisible();

  const bets = form(page, 'limits-bets');
  await bets.getByLabel(text('limits.field.betLimit')).selectOption({ label: text('limits.bet.maxBet') });
  await bets.getByLabel(text('limits.field.amount')).fill('5');
  await bets.getByRole('button', { name: text('limits.bet.submit') }).click();
  // Without the confirmation the form refuses.
  await expect(bets.getByText(text('limits.bet.confirmRequired')).first()).toBeVisible();
  const confirm = bets.getByRole('checkbox', { name: text('limits.bet.confirm') });
  await confirm.focus();
  await confirm.press('Space');
  await expect(confirm).toBeChecked();
  await bets.getByRole('button', { name: text('limits.bet.submit') }).click();
  await expect(page.getByText(text('limits.saved'))).toBeVisible();
  await expect(page.getByTestId('limits-bet-value').first()).toHaveText(euros(5));
  await expect(page.getByText(text('limits.bet.nextChange').split('{{')[0].trim())).toBeVisible();

  // A second change within the hour: the server's refusal is shown as it says it.
  await bets.getByLabel(text('limits.field.betLimit')).selectOption({ label: text('limits.period.daily') });
  await bets.getByLabel(text('limits.field.amount')).fill('50');
  await bets.getByRole('button', { name: text('limits.bet.submit') }).click();
  await expect(bets.locator('[data-form-error]')).toHaveText('Change Not Allowed');
  await expect(page.getByTestId('limits-bet-value').nth(1)).toHaveText(text('limits.noLimit'));
});

test('the session limit takes at least 10 minutes, 1 hour or 1 day; set, it shows when this session ends, and it can be removed', async ({ page, request }) => {
  const { token } = await newPlayer(request, 'session');
  await signedIn(page, token);
  await openLimits(page);
  const session = form(page, 'limits-session');
  await session.getByLabel(text('limits.field.sessionUnit')).selectOption({ label: text('limits.session.minutes') });
  await session.getByLabel(text('limits.field.sessionValue')).fill('9');
  await session.getByRole('button', { name: text('limits.session.submit') }).click();
  await expect(session.getByText(text('limits.session.tooShort')).first()).toBeVisible();
  await session.getByLabel(text('limits.field.sessionUnit')).selectOption({ label: text('limits.session.hours') });
  await session.getByLabel(text('limits.field.sessionValue')).fill('2');
  await session.getByRole('button', { name: text('limits.session.submit') }).click();
  await expect(page.getByText(text('limits.session.currentHours_other').replace('{{count, number}}', '2'))).toBeVisible();
  await expect(page.getByText(text('limits.session.endsAt').split('{{')[0].trim())).toBeVisible();
  // Removing waits until the day ends (a loosening change).
  await form(page, 'limits-session-remove').getByRole('button', { name: text('limits.session.remove') }).click();
  await expect(page.getByText(text('limits.session.pendingRemoval').split('{{')[0].trim())).toBeVisible();
});

test('the limits page passes axe on desktop and on a phone, and works by keyboard', async ({ page, request }) => {
  const { token } = await newPlayer(request, 'axe');
  await signedIn(page, token);
  await openLimits(page);
  await pageSettled(page);
  const desktop = await new AxeBuilder({ page }).analyze();
  expect(desktop.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);

  await page.setViewportSize(PHONE);
  await openLimits(page);
  await pageSettled(page);
  const phone = await new AxeBuilder({ page }).analyze();
  expect(phone.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  // The page never scrolls sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // By keyboard: the deposit form's amount, then Enter, saves the limit.
  const amount = form(page, 'limits-deposit').getByLabel(text('limits.field.amount'));
  await amount.focus();
  await page.keyboard.type('40');
  await page.keyboard.press('Enter');
  await expect(page.getByText(text('limits.saved'))).toBeVisible();
  await expect(page.getByTestId('limits-deposit-value').first()).toHaveText(euros(40));
});

test('lulu renders the limits page, with the net deposits of its jurisdiction pack; curacao has none', async ({ page, request }) => {
  const lulu = await newPlayer(request, 'lulu', LULU);
  const curacao = await newPlayer(request, 'curacao');
  await signedIn(page, { [LULU]: lulu.token, [CURACAO]: curacao.token });
  await openLimits(page, LULU);
  await expect(page.getByRole('heading', { level: 2, name: text('limits.netDeposits.title', 'lulu') })).toBeVisible();
  await expect(page.getByText(text('limits.netDeposits.day', 'lulu').replace('{{amount}}', euros(0)))).toBeVisible();
  await pageSettled(page);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  await openLimits(page, CURACAO);
  await expect(page.getByRole('heading', { level: 2, name: text('limits.deposit.title') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: text('limits.netDeposits.title') })).toHaveCount(0);
});

test('the session time limit ends the session when the time since login passes it, with its own notice (SESSION_TIME_LIMIT)', async ({ page, request }) => {
  const { token } = await newPlayer(request, 'ends');
  const set = await request.post('/api/user/limits', { data: { form: 'updateSessionTime', value: 10, unit: 'minutes' }, headers: { Authorization: `Bearer ${token}` } });
  expect(set.status(), await set.text()).toBe(200);
  await page.clock.install();
  await signedIn(page, token);
  await open(page, '/casino');
  await expect(page.getByRole('banner').getByRole('status').first()).toBeVisible();
  // The page's clock passes the 10 minutes since login (the server's session ends at the same time).
  await page.clock.fastForward('10:05');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  // The notice shows with the next click, as for the other reasons (spec 4 Session termination).
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  const dialog = page.getByRole('dialog', { name: text('modal.sessionLimit.title') });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(text('modal.sessionLimit.description'));
  // The browser's logout closed the session on the server too: the old token is refused.
  const after = await request.get('/api/user/get-user-details', { headers: { Authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(403);
});

for (const [brand, base] of [['curacao', CURACAO], ['lulu', LULU]] as const) {
  test(`${brand}: spec 5 Limits: the monthly winnings limit set on the page stops real play once reached, and the page says until when`, async ({ page, request }) => {
    const { email, token } = await newPlayer(request, `winnings-${brand}`, base);
    expect((await request.post(`${base}/api/sandbox/wallet`, { data: { email, amount: 100 } })).ok()).toBe(true);
    await signedIn(page, { [base]: token });
    await openLimits(page, base);
    const winnings = form(page, 'limits-winnings');
    await winnings.getByLabel(text('limits.field.monthlyAmount', brand)).fill('0.01');
    await winnings.getByRole('button', { name: text('limits.winnings.submit', brand) }).click();
    await expect(page.getByText(text('limits.winnings.current', brand).replace('{{amount}}', euros(0.01)))).toBeVisible();
    await expect(page.getByText(text('limits.winnings.won', brand).replace('{{amount}}', euros(0)))).toBeVisible();

    // A winning spin (the player's next spin pays 3 x the stake) is paid in full; the next one is refused, saying why.
    const list = (await (await request.get(`${base}/api/core/casino/games?limit=100`)).json()).data.games.rows as Array<{ slug: string; hasDemo: boolean; restrictedCountries: string[] }>;
    const game = list.find((g) => g.hasDemo && !g.restrictedCountries.includes('MT'))!;
    await open(page, `${base}/play/${game.slug}?mode=real`);
    const consent = page.getByRole('dialog', { name: text('game.cookieConsent.title', brand) });
    await consent.getByRole('button', { name: text('game.cookieConsent.accept', brand) }).click();
    const slot = page.frameLocator('iframe');
    expect((await request.post(`${base}/api/sandbox/spins/next`, { data: { multiplier: 3, email } })).ok()).toBe(true);
    await slot.getByRole('button', { name: 'Spin' }).click();
    await expect(slot.getByText(/^You won/)).toBeVisible();
    await slot.getByRole('button', { name: 'Spin' }).click();
    await expect(page.getByTestId('game-error')).toHaveText(text('game.winningsLimit', brand));

    // A new launch is refused with the same words; the limits page says until when.
    await page.reload();
    await expect(page.getByTestId('game-access')).toHaveAttribute('data-code', 'MONTHLY_WINNINGS_LIMIT');
    await expect(page.getByTestId('game-access')).toContainText(text('game.winningsLimit', brand));
    await openLimits(page, base);
    await expect(page.getByText(text('limits.winnings.reached', brand).split('{{')[0].trim())).toBeVisible();
  });
}
