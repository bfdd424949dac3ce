// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_EVENTS, startInactivityTimer } from '../../../src/platform/inactivity';
import { inactivityTimeoutMinutes } from '../../../src/platform/settings';

const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-06-15T12:00:00Z'));
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('inactivity timer', () => {
  it('spec 9 Session and away: the timeout is the setting when above 1, otherwise 30 minutes', () => {
    expect(inactivityTimeoutMinutes({ inactivitySessionTimeout: 15 })).toBe(15);
    expect(inactivityTimeoutMinutes({ inactivitySessionTimeout: 1 })).toBe(30);
    expect(inactivityTimeoutMinutes({})).toBe(30);
  });

  it('spec 4 Session termination: inactivity ends the session after the configured minutes, once', () => {
    const onTimeout = vi.fn();
    startInactivityTimer({ minutes: 30, onTimeout });
    vi.advanceTimersByTime(30 * MINUTE - 1);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60 * MINUTE);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it.each(ACTIVITY_EVENTS)('spec 4 Session termination: a %s event restarts the timer', (type) => {
    const onTimeout = vi.fn();
    startInactivityTimer({ minutes: 30, onTimeout });
    vi.advanceTimersByTime(20 * MINUTE);
    // focus and scroll do not bubble: the timer listens in the capture phase
    document.body.dispatchEvent(new Event(type, { bubbles: false }));
    vi.advanceTimersByTime(20 * MINUTE);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10 * MINUTE);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('spec 4 Session termination: listeners are passive and a burst of mouse moves is recorded at most once a second', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    startInactivityTimer({ minutes: 30, onTimeout: () => {} });
    for (const call of add.mock.calls) expect(call[2]).toMatchObject({ passive: true, capture: true });
    expect(add.mock.calls.map((c) => c[0]).sort()).toEqual([...ACTIVITY_EVENTS].sort());
    setItem.mockClear();
    vi.advanceTimersByTime(1000);
    for (let i = 0; i < 500; i++) {
      window.dispatchEvent(new MouseEvent('mousemove'));
      vi.advanceTimersByTime(1);
    }
    expect(setItem.mock.calls.length).toBeLessThanOrEqual(1);
    add.mockRestore();
    setItem.mockRestore();
  });

  it('spec 4 Session termination: activity in another tab (shared last activity) keeps the session', () => {
    const onTimeout = vi.fn();
    startInactivityTimer({ minutes: 30, onTimeout });
    vi.advanceTimersByTime(25 * MINUTE);
    localStorage.setItem('lastActivityAt', String(Date.now()));
    vi.advanceTimersByTime(5 * MINUTE);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(25 * MINUTE);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('spec 4 Session termination: stop removes the listeners and the timer', () => {
    const onTimeout = vi.fn();
    const remove = vi.spyOn(window, 'removeEventListener');
    const stop = startInactivityTimer({ minutes: 30, onTimeout });
    stop();
    expect(remove.mock.calls.map((c) => c[0]).sort()).toEqual([...ACTIVITY_EVENTS].sort());
    vi.advanceTimersByTime(60 * MINUTE);
    expect(onTimeout).not.toHaveBeenCalled();
    remove.mockRestore();
  });
});
