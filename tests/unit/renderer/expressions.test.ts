import { describe, it, expect } from 'vitest';
import { evaluate, isVisible, readPath, truthy, ExpressionError } from '../../../src/renderer/expressions';
import { validators } from '../../../src/generated/validators.js';
import '../../../src/widgets/Deposit/operators';

const scope = {
  auth: { authenticated: true, selfExcluded: false },
  user: { depositCount: 3, tags: ['vip', 'crypto'], kycStatus: 'APPROVED', firstName: '' },
  settings: { allowGuestPlayDemoGames: false, brandName: 'Casino' },
  route: { path: '/casino', params: { game: 'book-of-dead' } },
  query: { modal: 'login' },
};

describe('expressions (DESIGN: JSON data evaluated against a read-only scope, no eval)', () => {
  it('reads scope values by dotted path, with a default for missing ones', () => {
    expect(evaluate({ var: 'auth.authenticated' }, scope)).toBe(true);
    expect(evaluate({ var: 'user.depositCount' }, scope)).toBe(3);
    expect(evaluate({ var: ['user.missing', 'fallback'] }, scope)).toBe('fallback');
    expect(evaluate({ var: 'route.params.game' }, scope)).toBe('book-of-dead');
  });

  it('never reaches the prototype chain through a path', () => {
    expect(readPath(scope, 'user.constructor')).toBeUndefined();
    expect(readPath(scope, 'user.__proto__')).toBeUndefined();
    expect(readPath({}, 'toString')).toBeUndefined();
  });

  it('compares, combines and branches like JSON Logic', () => {
    expect(evaluate({ '>': [{ var: 'user.depositCount' }, 0] }, scope)).toBe(true);
    expect(evaluate({ '==': [{ var: 'user.kycStatus' }, 'APPROVED'] }, scope)).toBe(true);
    expect(evaluate({ '==': ['1', 1] }, scope)).toBe(true);
    expect(evaluate({ '===': ['1', 1] }, scope)).toBe(false);
    expect(evaluate({ and: [{ var: 'auth.authenticated' }, { '!': { var: 'auth.selfExcluded' } }] }, scope)).toBe(true);
    expect(evaluate({ or: [false, 0, 'x'] }, scope)).toBe('x');
    expect(evaluate({ if: [{ var: 'settings.allowGuestPlayDemoGames' }, 'demo', 'login'] }, scope)).toBe('login');
    expect(evaluate({ in: ['vip', { var: 'user.tags' }] }, scope)).toBe(true);
    expect(evaluate({ cat: ['Hi ', { var: 'settings.brandName' }] }, scope)).toBe('Hi Casino');
    expect(evaluate({ '<': [1, { var: 'user.depositCount' }, 5] }, scope)).toBe(true);
    expect(evaluate({ '+': [1, 2, 3] }, scope)).toBe(6);
    expect(evaluate({ missing: ['user.firstName', 'user.kycStatus'] }, scope)).toEqual(['user.firstName']);
  });

  it('treats an empty array as false and "0" as true', () => {
    expect(truthy([])).toBe(false);
    expect(truthy('0')).toBe(true);
    expect(isVisible({ var: 'user.nothing' }, scope)).toBe(false);
    expect(isVisible(undefined, scope)).toBe(true);
  });

  it('refuses an unknown operator at run time, and the schema refuses it before', () => {
    expect(() => evaluate({ eval: ['1+1'] }, scope)).toThrow(ExpressionError);
    expect(validators.expression({ eval: ['1+1'] })).toBe(false);
    expect(validators.expression({ var: 'window.location' })).toBe(false);
    expect(validators.expression({ and: [{ var: 'auth.authenticated' }, { '!': { var: 'auth.selfExcluded' } }] })).toBe(true);
  });

  it('does not change the scope it reads', () => {
    const frozen = Object.freeze({ user: Object.freeze({ tags: Object.freeze(['a']) }) });
    expect(() => evaluate({ in: ['a', { var: 'user.tags' }] }, frozen)).not.toThrow();
  });
});

describe('coinToFiat and fiatToCoin (issue 15 crypto coin-to-fiat: the cashier rule as operators the cashier chunk adds)', () => {
  const deposit = { cashier: { amount: 0.001 }, data: { rate: { value: { data: { rate: 60000 } } } } };

  it('gives the player\'s-currency value of a coin amount at the rate from a Data node', () => {
    expect(evaluate({ coinToFiat: [{ var: 'cashier.amount' }, { var: 'data.rate.value.data.rate' }] }, deposit)).toBe(60);
    expect(evaluate({ coinToFiat: [0.00041666, 60000] }, {})).toBe(25);
    expect(evaluate({ coinToFiat: ['0.5', '3000'] }, {})).toBe(1500);
  });

  it('gives the coin amount a player\'s-currency amount buys, rounded down to the coin\'s decimals', () => {
    expect(evaluate({ fiatToCoin: [25, 60000, 'BTC'] }, {})).toBe(0.00041666);
    expect(evaluate({ fiatToCoin: [10, 3, 'USDT'] }, {})).toBe(3.333333);
  });

  it('is null while the rate loads or the amount is empty, so a when can hide the line', () => {
    expect(evaluate({ coinToFiat: [{ var: 'cashier.amount' }, { var: 'data.missing.value.data.rate' }] }, deposit)).toBeNull();
    expect(evaluate({ coinToFiat: [null, 60000] }, {})).toBeNull();
    expect(evaluate({ coinToFiat: ['', 60000] }, {})).toBeNull();
    expect(evaluate({ coinToFiat: ['abc', 60000] }, {})).toBeNull();
    expect(evaluate({ fiatToCoin: [0, 60000, 'BTC'] }, {})).toBeNull();
  });

  it('is an operator the schema allows, with its arguments counted', () => {
    expect(validators.expression({ coinToFiat: [{ var: 'cashier.amount' }, 60000] })).toBe(true);
    expect(validators.expression({ coinToFiat: [1] })).toBe(false);
    expect(validators.expression({ fiatToCoin: [25, 60000, 'BTC'] })).toBe(true);
    expect(validators.expression({ fiatToCoin: [25, 60000] })).toBe(false);
  });
});
