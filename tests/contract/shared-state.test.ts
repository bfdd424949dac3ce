// Issue 28 item 1 (security review, "Scale-out"): with REDIS_URL the state two site servers must agree on lives in
// Redis (server/sharedState.ts). Each piece is checked here with two connections standing for two servers, against a
// real redis-server; npm run test:cluster checks the same through two running servers and a proxy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { startRedis } from '../support/redisServer';
import { MEMORY_STATE, sharedState, type RedisState, type SharedState } from '../../server/sharedState';
import { Lockout, RedisLockout, SandboxGuards, LOGIN_LOCKED, TooManyRequests, type LockoutStore } from '../../server/sandbox/throttle';
import { SandboxBus, type SandboxContext } from '../../server/sandbox/context';
import { memoryChatStore, redisChatStore, type ChatStore } from '../../server/sandbox/chat';
import { assertCaptcha, captchaRoutes } from '../../server/sandbox/captcha';
import { HttpError } from '../../server/sandbox/errors';
import { CHAT_HISTORY } from '../../src/chat/chatRules';

const MINUTE = 60_000;
let redis: Awaited<ReturnType<typeof startRedis>>;
/** Two servers' connections to the one Redis. */
let serverA: RedisState;
let serverB: RedisState;
const env = () => ({ REDIS_URL: redis.url, REDIS_PREFIX: `test-${process.pid}-${Date.now()}:` });

beforeAll(async () => {
  redis = await startRedis();
  const shared = env();
  serverA = (await sharedState(shared)) as RedisState;
  serverB = (await sharedState(shared)) as RedisState;
});
afterAll(async () => {
  await serverA?.close();
  await serverB?.close();
  await redis?.stop();
});

describe('which store: REDIS_URL decides', () => {
  it('without REDIS_URL the state is this process\'s memory (the embedded default: no Redis needed)', async () => {
    expect(await sharedState({})).toBe(MEMORY_STATE);
  });

  it('a REDIS_URL that cannot be reached stops the start with its address, never a half-shared server', async () => {
    await expect(sharedState({ REDIS_URL: 'redis://127.0.0.1:1' })).rejects.toThrow(/REDIS_URL redis:\/\/127\.0\.0\.1:1\/? cannot be reached/);
  });

  it('with REDIS_URL the state is Redis, every key under REDIS_PREFIX', async () => {
    expect(serverA.kind).toBe('redis');
    expect(serverA.prefix).toMatch(/^test-/);
  });
});

describe('lockouts: the same rule in memory and in Redis (10 failures in 15 minutes lock for 15 minutes)', () => {
  const stores: Array<[string, () => LockoutStore]> = [
    ['memory', () => new Lockout({ max: 10, timeWindowMs: 15 * MINUTE }, 15 * MINUTE)],
    ['Redis', () => new RedisLockout(serverA, `rule-${Math.random()}`, { max: 10, timeWindowMs: 15 * MINUTE }, 15 * MINUTE)],
  ];
  it.each(stores)('%s: the tenth failure locks for 15 minutes; older failures do not count; a success forgets', async (_name, make) => {
    const l = make();
    for (let n = 1; n <= 9; n += 1) expect(await l.fail('a', n * 1000)).toBe(0);
    expect(await l.retryAfterMs('a', 9500)).toBe(0);
    expect(await l.fail('a', 10_000)).toBe(15 * MINUTE);
    expect(await l.retryAfterMs('a', 10_000 + MINUTE)).toBe(14 * MINUTE);
    expect(await l.retryAfterMs('a', 10_000 + 15 * MINUTE)).toBe(0);

    for (let n = 0; n < 9; n += 1) await l.fail('b', 0);
    expect(await l.fail('b', 15 * MINUTE + 1)).toBe(0);

    for (let n = 0; n < 9; n += 1) await l.fail('c', n);
    await l.succeed('c');
    expect(await l.fail('c', 20)).toBe(0);
    await l.clear();
  });

  it('a lockout earned through server A holds on server B; a reset on either clears it for both', async () => {
    const onA = new SandboxGuards({}, serverA);
    const onB = new SandboxGuards({}, serverB);
    const now = new Date('2026-11-27T10:00:00Z');
    const refusal = new HttpError(401, 'Invalid email or password');
    const answers: HttpError[] = [];
    for (let n = 0; n < 10; n += 1) answers.push(await onA.failure(onA.logins, 'guess@x.test', now, refusal, LOGIN_LOCKED));
    expect(answers.slice(0, 9).every((a) => a === refusal)).toBe(true);
    expect(answers[9]).toBeInstanceOf(TooManyRequests);
    await expect(onB.assertNotLocked(onB.logins, 'guess@x.test', now, LOGIN_LOCKED)).rejects.toMatchObject({ status: 429, code: 'ACCOUNT_LOCKED' });
    await onB.clear();
    await expect(onA.assertNotLocked(onA.logins, 'guess@x.test', now, LOGIN_LOCKED)).resolves.toBeUndefined();
  });

  it('without Redis each process counts alone (why REDIS_URL is needed with two servers)', async () => {
    const onA = new SandboxGuards({}, MEMORY_STATE);
    const onB = new SandboxGuards({}, MEMORY_STATE);
    const now = new Date('2026-11-27T10:00:00Z');
    for (let n = 0; n < 10; n += 1) await onA.failure(onA.logins, 'k', now, new HttpError(401, 'no'), LOGIN_LOCKED);
    await expect(onA.assertNotLocked(onA.logins, 'k', now, LOGIN_LOCKED)).rejects.toBeInstanceOf(TooManyRequests);
    await expect(onB.assertNotLocked(onB.logins, 'k', now, LOGIN_LOCKED)).resolves.toBeUndefined();
  });
});

describe('the sandbox bus: an event raised on one server is heard on every server, once', () => {
  it('wallet events, revoked sessions and resets cross; each server hears its own once', async () => {
    const busA = new SandboxBus();
    const busB = new SandboxBus();
    busA.relayThrough(serverA);
    busB.relayThrough(serverB);
    const heardOnA: unknown[] = [];
    const heardOnB: unknown[] = [];
    busA.on('player', (...args) => heardOnA.push(args));
    busB.on('player', (...args) => heardOnB.push(args));
    const revokedOnB = new Promise<string>((done) => busB.once('sessionRevoked', done));
    // The subscriptions are made as the buses are: wait until Redis has them before publishing.
    await waitFor(async () => Number((await serverA.redis.pubsub('NUMSUB', `${serverA.prefix}sandbox-bus`))[1]) >= 2);
    busA.emit('player', 7, 'credit', { amount: 5 });
    busA.emit('sessionRevoked', 'session-1');
    expect(await revokedOnB).toBe('session-1');
    await waitFor(() => heardOnB.length === 1);
    expect(heardOnB).toEqual([[7, 'credit', { amount: 5 }]]);
    expect(heardOnA).toEqual([[7, 'credit', { amount: 5 }]]);
  });

  it('without Redis the bus is this process\'s only', () => {
    const bus = new SandboxBus();
    bus.relayThrough(MEMORY_STATE);
    const heard: unknown[] = [];
    bus.on('reset', () => heard.push('reset'));
    bus.emit('reset');
    expect(heard).toEqual(['reset']);
  });
});

describe('the chat room\'s memory: history, ids and rate counters shared', () => {
  const stores: Array<[string, () => ChatStore]> = [['memory', () => memoryChatStore()], ['Redis', () => redisChatStore(serverA)]];
  it.each(stores)(`%s: the last ${CHAT_HISTORY} messages are kept, in order; ids grow; a reset empties it`, async (_name, make) => {
    const store = make();
    await store.clear();
    for (let n = 0; n < CHAT_HISTORY + 5; n += 1) {
      const id = await store.nextId();
      await store.add({ userId: 1, message: { id, author: 'Player 1', role: 'player', text: `m${n}`, at: '' } });
    }
    const history = await store.history();
    expect(history).toHaveLength(CHAT_HISTORY);
    expect(history[0].message.text).toBe('m5');
    expect(history.at(-1)!.message.text).toBe(`m${CHAT_HISTORY + 4}`);
    await store.setSent(1, [100, 200]);
    expect(await store.sent(1)).toEqual([100, 200]);
    await store.clear();
    expect(await store.history()).toEqual([]);
    expect(await store.sent(1)).toEqual([]);
  });

  it('what one server stores, the other reads', async () => {
    const onA = redisChatStore(serverA);
    const onB = redisChatStore(serverB);
    await onA.clear();
    await onA.add({ userId: 2, message: { id: await onA.nextId(), author: 'Player 2', role: 'player', text: 'from A', at: '' } });
    expect((await onB.history()).map((s) => s.message.text)).toEqual(['from A']);
  });
});

describe('captcha tokens are one-use for the whole site', () => {
  const sandboxOn = async (shared: SharedState) => {
    const ctx = { shared, now: () => new Date() } as unknown as SandboxContext;
    const app = Fastify();
    captchaRoutes(app, ctx);
    await app.ready();
    return { ctx, app };
  };
  const issue = async (app: Awaited<ReturnType<typeof sandboxOn>>['app']) =>
    (await app.inject({ method: 'POST', url: '/api/sandbox/captcha/token', payload: { siteKey: 'site-key' } })).json().token as string;

  it('a token issued by A is taken once, by B; a replay on A fails', async () => {
    const a = await sandboxOn(serverA);
    const b = await sandboxOn(serverB);
    const token = await issue(a.app);
    await expect(assertCaptcha(b.ctx, 'site-key', token, 'recaptchaToken', null)).resolves.toBeUndefined();
    await expect(assertCaptcha(a.ctx, 'site-key', token, 'recaptchaToken', null)).rejects.toMatchObject({ status: 400, code: 'CAPTCHA_FAILED' });
  });

  it('in memory too a token is taken once', async () => {
    const a = await sandboxOn(MEMORY_STATE);
    const token = await issue(a.app);
    await expect(assertCaptcha(a.ctx, 'site-key', token, 'recaptchaToken', null)).resolves.toBeUndefined();
    await expect(assertCaptcha(a.ctx, 'site-key', token, 'recaptchaToken', null)).rejects.toMatchObject({ code: 'CAPTCHA_FAILED' });
  });
});

async function waitFor(check: () => boolean | Promise<boolean>, withinMs = 5000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${withinMs} ms`);
    await new Promise((done) => setTimeout(done, 10));
  }
}
