// The wallet rules (spec 4 Auth state: "A wallet event replaces the wallet amounts"; spec 5 Deposit amount:
// fiat amounts show 2 decimals, crypto up to 8) as pure functions, so the session store, the realtime socket
// and the Balance widget share one reading of a wallet event and one way of showing an amount.
import type { UserWallet } from '../generated/types';
import { numberFormat } from './intlFormats';
import { formatEnglishDecimal } from './englishDecimal';

/** The amounts of a realtime `balance` event (spec 7 Realtime socket: cash, nonCash, total). */
export interface WalletEvent {
  cash: number;
  nonCash: number;
  total: number;
  /** The wallet's currency, when the event names it (a multi-wallet switch). */
  currencyCode?: string;
}

function toAmount(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/** A socket payload as a wallet event, or null when it lacks a numeric cash, nonCash or total. */
export function parseWalletEvent(payload: unknown): WalletEvent | null {
  if (!payload || typeof payload !== 'object') return null;
  const p = payload as Record<string, unknown>;
  const cash = toAmount(p.cash);
  const nonCash = toAmount(p.nonCash);
  const total = toAmount(p.total);
  if (cash === null || nonCash === null || total === null) return null;
  return typeof p.currencyCode == 'string' ? { cash, nonCash, total, currencyCode: p.currencyCode } : { cash, nonCash, total };
}

/**
 * A wallet event replaces userWallet.amount, nonCashAmount and totalAmount (spec 4 Auth state); the other
 * user fields and any other wallet fields are kept; an event in another currency than the user's changes nothing. Without a user there is nothing to update: the next
 * get-user-details answer carries the wallet.
 */
export function applyWalletEvent<S extends { user: Record<string, unknown> | null }>(state: S, event: WalletEvent): Pick<S, 'user'> {
  // Another currency's amounts (a wallet switch) are never shown under the old currency: the user's next details
  // bring them with theirs (the layout reloads the user on such an event).
  if (!state.user || (event.currencyCode && event.currencyCode != state.user.currencyCode)) return { user: state.user };
  const wallet = (state.user.userWallet ?? {}) as Partial<UserWallet>;
  const userWallet: UserWallet = { ...wallet, amount: event.cash, nonCashAmount: event.nonCash, totalAmount: event.total };
  return { user: { ...state.user, userWallet } };
}

export type WalletAmount = 'total' | 'cash' | 'nonCash';

const WALLET_FIELD: Record<WalletAmount, keyof UserWallet> = { total: 'totalAmount', cash: 'amount', nonCash: 'nonCashAmount' };

/** The chosen amount of the user's wallet, or null when the user or the amount is missing. */
export function walletAmount(user: Record<string, unknown> | null | undefined, which: WalletAmount = 'total'): number | null {
  const wallet = user?.userWallet as Partial<UserWallet> | undefined;
  return toAmount(wallet?.[WALLET_FIELD[which]]);
}

export interface AmountFormat {
  currencySymbol?: string | null;
  currencyCode?: string | null;
  /** spec 3 User isCrypto: crypto amounts show up to 8 decimals (spec 5 Deposit amount). */
  isCrypto?: boolean | null;
  locale?: string;
}

const FIAT_DIGITS = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
const CRYPTO_DIGITS = { minimumFractionDigits: 2, maximumFractionDigits: 8 };

/**
 * Makes the locale's amount formatter ahead of the first amount shown: the first Intl formatter of a page
 * loads the locale's data (tens of milliseconds on a phone), better in a task of its own than inside the
 * render that shows a balance or a game's bets. English needs none (src/platform/englishDecimal.ts).
 */
export function prepareAmountFormat(locale: string): void {
  if (!locale || locale === 'en') return;
  try {
    numberFormat(locale, FIAT_DIGITS);
  } catch {
    // An unknown locale: formatWalletAmount falls back on its own.
  }
}

/**
 * An amount as the player reads it: fiat with exactly 2 decimals, crypto with 2 to 8; the currency symbol
 * before it, else the currency code after it. Not Intl's currency style, which refuses codes such as USDT.
 */
export function formatWalletAmount(amount: number, format: AmountFormat = {}): string {
  const digits = format.isCrypto ? CRYPTO_DIGITS : FIAT_DIGITS;
  const locale = format.locale || 'en';
  let number = locale === 'en' ? formatEnglishDecimal(amount, digits.minimumFractionDigits, digits.maximumFractionDigits) : null;
  if (number === null) {
    try {
      number = numberFormat(locale, digits).format(amount);
    } catch {
      number = amount.toFixed(digits.maximumFractionDigits);
    }
  }
  if (format.currencySymbol) return `${format.currencySymbol}${number}`;
  return format.currencyCode ? `${number} ${format.currencyCode}` : number;
}
