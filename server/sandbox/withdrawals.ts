// The cashier's withdrawal (POST /api/user/withdraw and its crypto calculate step POST
// /api/user/withdraw/calculate; schemas/api/withdraw*.json): the refusals in order, the details per method
// (src/cashier/withdrawalDetails.ts, the front end's own rule), the crypto quote, the idempotency key and
// the operator's decision (a control endpoint). A withdrawal is a row in withdrawals (method, amount,
// details, quote, spec 3 request status) linked to its debit in the transactions ledger: the money leaves
// the cash at once, in one IMMEDIATE transaction with the ledger row (pending until decided), so
// concurrent withdrawals can never overdraw. Socket events (debit, balance) go out after the commit.
// Refusals never use 403 (a 403 logs the player out, spec 8): 4xx with { success: false, code, message, ...details }.
import { randomBytes } from 'node:crypto';
import type { WithdrawCalculateRequest, WithdrawRequest } from '../../src/generated/types';
import { withdrawalBlocks } from '../../src/cashier/withdrawal';
import {
  isNetbanking, withdrawalDetailsOfForm, withdrawalDetailsProblems, withdrawalForm, type WithdrawalForm,
} from '../../src/cashier/withdrawalDetails';
import { findUserById, tagsOf, type UserRow } from './accounts';
import { coinRate } from './cryptoRates';
import type { SandboxContext } from './context';
import { setMeta, sql } from './db';
import { methodNetwork } from './depositRules';
import { currentLocation } from './location';
import { refusal } from './play';
import { refuseDemoAccount } from './demoAccount';
import type { PaymentMethodSeed } from './seed/payments';
import { validateBody } from './validate';
import { announceCashChange, announceWithdrawalStatus, changeCash, toMajor, toMinor, type CashResult } from './wallet';
import {
  BLOCK_REFUSALS, detailMessage, receiveUnits, unitsToCoin, WITHDRAW_QUOTE_TTL_MS,
  WITHDRAWAL_FAILURE_KEYS, withdrawalFeeMinor, withdrawalMethodUnavailable, type WithdrawalStep,
} from './withdrawalRules';

export const FAILED_MESSAGES: Record<WithdrawalStep, { code: string; message: string }> = {
  // spec 8 Withdrawal: 'Calculation failure: 'Error calculating withdrawal'.' and 'Failure: 'Oops! ...''
  calculate: { code: 'CALCULATION_FAILED', message: 'Error calculating withdrawal' },
  withdraw: { code: 'WITHDRAWAL_FAILED', message: 'Oops! Something went wrong with your withdrawal.' },
};

/** Takes the stored failure of the step (POST /api/sandbox/withdrawals/next), once: one statement, so two calls cannot both take it. */
function takeFailure(ctx: SandboxContext, step: WithdrawalStep): boolean {
  return sql(ctx.db, 'DELETE FROM meta WHERE key = ? RETURNING value').get(WITHDRAWAL_FAILURE_KEYS[step]) !== undefined;
}

const failed = (step: WithdrawalStep) => refusal(502, FAILED_MESSAGES[step].code, FAILED_MESSAGES[step].message);

type Body = Record<string, unknown>;
const asBody = (body: unknown): Body => (body && typeof body === 'object' && !Array.isArray(body) ? (body as Body) : {});

function methodByName(ctx: SandboxContext, name: string): PaymentMethodSeed | undefined {
  const row = sql(ctx.db, 'SELECT data FROM payment_methods WHERE name = ?').get(name) as { data: string } | undefined;
  return row ? (JSON.parse(row.data) as PaymentMethodSeed) : undefined;
}

const decimalsOfCurrency = (ctx: SandboxContext, code: string) =>
  (sql(ctx.db, 'SELECT decimals FROM currencies WHERE code = ?').get(code) as { decimals: number }).decimals;

/**
 * The checks both calls make first, in the contract's order: the settings' demo user (DEMO_ACCOUNT 409,
 * demoAccount.ts), the blocked reasons of spec 5 (409, in the front end's order: withdrawalBlocks) and then the
 * method (422). Self-exclusion is deliberately not checked: spec 4 'A self-excluded user can only withdraw.'
 */
function gate(ctx: SandboxContext, userId: number, paymentMethod: unknown, settings: Record<string, unknown>): { user: UserRow; method: PaymentMethodSeed } {
  refuseDemoAccount(userId, settings);
  const user = findUserById(ctx.db, userId)!;
  const [block] = withdrawalBlocks(
    { depositCount: user.deposit_count, isEmailVerified: user.is_email_verified === 1, activeBonus: user.active_bonus_id },
    { depositWagerComplete: user.deposit_wager_complete === 1 },
  );
  if (block) throw refusal(409, BLOCK_REFUSALS[block].code, BLOCK_REFUSALS[block].message);
  if (typeof paymentMethod !== 'string' || !paymentMethod) throw refusal(400, 'INVALID_FIELD', 'paymentMethod is required', { field: 'paymentMethod' });
  const method = methodByName(ctx, paymentMethod);
  const player = { countryCode: user.country_code ?? currentLocation(ctx).country, currencyCode: user.currency_code, email: user.email, tags: tagsOf(user) };
  const unavailable = withdrawalMethodUnavailable(method, player);
  if (unavailable || !method) {
    throw refusal(422, 'METHOD_NOT_AVAILABLE', 'This payment method is not available to you.', { paymentMethod, reason: unavailable });
  }
  return { user, method };
}

/** spec 8 AMOUNT_BELOW_ZERO, rather than the schema's plain 400 for exclusiveMinimum (as the deposit). */
function checkAmountAboveZero(amount: unknown) {
  if (typeof amount === 'number' && amount <= 0) throw refusal(422, 'AMOUNT_BELOW_ZERO', 'The amount must be greater than 0.', { field: 'amount' });
}

/** Bonus money (nonCash) is not withdrawable: the amount must fit in the cash. */
function checkFunds(ctx: SandboxContext, userId: number, amountMinor: number) {
  const { cashMinor } = sql(ctx.db, 'SELECT cash_minor AS cashMinor FROM wallets WHERE user_id = ?').get(userId) as { cashMinor: number };
  if (amountMinor > cashMinor) throw refusal(400, 'INSUFFICIENT_FUNDS', 'Insufficient funds', { field: 'amount' });
}

const invalidField = (field: string, message: string) => refusal(400, 'INVALID_FIELD', message, { field });

// ---- the crypto quote ------------------------------------------------------------------------------

interface QuoteRow {
  id: string; userId: number; paymentMethod: string; amountMinor: number; feeMinor: number; coin: string; network: string;
  address: string; rate: number; receiveUnits: number; expiresAt: string; usedAt: string | null;
}

const quoteById = (ctx: SandboxContext, id: string) => sql(ctx.db, `SELECT id, user_id AS userId, payment_method AS paymentMethod,
    amount_minor AS amountMinor, fee_minor AS feeMinor, coin, network, address, rate, receive_units AS receiveUnits,
    expires_at AS expiresAt, used_at AS usedAt FROM withdraw_quotes WHERE id = ?`).get(id) as QuoteRow | undefined;

export interface QuoteView {
  quoteId: string; amount: number; fee: number; currencyCode: string; coin: string; network: string; rate: number; receive: number;
  walletAddress: string; expiresAt: string;
}

/**
 * The calculate step (POST /api/user/withdraw/calculate). Refusals, in order: the blocked reasons (409),
 * METHOD_NOT_AVAILABLE 422 (also a method that is not crypto), AMOUNT_BELOW_ZERO 422, the schema (400),
 * NETWORK_REQUIRED 422 {networks}, the wallet address (400 field walletAddress), amount decimals (400),
 * INSUFFICIENT_FUNDS 400, AMOUNT_BELOW_FEE 422, then the stored failure: CALCULATION_FAILED 502.
 */
export function calculateWithdrawal(ctx: SandboxContext, userId: number, raw: unknown, settings: Record<string, unknown> = {}, scope: string | null = null): QuoteView {
  const { user, method } = gate(ctx, userId, asBody(raw).paymentMethod, settings);
  // The method's own coin (its record's coin field), as the deposit page's rate call asks it.
  const coin = method.coin;
  if (withdrawalForm(method) !== 'crypto' || !coin) {
    throw refusal(422, 'METHOD_NOT_AVAILABLE', 'This payment method has no calculate step.', { paymentMethod: method.name, reason: 'notCrypto' });
  }
  checkAmountAboveZero(asBody(raw).amount);
  const body = validateBody<WithdrawCalculateRequest>('api/withdraw-calculate.request', raw);
  const network = methodNetwork(method, body.network);
  if (!network) throw refusal(422, 'NETWORK_REQUIRED', 'Please select network', { field: 'network', networks: method.networks ?? [] });
  const [problem] = withdrawalDetailsProblems('crypto', { walletAddress: body.walletAddress, network });
  if (problem) throw invalidField(problem.field, detailMessage(problem.field, problem.keyword));

  const decimals = decimalsOfCurrency(ctx, user.currency_code);
  const amountMinor = toMinor(body.amount, decimals);
  checkFunds(ctx, userId, amountMinor);
  const feeMinor = withdrawalFeeMinor(amountMinor, decimals);
  // The rate GET /api/user/crypto-rate answers this player's browser (a test's rate in its scope included); a
  // rate that cannot be had is a calculation failure for the player (spec 8 'Error calculating withdrawal').
  let rate: number;
  try {
    rate = coinRate(ctx, coin, scope);
  } catch {
    throw failed('calculate');
  }
  const units = receiveUnits(amountMinor - feeMinor, decimals, rate);
  if (units <= 0) {
    throw refusal(422, 'AMOUNT_BELOW_FEE', 'The amount does not cover the withdrawal fee.', { field: 'amount', fee: toMajor(feeMinor, decimals) });
  }
  if (takeFailure(ctx, 'calculate')) throw failed('calculate');

  const now = ctx.now();
  const id = randomBytes(16).toString('hex');
  const expiresAt = new Date(now.getTime() + WITHDRAW_QUOTE_TTL_MS).toISOString();
  const address = body.walletAddress.trim();
  sql(ctx.db, `INSERT INTO withdraw_quotes (id, user_id, payment_method, amount_minor, fee_minor, coin, network, address, rate, receive_units,
      created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    .run(id, userId, method.name, amountMinor, feeMinor, coin, network, address, rate, units, now.toISOString(), expiresAt);
  return {
    quoteId: id, amount: toMajor(amountMinor, decimals), fee: toMajor(feeMinor, decimals), currencyCode: user.currency_code, coin, network, rate,
    receive: unitsToCoin(units), walletAddress: address, expiresAt,
  };
}

/**
 * The quote a crypto withdrawal confirms: QUOTE_REQUIRED 422 without one (or with one that is not the
 * player's for this method), QUOTE_EXPIRED 409 once used or past its expiry (reason used / expired: either
 * way the player calculates again), and 400 QUOTE_MISMATCH when the request's amount, network or address
 * is not the quote's (the quote is what the player saw).
 */
function quoteFor(ctx: SandboxContext, userId: number, method: PaymentMethodSeed, body: WithdrawRequest, amountMinor: number): QuoteRow {
  const quoteId = typeof body.quoteId === 'string' ? body.quoteId.trim() : '';
  if (!quoteId) throw refusal(422, 'QUOTE_REQUIRED', 'A crypto withdrawal confirms the quote of its calculate step: quoteId is required.', { field: 'quoteId' });
  const quote = quoteById(ctx, quoteId);
  if (!quote || quote.userId !== userId || quote.paymentMethod !== method.name) {
    throw refusal(422, 'QUOTE_REQUIRED', 'No quote of yours for this payment method has this quoteId.', { field: 'quoteId' });
  }
  checkQuoteOpen(ctx, quote);
  const mismatch = (field: string, what: string) => refusal(400, 'QUOTE_MISMATCH', `The ${what} is not the quote's.`, { field });
  if (amountMinor !== quote.amountMinor) throw mismatch('amount', 'amount');
  if (methodNetwork({ networks: [quote.network] }, body.details?.network) !== quote.network) throw mismatch('details.network', 'network');
  if (body.details?.walletAddress?.trim() !== quote.address) throw mismatch('details.walletAddress', 'wallet address');
  return quote;
}

function checkQuoteOpen(ctx: SandboxContext, quote: Pick<QuoteRow, 'usedAt' | 'expiresAt'>) {
  if (quote.usedAt) throw refusal(409, 'QUOTE_EXPIRED', 'This quote was already used. Please calculate again.', { field: 'quoteId', reason: 'used' });
  if (quote.expiresAt <= ctx.now().toISOString()) {
    throw refusal(409, 'QUOTE_EXPIRED', 'This quote has expired. Please calculate again.', { field: 'quoteId', reason: 'expired' });
  }
}

// ---- the withdrawal --------------------------------------------------------------------------------

interface WithdrawalRow {
  id: number; userId: number; transactionId: number; requestId: string; paymentMethod: string; amountMinor: number; status: string;
  currencyCode: string; decimals: number; coin: string | null; network: string | null; receiveUnits: number | null;
  details: string | null;
}

const SELECT = `SELECT w.id, w.user_id AS userId, w.transaction_id AS transactionId, w.request_id AS requestId,
    w.payment_method AS paymentMethod, w.amount_minor AS amountMinor, w.status, t.currency_code AS currencyCode, c.decimals,
    q.coin, q.network, q.receive_units AS receiveUnits, w.details
  FROM withdrawals w JOIN transactions t ON t.id = w.transaction_id JOIN currencies c ON c.code = t.currency_code
  LEFT JOIN withdraw_quotes q ON q.id = w.quote_id`;

const byId = (ctx: SandboxContext, id: number) => sql(ctx.db, `${SELECT} WHERE w.id = ?`).get(id) as WithdrawalRow | undefined;
const byRequest = (ctx: SandboxContext, userId: number, requestId: string) =>
  sql(ctx.db, `${SELECT} WHERE w.user_id = ? AND w.request_id = ?`).get(userId, requestId) as WithdrawalRow | undefined;

export interface WithdrawalView {
  transactionId: number; requestId: string; status: string; amount: number; currencyCode: string; paymentMethod: string;
  receive: number | null; coin: string | null; network: string | null;
  /** What the withdrawal keeps of its details: the method's form fields and the brand's own (issue 26). */
  details: Record<string, string>;
}

const view = (row: WithdrawalRow): WithdrawalView => ({
  transactionId: row.transactionId, requestId: row.requestId, status: row.status, amount: toMajor(row.amountMinor, row.decimals),
  currencyCode: row.currencyCode, paymentMethod: row.paymentMethod, receive: row.receiveUnits === null ? null : unitsToCoin(row.receiveUnits),
  coin: row.coin, network: row.network, details: row.details ? (JSON.parse(row.details) as Record<string, string>) : {},
});

function checkDetails(form: WithdrawalForm, body: WithdrawRequest, netbanking: boolean) {
  const [problem] = withdrawalDetailsProblems(form, body.details, { netbanking });
  if (problem) throw invalidField(`details.${problem.field}`, detailMessage(problem.field, problem.keyword));
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === 'SQLITE_CONSTRAINT_UNIQUE';

/**
 * A withdrawal request (POST /api/user/withdraw). A requestId the player already used answers that
 * withdrawal and creates nothing, before any other check: its money already left, so refusing the repeat
 * would tell the player it had not. Then, in order: the blocked reasons (409), METHOD_NOT_AVAILABLE 422,
 * AMOUNT_BELOW_ZERO 422, the schema (400), the details of the method's form (400 field details.*), amount
 * decimals (400), for crypto the quote (QUOTE_REQUIRED 422, QUOTE_EXPIRED 409, QUOTE_MISMATCH 400),
 * INSUFFICIENT_FUNDS 400, and the stored failure: WITHDRAWAL_FAILED 502, with nothing moved.
 */
export function requestWithdrawal(ctx: SandboxContext, userId: number, raw: unknown, settings: Record<string, unknown> = {}): { withdrawal: WithdrawalView; created: boolean } {
  const replay = (requestId: unknown) => {
    const existing = typeof requestId === 'string' ? byRequest(ctx, userId, requestId) : undefined;
    return existing ? { withdrawal: view(existing), created: false } : null;
  };
  const earlier = replay(asBody(raw).requestId);
  if (earlier) return earlier;

  const { user, method } = gate(ctx, userId, asBody(raw).paymentMethod, settings);
  checkAmountAboveZero(asBody(raw).amount);
  const body = validateBody<WithdrawRequest>('api/withdraw.request', raw);
  const form = withdrawalForm(method);
  const netbanking = isNetbanking(method);
  checkDetails(form, body, netbanking);
  const amountMinor = toMinor(body.amount, decimalsOfCurrency(ctx, user.currency_code));
  const quote = form === 'crypto' ? quoteFor(ctx, userId, method, body, amountMinor) : null;
  const details = JSON.stringify(withdrawalDetailsOfForm(form, body.details, { netbanking }));
  const methodName = method.paymentMethod ?? method.name;
  const now = ctx.now();

  let outcome: { id: number; cash: CashResult } | 'failed' | null;
  try {
    outcome = ctx.db.transaction(() => {
      // Again under the write lock: a duplicate that raced this one answers its withdrawal; a quote
      // another request confirmed meanwhile is used; the cash may have gone.
      if (byRequest(ctx, userId, body.requestId)) return null;
      if (quote) checkQuoteOpen(ctx, quoteById(ctx, quote.id)!);
      checkFunds(ctx, userId, amountMinor);
      // The provider refused: only the stored failure is taken (committed), no money moves.
      if (takeFailure(ctx, 'withdraw')) return 'failed' as const;
      const cash = changeCash(ctx.db, userId, { amountMinor: -amountMinor, type: 'withdrawal', status: 'pending', paymentMethod: methodName }, now);
      const inserted = sql(ctx.db, `INSERT INTO withdrawals (user_id, transaction_id, request_id, payment_method, amount_minor, details, quote_id,
          status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'requested', ?)`)
        .run(userId, cash.transactionId, body.requestId, methodName, amountMinor, details, quote?.id ?? null, now.toISOString());
      const id = Number(inserted.lastInsertRowid);
      sql(ctx.db, 'UPDATE transactions SET reference = ? WHERE id = ?').run(`withdrawal:${id}`, cash.transactionId);
      if (quote) sql(ctx.db, 'UPDATE withdraw_quotes SET used_at = ? WHERE id = ?').run(now.toISOString(), quote.id);
      return { id, cash };
    }).immediate();
  } catch (error) {
    // Only the idempotency key's UNIQUE index makes a violation worth answering with the earlier withdrawal.
    const again = isUniqueViolation(error) ? replay(body.requestId) : null;
    if (!again) throw error;
    return again;
  }
  if (outcome === 'failed') throw failed('withdraw');
  if (!outcome) return replay(body.requestId)!;
  announceCashChange(ctx, userId, 'withdrawal', outcome.cash);
  return { withdrawal: view(byId(ctx, outcome.id)!), created: true };
}

export const DECISIONS = ['confirmed', 'rejected'] as const;
export type Decision = (typeof DECISIONS)[number];

/**
 * The operator's decision (POST /api/sandbox/withdrawals/decide): confirmed completes the ledger row;
 * rejected marks it rejected and returns the money with a credit row of its own (reference
 * withdrawal-return:<id>; type withdrawal, so rakeback's net gaming revenue, which counts game credits, is
 * untouched). Only a requested withdrawal can be decided (409 NOT_REQUESTED otherwise); 404 for an unknown one.
 */
export function decideWithdrawal(ctx: SandboxContext, transactionId: number, decision: Decision): WithdrawalView {
  const found = sql(ctx.db, `${SELECT} WHERE w.transaction_id = ?`).get(transactionId) as WithdrawalRow | undefined;
  if (!found) throw refusal(404, 'WITHDRAWAL_NOT_FOUND', 'No withdrawal has this transactionId.');
  const now = ctx.now();
  const returned = ctx.db.transaction((): CashResult | null => {
    const row = byId(ctx, found.id)!;
    if (row.status !== 'requested') throw refusal(409, 'NOT_REQUESTED', `This withdrawal was already ${row.status}.`, { status: row.status });
    sql(ctx.db, 'UPDATE withdrawals SET status = ?, decided_at = ? WHERE id = ?').run(decision, now.toISOString(), row.id);
    sql(ctx.db, 'UPDATE transactions SET status = ? WHERE id = ?').run(decision === 'confirmed' ? 'completed' : 'rejected', row.transactionId);
    if (decision === 'confirmed') return null;
    return changeCash(ctx.db, row.userId, {
      amountMinor: row.amountMinor, type: 'withdrawal', status: 'completed', paymentMethod: row.paymentMethod, reference: `withdrawal-return:${row.id}`,
    }, now);
  }).immediate();
  if (returned) announceCashChange(ctx, found.userId, 'withdrawal', returned);
  const decided = view(byId(ctx, found.id)!);
  announceWithdrawalStatus(ctx, found.userId, {
    transactionId: decided.transactionId, status: decision === 'confirmed' ? 'completed' : 'rejected', decision, amount: decided.amount, paymentMethod: decided.paymentMethod,
  });
  return decided;
}

/** The deposit wagering requirement of spec 5 (POST /api/sandbox/deposit-wager). */
export function setDepositWagerComplete(ctx: SandboxContext, userId: number, complete: boolean): void {
  sql(ctx.db, 'UPDATE users SET deposit_wager_complete = ?, updated_at = ? WHERE id = ?').run(complete ? 1 : 0, ctx.now().toISOString(), userId);
}

/** POST /api/sandbox/withdrawals/next: failed stores that the next call of the step fails; success forgets it. */
export function setNextWithdrawalResult(ctx: SandboxContext, step: WithdrawalStep, result: 'success' | 'failed'): void {
  const key = WITHDRAWAL_FAILURE_KEYS[step];
  if (result === 'failed') setMeta(ctx.db, key, 'failed');
  else sql(ctx.db, 'DELETE FROM meta WHERE key = ?').run(key);
}
