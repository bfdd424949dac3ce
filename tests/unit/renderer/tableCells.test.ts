// How the Table shows a cell (src/widgets/Table/cells.ts): labels from the column's map (never a raw
// code), badge tones, amounts as the wallet shows money (spec 5 Deposit amount: fiat 2 decimals, crypto
// up to 8), dates in the player's language, codes as words.
import { describe, expect, it } from 'vitest';
import { asText, asWords, formatAmount, formatDate, labelKey, lookup, toneOf } from '../../../src/widgets/Table/cells';

describe('Table cells', () => {
  const labels = { completed: 'text.cashier.status.completed', pending: 'text.cashier.status.pending' };

  it('a label is the map\'s key for the value, in any case; another value gets otherLabel, never itself', () => {
    expect(labelKey(labels, 'completed', 'text.cashier.status.unknown')).toBe('text.cashier.status.completed');
    expect(labelKey(labels, ' PENDING ', 'text.cashier.status.unknown')).toBe('text.cashier.status.pending');
    expect(labelKey(labels, 'refunded', 'text.cashier.status.unknown')).toBe('text.cashier.status.unknown');
    expect(labelKey(labels, 'refunded')).toBe('');
    // Not through the prototype.
    expect(lookup(labels, 'constructor')).toBeUndefined();
    expect(lookup(labels, null)).toBeUndefined();
  });

  it('a badge tone comes from the map, else otherTone, else neutral', () => {
    const tones = { completed: 'success', failed: 'danger' } as const;
    expect(toneOf(tones, 'completed')).toBe('success');
    expect(toneOf(tones, 'FAILED')).toBe('danger');
    expect(toneOf<'success' | 'danger' | 'warning'>(tones, 'pending', 'warning')).toBe('warning');
    expect(toneOf(tones, 'pending')).toBe('neutral');
  });

  it('amounts: the wallet\'s symbol for its currency, another currency by its code; signed adds + or a true minus', () => {
    const wallet = { currencyCode: 'EUR', currencySymbol: '€', isCrypto: false };
    expect(formatAmount(200, 'EUR', { signed: true, wallet })).toBe('+€200.00');
    expect(formatAmount(-120, 'EUR', { signed: true, wallet })).toBe('\u2212€120.00');
    expect(formatAmount(-120, 'EUR', { wallet })).toBe('\u2212€120.00');
    expect(formatAmount(45, 'EUR', { wallet })).toBe('€45.00');
    expect(formatAmount('12.5', 'USD', { signed: true, wallet })).toBe('+12.50 USD');
    // No currency given: the player's.
    expect(formatAmount(3, undefined, { wallet })).toBe('€3.00');
    expect(formatAmount(0.00012345, 'BTC', { wallet: { currencyCode: 'BTC', isCrypto: true } })).toBe('0.00012345 BTC');
    expect(formatAmount('abc', 'EUR', { wallet })).toBe('');
    expect(formatAmount(null, 'EUR', { wallet })).toBe('');
  });

  it('dates: medium date and short time in the language; an unknown language falls back to English; not a date is empty', () => {
    const iso = '2030-01-01T10:04:00.000Z';
    expect(formatDate(iso, 'en')).toBe(new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)));
    expect(formatDate(iso, 'not a locale!')).toBe(formatDate(iso, 'en'));
    expect(formatDate('yesterday', 'en')).toBe('');
    expect(formatDate(null, 'en')).toBe('');
  });

  it('codes read as words; text shows plain values only', () => {
    expect(asWords('bank_transfer')).toBe('Bank transfer');
    expect(asWords(null)).toBe('');
    expect(asText(5)).toBe('5');
    expect(asText({ a: 1 })).toBe('');
    expect(asText(undefined)).toBe('');
  });
});
