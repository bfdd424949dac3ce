// The realtime socket (spec 7 "Realtime socket"): socket.io on the same server (path /socket.io), the
// access token in its auth; it emits balance ({cash, nonCash, total}), debit, credit, globalCredit,
// deposit (with count) and failedDeposit to that player's sockets only.
import { describe, it, expect, beforeAll, afterAll, afterEach } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { bearer, login, startSandbox, NEW_PLAYER, PLAYER } from './sandbox-helpers';

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
