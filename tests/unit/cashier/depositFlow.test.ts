// The deposit page's flow rules (src/cashier/depositFlow.ts): result dialogs by status (spec 2.4, 2.5),
// the answer's next step, the UPI QR states of spec 8, the countdown of spec 4, the bonus warning of
// spec 4 and the pay attempt's idempotency key.
import { describe, expect, it } from 'vitest';
import {
  DEPOSIT_RESULT_MODALS, MET_PARAM, UPI_QR_MESSAGE_KEYS, depositResultOf, depositStep, formatCountdown, needsBonusWarning,
  newRequestId, parseExpiry, reusableRequestId, secondsLeft, upiLinkProblem,
} from '../../../src/cashier/depositFlow';
import { enText } from './helpers';
import { readFileSync } from 'node:fs';

describe('spec 2.4 / 2.5 Deposit result dialogs', () => {
  it("spec 2.4: 'modal set to deposit-failed, deposit-return, deposit-decline, deposit-cancel or deposit-pending, together with met'", () => {
    expect([...DEPOSIT_RESULT_MODALS]).toEqual(['deposit-failed', 'deposit-return', 'deposit-decline', 'deposit-cancel', 'deposit-pending']);
    expect(MET_PARAM).toBe('met');
    for (const name of DEPOSIT_RESULT_MODALS) {
      const doc = JSON.parse(readFileSync(new URL(`../../../brands/curacao/modals/${name}.json`, import.meta.url), 'utf8'));
      expect(doc.queryOpenable, name).not.toBe(false);
      expect(enText(doc.title), name).toBeTruthy();
    }
  });

  it("spec 2.5: 'failed, success, return (in progress), decline, cancel, pending' by the transaction status (spec 3)", () => {
    expect(depositResultOf('completed')).toBe('success');
    expect(depositResultOf('processed')).toBe('success');
    expect(depositResultOf('confirmed')).toBe('success');
    expect(depositResultOf('failed')).toBe('deposit-failed');
    expect(depositResultOf('rejected')).toBe('deposit-decline');
    expect(depositResultOf('cancelled')).toBe('deposit-cancel');
    expect(depositResultOf('processing')).toBe('deposit-return');
    expect(depositResultOf('pending')).toBe('deposit-pending');
    expect(depositResultOf('requested')).toBe('deposit-pending');
    expect(depositResultOf('PENDING')).toBe('deposit-pending');
  });

  it('an unknown status is never silence: the failed dialog', () => {
    expect(depositResultOf('exploded')).toBe('deposit-failed');
    expect(depositResultOf(undefined)).toBe('deposit-failed');
  });

  it("the answer's next step wins over its status (schemas/api/deposit.response next)", () => {
    expect(depositStep({ status: 'pending', next: { type: 'redirect', url: '/api/sandbox/provider/3ds/ab' } })).toEqual({ kind: 'redirect', url: '/api/sandbox/provider/3ds/ab' });
    expect(depositStep({ status: 'pending', next: { type: 'upiQr', link: 'upi://pay?pa=a@b', expiresAt: '2026-01-01T00:05:00Z' } }))
      .toEqual({ kind: 'upiQr', link: 'upi://pay?pa=a@b', expiresAt: '2026-01-01T00:05:00Z' });
    expect(depositStep({ status: 'pending', next: { type: 'crypto', network: 'TRC20', address: 'T1', expiresAt: 'x' } }))
      .toEqual({ kind: 'crypto', network: 'TRC20', address: 'T1', expiresAt: 'x' });
    expect(depositStep({ status: 'completed', next: null })).toEqual({ kind: 'result', result: 'success' });
    expect(depositStep({ status: 'pending', next: null })).toEqual({ kind: 'result', result: 'deposit-pending' });
    // A redirect without an address cannot be followed: the status decides.
    expect(depositStep({ status: 'failed', next: { type: 'redirect', url: ' ' } })).toEqual({ kind: 'result', result: 'deposit-failed' });
  });
});

describe("spec 8 'UPI QR: expired, failed to display, no data, invalid link.'", () => {
  it('every state has a text', () => {
    expect(Object.keys(UPI_QR_MESSAGE_KEYS).sort()).toEqual(['displayFailed', 'expired', 'invalidLink', 'noData']);
    for (const key of Object.values(UPI_QR_MESSAGE_KEYS)) expect(enText(key), key).toBeTruthy();
  });

  it('no link, or no expiry to count down to, is no data', () => {
    expect(upiLinkProblem(undefined)).toBe('noData');
    expect(upiLinkProblem('')).toBe('noData');
    expect(upiLinkProblem('  ')).toBe('noData');
    expect(upiLinkProblem('upi://pay?pa=casino@upi', 'never')).toBe('noData');
  });

  it('a link that is not upi://pay naming a payee is an invalid link', () => {
    expect(upiLinkProblem('https://evil.example/pay?pa=a@b')).toBe('invalidLink');
    expect(upiLinkProblem('upi://pay?pn=Casino')).toBe('invalidLink');
    expect(upiLinkProblem('upi://collect?pa=a@b')).toBe('invalidLink');
    expect(upiLinkProblem('not a link')).toBe('invalidLink');
  });

  it("the sandbox's link (NPCI deep link) is fine", () => {
    expect(upiLinkProblem('upi://pay?pa=sandboxcasino%40upi&pn=Sandbox%20Casino&am=500.00&tn=12&cu=INR', '2026-06-17T12:05:00.000Z')).toBeNull();
  });
});

describe("spec 4: 'A UPI QR payment expires, with a countdown.'", () => {
  it('counts whole seconds, rounded up, never below 0', () => {
    const at = parseExpiry('2026-06-17T12:05:00.000Z')!;
    expect(secondsLeft(at, at - 300_000)).toBe(300);
    expect(secondsLeft(at, at - 1)).toBe(1);
    expect(secondsLeft(at, at)).toBe(0);
    expect(secondsLeft(at, at + 5000)).toBe(0);
  });

  it('reads mm:ss', () => {
    expect(formatCountdown(300)).toBe('05:00');
    expect(formatCountdown(299)).toBe('04:59');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(75 * 60)).toBe('75:00');
    expect(formatCountdown(-3)).toBe('00:00');
  });
});

describe("spec 4 Bonus rules: 'A new deposit bonus cancels any active bonus, after a warning.'", () => {
  it('warns only when a bonus is chosen and one is active', () => {
    expect(needsBonusWarning(101, { id: 102 })).toBe(true);
    expect(needsBonusWarning(101, 102)).toBe(true);
    expect(needsBonusWarning(null, { id: 102 })).toBe(false);
    expect(needsBonusWarning(101, null)).toBe(false);
    expect(needsBonusWarning(101, 0)).toBe(false);
  });
});

describe('the pay attempt key (deposit.request requestId)', () => {
  it('is a v4 UUID, with or without randomUUID (which only secure contexts have)', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newRequestId()).toMatch(uuid);
    expect(newRequestId({ getRandomValues: (a) => globalThis.crypto.getRandomValues(a) })).toMatch(uuid);
    expect(newRequestId()).not.toBe(newRequestId());
  });

  it('is reused only after an attempt that got no answer, when nothing changed', () => {
    expect(reusableRequestId(null, 'a')).toBeNull();
    expect(reusableRequestId({ key: 'k', fingerprint: 'a', answered: false }, 'a')).toBe('k');
    expect(reusableRequestId({ key: 'k', fingerprint: 'a', answered: true }, 'a')).toBeNull();
    expect(reusableRequestId({ key: 'k', fingerprint: 'a', answered: false }, 'b')).toBeNull();
  });
});
