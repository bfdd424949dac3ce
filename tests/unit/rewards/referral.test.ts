// Refer-a-friend (spec 3 User referralData; App settings referAFriendLanding, affiliateKeyQueryParameter,
// referAFriendPercent; spec 4 Affiliate: both the key parameter and nxaft must be in the address).
import { describe, expect, it } from 'vitest';
import { affiliateTokenToSave } from '../../../src/platform/affiliate';
import { referralCodeOf, referralLink, referralPercent } from '../../../src/rewards/referral';

const ORIGIN = 'https://casino.test';

describe('spec 3 referral link: landing + the affiliate parameter + the referral code', () => {
  it('the landing with the key parameter and nxaft carrying the code; other parameters stay', () => {
    expect(referralLink('https://join.casino.test/welcome?lang=en', 'ref', { referralCode: 'REF000007' }, ORIGIN))
      .toBe('https://join.casino.test/welcome?lang=en&ref=REF000007&nxaft=REF000007');
  });

  it('spec 9: the key parameter is nxafk by default; no landing is the site itself', () => {
    expect(referralLink(undefined, undefined, { referralCode: 'REF1' }, ORIGIN)).toBe('https://casino.test/?nxafk=REF1&nxaft=REF1');
    expect(referralLink('/vip', '', { referralCode: 'REF1' }, ORIGIN)).toBe('https://casino.test/vip?nxafk=REF1&nxaft=REF1');
  });

  it('a landing that is not a web address is not used', () => {
    expect(referralLink('javascript:alert(1)', 'nxafk', { referralCode: 'R' }, ORIGIN)).toBe('https://casino.test/?nxafk=R&nxaft=R');
  });

  it('no referral code, no link', () => {
    expect(referralCodeOf({ referredCount: 0 })).toBeNull();
    expect(referralLink('https://x.test', 'nxafk', null, ORIGIN)).toBeNull();
  });

  it('spec 4 Affiliate: a visitor arriving by the link has the code saved as the token', () => {
    const link = referralLink(undefined, 'nxafk', { referralCode: 'REF000009' }, ORIGIN)!;
    const query = new URL(link).searchParams;
    expect(affiliateTokenToSave({ query, keyParameter: 'nxafk', authenticated: false, existingToken: null, skipAffiliate: false })).toBe('REF000009');
  });

  it('referAFriendPercent: a number at or above 0, else not shown', () => {
    expect(referralPercent(10)).toBe(10);
    expect(referralPercent('12.5')).toBe(12.5);
    expect(referralPercent(-1)).toBeNull();
    expect(referralPercent(undefined)).toBeNull();
  });
});
