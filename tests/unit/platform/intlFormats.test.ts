// Shared Intl formatters (src/platform/intlFormats.ts): one per locale and options, the same answers as a
// fresh formatter, and the constructor's errors for a bad locale or currency.
import { describe, it, expect } from 'vitest';
import { dateTimeFormat, numberFormat } from '../../../src/platform/intlFormats';

describe('intlFormats', () => {
  it('gives the same formatter for the same locale and options, another for other options', () => {
    expect(numberFormat('de', { maximumFractionDigits: 2 })).toBe(numberFormat('de', { maximumFractionDigits: 2 }));
    expect(numberFormat('de', { maximumFractionDigits: 2 })).not.toBe(numberFormat('de', { maximumFractionDigits: 3 }));
    expect(numberFormat('de', { maximumFractionDigits: 2 })).not.toBe(numberFormat('en', { maximumFractionDigits: 2 }));
    expect(dateTimeFormat('en', { dateStyle: 'short' })).toBe(dateTimeFormat('en', { dateStyle: 'short' }));
  });

  it('formats as Intl does', () => {
    expect(numberFormat('de', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(1234.5)).toBe('1.234,50');
    expect(dateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date('2026-11-25T12:00:00Z'))).toBe('Nov 25, 2026');
  });

  it('throws as the constructor does for a currency Intl refuses', () => {
    expect(() => numberFormat('en', { style: 'currency', currency: 'USDTX' })).toThrow(RangeError);
  });
});
