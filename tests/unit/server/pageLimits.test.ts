// Security review N4 (issue 24 item 5): the page limits' settings (config.ts pageLimits), the line of renderings
// (renderGate.ts) and the bounded memo of each page's calls (ssr.ts RememberedCalls).
import { describe, it, expect } from 'vitest';
import { PAGE_LIMIT_DEFAULTS, pageLimits } from '../../../server/site/config';
import { BUSY, RenderGate } from '../../../server/site/renderGate';
import { RememberedCalls } from '../../../server/site/ssr';

describe('page limits from the environment', () => {
  it('documented defaults; each variable a whole number; a bad value stops the start with its name', () => {
    expect(pageLimits({})).toEqual(PAGE_LIMIT_DEFAULTS);
    expect(pageLimits({ PAGE_URL_MAX_BYTES: '2048', PAGE_RENDERS_AT_ONCE: '2', PAGE_RENDERS_WAITING: '0', PAGE_LOADS_PER_IP_MINUTE: '600' }))
      .toEqual({ urlBytes: 2048, rendersAtOnce: 2, rendersWaiting: 0, loadsPerIpMinute: 600 });
    for (const [name, value] of [['PAGE_RENDERS_AT_ONCE', '0'], ['PAGE_LOADS_PER_IP_MINUTE', '1e3'], ['PAGE_URL_MAX_BYTES', '-5'], ['PAGE_RENDERS_WAITING', 'many']]) {
      expect(() => pageLimits({ [name]: value }), name).toThrow(new RegExp(`^${name} must be a whole number`));
    }
  });
});

/** A task that runs until its release is called. */
function heldTask(started: string[], name: string) {
  let release!: () => void;
  const done = new Promise<void>((resolve) => { release = resolve; });
  return { task: async () => { started.push(name); await done; return name; }, release: () => release() };
}

describe('the line of renderings', () => {
  it('runs atOnce tasks, lines up `waiting` more in order, and answers BUSY past them without running the task', async () => {
    const gate = new RenderGate(2, 1);
    const started: string[] = [];
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => heldTask(started, name));
    const runs = [gate.run(a.task), gate.run(b.task), gate.run(c.task)];
    expect(await gate.run(d.task)).toBe(BUSY);
    expect(started).toEqual(['a', 'b']);
    expect(gate.load).toEqual({ running: 2, waiting: 1 });
    b.release();
    expect(await runs[1]).toBe('b');
    // The freed place goes to the one in line.
    await expect.poll(() => started).toEqual(['a', 'b', 'c']);
    expect(gate.load).toEqual({ running: 2, waiting: 0 });
    a.release();
    c.release();
    expect(await Promise.all([runs[0], runs[2]])).toEqual(['a', 'c']);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('a task that fails frees its place too', async () => {
    const gate = new RenderGate(1, 0);
    await expect(gate.run(async () => { throw new Error('render failed'); })).rejects.toThrow('render failed');
    expect(await gate.run(async () => 'next')).toBe('next');
  });
});

describe("the memo of each page's calls", () => {
  it('keeps the last pages, and at most so many characters of calls; a long address costs no more than a short one', () => {
    const memo = new RememberedCalls(3, 100);
    memo.set(`/casino?search=${'x'.repeat(14_000)}`, ['getGames a']);
    expect(memo.get(`/casino?search=${'x'.repeat(14_000)}`)).toEqual(['getGames a']);
    expect(memo.held).toEqual({ pages: 1, chars: 10 });
    for (const page of ['/a', '/b', '/c']) memo.set(page, ['call']);
    expect(memo.held.pages).toBe(3);
    expect(memo.get(`/casino?search=${'x'.repeat(14_000)}`)).toBeUndefined();
    // Calls of 60 characters twice: the older page goes to keep within 100.
    memo.set('/d', ['y'.repeat(60)]);
    memo.set('/e', ['z'.repeat(60)]);
    expect(memo.get('/d')).toBeUndefined();
    expect(memo.get('/e')).toEqual(['z'.repeat(60)]);
    expect(memo.held.chars).toBeLessThanOrEqual(100);
    // A page whose calls alone are over the bound is not kept (and its old entry goes).
    memo.set('/e', ['w'.repeat(101)]);
    expect(memo.get('/e')).toBeUndefined();
  });
});
