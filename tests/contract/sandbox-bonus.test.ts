// The sandbox's bonus engine through its API (server/sandbox/routes/bonuses.ts, bonusEngine.ts): every
// activation code of spec 8 produced by a real situation of the player and the offer's terms in the seed
// (not a switch), the guests' promotions, cancel, coupons and their guessing limit, the bonus history with
// the spec 3 display labels, the deposit flow's bonus, and wagering on real spins (REAL_TO_FUN and
// REAL_MONEY_ONLY, free spins) until converted or lost, with the balance events.
import { describe, it, expect } from 'vitest';
import { EXCLUDED, expectValid, type Heard, login, NEW_PLAYER, PLAYER, playerSockets, seededSandbox, until } from './sandbox-helpers';

// A Thursday (spec 8 ADD_TO_CALENDAR: 204 is Thursday's cashback), 14:00 in Malta.
const START = new Date('2026-06-18T12:00:00.000Z');
const ZONE = 'Europe/Malta';
const GAME = 'golden-fortune';
const sandbox = seededSandbox(START);
const { post, get, control } = sandbox;
const listen = playerSockets(() => sandbox.base);

const activate = (token: string, bonusId: number, timeZone = ZONE) => post('/api/user/bonus/activate', { bonusId, timeZone }, token);

/** An activation refused with its spec 8 code (409 for the bonuses in play, else 422); the body. */
async function refused(token: string, bonusId: number, code: string) {
  const res = await activate(token, bonusId);
  expect(res.statusCode, res.body).toBe(code === 'ACTIVE_BONUS' || code === 'ACTIVE_FREE_SPINS' ? 409 : 422);
  expectValid('api/bonus-activation.refusal', res.json());
  expect(res.json().code).toBe(code);
  return res.json();
}

async function activated(token: string, bonusId: number) {
  const res = await activate(token, bonusId);
  expect(res.statusCode, res.body).toBe(200);
  expectValid('api/bonus-activate.response', res.json());
  return res.json().data as { status: string; bonusId: number; userBonusId?: number };
}

async function history(token: string, query = '') {
  const res = await get(`/api/user/bonus-history${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  expectValid('api/bonus-history.response', res.json());
  return res.json().data as { activeBonus: Record<string, unknown> | null; history: { count: number; rows: Array<Record<string, unknown>> } };
}

let signUps = 0;
/** A new player (no deposit) whose email is verified; the token. */
async function verifiedNewPlayer(): Promise<{ token: string; email: string }> {
  const email = `bonus${++signUps}@sandbox.test`;
  const token = await sandbox.signUp(email, 'MT', 'EUR');
  const { url } = (await post('/api/sandbox/verification-link', { email })).json() as { url: string };
  const res = await get(url);
  expect(res.statusCode, res.body).toBeLessThan(400);
  expect((await sandbox.userDetails(token)).isEmailVerified).toBe(true);
  return { token, email };
}

async function wallet(token: string) {
  const user = await sandbox.userDetails(token);
  return { cash: user.userWallet.amount as number, nonCash: user.userWallet.nonCashAmount as number, activeBonus: user.activeBonus as { id: number } | null };
}

/** Waits (3 s at most) until the socket has heard a balance event with these values. */
async function heardBalance(heard: Heard[], values: Record<string, number>) {
  const matches = () => heard.some((h) => h.event === 'balance' && Object.entries(values).every(([k, v]) => h.payload[k] === v));
  const deadline = Date.now() + 3000;
  while (!matches()) {
    if (Date.now() > deadline) throw new Error(`no balance ${JSON.stringify(values)}; heard ${JSON.stringify(heard)}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function launchReal(token: string): Promise<string> {
  const res = await post(`/api/core/casino/games/${GAME}/launch`, { mode: 'real' }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.launch.sessionId;
}

async function spin(sessionId: string, stake: number, multiplier: number) {
  await control('spins/next', { multiplier });
  const res = await post(`/api/core/casino/play/${sessionId}/spin`, { stake });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.spin as { win: number; balance: number; freeSpin?: boolean; freeSpinsLeft?: number };
}

describe('promotions for guests: GET /api/core/casino/promotions (no token; spec 7 makes a bonus call without one throw)', () => {
  it('answers a guest with the offers on offer now, by type, without the marketing-only and ended ones', async () => {
    const res = await get('/api/core/casino/promotions?type=no_deposit&pageNo=1&limit=24');
    expect(res.statusCode, res.body).toBe(200);
    expectValid('api/promotions.response', res.json());
    const rows = res.json().data.bonus.rows as Array<{ id: number; type: string }>;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((b) => b.type === 'no_deposit')).toBe(true);
    const all = (await get('/api/core/casino/promotions?limit=100')).json().data.bonus.rows as Array<{ id: number }>;
    expect(all.map((b) => b.id)).toContain(101);
    expect(all.map((b) => b.id)).not.toContain(301); // ended
    expect(all.map((b) => b.id)).not.toContain(212); // only for its cpnc
    expect((await get('/api/core/casino/promotions?type=bogus')).statusCode).toBe(400);
  });

  it('the bonus calls of a player need a token (403), and bodies are validated with size limits (400)', async () => {
    expect((await post('/api/user/bonus/activate', { bonusId: 108, timeZone: ZONE })).statusCode).toBe(403);
    expect((await get('/api/user/bonus-history')).statusCode).toBe(403);
    const { token } = await login(sandbox.app);
    expect((await post('/api/user/bonus/activate', { bonusId: '108', timeZone: ZONE }, token)).statusCode).toBe(400);
    expect((await post('/api/user/bonus/activate', { bonusId: 108, timeZone: 'x'.repeat(65) }, token)).statusCode).toBe(400);
    expect((await post('/api/user/bonus/activate', { bonusId: 108, timeZone: 'Mars/Olympus' }, token)).statusCode).toBe(400);
    expect((await post('/api/user/bonus/activate', { bonusId: 108, timeZone: ZONE, extra: 1 }, token)).statusCode).toBe(400);
    expect((await post('/api/user/coupon', { code: 'A'.repeat(33) }, token)).statusCode).toBe(400);
    expect((await activate(token, 99_999)).statusCode).toBe(404);
  });
});

describe('spec 8 Bonus activation error codes, each from a real situation', () => {
  it('activates a no-deposit offer: the active bonus, its money as nonCashAmount, the labels in the history; a second one is ACTIVE_BONUS', async () => {
    const { token } = await login(sandbox.app);
    const heard = await listen(token);
    const done = await activated(token, 108);
    expect(done).toMatchObject({ status: 'active', bonusId: 108, userBonusId: expect.any(Number) });
    expect((await until(heard, 'balance')).payload).toMatchObject({ cash: 500, nonCash: 5, total: 505 });
    expect(await wallet(token)).toMatchObject({ cash: 500, nonCash: 5, activeBonus: { id: 108 } });
    // The user details' activeBonus carries the player's labels too (the auth state compares its id, spec 4).
    const details = await sandbox.userDetails(token);
    expectValid('api/get-user-details.response', { data: { getUser: details } });
    expect(details.activeBonus).toMatchObject({ id: 108, name: 'Free Chip', userBonusId: done.userBonusId, wagerLeft: 250, wagered: 0, status: 'active' });
    const { activeBonus } = await history(token);
    expect(activeBonus).toMatchObject({
      userBonusId: done.userBonusId, id: 108, status: 'active', bonusAmount: 5, wagerRequirement: 250, wagered: 0, wagerLeft: 250,
      convertedAmount: null, maxWin: 50, wageringType: 'REAL_MONEY_ONLY', freeSpinsLeft: 0,
      expiration: new Date(START.getTime() + 30 * 86_400_000).toISOString(),
    });
    const second = await refused(token, 211, 'ACTIVE_BONUS');
    expect(second.details).toEqual({ activeBonusId: 108 });
  });

  it('cancel removes the bonus money; the offer is then CANCELLED; a second cancel is 409, another\'s bonus 404', async () => {
    const { token } = await login(sandbox.app);
    const { userBonusId } = await activated(token, 108);
    const heard = await listen(token);
    const res = await post('/api/user/bonus/cancel', { userBonusId }, token);
    expect(res.statusCode, res.body).toBe(200);
    expectValid('api/bonus-cancel.response', res.json());
    expect(res.json().data).toMatchObject({ status: 'cancelled', convertedAmount: null });
    expect((await until(heard, 'balance')).payload).toMatchObject({ cash: 500, nonCash: 0 });
    expect(await wallet(token)).toEqual({ cash: 500, nonCash: 0, activeBonus: null });
    await refused(token, 108, 'CANCELLED');
    expect((await post('/api/user/bonus/cancel', { userBonusId }, token)).statusCode).toBe(409);
    const other = await verifiedNewPlayer();
    expect((await post('/api/user/bonus/cancel', { userBonusId }, other.token)).statusCode).toBe(404);
    const { activeBonus, history: past } = await history(token);
    expect(activeBonus).toBeNull();
    expect(past.rows[0]).toMatchObject({ userBonusId, status: 'cancelled', endedAt: START.toISOString() });
  });

  it('REQUIRED_EMAIL_VERIFICATION (spec 9 verifyEmailOnBonusActivation true), BONUS_FRAUD for a duplicate account', async () => {
    const fresh = await login(sandbox.app, NEW_PLAYER);
    await refused(fresh.token, 108, 'REQUIRED_EMAIL_VERIFICATION');
    // spec 4 Self-exclusion: an excluded player can only withdraw (no spec 8 code: SELF_EXCLUDED).
    const excluded = await login(sandbox.app, EXCLUDED);
    const res = await activate(excluded.token, 108);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('SELF_EXCLUDED');
    const { token } = await login(sandbox.app);
    await control('duplicate-account', { email: PLAYER, duplicate: true });
    await refused(token, 108, 'BONUS_FRAUD');
    await refused(token, 211, 'BONUS_FRAUD');
    // A deposit offer is not disabled for a duplicate account.
    expect(await activated(token, 101)).toEqual({ status: 'nextDeposit', bonusId: 101 });
    await control('duplicate-account', { email: PLAYER, duplicate: false });
    expect((await activated(token, 108)).status).toBe('active');
  });

  it('DAYS_VALID (an ended offer), VALID_ON_DAYS (Monday\'s offer on a Thursday), START_TIME_ERROR and END_TIME_ERROR (a happy hour)', async () => {
    const { token } = await login(sandbox.app);
    await refused(token, 301, 'DAYS_VALID');
    await refused(token, 201, 'VALID_ON_DAYS');
    expect((await refused(token, 210, 'START_TIME_ERROR')).details).toEqual({ from: '18:00' }); // 14:00 in Malta
    sandbox.clock = new Date('2026-06-18T18:30:00.000Z'); // 20:30 in Malta
    expect((await refused(token, 210, 'END_TIME_ERROR')).details).toEqual({ to: '20:00' });
    // 19:30 in Malta, or 18:30 in London: within the hour.
    sandbox.clock = new Date('2026-06-18T17:30:00.000Z');
    expect((await activated(token, 210)).status).toBe('active');
  });

  it('REGISTRATION_BONUS for an old account; a new one gets the registration free spins; then ACTIVE_FREE_SPINS', async () => {
    const { token } = await login(sandbox.app);
    expect((await refused(token, 107, 'REGISTRATION_BONUS')).details).toEqual({ days: 7 });
    const fresh = await verifiedNewPlayer();
    expect((await activated(fresh.token, 107)).status).toBe('active');
    expect((await history(fresh.token)).activeBonus).toMatchObject({ id: 107, freeSpinsQuantity: 20, freeSpinsLeft: 20, game: GAME, bonusAmount: 0 });
    // 101 gives free spins too: refused while these are left (before ACTIVE_BONUS).
    await refused(fresh.token, 101, 'ACTIVE_FREE_SPINS');
  });

  it('DEPOSITS_NUMBER before the 2nd deposit, DEPOSITS_NUMBER2 after it; a deposit offer is taken with the next deposit', async () => {
    const fresh = await verifiedNewPlayer();
    expect((await refused(fresh.token, 102, 'DEPOSITS_NUMBER')).details).toEqual({ forDepositNumber: 2 });
    await control('deposit', { email: fresh.email, amount: 50, result: 'success' });
    expect(await activated(fresh.token, 102)).toEqual({ status: 'nextDeposit', bonusId: 102 });
    const { token } = await login(sandbox.app); // 3 deposits
    expect((await refused(token, 102, 'DEPOSITS_NUMBER2')).details).toEqual({ forDepositNumber: 2 });
  });

  it('MAXIMUM_PARTICIPANTS once the limited offer\'s 3 places are taken', async () => {
    const { token } = await login(sandbox.app);
    await activated(token, 211);
    for (let i = 0; i < 2; i++) await activated((await verifiedNewPlayer()).token, 211);
    await refused((await verifiedNewPlayer()).token, 211, 'MAXIMUM_PARTICIPANTS');
  });

  it('cashback: CASHBACK_NEED_DEPOSIT, NO_CASHBACK without a loss, ADD_TO_CALENDAR for Thursday\'s, then paid from the net loss; RETRY_PERIOD', async () => {
    const fresh = await verifiedNewPlayer();
    await refused(fresh.token, 109, 'CASHBACK_NEED_DEPOSIT');
    await control('deposit', { email: fresh.email, amount: 100, result: 'success' });
    expect((await refused(fresh.token, 109, 'NO_CASHBACK')).details).toEqual({ minBalance: 1 });
    const session = await launchReal(fresh.token);
    await spin(session, 20, 0); // a loss of 20
    await refused(fresh.token, 204, 'ADD_TO_CALENDAR');
    const done = await activated(fresh.token, 109);
    // 10% of the net loss of 20, with a 1x wagering requirement.
    expect((await history(fresh.token)).activeBonus).toMatchObject({ userBonusId: done.userBonusId, id: 109, bonusAmount: 2, wagerRequirement: 2, wagerLeft: 2 });
    expect(await wallet(fresh.token)).toMatchObject({ cash: 80, nonCash: 2 });
    // REAL_TO_FUN: a stake of 2 (from cash) wagers it; it converts to cash.
    await spin(session, 2, 0);
    expect(await wallet(fresh.token)).toEqual({ cash: 80, nonCash: 0, activeBonus: null });
    expect((await history(fresh.token)).history.rows[0]).toMatchObject({ userBonusId: done.userBonusId, status: 'converted', convertedAmount: 2, wagered: 2, wagerLeft: 0 });
    expect((await refused(fresh.token, 109, 'RETRY_PERIOD')).details).toEqual({ days: 7 });
    // A week later the offer may be taken again: the period's loss is what counts now (none yet).
    sandbox.clock = new Date(START.getTime() + 8 * 86_400_000);
    await refused(fresh.token, 109, 'NO_CASHBACK');
  });

  it('ADD_TO_CALENDAR (spec 8: the cashback is put in the rakeback calendar): today\'s rakeback day grows by it, the claim pays it, and the same loss is not paid twice', async () => {
    const fresh = await verifiedNewPlayer();
    await control('deposit', { email: fresh.email, amount: 100, result: 'success' });
    const session = await launchReal(fresh.token);
    await spin(session, 20, 0); // a loss of 20: Thursday's 15% is 3
    const { userId } = await sandbox.userDetails(fresh.token);
    const today = START.toISOString().slice(0, 10);
    const dayToday = async () => ((await get(`/api/admin/get-rakeback-days?user=${userId}`, fresh.token)).json().data.days as Array<{ canClaimDate: string; amount: number | null; paidAt: string | null }>)
      .find((d) => d.canClaimDate === today)!;
    const before = (await dayToday()).amount ?? 0;
    const body = await refused(fresh.token, 204, 'ADD_TO_CALENDAR');
    expect(body.details).toEqual({ amount: 3, currencyCode: 'EUR', canClaimDate: today });
    expect(await dayToday()).toMatchObject({ amount: Math.round((before + 3) * 100) / 100, paidAt: null });
    // Recorded, so it is not paid twice (the offer is once per player: RETRY_PERIOD); the history says it went to
    // the calendar, not that it was converted (issue 29 item 14).
    await refused(fresh.token, 204, 'RETRY_PERIOD');
    expect((await history(fresh.token)).history.rows.find((r) => r.id === 204)).toMatchObject({ status: 'calendar', convertedAmount: null, bonusAmount: 3 });
    const cash = (await wallet(fresh.token)).cash;
    const claim = await post(`/api/user/rakeback-claim?timeZone=UTC&customerDate=${today}&bonusId=900`, { bonusId: 900, claimDate: today, customerDate: today }, fresh.token);
    expect(claim.statusCode, claim.body).toBe(200);
    expect(claim.json().data.amount).toBe(Math.round((before + 3) * 100) / 100);
    expect((await wallet(fresh.token)).cash).toBeCloseTo(cash + before + 3, 2);
  });

  it('UNIFIED_ERROR when granting fails inside the engine (a misconfigured offer), with the reference of promotion, user and user bonus', async () => {
    const { token, userId } = await login(sandbox.app);
    const body = await refused(token, 212, 'UNIFIED_ERROR');
    expect(body.reference).toEqual({ promotionId: 212, userId, userBonusId: expect.any(Number) });
    const { activeBonus, history: past } = await history(token);
    expect(activeBonus).toBeNull();
    expect(past.rows[0]).toMatchObject({ userBonusId: body.reference.userBonusId, id: 212, status: 'failed' });
    expect(await wallet(token)).toEqual({ cash: 500, nonCash: 0, activeBonus: null });
  });
});

describe('coupons: POST /api/user/coupon', () => {
  it('applied, already redeemed, not applied; an offer\'s refusal keeps its code', async () => {
    const { token } = await login(sandbox.app);
    const wrong = await post('/api/user/coupon', { code: 'NOSUCHCODE' }, token);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().code).toBe('COUPON_NOT_APPLIED');
    const retired = await post('/api/user/coupon', { code: 'RETIRED' }, token);
    expect(retired.statusCode).toBe(422);
    expect(retired.json()).toMatchObject({ code: 'UNIFIED_ERROR', reference: { promotionId: 212 } });
    const res = await post('/api/user/coupon', { code: ' freechip5 ', timeZone: ZONE }, token);
    expect(res.statusCode, res.body).toBe(200);
    expectValid('api/coupon.response', res.json());
    expect(res.json().data).toMatchObject({ code: 'FREECHIP5', status: 'active', bonusId: 108 });
    const again = await post('/api/user/coupon', { code: 'FREECHIP5' }, token);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('COUPON_ALREADY_REDEEMED');
    // Another coupon while 108 is active: the offer's own refusal.
    const busy = await post('/api/user/coupon', { code: 'HAPPYHOUR', timeZone: ZONE }, token);
    expect(busy.statusCode).toBe(422);
    expect(busy.json()).toMatchObject({ code: 'START_TIME_ERROR', details: { from: '18:00' } });
  });

  it('guessing: the 10th wrong code locks the player (429 with retryAfter), even for a right code, until the lock ends', async () => {
    const { token } = await login(sandbox.app);
    for (let i = 1; i < 10; i++) expect((await post('/api/user/coupon', { code: `GUESS${i}` }, token)).statusCode).toBe(422);
    const locked = await post('/api/user/coupon', { code: 'GUESS10' }, token);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'ACCOUNT_LOCKED', retryAfter: 900 });
    expect((await post('/api/user/coupon', { code: 'FREECHIP5' }, token)).statusCode).toBe(429);
    sandbox.clock = new Date(START.getTime() + 16 * 60_000);
    expect((await post('/api/user/coupon', { code: 'FREECHIP5' }, token)).statusCode).toBe(200);
  });
});

describe('wagering on real spins (spec 3 wagering types), settle and expiry', () => {
  it('REAL_TO_FUN from cash: 5 losing spins of 10 wager the 50 required; the 5 of bonus money convert (max win 25); balance events', async () => {
    const { token } = await login(sandbox.app);
    const { userBonusId } = await activated(token, 211);
    const session = await launchReal(token);
    const heard = await listen(token);
    for (let i = 0; i < 4; i++) await spin(session, 10, 0);
    expect((await history(token)).activeBonus).toMatchObject({ wagered: 40, wagerLeft: 10, status: 'active' });
    expect(await wallet(token)).toMatchObject({ cash: 460, nonCash: 5 });
    const last = await spin(session, 10, 0);
    expect(last.balance).toBe(455);
    // The balance events: each spin's, then the conversion's with the bonus money gone.
    await heardBalance(heard, { cash: 455, nonCash: 0, total: 455 });
    expect(heard.some((h) => h.event === 'balance' && h.payload.nonCash === 5 && h.payload.cash === 460)).toBe(true);
    expect(await wallet(token)).toEqual({ cash: 455, nonCash: 0, activeBonus: null });
    expect((await history(token)).history.rows[0]).toMatchObject({ userBonusId, status: 'converted', convertedAmount: 5, wagered: 50 });
    // The conversion is a cash credit in the ledger, not a game win.
    expect((await sandbox.transactions(token))[0]).toMatchObject({ type: 'credit', amount: 5, reference: `bonus:${userBonusId}` });
  });

  it('REAL_MONEY_ONLY with bonus money only: stakes of bonus money wager nothing; the bonus is lost when its money is gone', async () => {
    const fresh = await verifiedNewPlayer();
    await activated(fresh.token, 108);
    const session = await launchReal(fresh.token);
    for (let i = 0; i < 4; i++) await spin(session, 1, 0);
    expect((await history(fresh.token)).activeBonus).toMatchObject({ wagered: 0, wagerLeft: 250 });
    expect(await wallet(fresh.token)).toMatchObject({ cash: 0, nonCash: 1 });
    await spin(session, 1, 0);
    expect(await wallet(fresh.token)).toEqual({ cash: 0, nonCash: 0, activeBonus: null });
    expect((await history(fresh.token)).history.rows[0]).toMatchObject({ status: 'lost', convertedAmount: null });
    const short = await post(`/api/core/casino/play/${session}/spin`, { stake: 1 });
    expect(short.json().code).toBe('INSUFFICIENT_FUNDS');
  });

  it('a win of a bonus stake is bonus money; the bet limits count the whole stake, bonus money included', async () => {
    const fresh = await verifiedNewPlayer();
    await activated(fresh.token, 108);
    await control('limits', { email: fresh.email, limits: { dailyBet: 3 } });
    const session = await launchReal(fresh.token);
    await spin(session, 1, 2); // 1 of bonus money staked, 2 won back as bonus money
    expect(await wallet(fresh.token)).toMatchObject({ cash: 0, nonCash: 6 });
    await spin(session, 2, 0);
    const refusedSpin = await post(`/api/core/casino/play/${session}/spin`, { stake: 1 });
    expect(refusedSpin.statusCode, refusedSpin.body).toBe(422);
    expect(refusedSpin.json()).toMatchObject({ code: 'BET_LIMIT', limitType: 'dailyBetLimit' });
  });

  it('free spins cost nothing, count down, and their wins become bonus money with its requirement', async () => {
    const fresh = await verifiedNewPlayer();
    await activated(fresh.token, 107);
    const session = await launchReal(fresh.token);
    const { minBet } = (await get(`/api/core/casino/games/${GAME}`)).json().data.game as { minBet: number };
    const first = await spin(session, 5, 10);
    expect(first).toMatchObject({ freeSpin: true, freeSpinsLeft: 19 });
    const win = Number((minBet * 10).toFixed(2));
    expect(first.win).toBe(win);
    expect(await wallet(fresh.token)).toMatchObject({ cash: 0, nonCash: win });
    expect((await history(fresh.token)).activeBonus).toMatchObject({ freeSpinsLeft: 19, bonusAmount: win, wagerRequirement: Number((win * 45).toFixed(2)) });
  });

  it('expires at its expiration when read: its money removed, the active bonus cleared', async () => {
    let { token } = await login(sandbox.app);
    await activated(token, 211);
    sandbox.clock = new Date(START.getTime() + 30 * 86_400_000 + 60_000);
    ({ token } = await login(sandbox.app)); // the first token lasted 30 days too
    expect(await wallet(token)).toEqual({ cash: 500, nonCash: 0, activeBonus: null });
    expect((await history(token)).history.rows[0]).toMatchObject({ id: 211, status: 'expired' });
  });

  it('paging of past bonuses', async () => {
    const { token } = await login(sandbox.app);
    for (const id of [108, 211]) {
      const { userBonusId } = await activated(token, id);
      expect((await post('/api/user/bonus/cancel', { userBonusId }, token)).statusCode).toBe(200);
    }
    const page = await history(token, '?pageNo=2&limit=1');
    expect(page.history.count).toBe(2);
    expect(page.history.rows).toHaveLength(1);
    expect(page.history.rows[0]).toMatchObject({ id: 108, status: 'cancelled' });
  });
});

describe('the deposit flow\'s bonus (spec 4 Bonus rules) through the engine', () => {
  it('a deposit with a bonus grants its money from the deposit\'s amount; the next bonus deposit cancels it', async () => {
    const { token } = await login(sandbox.app);
    const heard = await listen(token);
    const res = await post('/api/user/deposit', { paymentMethod: 'skrill', amount: 50, requestId: 'bonus-deposit-0001', bonusId: 101, accountEmail: 'wallet@skrill.test' }, token);
    expect(res.statusCode, res.body).toBe(200);
    await until(heard, 'deposit');
    expect((await until(heard, 'balance', 2)).payload).toMatchObject({ cash: 550, nonCash: 50 });
    expect((await history(token)).activeBonus).toMatchObject({ id: 101, depositAmount: 50, bonusAmount: 50, wagerRequirement: 1750, freeSpinsLeft: 100 });
    // A later bonus deposit, the warning accepted: the 101 bonus and its money are gone, 103's granted.
    const next = await post('/api/user/deposit', { paymentMethod: 'skrill', amount: 500, requestId: 'bonus-deposit-0002', bonusId: 103, cancelActiveBonus: true, accountEmail: 'wallet@skrill.test' }, token);
    expect(next.statusCode, next.body).toBe(200);
    const { activeBonus, history: past } = await history(token);
    expect(activeBonus).toMatchObject({ id: 103, bonusAmount: 250 });
    expect(past.rows[0]).toMatchObject({ id: 101, status: 'cancelled' });
    expect(await wallet(token)).toMatchObject({ cash: 1050, nonCash: 250 });
  });

  it('free spins left do not refuse a bonus deposit: the warning accepted, the deposit cancels them (spec 4)', async () => {
    const fresh = await verifiedNewPlayer();
    await activated(fresh.token, 107); // 20 free spins
    const body = { paymentMethod: 'skrill', amount: 50, requestId: 'bonus-deposit-0003', bonusId: 101, accountEmail: 'wallet@skrill.test' };
    const warned = await post('/api/user/deposit', body, fresh.token);
    expect(warned.statusCode, warned.body).toBe(409);
    expect(warned.json()).toMatchObject({ code: 'ACTIVE_BONUS', activeBonusId: 107 });
    const done = await post('/api/user/deposit', { ...body, cancelActiveBonus: true }, fresh.token);
    expect(done.statusCode, done.body).toBe(200);
    const { activeBonus, history: past } = await history(fresh.token);
    expect(activeBonus).toMatchObject({ id: 101, bonusAmount: 50, freeSpinsLeft: 100 });
    expect(past.rows[0]).toMatchObject({ id: 107, status: 'cancelled', freeSpinsLeft: 0 });
  });

  it("an offer's weekday is read in the time zone the deposit sends (spec 8 VALID_ON_DAYS): Friday's reload at 01:30 on Friday in Malta, still Thursday in UTC", async () => {
    const before = sandbox.clock;
    sandbox.clock = new Date('2026-06-18T23:30:00.000Z');
    try {
      const fresh = await verifiedNewPlayer();
      const body = { paymentMethod: 'skrill', amount: 50, bonusId: 205, accountEmail: 'wallet@skrill.test' };
      const utc = await post('/api/user/deposit', { ...body, requestId: 'bonus-deposit-0101' }, fresh.token);
      expect(utc.statusCode, utc.body).toBe(422);
      expect(utc.json()).toMatchObject({ code: 'VALID_ON_DAYS' });
      const nonsense = await post('/api/user/deposit', { ...body, requestId: 'bonus-deposit-0102', timeZone: 'Mars/Olympus' }, fresh.token);
      expect(nonsense.statusCode, nonsense.body).toBe(400);
      const malta = await post('/api/user/deposit', { ...body, requestId: 'bonus-deposit-0103', timeZone: ZONE }, fresh.token);
      expect(malta.statusCode, malta.body).toBe(200);
      expect((await history(fresh.token)).activeBonus).toMatchObject({ id: 205, bonusAmount: 25 });
    } finally {
      sandbox.clock = before;
    }
  });

  it('the active-bonus control endpoint grants through the engine and cancels with null', async () => {
    const { token } = await login(sandbox.app);
    await control('active-bonus', { email: PLAYER, bonusId: 102 });
    expect((await history(token)).activeBonus).toMatchObject({ id: 102, depositAmount: 20, bonusAmount: 10 });
    await control('active-bonus', { email: PLAYER, bonusId: null });
    expect(await wallet(token)).toEqual({ cash: 500, nonCash: 0, activeBonus: null });
  });
});
