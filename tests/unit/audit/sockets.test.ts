// The audit's socket checks (review 2026-11-23 finding 13; review 2026-11-27 N3, N6) against a stand-in with a
// socket.io server: a main namespace and /chat, both with the token check, with one flaw or none.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Server, type Socket as ServerSocket } from 'socket.io';
import { chatNicknames, chatRevocation, socketExpiry, socketRevocation } from '../../../tools/audit/checks/sockets';
import { REPO } from '../../../tools/audit/spawn';
import { Target } from '../../../tools/audit/target';
import { verdictLine, verdictOf, type Check } from '../../../tools/audit/run';
import { accounts, standIn, type StandIn } from './standIn';

let servers: Array<{ stand: StandIn; io: Server }> = [];
afterEach(async () => {
  for (const { io, stand } of servers) {
    io.disconnectSockets(true);
    await stand.close();
  }
  servers = [];
});

type Flaw = 'main-stays' | 'token-still-connects' | 'chat-stays' | 'nicknames-open' | 'other-code';

const posing = (nickname: string) => nickname === 'Support' || /^Player \d+$/.test(nickname) || /[\u202a-\u202e\u2066-\u2069]/.test(nickname);

async function lineOf(name: string, run: Check['run'], flaw?: Flaw) {
  const a = accounts();
  const sockets = new Map<string, ServerSocket[]>();
  const stand = await standIn({
    ...a.routes,
    'POST /api/user/logout': (request) => {
      const token = request.token!;
      if (flaw !== 'token-still-connects') a.revoked.add(token);
      for (const socket of sockets.get(token) ?? []) {
        const chat = socket.nsp.name === '/chat';
        if ((chat && flaw !== 'chat-stays') || (!chat && flaw !== 'main-stays')) socket.disconnect(true);
      }
      return { status: 200, body: { success: true } };
    },
  });
  const io = new Server(stand.server, { path: '/socket.io', serveClient: false });
  servers.push({ stand, io });
  const auth = (socket: ServerSocket, next: (error?: Error) => void) => {
    const token = (socket.handshake.auth as { token?: string }).token ?? '';
    const user = a.userOfToken(token);
    if (!user) return next(new Error('Invalid access token'));
    socket.data = { user, token };
    sockets.set(token, [...(sockets.get(token) ?? []), socket]);
    next();
  };
  io.use(auth);
  io.on('connection', (socket) => socket.emit('balance', { cash: 0 }));
  const chat = io.of('/chat');
  chat.use(auth);
  chat.on('connection', (socket) => {
    socket.emit('chat:history', { messages: [] });
    socket.on('chat:send', (payload: { text: string; nickname?: string }) => {
      const author = payload.nickname || `Player ${socket.data.user.id}`;
      if (flaw !== 'nicknames-open' && payload.nickname && posing(payload.nickname)) {
        socket.emit('chat:error', { code: flaw === 'other-code' ? 'INVALID' : 'NICKNAME_NOT_ALLOWED', message: 'no' });
        return;
      }
      const message = { author, role: 'player', text: payload.text };
      socket.broadcast.emit('chat:message', message);
      socket.emit('chat:message', { ...message, mine: true });
      // The support bot answers every message, under the name a player may not take.
      chat.emit('chat:message', { author: 'Support', role: 'bot', text: 'Thanks for your message!' });
    });
  });
  return verdictLine(name, await verdictOf({ name, run }, stand.target));
}

describe('audit R13: sockets closed at logout', () => {
  it('prints FAILED when the main socket outlives the logout', async () => {
    expect(await lineOf('R13', (t) => socketRevocation(t, 1500), 'main-stays')).toMatch(/^FAILED {2}R13: the main socket after the logout: no disconnect within 1.5 s/);
  });
  it('prints FAILED when the logged-out token still connects', async () => {
    expect(await lineOf('R13', socketRevocation, 'token-still-connects')).toMatch(/^FAILED {2}R13: a socket with the logged-out token connected/);
  });
  it('holds when logout closes the socket and the token is refused', async () => {
    expect(await lineOf('R13', socketRevocation)).toMatch(/^held {4}R13: /);
  });
});

describe('audit N6: the chat socket closed at logout', () => {
  it('prints FAILED when the /chat socket outlives the logout (as the review found at expiry)', async () => {
    expect(await lineOf('N6', (t) => chatRevocation(t, 1500), 'chat-stays')).toMatch(/^FAILED {2}N6: the \/chat socket after the logout: no disconnect within 1.5 s/);
  });
  it('holds when logout closes the /chat socket', async () => {
    expect(await lineOf('N6', chatRevocation)).toMatch(/^held {4}N6: /);
  });
});

describe('audit N3: chat nicknames', () => {
  it("prints FAILED when a player's message is delivered as Support (as found)", async () => {
    expect(await lineOf('N3', chatNicknames, 'nicknames-open')).toMatch(/^FAILED {2}N3: the other player received "Support", "Player \d+", "\u202eroppuS"/);
  });
  it('prints FAILED when the refusal is not NICKNAME_NOT_ALLOWED', async () => {
    expect(await lineOf('N3', chatNicknames, 'other-code')).toMatch(/^FAILED {2}N3: the sender got 0 chat:error NICKNAME_NOT_ALLOWED for 3 refused names \(errors: INVALID, INVALID, INVALID\)/);
  });
  it('holds when each posing name is refused and nothing is delivered', async () => {
    expect(await lineOf('N3', chatNicknames)).toMatch(/^held {4}N3: /);
  });
});

describe('audit R13/N6: sockets closed at token expiry', () => {
  const dir = mkdtempSync(join(tmpdir(), 'audit-expiry-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  type Flaw = 'chat-lives' | 'main-lives' | 'closed-at-once';
  /** A stand-in sandbox server (a node script, as the check starts the checkout's): tokens expire after SANDBOX_TOKEN_TTL. */
  const script = (flaw?: Flaw) => {
    const file = join(dir, `sandbox-${flaw ?? 'right'}.mjs`);
    writeFileSync(file, `
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
const { Server } = createRequire(${JSON.stringify(join(REPO, 'package.json'))})('socket.io');
const flaw = ${JSON.stringify(flaw ?? null)};
const ttlMs = Number(process.env.SANDBOX_TOKEN_TTL) * 1000;
const expiry = new Map();
const server = createServer((req, res) => {
  const json = (status, body) => { res.writeHead(status, { 'content-type': 'application/json' }); res.end(JSON.stringify(body)); };
  if (req.url === '/api/user/sign-up') {
    const token = 't' + expiry.size;
    expiry.set(token, Date.now() + ttlMs);
    return json(201, { data: { accessToken: token, createUser: { userId: expiry.size } } });
  }
  if (req.url === '/api/user/get-user-details') {
    const token = (req.headers.authorization ?? '').slice(7);
    return (expiry.get(token) ?? 0) > Date.now() ? json(200, { data: {} }) : json(403, { message: 'expired', code: 'SESSION_EXPIRED' });
  }
  res.writeHead(200, { 'content-type': 'text/html' });
  res.end('<!doctype html>');
});
const io = new Server(server, { path: '/socket.io' });
const guard = (namespace, lives) => {
  namespace.use((socket, next) => ((expiry.get(socket.handshake.auth.token) ?? 0) > Date.now() ? next() : next(new Error('expired'))));
  namespace.on('connection', (socket) => {
    socket.emit(namespace.name === '/' ? 'balance' : 'chat:history', {});
    if (flaw === 'closed-at-once') return setTimeout(() => socket.disconnect(true), 500);
    if (!lives) setTimeout(() => socket.disconnect(true), expiry.get(socket.handshake.auth.token) - Date.now());
  });
};
guard(io.of('/'), flaw === 'main-lives');
guard(io.of('/chat'), flaw === 'chat-lives');
server.listen(Number(process.env.PORT), process.env.HOST);
`);
    return [process.execPath, file];
  };
  const lineOf = async (flaw?: Flaw) => verdictLine('N6', await verdictOf({
    name: 'N6', run: (t) => socketExpiry(t, { command: script(flaw), cwd: dir, ttlSeconds: 3, closeWithinMs: 1500, withinMs: 15_000 }),
  }, new Target('http://127.0.0.1:1')));

  it('prints FAILED when the /chat socket outlives its token (as found)', async () => {
    expect(await lineOf('chat-lives')).toMatch(/^FAILED {2}N6: the \/chat socket at its token's expiry \(3 s\): no disconnect within [\d.]+ s/);
  }, 30_000);
  it('prints FAILED when the main socket outlives its token', async () => {
    expect(await lineOf('main-lives')).toMatch(/^FAILED {2}N6: the main socket at its token's expiry \(3 s\): no disconnect/);
  }, 30_000);
  it('prints FAILED when the sockets close before the token expires (that is not the expiry)', async () => {
    expect(await lineOf('closed-at-once')).toMatch(/^FAILED {2}N6: the main socket .* was closed after 0\.\d s, before the token expired/);
  }, 30_000);
  it('holds when both close at the expiry', async () => {
    expect(await lineOf()).toMatch(/^held {4}N6: with a 3 s token the main and a \/chat socket were closed by the server/);
  }, 30_000);
});
