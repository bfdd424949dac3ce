// The brand's payment method restriction and order (issue 26 item 5) on top of spec 6 Payment method restriction
// and spec 9 Interface ('sorted by sortPriority descending'): src/cashier/brandPaymentRestriction.ts, and its place
// in visiblePaymentMethods (src/cashier/paymentMethods.ts).
import { describe, expect, it } from 'vitest';
import { brandPaymentMethods, brandPaymentOrder, brandPaymentRestriction, type BrandPaymentMethods } from '../../../src/cashier/brandPaymentRestriction';
import { visiblePaymentMethods, type CashierMethod } from '../../../src/cashier/paymentMethods';
import { paymentMethodSeeds } from '../../../server/sandbox/seed/payments';
import curacaoSettings from '../../../brands/curacao/settings.json';

const m = (name: string, fields: Partial<CashierMethod> = {}): CashierMethod => ({ id: `id-${name}`, name, paymentMethod: name, ...fields });
const names = (methods: readonly CashierMethod[]) => methods.map((method) => method.name);
const de = { countryCode: 'DE', currencyCode: 'EUR' };
const mt = { countryCode: 'MT', currencyCode: 'EUR' };

describe('spec 6 Payment method restriction, by the brand (restrictedCountries, allowedCountries)', () => {
  const brand: BrandPaymentMethods = { restrictions: { neteller: { restrictedCountries: ['DE'] }, PIX: { allowedCountries: ['BR'] } } };

  it('hides a method from players of a listed country, and only from them', () => {
    expect(brandPaymentRestriction(m('neteller'), brand, de)).toBe('restrictedCountries');
    expect(brandPaymentRestriction(m('neteller'), brand, mt)).toBeNull();
    expect(brandPaymentRestriction(m('neteller'), brand, { countryCode: 'de' })).toBe('restrictedCountries');
  });

  it('shows a method only to players of its allowed countries; an unknown country does not meet the list', () => {
    expect(brandPaymentRestriction(m('pix'), brand, { countryCode: 'BR' })).toBeNull();
    expect(brandPaymentRestriction(m('pix'), brand, mt)).toBe('allowedCountries');
    expect(brandPaymentRestriction(m('pix'), brand, { countryCode: null })).toBe('allowedCountries');
  });

  it('finds the entry by name or paymentMethod, any case; a method without an entry, or no settings, is not touched', () => {
    expect(brandPaymentRestriction(m('net', { paymentMethod: 'NETELLER' }), brand, de)).toBe('restrictedCountries');
    expect(brandPaymentRestriction(m('skrill'), brand, de)).toBeNull();
    expect(brandPaymentRestriction(m('neteller'), null, de)).toBeNull();
    expect(brandPaymentRestriction(m('neteller'), { restrictions: { neteller: { restrictedCountries: [] } } }, de)).toBeNull();
  });

  it("a brand can only hide: a method the platform's rule closes stays closed whatever the brand says", () => {
    const platformClosed = m('upi', { allowedCountries: ['IN'] });
    const opened: BrandPaymentMethods = { restrictions: { upi: { allowedCountries: ['MT'] } }, order: ['upi'] };
    expect(names(visiblePaymentMethods([platformClosed, m('visa')], mt, 'deposit', opened))).toEqual(['visa']);
  });

  it('applies to the withdrawal list too (one setting for both pages)', () => {
    const methods = [m('neteller', { withdrawalExist: true }), m('visa', { withdrawalExist: true })];
    expect(names(visiblePaymentMethods(methods, de, 'withdrawal', brand))).toEqual(['visa']);
    expect(names(visiblePaymentMethods(methods, mt, 'withdrawal', brand))).toEqual(['neteller', 'visa']);
  });
});

describe("spec 9 Interface 'sorted by sortPriority descending', after the brand's order", () => {
  const methods = [m('a', { sortPriority: 10 }), m('b', { sortPriority: 90 }), m('c', { sortPriority: 50 }), m('d', { sortPriority: 70 })];

  it('without an order, sortPriority descending', () => {
    expect(names(brandPaymentOrder(methods, {}))).toEqual(['b', 'd', 'c', 'a']);
  });

  it("the brand's listed methods first in its order, then the rest by sortPriority; names it lists that are not there are ignored", () => {
    expect(names(brandPaymentOrder(methods, { order: ['a', 'missing', 'C'] }))).toEqual(['a', 'c', 'b', 'd']);
  });

  it('hides, then orders', () => {
    expect(names(brandPaymentMethods(methods, { order: ['a'], restrictions: { b: { restrictedCountries: ['DE'] } } }, de))).toEqual(['a', 'd', 'c']);
  });
});

describe("curacao's settings.json paymentMethods, over the sandbox's methods", () => {
  const brand = (curacaoSettings as { paymentMethods: BrandPaymentMethods }).paymentMethods;
  const seeds = paymentMethodSeeds() as unknown as CashierMethod[];

  it('a German player is not offered Neteller (the platform would); a Maltese player is', () => {
    expect(names(visiblePaymentMethods(seeds, de))).toContain('neteller');
    expect(names(visiblePaymentMethods(seeds, de, 'deposit', brand))).not.toContain('neteller');
    expect(names(visiblePaymentMethods(seeds, mt, 'deposit', brand))).toContain('neteller');
  });

  it('AstroPay, which the platform opens in seven countries, is shown in Brazil and Mexico only', () => {
    const india = { countryCode: 'IN', currencyCode: 'INR' };
    expect(names(visiblePaymentMethods(seeds, india))).toContain('astropay');
    expect(names(visiblePaymentMethods(seeds, india, 'deposit', brand))).not.toContain('astropay');
    expect(names(visiblePaymentMethods(seeds, { countryCode: 'BR', currencyCode: 'BRL' }, 'deposit', brand))).toContain('astropay');
  });
});
