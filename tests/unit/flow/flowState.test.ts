// The flow primitive's rules (src/flow/flowState.ts): where next and back lead, the starting step and values.
import { describe, it, expect } from 'vitest';
import { startStep, startValues, stepAfter } from '../../../src/flow/flowState';

const STEPS = ['method', 'amount', 'pay'];

describe('flow steps', () => {
  it('next and back follow the order and stop at the ends', () => {
    expect(stepAfter(STEPS, 'method', 'next')).toBe('amount');
    expect(stepAfter(STEPS, 'pay', 'next')).toBe('pay');
    expect(stepAfter(STEPS, 'amount', 'back')).toBe('method');
    expect(stepAfter(STEPS, 'method', 'back')).toBe('method');
  });
  it('a step by name; anything else is a mistake that says the steps', () => {
    expect(stepAfter(STEPS, 'method', 'pay')).toBe('pay');
    expect(() => stepAfter(STEPS, 'method', 'confirm')).toThrow('"confirm" is not a step of this flow (method, amount, pay)');
  });
  it('starts at the address\'s step (a reload) when it is one, else the initial, else the first', () => {
    expect(startStep(STEPS, 'amount', 'pay')).toBe('amount');
    expect(startStep(STEPS, 'nope', 'pay')).toBe('pay');
    expect(startStep(STEPS, null, 'nope')).toBe('method');
  });
  it('values start from the declared ones; the address\'s win (spec 2.1: ?activeMethod preselects)', () => {
    expect(startValues({ method: 'visa', amount: 25 }, { method: 'activeMethod' }, { activeMethod: 'skrill' })).toEqual({ method: 'skrill', amount: 25 });
    expect(startValues({ method: 'visa' }, { method: 'activeMethod' }, { activeMethod: '' })).toEqual({ method: 'visa' });
  });
});
