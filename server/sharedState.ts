// Where the state that every site server of one site must agree on lives (issue 28; security review, "Scale-out"):
// with REDIS_URL (Redis or Valkey), in Redis, so two or more servers behind a load balancer share rate limits,
// lockouts, one-use tokens, the socket's rooms and events, the chat and the notice of a publish; without it, in this
// process's memory, as one `npm start` has always had it (the embedded default: no Redis needed).
// This module only decides and connects; each piece of state keeps its two stores beside its rules (throttle.ts
// RedisLockout, chat.ts, captcha.ts, socket.ts's adapter, context.ts's bus relay).
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/** One Redis connection for commands, one for subscriptions (a subscribed connection can do nothing else). */
export interface RedisState {
  kind: 'redis';
  /** Commands (counters, lists, one-use tokens, publishing). */
  redis: Redis;
  /** Every key this site writes starts with it (REDIS_PREFIX, default `casino:`), so one Redis can hold several sites. */
  prefix: string;
  /** This process's name in its notices, so it can skip its own. */
  serverId: string;
  /** Sends a notice to every server of the site (this one included; `from` tells). */
  publish(channel: string, message: unknown): Promise<void>;
  /** Hears the notices of a channel (every server's, this one's included). */
  subscribe(channel: string, listener: (message: unknown, from: string) => void): void;
  /** A new connection with the same options (socket.io's adapter takes a pair of its own). */
  duplicate(): Redis;
  close(): Promise<void>;
}

export interface MemoryState {
  kind: 'memory';
  close(): Promise<void>;
}

export type SharedState = MemoryState | RedisState;

export const MEMORY_STATE: MemoryState = { kind: 'memory', close: async () => {} };

/** What needs REDIS_URL once a site runs on more than one process: said at start when it is missing. */
export const NEEDS_REDIS = 'chat, sockets, rate limits and lockouts are then each process\'s own: set REDIS_URL to share them (docs/server.md, "Many servers, one site")';

/** REDIS_URL is set but Redis cannot be reached: the server does not start (main.ts says why). */
export class SharedStateUnavailable extends Error {}

/**
 * The shared state the environment asks for: memory without REDIS_URL; with it, connected to Redis (waits for the
 * connection, and throws with the address when Redis cannot be reached, so a server never starts half shared).
 */
export async function sharedState(env: NodeJS.ProcessEnv): Promise<SharedState> {
  const url = env.REDIS_URL;
  if (!url) return MEMORY_STATE;
  const prefix = env.REDIS_PREFIX ?? 'casino:';
  const options = { lazyConnect: true, maxRetriesPerRequest: 2, connectTimeout: 5000 };
  const redis = new Redis(url, options);
  const subscriber = new Redis(url, options);
  // A lost connection is reconnected by ioredis; meanwhile its errors are logged, not thrown at the process. Before
  // the first connection the refusal is the start's own error (below), not a log line per attempt.
  let connected = false;
  let refusal: Error | null = null;
  for (const client of [redis, subscriber]) {
    client.on('error', (error: Error) => {
      if (connected) console.error(`[redis] ${error.message}`);
      else refusal = error;
    });
  }
  try {
    await Promise.all([redis.connect(), subscriber.connect()]);
    connected = true;
  } catch (error) {
    redis.disconnect();
    subscriber.disconnect();
    // ioredis rejects with "Connection is closed"; the error it emitted before says why (ECONNREFUSED, a bad password).
    const reason = (refusal ?? error) as Error;
    throw new SharedStateUnavailable(`REDIS_URL ${redactedUrl(url)} cannot be reached: ${reason instanceof Error ? reason.message : String(reason)}`);
  }
  const serverId = randomUUID();
  const listeners = new Map<string, Array<(message: unknown, from: string) => void>>();
  subscriber.on('message', (channel: string, text: string) => {
    let notice: { from: string; message: unknown };
    try {
      notice = JSON.parse(text) as { from: string; message: unknown };
    } catch {
      return; // not one of ours
    }
    for (const listener of listeners.get(channel) ?? []) listener(notice.message, notice.from);
  });
  const duplicates: Redis[] = [];
  return {
    kind: 'redis',
    redis,
    prefix,
    serverId,
    async publish(channel, message) {
      await redis.publish(prefix + channel, JSON.stringify({ from: serverId, message }));
    },
    subscribe(channel, listener) {
      const key = prefix + channel;
      if (!listeners.has(key)) {
        listeners.set(key, []);
        void subscriber.subscribe(key);
      }
      listeners.get(key)!.push(listener);
    },
    duplicate() {
      const copy = redis.duplicate();
      copy.on('error', (error: Error) => console.error(`[redis] ${error.message}`));
      duplicates.push(copy);
      return copy;
    },
    async close() {
      await Promise.allSettled([redis, subscriber, ...duplicates].map((client) => client.quit()));
    },
  };
}

/** The address without its password, for messages. */
function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(not a URL)';
  }
}

/** Deletes every key under a prefix (a sandbox reset of shared state): SCAN, never KEYS, so Redis is not blocked. */
export async function deleteKeys(state: RedisState, pattern: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await state.redis.scan(cursor, 'MATCH', state.prefix + pattern, 'COUNT', 500);
    if (keys.length) await state.redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}
