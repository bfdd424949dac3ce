// The realtime socket (spec 7 "Realtime socket"): socket.io on the same server (path /socket.io), the
// access token in its auth; it emits balance ({cash, nonCash, total}), debit, credit, globalCredit,
// deposit (with count) and failedDeposit to that player's sockets only.
import { describe, it, expect, beforeAll, afterAll, afterEach, beforeEach } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { bearer, login, startSandbox, NEW_PLAYER, PASSWORD, PLAYER } from './sandbox-helpers';
import { createSandboxContext } from '../../server/sandbox/index';
import { attachSocket } from '../../server/sandbox/socket';
import { findUserByEmail } from '../../server/sandbox/accounts';
import { issueToken } from '../../server/sandbox/tokens';

let app: FastifyInstance;
let base: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  app = await startSandbox();
  base = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect();
});
afterAll(() => app.close());

const open = (token?: string) => {
  const socket = connect(base, { path: '/socket.io', auth: token === undefined ? {} : { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(socket);
  return socket;
};
const next = <T = Record<string, unknown>>(socket: Socket, event: string) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within 3 s`)), 3000);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
/** Connects and waits for the balance the socket sends on connection. */
async function connected(token: string) {
  const socket = open(token);
  const balance = await next(socket, 'balance');
  return { socket, balance };
}
const control = (path: string, body: unknown) =>
  fetch(`${base}/api/sandbox/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());

describe('socket authentication', () => {
  it('is refused without a token, with a tampered token and with a revoked one', async () => {
    const missing = await next<Error & { data?: { message: string } }>(open(), 'connect_error');
    expect(missing.message).toBe('An access token is required');
    const { token } = await login(app);
    const tampered = await next<Error>(open(`${token.slice(0, -3)}abc`), 'connect_error');
    expect(tampered.message).toBe('Invalid access token');
    await fetch(`${base}/api/user/logout`, { method: 'POST', headers: { ...bearer(token), 'content-type': 'application/json' }, body: '{"reason":"USER_INITIATED"}' });
    expect((await next<Error>(open(token), 'connect_error')).message).toBe('Invalid access token');
  });

  it('sends the balance {cash, nonCash, total} on connection', async () => {
    const { token } = await login(app);
    const { balance } = await connected(token);
    expect(balance).toMatchObject({ cash: expect.any(Number), nonCash: 0, total: expect.any(Number), currencyCode: 'EUR' });
  });

  it('logout closes the sockets of that session', async () => {
    const { token } = await login(app);
    const { socket } = await connected(token);
    const closed = next<string>(socket, 'disconnect');
    await fetch(`${base}/api/user/logout`, { method: 'POST', headers: { ...bearer(token), 'content-type': 'application/json' }, body: '{"reason":"USER_INITIATED"}' });
    expect(await closed).toBe('io server disconnect');
  });
});

describe('wallet events reach only the player\'s sockets', () => {
  it('a credit emits credit then balance; a debit emits debit; another player hears nothing', async () => {
    const player = await connected((await login(app, PLAYER)).token);
    const other = await connected((await login(app, NEW_PLAYER)).token);
    const heard: string[] = [];
    other.socket.onAny((event) => heard.push(event));

    const credit = next(player.socket, 'credit');
    const balance = next(player.socket, 'balance');
    await control('wallet', { email: PLAYER, amount: 10 });
    expect(await credit).toMatchObject({ amount: 10, cash: (player.balance.cash as number) + 10 });
    expect(await balance).toEqual({ cash: (player.balance.cash as number) + 10, nonCash: 0, total: (player.balance.total as number) + 10, currencyCode: 'EUR' });

    const debit = next(player.socket, 'debit');
    await control('wallet', { email: PLAYER, amount: -4.5 });
    expect(await debit).toMatchObject({ amount: 4.5, cash: (player.balance.cash as number) + 5.5 });

    const global = next(player.socket, 'globalCredit');
    await control('wallet', { email: PLAYER, amount: 1, kind: 'globalCredit' });
    expect(await global).toMatchObject({ amount: 1 });
    await new Promise((r) => setTimeout(r, 100));
    expect(heard).toEqual([]);
  });

  it('a deposit emits deposit with the count; a failed one (POST /api/sandbox/payments/next) emits failedDeposit', async () => {
    const { socket } = await connected((await login(app, NEW_PLAYER)).token);
    const deposit = next(socket, 'deposit');
    await control('deposit', { email: NEW_PLAYER, amount: 25, paymentMethod: 'visa' });
    expect(await deposit).toMatchObject({ amount: 25, count: 1, paymentMethod: 'visa', cash: 25 });

    await control('payments/next', { result: 'failed' });
    const failed = next(socket, 'failedDeposit');
    const answer = await control('deposit', { email: NEW_PLAYER, amount: 50, paymentMethod: 'visa' });
    expect(answer.data).toMatchObject({ result: 'failed', status: 'failed' });
    expect(await failed).toMatchObject({ amount: 50, paymentMethod: 'visa', status: 'failed' });
    // One outcome per deposit: the next is a success again.
    expect((await control('deposit', { email: NEW_PLAYER, amount: 5 })).data).toMatchObject({ result: 'success', depositCount: 2 });
  });
});

describe('a socket does not outlive its token (issue 10 item 12; security review finding 13)', () => {
  it('once the session has expired the socket is closed, and the next wallet event never reaches it', async () => {
    let clock = new Date('2026-11-23T10:00:00Z');
    const short = await startSandbox({ now: () => clock, tokenTtlSeconds: 60, scrypt: { N: 1024 } });
    const address = await short.listen({ host: '127.0.0.1', port: 0 });
    try {
      const { token } = await login(short);
      const socket = connect(address, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
      sockets.push(socket);
      await next(socket, 'balance');
      const credit = (amount: number) => short.inject({ method: 'POST', url: '/api/sandbox/wallet', payload: { email: PLAYER, amount } });
      // Still valid: the credit arrives.
      const first = next(socket, 'credit');
      await credit(1);
      expect(await first).toMatchObject({ amount: 1 });
      // Expired: the socket is closed instead of hearing the next credit.
      clock = new Date(clock.getTime() + 61_000);
      const heard: string[] = [];
      socket.on('credit', () => heard.push('credit'));
      const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      await credit(2);
      expect(await closed).toBe('io server disconnect');
      expect(heard).toEqual([]);
    } finally {
      await short.close();
    }
  });
});

describe('every namespace, /chat and any added later, is closed when its token ends (security review N6)', () => {
  const TTL = 60;
  let clock = new Date('2026-11-27T10:00:00Z');
  let short: FastifyInstance;
  let address = '';
  beforeAll(async () => {
    // No sweep runs during these tests (a day of real time): what closes a socket here is the check itself.
    short = await startSandbox({ now: () => clock, tokenTtlSeconds: TTL, socketSweepMs: 86_400_000 });
    address = await short.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => short.close());
  beforeEach(async () => {
    expect((await short.inject({ method: 'POST', url: '/api/sandbox/reset' })).statusCode).toBe(200);
  });

  type Chat = { socket: Socket; texts: string[]; closed: Promise<string> };
  /** A /chat socket on its own connection (forceNew), joined (its history came), recording the texts it hears. */
  async function chat(token: string, at = address): Promise<Chat> {
    const socket = connect(`${at}/chat`, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(socket);
    const texts: string[] = [];
    socket.on('chat:message', (m: { text: string }) => texts.push(m.text));
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await next(socket, 'chat:history');
    return { socket, texts, closed };
  }
  const refused = (token: string) => next<Error>(connect(`${address}/chat`, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true }), 'connect_error');
  /** B's own message comes back to B: the room works, and whatever it heard before is all it heard. */
  async function roundTrip(b: Chat, text: string) {
    const heard = new Promise<void>((resolve) => b.socket.on('chat:message', (m: { text: string }) => { if (m.text === text) resolve(); }));
    b.socket.emit('chat:send', { text });
    await heard;
  }

  it('at expiry the sweep closes an idle /chat socket, and its token connects no more', async () => {
    let now = new Date('2026-11-27T10:00:00Z');
    // The sweep runs every 20 ms of real time; what it finds expired is decided by the sandbox's clock, which the test moves.
    const swept = await startSandbox({ now: () => now, tokenTtlSeconds: TTL, socketSweepMs: 20 });
    try {
      const at = await swept.listen({ host: '127.0.0.1', port: 0 });
      const { token } = await login(swept, PLAYER);
      const a = await chat(token, at);
      now = new Date(now.getTime() + (TTL - 1) * 1000);
      // Still valid: the room answers it (the sweeps in between left it open).
      await roundTrip(a, 'still valid');
      now = new Date(now.getTime() + 2000);
      expect(await a.closed).toBe('io server disconnect');
      expect((await next<Error>(connect(`${at}/chat`, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true }), 'connect_error')).message)
        .toBe('Invalid access token');
    } finally {
      await swept.close();
    }
  });

  it('a /chat socket whose token expired between two sweeps cannot send: it is closed and the room hears nothing', async () => {
    clock = new Date('2026-11-27T11:00:00Z');
    const { token } = await login(short, PLAYER);
    const a = await chat(token);
    clock = new Date(clock.getTime() + 30_000);
    const b = await chat((await login(short, NEW_PLAYER)).token);
    // A's session ends now, B's in 30 s; A sends before any sweep could run (the clock moves only at the send).
    a.socket.emit('chat:send', { text: 'sent after expiry' });
    clock = new Date(clock.getTime() + (TTL - 30) * 1000);
    expect(await a.closed).toBe('io server disconnect');
    await roundTrip(b, 'B is still heard');
    expect(b.texts).not.toContain('sent after expiry');
    expect(a.texts).toEqual([]);
  });

  const revocations: Array<[string, (token: string, email: string) => Promise<unknown>]> = [
    ['logout', (token) => short.inject({ method: 'POST', url: '/api/user/logout', headers: bearer(token), payload: { reason: 'USER_INITIATED' } })],
    ['a freeze', (token) => short.inject({ method: 'POST', url: '/api/user/freeze-account', headers: bearer(token), payload: { days: 1 } })],
    ['a password change (from another session)', async (_token, email) => {
      const other = (await login(short, email)).token;
      const res = await short.inject({ method: 'PUT', url: '/api/user/update-user-details', headers: bearer(other),
        payload: { currentPassword: PASSWORD, newPassword: PASSWORD, confirmPassword: PASSWORD, updateFrom: 'Update Form' } });
      expect(res.statusCode, res.body).toBe(200);
    }],
  ];
  for (const [what, revoke] of revocations) {
    it(`${what} closes the session's /chat socket at once; the token connects no more`, async () => {
      clock = new Date('2026-11-27T12:00:00Z');
      const { token } = await login(short, NEW_PLAYER);
      const a = await chat(token);
      const b = await chat((await login(short, PLAYER)).token);
      await revoke(token, NEW_PLAYER);
      expect(await a.closed).toBe('io server disconnect');
      expect((await refused(token)).message).toBe('Invalid access token');
      // Another player's socket is not touched.
      await roundTrip(b, `after ${what}`);
      expect(b.texts[0]).toBe(`after ${what}`);
    });
  }

  it('a namespace added later gets the same guard: no token, no connection; closed by the sweep at expiry and on revocation', async () => {
    let now = new Date('2026-11-27T13:00:00Z');
    const ctx = await createSandboxContext({ db: ':memory:', now: () => now, tokenTtlSeconds: TTL, scrypt: { N: 1024 } }, {});
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const realtime = attachSocket(server, ctx, { sweepMs: 20 });
    try {
      const heard: string[] = [];
      realtime.io.of('/later').on('connection', (socket) => socket.on('say', (text: string) => heard.push(text)));
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/later`;
      const later = (token?: string) => {
        const socket = connect(url, { path: '/socket.io', auth: token ? { token } : {}, transports: ['websocket'], reconnection: false, forceNew: true });
        sockets.push(socket);
        return socket;
      };
      expect((await next<Error>(later(), 'connect_error')).message).toBe('An access token is required');
      const userId = findUserByEmail(ctx.db, PLAYER)!.id;
      const expiring = issueToken(ctx.db, userId, ctx.secret, now, TTL);
      const revoked = issueToken(ctx.db, userId, ctx.secret, new Date(now.getTime() + 30_000), TTL);
      const first = later(expiring.token);
      const second = later(revoked.token);
      await Promise.all([next(first, 'connect'), next(second, 'connect')]);
      const firstClosed = next<string>(first, 'disconnect');
      const secondClosed = next<string>(second, 'disconnect');
      ctx.bus.emit('sessionRevoked', revoked.session.sessionId);
      expect(await secondClosed).toBe('io server disconnect');
      now = new Date(now.getTime() + (TTL + 1) * 1000);
      expect(await firstClosed).toBe('io server disconnect');
      expect(heard).toEqual([]);
    } finally {
      realtime.close();
      ctx.db.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
