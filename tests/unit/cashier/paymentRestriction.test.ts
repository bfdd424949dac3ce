// spec 6 "Payment method restriction. Restricted per country, currency, email allow-list and tag";
// spec 3 restriction fields (allowedCountries, restrictedCountries, tagRestrictedCountries (matched,
// unmatched, default or per-tag), allowedCurrencies, restrictedCurrencies, allowEmails, allowTags (also
// spelled allowedTags)); spec 9 "sorted by sortPriority descending".
import { describe, it, expect } from 'vitest';
import {
  filterPaymentMethods, isPaymentMethodAllowed, paymentRestriction, sortBySortPriority, tagRestrictedCountriesFor,
  type PaymentPlayer, type RestrictableMethod,
} from '../../../src/cashier/paymentRestriction';

const player: PaymentPlayer = { countryCode: 'MT', currencyCode: 'EUR', email: 'player@sandbox.test', tags: ['vip'] };

describe('spec 6 payment method restriction: country', () => {
  it('no restriction fields: open to everyone, a guest too', () => {
    expect(isPaymentMethodAllowed({}, player)).toBe(true);
    expect(isPaymentMethodAllowed({ allowedCountries: null, restrictedCountries: [] }, {})).toBe(true);
  });

  it('allowedCountries: the country must be listed (case-insensitive); an unknown country cannot satisfy it', () => {
    const upi: RestrictableMethod = { allowedCountries: ['IN'] };
    expect(paymentRestriction(upi, { ...player, countryCode: 'in' })).toBeNull();
    expect(paymentRestriction(upi, player)).toBe('allowedCountries');
    expect(paymentRestriction(upi, { ...player, countryCode: null })).toBe('allowedCountries');
  });

  it('restrictedCountries: the country must not be listed', () => {
    expect(paymentRestriction({ restrictedCountries: ['US', 'MT'] }, player)).toBe('restrictedCountries');
    expect(paymentRestriction({ restrictedCountries: ['US'] }, player)).toBeNull();
    expect(paymentRestriction({ restrictedCountries: ['US'] }, { ...player, countryCode: undefined })).toBeNull();
  });
});

describe('spec 6 payment method restriction: currency', () => {
  it('allowedCurrencies must list the currency; restrictedCurrencies must not', () => {
    expect(paymentRestriction({ allowedCurrencies: ['INR'] }, player)).toBe('allowedCurrencies');
    expect(paymentRestriction({ allowedCurrencies: ['EUR', 'GBP'] }, player)).toBeNull();
    expect(paymentRestriction({ allowedCurrencies: ['EUR'] }, { ...player, currencyCode: null })).toBe('allowedCurrencies');
    expect(paymentRestriction({ restrictedCurrencies: ['BTC', 'EUR'] }, player)).toBe('restrictedCurrencies');
    expect(paymentRestriction({ restrictedCurrencies: ['BTC'] }, player)).toBeNull();
  });
});

describe('spec 6 payment method restriction: e-mail allow-list', () => {
  it('allowEmails: the player\'s e-mail must be listed, without regard to case; a guest is left out', () => {
    const method = { allowEmails: ['Player@Sandbox.test'] };
    expect(paymentRestriction(method, player)).toBeNull();
    expect(paymentRestriction(method, { ...player, email: 'new@sandbox.test' })).toBe('allowEmails');
    expect(paymentRestriction(method, { countryCode: 'MT' })).toBe('allowEmails');
  });
});

describe('spec 6 payment method restriction: tags', () => {
  it('allowTags and its other spelling allowedTags: the player needs one listed tag', () => {
    expect(paymentRestriction({ allowTags: ['vip', 'trusted'] }, player)).toBeNull();
    expect(paymentRestriction({ allowedTags: ['VIP'] }, player)).toBeNull();
    expect(paymentRestriction({ allowedTags: ['highroller'] }, player)).toBe('allowTags');
    expect(paymentRestriction({ allowTags: null, allowedTags: ['vip'] }, { ...player, tags: [] })).toBe('allowTags');
    expect(paymentRestriction({ allowTags: ['a'], allowedTags: ['vip'] }, player)).toBeNull(); // either spelling counts
  });

  it('tagRestrictedCountries.unmatched closes countries to players without a listed tag; matched to players with one', () => {
    const jeton: RestrictableMethod = { tagRestrictedCountries: { unmatched: ['DE', 'AT'], matched: ['FR'], highroller: ['CH'] } };
    expect(tagRestrictedCountriesFor(jeton, [])).toEqual(['DE', 'AT']);
    expect(tagRestrictedCountriesFor(jeton, ['highroller'])).toEqual(['FR', 'CH']);
    expect(paymentRestriction(jeton, { countryCode: 'DE', tags: [] })).toBe('tagRestrictedCountries');
    expect(paymentRestriction(jeton, { countryCode: 'DE', tags: ['highroller'] })).toBeNull();
    expect(paymentRestriction(jeton, { countryCode: 'CH', tags: ['highroller'] })).toBe('tagRestrictedCountries');
    expect(paymentRestriction(jeton, { countryCode: 'CH', tags: [] })).toBeNull();
  });

  it('tagRestrictedCountries per tag and default: a per-tag key of one of the player\'s tags wins over default', () => {
    const method: RestrictableMethod = { tagRestrictedCountries: { vip: ['GB'], default: ['IN'] } };
    expect(tagRestrictedCountriesFor(method, ['vip'])).toEqual(['GB']);
    expect(tagRestrictedCountriesFor(method, ['other'])).toEqual(['IN']);
    expect(tagRestrictedCountriesFor(method, null)).toEqual(['IN']);
    expect(isPaymentMethodAllowed(method, { countryCode: 'IN', tags: ['vip'] })).toBe(true);
    expect(isPaymentMethodAllowed(method, { countryCode: 'IN', tags: [] })).toBe(false);
  });

  it('allowTags counts as listed tags for matched / unmatched', () => {
    const method: RestrictableMethod = { allowTags: ['vip'], tagRestrictedCountries: { matched: ['MT'] } };
    expect(paymentRestriction(method, player)).toBe('tagRestrictedCountries');
    expect(paymentRestriction(method, { ...player, countryCode: 'DE' })).toBeNull();
  });
});

describe('filtering and spec 9 order', () => {
  it('keeps the open methods in order; hidden and inactive methods are not restrictions (spec 4 handles them)', () => {
    const methods = [
      { name: 'visa', restrictedCountries: ['US'] },
      { name: 'upi', allowedCountries: ['IN'] },
      { name: 'hidden', hidden: true },
      { name: 'inactive', isActive: false },
    ];
    expect(filterPaymentMethods(methods, player).map((m) => m.name)).toEqual(['visa', 'hidden', 'inactive']);
  });

  it('spec 9: sortPriority descending, equal or missing priorities keep their order', () => {
    const sorted = sortBySortPriority([
      { name: 'a', sortPriority: 10 }, { name: 'b', sortPriority: 90 }, { name: 'c' }, { name: 'd', sortPriority: 10 }, { name: 'e', sortPriority: null },
    ]);
    expect(sorted.map((m) => m.name)).toEqual(['b', 'a', 'd', 'c', 'e']);
  });
});
