// Shared set-up of the sandbox contract tests: an in-memory sandbox (SANDBOX_DB=:memory: behaviour),
// the schema check, and sign-in as a sandbox account.
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { sandboxPlugin, type SandboxOptions } from '../../server/sandbox/index';
import { validators } from '../../src/generated/validators.js';

export const PASSWORD = 'Sandbox123!';
export const PLAYER = 'player@sandbox.test';
export const NEW_PLAYER = 'new@sandbox.test';
export const EXCLUDED = 'excluded@sandbox.test';

/**
 * The test sandbox's password hashing cost: scrypt N=1024 (the stored hash names it) instead of the sandbox's
 * N=32768, which costs about 100 ms of CPU and 32 MiB per login, sign-up and seeded account; on the CI's busy
 * 2 cores that was most of some files' time. ONLY for this in-memory test sandbox: the sandbox itself (on disk
 * or :memory:, server/sandbox/accounts.ts SCRYPT_DEFAULTS) and the site servers keep theirs, a test that passes
 * its own `scrypt` or a database file keeps it too, and tests/unit/sandbox/accounts.test.ts checks the default.
 */
const TEST_SCRYPT = { N: 1024 };

export async function startSandbox(options: SandboxOptions = {}): Promise<FastifyInstance> {
  const app = Fastify();
  const inMemory = options.db === undefined || options.db === ':memory:';
  await app.register(sandboxPlugin, { db: ':memory:', ...(inMemory ? { scrypt: TEST_SCRYPT } : {}), ...options });
  await app.ready();
  return app;
}

export const expectValid = (key: keyof typeof validators, data: unknown) => {
  const validate = validators[key];
  expect(validate(data), `${key}: ${JSON.stringify(validate.errors, null, 1)}`).toBe(true);
};

export async function login(app: FastifyInstance, email = PLAYER, password = PASSWORD): Promise<{ token: string; userId: number }> {
  const res = await app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return { token: res.json().data.accessToken, userId: res.json().data.userId };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface LedgerRow {
  id: number; type: string; amount: number; status: string; paymentMethod: string | null; reference: string | null; balanceAfter: number;
}

/**
 * A sandbox for one test file that starts every test from a fresh seed at `start` (the sandbox's clock,
 * which a test moves by setting `clock`), listening on a free port for real clients (`base`), with the
 * request helpers the cashier's tests share. Registers its own vitest hooks.
 */
export function seededSandbox(start: Date) {
  const sandbox = {
    app: undefined as unknown as FastifyInstance,
    base: '',
    clock: start,
    post: (url: string, payload: unknown, token?: string) =>
      sandbox.app.inject({ method: 'POST', url, payload: payload as InjectOptions['payload'], headers: token ? bearer(token) : {} }),
    get: (url: string, token?: string) => sandbox.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} }),
    /** A control endpoint (/api/sandbox/<path>) that must answer 200. */
    async control(path: string, body: Record<string, unknown>) {
      const res = await sandbox.post(`/api/sandbox/${path}`, body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    },
    /** A refusal: the status and {success: false, code, message}; its body. */
    refusal(res: Awaited<ReturnType<FastifyInstance['inject']>>, status: number, code: string) {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ success: false, code, message: expect.any(String) });
      return res.json();
    },
    async userDetails(token: string) {
      const res = await sandbox.get('/api/user/get-user-details', token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.getUser;
    },
    cash: async (token: string) => (await sandbox.userDetails(token)).userWallet.amount as number,
    /** The player's ledger (GET /api/user/transactions), newest first, checked against its schema. */
    async transactions(token: string): Promise<LedgerRow[]> {
      const res = await sandbox.get('/api/user/transactions?limit=100', token);
      expect(res.statusCode, res.body).toBe(200);
      expectValid('api/transactions.response', res.json());
      return res.json().data.transactions.rows;
    },
    rowOf: async (token: string, id: number) => (await sandbox.transactions(token)).find((r) => r.id === id),
    /** A player who just signed up (email not verified, no deposit); the token. */
    async signUp(email: string, countryCode: string, currencyCode: string): Promise<string> {
      const res = await sandbox.post('/api/user/sign-up', {
        email, password: PASSWORD, firstName: 'Asha', lastName: 'Rao', dateOfBirth: '1990-01-01', countryCode, currencyCode,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.accessToken;
    },
  };
  beforeAll(async () => {
    sandbox.app = await startSandbox({ now: () => sandbox.clock, scrypt: { N: 1024 } });
    sandbox.base = await sandbox.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => sandbox.app.close());
  beforeEach(async () => {
    sandbox.clock = start;
    const res = await sandbox.app.inject({ method: 'POST', url: '/api/sandbox/reset' });
    expect(res.statusCode, res.body).toBe(200);
  });
  return sandbox;
}

// ---- a player's socket: every event, in order ----
export interface Heard { event: string; payload: Record<string, unknown> }

/** Waits until the socket has heard `count` of the event (3 s at most); the last of them. */
export async function until(heard: Heard[], event: string, count = 1): Promise<Heard> {
  const deadline = Date.now() + 3000;
  while (heard.filter((h) => h.event === event).length < count) {
    if (Date.now() > deadline) throw new Error(`no ${event} (${count}) within 3 s; heard ${heard.map((h) => h.event).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return heard.filter((h) => h.event === event)[count - 1];
}

/**
 * listen(token) connects a player's socket to the sandbox at base() and records what it hears, from the
 * first balance on (that one is dropped); every socket is closed after each test.
 */
export function playerSockets(base: () => string) {
  const sockets: Socket[] = [];
  afterEach(() => {
    for (const s of sockets.splice(0)) s.disconnect();
  });
  return async function listen(token: string): Promise<Heard[]> {
    const heard: Heard[] = [];
    const socket = connect(base(), { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(socket);
    socket.onAny((event: string, payload: Record<string, unknown>) => heard.push({ event, payload }));
    await until(heard, 'balance');
    heard.splice(0);
    return heard;
  };
}
