// The wallet socket against a real socket.io server on 127.0.0.1 (an ephemeral port), as the sandbox runs it:
// path /socket.io, auth { token }, wallet events to the player's sockets.
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Server, type Socket as ServerSocket } from 'socket.io';
import { io } from 'socket.io-client';
import { connectWallet, type WalletConnection } from '../../../src/platform/realtime';
import { isConnectionDown, useRealtimeStatus } from '../../../src/platform/realtimeStatus';
import { createSessionStore, type SessionStore } from '../../../src/platform/session';
import { PLAYER } from './helpers';

const TOKENS = new Set(['tok-1', 'tok-2']);

let http: HttpServer;
let server: Server;
let url: string;
let session: SessionStore;
let target: EventTarget;
let connection: WalletConnection | null;
const seenTokens: string[] = [];
const seenTransports: string[] = [];

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

function sockets(): ServerSocket[] {
  return [...server.of('/').sockets.values()];
}

function start(extra: Parameters<typeof connectWallet>[0] = {}) {
  connection = connectWallet({
    url, session, target,
    io: (u, options) => io(u, { ...options, reconnectionDelay: 20, reconnectionDelayMax: 50, forceNew: true }),
    ...extra,
  });
  return connection;
}

beforeEach(async () => {
  seenTokens.length = 0;
  seenTransports.length = 0;
  http = createServer();
  server = new Server(http, { path: '/socket.io' });
  server.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: string }).token ?? '';
    seenTokens.push(token);
    seenTransports.push(socket.conn.transport.name);
    if (TOKENS.has(token)) next();
    else next(new Error('unauthorized'));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  session = createSessionStore({ storage: null });
  target = new EventTarget();
  connection = null;
  useRealtimeStatus.setState({ status: 'idle' });
});

afterEach(async () => {
  connection?.stop();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function signIn(token = 'tok-1') {
  session.getState().setToken(token);
  session.getState().setUser(PLAYER);
}

describe('realtime wallet socket', () => {
  it('spec 7 Realtime socket: connects with the access token in its auth, websocket first', async () => {
    signIn();
    start();
    await until(() => useRealtimeStatus.getState().status === 'connected');
    expect(seenTokens).toEqual(['tok-1']);
    expect(seenTransports).toEqual(['websocket']);
  });

  it('spec 7 Realtime socket: a guest does not connect; signing in does, with the token', async () => {
    start();
    expect(useRealtimeStatus.getState().status).toBe('idle');
    signIn();
    await until(() => useRealtimeStatus.getState().status === 'connected');
    // One handshake, the player's: none was made while a guest (it would show here without a token).
    expect(seenTokens).toEqual(['tok-1']);
  });

  it('spec 7 Realtime socket: balance becomes wallet:balance (cash, nonCash, total) and spec 4: replaces the wallet amounts', async () => {
    signIn();
    const onEvent = vi.fn();
    start({ onEvent });
    await until(() => sockets().length === 1);
    const detail = new Promise((resolve) => target.addEventListener('wallet:balance', (e) => resolve((e as CustomEvent).detail), { once: true }));
    sockets()[0].emit('balance', { cash: 400, nonCash: 25, total: 425 });
    expect(await detail).toEqual({ cash: 400, nonCash: 25, total: 425 });
    expect(session.getState().user?.userWallet).toEqual({ amount: 400, nonCashAmount: 25, totalAmount: 425 });
    expect(onEvent).toHaveBeenCalledWith('balance', { cash: 400, nonCash: 25, total: 425 });
  });

  it('issue 15 multi-wallet: a balance\'s other fields (a switched wallet\'s currencyCode) reach documents, with the amounts as numbers', async () => {
    signIn();
    start();
    await until(() => sockets().length === 1);
    const detail = new Promise((resolve) => target.addEventListener('wallet:balance', (e) => resolve((e as CustomEvent).detail), { once: true }));
    sockets()[0].emit('balance', { cash: '25', nonCash: 0, total: 25, currencyCode: 'USD' });
    expect(await detail).toEqual({ cash: 25, nonCash: 0, total: 25, currencyCode: 'USD' });
  });

  it('spec 7 Realtime socket: debit, credit (with the win), deposit (count) and failedDeposit become browser events', async () => {
    signIn();
    start();
    await until(() => sockets().length === 1);
    const got: Record<string, unknown> = {};
    for (const name of ['wallet:debit', 'wallet:credit', 'wallet:deposit', 'wallet:failedDeposit', 'wallet:globalCredit']) {
      target.addEventListener(name, (e) => (got[name] = (e as CustomEvent).detail));
    }
    const s = sockets()[0];
    s.emit('debit', { amount: 5 });
    s.emit('credit', { win: 12.5 });
    s.emit('deposit', { count: 4 });
    s.emit('failedDeposit', { method: 'visa' });
    s.emit('globalCredit', { amount: 1 });
    await until(() => Object.keys(got).length === 5);
    expect(got).toEqual({
      'wallet:debit': { amount: 5 }, 'wallet:credit': { win: 12.5 }, 'wallet:deposit': { count: 4 },
      'wallet:failedDeposit': { method: 'visa' }, 'wallet:globalCredit': { amount: 1 },
    });
  });

  it('spec 7 Realtime socket: a balance without numbers is ignored (the wallet is not broken)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    signIn();
    start();
    await until(() => sockets().length === 1);
    sockets()[0].emit('balance', { cash: 'lots' });
    sockets()[0].emit('balance', { cash: '1.5', nonCash: 0, total: '1.5' });
    await until(() => (session.getState().user?.userWallet as { totalAmount?: number } | undefined)?.totalAmount === 1.5);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('spec 7 Realtime socket: it reconnects when the token changes and disconnects on sign-out', async () => {
    signIn('tok-1');
    start();
    await until(() => sockets().length === 1);
    session.getState().setToken('tok-2');
    await until(() => seenTokens.includes('tok-2') && sockets().length === 1 && useRealtimeStatus.getState().status === 'connected');
    expect((sockets()[0].handshake.auth as { token: string }).token).toBe('tok-2');
    session.getState().clearSession();
    await until(() => sockets().length === 0);
    expect(useRealtimeStatus.getState().status).toBe('idle');
    expect(connection?.socket()).toBeNull();
  });

  it('spec 7 Realtime socket: a dropped connection says so and, once back, reloads the wallet so nothing is lost', async () => {
    signIn();
    const onResync = vi.fn();
    start({ onResync });
    await until(() => useRealtimeStatus.getState().status === 'connected');
    const statuses: string[] = [];
    const unsubscribe = useRealtimeStatus.subscribe((s) => statuses.push(s.status));
    sockets()[0].conn.close(); // the transport drops, as when the network goes
    await until(() => onResync.mock.calls.length === 1);
    unsubscribe();
    expect(statuses).toContain('reconnecting');
    expect(isConnectionDown('reconnecting')).toBe(true);
    expect(useRealtimeStatus.getState().status).toBe('connected');
  });

  it('spec 7 Realtime socket: a refused token leaves the status offline', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    signIn('revoked');
    start();
    await until(() => useRealtimeStatus.getState().status === 'offline');
    expect(isConnectionDown('offline')).toBe(true);
    warn.mockRestore();
  });
});
