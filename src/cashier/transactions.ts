// The transactions page (/profile/transactions, spec 2.1) as pure rules: which filters exist, how the
// address query holds them (?type=deposit&status=completed&page=2, so reload, Back and a shared link
// keep them), how a row's type, amount and payment method read. The spec shows neither the page nor its
// API, so the type names and wording are ours; the statuses are spec 3's (src/cashier/statuses.ts).
import type { TransactionStatus } from '../generated/types/api/enums';
import { TRANSACTION_STATUSES, isStatus } from './statuses';
import { formatWalletAmount } from '../platform/wallet';

/** The kinds of schemas/api/transaction.schema.json, in the order the type filter offers them. */
export const TRANSACTION_TYPES = ['deposit', 'withdrawal', 'debit', 'credit', 'globalCredit', 'rakeback'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const isTransactionType = (value: unknown): value is TransactionType =>
  typeof value === 'string' && (TRANSACTION_TYPES as readonly string[]).includes(value);

/** The label of one row's type ("Deposit", "Bet"); a kind a newer platform adds reads "Other", never a raw code. */
export const typeLabelKey = (type: unknown): string =>
  `text.cashier.transactions.type.${isTransactionType(type) ? type : 'unknown'}`;

/** The type filter's option of a kind, in the plural ("Deposits", "Bets"). */
export const typeFilterKey = (type: TransactionType): string => `text.cashier.transactions.filters.types.${type}`;

export const DEFAULT_PAGE_SIZE = 20;

export interface TransactionQuery {
  type: TransactionType | null;
  status: TransactionStatus | null;
  /** From 1. */
  page: number;
}

const first = (search: URLSearchParams, name: string) => search.get(name)?.trim() ?? '';

/**
 * The filters and page of an address query. A value the page does not know (?status=bogus, ?page=-3,
 * ?page=2.5) is ignored and the default used, so a hand-edited or stale link shows the list, not an error.
 */
export function readTransactionQuery(search: URLSearchParams): TransactionQuery {
  const type = first(search, 'type');
  const status = first(search, 'status');
  const page = first(search, 'page');
  return {
    type: isTransactionType(type) ? type : null,
    status: isStatus('transaction', status) ? (status as TransactionStatus) : null,
    page: /^\d{1,6}$/.test(page) && Number(page) >= 1 ? Number(page) : 1,
  };
}

/**
 * The address query after a change. The three parameters are written from what was read (so a bad value
 * disappears at the first change) and defaults are left out (no ?page=1); other parameters (a ?modal=)
 * are kept. A filter change goes back to page 1: the old page number means nothing in another list.
 */
export function writeTransactionQuery(search: URLSearchParams, change: Partial<TransactionQuery>): URLSearchParams {
  const current = readTransactionQuery(search);
  const filterChanged = ('type' in change && change.type !== current.type) || ('status' in change && change.status !== current.status);
  const next: TransactionQuery = { ...current, ...change, page: change.page ?? (filterChanged ? 1 : current.page) };
  const out = new URLSearchParams(search);
  for (const name of ['type', 'status', 'page']) out.delete(name);
  if (next.type) out.set('type', next.type);
  if (next.status) out.set('status', next.status);
  if (next.page > 1) out.set('page', String(next.page));
  return out;
}

/** How many pages a count fills; an empty list is still one page ("Page 1 of 1"). */
export const pageCount = (count: unknown, pageSize: number): number =>
  typeof count === 'number' && Number.isFinite(count) && count > 0 ? Math.ceil(count / Math.max(1, pageSize)) : 1;

/** The filter options of the status select: spec 3's transaction statuses in the spec's order. */
export const STATUS_FILTERS: readonly TransactionStatus[] = TRANSACTION_STATUSES;

export interface MoneyFormat {
  locale?: string;
  /** The player's wallet currency: its symbol and crypto flag apply to rows in that currency. */
  wallet?: { currencyCode?: string | null; currencySymbol?: string | null; isCrypto?: boolean | null };
}

/**
 * A row's amount as the player reads it, with its sign: "+€45.00", "−€120.00" (a true minus sign, which
 * screen readers say as "minus"). The wallet's one way of showing money (src/platform/wallet.ts): fiat 2
 * decimals, crypto up to 8. Rows in the wallet's currency use its symbol; another currency shows its code.
 */
export function formatSignedAmount(amount: number, currencyCode: string | null | undefined, format: MoneyFormat = {}): string {
  if (!Number.isFinite(amount)) return '';
  const wallet = format.wallet;
  const inWalletCurrency = Boolean(wallet?.currencyCode && currencyCode && wallet.currencyCode.toUpperCase() === currencyCode.toUpperCase());
  const shown = formatWalletAmount(Math.abs(amount), {
    locale: format.locale,
    currencyCode: currencyCode ?? null,
    currencySymbol: inWalletCurrency ? wallet?.currencySymbol : null,
    isCrypto: inWalletCurrency ? wallet?.isCrypto : false,
  });
  if (amount > 0) return `+${shown}`;
  if (amount < 0) return `\u2212${shown}`;
  return shown;
}

/**
 * A payment method's code as a name ("bank_transfer" -> "Bank transfer"). Rows carry only the code;
 * asking get-payments for titles would be another call, and a method no longer offered to the player
 * would still have to fall back to this.
 */
export function paymentMethodName(code: unknown): string {
  if (typeof code !== 'string') return '';
  const words = code.trim().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ');
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : '';
}

/**
 * Whether a wallet socket event (spec 7) changes the transactions list: a deposit settling either way, or
 * money moving for a withdrawal (its debit, or the credit of a rejected one). Bets and wins do not: the
 * list shows only cashier transactions, and a game in another tab would otherwise reload it every spin.
 */
export function changesTransactions(event: string, detail: unknown): boolean {
  if (event === 'deposit' || event === 'failedDeposit') return true;
  if (event !== 'debit' && event !== 'credit') return false;
  const type = (detail as { type?: unknown } | null)?.type;
  return type === 'withdrawal' || type === 'deposit';
}
