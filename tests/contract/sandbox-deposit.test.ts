// The cashier's deposit against the sandbox (server/sandbox/deposits.ts, routes/deposits.ts; schemas
// deposit.request, deposit.response, card-token.response): the provider's card tokens (spec 5 Card), every
// refusal code (spec 8 Deposit error codes and ours), the amount limits (spec 5 Deposit amount), the
// requestId idempotency key (also under concurrency), the bonus warning (spec 4 Bonus rules), each flow
// (card with 3DS and the webhook of spec 7, UPI QR with its expiry, crypto address, direct methods with
// the stored outcome), the socket events (spec 7 deposit with count, failedDeposit) and the ledger's
// statuses (spec 3 Transaction statuses). Each test starts from a fresh seed at a fixed time; HTTP goes
// through app.inject except where a real browser-like client (redirects, sockets, concurrency) is needed.
import { createHash } from 'node:crypto';
import { describe, it, expect, afterEach } from 'vitest';
import type { FastifyInstance } from 'fastify';
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bearer, expectValid, login, playerSockets, seededSandbox, until, type Heard, startSandbox, EXCLUDED, NEW_PLAYER, PLAYER } from './sandbox-helpers';
import { CRYPTO_ADDRESS_TTL_MS, THREE_DS_CHALLENGE_TTL_MS, UPI_QR_TTL_MS } from '../../server/sandbox/depositRules';
import { CARD_TOKEN_TTL_MS } from '../../server/sandbox/cardTokens';
import enums from '../../schemas/api/enums.schema.json';

/** A Wednesday noon (UTC). */
const NOW = new Date('2026-06-17T12:00:00.000Z');
const MINUTE = 60_000;
const CARD = { number: '4242 4242 4242 4242', holder: 'Maria Borg', expiry: '12/30', cvc: '123' };
const TRANSACTION_STATUSES: string[] = enums.definitions.transactionStatus.enum;

const sandbox = seededSandbox(NOW);
const { post, get, control, cash, transactions, rowOf, signUp, userDetails } = sandbox;

type Body = Record<string, unknown>;
let requestCounter = 0;
const requestId = () => `req-${++requestCounter}-${Date.now().toString(36)}`;
const nextResult = (result: string) => control('payments/next', { result });

async function tokenize(details: Body = CARD): Promise<{ token: string; brand: string; last4: string; expiresAt: string }> {
  const res = await post('/api/sandbox/provider/card-token', details);
  expect(res.statusCode, res.body).toBe(200);
  expectValid('api/card-token.response', res.json());
  return res.json().data;
}

/** Skrill asks for its account e-mail (spec 2.5 'A Skrill email step'): sent unless a test says otherwise. */
const SKRILL_EMAIL = 'wallet@skrill.test';
const withAccountEmail = (body: Body): Body => (body.paymentMethod === 'skrill' && !('accountEmail' in body) ? { ...body, accountEmail: SKRILL_EMAIL } : body);
const deposit = (token: string, body: Body) => post('/api/user/deposit', { requestId: requestId(), ...withAccountEmail(body) }, token);

interface Deposit {
  transactionId: number; requestId: string; status: string; amount: number; currencyCode: string; paymentMethod: string;
  depositCount: number | null; bonusId: number | null; next: null | { type: string; url?: string; link?: string; network?: string; address?: string; expiresAt?: string };
}
async function deposited(token: string, body: Body): Promise<Deposit> {
  const res = await deposit(token, body);
  expect(res.statusCode, res.body).toBe(200);
  expectValid('api/deposit.response', res.json());
  return res.json().data.deposit;
}
const refused = async (token: string, body: Body, status: number, code: string) => sandbox.refusal(await deposit(token, body), status, code);

const depositRows = async (token: string) => (await transactions(token)).filter((r) => r.type === 'deposit');


// ---- the provider's pages, over real HTTP like a browser (no redirect following) ----
async function decide(url: string, decision: 'authenticate' | 'fail') {
  return fetch(`${sandbox.base}${url}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `decision=${decision}` });
}
async function authenticated(url: string): Promise<{ PaReq: string; MD: string }> {
  const res = await decide(url, 'authenticate');
  expect(res.status).toBe(303);
  const location = new URL(res.headers.get('location')!, sandbox.base);
  expect(location.pathname).toBe('/deposit');
  expect(location.searchParams.get('modal')).toBe('deposit-3ds-success');
  return { PaReq: location.searchParams.get('PaReq')!, MD: location.searchParams.get('MD')! };
}
const webhook = (token: string, body: Body) => post('/api/user/3ds-webhook', body, token);

// ---- the player's socket: every event, in order ----
const listen = playerSockets(() => sandbox.base);
/** Everything emitted before now has arrived: a marker credit is sent and awaited (socket order is kept). */
async function settled(heard: Heard[], email = PLAYER) {
  const credits = heard.filter((h) => h.event === 'credit').length;
  await control('wallet', { email, amount: 0.01 });
  await until(heard, 'credit', credits + 1);
}
const named = (heard: Heard[], event: string) => heard.filter((h) => h.event === event).map((h) => h.payload);

describe('spec 5 Card: the provider tokenises the card (POST /api/sandbox/provider/card-token)', () => {
  it('answers a token, the brand and the last four digits, good for 15 minutes', async () => {
    const visa = await tokenize();
    expect(visa).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(visa.token).toMatch(/^tok_[0-9a-f]{48}$/);
    expect(visa.expiresAt).toBe(new Date(NOW.getTime() + CARD_TOKEN_TTL_MS).toISOString());
    expect(CARD_TOKEN_TTL_MS).toBe(15 * MINUTE);
    const master = await tokenize({ ...CARD, number: '5555555555554444' });
    expect(master).toMatchObject({ brand: 'mastercard', last4: '4444' });
    expect(master.token).not.toBe(visa.token);
  });

  it('refuses invalid details with 422 {success: false, field, message} in spec 5 Card words', async () => {
    const cases: Array<[Body, string, string]> = [
      [{ ...CARD, number: '4242 4242 4242 4241' }, 'number', 'Please enter a valid card number.'],
      [{ ...CARD, number: undefined }, 'number', 'Please enter a valid card number.'],
      [{ ...CARD, holder: '  ' }, 'holder', 'Cardholder name is required.'],
      [{ ...CARD, expiry: '13/30' }, 'expiry', 'Invalid month'],
      [{ ...CARD, expiry: '05/26' }, 'expiry', 'Expiry date is in the past'],
      [{ ...CARD, expiry: '1230' }, 'expiry', 'Please enter a valid expiry date in MM/YY format.'],
      [{ ...CARD, cvc: '' }, 'cvc', 'CVC is required.'],
      [{ ...CARD, cvc: '12' }, 'cvc', 'CVC must be exactly 3 digits.'],
      [{ ...CARD, cvc: '1234' }, 'cvc', 'CVC must be exactly 3 digits.'],
    ];
    for (const [details, field, message] of cases) {
      const res = await post('/api/sandbox/provider/card-token', details);
      expect(res.statusCode, JSON.stringify(details)).toBe(422);
      expect(res.json()).toMatchObject({ success: false, field, message });
      // Nothing of the card comes back in a refusal.
      expect(res.body).not.toContain('4242');
    }
    // This month is not in the past (the card is valid to its end).
    await tokenize({ ...CARD, expiry: '06/26' });
  });

  it('needs no casino session', async () => {
    const res = await post('/api/sandbox/provider/card-token', CARD);
    expect(res.statusCode).toBe(200);
  });
});

describe("review N5: the provider's hosted card fields (GET /api/sandbox/provider/card-fields)", () => {
  const TEXTS = {
    lang: 'de', title: 'Kartendaten', 'label.number': '<b>Kartennummer</b>', 'label.expiry': 'Ablaufdatum (MM/JJ)', 'label.cvc': 'CVC',
    'message.required': 'Pflichtfeld', 'message.cardNumber': 'Ungültige Nummer', 'message.cardExpiryFormat': 'MM/JJ', 'message.cardExpiryMonth': 'Ungültiger Monat',
    'message.cardExpiryPast': 'Abgelaufen', 'message.cvc': '3 Ziffern',
  };
  const fields = (host: string, query: Record<string, string> = TEXTS) =>
    sandbox.app.inject({ method: 'GET', url: `/api/sandbox/provider/card-fields?${new URLSearchParams(query)}`, headers: { host } });

  it('a page of labelled card inputs with the texts given (escaped), no inline script, framed only by the site origin of the other loopback name', async () => {
    const res = await fields('localhost:5173');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const policy = String(res.headers['content-security-policy']).split('; ');
    expect(policy).toEqual([
      "default-src 'none'", "script-src 'self'", expect.stringMatching(/^style-src 'sha256-[A-Za-z0-9+/=]+'$/), "connect-src 'self'",
      "base-uri 'none'", "form-action 'none'", 'frame-ancestors http://127.0.0.1:5173',
    ]);
    const page = res.body;
    expect(page).toContain('<html lang="de" dir="ltr">');
    expect(page).toContain('<title>Kartendaten</title>');
    expect(page).toContain('<label for="card-number">&lt;b&gt;Kartennummer&lt;/b&gt;</label>');
    for (const [field, autocomplete] of [['number', 'cc-number'], ['expiry', 'cc-exp'], ['cvc', 'cc-csc']]) {
      expect(page).toMatch(new RegExp(`<input id="card-${field}" name="${field}" autocomplete="${autocomplete}"[^>]* aria-describedby="card-${field}-error">`));
    }
    // One script, a file of its own origin; the messages and the site origin are data of the form.
    expect(page.match(/<script[^>]*>/g)).toEqual(['<script src="/api/sandbox/provider/card-fields.js">']);
    expect(page).toContain('data-site-origins="[&quot;http://127.0.0.1:5173&quot;]"');
    expect(page).toContain('&quot;cardExpiryPast&quot;:&quot;Abgelaufen&quot;');
    // Asked by the other name, it is framed by this one.
    expect((await fields('127.0.0.1:5340')).headers['content-security-policy']).toContain('frame-ancestors http://localhost:5340');
    // On another host, the same-origin fallback.
    expect((await fields('casino.example')).headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it('a missing text or a Host that is not a host name is a 400, not a page with words of its own', async () => {
    const { 'label.cvc': _cvc, ...withoutCvc } = TEXTS;
    expect((await fields('localhost:5173', withoutCvc)).statusCode).toBe(400);
    expect((await fields('localhost:5173', { ...TEXTS, 'message.cvc': 'x'.repeat(300) })).statusCode).toBe(400);
    expect((await fields("x' 'unsafe-inline")).statusCode).toBe(400);
  });
});

describe('spec 5 Card: card data is never stored', () => {
  let dir: string;
  let fileApp: FastifyInstance;
  afterEach(async () => {
    await fileApp?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('after tokenising and a 3DS deposit, no table holds the number, the holder or the CVC', async () => {
    dir = mkdtempSync(join(tmpdir(), 'sandbox-card-'));
    const file = join(dir, 'sandbox.db');
    fileApp = await startSandbox({ db: file, now: () => NOW, scrypt: { N: 1024 } });
    const details = { number: '5555 5555 5555 4444', holder: 'Zebulon Q. Cardholder', expiry: '11/29', cvc: '987' };
    const tokenRes = await fileApp.inject({ method: 'POST', url: '/api/sandbox/provider/card-token', payload: details });
    expect(tokenRes.statusCode).toBe(200);
    const { token } = await login(fileApp);
    const res = await fileApp.inject({
      method: 'POST', url: '/api/user/deposit', headers: bearer(token),
      payload: { paymentMethod: 'mastercard', amount: 20, requestId: requestId(), cardToken: tokenRes.json().data.token },
    });
    expect(res.statusCode, res.body).toBe(200);

    const db = new Database(file, { readonly: true });
    try {
      const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{ name: string }>).map((t) => t.name);
      expect(tables).toContain('card_tokens');
      const values: string[] = [];
      for (const table of tables) {
        for (const row of db.prepare(`SELECT * FROM "${table}"`).all() as Array<Record<string, unknown>>) {
          for (const value of Object.values(row)) if (typeof value === 'string') values.push(value);
        }
      }
      expect(values.length).toBeGreaterThan(100);
      expect(values.filter((v) => v.replace(/\D/g, '').includes('5555555555554444'))).toEqual([]);
      expect(values.filter((v) => v.includes('Zebulon'))).toEqual([]);
      expect(values.filter((v) => v === '987')).toEqual([]);
      // What is kept: the token, the brand, the last four digits and the expiry (and the times).
      const stored = db.prepare('SELECT * FROM card_tokens').all() as Array<Record<string, unknown>>;
      expect(stored).toHaveLength(1);
      expect(Object.keys(stored[0]).sort()).toEqual(['brand', 'created_at', 'expires_at', 'expiry', 'last4', 'token', 'used_at']);
      expect(stored[0]).toMatchObject({ brand: 'mastercard', last4: '4444', expiry: '11/29', used_at: NOW.toISOString() });
    } finally {
      db.close();
    }
  });
});

describe('deposit refusals (spec 8 Deposit error codes and the contract\'s own)', () => {
  it('METHOD_NOT_AVAILABLE 422: unknown, inactive, hidden (spec 4 Payment method selection) and restricted methods (spec 6)', async () => {
    const { token } = await login(sandbox.app);
    for (const [paymentMethod, reason] of [
      ['no_such_method', 'unknown'], ['sofort', 'inactive'], ['bank_payout', 'hidden'], ['legacy_voucher', 'hidden'],
      ['upi', 'allowedCountries'], ['pix', 'allowedCountries'],
    ]) {
      const body = await refused(token, { paymentMethod, amount: 50 }, 422, 'METHOD_NOT_AVAILABLE');
      expect(body, paymentMethod).toMatchObject({ paymentMethod, reason });
    }
    // The e-mail allow-list and the tag allow-list: open to player@ (listed, tagged vip), closed to new@.
    const fresh = (await login(sandbox.app, NEW_PLAYER)).token;
    for (const [paymentMethod, reason] of [['test_gateway', 'allowEmails'], ['vip_wire', 'allowTags']]) {
      expect((await refused(fresh, { paymentMethod, amount: 1000 }, 422, 'METHOD_NOT_AVAILABLE')).reason).toBe(reason);
      expect((await deposited(token, { paymentMethod, amount: 1000 })).status).toBe('completed');
    }
    // The same rule as get-payments: every method it lists for the player is accepted, no other.
    const listed = (await get('/api/admin/get-payments', token)).json().data.payments.map((m: { paymentMethod: string }) => m.paymentMethod);
    expect(listed).toContain('skrill');
    expect(listed).not.toContain('upi');
  });

  it('PAYMENT_PROVIDER_LIMIT_THRESHOLD 422 with min and max (spec 5 Deposit amount; spec 8 "between [MN] and [MX]")', async () => {
    const { token } = await login(sandbox.app);
    for (const amount of [9.99, 5000.01, 100000]) {
      const body = await refused(token, { paymentMethod: 'skrill', amount }, 422, 'PAYMENT_PROVIDER_LIMIT_THRESHOLD');
      expect(body).toMatchObject({ min: 10, max: 5000 });
    }
    // The bounds themselves are inside for fiat.
    expect((await deposited(token, { paymentMethod: 'skrill', amount: 10 })).status).toBe('completed');
    expect((await deposited(token, { paymentMethod: 'skrill', amount: 5000 })).status).toBe('completed');
  });

  it('spec 5: a crypto deposit must EXCEED the minimum (exactly the minimum is refused)', async () => {
    const { token } = await login(sandbox.app);
    const body = await refused(token, { paymentMethod: 'tether', amount: 10, network: 'TRC20' }, 422, 'PAYMENT_PROVIDER_LIMIT_THRESHOLD');
    expect(body).toMatchObject({ min: 10, max: 100000 });
    expect((await deposited(token, { paymentMethod: 'tether', amount: 10.01, network: 'TRC20' })).status).toBe('pending');
  });

  it('AMOUNT_BELOW_ZERO 422 for 0 and negative amounts; more decimals than the currency has is 400', async () => {
    const { token } = await login(sandbox.app);
    for (const amount of [0, -5]) {
      expect((await refused(token, { paymentMethod: 'skrill', amount }, 422, 'AMOUNT_BELOW_ZERO')).field).toBe('amount');
    }
    const res = await deposit(token, { paymentMethod: 'skrill', amount: 20.005 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'amount', message: 'amount has more than 2 decimals' });
  });

  it('spec 5 Card and contract deposit.request: the body is checked against the schema, card details never travel to the casino API', async () => {
    const { token } = await login(sandbox.app);
    const cases: Array<[Body, string]> = [
      [{ paymentMethod: 'skrill', amount: 20, requestId: undefined }, 'requestId'],
      [{ paymentMethod: 'skrill', amount: 20, requestId: 'short' }, 'requestId'],
      [{ amount: 20 }, 'paymentMethod'],
      [{ paymentMethod: 'visa', amount: 20, number: CARD.number }, 'number'],
      [{ paymentMethod: 'skrill', amount: '20' }, 'amount'],
    ];
    for (const [body, field] of cases) {
      const res = await post('/api/user/deposit', { requestId: requestId(), ...body }, token);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().field).toBe(field);
    }
  });

  it('CARD_TOKEN_REQUIRED 422: a card-form method without a token, or with an unknown, used or expired one', async () => {
    const { token } = await login(sandbox.app);
    for (const cardToken of [undefined, null, '']) {
      expect((await refused(token, { paymentMethod: 'visa', amount: 20, cardToken }, 422, 'CARD_TOKEN_REQUIRED')).field).toBe('cardToken');
    }
    expect((await refused(token, { paymentMethod: 'visa', amount: 20, cardToken: 'tok_forged' }, 422, 'CARD_TOKEN_REQUIRED')).reason).toBe('unknown');
    const card = await tokenize();
    await deposited(token, { paymentMethod: 'visa', amount: 20, cardToken: card.token });
    const used = await refused(token, { paymentMethod: 'mastercard', amount: 20, cardToken: card.token }, 422, 'CARD_TOKEN_REQUIRED');
    expect(used).toMatchObject({ reason: 'used', message: expect.stringMatching(/already used/) });
    const late = await tokenize();
    sandbox.clock = new Date(NOW.getTime() + CARD_TOKEN_TTL_MS);
    expect((await refused(token, { paymentMethod: 'visa', amount: 20, cardToken: late.token }, 422, 'CARD_TOKEN_REQUIRED')).reason).toBe('expired');
  });

  it('NETWORK_REQUIRED 422: a crypto deposit without a network, or with one the method does not have', async () => {
    const { token } = await login(sandbox.app);
    for (const network of [undefined, null, '', 'BTC', 'SOLANA']) {
      const body = await refused(token, { paymentMethod: 'tether', amount: 50, network }, 422, 'NETWORK_REQUIRED');
      expect(body).toMatchObject({ field: 'network', networks: ['TRC20', 'ERC20', 'BEP20'] });
    }
    // Compared case-insensitively, answered in the method's spelling.
    expect((await deposited(token, { paymentMethod: 'tether', amount: 50, network: 'bep20' })).next).toMatchObject({ type: 'crypto', network: 'BEP20' });
  });

  it('SELF_EXCLUDED 409 (spec 4 Self-exclusion: a self-excluded player can only withdraw)', async () => {
    const { token } = await login(sandbox.app, EXCLUDED);
    await refused(token, { paymentMethod: 'skrill', amount: 20 }, 409, 'SELF_EXCLUDED');
  });

  it('spec 3 Bonus type deposit: bonusId must be a deposit bonus on offer, else 400 naming bonusId', async () => {
    const { token } = await login(sandbox.app);
    for (const bonusId of [107, 109, 301, 99999]) {
      const res = await deposit(token, { paymentMethod: 'skrill', amount: 20, bonusId });
      expect(res.statusCode, String(bonusId)).toBe(400);
      expect(res.json().field).toBe('bonusId');
    }
    expect((await deposited(token, { paymentMethod: 'skrill', amount: 20, bonusId: 101 })).bonusId).toBe(101);
  });

  it('spec 8 DEPOSITS_NUMBER2: the offer\'s own terms refuse a deposit bonus (102 is for the 2nd deposit; the player made 3)', async () => {
    const { token } = await login(sandbox.app);
    const body = await refused(token, { paymentMethod: 'skrill', amount: 20, bonusId: 102 }, 422, 'DEPOSITS_NUMBER2');
    expect(body).toMatchObject({ bonusId: 102, details: { forDepositNumber: 2 } });
    expectValid('api/bonus-activation.refusal', body);
    expect(await cash(token)).toBe(500);
  });

  it('a deposit needs a session (403, spec 8), and a refusal creates nothing', async () => {
    const { token } = await login(sandbox.app);
    expect((await post('/api/user/deposit', { paymentMethod: 'skrill', amount: 20, requestId: requestId() })).statusCode).toBe(403);
    const before = await transactions(token);
    await refused(token, { paymentMethod: 'upi', amount: 500 }, 422, 'METHOD_NOT_AVAILABLE');
    await refused(token, { paymentMethod: 'skrill', amount: 1 }, 422, 'PAYMENT_PROVIDER_LIMIT_THRESHOLD');
    await refused(token, { paymentMethod: 'visa', amount: 20 }, 422, 'CARD_TOKEN_REQUIRED');
    expect(await transactions(token)).toEqual(before);
    expect(await cash(token)).toBe(500);
  });
});

describe('spec 4 Bonus rules: "A new deposit bonus cancels any active bonus, after a warning. Declining the warning refuses the deposit."', () => {
  it('ACTIVE_BONUS 409 while a bonus is active; cancelActiveBonus clears it and deposits', async () => {
    const { token } = await login(sandbox.app);
    await control('active-bonus', { email: PLAYER, bonusId: 102 });
    const body = await refused(token, { paymentMethod: 'skrill', amount: 50, bonusId: 101 }, 409, 'ACTIVE_BONUS');
    expect(body.activeBonusId).toBe(102);
    expect((await userDetails(token)).activeBonus).toMatchObject({ id: 102 });
    // Declined (cancelActiveBonus false): still refused, still active, nothing recorded.
    await refused(token, { paymentMethod: 'skrill', amount: 50, bonusId: 101, cancelActiveBonus: false }, 409, 'ACTIVE_BONUS');
    expect((await depositRows(token))).toHaveLength(3);

    const done = await deposited(token, { paymentMethod: 'skrill', amount: 50, bonusId: 101, cancelActiveBonus: true });
    expect(done).toMatchObject({ status: 'completed', bonusId: 101 });
    // The old bonus is cancelled; the completed deposit's own bonus is the active one now.
    expect((await userDetails(token)).activeBonus).toMatchObject({ id: 101 });
  });

  it('a deposit without a bonus leaves the active bonus alone; with no active bonus there is no warning', async () => {
    const { token } = await login(sandbox.app);
    await control('active-bonus', { email: PLAYER, bonusId: 102 });
    await deposited(token, { paymentMethod: 'skrill', amount: 50, bonusId: null });
    expect((await userDetails(token)).activeBonus).toMatchObject({ id: 102 });
    await control('active-bonus', { email: PLAYER, bonusId: null });
    expect((await deposited(token, { paymentMethod: 'skrill', amount: 50, bonusId: 101 })).status).toBe('completed');
    expect((await userDetails(token)).activeBonus).toMatchObject({ id: 101 });
  });

  it('the warning does not use up the card token: the confirmed retry (same requestId and token) goes on to 3DS', async () => {
    const { token } = await login(sandbox.app);
    await control('active-bonus', { email: PLAYER, bonusId: 102 });
    const card = await tokenize();
    const body = { paymentMethod: 'visa', amount: 100, bonusId: 101, cardToken: card.token, requestId: 'attempt-0001' };
    await refused(token, body, 409, 'ACTIVE_BONUS');
    const done = await deposited(token, { ...body, cancelActiveBonus: true });
    expect(done).toMatchObject({ status: 'pending', requestId: 'attempt-0001', next: { type: 'redirect' } });
    // Cancelled at once; the new bonus waits for the money (a deposit still at 3DS activates nothing).
    expect((await userDetails(token)).activeBonus).toBeNull();
  });
});

describe('contract deposit.request requestId (no spec section: the spec does not show the deposit call): the same key answers the same deposit and creates nothing new', () => {
  it('a repeated request answers the same transactionId; one ledger row, one credit', async () => {
    const { token } = await login(sandbox.app);
    const body = { paymentMethod: 'skrill', amount: 25, requestId: 'double-click-1' };
    const first = await deposited(token, body);
    const second = await deposited(token, body);
    expect(second).toEqual(first);
    expect(first).toMatchObject({ status: 'completed', depositCount: 4 });
    expect(await depositRows(token)).toHaveLength(4);
    expect(await cash(token)).toBe(525);
    // The same key with another body still answers the first deposit (the key names the attempt).
    expect(await deposited(token, { ...body, amount: 99 })).toEqual(first);
    expect(await cash(token)).toBe(525);
  });

  it('the key is per player: another player\'s identical key is another deposit', async () => {
    const player = (await login(sandbox.app)).token;
    const other = await signUp('other@sandbox.test', 'MT', 'EUR');
    const a = await deposited(player, { paymentMethod: 'skrill', amount: 25, requestId: 'shared-key-1' });
    const b = await deposited(other, { paymentMethod: 'skrill', amount: 25, requestId: 'shared-key-1' });
    expect(b.transactionId).not.toBe(a.transactionId);
    expect(await cash(other)).toBe(25);
  });

  it('20 simultaneous identical requests over real HTTP: one deposit, every answer the same', async () => {
    const { token } = await login(sandbox.app);
    const heard = await listen(token);
    const send = () => fetch(`${sandbox.base}/api/user/deposit`, {
      method: 'POST', headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ paymentMethod: 'skrill', amount: 40, requestId: 'concurrent-1', accountEmail: SKRILL_EMAIL }),
    });
    const responses = await Promise.all(Array.from({ length: 20 }, send));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    const answers = await Promise.all(responses.map(async (r) => (await r.json()).data.deposit as Deposit));
    expect(new Set(answers.map((a) => a.transactionId)).size).toBe(1);
    expect(answers.every((a) => a.status === 'completed' && a.depositCount === 4)).toBe(true);
    expect(await depositRows(token)).toHaveLength(4);
    expect(await cash(token)).toBe(540);
    await settled(heard);
    expect(named(heard, 'deposit')).toHaveLength(1);
  });

  it('simultaneous card deposits with the same key and token: one deposit, the token used once', async () => {
    const { token } = await login(sandbox.app);
    const card = await tokenize();
    const send = () => fetch(`${sandbox.base}/api/user/deposit`, {
      method: 'POST', headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ paymentMethod: 'visa', amount: 40, requestId: 'concurrent-card', cardToken: card.token }),
    });
    const responses = await Promise.all(Array.from({ length: 10 }, send));
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    const answers = await Promise.all(responses.map(async (r) => (await r.json()).data.deposit as Deposit));
    expect(new Set(answers.map((a) => a.transactionId)).size).toBe(1);
    expect(new Set(answers.map((a) => a.next?.url)).size).toBe(1);
    expect((await depositRows(token)).filter((r) => r.status === 'pending')).toHaveLength(1);
  });
});

describe('spec 3 Transaction statuses and spec 4 Deposit result dialogs: direct methods settle at once with the stored outcome (POST /api/sandbox/payments/next)', () => {
  it('success: completed, credited, spec 7 socket deposit (with count) then balance', async () => {
    const { token } = await login(sandbox.app);
    const heard = await listen(token);
    const done = await deposited(token, { paymentMethod: 'skrill', amount: 25.5 });
    expect(done).toMatchObject({ status: 'completed', amount: 25.5, currencyCode: 'EUR', paymentMethod: 'skrill', depositCount: 4, next: null });
    expect(await cash(token)).toBe(525.5);
    const event = await until(heard, 'deposit');
    expect(event.payload).toMatchObject({ amount: 25.5, count: 4, paymentMethod: 'skrill', transactionId: done.transactionId, cash: 525.5 });
    const events = heard.map((h) => h.event);
    expect(events.indexOf('balance')).toBeGreaterThan(events.indexOf('deposit'));
    expect(await rowOf(token, done.transactionId)).toMatchObject({ type: 'deposit', amount: 25.5, status: 'completed', paymentMethod: 'skrill' });
    expect((await userDetails(token)).depositCount).toBe(4);
  });

  it.each([['failed', 'failed'], ['decline', 'rejected'], ['cancel', 'cancelled']])(
    'spec 4 Deposit result dialogs: %s leaves %s, emits failedDeposit {paymentMethod, amount, code} and the balance is untouched',
    async (result, status) => {
      const { token } = await login(sandbox.app);
      const heard = await listen(token);
      await nextResult(result);
      const done = await deposited(token, { paymentMethod: 'neteller', amount: 30 });
      expect(done).toMatchObject({ status, depositCount: null, next: null });
      const event = await until(heard, 'failedDeposit');
      expect(event.payload).toMatchObject({ paymentMethod: 'neteller', amount: 30, code: 'TRANSACTION_FAILED', status, transactionId: done.transactionId });
      await settled(heard);
      expect(named(heard, 'deposit')).toEqual([]);
      expect(await cash(token)).toBe(500.01);
      expect(await rowOf(token, done.transactionId)).toMatchObject({ status, amount: 30 });
      expect((await userDetails(token)).depositCount).toBe(3);
    },
  );

  it.each([['pending', 'pending'], ['return', 'processing']])(
    '%s leaves %s with no event; the provider\'s callback (deposits/settle) completes it later',
    async (result, status) => {
      const { token } = await login(sandbox.app);
      const heard = await listen(token);
      await nextResult(result);
      const done = await deposited(token, { paymentMethod: 'neteller', amount: 30 });
      expect(done).toMatchObject({ status, next: null });
      await settled(heard);
      expect(heard.filter((h) => h.event === 'deposit' || h.event === 'failedDeposit')).toEqual([]);
      expect(await cash(token)).toBe(500.01);
      // The outcome was taken: the next one is success again.
      expect((await control('deposits/settle', { transactionId: done.transactionId })).data.deposit).toMatchObject({ status: 'completed', depositCount: 4 });
      expect(await cash(token)).toBe(530.01);
      await until(heard, 'deposit');
    },
  );
});

describe('card: 3DS end to end (spec 4 3DS success, spec 7 3ds-webhook)', () => {
  async function cardDeposit(token: string, amount = 75) {
    const card = await tokenize();
    const done = await deposited(token, { paymentMethod: 'visa', amount, cardToken: card.token });
    expect(done).toMatchObject({ status: 'pending', depositCount: null, next: { type: 'redirect' } });
    return done;
  }

  it('token -> deposit -> challenge page -> redirect -> webhook once -> balance up by exactly the amount, socket deposit with count', async () => {
    const { token } = await login(sandbox.app);
    const heard = await listen(token);
    const done = await cardDeposit(token, 75);
    expect(done.next!.url!).toMatch(/^\/api\/sandbox\/provider\/3ds\/[0-9a-f]{48}$/);
    expect(await rowOf(token, done.transactionId)).toMatchObject({ status: 'pending', amount: 75 });
    expect(await cash(token)).toBe(500);

    const page = await fetch(`${sandbox.base}${done.next!.url!}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toMatch(/unsafe-inline|script-src/);
    const html = await page.text();
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('<html lang="en" dir="ltr">');
    // The one style is the one the policy allows by hash (the page shell hashes what it sends).
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1];
    expect(csp).toContain(`style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(html).toMatch(new RegExp(`<form method="post" action="${done.next!.url!}"`));
    expect(html).toContain('>Authenticate</button>');
    expect(html).toContain('>Fail authentication</button>');
    expect(html).toContain('75 EUR');

    const { PaReq, MD } = await authenticated(done.next!.url!);
    expect(PaReq).toMatch(/^[0-9a-f]{48}$/);
    expect(MD).toMatch(/^[0-9a-f]{48}$/);
    // Authenticated is not paid: the webhook settles it.
    expect(await cash(token)).toBe(500);

    const first = await webhook(token, { PaReq, MD });
    expect(first.statusCode, first.body).toBe(200);
    expectValid('api/success.response', first.json());
    expect(first.json()).toEqual({ success: true, data: { status: 'completed', transactionId: done.transactionId, amount: 75, paymentMethod: 'visa', depositCount: 4 } });
    expect(await cash(token)).toBe(575);
    const event = await until(heard, 'deposit');
    expect(event.payload).toMatchObject({ amount: 75, count: 4, paymentMethod: 'visa', transactionId: done.transactionId });

    // A second call (a reload of the dialog) changes nothing.
    const again = await webhook(token, { PaReq, MD });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.status).toBe('completed');
    expect(await cash(token)).toBe(575);
    await settled(heard);
    expect(named(heard, 'deposit')).toHaveLength(1);
    expect((await userDetails(token)).depositCount).toBe(4);
    expect(await rowOf(token, done.transactionId)).toMatchObject({ status: 'completed', amount: 75 });
    // The replay of the deposit call shows it completed, with nothing more to do.
    expect(await deposited(token, { paymentMethod: 'visa', amount: 75, requestId: done.requestId })).toMatchObject({ status: 'completed', depositCount: 4, next: null });
    // The challenge is closed now.
    expect((await fetch(`${sandbox.base}${done.next!.url!}`)).status).toBe(410);
    expect((await decide(done.next!.url!, 'authenticate')).status).toBe(410);
  });

  it('Fail authentication: 303 to the failed dialog with met, failedDeposit, balance untouched', async () => {
    const { token } = await login(sandbox.app);
    const heard = await listen(token);
    const done = await cardDeposit(token);
    const res = await decide(done.next!.url!, 'fail');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/deposit?modal=deposit-failed&met=visa');
    const event = await until(heard, 'failedDeposit');
    expect(event.payload).toMatchObject({ paymentMethod: 'visa', amount: 75, code: 'TRANSACTION_FAILED', status: 'failed' });
    expect(await rowOf(token, done.transactionId)).toMatchObject({ status: 'failed' });
    expect(await cash(token)).toBe(500);
    expect((await fetch(`${sandbox.base}${done.next!.url!}`)).status).toBe(410);
  });

  it('a failed outcome at the webhook: failed, failedDeposit, balance untouched', async () => {
    const { token } = await login(sandbox.app);
    const heard = await listen(token);
    const done = await cardDeposit(token);
    const { PaReq, MD } = await authenticated(done.next!.url!);
    await nextResult('decline');
    const res = await webhook(token, { PaReq, MD });
    expect(res.json().data.status).toBe('rejected');
    expect((await until(heard, 'failedDeposit')).payload).toMatchObject({ paymentMethod: 'visa', amount: 75, status: 'rejected' });
    expect(await cash(token)).toBe(500);
    // Once: the next stored outcome (success) is not applied by a repeated call.
    expect((await webhook(token, { PaReq, MD })).json().data.status).toBe('rejected');
    expect(await cash(token)).toBe(500);
  });

  it('a pending outcome at the webhook waits for the provider; a repeated webhook does not settle it, the callback does', async () => {
    const { token } = await login(sandbox.app);
    const done = await cardDeposit(token);
    const { PaReq, MD } = await authenticated(done.next!.url!);
    await nextResult('pending');
    expect((await webhook(token, { PaReq, MD })).json().data.status).toBe('pending');
    expect((await webhook(token, { PaReq, MD })).json().data.status).toBe('pending');
    expect(await cash(token)).toBe(500);
    expect((await control('deposits/settle', { transactionId: done.transactionId })).data.deposit.status).toBe('completed');
    expect(await cash(token)).toBe(575);
  });

  it('the webhook: unknown MD and another player\'s MD are 404 (not 403); a wrong PaReq is 422 and settles nothing', async () => {
    const { token } = await login(sandbox.app);
    const done = await cardDeposit(token);
    const { PaReq, MD } = await authenticated(done.next!.url!);
    const unknown = await webhook(token, { PaReq, MD: 'f'.repeat(48) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: 'DEPOSIT_NOT_FOUND', message: 'No 3DS payment of yours has this MD.' });
    const other = await signUp('other3ds@sandbox.test', 'MT', 'EUR');
    expect((await webhook(other, { PaReq, MD })).statusCode).toBe(404);
    const wrong = await webhook(token, { PaReq: 'not-the-pareq', MD });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ success: false, code: 'THREE_DS_MISMATCH' });
    expect(await rowOf(token, done.transactionId)).toMatchObject({ status: 'pending' });
    expect(await cash(token)).toBe(500);
    expect((await webhook(token, { PaReq, MD })).json().data.status).toBe('completed');
    expect(await cash(token)).toBe(575);
    // The webhook still needs a session.
    expect((await webhook('', { PaReq, MD })).statusCode).toBe(403);
  });

  it('unknown challenge ids are a 404 page; an expired challenge (15 min) is a 410 page and the deposit fails', async () => {
    for (const id of ['0'.repeat(48), 'not-an-id']) {
      const res = await fetch(`${sandbox.base}/api/sandbox/provider/3ds/${id}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await res.text()).toContain('Unknown payment');
    }
    const { token } = await login(sandbox.app);
    const heard = await listen(token);
    const done = await cardDeposit(token);
    sandbox.clock = new Date(NOW.getTime() + THREE_DS_CHALLENGE_TTL_MS);
    expect((await fetch(`${sandbox.base}${done.next!.url!}`)).status).toBe(410);
    expect((await until(heard, 'failedDeposit')).payload).toMatchObject({ reason: 'expired', status: 'failed' });
    expect(await rowOf(token, done.transactionId)).toMatchObject({ status: 'failed' });
    expect((await decide(done.next!.url!, 'authenticate')).status).toBe(410);
  });

  it('spec 4 3DS success: the challenge form accepts only authenticate or fail', async () => {
    const { token } = await login(sandbox.app);
    const done = await cardDeposit(token);
    const res = await fetch(`${sandbox.base}${done.next!.url!}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'decision=maybe' });
    expect(res.status).toBe(400);
    expect((await fetch(`${sandbox.base}${done.next!.url!}`)).status).toBe(200);
  });
});

describe('spec 4: "A UPI QR payment expires, with a countdown"', () => {
  it('a UPI deposit answers a upi://pay link with amount, note and currency, expiring after 5 minutes; the callback completes it', async () => {
    const token = await signUp('asha@sandbox.test', 'IN', 'INR');
    const heard = await listen(token);
    const done = await deposited(token, { paymentMethod: 'upi', amount: 500 });
    expect(UPI_QR_TTL_MS).toBe(5 * MINUTE);
    expect(done).toMatchObject({ status: 'pending', currencyCode: 'INR', next: { type: 'upiQr', expiresAt: new Date(NOW.getTime() + UPI_QR_TTL_MS).toISOString() } });
    const link = new URL(done.next!.link!);
    expect(link.protocol).toBe('upi:');
    expect(link.searchParams.get('pa')).toMatch(/^[a-z0-9.]+@[a-z]+$/);
    expect(link.searchParams.get('am')).toBe('500.00');
    expect(link.searchParams.get('tn')).toBe(String(done.transactionId));
    expect(link.searchParams.get('cu')).toBe('INR');

    sandbox.clock = new Date(NOW.getTime() + UPI_QR_TTL_MS - 1000);
    const settledDeposit = (await control('deposits/settle', { transactionId: done.transactionId })).data.deposit;
    expectValid('api/deposit.response', { success: true, data: { deposit: settledDeposit } });
    expect(settledDeposit).toMatchObject({ status: 'completed', depositCount: 1, next: null });
    expect(await cash(token)).toBe(500);
    expect((await until(heard, 'deposit')).payload).toMatchObject({ amount: 500, count: 1, paymentMethod: 'upi' });
  });

  it('an expired QR fails (spec 3 has no "expired": failed) with failedDeposit; it cannot be paid afterwards', async () => {
    const token = await signUp('ravi@sandbox.test', 'IN', 'INR');
    const heard = await listen(token);
    const done = await deposited(token, { paymentMethod: 'upi', amount: 300 });
    sandbox.clock = new Date(NOW.getTime() + UPI_QR_TTL_MS);
    const expired = (await control('deposits/settle', { transactionId: done.transactionId })).data.deposit;
    expect(expired).toMatchObject({ status: 'failed', next: null });
    expect((await until(heard, 'failedDeposit')).payload).toMatchObject({ paymentMethod: 'upi', amount: 300, reason: 'expired', code: 'TRANSACTION_FAILED' });
    expect(await cash(token)).toBe(0);
    const again = await post('/api/sandbox/deposits/settle', { transactionId: done.transactionId });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, code: 'NOT_WAITING', status: 'failed' });
    // Replaying the deposit call shows the failed deposit, without a QR.
    expect(await deposited(token, { paymentMethod: 'upi', amount: 300, requestId: done.requestId })).toMatchObject({ status: 'failed', next: null });
    await settled(heard, 'ravi@sandbox.test');
    expect(named(heard, 'failedDeposit')).toHaveLength(1);
  });

  it('the replay of a QR deposit past its expiry fails it there too (the countdown ended)', async () => {
    const token = await signUp('meera@sandbox.test', 'IN', 'INR');
    const done = await deposited(token, { paymentMethod: 'upi', amount: 300 });
    expect(await deposited(token, { paymentMethod: 'upi', amount: 300, requestId: done.requestId })).toMatchObject({ status: 'pending', next: { type: 'upiQr' } });
    sandbox.clock = new Date(NOW.getTime() + UPI_QR_TTL_MS + 1);
    expect(await deposited(token, { paymentMethod: 'upi', amount: 300, requestId: done.requestId })).toMatchObject({ status: 'failed', next: null });
  });

  it('the transactions list read after the countdown shows the QR deposit failed (not pending for ever), with failedDeposit once', async () => {
    const token = await signUp('kiran@sandbox.test', 'IN', 'INR');
    const heard = await listen(token);
    const done = await deposited(token, { paymentMethod: 'upi', amount: 300 });
    sandbox.clock = new Date(NOW.getTime() + UPI_QR_TTL_MS - 1);
    expect((await depositRows(token)).find((r) => r.id === done.transactionId)).toMatchObject({ status: 'pending' });
    sandbox.clock = new Date(NOW.getTime() + UPI_QR_TTL_MS);
    expect((await depositRows(token)).find((r) => r.id === done.transactionId)).toMatchObject({ status: 'failed' });
    expect((await until(heard, 'failedDeposit')).payload).toMatchObject({ paymentMethod: 'upi', reason: 'expired' });
    await depositRows(token);
    await settled(heard, 'kiran@sandbox.test');
    expect(named(heard, 'failedDeposit')).toHaveLength(1);
  });

  it('spec 5 Deposit amount: UPI limits are 300 to 100000 INR', async () => {
    const token = await signUp('dev@sandbox.test', 'IN', 'INR');
    expect(await refused(token, { paymentMethod: 'upi', amount: 299 }, 422, 'PAYMENT_PROVIDER_LIMIT_THRESHOLD')).toMatchObject({ min: 300, max: 100000 });
  });
});

describe('spec 2.5 Deposit "a crypto network and address": an address on the chosen network until it expires', () => {
  it('answers the network, a deterministic address per player and network, 30 minutes to pay; the callback completes it', async () => {
    const { token } = await login(sandbox.app);
    const trc = await deposited(token, { paymentMethod: 'tether', amount: 50, network: 'TRC20' });
    expect(CRYPTO_ADDRESS_TTL_MS).toBe(30 * MINUTE);
    expect(trc).toMatchObject({ status: 'pending', next: { type: 'crypto', network: 'TRC20', expiresAt: new Date(NOW.getTime() + CRYPTO_ADDRESS_TTL_MS).toISOString() } });
    expect(trc.next!.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    const again = await deposited(token, { paymentMethod: 'tether', amount: 60, network: 'TRC20' });
    expect(again.next!.address).toBe(trc.next!.address);
    const erc = await deposited(token, { paymentMethod: 'tether', amount: 60, network: 'ERC20' });
    expect(erc.next!.address).toMatch(/^0x[0-9a-f]{40}$/);
    const btc = await deposited(token, { paymentMethod: 'bitcoin', amount: 5, network: 'BTC' });
    expect(btc.next!.address).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
    const other = await signUp('crypto@sandbox.test', 'MT', 'EUR');
    expect((await deposited(other, { paymentMethod: 'tether', amount: 50, network: 'TRC20' })).next!.address).not.toBe(trc.next!.address);

    expect((await control('deposits/settle', { transactionId: trc.transactionId })).data.deposit).toMatchObject({ status: 'completed', depositCount: 4 });
    expect(await cash(token)).toBe(550);
  });

  it('an expired address fails with failedDeposit; a failed outcome at the callback too', async () => {
    const { token } = await login(sandbox.app);
    const heard = await listen(token);
    const late = await deposited(token, { paymentMethod: 'ethereum', amount: 1, network: 'ARBITRUM' });
    const declined = await deposited(token, { paymentMethod: 'tether', amount: 50, network: 'BEP20' });
    await nextResult('failed');
    expect((await control('deposits/settle', { transactionId: declined.transactionId })).data.deposit.status).toBe('failed');
    sandbox.clock = new Date(NOW.getTime() + CRYPTO_ADDRESS_TTL_MS);
    expect((await control('deposits/settle', { transactionId: late.transactionId })).data.deposit.status).toBe('failed');
    await until(heard, 'failedDeposit', 2);
    expect(named(heard, 'failedDeposit').map((p) => p.paymentMethod)).toEqual(['tether', 'ethereum']);
    expect(await cash(token)).toBe(500);
  });

  it('the settle control: 404 for an unknown deposit, 409 for one not waiting, 400 without a transactionId', async () => {
    const { token } = await login(sandbox.app);
    expect((await post('/api/sandbox/deposits/settle', { transactionId: 999999 })).statusCode).toBe(404);
    const done = await deposited(token, { paymentMethod: 'skrill', amount: 20 });
    expect((await post('/api/sandbox/deposits/settle', { transactionId: done.transactionId })).statusCode).toBe(409);
    for (const transactionId of [undefined, 'x', 0, 1.5]) {
      expect((await post('/api/sandbox/deposits/settle', { transactionId })).statusCode).toBe(400);
    }
    // A card deposit waiting for its 3DS challenge is not the provider's to settle.
    const card = await tokenize();
    const pending = await deposited(token, { paymentMethod: 'visa', amount: 20, cardToken: card.token });
    expect((await post('/api/sandbox/deposits/settle', { transactionId: pending.transactionId })).statusCode).toBe(409);
  });
});

describe('spec 3 Transaction statuses: GET /api/user/transactions shows every deposit with its status', () => {
  it('one deposit per attempt, each with a spec 3 status, ids matching the deposit answers', async () => {
    const { token } = await login(sandbox.app);
    const answers: Deposit[] = [];
    for (const result of ['success', 'failed', 'pending', 'decline', 'cancel', 'return']) {
      await nextResult(result);
      answers.push(await deposited(token, { paymentMethod: 'skrill', amount: 20 }));
    }
    answers.push(await deposited(token, { paymentMethod: 'tether', amount: 20, network: 'TRC20' }));
    const rows = await depositRows(token);
    expect(rows).toHaveLength(3 + answers.length);
    for (const answer of answers) {
      const row = rows.find((r) => r.id === answer.transactionId)!;
      expect(row.status).toBe(answer.status);
      expect(TRANSACTION_STATUSES).toContain(row.status);
    }
    expect(answers.map((a) => a.status)).toEqual(['completed', 'failed', 'pending', 'rejected', 'cancelled', 'processing', 'pending']);
    // The ledger is the balance: the completed rows sum to the cash.
    const sum = (await transactions(token)).filter((r) => r.status === 'completed').reduce((s, r) => s + Math.round(r.amount * 100), 0);
    expect(sum).toBe(Math.round((await cash(token)) * 100));
    expect(await cash(token)).toBe(520);
  });
});

describe("spec 2.5 'A Skrill email step': Skrill needs its account e-mail", () => {
  it('refuses a Skrill deposit without an e-mail or with a malformed one (422 ACCOUNT_EMAIL_INVALID, field accountEmail), and creates nothing', async () => {
    const { token } = await login(sandbox.app);
    const before = (await depositRows(token)).length;
    const missing = await refused(token, { paymentMethod: 'skrill', amount: 20, accountEmail: undefined }, 422, 'ACCOUNT_EMAIL_INVALID');
    expect(missing).toMatchObject({ field: 'accountEmail', reason: 'required' });
    expect(missing.message).toContain('Skrill');
    expect(await refused(token, { paymentMethod: 'skrill', amount: 20, accountEmail: '  ' }, 422, 'ACCOUNT_EMAIL_INVALID')).toMatchObject({ reason: 'required' });
    expect(await refused(token, { paymentMethod: 'skrill', amount: 20, accountEmail: 'wallet@skrill' }, 422, 'ACCOUNT_EMAIL_INVALID')).toMatchObject({ reason: 'invalid' });
    expect((await deposit(token, { paymentMethod: 'skrill', amount: 20, accountEmail: `${'a'.repeat(250)}@skrill.test` })).statusCode).toBe(400);
    expect(await depositRows(token)).toHaveLength(before);
    expect(await cash(token)).toBe(500);
  });

  it('deposits with a valid e-mail; a method without the step needs none', async () => {
    const { token } = await login(sandbox.app);
    expect((await deposited(token, { paymentMethod: 'skrill', amount: 20, accountEmail: 'other.wallet@skrill.test' })).status).toBe('completed');
    expect((await deposited(token, { paymentMethod: 'neteller', amount: 20 })).status).toBe('completed');
    expect(await cash(token)).toBe(540);
  });
});

describe('spec 8 REQUIRED_EMAIL_VERIFICATION for deposits (settings verifyEmailOnDeposit, ours)', () => {
  it('with the setting on, an unverified player is refused and a verified one deposits; off (the default), both deposit', async () => {
    const verified = (await login(sandbox.app)).token;
    const unverified = await signUp('unverified@sandbox.test', 'MT', 'EUR');
    expect((await deposited(unverified, { paymentMethod: 'neteller', amount: 20 })).status).toBe('completed');

    const on = await post('/api/sandbox/settings', { verifyEmailOnDeposit: true });
    expect(on.statusCode, on.body).toBe(200);
    const body = await refused(unverified, { paymentMethod: 'neteller', amount: 20 }, 422, 'REQUIRED_EMAIL_VERIFICATION');
    expect(body.message).toMatch(/verify/i);
    expect(await cash(unverified)).toBe(20);
    expect((await deposited(verified, { paymentMethod: 'neteller', amount: 20 })).status).toBe('completed');

    await post('/api/sandbox/settings', { verifyEmailOnDeposit: null });
    expect((await deposited(unverified, { paymentMethod: 'neteller', amount: 20 })).status).toBe('completed');
  });
});

describe('issue 15 crypto coin-to-fiat: GET /api/user/crypto-rate and the control POST /api/sandbox/crypto-rates', () => {
  it("answers units of the player's currency per coin (schema crypto-rate.response); a test's rate; a failing call; reset restores", async () => {
    const { token } = await login(sandbox.app);
    expect((await get('/api/user/crypto-rate?coin=BTC')).statusCode).toBe(403);
    const rate = async (coin: string) => get(`/api/user/crypto-rate?coin=${coin}`, token);
    const btc = await rate('btc');
    expect(btc.statusCode, btc.body).toBe(200);
    expectValid('api/crypto-rate.response', btc.json());
    expect(btc.json().data).toEqual({ coin: 'BTC', currencyCode: 'EUR', rate: 60000, coinDecimals: 8 });
    expect((await rate('USDT')).json().data).toMatchObject({ rate: 1, coinDecimals: 6 });

    await control('crypto-rates', { coin: 'BTC', rate: 65432.1 });
    expect((await rate('BTC')).json().data.rate).toBe(65432.1);
    await control('crypto-rates', { coin: 'ETH', fail: true });
    expect(sandbox.refusal(await rate('ETH'), 503, 'RATE_UNAVAILABLE').message).toBeTruthy();
    sandbox.refusal(await rate('NOPE'), 404, 'UNKNOWN_COIN');
    expect((await rate('b$c')).statusCode).toBe(400);
    for (const bad of [{ coin: 'BTC', rate: 0 }, { coin: 'BTC', rate: -1 }, { coin: 'BTC', rate: 'x' }, { coin: '$$', rate: 1 }, { rate: 1 }, { coin: 'BTC', rate: 1, extra: 1 }]) {
      expect((await post('/api/sandbox/crypto-rates', bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    await post('/api/sandbox/reset', {});
    const again = (await login(sandbox.app)).token;
    expect((await get('/api/user/crypto-rate?coin=ETH', again)).json().data.rate).toBe(3000);
  });
});
