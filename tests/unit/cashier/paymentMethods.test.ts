// spec 4 Payment method selection, spec 9 Interface, spec 2.1 /deposit?activeMethod.
import { describe, expect, it } from 'vitest';
import {
  activeMethodFromQuery, activeMethodParam, isFullWidthLayout, isSelectable, isShownFor, keepSelection, visiblePaymentMethods,
  type CashierMethod,
} from '../../../src/cashier/paymentMethods';
import { paymentMethodSeeds } from '../../../server/sandbox/seed/payments';

const player = { countryCode: 'MT', currencyCode: 'EUR', email: 'player@sandbox.test', tags: [] };
const m = (name: string, fields: Partial<CashierMethod> = {}): CashierMethod => ({ id: `id-${name}`, name, ...fields });
const names = (methods: readonly CashierMethod[]) => methods.map((method) => method.name);

describe('spec 4 Payment method selection', () => {
  it("spec 4: 'A hidden method stays hidden unless it is a withdrawal method.' (deposit list)", () => {
    const methods = [m('visa'), m('payout', { hidden: true, withdrawalExist: true }), m('legacy', { hidden: true }), m('skrill', { hidden: false })];
    expect(names(visiblePaymentMethods(methods, player, 'deposit'))).toEqual(['visa', 'skrill']);
    expect(names(visiblePaymentMethods(methods, player))).toEqual(['visa', 'skrill']); // deposit is the default
  });

  it("spec 4: 'A hidden method stays hidden unless it is a withdrawal method.' (withdrawal list: withdrawal methods, hidden or not)", () => {
    const methods = [
      m('visa', { withdrawalExist: true }), m('payout', { hidden: true, withdrawalExist: true }),
      m('legacy', { hidden: true }), m('voucher', { withdrawalExist: false }),
    ];
    expect(names(visiblePaymentMethods(methods, player, 'withdrawal'))).toEqual(['visa', 'payout']);
    expect(isShownFor(methods[1], 'withdrawal')).toBe(true);
    expect(isShownFor(methods[1], 'deposit')).toBe(false);
    expect(isShownFor(methods[2], 'withdrawal')).toBe(false);
  });

  it("spec 6: 'Payment method restriction. Restricted per country, currency, email allow-list and tag' applies to the visible list", () => {
    const methods = [m('upi', { allowedCountries: ['IN'] }), m('visa', { restrictedCurrencies: ['BTC'] }), m('gateway', { allowEmails: ['qa@sandbox.test'] }), m('vip', { allowTags: ['vip'] })];
    expect(names(visiblePaymentMethods(methods, player))).toEqual(['visa']);
    expect(names(visiblePaymentMethods(methods, { ...player, countryCode: 'IN', email: 'qa@sandbox.test', tags: ['VIP'] }))).toEqual(['upi', 'visa', 'gateway', 'vip']);
  });

  it("spec 4: 'Selecting a hidden active method is reset.'", () => {
    const before = [m('visa', { sortPriority: 9 }), m('skrill', { sortPriority: 5 })];
    const selected = before[1];
    // The list is fetched again (new objects): the selection survives by id while the method stays selectable.
    expect(keepSelection(selected, [m('visa'), m('skrill')])).toEqual(m('skrill'));
    expect(keepSelection(selected, [m('visa'), m('skrill', { hidden: true })])).toBeNull();
    expect(keepSelection(selected, [m('visa')])).toBeNull();
    expect(keepSelection(selected, [m('visa'), m('skrill', { isActive: false })])).toBeNull();
    expect(keepSelection(null, before)).toBeNull();
    // For a withdrawal a hidden withdrawal method is selectable, so it is kept.
    expect(keepSelection(selected, [m('skrill', { hidden: true, withdrawalExist: true })], 'withdrawal')?.name).toBe('skrill');
  });

  it('an inactive method (isActive false) stays listed but cannot be selected', () => {
    const sofort = m('sofort', { isActive: false });
    expect(names(visiblePaymentMethods([sofort], player))).toEqual(['sofort']);
    expect(isSelectable(sofort, 'deposit')).toBe(false);
    expect(isSelectable(m('visa'), 'deposit')).toBe(true);
    expect(isSelectable(m('visa', { isActive: null }), 'deposit')).toBe(true);
  });
});

describe('spec 9 Interface', () => {
  it("spec 9: 'Payment methods: ... sorted by sortPriority descending'", () => {
    const methods = [m('a', { sortPriority: 10 }), m('b', { sortPriority: 90 }), m('c'), m('d', { sortPriority: 50 })];
    expect(names(visiblePaymentMethods(methods, player))).toEqual(['b', 'd', 'a', 'c']);
  });

  it("spec 9: 'under 5 visible methods are shown full width'", () => {
    expect([0, 1, 4].map(isFullWidthLayout)).toEqual([true, true, true]);
    expect([5, 6, 20].map(isFullWidthLayout)).toEqual([false, false, false]);
  });
});

describe('spec 2.1 /deposit (the query parameter activeMethod preselects the payment method)', () => {
  const methods = [m('visa'), m('upi', { id: 77, paymentMethod: 'upi_intent' }), m('payout', { hidden: true, withdrawalExist: true }), m('sofort', { isActive: false })];

  it("spec 2.1: '/deposit (the query parameter activeMethod preselects the payment method)' by name, kind or id", () => {
    expect(activeMethodFromQuery('upi', methods)?.name).toBe('upi');
    expect(activeMethodFromQuery(' UPI ', methods)?.name).toBe('upi');
    expect(activeMethodFromQuery('upi_intent', methods)?.name).toBe('upi');
    expect(activeMethodFromQuery('77', methods)?.name).toBe('upi');
    expect(activeMethodFromQuery(['visa', 'upi'], methods)?.name).toBe('visa'); // a repeated parameter: the first
    expect(activeMethodFromQuery(['', 'upi'], methods)?.name).toBe('upi');
  });

  it('spec 2.1 activeMethod: an unknown method, or a value that is no method name, preselects none without a crash', () => {
    for (const value of ['paypal', '', '   ', undefined, null, 42, {}, [], [1, 2], { name: 'visa' }]) {
      expect(activeMethodFromQuery(value, methods), JSON.stringify(value)).toBeNull();
    }
    expect(activeMethodFromQuery('visa', [])).toBeNull();
  });

  it("spec 4: 'Selecting a hidden active method is reset.' so ?activeMethod of a hidden or inactive method preselects none", () => {
    expect(activeMethodFromQuery('payout', methods)).toBeNull();
    expect(activeMethodFromQuery('sofort', methods)).toBeNull();
    expect(activeMethodFromQuery('payout', methods, 'withdrawal')?.name).toBe('payout');
  });

  it('activeMethodParam writes what activeMethodFromQuery reads', () => {
    for (const method of methods.filter((x) => isSelectable(x, 'deposit'))) {
      expect(activeMethodFromQuery(activeMethodParam(method), methods)).toBe(method);
    }
    expect(activeMethodParam({ id: 5 })).toBe('5');
  });
});

describe('the sandbox seed through the same rules (get-payments answers the seed, spec 7)', () => {
  const seeds = paymentMethodSeeds();

  it('spec 4 and spec 9: a player in MT paying EUR sees no hidden method, in sortPriority order', () => {
    const visible = visiblePaymentMethods(seeds, player);
    expect(visible.length).toBeGreaterThan(0);
    expect(visible.some((method) => method.hidden)).toBe(false);
    expect(names(visible)).not.toContain('bank_payout');
    for (let i = 1; i < visible.length; i += 1) expect(visible[i - 1].sortPriority ?? 0).toBeGreaterThanOrEqual(visible[i].sortPriority ?? 0);
  });

  it("spec 4: the seed's hidden withdrawal method shows for withdrawals only; its hidden non-withdrawal method never", () => {
    expect(names(visiblePaymentMethods(seeds, player, 'withdrawal'))).toContain('bank_payout');
    expect(names(visiblePaymentMethods(seeds, player, 'withdrawal'))).not.toContain('legacy_voucher');
    expect(activeMethodFromQuery('bank_payout', visiblePaymentMethods(seeds, player))).toBeNull();
    expect(activeMethodFromQuery('visa', visiblePaymentMethods(seeds, player))?.name).toBe('visa');
  });
});

describe('spec 2.5 Deposit: the kind of a method (card-form, crypto, UPI, bank, e-wallet), for steps declared per kind', () => {
  it('card-form methods are cards, crypto methods crypto, upi and netbanking by name, the rest e-wallets', async () => {
    const { depositMethodKind } = await import('../../../src/cashier/paymentMethods');
    expect(depositMethodKind({ name: 'visa', isCardForm: true })).toBe('card');
    expect(depositMethodKind({ name: 'tether', isCrypto: true })).toBe('crypto');
    expect(depositMethodKind({ name: 'upi' })).toBe('upi');
    expect(depositMethodKind({ name: 'netbanking' })).toBe('bank');
    expect(depositMethodKind({ name: 'sepa', kind: 'Bank' })).toBe('bank');
    expect(depositMethodKind({ name: 'skrill' })).toBe('ewallet');
    expect(depositMethodKind(null)).toBeNull();
  });
});
