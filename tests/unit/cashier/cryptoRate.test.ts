// Issue 15 'the crypto coin-to-fiat rule (a rate per coin from the sandbox, shown before paying)'; spec 5
// 'Crypto amounts show up to 8 decimals; fiat amounts show 2'.
import { describe, expect, it } from 'vitest';
import { coinDecimals, coinToFiat, fiatToCoin, MAX_COIN_DECIMALS } from '../../../src/cashier/cryptoRate';

describe('spec 5 crypto amounts: the coin-to-fiat rule', () => {
  it('a coin amount is worth amount x rate in the player\'s currency, rounded half up to 2 decimals', () => {
    expect(coinToFiat(0.0002, 60_000)).toBe(12);
    expect(coinToFiat(0.00123456, 60_000)).toBe(74.07);
    expect(coinToFiat(0.1, 3)).toBe(0.3);
    expect(coinToFiat(0.005, 3_000)).toBe(15);
    expect(coinToFiat(1.005, 1)).toBe(1.01);
    expect(coinToFiat(2, 1_000, 0)).toBe(2_000);
  });

  it('a fiat amount buys amount / rate coin, rounded down to the coin\'s decimals (at most 8)', () => {
    expect(fiatToCoin(100, 60_000, 'BTC')).toBe(0.00166666);
    expect(fiatToCoin(100, 3, 'USDT')).toBe(33.333333);
    expect(coinDecimals('btc')).toBe(8);
    expect(coinDecimals('USDT')).toBe(6);
    expect(coinDecimals('NEWCOIN')).toBe(MAX_COIN_DECIMALS);
  });

  it('no value without a usable amount and rate', () => {
    for (const [amount, rate] of [[0, 60_000], [-1, 60_000], [Number.NaN, 60_000], [1, 0], [1, -5], [1, Number.POSITIVE_INFINITY]]) {
      expect(coinToFiat(amount, rate), `${amount} at ${rate}`).toBeNull();
      expect(fiatToCoin(amount, rate, 'BTC'), `${amount} at ${rate}`).toBeNull();
    }
  });
});
