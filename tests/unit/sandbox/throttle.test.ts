// Guessing limits (issue 10 item 5; security review finding 6): the per-account lockout and the fair
// password-hashing queue of server/sandbox/throttle.ts.
import { describe, it, expect } from 'vitest';
import { FairQueue, Lockout, TooManyRequests } from '../../../server/sandbox/throttle';

const MINUTE = 60_000;

describe('Lockout: 10 failures in 15 minutes lock for 15 minutes', () => {
  const lockout = () => new Lockout({ max: 10, timeWindowMs: 15 * MINUTE }, 15 * MINUTE);

  it('the tenth failure locks; the lock lasts 15 minutes, then the key may try again', () => {
    const l = lockout();
    for (let n = 1; n <= 9; n += 1) expect(l.fail('a', n * 1000)).toBe(0);
    expect(l.retryAfterMs('a', 9500)).toBe(0);
    expect(l.fail('a', 10_000)).toBe(15 * MINUTE);
    expect(l.retryAfterMs('a', 10_000 + MINUTE)).toBe(14 * MINUTE);
    expect(l.retryAfterMs('a', 10_000 + 15 * MINUTE)).toBe(0);
  });

  it('failures older than the window do not count', () => {
    const l = lockout();
    for (let n = 0; n < 9; n += 1) l.fail('a', 0);
    expect(l.fail('a', 15 * MINUTE + 1)).toBe(0);
  });

  it('keys are apart, and a success forgets the failures', () => {
    const l = lockout();
    for (let n = 0; n < 9; n += 1) l.fail('a', n);
    expect(l.fail('b', 10)).toBe(0);
    l.succeed('a');
    expect(l.fail('a', 20)).toBe(0);
  });

  it('keeps at most maxKeys keys', () => {
    const l = new Lockout({ max: 2, timeWindowMs: MINUTE }, MINUTE, 3);
    for (const key of ['a', 'b', 'c', 'd']) l.fail(key, 0);
    // 'a' was dropped: its next failure is its first again.
    expect(l.fail('a', 1)).toBe(0);
    expect(l.fail('d', 1)).toBe(MINUTE);
  });
});

/** A job the test finishes by hand. */
function deferred() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => { finish = resolve; });
  return { done, finish };
}

describe('FairQueue: one client cannot starve the others', () => {
  it('runs up to the concurrency at once', async () => {
    const q = new FairQueue(2, 10);
    const jobs = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = jobs.map((job, i) => q.run('a', async () => { started.push(i); await job.done; }));
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(q.waiting).toBe(1);
    jobs[0].finish();
    await runs[0];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    jobs[1].finish();
    jobs[2].finish();
    await Promise.all(runs);
  });

  it('serves keys round robin: a late key waits one turn, not behind the whole burst', async () => {
    const q = new FairQueue(1, 100);
    const order: string[] = [];
    const gates = new Map<string, ReturnType<typeof deferred>>();
    const job = (name: string) => async () => {
      order.push(name);
      const gate = deferred();
      gates.set(name, gate);
      await gate.done;
    };
    const runs = ['a1', 'a2', 'a3', 'a4'].map((name) => q.run('attacker', job(name)));
    runs.push(q.run('player', job('p1')));
    // Let each started job finish in turn.
    for (let n = 0; n < 5; n += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      gates.get(order[order.length - 1])!.finish();
    }
    await Promise.all(runs);
    // p1 comes after the job in flight and at most one more of the burst's, before the rest of it.
    expect(order).toEqual(['a1', 'a2', 'p1', 'a3', 'a4']);
  });

  it('refuses a key with too many waiting with 429', async () => {
    const q = new FairQueue(1, 2);
    const gate = deferred();
    const first = q.run('a', () => gate.done);
    const waiting = [q.run('a', async () => undefined), q.run('a', async () => undefined)];
    await expect(q.run('a', async () => undefined)).rejects.toBeInstanceOf(TooManyRequests);
    // Another key still gets in line.
    const other = q.run('b', async () => 'b');
    gate.finish();
    await Promise.all([first, ...waiting]);
    expect(await other).toBe('b');
  });

  it('a failing job frees its slot', async () => {
    const q = new FairQueue(1, 5);
    await expect(q.run('a', async () => { throw new Error('boom'); })).rejects.toThrow('boom');
    expect(await q.run('a', async () => 42)).toBe(42);
  });
});
