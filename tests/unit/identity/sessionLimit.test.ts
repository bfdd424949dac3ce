// spec 2.5 Responsible gaming and spec 5/9 Limits: the session time limit ends the session on time in the
// browser (src/platform/sessionLimit.ts), with our termination reason and its own notice (spec 4 Session
// termination, spec 3 Enumerations: none of the spec's reasons is the player's own limit).
import { describe, expect, it } from 'vitest';
import { SESSION_LIMIT_REASON, sessionLimitEnd, startSessionLimitTimer } from '../../../src/platform/sessionLimit';
import { terminationModal } from '../../../src/platform/sessionTermination';

function fakeClock(start: number) {
  let now = start;
  const timers: Array<{ at: number; run: () => void; id: number }> = [];
  let ids = 0;
  return {
    now: () => now,
    schedule: (run: () => void, ms: number) => { const id = ++ids; timers.push({ at: now + ms, run, id }); return id; },
    cancel: (id: unknown) => { const i = timers.findIndex((t) => t.id === id); if (i >= 0) timers.splice(i, 1); },
    advance(ms: number) {
      now += ms;
      for (let due = timers.filter((t) => t.at <= now); due.length; due = timers.filter((t) => t.at <= now)) {
        for (const t of due) { timers.splice(timers.indexOf(t), 1); t.run(); }
      }
    },
  };
}

describe('session time limit in the browser', () => {
  it('reads when the session ends from the user details (userLimit.sessionEndsAt)', () => {
    expect(sessionLimitEnd({ userLimit: { sessionEndsAt: '2026-11-26T10:30:00.000Z' } })).toBe(Date.parse('2026-11-26T10:30:00.000Z'));
    expect(sessionLimitEnd({ userLimit: { sessionEndsAt: null } })).toBeNull();
    expect(sessionLimitEnd({ userLimit: null })).toBeNull();
    expect(sessionLimitEnd(null)).toBeNull();
  });

  it('ends the session once, at the end and not before', () => {
    const clock = fakeClock(0);
    let ended = 0;
    startSessionLimitTimer({ endsAt: 10 * 60_000, onEnd: () => { ended += 1; }, ...clock });
    clock.advance(10 * 60_000 - 1);
    expect(ended).toBe(0);
    clock.advance(1);
    expect(ended).toBe(1);
    clock.advance(60 * 60_000);
    expect(ended).toBe(1);
  });

  it('waits out 30 days, longer than one setTimeout holds', () => {
    const clock = fakeClock(0);
    let ended = false;
    startSessionLimitTimer({ endsAt: 30 * 86_400_000, onEnd: () => { ended = true; }, ...clock });
    clock.advance(30 * 86_400_000 - 1);
    expect(ended).toBe(false);
    clock.advance(1);
    expect(ended).toBe(true);
  });

  it('ends at once when the end has passed, and a stopped timer never ends it', () => {
    const clock = fakeClock(1000);
    let ended = false;
    startSessionLimitTimer({ endsAt: 500, onEnd: () => { ended = true; }, ...clock });
    expect(ended).toBe(true);
    let stoppedEnded = false;
    const stop = startSessionLimitTimer({ endsAt: 5000, onEnd: () => { stoppedEnded = true; }, ...clock });
    stop();
    clock.advance(10_000);
    expect(stoppedEnded).toBe(false);
  });

  it('has its own reason and notice: SESSION_TIME_LIMIT -> the session-limit modal', () => {
    expect(SESSION_LIMIT_REASON).toBe('SESSION_TIME_LIMIT');
    expect(terminationModal(SESSION_LIMIT_REASON)).toBe('session-limit');
    expect(terminationModal('USER_INACTIVITY_TIMEOUT')).toBe('session-timeout');
    expect(terminationModal('SESSION_EXPIRED')).toBe('logged-out');
  });
});
