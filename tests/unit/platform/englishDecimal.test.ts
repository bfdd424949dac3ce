// English amounts without Intl (src/platform/englishDecimal.ts) must read exactly as Intl.NumberFormat('en')
// gives them (spec 5 Deposit amount: fiat 2 decimals, crypto 2 to 8), so the faster path changes nothing.
import { describe, it, expect } from 'vitest';
import { formatEnglishDecimal } from '../../../src/platform/englishDecimal';

const intl = (value: number, min: number, max: number) =>
  new Intl.NumberFormat('en', { minimumFractionDigits: min, maximumFractionDigits: max }).format(value);

/** A deterministic sequence of pseudo-random numbers (a fixed seed: the same values every run). */
function* values(seed: number, count: number) {
  let state = seed;
  for (let i = 0; i < count; i++) {
    state = (state * 1103515245 + 12345) % 2147483648;
    yield state / 2147483648;
  }
}

// eslint-disable-next-line no-loss-of-precision -- 123456789.987654321 is an edge for that reason: more digits than a double keeps
const edges = [0, -0, 1, -1, 0.005, 1.005, 1.015, 2.675, 0.125, 0.135, 999.995, 999999.995, 1234.5, 1e-6, 0.000001234, 123456789.987654321,
  9.999999995, -0.004, -0.005, -1234567.891, 0.1 + 0.2, 1e20, 99.995, 0.045, 10.235, 5e-7, 1e21, 1.23e-7, Number.MAX_SAFE_INTEGER];

describe('formatEnglishDecimal', () => {
  it.each([[2, 2], [2, 8]])('reads as Intl en with %i to %i decimals, at the edges of rounding and grouping', (min, max) => {
    for (const value of edges) {
      const ours = formatEnglishDecimal(value, min, max);
      expect(ours === null ? intl(value, min, max) : ours, String(value)).toBe(intl(value, min, max));
    }
  });

  it.each([[2, 2], [2, 8]])('reads as Intl en with %i to %i decimals for 20,000 amounts of every size', (min, max) => {
    let i = 0;
    for (const r of values(42 + max, 20_000)) {
      const scale = 10 ** ((i++ % 12) - 3);
      const value = Math.round(r * scale * 1e6) / 1e6 * (i % 7 === 0 ? -1 : 1);
      expect(formatEnglishDecimal(value, min, max), String(value)).toBe(intl(value, min, max));
    }
  });

  it('leaves exponent forms and non-numbers to Intl', () => {
    expect(formatEnglishDecimal(1e21, 2, 2)).toBeNull();
    expect(formatEnglishDecimal(5e-7, 2, 8)).toBeNull();
    expect(formatEnglishDecimal(Number.NaN, 2, 2)).toBeNull();
  });
});
