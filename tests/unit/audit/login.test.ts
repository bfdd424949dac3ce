// The audit's login check (review 2026-11-23 finding 6) against stand-ins whose "password hash" is an 80 ms job
// on 4 slots: served in arrival order (as found: a burst starves a player's login) or round robin per IP (held).
import { afterEach, describe, expect, it } from 'vitest';
import { loginStarvation } from '../../../tools/audit/checks/login';
import { verdictLine, verdictOf } from '../../../tools/audit/run';
import { closeStandIns, accounts, standIn, type Handler, type StandInReply } from './standIn';

afterEach(closeStandIns);

const bad = (status: number, code: string, headers: Record<string, string> = {}): StandInReply => ({ status, body: { message: code, code }, headers });

/** Jobs on `slots` at a time, waiting in one line (fair: false) or one line per key served in turn (fair: true). */
function hashQueue(fair: boolean, slots = 4, jobMs = 80) {
  let running = 0;
  const lanes = new Map<string, Array<() => void>>();
  const next = () => {
    const first = lanes.entries().next();
    if (first.done || running >= slots) return;
    const [key, lane] = first.value;
    const job = lane.shift()!;
    lanes.delete(key);
    if (lane.length) lanes.set(key, lane);
    job();
  };
  return (key: string) => new Promise<void>((resolve) => {
    const job = () => {
      running += 1;
      setTimeout(() => {
        running -= 1;
        resolve();
        next();
      }, jobMs);
    };
    const laneKey = fair ? key : 'everyone';
    lanes.set(laneKey, [...(lanes.get(laneKey) ?? []), job]);
    next();
  });
}

type Flaw = 'fifo' | 'no-ceiling' | 'lock-per-ip' | 'no-retry-after';

function sandbox(flaw?: Flaw): Record<string, Handler> {
  const a = accounts();
  const hash = hashQueue(flaw !== 'fifo');
  const calls = new Map<string, number>();
  const failures = new Map<string, number>();
  return {
    ...a.routes,
    'POST /api/user/login': async ({ body, ip }) => {
      const count = (calls.get(ip) ?? 0) + 1;
      calls.set(ip, count);
      if (count > 300 && flaw !== 'no-ceiling') return bad(429, 'RATE_LIMITED', { 'retry-after': '900' });
      if (!body?.email) return { status: 400, body: { message: 'email is required', field: 'email' } };
      const lockKey = flaw === 'lock-per-ip' ? `${body.email}|${ip}` : body.email;
      if ((failures.get(lockKey) ?? 0) >= 10) return bad(429, 'ACCOUNT_LOCKED', flaw === 'no-retry-after' ? {} : { 'retry-after': '900' });
      await hash(ip);
      const user = a.byEmail(body.email);
      if (!user || user.password !== body.password) {
        const failed = (failures.get(lockKey) ?? 0) + 1;
        failures.set(lockKey, failed);
        return failed >= 10 ? bad(429, 'ACCOUNT_LOCKED', { 'retry-after': '900' }) : bad(401, 'INVALID_CREDENTIALS');
      }
      return { status: 200, body: { data: { accessToken: `t-${user.id}` } } };
    },
  };
}

async function lineOf(flaw?: Flaw) {
  const server = await standIn(sandbox(flaw));
  return verdictLine('R6', await verdictOf({ name: 'R6', run: loginStarvation }, server.target));
}

describe('audit R6: login starvation, ceiling and lockout', () => {
  it("prints FAILED when a burst of bad logins holds up a player's login (one queue for everyone, as found)", async () => {
    expect(await lineOf('fifo')).toMatch(/^FAILED {2}R6: the player's login, sent once 40 bad logins from 5 clients were queued, was answered after \d+ of them .*: it waited behind them/);
  });
  it('prints FAILED when an IP has no ceiling on password checks', async () => {
    expect(await lineOf('no-ceiling')).toMatch(/^FAILED .*the 301st login call from one IP \(the right password\): expected 429 RATE_LIMITED, got 200/);
  });
  it('prints FAILED when the lockout holds only for the IP that guessed (the old check tried from the same IP)', async () => {
    expect(await lineOf('lock-per-ip')).toMatch(/^FAILED .*the right password from another IP after 10 failures: expected 429 ACCOUNT_LOCKED, got 200/);
  });
  it('prints FAILED when the lockout does not say when to come back', async () => {
    expect(await lineOf('no-retry-after')).toMatch(/^FAILED .*Retry-After ""/);
  });
  it('holds for a fair queue, a ceiling per IP and a lockout per account', async () => {
    expect(await lineOf()).toMatch(/^held {4}R6: a login sent into 40 bad ones from 5 clients was answered before \d+ of them/);
  });
});
