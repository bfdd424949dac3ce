// Guessing and flooding limits of the sandbox (security review findings 6 and 12):
// - per account: 10 failed logins in 15 minutes lock that account's logins for 15 minutes (Lockout); the
//   same for wrong current passwords on a password change. Unknown emails lock too, so the lockout does
//   not tell which accounts exist. Wrong coupon codes (routes/bonuses.ts): 10 in 15 minutes lock both the
//   player and the IP for 15 minutes.
// - per IP: ceilings on password checks and guest writes (@fastify/rate-limit, route config), generous
//   enough that a real player and the test suites never meet them.
// - fairness: password hashing (scrypt, on libuv's thread pool, off the event loop) is queued per IP and
//   served round robin (FairQueue), so one client's burst of logins cannot delay everyone else's.
// Every state lives in memory, per sandbox, and a reset forgets it; with REDIS_URL (server/sharedState.ts) the
// lockouts and the ceilings live in Redis, so every server of a site counts the same failures (RedisLockout).
// The fair queue stays per process: it shares this process's hashing threads.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import { deleteKeys, MEMORY_STATE, type RedisState, type SharedState } from '../sharedState';

export interface Window { max: number; timeWindowMs: number }

export interface SandboxLimits {
  /** Failed logins (or wrong current passwords) per account before its lockout. */
  accountFailures: Window;
  /** How long a locked account waits. */
  lockoutMs: number;
  /** Password checks per IP: login, sign-up, password change, reset, send-credentials. */
  passwordChecks: Window;
  /** Reset requests per email or phone (each one sends an email or an SMS). */
  resetRequests: Window;
  /** Guest writes per IP: tracking events, country-block reports, card tokens, demo launches. */
  guestWrites: Window;
  /** Verification emails a player may ask for again (POST /api/user/resend-verification). */
  verificationEmails: Window;
  /** Password hashes running at once (libuv's default thread pool has 4 threads). */
  hashConcurrency: number;
  /** Password checks one IP may have waiting; more are refused with 429. */
  hashQueuePerIp: number;
  /** KYC document uploads per player (documents.ts): each one writes up to 25MB to the disk. */
  uploads: Window;
  /** Wrong coupon codes per player and per IP before both are locked for lockoutMs (routes/bonuses.ts). */
  couponFailures: Window;
}

const MINUTE = 60_000;

export const DEFAULT_LIMITS: Readonly<SandboxLimits> = {
  accountFailures: { max: 10, timeWindowMs: 15 * MINUTE },
  lockoutMs: 15 * MINUTE,
  passwordChecks: { max: 300, timeWindowMs: 15 * MINUTE },
  resetRequests: { max: 5, timeWindowMs: 60 * MINUTE },
  guestWrites: { max: 600, timeWindowMs: MINUTE },
  verificationEmails: { max: 5, timeWindowMs: 60 * MINUTE },
  hashConcurrency: 4,
  hashQueuePerIp: 16,
  uploads: { max: 20, timeWindowMs: 10 * MINUTE },
  couponFailures: { max: 10, timeWindowMs: 15 * MINUTE },
};

/** 429 with the seconds to wait (Retry-After) and a message a form can show as it is. */
export class TooManyRequests extends HttpError {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number, code = 'TOO_MANY_REQUESTS') {
    super(429, message, { code, details: { retryAfter: retryAfterSeconds } });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const minutesText = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/** A lockout's counters: in this process (Lockout) or in Redis (RedisLockout); the same answers from both. */
export interface LockoutStore {
  /** Milliseconds until the key may try again; 0 when it may now. */
  retryAfterMs(key: string, now: number): number | Promise<number>;
  /** Counts a failure; returns the lock's length when this failure locks the key, else 0. */
  fail(key: string, now: number): number | Promise<number>;
  /** Forgets the key's failures. */
  succeed(key: string): void | Promise<void>;
  clear(): void | Promise<void>;
}

/**
 * Failures per key in a sliding window; the max-th failure locks the key for lockoutMs. A success
 * forgets the key's failures. Pure over the clock it is given, so tests move time.
 */
export class Lockout implements LockoutStore {
  private readonly failures = new Map<string, number[]>();
  private readonly lockedUntil = new Map<string, number>();

  constructor(private readonly window: Window, private readonly lockoutMs: number, private readonly maxKeys = 50_000) {}

  /** Milliseconds until the key may try again; 0 when it may now. */
  retryAfterMs(key: string, now: number): number {
    const until = this.lockedUntil.get(key);
    if (until === undefined) return 0;
    if (until > now) return until - now;
    this.lockedUntil.delete(key);
    return 0;
  }

  /** Counts a failure; returns the lock's length when this failure locks the key, else 0. */
  fail(key: string, now: number): number {
    const recent = (this.failures.get(key) ?? []).filter((at) => at > now - this.window.timeWindowMs);
    recent.push(now);
    this.failures.delete(key);
    if (recent.length >= this.window.max) {
      this.lockedUntil.set(key, now + this.lockoutMs);
      this.trim(this.lockedUntil);
      return this.lockoutMs;
    }
    this.failures.set(key, recent);
    this.trim(this.failures);
    return 0;
  }

  succeed(key: string): void {
    this.failures.delete(key);
  }

  clear(): void {
    this.failures.clear();
    this.lockedUntil.clear();
  }

  /** Memory stays bounded: the oldest keys (Map order) go first. */
  private trim(map: Map<string, unknown>): void {
    while (map.size > this.maxKeys) map.delete(map.keys().next().value as string);
  }
}

/**
 * Lockout's rule over Redis, for every server of a site: a key's failures are a sorted set scored by the time
 * (the window slides by removing the old ones), its lock a key holding the time it ends. Times are the clock given
 * (the sandbox's, which tests move); Redis's own expiry only removes what can no longer count.
 */
export class RedisLockout implements LockoutStore {
  constructor(private readonly state: RedisState, private readonly name: string, private readonly window: Window, private readonly lockoutMs: number) {}

  private key(kind: 'failures' | 'lock', key: string): string {
    return `${this.state.prefix}lockout:${this.name}:${kind}:${key}`;
  }

  async retryAfterMs(key: string, now: number): Promise<number> {
    const until = Number(await this.state.redis.get(this.key('lock', key)));
    return until > now ? until - now : 0;
  }

  async fail(key: string, now: number): Promise<number> {
    const failures = this.key('failures', key);
    // One transaction: no other server's failure lands between the count and this one.
    const results = await this.state.redis.multi()
      .zremrangebyscore(failures, '-inf', now - this.window.timeWindowMs)
      .zadd(failures, now, `${now}:${randomUUID()}`)
      .zcard(failures)
      .pexpire(failures, this.window.timeWindowMs)
      .exec();
    const count = Number(results?.[2]?.[1] ?? 0);
    if (count < this.window.max) return 0;
    await this.state.redis.multi().set(this.key('lock', key), String(now + this.lockoutMs), 'PX', this.lockoutMs).del(failures).exec();
    return this.lockoutMs;
  }

  async succeed(key: string): Promise<void> {
    await this.state.redis.del(this.key('failures', key));
  }

  async clear(): Promise<void> {
    await deleteKeys(this.state, `lockout:${this.name}:*`);
  }
}

/**
 * Runs async jobs at most `concurrency` at a time, with a queue per key served round robin: a key with
 * a hundred jobs waiting delays another key's job by at most one turn. A key with `perKey` jobs waiting
 * gets TooManyRequests for the next one.
 */
export class FairQueue {
  private running = 0;
  /** Waiting jobs per key; Map order is the round-robin order. */
  private readonly lanes = new Map<string, Array<() => void>>();

  constructor(private readonly concurrency: number, private readonly perKey: number) {}

  run<T>(key: string, job: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency && this.lanes.size === 0) return this.start(job);
    const lane = this.lanes.get(key) ?? [];
    if (lane.length >= this.perKey) {
      return Promise.reject(new TooManyRequests('Too many attempts at once. Please try again in a moment.', 1));
    }
    return new Promise<T>((resolve, reject) => {
      lane.push(() => this.start(job).then(resolve, reject));
      this.lanes.set(key, lane);
    });
  }

  /** Jobs waiting (for tests and the bench). */
  get waiting(): number {
    let count = 0;
    for (const lane of this.lanes.values()) count += lane.length;
    return count;
  }

  private async start<T>(job: () => Promise<T>): Promise<T> {
    this.running += 1;
    try {
      return await job();
    } finally {
      this.running -= 1;
      this.next();
    }
  }

  private next(): void {
    const first = this.lanes.entries().next();
    if (first.done) return;
    const [key, lane] = first.value;
    const job = lane.shift()!;
    // The key goes to the back of the round, or leaves it when its lane is empty.
    this.lanes.delete(key);
    if (lane.length) this.lanes.set(key, lane);
    job();
  }
}

/** The guards one sandbox shares: its limits, the account lockouts and the password-hashing queue. */
export class SandboxGuards {
  readonly limits: SandboxLimits;
  /** Failed logins, by email (known or not). */
  readonly logins: LockoutStore;
  /** Wrong current passwords on a password change, by player. */
  readonly passwordChanges: LockoutStore;
  /** Wrong coupon codes, by player and by IP (keys player:<id>, ip:<ip>). */
  readonly coupons: LockoutStore;
  private readonly hashing: FairQueue;

  constructor(limits: Partial<SandboxLimits> = {}, shared: SharedState = MEMORY_STATE) {
    this.limits = { ...DEFAULT_LIMITS, ...limits };
    const lockout = (name: string, window: Window): LockoutStore =>
      shared.kind === 'redis' ? new RedisLockout(shared, name, window, this.limits.lockoutMs) : new Lockout(window, this.limits.lockoutMs);
    this.logins = lockout('logins', this.limits.accountFailures);
    this.passwordChanges = lockout('passwordChanges', this.limits.accountFailures);
    this.coupons = lockout('coupons', this.limits.couponFailures);
    this.hashing = new FairQueue(this.limits.hashConcurrency, this.limits.hashQueuePerIp);
  }

  /** A password hash or check (scrypt), queued fairly by the caller's IP. */
  hash<T>(ip: string, work: () => Promise<T>): Promise<T> {
    return this.hashing.run(ip, work);
  }

  /** 429 while the lockout holds the key. */
  async assertNotLocked(lockout: LockoutStore, key: string, now: Date, message: (wait: string) => string): Promise<void> {
    const waitMs = await lockout.retryAfterMs(key, now.getTime());
    if (waitMs > 0) throw new TooManyRequests(message(minutesText(waitMs / 1000)), Math.ceil(waitMs / 1000), 'ACCOUNT_LOCKED');
  }

  /** Counts a failure; the error to throw: 429 when this failure locks the key, else the caller's own refusal. */
  async failure(lockout: LockoutStore, key: string, now: Date, refusal: HttpError, message: (wait: string) => string): Promise<HttpError> {
    const lockedMs = await lockout.fail(key, now.getTime());
    return lockedMs > 0 ? new TooManyRequests(message(minutesText(lockedMs / 1000)), Math.ceil(lockedMs / 1000), 'ACCOUNT_LOCKED') : refusal;
  }

  async clear(): Promise<void> {
    await Promise.all([this.logins.clear(), this.passwordChanges.clear(), this.coupons.clear()]);
  }
}

export const LOGIN_LOCKED = (wait: string) => `Too many failed logins. For your security, this account's logins are paused for ${wait}.`;
export const PASSWORD_CHANGE_LOCKED = (wait: string) => `Too many wrong current passwords. Please try again in ${wait}.`;
export const COUPONS_LOCKED = (wait: string) => `Too many wrong coupon codes. Please try again in ${wait}.`;

/**
 * A ceiling for one route (@fastify/rate-limit), by IP unless `key` says otherwise. Attach it as the
 * route's onRequest hook (a refused request costs nothing), or as its preHandler when `key` reads the
 * parsed body.
 */
export function ceiling(app: FastifyInstance, window: Window, key?: (request: FastifyRequest) => string) {
  return app.rateLimit({ max: window.max, timeWindow: window.timeWindowMs, ...(key ? { keyGenerator: key } : {}) });
}
