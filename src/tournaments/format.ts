// Amounts of races and wins: a currency amount in the page's language (prize pools, stakes, wins).
import { numberFormat } from '../platform/intlFormats';

export function formatMoney(amount: number | null | undefined, currencyCode: string | null | undefined, locale = 'en'): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  try {
    return numberFormat(locale || 'en', currencyCode
      ? { style: 'currency', currency: currencyCode, maximumFractionDigits: 2 }
      : { maximumFractionDigits: 2 }).format(amount);
  } catch {
    // An unknown currency code (crypto): the number and the code.
    return `${amount.toFixed(2)} ${currencyCode ?? ''}`.trim();
  }
}

/** Two digits for the countdown's hours, minutes and seconds. */
export const pad2 = (n: number) => String(n).padStart(2, '0');
