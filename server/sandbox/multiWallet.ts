// Issue 15 useMultiWallet (spec 3 App settings feature switch): a player may hold a wallet per currency. The
// active wallet is the player's row in `wallets`, so everything that reads or writes a balance (get-user-details'
// userWallet, the socket's balance/debit/credit events, deposits, withdrawals, play, bonuses) uses the active one
// unchanged; the other wallets wait in `held_wallets` (migration 24). A switch swaps the two rows and sets the
// player's currencyCode to the active wallet's (deposits, withdrawals, limits and play read the player's currency),
// all in one IMMEDIATE transaction. With the switch off nothing here is reachable but the control endpoint's
// credit of the active wallet, so the single-wallet behaviour is exactly as before.
import type { FastifyRequest } from 'fastify';
import type { SandboxContext } from './context';
import { sql, type Db } from './db';
import { HttpError } from './errors';
import { currentSettings } from './settings';
import { applyToWallet, balanceOf, toMajor, toMinor } from './wallet';

/** A refusal of the multi-wallet calls: {success: false, code, message, field?} with its status. */
const refusal = (status: number, code: string, message: string, field?: string, more: Record<string, unknown> = {}) =>
  new HttpError(status, message, { code, field, details: { success: false, ...more } });

export interface WalletEntry { currency: string; amount: number; nonCash: number; total: number; active: boolean }

interface WalletListRow { currency: string; cashMinor: number; nonCashMinor: number; decimals: number; active: number }

/** Whether useMultiWallet is on for this request (the run-time settings, scoped by the request's cookie). */
export const multiWalletOn = (ctx: SandboxContext, request: Pick<FastifyRequest, 'headers'>): boolean =>
  currentSettings(ctx, request).useMultiWallet === true;

/** The clear refusal of the multi-wallet calls while useMultiWallet is off. */
export function requireMultiWallet(ctx: SandboxContext, request: Pick<FastifyRequest, 'headers'>): void {
  if (!multiWalletOn(ctx, request)) throw refusal(409, 'MULTI_WALLET_OFF', 'Multiple wallets are not available');
}

/** The player's wallets: the active one first, then the others by currency code; amounts in major units. */
export function listWallets(db: Db, userId: number): WalletEntry[] {
  const rows = sql(db, `SELECT w.currency_code AS currency, w.cash_minor AS cashMinor, w.non_cash_minor AS nonCashMinor, c.decimals, 1 AS active
        FROM wallets w JOIN currencies c ON c.code = w.currency_code WHERE w.user_id = @userId
      UNION ALL
      SELECT h.currency_code, h.cash_minor, h.non_cash_minor, c.decimals, 0
        FROM held_wallets h JOIN currencies c ON c.code = h.currency_code WHERE h.user_id = @userId
      ORDER BY active DESC, currency`).all({ userId }) as WalletListRow[];
  return rows.map((row) => ({
    currency: row.currency,
    amount: toMajor(row.cashMinor, row.decimals),
    nonCash: toMajor(row.nonCashMinor, row.decimals),
    total: toMajor(row.cashMinor + row.nonCashMinor, row.decimals),
    active: row.active === 1,
  }));
}

function currencyDecimals(db: Db, code: string): number {
  const row = sql(db, 'SELECT decimals FROM currencies WHERE code = ?').get(code) as { decimals: number } | undefined;
  if (!row) throw refusal(400, 'UNKNOWN_CURRENCY', 'This currency is not available', 'currency');
  return row.decimals;
}

const activeCurrency = (db: Db, userId: number): string =>
  (sql(db, 'SELECT currency_code AS code FROM wallets WHERE user_id = ?').get(userId) as { code: string }).code;

const isHeld = (db: Db, userId: number, code: string): boolean =>
  sql(db, 'SELECT 1 FROM held_wallets WHERE user_id = ? AND currency_code = ?').get(userId, code) !== undefined;

/** Opens an empty wallet in a currency of the sandbox; refused for an unknown currency or one already open. */
export function openWallet(db: Db, userId: number, code: string): void {
  currencyDecimals(db, code);
  db.transaction(() => {
    if (activeCurrency(db, userId) === code || isHeld(db, userId, code)) {
      throw refusal(409, 'WALLET_ALREADY_OPEN', 'You already have a wallet in this currency', 'currency');
    }
    sql(db, 'INSERT INTO held_wallets (user_id, currency_code) VALUES (?, ?)').run(userId, code);
  }).immediate();
}

// Money on its way (a deposit not settled, a withdrawal not decided) and a running bonus belong to the active
// wallet: settling them after a switch would move them into another currency's wallet, so the switch waits.
const FINAL_STATUSES = "('completed', 'failed', 'rejected', 'cancelled')";

// The refusal says which (reason payment or bonus), so the player's page can say why in its own words.
function switchBlocker(db: Db, userId: number): { reason: 'payment' | 'bonus'; message: string } | null {
  const open = sql(db, `SELECT 1 FROM transactions WHERE user_id = ? AND type IN ('deposit', 'withdrawal') AND status NOT IN ${FINAL_STATUSES} LIMIT 1`).get(userId);
  if (open) return { reason: 'payment', message: 'A payment is still being processed: switch your wallet when it is done' };
  const bonus = sql(db, "SELECT 1 FROM player_bonuses WHERE user_id = ? AND status = 'active' LIMIT 1").get(userId);
  if (bonus) return { reason: 'bonus', message: 'A bonus is running on your wallet: switch your wallet when it has ended' };
  return null;
}

/**
 * Makes the wallet in `code` the active one: the active row goes to held_wallets, the chosen one takes its place,
 * and the player's currencyCode follows; then the new `balance` goes to the player's sockets. Switching to the
 * active wallet changes nothing.
 */
export function switchWallet(ctx: SandboxContext, userId: number, code: string): void {
  const db = ctx.db;
  const switched = db.transaction((): boolean => {
    const active = sql(db, 'SELECT currency_code AS code, cash_minor AS cash, non_cash_minor AS nonCash FROM wallets WHERE user_id = ?')
      .get(userId) as { code: string; cash: number; nonCash: number };
    if (active.code === code) return false;
    const target = sql(db, 'SELECT cash_minor AS cash, non_cash_minor AS nonCash FROM held_wallets WHERE user_id = ? AND currency_code = ?')
      .get(userId, code) as { cash: number; nonCash: number } | undefined;
    if (!target) throw refusal(404, 'WALLET_NOT_OPEN', 'You have no wallet in this currency', 'currency');
    const blocker = switchBlocker(db, userId);
    if (blocker) throw refusal(409, 'WALLET_SWITCH_BLOCKED', blocker.message, undefined, { reason: blocker.reason });
    sql(db, 'DELETE FROM held_wallets WHERE user_id = ? AND currency_code = ?').run(userId, code);
    sql(db, 'INSERT INTO held_wallets (user_id, currency_code, cash_minor, non_cash_minor) VALUES (?, ?, ?, ?)').run(userId, active.code, active.cash, active.nonCash);
    sql(db, 'UPDATE wallets SET currency_code = ?, cash_minor = ?, non_cash_minor = ? WHERE user_id = ?').run(code, target.cash, target.nonCash, userId);
    sql(db, 'UPDATE users SET currency_code = ? WHERE id = ?').run(code, userId);
    return true;
  }).immediate();
  if (switched) {
    const { cash, nonCash, total, currencyCode } = balanceOf(db, userId);
    ctx.bus.emit('player', userId, 'balance', { cash, nonCash, total, currencyCode });
  }
}

/**
 * The control endpoint's credit (POST /api/sandbox/wallets): the active wallet's goes through the wallet (ledger
 * row, credit and balance events); a held wallet's is a ledger row in its currency, with no event (the player's
 * pages show the active wallet). Answers the wallet as listed.
 */
export function creditWallet(ctx: SandboxContext, userId: number, code: string, amount: number): WalletEntry {
  const decimals = currencyDecimals(ctx.db, code);
  if (activeCurrency(ctx.db, userId) === code) {
    applyToWallet(ctx, userId, amount, 'credit', 'sandbox:wallets');
  } else {
    const amountMinor = toMinor(amount, decimals);
    if (amountMinor <= 0) throw refusal(400, 'AMOUNT_BELOW_ZERO', 'amount must be greater than 0', 'amount');
    ctx.db.transaction(() => {
      const updated = sql(ctx.db, 'UPDATE held_wallets SET cash_minor = cash_minor + ? WHERE user_id = ? AND currency_code = ?').run(amountMinor, userId, code);
      if (updated.changes === 0) throw refusal(404, 'WALLET_NOT_OPEN', 'The player has no wallet in this currency', 'currency');
      const { cash } = sql(ctx.db, 'SELECT cash_minor AS cash FROM held_wallets WHERE user_id = ? AND currency_code = ?').get(userId, code) as { cash: number };
      sql(ctx.db, `INSERT INTO transactions (user_id, type, amount_minor, balance_after_minor, currency_code, status, reference, created_at)
          VALUES (?, 'credit', ?, ?, ?, 'completed', 'sandbox:wallets', ?)`).run(userId, amountMinor, cash, code, ctx.now().toISOString());
    }).immediate();
  }
  return listWallets(ctx.db, userId).find((wallet) => wallet.currency === code)!;
}
