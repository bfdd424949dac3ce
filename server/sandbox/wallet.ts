// The wallet: balances in integer minor units (no float drift), every change a row in transactions,
// and each debit a SQLite transaction that checks the balance, so concurrent debits can never overdraw
// (the guarded UPDATE re-checks inside the write lock; the table's CHECK is the last guard). The
// realtime events of spec 7 go out after the change is committed.
import { badRequest, HttpError } from './errors';
import { sql, type Db } from './db';
import type { PlayerEvent, SandboxContext } from './context';

export interface Balance { cash: number; nonCash: number; total: number; currencyCode: string }

interface WalletRow { cashMinor: number; nonCashMinor: number; currencyCode: string; decimals: number }

function walletRow(db: Db, userId: number): WalletRow {
  const row = sql(db, `SELECT w.cash_minor AS cashMinor, w.non_cash_minor AS nonCashMinor, w.currency_code AS currencyCode, c.decimals
      FROM wallets w JOIN currencies c ON c.code = w.currency_code WHERE w.user_id = ?`).get(userId) as WalletRow | undefined;
  if (!row) throw new HttpError(404, 'Not found');
  return row;
}

export const toMajor = (minor: number, decimals: number) => Number((minor / 10 ** decimals).toFixed(decimals));

/** A major-unit amount in minor units; refuses more decimals than the currency has. */
export function toMinor(amount: number, decimals: number, field = 'amount'): number {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) throw badRequest(`${field} must be a number`, field);
  const scaled = amount * 10 ** decimals;
  const minor = Math.round(scaled);
  // A tiny amount (1e-9) rounds to 0 within the float tolerance: it still has more decimals than the currency.
  if (Math.abs(scaled - minor) > 1e-6 || (minor === 0 && amount !== 0)) throw badRequest(`${field} has more than ${decimals} decimals`, field);
  if (!Number.isSafeInteger(minor)) throw badRequest(`${field} is too large`, field);
  return minor;
}

const view = (row: WalletRow): Balance => ({
  cash: toMajor(row.cashMinor, row.decimals),
  nonCash: toMajor(row.nonCashMinor, row.decimals),
  total: toMajor(row.cashMinor + row.nonCashMinor, row.decimals),
  currencyCode: row.currencyCode,
});

export function balanceOf(db: Db, userId: number): Balance {
  return view(walletRow(db, userId));
}

export function decimalsOf(db: Db, userId: number): number {
  return walletRow(db, userId).decimals;
}

export type TransactionType = 'credit' | 'debit' | 'globalCredit' | 'deposit' | 'rakeback' | 'withdrawal';

export interface CashChange {
  /** Signed: positive credits, negative debits. */
  amountMinor: number;
  type: TransactionType;
  status?: string;
  paymentMethod?: string | null;
  reference?: string | null;
  /** When the change happened (the seed back-dates its history). */
  at?: Date;
}

export interface CashResult { transactionId: number; amountMinor: number; balance: Balance }

export class InsufficientFunds extends HttpError {
  constructor() {
    super(400, 'Insufficient funds', { field: 'amount', code: 'INSUFFICIENT_FUNDS' });
  }
}

/**
 * Applies one signed change to the cash balance and records it, in one IMMEDIATE transaction (the write
 * lock is taken before the balance is read, so two writers, even in two processes, cannot both pass the
 * check). A debit larger than the balance throws InsufficientFunds and changes nothing.
 */
export function changeCash(db: Db, userId: number, change: CashChange, now: Date): CashResult {
  return db.transaction((): CashResult => {
    const before = walletRow(db, userId);
    const updated = sql(db, 'UPDATE wallets SET cash_minor = cash_minor + @amount WHERE user_id = @userId AND cash_minor + @amount >= 0')
      .run({ amount: change.amountMinor, userId });
    if (updated.changes === 0) throw new InsufficientFunds();
    const after = walletRow(db, userId);
    const inserted = sql(db, `INSERT INTO transactions (user_id, type, amount_minor, balance_after_minor, currency_code, status, payment_method, reference, created_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(userId, change.type, change.amountMinor, after.cashMinor, before.currencyCode,
      change.status ?? 'completed', change.paymentMethod ?? null, change.reference ?? null, (change.at ?? now).toISOString());
    if (change.type === 'deposit') {
      sql(db, 'UPDATE users SET deposit_count = deposit_count + 1, total_deposit_minor = total_deposit_minor + ? WHERE id = ?').run(change.amountMinor, userId);
    }
    return { transactionId: Number(inserted.lastInsertRowid), amountMinor: change.amountMinor, balance: view(after) };
  }).immediate();
}

function emit(ctx: SandboxContext, userId: number, event: PlayerEvent, payload: Record<string, unknown>) {
  ctx.bus.emit('player', userId, event, payload);
}

const balancePayload = (balance: Balance) => ({ cash: balance.cash, nonCash: balance.nonCash, total: balance.total, currencyCode: balance.currencyCode });

/**
 * Credits (a win: `credit`, an operator's credit: `globalCredit`, a rakeback claim) or debits (a bet:
 * `debit`) a player and emits the event and the new `balance` to the player's sockets.
 */
export function applyToWallet(ctx: SandboxContext, userId: number, amount: number, type: Exclude<TransactionType, 'deposit'>, reference?: string): CashResult {
  const decimals = decimalsOf(ctx.db, userId);
  const amountMinor = toMinor(amount, decimals);
  if (amountMinor === 0) throw badRequest('amount must not be 0', 'amount');
  const result = changeCash(ctx.db, userId, { amountMinor, type, reference }, ctx.now());
  announceCashChange(ctx, userId, type, result);
  return result;
}

/** The realtime events of a committed cash change: debit, credit or globalCredit, then balance. */
export function announceCashChange(ctx: SandboxContext, userId: number, type: TransactionType, result: CashResult): void {
  const decimals = decimalsOf(ctx.db, userId);
  const event: PlayerEvent = type === 'globalCredit' ? 'globalCredit' : result.amountMinor < 0 ? 'debit' : 'credit';
  emit(ctx, userId, event, { amount: toMajor(Math.abs(result.amountMinor), decimals), type, transactionId: result.transactionId, ...balancePayload(result.balance) });
  emit(ctx, userId, 'balance', balancePayload(result.balance));
}

/** A successful deposit: credits the cash, counts the deposit and emits `deposit` (with count) and `balance`. */
export function recordDeposit(ctx: SandboxContext, userId: number, amount: number, paymentMethod: string | null): CashResult & { count: number } {
  const decimals = decimalsOf(ctx.db, userId);
  const amountMinor = toMinor(amount, decimals);
  if (amountMinor <= 0) throw badRequest('amount must be greater than 0', 'amount', 'AMOUNT_BELOW_ZERO');
  const result = changeCash(ctx.db, userId, { amountMinor, type: 'deposit', paymentMethod }, ctx.now());
  const { count } = sql(ctx.db, 'SELECT deposit_count AS count FROM users WHERE id = ?').get(userId) as { count: number };
  const done = { ...result, count };
  announceDeposit(ctx, userId, done, paymentMethod);
  return done;
}

/** The realtime events of a committed successful deposit: `deposit` (with the player's count), then `balance`. */
export function announceDeposit(ctx: SandboxContext, userId: number, done: CashResult & { count: number }, paymentMethod: string | null): void {
  const amount = toMajor(done.amountMinor, decimalsOf(ctx.db, userId));
  emit(ctx, userId, 'deposit', { amount, count: done.count, paymentMethod, transactionId: done.transactionId, ...balancePayload(done.balance) });
  emit(ctx, userId, 'balance', balancePayload(done.balance));
}

export interface FailedDeposit { amount: number; paymentMethod: string | null; status: string; transactionId: number; code?: string; reason?: string }

/** The realtime `failedDeposit` event (spec 4: it opens the failed dialog), after the commit. */
export function announceFailedDeposit(ctx: SandboxContext, userId: number, failed: FailedDeposit): void {
  emit(ctx, userId, 'failedDeposit', { ...failed });
}

/**
 * Ours (issue 15): the operator decided a withdrawal (POST /api/sandbox/withdrawals/decide). `withdrawalStatus`
 * {transactionId, status (the ledger row's: completed or rejected), decision, amount, paymentMethod}, after the
 * commit, so an open transactions page fetches the row's new status.
 */
export function announceWithdrawalStatus(ctx: SandboxContext, userId: number, payload: { transactionId: number; status: string; decision: string; amount: number; paymentMethod: string | null }): void {
  emit(ctx, userId, 'withdrawalStatus', { ...payload });
}

/** Statuses of a deposit that did not go through and will not (spec 3): they emit `failedDeposit`. */
export const FAILED_DEPOSIT_STATUSES: ReadonlySet<string> = new Set(['failed', 'rejected', 'cancelled']);

/**
 * A deposit that did not go through: recorded with its status (the balance is untouched, so the ledger
 * is the sum of the completed rows), and `failedDeposit` for failed, declined and cancelled ones.
 */
export function recordUnsuccessfulDeposit(ctx: SandboxContext, userId: number, amount: number, paymentMethod: string | null, status: string): number {
  const decimals = decimalsOf(ctx.db, userId);
  const amountMinor = toMinor(amount, decimals);
  if (amountMinor <= 0) throw badRequest('amount must be greater than 0', 'amount', 'AMOUNT_BELOW_ZERO');
  const id = openDepositRow(ctx.db, userId, amountMinor, paymentMethod, status, ctx.now());
  if (FAILED_DEPOSIT_STATUSES.has(status)) announceFailedDeposit(ctx, userId, { amount, paymentMethod, status, transactionId: id });
  return id;
}

/**
 * A deposit's ledger row before its money arrives (or with a status that never brings it): the amount it
 * stands for, with the balance untouched. The row keeps its id from then on, so the id the cashier gets
 * is the one the transactions page shows.
 */
export function openDepositRow(db: Db, userId: number, amountMinor: number, paymentMethod: string | null, status: string, now: Date): number {
  const wallet = walletRow(db, userId);
  const inserted = sql(db, `INSERT INTO transactions (user_id, type, amount_minor, balance_after_minor, currency_code, status, payment_method, created_at)
      VALUES (?, 'deposit', ?, ?, ?, ?, ?, ?)`).run(userId, amountMinor, wallet.cashMinor, wallet.currencyCode, status, paymentMethod, now.toISOString());
  return Number(inserted.lastInsertRowid);
}

/** A new status for a deposit row that does not move money (pending, processing, failed, rejected, cancelled). */
export function setDepositRowStatus(db: Db, transactionId: number, status: string): void {
  if (status === 'completed') throw new Error('a completed deposit credits the cash: use completeDepositRow');
  sql(db, "UPDATE transactions SET status = ? WHERE id = ? AND type = 'deposit' AND status != 'completed'").run(status, transactionId);
}

/**
 * Completes an open deposit row: credits its amount to the cash, marks it completed with the balance
 * after, and counts the deposit, in one IMMEDIATE transaction (a savepoint when the caller already holds
 * one). A row that is already completed is refused, so money is never credited twice.
 */
export function completeDepositRow(db: Db, userId: number, transactionId: number): CashResult & { count: number } {
  return db.transaction((): CashResult & { count: number } => {
    const row = sql(db, "SELECT amount_minor AS amountMinor, status FROM transactions WHERE id = ? AND user_id = ? AND type = 'deposit'")
      .get(transactionId, userId) as { amountMinor: number; status: string } | undefined;
    if (!row) throw new HttpError(404, 'Not found');
    if (row.status === 'completed') throw new HttpError(409, 'This deposit is already completed');
    sql(db, 'UPDATE wallets SET cash_minor = cash_minor + ? WHERE user_id = ?').run(row.amountMinor, userId);
    const after = walletRow(db, userId);
    sql(db, "UPDATE transactions SET status = 'completed', balance_after_minor = ? WHERE id = ?").run(after.cashMinor, transactionId);
    sql(db, 'UPDATE users SET deposit_count = deposit_count + 1, total_deposit_minor = total_deposit_minor + ? WHERE id = ?').run(row.amountMinor, userId);
    const { count } = sql(db, 'SELECT deposit_count AS count FROM users WHERE id = ?').get(userId) as { count: number };
    return { transactionId, amountMinor: row.amountMinor, balance: view(after), count };
  }).immediate();
}
