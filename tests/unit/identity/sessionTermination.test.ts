// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  recordTermination, takeTermination, terminationModal, watchTermination,
} from '../../../src/platform/sessionTermination';

beforeEach(() => localStorage.clear());

describe('session termination', () => {
  it('spec 4 Session termination: a reason and a time (ISO timestamp) are stored in local storage', () => {
    recordTermination('USER_INACTIVITY_TIMEOUT', new Date('2025-06-15T12:00:00Z'));
    expect(localStorage.getItem('sessionTerminationReason')).toBe('USER_INACTIVITY_TIMEOUT');
    expect(localStorage.getItem('sessionTerminationTime')).toBe('2025-06-15T12:00:00.000Z');
  });

  it('spec 4 Session termination: taking it returns and clears it', () => {
    recordTermination('CONCURRENT_SESSION', new Date('2025-06-15T12:00:00Z'));
    expect(takeTermination()).toEqual({ reason: 'CONCURRENT_SESSION', time: '2025-06-15T12:00:00.000Z' });
    expect(localStorage.getItem('sessionTerminationReason')).toBeNull();
    expect(localStorage.getItem('sessionTerminationTime')).toBeNull();
    expect(takeTermination()).toBeNull();
  });

  it('spec 4 Session termination: inactivity shows the inactive title and message, other reasons the logout ones', () => {
    expect(terminationModal('USER_INACTIVITY_TIMEOUT')).toBe('session-timeout');
    for (const reason of ['USER_INITIATED', 'SESSION_EXPIRED', 'ACCOUNT_LOCKED', 'SECURITY_LOGOUT', 'CONCURRENT_SESSION', 'SYSTEM_MAINTENANCE']) {
      expect(terminationModal(reason)).toBe('logged-out');
    }
  });

  it('spec 4 Session termination: a stored termination is shown at load and then cleared', () => {
    recordTermination('SESSION_EXPIRED');
    const onShow = vi.fn();
    watchTermination(onShow);
    expect(onShow).toHaveBeenCalledWith(expect.objectContaining({ reason: 'SESSION_EXPIRED' }));
    expect(localStorage.getItem('sessionTerminationReason')).toBeNull();
  });

  it('spec 4 Session termination: otherwise it is shown on the next click or key press, once, and the listeners go', () => {
    const onShow = vi.fn();
    const remove = vi.spyOn(window, 'removeEventListener');
    watchTermination(onShow);
    document.body.click();
    expect(onShow).not.toHaveBeenCalled();
    recordTermination('USER_INACTIVITY_TIMEOUT');
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    expect(onShow).toHaveBeenCalledTimes(1);
    expect(onShow.mock.calls[0][0].reason).toBe('USER_INACTIVITY_TIMEOUT');
    expect(localStorage.getItem('sessionTerminationReason')).toBeNull();
    expect(remove.mock.calls.map((c) => c[0]).sort()).toEqual(['click', 'keydown']);
    recordTermination('SESSION_EXPIRED');
    document.body.click();
    expect(onShow).toHaveBeenCalledTimes(1);
    remove.mockRestore();
  });

  it('spec 4 Session termination: with repeat, a page that lives through several sessions shows each one', () => {
    const onShow = vi.fn();
    recordTermination('SESSION_EXPIRED');
    const stop = watchTermination(onShow, { repeat: true });
    recordTermination('USER_INACTIVITY_TIMEOUT');
    document.body.click();
    expect(onShow.mock.calls.map((c) => c[0].reason)).toEqual(['SESSION_EXPIRED', 'USER_INACTIVITY_TIMEOUT']);
    stop();
    recordTermination('ACCOUNT_LOCKED');
    document.body.click();
    expect(onShow).toHaveBeenCalledTimes(2);
  });
});
