// The deposit rules that need no HTTP (server/sandbox/depositRules.ts, cardTokens.ts) and the wallet's
// deposit rows (wallet.ts): the method's flow, availability (spec 4 Payment method selection, spec 6
// restriction), spec 5 Deposit amount, spec 3 Transaction statuses of each stored outcome, the UPI link and
// crypto address, spec 5 Card messages, and the ledger row that goes from pending to completed once.
import { describe, it, expect, beforeEach } from 'vitest';
import {
  cryptoAddress, depositFlow, EXPIRED_STATUS, limitsMessage, methodNetwork, methodUnavailable, outcomeEffect, upiLink, withinLimits,
} from '../../../server/sandbox/depositRules';
import { CARD_MESSAGES, cardDetailsProblem, cardSummary } from '../../../server/sandbox/cardTokens';
import { PAYMENT_RESULTS } from '../../../server/sandbox/control';
import { paymentMethodSeeds, type PaymentMethodSeed } from '../../../server/sandbox/seed/payments';
import { createSandboxContext } from '../../../server/sandbox/index';
import { findUserByEmail } from '../../../server/sandbox/accounts';
import { sql } from '../../../server/sandbox/db';
import type { SandboxContext } from '../../../server/sandbox/context';
import { writeSeed } from '../../../server/sandbox/seed';
import { balanceOf, completeDepositRow, openDepositRow, setDepositRowStatus } from '../../../server/sandbox/wallet';
import { MESSAGE_KEYS } from '../../../src/forms/vocabulary';
import enums from '../../../schemas/api/enums.schema.json';

const methods = paymentMethodSeeds();
const method = (name: string): PaymentMethodSeed => methods.find((m) => m.name === name)!;
const MALTA_EUR = { countryCode: 'MT', currencyCode: 'EUR', email: 'someone@sandbox.test', tags: [] };

describe('spec 2.5 Deposit (card form, UPI QR, crypto network and address): which flow a method takes', () => {
  it('card-form methods go through 3DS, UPI shows a QR, crypto an address, the rest settle at once', () => {
    expect(['visa', 'mastercard'].map((n) => depositFlow(method(n)))).toEqual(['card', 'card']);
    expect(depositFlow(method('upi'))).toBe('upi');
    expect(['bitcoin', 'ethereum', 'tether'].map((n) => depositFlow(method(n)))).toEqual(['crypto', 'crypto', 'crypto']);
    expect(['skrill', 'bank_transfer', 'carouseller', 'paysafecard'].map((n) => depositFlow(method(n)))).toEqual(['direct', 'direct', 'direct', 'direct']);
  });
});

describe('spec 4 Payment method selection and spec 6 restriction: who may deposit with a method', () => {
  it('unknown, inactive and hidden methods are closed; the restriction rule gives its reason', () => {
    expect(methodUnavailable(undefined, MALTA_EUR)).toBe('unknown');
    expect(methodUnavailable(method('sofort'), { ...MALTA_EUR, countryCode: 'DE' })).toBe('inactive');
    expect(methodUnavailable(method('bank_payout'), MALTA_EUR)).toBe('hidden');
    expect(methodUnavailable(method('upi'), MALTA_EUR)).toBe('allowedCountries');
    expect(methodUnavailable(method('upi'), { ...MALTA_EUR, countryCode: 'IN' })).toBe('allowedCurrencies');
    expect(methodUnavailable(method('upi'), { ...MALTA_EUR, countryCode: 'IN', currencyCode: 'INR' })).toBeNull();
    expect(methodUnavailable(method('neteller'), { ...MALTA_EUR, countryCode: 'FR' })).toBe('restrictedCountries');
    expect(methodUnavailable(method('test_gateway'), MALTA_EUR)).toBe('allowEmails');
    expect(methodUnavailable(method('test_gateway'), { ...MALTA_EUR, email: 'PLAYER@sandbox.test' })).toBeNull();
    expect(methodUnavailable(method('skrill'), MALTA_EUR)).toBeNull();
  });
});

describe('spec 5 Deposit amount: within the provider\'s minimum and maximum; crypto must exceed the minimum', () => {
  it('fiat: both bounds are inside', () => {
    const skrill = method('skrill');
    expect([9.99, 10, 5000, 5000.01].map((a) => withinLimits(skrill, a))).toEqual([false, true, true, false]);
    expect(limitsMessage(skrill, 'EUR')).toBe('The amount must be between 10 and 5000 EUR.');
  });

  it('crypto: exactly the minimum is refused, just above is fine, the maximum is inside', () => {
    const bitcoin = method('bitcoin');
    expect([0.0002, 0.00020001, 10, 10.00000001].map((a) => withinLimits(bitcoin, a))).toEqual([false, true, true, false]);
    expect(limitsMessage(bitcoin, 'BTC')).toBe('The amount must be more than 0.0002 and at most 10 BTC.');
  });

  it('0, negative and non-numbers are never within', () => {
    const free = { minDeposit: 0, maxDeposit: 100, isCrypto: false };
    expect([0, -1, Number.NaN].map((a) => withinLimits(free, a))).toEqual([false, false, false]);
  });
});

describe('spec 2.5 Deposit: crypto networks and addresses', () => {
  it('the method\'s own spelling, compared case-insensitively; others are null', () => {
    expect(methodNetwork(method('tether'), 'trc20')).toBe('TRC20');
    expect(methodNetwork(method('tether'), ' ERC20 ')).toBe('ERC20');
    expect(methodNetwork(method('tether'), 'BTC')).toBeNull();
    expect(methodNetwork(method('tether'), '')).toBeNull();
    expect(methodNetwork(method('tether'), null)).toBeNull();
    expect(methodNetwork(method('skrill'), 'TRC20')).toBeNull();
  });

  it('a deterministic fake address per player and network, shaped like the network\'s', () => {
    expect(cryptoAddress(7, 'TRC20')).toBe(cryptoAddress(7, 'trc20'));
    expect(cryptoAddress(7, 'TRC20')).not.toBe(cryptoAddress(8, 'TRC20'));
    expect(cryptoAddress(7, 'ERC20')).not.toBe(cryptoAddress(7, 'BEP20'));
    expect(cryptoAddress(7, 'BTC')).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
    expect(cryptoAddress(7, 'TRC20')).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    for (const network of ['ERC20', 'BEP20', 'ARBITRUM']) expect(cryptoAddress(7, network)).toMatch(/^0x[0-9a-f]{40}$/);
  });
});

describe('spec 3 Transaction statuses: what each stored outcome does', () => {
  it('success credits; failed, decline, cancel fail for good; pending and return wait', () => {
    expect(Object.fromEntries(PAYMENT_RESULTS.map((r) => [r, outcomeEffect(r)]))).toEqual({
      success: { status: 'completed', credit: true, failed: false, final: true },
      failed: { status: 'failed', credit: false, failed: true, final: true },
      decline: { status: 'rejected', credit: false, failed: true, final: true },
      cancel: { status: 'cancelled', credit: false, failed: true, final: true },
      pending: { status: 'pending', credit: false, failed: false, final: false },
      return: { status: 'processing', credit: false, failed: false, final: false },
    });
  });

  it('every status, the expired one included, is one of spec 3\'s', () => {
    const statuses: string[] = enums.definitions.transactionStatus.enum;
    for (const result of PAYMENT_RESULTS) expect(statuses).toContain(outcomeEffect(result).status);
    expect(statuses).toContain(EXPIRED_STATUS);
  });
});

describe('spec 2.5 Deposit "a UPI QR": the UPI link', () => {
  it('payee, name, amount with the currency\'s decimals, the transaction as the note, the currency', () => {
    expect(upiLink(500, 2, 42, 'INR')).toBe('upi://pay?pa=sandboxcasino%40upi&pn=Sandbox%20Casino&am=500.00&tn=42&cu=INR');
    expect(upiLink(1234.5, 2, 7, 'INR')).toContain('&am=1234.50&');
  });
});

describe('spec 5 Card: the provider checks the details with the shared vocabulary', () => {
  const TODAY = new Date(2026, 5, 17);
  const CARD = { number: '4242 4242 4242 4242', holder: 'Maria Borg', expiry: '12/30', cvc: '123' };

  it('valid details have no problem', () => {
    expect(cardDetailsProblem(CARD, TODAY)).toBeNull();
    expect(cardDetailsProblem({ ...CARD, expiry: '06/26' }, TODAY)).toBeNull();
  });

  it('each problem with its field, the spec\'s message and the text key, in the form\'s order', () => {
    expect(cardDetailsProblem({ ...CARD, number: '1234' }, TODAY)).toEqual({ field: 'number', message: 'Please enter a valid card number.', code: MESSAGE_KEYS.cardNumber });
    expect(cardDetailsProblem({ ...CARD, holder: '' }, TODAY)).toEqual({ field: 'holder', message: CARD_MESSAGES.holder, code: MESSAGE_KEYS.required });
    expect(cardDetailsProblem({ ...CARD, expiry: '00/30' }, TODAY)).toMatchObject({ field: 'expiry', message: 'Invalid month' });
    expect(cardDetailsProblem({ ...CARD, expiry: '05/26' }, TODAY)).toMatchObject({ field: 'expiry', message: 'Expiry date is in the past' });
    expect(cardDetailsProblem({ ...CARD, expiry: '' }, TODAY)).toMatchObject({ field: 'expiry', message: 'Please enter a valid expiry date in MM/YY format.' });
    expect(cardDetailsProblem({ ...CARD, cvc: undefined }, TODAY)).toMatchObject({ field: 'cvc', message: 'CVC is required.' });
    expect(cardDetailsProblem({ ...CARD, cvc: 'abc' }, TODAY)).toMatchObject({ field: 'cvc', message: 'CVC must be exactly 3 digits.', code: MESSAGE_KEYS.cvc });
    // Several problems: the first field of the form is named.
    expect(cardDetailsProblem({ number: 'x', holder: '', expiry: '', cvc: '' }, TODAY)!.field).toBe('number');
    expect(cardDetailsProblem(null, TODAY)!.field).toBe('number');
  });

  it('the summary kept: card-validator\'s brand and the last four digits', () => {
    expect(cardSummary('4242 4242 4242 4242')).toEqual({ brand: 'visa', last4: '4242' });
    expect(cardSummary('5555-5555-5555-4444')).toEqual({ brand: 'mastercard', last4: '4444' });
    expect(cardSummary('378282246310005')).toEqual({ brand: 'american-express', last4: '0005' });
  });
});

describe('spec 3 Transaction statuses: the ledger row of a deposit is pending until its money arrives, completed once', () => {
  let ctx: SandboxContext;
  let playerId: number;
  const NOW = new Date('2026-06-17T12:00:00.000Z');
  beforeEach(async () => {
    ctx = await createSandboxContext({ db: ':memory:', scrypt: { N: 1024 } }, {});
    playerId = findUserByEmail(ctx.db, 'player@sandbox.test')!.id;
  });
  const row = (id: number) => sql(ctx.db, 'SELECT status, amount_minor AS amountMinor, balance_after_minor AS balanceAfterMinor FROM transactions WHERE id = ?').get(id);

  it('opens pending with the balance untouched, completes by crediting the amount and counting the deposit', () => {
    const id = openDepositRow(ctx.db, playerId, 2550, 'visa', 'pending', NOW);
    expect(row(id)).toEqual({ status: 'pending', amountMinor: 2550, balanceAfterMinor: 50000 });
    expect(balanceOf(ctx.db, playerId).cash).toBe(500);
    const done = completeDepositRow(ctx.db, playerId, id);
    expect(done).toMatchObject({ transactionId: id, amountMinor: 2550, count: 4, balance: { cash: 525.5 } });
    expect(row(id)).toEqual({ status: 'completed', amountMinor: 2550, balanceAfterMinor: 52550 });
  });

  it('a completed row is never credited again, nor given another status', () => {
    const id = openDepositRow(ctx.db, playerId, 1000, 'skrill', 'pending', NOW);
    completeDepositRow(ctx.db, playerId, id);
    expect(() => completeDepositRow(ctx.db, playerId, id)).toThrow(/already completed/);
    setDepositRowStatus(ctx.db, id, 'failed');
    expect(row(id)).toMatchObject({ status: 'completed' });
    expect(() => setDepositRowStatus(ctx.db, id, 'completed')).toThrow(/completeDepositRow/);
    expect(balanceOf(ctx.db, playerId).cash).toBe(510);
    // Another player's row is not found.
    const other = findUserByEmail(ctx.db, 'new@sandbox.test')!.id;
    const theirs = openDepositRow(ctx.db, other, 1000, 'skrill', 'pending', NOW);
    expect(() => completeDepositRow(ctx.db, playerId, theirs)).toThrow(/Not found/);
  });

  it('the idempotency key is unique per player in the database itself; a reset empties deposits and card tokens', async () => {
    const insert = (transactionId: number, userId: number) => sql(ctx.db, `INSERT INTO deposits (user_id, transaction_id, request_id, payment_method, flow, amount_minor, stage, created_at)
        VALUES (?, ?, 'same-key-123', 'skrill', 'direct', 100, 'waiting', ?)`).run(userId, transactionId, NOW.toISOString());
    insert(openDepositRow(ctx.db, playerId, 100, 'skrill', 'pending', NOW), playerId);
    expect(() => insert(openDepositRow(ctx.db, playerId, 100, 'skrill', 'pending', NOW), playerId)).toThrow(expect.objectContaining({ code: 'SQLITE_CONSTRAINT_UNIQUE' }));
    const other = findUserByEmail(ctx.db, 'new@sandbox.test')!.id;
    insert(openDepositRow(ctx.db, other, 100, 'skrill', 'pending', NOW), other);
    sql(ctx.db, "INSERT INTO card_tokens (token, brand, last4, expiry, created_at, expires_at) VALUES ('tok_x', 'visa', '4242', '12/30', ?, ?)").run(NOW.toISOString(), NOW.toISOString());

    await writeSeed(ctx);
    expect(sql(ctx.db, 'SELECT (SELECT COUNT(*) FROM deposits) AS deposits, (SELECT COUNT(*) FROM card_tokens) AS tokens').get()).toEqual({ deposits: 0, tokens: 0 });
  });
});
