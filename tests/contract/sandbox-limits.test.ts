// The limits page's calls against the sandbox (server/sandbox/limits.ts, routes/limits.ts; schemas
// limits.response, limits-update.request, limits-update.response): spec 2.5 Responsible gaming, spec 3 Limit
// forms and periods, spec 4 and 9 (a bet limit change once per hour, with a confirmation), spec 6 (bet limit
// removal through support), spec 8 (PAYMENT_LIMIT_THRESHOLD; 'Change Not Allowed'), spec 9 (session limit
// 10 minutes to 30 days), and the session time limit ending the session. The clock is the sandbox's.
import { describe, expect, it } from 'vitest';
import { expectValid, login, seededSandbox, PLAYER } from './sandbox-helpers';

/** Thursday 26 November 2026, 10:00 UTC. */
const NOW = new Date('2026-11-26T10:00:00.000Z');
const MINUTE = 60_000;
const sandbox = seededSandbox(NOW);
const { post, get, control, refusal, userDetails } = sandbox;

const limits = async (token: string) => {
  const res = await get('/api/user/limits', token);
  expect(res.statusCode, res.body).toBe(200);
  expectValid('api/limits.response', res.json());
  return res.json().data.limits;
};
const update = (token: string, body: Record<string, unknown>) => post('/api/user/limits', body, token);
async function updated(token: string, body: Record<string, unknown>) {
  const res = await update(token, body);
  expect(res.statusCode, res.body).toBe(200);
  expectValid('api/limits-update.response', res.json());
  return res.json();
}
let counter = 0;
const deposit = (token: string, amount: number) =>
  post('/api/user/deposit', { paymentMethod: 'skrill', amount, requestId: `limits-${++counter}-${Date.now()}`, accountEmail: 'wallet@skrill.test' }, token);

describe('GET and POST /api/user/limits', () => {
  it('needs a session', async () => {
    expect((await get('/api/user/limits')).statusCode).toBe(403);
    expect((await post('/api/user/limits', { form: 'updateDeposit', period: 0, amount: 10 })).statusCode).toBe(403);
  });

  it('a new deposit limit applies at once; raising it waits for the period to end (shown as pending)', async () => {
    const { token } = await login(sandbox.app);
    const set = await updated(token, { form: 'updateDeposit', period: 0, amount: 50 });
    expect(set.data.change).toEqual({ key: 'dailyDeposit', kind: 'immediate', appliesAt: null });
    expect(set.data.limits.deposit[0]).toMatchObject({ period: 'daily', value: 50, pending: false });

    const raised = await updated(token, { form: 'updateDeposit', period: 0, amount: 80 });
    expect(raised.data.change).toEqual({ key: 'dailyDeposit', kind: 'pending', appliesAt: '2026-11-27T00:00:00.000Z' });
    expect((await limits(token)).deposit[0]).toMatchObject({ value: 50, pending: true, pendingValue: 80, appliesAt: '2026-11-27T00:00:00.000Z' });

    sandbox.clock = new Date('2026-11-27T00:00:00.000Z');
    expect((await limits(token)).deposit[0]).toMatchObject({ value: 80, pending: false, pendingValue: null });
    expect((await userDetails(token)).userLimit.depositLimits).toEqual({ daily: 80, weekly: null, monthly: null });
  });

  it('removing a loss limit waits for its period; lowering one is immediate', async () => {
    const { token } = await login(sandbox.app);
    await updated(token, { form: 'updateLoss', period: 1, amount: 100 });
    expect((await updated(token, { form: 'updateLoss', period: 1, amount: 60 })).data.change.kind).toBe('immediate');
    const removed = await updated(token, { form: 'updateLoss', period: 1, amount: null });
    expect(removed.data.change).toMatchObject({ kind: 'pending', appliesAt: '2026-11-30T00:00:00.000Z' });
    expect(removed.data.limits.loss[1]).toMatchObject({ value: 60, pending: true, pendingValue: null });
    // The bet check of play reads the same table: get-user-details shows the loss limit still in force.
    expect((await userDetails(token)).userLimit.betLimits.weeklyLoss).toBe(60);
  });

  it('checks the body: form, period, amount above 0, no other fields', async () => {
    const { token } = await login(sandbox.app);
    expect((await update(token, { form: 'updateDeposit', period: 3, amount: 10 })).statusCode).toBe(400);
    expect((await update(token, { form: 'updateDeposit', period: 0, amount: 0 })).statusCode).toBe(400);
    expect((await update(token, { form: 'updateSelfExclusion' })).statusCode).toBe(400);
    expect((await update(token, { form: 'updateDeposit', period: 0, amount: 10, extra: 'x' })).statusCode).toBe(400);
    const big = await post('/api/user/limits', { form: 'updateDeposit', period: 0, amount: 10, pad: 'x'.repeat(5000) }, token);
    expect(big.statusCode).toBe(413);
  });
});

describe('bet limits (spec 4, 5, 6, 8, 9)', () => {
  it('need the confirmation', async () => {
    const { token } = await login(sandbox.app);
    refusal(await update(token, { form: 'updateBets', limit: 'maxBet', amount: 5 }), 422, 'CONFIRMATION_REQUIRED');
  });

  it('change once per hour: a second change within the hour is refused with Change Not Allowed', async () => {
    const { token } = await login(sandbox.app);
    await updated(token, { form: 'updateBets', limit: 'maxBet', amount: 5, confirm: true });
    expect((await userDetails(token)).userLimit.betLimits.maxBet).toBe(5);
    sandbox.clock = new Date(NOW.getTime() + 59 * MINUTE);
    const body = refusal(await update(token, { form: 'updateBets', limit: 'dailyBet', amount: 50, confirm: true }), 409, 'CHANGE_NOT_ALLOWED');
    expect(body).toMatchObject({ message: 'Change Not Allowed', allowedAt: '2026-11-26T11:00:00.000Z' });
    expect((await limits(token)).betChangeAllowedAt).toBe('2026-11-26T11:00:00.000Z');
    sandbox.clock = new Date(NOW.getTime() + 60 * MINUTE);
    await updated(token, { form: 'updateBets', limit: 'dailyBet', amount: 50, confirm: true });
    expect((await limits(token)).bet[1]).toMatchObject({ period: 'daily', value: 50 });
  });

  it('cannot be removed on the page: removal is for high loyalty levels, through support', async () => {
    const { token } = await login(sandbox.app);
    await control('limits', { email: PLAYER, limits: { maxBet: 5 } });
    const body = refusal(await update(token, { form: 'updateBets', limit: 'maxBet', amount: null, confirm: true }), 422, 'BET_LIMIT_REMOVAL_SUPPORT');
    expect(body.message).toMatch(/support/);
    expect((await userDetails(token)).userLimit.betLimits.maxBet).toBe(5);
  });
});

describe('deposit limits refuse deposits (spec 8 PAYMENT_LIMIT_THRESHOLD)', () => {
  it('refuses the deposit that would take the day over the limit, naming the period and the limit', async () => {
    const { token } = await login(sandbox.app);
    await updated(token, { form: 'updateDeposit', period: 0, amount: 50 });
    await control('payments/next', { result: 'success', email: PLAYER });
    expect((await deposit(token, 30)).statusCode).toBe(200);
    const body = refusal(await deposit(token, 25), 422, 'PAYMENT_LIMIT_THRESHOLD');
    expect(body).toMatchObject({ period: 'daily', limit: 50, deposited: 30 });
    expect(body.message).toContain('daily deposit limit of 50');
    // The next day the day's deposits start again.
    sandbox.clock = new Date('2026-11-27T08:00:00.000Z');
    await control('payments/next', { result: 'success', email: PLAYER });
    expect((await deposit(token, 25)).statusCode).toBe(200);
  });

  it('a failed deposit does not count', async () => {
    const { token } = await login(sandbox.app);
    await updated(token, { form: 'updateDeposit', period: 0, amount: 50 });
    await control('payments/next', { result: 'failed', email: PLAYER });
    expect((await deposit(token, 40)).json().data.deposit.status).toBe('failed');
    await control('payments/next', { result: 'success', email: PLAYER });
    expect((await deposit(token, 40)).statusCode).toBe(200);
  });
});

describe('session time limit (spec 2.5, 5 and 9 Limits)', () => {
  it('takes 10 minutes to 30 days in minutes, hours or days', async () => {
    const { token } = await login(sandbox.app);
    expect((await update(token, { form: 'updateSessionTime', value: 9, unit: 'minutes' })).statusCode).toBe(400);
    expect((await update(token, { form: 'updateSessionTime', value: 721, unit: 'hours' })).statusCode).toBe(400);
    expect((await update(token, { form: 'updateSessionTime', value: 31, unit: 'days' })).statusCode).toBe(400);
    const set = await updated(token, { form: 'updateSessionTime', value: 2, unit: 'hours' });
    expect(set.data.limits.session).toMatchObject({ value: 120, endsAt: '2026-11-26T12:00:00.000Z' });
    expect((await userDetails(token)).userLimit).toMatchObject({ sessionTimeLimit: 120, sessionEndsAt: '2026-11-26T12:00:00.000Z' });
    const removed = await updated(token, { form: 'updateSessionTime', value: null });
    expect(removed.data.change).toMatchObject({ kind: 'pending', appliesAt: '2026-11-27T00:00:00.000Z' });
  });

  it('ends the session when the time since login passes it, with the reason SESSION_TIME_LIMIT', async () => {
    const { token } = await login(sandbox.app);
    await updated(token, { form: 'updateSessionTime', value: 30, unit: 'minutes' });
    sandbox.clock = new Date(NOW.getTime() + 29 * MINUTE);
    await userDetails(token);
    sandbox.clock = new Date(NOW.getTime() + 30 * MINUTE);
    const ended = await get('/api/user/get-user-details', token);
    expect(ended.statusCode).toBe(403);
    expect(ended.json()).toMatchObject({ code: 'SESSION_TIME_LIMIT' });
    // The session stays ended; a new login starts a new session with its own 30 minutes.
    sandbox.clock = new Date(NOW.getTime() + 31 * MINUTE);
    expect((await get('/api/user/limits', token)).statusCode).toBe(403);
    const again = await login(sandbox.app);
    expect((await userDetails(again.token)).userLimit.sessionEndsAt).toBe('2026-11-26T11:01:00.000Z');
  });

  it('ends the real game sessions of that login too, even when the site makes no call', async () => {
    const { token } = await login(sandbox.app);
    await updated(token, { form: 'updateSessionTime', value: 30, unit: 'minutes' });
    const games = (await get('/api/core/casino/games?limit=100')).json().data.games.rows as Array<{ slug: string; restrictedCountries: string[]; isBonus: boolean; minBet: number; maxBet: number }>;
    const slug = games.find((g) => g.restrictedCountries.length === 0 && g.isBonus && g.minBet <= 1 && g.maxBet >= 1)!.slug;
    const launched = await post(`/api/core/casino/games/${slug}/launch`, { mode: 'real' }, token);
    expect(launched.statusCode, launched.body).toBe(200);
    const { sessionId } = launched.json().data.launch;
    const spin = () => post(`/api/core/casino/play/${sessionId}/spin`, { stake: 1 });
    sandbox.clock = new Date(NOW.getTime() + 29 * MINUTE);
    expect((await spin()).statusCode).toBe(200);
    sandbox.clock = new Date(NOW.getTime() + 30 * MINUTE);
    refusal(await spin(), 410, 'SESSION_ENDED');
    expect((await get('/api/user/get-user-details', token)).statusCode).toBe(403);
  });
});

describe('monthly winnings limit and net deposits', () => {
  it('sets the monthly winnings limit, reported as userMonthlyLimit.winningsLimit', async () => {
    const { token } = await login(sandbox.app);
    await updated(token, { form: 'updateMonthlyWinnings', amount: 1000 });
    expect((await userDetails(token)).userMonthlyLimit).toMatchObject({ winningsLimit: 1000 });
    expect((await limits(token)).monthlyWinnings).toMatchObject({ period: 'monthly', value: 1000 });
  });

  it("spec 2.5, 5 Limits: the monthly winnings limit stops real play once the month's net winnings reach it, until the month ends", async () => {
    const email = 'winnings@limits.test';
    const token = await sandbox.signUp(email, 'MT', 'EUR');
    await control('wallet', { email, amount: 100 });
    await updated(token, { form: 'updateMonthlyWinnings', amount: 5 });
    const games = (await get('/api/core/casino/games?limit=100')).json().data.games.rows as Array<{ slug: string; restrictedCountries: string[]; isBonus: boolean; hasDemo: boolean; minBet: number; maxBet: number }>;
    const slug = games.find((g) => g.restrictedCountries.length === 0 && g.hasDemo && g.minBet <= 1 && g.maxBet >= 1)!.slug;
    const launch = (mode: 'real' | 'demo') => post(`/api/core/casino/games/${slug}/launch`, { mode }, token);
    const { sessionId } = (await launch('real')).json().data.launch;
    const spin = () => post(`/api/core/casino/play/${sessionId}/spin`, { stake: 1 });
    // Net winnings of 4: below the limit, play goes on.
    await control('spins/next', { multiplier: 5, email });
    expect((await spin()).statusCode).toBe(200);
    expect((await limits(token)).monthlyWinnings).toMatchObject({ value: 5, won: 4, resumesAt: null });
    // The spin that passes the limit is paid in full (1 x 10: net winnings 13).
    await control('spins/next', { multiplier: 10, email });
    const passing = await spin();
    expect(passing.statusCode, passing.body).toBe(200);
    expect(passing.json().data.spin.win).toBe(10);
    expect((await limits(token)).monthlyWinnings).toMatchObject({ won: 13, resumesAt: '2026-12-01T00:00:00.000Z' });
    // From then on real play is refused, saying until when: the next spin, a new launch; demo stays open.
    const refused = refusal(await spin(), 409, 'MONTHLY_WINNINGS_LIMIT');
    expect(refused).toMatchObject({ limit: 5, won: 13, resumesAt: '2026-12-01T00:00:00.000Z' });
    refusal(await launch('real'), 409, 'MONTHLY_WINNINGS_LIMIT');
    expect((await launch('demo')).statusCode).toBe(200);
    expect(await sandbox.cash(token)).toBe(113);
    // A new month: real play again.
    sandbox.clock = new Date('2026-12-01T00:00:00.000Z');
    const again = await launch('real');
    expect(again.statusCode, again.body).toBe(200);
    expect((await limits(token)).monthlyWinnings).toMatchObject({ won: 0, resumesAt: null });
  });

  it('net deposits: deposits minus withdrawals in the last day, week and month', async () => {
    const { token } = await login(sandbox.app);
    const before = (await limits(token)).netDeposits;
    await control('payments/next', { result: 'success', email: PLAYER });
    expect((await deposit(token, 40)).statusCode).toBe(200);
    const after = (await limits(token)).netDeposits;
    expect(after.day - before.day).toBe(40);
    expect(after.month - before.month).toBe(40);
  });
});
