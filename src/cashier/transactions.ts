// The transactions page's rules (/profile/transactions, spec 2.1), pure: the kinds of transaction, how a
// row's amount and payment method read, and which realtime events change the list. The page itself is a
// brand document (brands/curacao/pages/transactions.json: its filters, columns, paging and realtime
// refetch are declared there; tests/component/transactions.test.tsx checks it keeps to these rules). The
// spec shows neither the page nor its API, so the type names are ours; the statuses are spec 3's.
import { formatWalletAmount } from '../platform/wallet';

/** The kinds of schemas/api/transaction.schema.json, in the order the type filter offers them. */
export const TRANSACTION_TYPES = ['deposit', 'withdrawal', 'debit', 'credit', 'globalCredit', 'rakeback'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const isTransactionType = (value: unknown): value is TransactionType =>
  typeof value === 'string' && (TRANSACTION_TYPES as readonly string[]).includes(value);

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
 * money moving for a withdrawal (its debit, or the credit of a rejected one), or the operator deciding a
 * withdrawal (withdrawalStatus, ours: a confirmed one moves no money but its row's status). Bets and wins do not: the
 * list shows only cashier transactions, and a game in another tab would otherwise reload it every spin.
 */
export function changesTransactions(event: string, detail: unknown): boolean {
  if (event === 'deposit' || event === 'failedDeposit' || event === 'withdrawalStatus') return true;
  if (event !== 'debit' && event !== 'credit') return false;
  const type = (detail as { type?: unknown } | null)?.type;
  return type === 'withdrawal' || type === 'deposit';
}
