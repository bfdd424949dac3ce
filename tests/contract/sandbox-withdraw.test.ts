// The cashier's withdrawal against the sandbox (server/sandbox/withdrawals.ts, routes/withdrawals.ts;
// schemas withdraw.request, withdraw.response, withdraw-calculate.request, withdraw-calculate.response):
// who may withdraw and the refusal order (spec 5 Withdrawal, spec 4 Bonus rules and Self-exclusion, spec 8
// Withdrawal), the details per method (spec 5 Withdrawal), the money (one debit with its ledger row, spec 3
// statuses; never an overdraw, also under concurrency), the requestId idempotency key, crypto's calculate
// and confirm steps (spec 2.5) with the stored quote, the failure controls (spec 8 texts) and the operator's
// decision. Each test starts from a fresh seed at a fixed time; HTTP goes through app.inject except where a
// real client (sockets, concurrency) is needed.
import { describe, it, expect } from 'vitest';
import { bearer, expectValid, login, playerSockets, seededSandbox, until, EXCLUDED, NEW_PLAYER, PLAYER } from './sandbox-helpers';
import { WITHDRAW_QUOTE_TTL_MS } from '../../server/sandbox/withdrawalRules';

/** A Wednesday noon (UTC). */
const NOW = new Date('2026-06-17T12:00:00.000Z');
const BANK = { fullName: 'Maria Borg', accountNumber: 'MT84MALT011000012345MTLCAST001S', email: 'maria@example.com', bankCode: 'MALTMTMT' };
const INDIAN_BANK = { fullName: 'Asha Rao', accountNumber: '001234567890', email: 'asha@example.com', bankCode: 'HDFC0001234' };
const WALLET = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh';
const TRON_WALLET = 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf';

const sandbox = seededSandbox(NOW);
const { post, get, control, cash, transactions, rowOf, signUp, userDetails, refusal: refused } = sandbox;

type Body = Record<string, unknown>;
let requestCounter = 0;
const requestId = () => `wreq-${++requestCounter}-${Date.now().toString(36)}`;

const withdraw = (token: string, body: Body) => post('/api/user/withdraw', { requestId: requestId(), ...body }, token);
const calculate = (token: string, body: Body) => post('/api/user/withdraw/calculate', body, token);

interface Withdrawal {
  transactionId: number; requestId: string; status: string; amount: number; currencyCode: string; paymentMethod: string;
  receive: number | null; coin: string | null; network: string | null; details: Record<string, string>;
}
interface Quote {
  quoteId: string; amount: number; fee: number; currencyCode: string; coin: string; network: string; rate: number; receive: number;
  walletAddress: string; expiresAt: string;
}
async function withdrawn(token: string, body: Body): Promise<Withdrawal> {
  const res = await withdraw(token, body);
  expect(res.statusCode, res.body).toBe(200);
  expectValid('api/withdraw.response', res.json());
  return res.json().data.withdrawal;
}
async function quoted(token: string, body: Body): Promise<Quote> {
  const res = await calculate(token, body);
  expect(res.statusCode, res.body).toBe(200);
  expectValid('api/withdraw-calculate.response', res.json());
  return res.json().data.quote;
}
/** A refusal: its status, code and message, the {success: false} shape, and never a 403 (spec 8 logs out on 403). */
const withdrawRefused = async (token: string, body: Body, status: number, code: string) => refused(await withdraw(token, body), status, code);
const calculateRefused = async (token: string, body: Body, status: number, code: string) => refused(await calculate(token, body), status, code);

const withdrawalRows = async (token: string) => (await transactions(token)).filter((r) => r.type === 'withdrawal');

async function verifyEmail(email: string) {
  const { url } = (await post('/api/sandbox/verification-link', { email })).json() as { url: string };
  expect((await get(url)).statusCode).toBe(302);
}
const depositFor = (email: string, amount: number) => control('deposit', { email, amount, paymentMethod: 'skrill' });

/** An Indian player who may withdraw: verified, one deposit of 10000 INR. */
async function indianDepositor(email = 'asha@sandbox.test'): Promise<string> {
  const token = await signUp(email, 'IN', 'INR');
  await verifyEmail(email);
  await depositFor(email, 10000);
  return token;
}

// ---- the player's socket: every event, in order ----
const listen = playerSockets(() => sandbox.base);

describe('spec 5 Withdrawal and spec 8 Withdrawal: who may withdraw, refused in spec 8\'s order with 409 (never 403)', () => {
  it("NO_DEPOSIT: 'Withdrawal requires at least one successful deposit' (before the unverified email), on both calls", async () => {
    const { token } = await login(sandbox.app, NEW_PLAYER);
    const body = await withdrawRefused(token, { paymentMethod: 'bank_transfer', amount: 10, details: BANK }, 409, 'NO_DEPOSIT');
    expect(body.message).toBe('Withdrawal requires at least one successful deposit.');
    await calculateRefused(token, { paymentMethod: 'bitcoin', amount: 10, walletAddress: WALLET, network: 'BTC' }, 409, 'NO_DEPOSIT');
  });

  it("EMAIL_NOT_VERIFIED: 'a verified email' (a depositor who has not verified); verifying lets the withdrawal through", async () => {
    const { token } = await login(sandbox.app, NEW_PLAYER);
    await depositFor(NEW_PLAYER, 50);
    await withdrawRefused(token, { paymentMethod: 'bank_transfer', amount: 10, details: BANK }, 409, 'EMAIL_NOT_VERIFIED');
    await calculateRefused(token, { paymentMethod: 'bitcoin', amount: 10, walletAddress: WALLET, network: 'BTC' }, 409, 'EMAIL_NOT_VERIFIED');
    await verifyEmail(NEW_PLAYER);
    expect((await withdrawn(token, { paymentMethod: 'bank_transfer', amount: 10, details: BANK })).status).toBe('requested');
  });

  it("DEPOSIT_WAGER_INCOMPLETE: 'the deposit wagering requirement completed' (POST /api/sandbox/deposit-wager), shown in get-user-details", async () => {
    const { token } = await login(sandbox.app);
    expect((await userDetails(token)).depositWagerComplete).toBe(true);
    await control('deposit-wager', { email: PLAYER, complete: false });
    const details = await get('/api/user/get-user-details', token);
    expectValid('api/get-user-details.response', details.json());
    expect(details.json().data.getUser.depositWagerComplete).toBe(false);
    await withdrawRefused(token, { paymentMethod: 'bank_transfer', amount: 10, details: BANK }, 409, 'DEPOSIT_WAGER_INCOMPLETE');
    await calculateRefused(token, { paymentMethod: 'bitcoin', amount: 10, walletAddress: WALLET, network: 'BTC' }, 409, 'DEPOSIT_WAGER_INCOMPLETE');
    await control('deposit-wager', { email: PLAYER, complete: true });
    expect((await withdrawn(token, { paymentMethod: 'bank_transfer', amount: 10, details: BANK })).status).toBe('requested');
  });

  it("spec 4 Bonus rules 'An active bonus blocks withdrawal': ACTIVE_BONUS with spec 8's 'Withdrawal Not Allowed with Active Bonus'", async () => {
    const { token } = await login(sandbox.app);
    await control('active-bonus', { email: PLAYER, bonusId: 102 });
    const body = await withdrawRefused(token, { paymentMethod: 'bank_transfer', amount: 10, details: BANK }, 409, 'ACTIVE_BONUS');
    expect(body.message).toBe('Withdrawal Not Allowed with Active Bonus');
    expect((await calculateRefused(token, { paymentMethod: 'bitcoin', amount: 10, walletAddress: WALLET, network: 'BTC' }, 409, 'ACTIVE_BONUS')).message)
      .toBe('Withdrawal Not Allowed with Active Bonus');
    await control('active-bonus', { email: PLAYER, bonusId: null });
    expect((await withdrawn(token, { paymentMethod: 'bank_transfer', amount: 10, details: BANK })).status).toBe('requested');
  });

  it("spec 8 'Blocked messages for: no deposit, email not verified, deposit wager not complete' come in that order, then the active bonus", async () => {
    const { token } = await login(sandbox.app);
    await control('active-bonus', { email: PLAYER, bonusId: 102 });
    await control('deposit-wager', { email: PLAYER, complete: false });
    await withdrawRefused(token, { paymentMethod: 'bank_transfer', amount: 10, details: BANK }, 409, 'DEPOSIT_WAGER_INCOMPLETE');
    // new@: no deposit and not verified, with the wager and a bonus too: no deposit first.
    const fresh = (await login(sandbox.app, NEW_PLAYER)).token;
    await control('deposit-wager', { email: NEW_PLAYER, complete: false });
    await control('active-bonus', { email: NEW_PLAYER, bonusId: 102 });
    await withdrawRefused(fresh, { paymentMethod: 'bank_transfer', amount: 10, details: BANK }, 409, 'NO_DEPOSIT');
  });

  it('the blocked reasons come before the method and the body: an unknown method or an empty body still answers the block', async () => {
    const { token } = await login(sandbox.app, NEW_PLAYER);
    await withdrawRefused(token, { paymentMethod: 'no_such_method', amount: -1 }, 409, 'NO_DEPOSIT');
    await refused(await post('/api/user/withdraw', {}, token), 409, 'NO_DEPOSIT');
    await refused(await post('/api/user/withdraw/calculate', {}, token), 409, 'NO_DEPOSIT');
  });

  it("spec 4 Self-exclusion 'A self-excluded user can only withdraw.': excluded@ is refused a deposit but withdraws", async () => {
    const { token } = await login(sandbox.app, EXCLUDED);
    await refused(await post('/api/user/deposit', { paymentMethod: 'skrill', amount: 20, requestId: requestId() }, token), 409, 'SELF_EXCLUDED');
    const done = await withdrawn(token, { paymentMethod: 'bank_transfer', amount: 20, details: { ...BANK, fullName: 'Erik Lind' } });
    expect(done).toMatchObject({ status: 'requested', amount: 20, currencyCode: 'EUR', paymentMethod: 'bank_transfer' });
    expect(await cash(token)).toBe(30);
    expect((await quoted(token, { paymentMethod: 'tether', amount: 20, walletAddress: TRON_WALLET, network: 'TRC20' })).receive).toBe(19);
  });

  it('a withdrawal needs a session (403 is only for that, spec 8)', async () => {
    expect((await post('/api/user/withdraw', { paymentMethod: 'visa', amount: 10, requestId: requestId() })).statusCode).toBe(403);
    expect((await post('/api/user/withdraw/calculate', { paymentMethod: 'bitcoin', amount: 10, walletAddress: WALLET, network: 'BTC' })).statusCode).toBe(403);
  });
});

describe('METHOD_NOT_AVAILABLE 422: the method must pay out to this player (spec 3 withdrawalExist, spec 6 restrictions)', () => {
  it('unknown, inactive, not a withdrawal method and restricted methods are refused, each with its reason', async () => {
    const { token } = await login(sandbox.app);
    for (const [paymentMethod, reason] of [
      ['no_such_method', 'unknown'], ['sofort', 'inactive'], ['paysafecard', 'noWithdrawal'], ['legacy_voucher', 'noWithdrawal'],
      ['carouseller', 'noWithdrawal'], ['upi', 'allowedCountries'], ['netbanking', 'allowedCountries'], ['pix', 'allowedCountries'],
    ]) {
      const body = await withdrawRefused(token, { paymentMethod, amount: 10 }, 422, 'METHOD_NOT_AVAILABLE');
      expect(body, paymentMethod).toMatchObject({ paymentMethod, reason });
    }
    // The tag allow-list (vip_wire needs the vip tag: player@ has it, excluded@ has not).
    const excluded = (await login(sandbox.app, EXCLUDED)).token;
    expect((await withdrawRefused(excluded, { paymentMethod: 'vip_wire', amount: 10, details: BANK }, 422, 'METHOD_NOT_AVAILABLE')).reason).toBe('allowTags');
    expect((await withdrawn(token, { paymentMethod: 'vip_wire', amount: 10, details: BANK })).status).toBe('requested');
  });

  it("spec 4 Payment method selection 'A hidden method stays hidden unless it is a withdrawal method': bank_payout pays out", async () => {
    const { token } = await login(sandbox.app);
    expect((await withdrawn(token, { paymentMethod: 'bank_payout', amount: 15, details: BANK })).paymentMethod).toBe('bank_payout');
  });

  it('the calculate step is for crypto methods only', async () => {
    const { token } = await login(sandbox.app);
    expect((await calculateRefused(token, { paymentMethod: 'bank_transfer', amount: 10, walletAddress: WALLET, network: 'BTC' }, 422, 'METHOD_NOT_AVAILABLE')).reason)
      .toBe('notCrypto');
  });
});

describe('the amount and the body (contract withdraw.request)', () => {
  it('AMOUNT_BELOW_ZERO 422 for 0 and negative amounts, on both calls', async () => {
    const { token } = await login(sandbox.app);
    for (const amount of [0, -5]) {
      expect((await withdrawRefused(token, { paymentMethod: 'visa', amount }, 422, 'AMOUNT_BELOW_ZERO')).field).toBe('amount');
      await calculateRefused(token, { paymentMethod: 'bitcoin', amount, walletAddress: WALLET, network: 'BTC' }, 422, 'AMOUNT_BELOW_ZERO');
    }
  });

  it('the schema: a missing requestId, a short one, an unknown field or a card-like detail are 400 naming the field', async () => {
    const { token } = await login(sandbox.app);
    for (const [body, field] of [
      [{ paymentMethod: 'visa', amount: 10 }, 'requestId'],
      [{ paymentMethod: 'visa', amount: 10, requestId: 'short' }, 'requestId'],
      [{ paymentMethod: 'visa', amount: 10, requestId: requestId(), cardNumber: '4242424242424242' }, 'cardNumber'],
      // A detail of the brand's own is taken (below); one named like card data never is.
      [{ paymentMethod: 'bank_transfer', amount: 10, requestId: requestId(), details: { ...BANK, cardNumber: '4242424242424242' } }, 'details.cardNumber'],
    ] as Array<[Body, string]>) {
      const res = await post('/api/user/withdraw', body, token);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().field).toBe(field);
    }
  });

  it('more decimals than the currency has is 400 naming amount', async () => {
    const { token } = await login(sandbox.app);
    const res = await withdraw(token, { paymentMethod: 'visa', amount: 10.005 });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().field).toBe('amount');
  });

  it('INSUFFICIENT_FUNDS 400 above the cash balance (bonus money is not withdrawable); the whole cash is fine', async () => {
    const { token } = await login(sandbox.app);
    expect((await withdrawRefused(token, { paymentMethod: 'visa', amount: 500.01 }, 400, 'INSUFFICIENT_FUNDS')).field).toBe('amount');
    await calculateRefused(token, { paymentMethod: 'bitcoin', amount: 500.01, walletAddress: WALLET, network: 'BTC' }, 400, 'INSUFFICIENT_FUNDS');
    expect(await withdrawalRows(token)).toEqual([]);
    expect((await withdrawn(token, { paymentMethod: 'visa', amount: 500 })).amount).toBe(500);
    expect(await cash(token)).toBe(0);
  });
});

describe('spec 5 Withdrawal: the details of the method\'s form, 400 INVALID_FIELD naming details.<field>', () => {
  const bankRefused = async (token: string, details: Body, field: string, paymentMethod = 'bank_transfer') => {
    const body = await withdrawRefused(token, { paymentMethod, amount: 10, details }, 400, 'INVALID_FIELD');
    expect(body.field, JSON.stringify(details)).toBe(field);
    return body;
  };

  it("'Full name, account number and email are required, and the email must be valid.'", async () => {
    const { token } = await login(sandbox.app);
    const { fullName: _, ...noName } = BANK;
    await bankRefused(token, noName, 'details.fullName');
    await bankRefused(token, { ...BANK, fullName: '  ' }, 'details.fullName');
    await bankRefused(token, { ...BANK, accountNumber: '' }, 'details.accountNumber');
    await bankRefused(token, { ...BANK, email: '' }, 'details.email');
    expect((await bankRefused(token, { ...BANK, email: 'maria@example' }, 'details.email')).message).toBe('The email must be valid.');
    await bankRefused(token, {}, 'details.fullName');
    await refused(await withdraw(token, { paymentMethod: 'bank_transfer', amount: 10 }), 400, 'INVALID_FIELD');
  });

  it("'Bank code (IFSC) is required, 8 to 15 characters.': 7 and 16 are refused, 8 and 15 pass", async () => {
    const { token } = await login(sandbox.app);
    await bankRefused(token, { ...BANK, bankCode: '' }, 'details.bankCode');
    expect((await bankRefused(token, { ...BANK, bankCode: 'ABCD123' }, 'details.bankCode')).message).toBe('Bank code (IFSC) must be 8 to 15 characters.');
    await bankRefused(token, { ...BANK, bankCode: 'ABCD0123456789X1' }, 'details.bankCode');
    expect((await withdrawn(token, { paymentMethod: 'bank_transfer', amount: 10, details: { ...BANK, bankCode: 'ABCD0123' } })).status).toBe('requested');
    expect((await withdrawn(token, { paymentMethod: 'bank_transfer', amount: 10, details: { ...BANK, bankCode: 'ABCD0123456789X' } })).status).toBe('requested');
    expect(await cash(token)).toBe(480);
  });

  it("'Bank name is required for netbanking. Branch and address are optional.'", async () => {
    const token = await indianDepositor();
    await bankRefused(token, INDIAN_BANK, 'details.bankName', 'netbanking');
    const done = await withdrawn(token, { paymentMethod: 'netbanking', amount: 1000, details: { ...INDIAN_BANK, bankName: 'HDFC Bank' } });
    expect(done).toMatchObject({ status: 'requested', amount: 1000, currencyCode: 'INR', paymentMethod: 'netbanking' });
    await withdrawn(token, { paymentMethod: 'netbanking', amount: 500, details: { ...INDIAN_BANK, bankName: 'HDFC Bank', branch: 'Fort', address: '1 Main Rd, Mumbai' } });
    expect(await cash(token)).toBe(8500);
  });

  it("'UPI ID is required and must look like name@handle.'", async () => {
    const token = await indianDepositor('ravi@sandbox.test');
    for (const upiId of ['', 'ravi', 'ravi@', '@okhdfc', 'ravi@ok hdfc']) {
      expect((await withdrawRefused(token, { paymentMethod: 'upi', amount: 500, details: { upiId } }, 400, 'INVALID_FIELD')).field, upiId).toBe('details.upiId');
    }
    await withdrawRefused(token, { paymentMethod: 'upi', amount: 500 }, 400, 'INVALID_FIELD');
    expect((await withdrawn(token, { paymentMethod: 'upi', amount: 500, details: { upiId: 'ravi.k@okhdfc' } })).status).toBe('requested');
  });

  it('card and e-wallet withdrawals pay back to the account deposited with: no details needed', async () => {
    const { token } = await login(sandbox.app);
    expect((await withdrawn(token, { paymentMethod: 'visa', amount: 10 })).paymentMethod).toBe('visa');
    expect((await withdrawn(token, { paymentMethod: 'skrill', amount: 10, details: {} })).paymentMethod).toBe('skrill');
  });

  it('a refused withdrawal moves nothing', async () => {
    const { token } = await login(sandbox.app);
    const before = await transactions(token);
    await bankRefused(token, { ...BANK, bankCode: 'SHORT' }, 'details.bankCode');
    await withdrawRefused(token, { paymentMethod: 'upi', amount: 10 }, 422, 'METHOD_NOT_AVAILABLE');
    await withdrawRefused(token, { paymentMethod: 'visa', amount: 900 }, 400, 'INSUFFICIENT_FUNDS');
    expect(await transactions(token)).toEqual(before);
    expect(await cash(token)).toBe(500);
  });
});

describe('the money: one debit with its ledger row (spec 3 statuses), the socket, the requestId key', () => {
  it("issue 26: the brand's own details (a bank's swift) are kept with the withdrawal, trimmed; another form's fields are not", async () => {
    const { token } = await login(sandbox.app);
    const done = await withdrawn(token, { paymentMethod: 'bank_transfer', amount: 5, details: { ...BANK, swift: ' MALTMTMT ', note: '', upiId: 'maria@okaxis' } });
    expect(done.details).toEqual({ ...BANK, swift: 'MALTMTMT' });
  });

  it('success: requested; the cash goes down by exactly the amount; a pending withdrawal row; spec 7 socket debit then balance', async () => {
    const { token } = await login(sandbox.app);
    const heard = await listen(token);
    const done = await withdrawn(token, { paymentMethod: 'bank_transfer', amount: 123.45, details: BANK });
    expect(done).toMatchObject({ status: 'requested', amount: 123.45, currencyCode: 'EUR', paymentMethod: 'bank_transfer', receive: null, coin: null, network: null });
    expect(await cash(token)).toBe(376.55);
    const row = await rowOf(token, done.transactionId);
    expect(row).toMatchObject({ type: 'withdrawal', amount: -123.45, status: 'pending', paymentMethod: 'bank_transfer', balanceAfter: 376.55 });
    expect(row!.reference).toMatch(/^withdrawal:\d+$/);
    const debit = await until(heard, 'debit');
    expect(debit.payload).toMatchObject({ amount: 123.45, type: 'withdrawal', transactionId: done.transactionId, cash: 376.55 });
    await until(heard, 'balance');
    const events = heard.map((h) => h.event);
    expect(events.indexOf('balance')).toBeGreaterThan(events.indexOf('debit'));
  });

  it('the same requestId answers the same withdrawal and creates nothing, even once the cash is gone', async () => {
    const { token } = await login(sandbox.app);
    const body = { paymentMethod: 'visa', amount: 500, requestId: 'withdraw-once-0001' };
    const first = await withdrawn(token, body);
    const again = await withdrawn(token, body);
    expect(again).toEqual(first);
    expect(await withdrawalRows(token)).toHaveLength(1);
    expect(await cash(token)).toBe(0);
    // The key is the player's: another player's identical key is another withdrawal.
    const excluded = (await login(sandbox.app, EXCLUDED)).token;
    const theirs = await withdrawn(excluded, { ...body, amount: 50 });
    expect(theirs.transactionId).not.toBe(first.transactionId);
  });

  it('20 simultaneous withdrawals of the whole balance with different keys over real HTTP: exactly one succeeds, never an overdraw', async () => {
    const { token } = await login(sandbox.app);
    const send = (i: number) => fetch(`${sandbox.base}/api/user/withdraw`, {
      method: 'POST', headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ paymentMethod: 'visa', amount: 500, requestId: `race-whole-${i}` }),
    });
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => send(i)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(19);
    const refusals = await Promise.all(responses.filter((r) => r.status === 400).map((r) => r.json()));
    expect(refusals.every((b) => b.code === 'INSUFFICIENT_FUNDS')).toBe(true);
    expect(await cash(token)).toBe(0);
    expect(await withdrawalRows(token)).toHaveLength(1);
  });

  it('20 simultaneous identical requests (one key): one withdrawal, every answer the same', async () => {
    const { token } = await login(sandbox.app);
    const send = () => fetch(`${sandbox.base}/api/user/withdraw`, {
      method: 'POST', headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ paymentMethod: 'skrill', amount: 40, requestId: 'race-same-key' }),
    });
    const responses = await Promise.all(Array.from({ length: 20 }, send));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    const answers = await Promise.all(responses.map(async (r) => (await r.json()).data.withdrawal as Withdrawal));
    expect(new Set(answers.map((a) => a.transactionId)).size).toBe(1);
    expect(await cash(token)).toBe(460);
    expect(await withdrawalRows(token)).toHaveLength(1);
  });

  it("spec 8 Withdrawal 'Oops! Something went wrong with your withdrawal.': the stored failure (POST /api/sandbox/withdrawals/next) is 502, moves nothing, and is used once", async () => {
    const { token } = await login(sandbox.app);
    await control('withdrawals/next', { step: 'withdraw', result: 'failed' });
    const before = await transactions(token);
    const body = await withdrawRefused(token, { paymentMethod: 'bank_transfer', amount: 100, details: BANK }, 502, 'WITHDRAWAL_FAILED');
    expect(body.message).toBe('Oops! Something went wrong with your withdrawal.');
    expect(await cash(token)).toBe(500);
    expect(await transactions(token)).toEqual(before);
    expect((await withdrawn(token, { paymentMethod: 'bank_transfer', amount: 100, details: BANK })).status).toBe('requested');
    expect(await cash(token)).toBe(400);
  });

  it('the failure control: a refusal before the provider does not use it; success forgets it; a reset forgets it; bad bodies are 400', async () => {
    const { token } = await login(sandbox.app);
    await control('withdrawals/next', { step: 'withdraw', result: 'failed' });
    await withdrawRefused(token, { paymentMethod: 'visa', amount: 900 }, 400, 'INSUFFICIENT_FUNDS');
    await withdrawRefused(token, { paymentMethod: 'visa', amount: 10 }, 502, 'WITHDRAWAL_FAILED');
    await control('withdrawals/next', { step: 'withdraw', result: 'failed' });
    await control('withdrawals/next', { step: 'withdraw', result: 'success' });
    await withdrawn(token, { paymentMethod: 'visa', amount: 10 });
    await control('withdrawals/next', { step: 'withdraw', result: 'failed' });
    await control('reset', {});
    const fresh = (await login(sandbox.app)).token;
    await withdrawn(fresh, { paymentMethod: 'visa', amount: 10 });
    expect((await post('/api/sandbox/withdrawals/next', { step: 'deposit', result: 'failed' })).json().field).toBe('step');
    expect((await post('/api/sandbox/withdrawals/next', { step: 'withdraw', result: 'pending' })).json().field).toBe('result');
  });
});

describe("spec 2.5 'Crypto has a calculate step and then a confirm step': the quote", () => {
  const btc = { paymentMethod: 'bitcoin', walletAddress: WALLET, network: 'BTC' };
  const confirm = (quote: Quote, extra: Body = {}) => ({
    paymentMethod: 'bitcoin', amount: quote.amount, quoteId: quote.quoteId, details: { walletAddress: quote.walletAddress, network: quote.network }, ...extra,
  });

  it('calculate answers coin, rate, the fee (1%, at least 1.00), receive rounded down to 8 decimals, 2 minutes to confirm; nothing moves', async () => {
    const { token } = await login(sandbox.app);
    const quote = await quoted(token, { ...btc, amount: 123.45, walletAddress: `  ${WALLET} ` });
    // fee 1% of 123.45 = 1.2345, up to 1.24; (123.45 - 1.24) / 60000 = 0.00203683(33...) -> 0.00203683
    expect(quote).toMatchObject({ amount: 123.45, fee: 1.24, currencyCode: 'EUR', coin: 'BTC', network: 'BTC', rate: 60000, receive: 0.00203683, walletAddress: WALLET });
    expect(quote.quoteId).toMatch(/^[0-9a-f]{32}$/);
    expect(quote.expiresAt).toBe(new Date(NOW.getTime() + WITHDRAW_QUOTE_TTL_MS).toISOString());
    expect(WITHDRAW_QUOTE_TTL_MS).toBe(2 * 60_000);
    expect(await cash(token)).toBe(500);
    expect(await withdrawalRows(token)).toEqual([]);
  });

  it('each coin at its sandbox rate; the minimum fee of 1.00; the network as the method spells it', async () => {
    const { token } = await login(sandbox.app);
    expect(await quoted(token, { paymentMethod: 'tether', amount: 50, walletAddress: TRON_WALLET, network: 'trc20' }))
      .toMatchObject({ coin: 'USDT', rate: 1, fee: 1, receive: 49, network: 'TRC20' });
    expect(await quoted(token, { paymentMethod: 'ethereum', amount: 100, walletAddress: `0x${'ab'.repeat(20)}`, network: 'ARBITRUM' }))
      .toMatchObject({ coin: 'ETH', rate: 3000, fee: 1, receive: 0.033, network: 'ARBITRUM' });
  });

  it('AMOUNT_BELOW_FEE 422 when nothing would be left to send', async () => {
    const { token } = await login(sandbox.app);
    expect((await calculateRefused(token, { ...btc, amount: 1 }, 422, 'AMOUNT_BELOW_FEE')).fee).toBe(1);
  });

  it("spec 5 'Please select network': NETWORK_REQUIRED 422 with the method's networks, for a blank or a foreign network", async () => {
    const { token } = await login(sandbox.app);
    for (const network of ['', 'ERC20']) {
      const body = await calculateRefused(token, { ...btc, amount: 10, network }, 422, 'NETWORK_REQUIRED');
      expect(body).toMatchObject({ message: 'Please select network', networks: ['BTC'], field: 'network' });
    }
  });

  it("spec 5 'Please enter wallet address': a blank address; a malformed one is refused too", async () => {
    const { token } = await login(sandbox.app);
    expect(await calculateRefused(token, { ...btc, amount: 10, walletAddress: '   ' }, 400, 'INVALID_FIELD'))
      .toMatchObject({ field: 'walletAddress', message: 'Please enter wallet address' });
    for (const walletAddress of ['bc1qshort', `${WALLET.slice(0, 30)}-!`, 'a'.repeat(129)]) {
      const res = await calculate(token, { ...btc, amount: 10, walletAddress });
      expect(res.statusCode, walletAddress).toBe(400);
      expect(res.json().field).toBe('walletAddress');
    }
  });

  it("spec 8 'Error calculating withdrawal': the stored calculate failure is 502 CALCULATION_FAILED, once", async () => {
    const { token } = await login(sandbox.app);
    await control('withdrawals/next', { step: 'calculate', result: 'failed' });
    expect((await calculateRefused(token, { ...btc, amount: 10 }, 502, 'CALCULATION_FAILED')).message).toBe('Error calculating withdrawal');
    await quoted(token, { ...btc, amount: 10 });
  });

  it('confirm: the withdrawal carries the quote (receive, coin, network); the cash goes down by the amount; the ledger row is pending', async () => {
    const { token } = await login(sandbox.app);
    const quote = await quoted(token, { ...btc, amount: 123.45 });
    const done = await withdrawn(token, confirm(quote));
    expect(done).toMatchObject({ status: 'requested', amount: 123.45, paymentMethod: 'bitcoin', receive: 0.00203683, coin: 'BTC', network: 'BTC' });
    expect(await cash(token)).toBe(376.55);
    expect(await rowOf(token, done.transactionId)).toMatchObject({ type: 'withdrawal', amount: -123.45, status: 'pending', paymentMethod: 'bitcoin' });
  });

  it('QUOTE_REQUIRED 422 without a quote, or with one that is not the player\'s for this method', async () => {
    const { token } = await login(sandbox.app);
    const quote = await quoted(token, { ...btc, amount: 20 });
    await withdrawRefused(token, confirm(quote, { quoteId: undefined }), 422, 'QUOTE_REQUIRED');
    await withdrawRefused(token, confirm(quote, { quoteId: 'f'.repeat(32) }), 422, 'QUOTE_REQUIRED');
    const tetherQuote = await quoted(token, { paymentMethod: 'tether', amount: 20, walletAddress: TRON_WALLET, network: 'TRC20' });
    await withdrawRefused(token, confirm(tetherQuote, { paymentMethod: 'bitcoin' }), 422, 'QUOTE_REQUIRED');
    const excluded = (await login(sandbox.app, EXCLUDED)).token;
    await withdrawRefused(excluded, confirm(quote), 422, 'QUOTE_REQUIRED');
    expect(await cash(token)).toBe(500);
  });

  it('QUOTE_EXPIRED 409 after 2 minutes: nothing moves; a quote within its time confirms', async () => {
    const { token } = await login(sandbox.app);
    const early = await quoted(token, { ...btc, amount: 20 });
    const late = await quoted(token, { ...btc, amount: 30 });
    sandbox.clock = new Date(NOW.getTime() + WITHDRAW_QUOTE_TTL_MS - 1000);
    expect((await withdrawn(token, confirm(early))).status).toBe('requested');
    sandbox.clock = new Date(NOW.getTime() + WITHDRAW_QUOTE_TTL_MS);
    expect((await withdrawRefused(token, confirm(late), 409, 'QUOTE_EXPIRED')).reason).toBe('expired');
    expect(await cash(token)).toBe(480);
    expect(await withdrawalRows(token)).toHaveLength(1);
  });

  it('a quote confirms one withdrawal: another key with it is QUOTE_EXPIRED (used); the same key answers the same withdrawal', async () => {
    const { token } = await login(sandbox.app);
    const quote = await quoted(token, { ...btc, amount: 50 });
    const body = confirm(quote, { requestId: 'quote-once-0001' });
    const first = await withdrawn(token, body);
    expect(await withdrawn(token, body)).toEqual(first);
    expect((await withdrawRefused(token, confirm(quote), 409, 'QUOTE_EXPIRED')).reason).toBe('used');
    expect(await cash(token)).toBe(450);
  });

  it('QUOTE_MISMATCH 400: the amount, network and address are the quote\'s', async () => {
    const { token } = await login(sandbox.app);
    const quote = await quoted(token, { ...btc, amount: 50 });
    expect((await withdrawRefused(token, confirm(quote, { amount: 60 }), 400, 'QUOTE_MISMATCH')).field).toBe('amount');
    expect((await withdrawRefused(token, confirm(quote, { details: { walletAddress: `${WALLET}x`, network: 'BTC' } }), 400, 'QUOTE_MISMATCH')).field)
      .toBe('details.walletAddress');
    expect((await withdrawRefused(token, confirm(quote, { details: { walletAddress: WALLET, network: 'ERC20' } }), 400, 'QUOTE_MISMATCH')).field)
      .toBe('details.network');
    expect((await withdrawRefused(token, confirm(quote, { details: { network: 'BTC' } }), 400, 'INVALID_FIELD')))
      .toMatchObject({ field: 'details.walletAddress', message: 'Please enter wallet address' });
    expect(await cash(token)).toBe(500);
    expect((await withdrawn(token, confirm(quote))).receive).toBe(0.00081666);
  });
});

describe('the operator decides (POST /api/sandbox/withdrawals/decide): spec 3 request statuses', () => {
  it('confirmed: the request is confirmed and its ledger row completed; the balance stays; a second decision is 409', async () => {
    const { token } = await login(sandbox.app);
    const done = await withdrawn(token, { paymentMethod: 'bank_transfer', amount: 100, details: BANK });
    const decided = (await control('withdrawals/decide', { transactionId: done.transactionId, status: 'confirmed' })).data.withdrawal;
    expect(decided).toMatchObject({ transactionId: done.transactionId, status: 'confirmed', amount: 100 });
    expect(await rowOf(token, done.transactionId)).toMatchObject({ status: 'completed', amount: -100 });
    expect(await cash(token)).toBe(400);
    await refused(await post('/api/sandbox/withdrawals/decide', { transactionId: done.transactionId, status: 'rejected' }), 409, 'NOT_REQUESTED');
    expect(await cash(token)).toBe(400);
  });

  it('rejected: the request is rejected, its row rejected, and the money comes back in a return row, with socket credit then balance', async () => {
    const { token } = await login(sandbox.app);
    const done = await withdrawn(token, { paymentMethod: 'visa', amount: 120 });
    expect(await cash(token)).toBe(380);
    const heard = await listen(token);
    const decided = (await control('withdrawals/decide', { transactionId: done.transactionId, status: 'rejected' })).data.withdrawal;
    expect(decided.status).toBe('rejected');
    expect(await cash(token)).toBe(500);
    const rows = await withdrawalRows(token);
    expect(rows.find((r) => r.id === done.transactionId)).toMatchObject({ status: 'rejected', amount: -120 });
    const returned = rows.find((r) => r.reference?.startsWith('withdrawal-return:'));
    expect(returned).toMatchObject({ amount: 120, status: 'completed', paymentMethod: 'visa', balanceAfter: 500 });
    expect(returned!.reference!.split(':')[1]).toBe(rows.find((r) => r.id === done.transactionId)!.reference!.split(':')[1]);
    expect((await until(heard, 'credit')).payload).toMatchObject({ amount: 120, cash: 500 });
    await until(heard, 'balance');
    await refused(await post('/api/sandbox/withdrawals/decide', { transactionId: done.transactionId, status: 'rejected' }), 409, 'NOT_REQUESTED');
    expect(await cash(token)).toBe(500);
    // The same key still answers the withdrawal, now rejected, and moves nothing.
    expect((await withdrawn(token, { paymentMethod: 'visa', amount: 120, requestId: done.requestId })).status).toBe('rejected');
    expect(await cash(token)).toBe(500);
  });

  it('404 for a transaction that is not a withdrawal; 400 for a bad body', async () => {
    const { token } = await login(sandbox.app);
    const deposit = (await transactions(token)).find((r) => r.type === 'deposit')!;
    await refused(await post('/api/sandbox/withdrawals/decide', { transactionId: deposit.id, status: 'confirmed' }), 404, 'WITHDRAWAL_NOT_FOUND');
    expect((await post('/api/sandbox/withdrawals/decide', { transactionId: 'x', status: 'confirmed' })).json().field).toBe('transactionId');
    expect((await post('/api/sandbox/withdrawals/decide', { transactionId: deposit.id, status: 'pending' })).json().field).toBe('status');
  });
});

describe('the deposit-wager control', () => {
  it('needs a known player and a boolean', async () => {
    expect((await post('/api/sandbox/deposit-wager', { email: 'nobody@sandbox.test', complete: false })).statusCode).toBe(404);
    expect((await post('/api/sandbox/deposit-wager', { email: PLAYER, complete: 'no' })).json().field).toBe('complete');
  });
});

describe('issue 15 the withdrawal approval event: a decision emits withdrawalStatus to the player (docs/sandbox.md)', () => {
  it('confirmed: withdrawalStatus {transactionId, status completed, decision, amount, paymentMethod}; rejected: credit, balance, then withdrawalStatus rejected', async () => {
    const { token } = await login(sandbox.app);
    const heard = await listen(token);
    const first = await withdrawn(token, { paymentMethod: 'bank_transfer', amount: 100, details: BANK });
    await control('withdrawals/decide', { transactionId: first.transactionId, status: 'confirmed' });
    expect((await until(heard, 'withdrawalStatus')).payload).toEqual({
      transactionId: first.transactionId, status: 'completed', decision: 'confirmed', amount: 100, paymentMethod: 'bank_transfer',
    });
    // The event says what the list now shows for the row.
    expect((await rowOf(token, first.transactionId))?.status).toBe('completed');

    const second = await withdrawn(token, { paymentMethod: 'visa', amount: 50 });
    await control('withdrawals/decide', { transactionId: second.transactionId, status: 'rejected' });
    await until(heard, 'withdrawalStatus', 2);
    // Socket order is kept: the money came back (credit, balance), then the decision.
    expect(heard.slice(-3).map((h) => h.event)).toEqual(['credit', 'balance', 'withdrawalStatus']);
    expect(heard.at(-1)!.payload).toMatchObject({ transactionId: second.transactionId, status: 'rejected', decision: 'rejected', amount: 50 });
  });

  it('a refused decision (already decided) emits nothing', async () => {
    const { token } = await login(sandbox.app);
    const done = await withdrawn(token, { paymentMethod: 'bank_transfer', amount: 10, details: BANK });
    await control('withdrawals/decide', { transactionId: done.transactionId, status: 'confirmed' });
    const heard = await listen(token);
    await refused(await post('/api/sandbox/withdrawals/decide', { transactionId: done.transactionId, status: 'rejected' }), 409, 'NOT_REQUESTED');
    // A marker credit after it arrives alone: socket order is kept, so nothing came before it.
    await control('wallet', { email: PLAYER, amount: 0.01 });
    await until(heard, 'credit');
    expect(heard.filter((h) => h.event === 'withdrawalStatus')).toEqual([]);
  });
});

describe("issue 15 a test's crypto rate, per browser context (POST /api/sandbox/crypto-rates?scope=, docs/sandbox.md)", () => {
  const btc = { paymentMethod: 'bitcoin', walletAddress: WALLET, network: 'BTC' };
  const inScope = (scope: string, token: string) => ({ ...bearer(token), cookie: `sandbox-settings-scope=${scope}` });
  const calculateIn = (scope: string, token: string, body: Body) =>
    sandbox.app.inject({ method: 'POST', url: '/api/user/withdraw/calculate', payload: body, headers: inScope(scope, token) });
  const rateIn = async (scope: string, token: string, coin: string) =>
    (await sandbox.app.inject({ method: 'GET', url: `/api/user/crypto-rate?coin=${coin}`, headers: inScope(scope, token) })).json().data?.rate;

  it("the withdrawal quote is at the rate the deposit's rate call answers: the test's, in its scope only; DELETE ?scope= drops it", async () => {
    const { token } = await login(sandbox.app);
    await control('crypto-rates?scope=a', { coin: 'BTC', rate: 65432.1 });
    // 98.76 - fee 1.00 = 97.76 at 65432.1: 0.00149406(9...) -> 0.00149406
    const a = await calculateIn('a', token, { ...btc, amount: 98.76 });
    expect(a.statusCode, a.body).toBe(200);
    expectValid('api/withdraw-calculate.response', a.json());
    expect(a.json().data.quote).toMatchObject({ rate: 65432.1, fee: 1, receive: 0.00149406 });
    expect(await rateIn('a', token, 'BTC')).toBe(65432.1);
    // Another scope, and no scope, keep the sandbox's rate.
    expect((await calculateIn('b', token, { ...btc, amount: 98.76 })).json().data.quote.rate).toBe(60000);
    expect((await quoted(token, { ...btc, amount: 98.76 })).rate).toBe(60000);
    expect(await rateIn('b', token, 'BTC')).toBe(60000);
    expect((await get('/api/user/crypto-rate?coin=BTC', token)).json().data.rate).toBe(60000);

    // An unscoped rate is everyone's, under a scope's own.
    await control('crypto-rates', { coin: 'BTC', rate: 61000 });
    expect(await rateIn('b', token, 'BTC')).toBe(61000);
    expect(await rateIn('a', token, 'BTC')).toBe(65432.1);
    const dropped = await sandbox.app.inject({ method: 'DELETE', url: '/api/sandbox/crypto-rates?scope=a' });
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect(await rateIn('a', token, 'BTC')).toBe(61000);
    expect((await sandbox.app.inject({ method: 'DELETE', url: '/api/sandbox/crypto-rates' })).statusCode).toBe(200);
    expect(await rateIn('a', token, 'BTC')).toBe(60000);
    expect((await sandbox.app.inject({ method: 'DELETE', url: '/api/sandbox/crypto-rates?scope=a%20b' })).statusCode).toBe(400);
    expect((await post('/api/sandbox/crypto-rates?scope=a:b', { coin: 'BTC', rate: 1 })).statusCode).toBe(400);
    expect((await post('/api/sandbox/crypto-rates', { coin: 'BTC', rate: 0.000000001 })).statusCode).toBe(400);
  });

  it("a failing rate in the scope is the calculation's failure (spec 8 'Error calculating withdrawal'); nothing moves", async () => {
    const { token } = await login(sandbox.app);
    await control('crypto-rates?scope=f', { coin: 'BTC', fail: true });
    const body = refused(await calculateIn('f', token, { ...btc, amount: 50 }), 502, 'CALCULATION_FAILED');
    expect(body.message).toBe('Error calculating withdrawal');
    expect((await quoted(token, { ...btc, amount: 50 })).rate).toBe(60000);
    expect(await cash(token)).toBe(500);
  });
});
