import { describe, it, expect } from 'vitest';
import { openModalNames, withModalOpened, withModalClosed, searchString, MODAL_EXIT_MS } from '../../../src/shell/modalQuery';

const q = (s: string) => new URLSearchParams(s);

describe('modal query handling (spec 2.4)', () => {
  it('spec 2.4: modal=name opens a modal and keeps the other parameters', () => {
    const next = withModalOpened(q('activeMethod=upi'), 'login');
    expect(searchString(next)).toBe('?activeMethod=upi&modal=login');
    expect(openModalNames(next)).toEqual(['login']);
  });
  it('spec 2.4: several modals can be open at once, newest last, each once', () => {
    let s = withModalOpened(q(''), 'login');
    s = withModalOpened(s, 'verify-email-expired');
    s = withModalOpened(s, 'login');
    expect(openModalNames(s)).toEqual(['verify-email-expired', 'login']);
  });
  it('spec 2.4: closing removes the parameter', () => {
    expect(searchString(withModalClosed(q('modal=login'), 'login'))).toBe('');
    expect(searchString(withModalClosed(q('x=1&modal=login&modal=rakeback')))).toBe('?x=1&modal=login');
    expect(searchString(withModalClosed(q('x=1&modal=login&modal=rakeback'), 'login'))).toBe('?x=1&modal=rakeback');
  });
  it('ignores modal names that are not document names', () => {
    expect(openModalNames(q('modal=../etc&modal=<b>&modal=login'))).toEqual(['login']);
  });
  it('spec 2.4 / 9: the exit animation lasts 300 ms', () => {
    expect(MODAL_EXIT_MS).toBe(300);
  });
});

describe("a modal's own query parameters (modal documents' queryParams)", () => {
  it('spec 2.4 modal=<name> together with met: closing the result dialog removes met with it; others stay', () => {
    expect(searchString(withModalClosed(q('activeMethod=visa&modal=deposit-failed&met=visa'), 'deposit-failed', ['met']))).toBe('?activeMethod=visa');
    expect(searchString(withModalClosed(q('modal=login&modal=deposit-failed&met=visa'), 'deposit-failed', ['met']))).toBe('?modal=login');
    // The modal parameter itself is never a modal's own parameter.
    expect(searchString(withModalClosed(q('modal=login&modal=rakeback'), 'rakeback', ['modal']))).toBe('?modal=login');
  });
});
