// The sandbox's withdrawal rules that need no database (server/sandbox/withdrawalRules.ts): the refusal of
// each spec 5 blocked reason, which methods pay out (spec 3 withdrawalExist, spec 4 Payment method
// selection, spec 6 restrictions), and the crypto quote's arithmetic (spec 5 'Crypto amounts show up to 8
// decimals').
import { describe, expect, it } from 'vitest';
import { WITHDRAWAL_BLOCKS } from '../../../src/cashier/withdrawal';
import { paymentMethodSeeds } from '../../../server/sandbox/seed/payments';
import {
  BLOCK_REFUSALS, detailMessage, receiveUnits, SANDBOX_COIN_RATES, unitsToCoin, withdrawalFeeMinor, withdrawalMethodUnavailable,
} from '../../../server/sandbox/withdrawalRules';

const seed = (name: string) => paymentMethodSeeds().find((m) => m.name === name)!;
const MALTA = { countryCode: 'MT', currencyCode: 'EUR', email: 'player@sandbox.test', tags: ['vip'] };

describe('spec 5 and spec 8 Withdrawal: the refusal of each blocked reason', () => {
  it('every reason of the front end\'s withdrawalBlocks has a 409 code; the active bonus has spec 8\'s text', () => {
    expect(Object.keys(BLOCK_REFUSALS).sort()).toEqual([...WITHDRAWAL_BLOCKS].sort());
    expect(WITHDRAWAL_BLOCKS.map((block) => BLOCK_REFUSALS[block].code)).toEqual(['NO_DEPOSIT', 'EMAIL_NOT_VERIFIED', 'DEPOSIT_WAGER_INCOMPLETE', 'ACTIVE_BONUS']);
    expect(BLOCK_REFUSALS.activeBonus.message).toBe('Withdrawal Not Allowed with Active Bonus');
  });

  it("spec 5's own words for the crypto fields, a generic text elsewhere", () => {
    expect(detailMessage('walletAddress', 'required')).toBe('Please enter wallet address');
    expect(detailMessage('network', 'required')).toBe('Please select network');
    expect(detailMessage('fullName', 'required')).toBe('Full name is required.');
  });
});

describe('which methods pay out', () => {
  it('unknown, inactive and non-withdrawal methods are refused; a hidden withdrawal method is not (spec 4)', () => {
    expect(withdrawalMethodUnavailable(undefined, MALTA)).toBe('unknown');
    expect(withdrawalMethodUnavailable(seed('sofort'), MALTA)).toBe('inactive');
    expect(withdrawalMethodUnavailable(seed('legacy_voucher'), MALTA)).toBe('noWithdrawal');
    expect(withdrawalMethodUnavailable(seed('bank_payout'), MALTA)).toBeNull();
  });

  it('the restriction rule of spec 6 applies as for get-payments', () => {
    expect(withdrawalMethodUnavailable(seed('upi'), MALTA)).toBe('allowedCountries');
    expect(withdrawalMethodUnavailable(seed('upi'), { countryCode: 'IN', currencyCode: 'INR' })).toBeNull();
    expect(withdrawalMethodUnavailable(seed('bitcoin'), { ...MALTA, countryCode: 'GB' })).toBe('restrictedCountries');
  });

  it('every crypto method of the seed carries its coin, which has a rate; no other method has a coin', () => {
    const seeds = paymentMethodSeeds();
    expect(seeds.filter((m) => m.isCrypto).map((m) => [m.name, m.coin])).toEqual([['bitcoin', 'BTC'], ['ethereum', 'ETH'], ['tether', 'USDT']]);
    for (const method of seeds.filter((m) => m.isCrypto)) {
      expect(SANDBOX_COIN_RATES[method.coin!], method.name).toBeGreaterThan(0);
    }
    expect(seeds.filter((m) => !m.isCrypto && m.coin !== undefined)).toEqual([]);
  });
});

describe('the quote arithmetic (sandbox numbers)', () => {
  it('the fee is 1% rounded up to the minor unit, at least one major unit', () => {
    expect(withdrawalFeeMinor(12345, 2)).toBe(124);
    expect(withdrawalFeeMinor(5000, 2)).toBe(100);
    expect(withdrawalFeeMinor(1_000_000, 2)).toBe(10_000);
    expect(withdrawalFeeMinor(50, 0)).toBe(1);
  });

  it('receive is rounded down to 8 decimals, exactly, even for large amounts', () => {
    expect(receiveUnits(12221, 2, 60_000)).toBe(203683);
    expect(unitsToCoin(203683)).toBe(0.00203683);
    expect(receiveUnits(4900, 2, 60_000)).toBe(81666);
    expect(receiveUnits(4900, 2, 1)).toBe(4_900_000_000);
    expect(receiveUnits(0, 2, 60_000)).toBe(0);
    expect(receiveUnits(-5, 2, 60_000)).toBe(0);
    // 90 million EUR at 60000: 1500 BTC exactly, no float drift.
    expect(receiveUnits(9_000_000_000, 2, 60_000)).toBe(150_000_000_000);
    expect(receiveUnits(1, 2, 60_000)).toBe(16);
  });

  it("a test's rate with decimals counts exactly, to 8 of them (POST /api/sandbox/crypto-rates)", () => {
    // 19.00 at 0.95 per coin: 20 coins exactly (a float division would give 19.999999...).
    expect(receiveUnits(1900, 2, 0.95)).toBe(2_000_000_000);
    // 98.76 at 65432.1: 0.00150935(4...) -> 0.00150935
    expect(receiveUnits(9876, 2, 65432.1)).toBe(150935);
    expect(receiveUnits(100, 2, 0.00000001)).toBe(100_000_000 * 100_000_000);
  });
});
