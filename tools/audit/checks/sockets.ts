// Checks of the realtime sockets: a revoked session's sockets close (review 2026-11-23 finding 13), the chat
// socket too (review 2026-11-27 N6), both at their token's expiry (on a server of the check's own with a short
// SANDBOX_TOKEN_TTL: the audit server has the default), and chat nicknames that pose as support or another
// player (N3).
import { io, type Socket } from 'socket.io-client';
import { answering, freePort, start, START_WITHIN_MS, type ServerOptions } from '../spawn';
import { AuditFailure, expectAnswer, fail, held, waitFor, type Player, type Target, type Verdict } from '../target';

/** A socket of its own connection (forceNew) to the namespace ('' for the main one), never reconnecting. */
export function openSocket(target: Target, token: string, namespace = ''): Socket {
  return io(`${target.base.origin}${namespace}`, {
    path: '/socket.io', auth: { token }, forceNew: true, reconnection: false, transports: ['websocket'], timeout: 15_000,
  });
}

/** Resolves with the first of the events; fails the check after `withinMs`. */
function once(socket: Socket, events: string[], what: string, withinMs = 15_000): Promise<{ event: string; args: unknown[] }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new AuditFailure(`${what}: no ${events.join(' or ')} within ${Math.round(withinMs / 100) / 10} s`)), withinMs);
    for (const event of events) {
      socket.once(event, (...args: unknown[]) => {
        clearTimeout(timer);
        resolve({ event, args });
      });
    }
  });
}

/** A connected socket: the first event the namespace sends on join (balance, chat:history) has come. */
async function connected(target: Target, player: Player, namespace: string, firstEvent: string): Promise<Socket> {
  const socket = openSocket(target, player.token, namespace);
  const first = await once(socket, [firstEvent, 'connect_error'], `a ${namespace || 'main'} socket connecting`);
  if (first.event === 'connect_error') fail(`a ${namespace || 'main'} socket with a valid token was refused: ${String((first.args[0] as Error)?.message)}`);
  return socket;
}

/** Logs the player out; the socket must then be closed by the server. */
async function closedByLogout(target: Target, player: Player, socket: Socket, what: string, withinMs: number): Promise<string> {
  const closed = once(socket, ['disconnect'], `${what} after the logout`, withinMs);
  expectAnswer(await target.call('POST', '/api/user/logout', { body: {}, token: player.token }), 'the logout', 200);
  const reason = String((await closed).args[0]);
  if (reason !== 'io server disconnect') fail(`${what} closed after the logout, but by "${reason}", not by the server`);
  return reason;
}

/** How long a socket may take to close after its session ends. */
export const CLOSE_WITHIN_MS = 15_000;

// Finding 13: logging out closes the session's sockets, and its token no longer connects.
export async function socketRevocation(target: Target, withinMs = CLOSE_WITHIN_MS): Promise<Verdict> {
  const player = await target.newPlayer('socket');
  const socket = await connected(target, player, '', 'balance');
  try {
    await closedByLogout(target, player, socket, 'the main socket', withinMs);
  } finally {
    socket.close();
  }
  const again = openSocket(target, player.token);
  try {
    const answer = await once(again, ['connect', 'connect_error'], 'a socket with the logged-out token');
    if (answer.event === 'connect') fail('a socket with the logged-out token connected');
  } finally {
    again.close();
  }
  return held('logout closes the main socket (io server disconnect); the token no longer connects');
}

// N6: the chat socket (a namespace of its own, its own connection) closes with its session too.
export async function chatRevocation(target: Target, withinMs = CLOSE_WITHIN_MS): Promise<Verdict> {
  const player = await target.newPlayer('chat-socket');
  const chat = await connected(target, player, '/chat', 'chat:history');
  try {
    await closedByLogout(target, player, chat, 'the /chat socket', withinMs);
  } finally {
    chat.close();
  }
  return held('logout closes a /chat socket on its own connection (io server disconnect)');
}

interface ChatMessage { author: string; role?: string; bot?: boolean; text: string; mine?: boolean }

/** A player's message: the room says who wrote it by its role (player, bot, staff), or before that by bot: true. */
const fromPlayer = (m: ChatMessage) => (m.role !== undefined ? m.role === 'player' : m.bot !== true);

// N3: a player's chat nickname cannot be the support bot's name, another player's default name, or a name
// with bidirectional controls that reads as one: the sender gets chat:error NICKNAME_NOT_ALLOWED and nobody
// else receives the message.
export async function chatNicknames(target: Target): Promise<Verdict> {
  const sender = await target.newPlayer('chat-sender');
  const reader = await target.newPlayer('chat-reader');
  const names = ['Support', `Player ${reader.userId}`, '\u202eroppuS'];
  const readerSocket = await connected(target, reader, '/chat', 'chat:history');
  const senderSocket = await connected(target, sender, '/chat', 'chat:history');
  try {
    const received: ChatMessage[] = [];
    const errors: Array<{ code?: string }> = [];
    const own: ChatMessage[] = [];
    readerSocket.on('chat:message', (m: ChatMessage) => received.push(m));
    senderSocket.on('chat:error', (e: { code?: string }) => errors.push(e));
    senderSocket.on('chat:message', (m: ChatMessage) => { if (m.mine) own.push(m); });
    const phishing = `Your account is locked: verify at https://evil.example ${target.run}`;
    for (const nickname of names) senderSocket.emit('chat:send', { text: phishing, nickname });
    // A plain message after them: once both players have it, everything the three could cause has arrived.
    const marker = `audit marker ${target.run}`;
    senderSocket.emit('chat:send', { text: marker });
    await waitFor('the marker message reaching both players', () => received.some((m) => m.text === marker) && own.some((m) => m.text === marker), 15_000);
    const posing = received.filter((m) => (fromPlayer(m) && names.includes(m.author)) || m.text === phishing);
    if (posing.length) fail(`the other player received ${posing.map((m) => JSON.stringify(m.author)).join(', ')} saying "${posing[0].text.slice(0, 40)}…"`);
    const refused = errors.filter((e) => e.code === 'NICKNAME_NOT_ALLOWED').length;
    if (refused !== names.length) fail(`the sender got ${refused} chat:error NICKNAME_NOT_ALLOWED for ${names.length} refused names (errors: ${errors.map((e) => e.code).join(', ') || 'none'})`);
    return held(`nicknames ${names.map((n) => JSON.stringify(n)).join(', ')}: chat:error NICKNAME_NOT_ALLOWED each, nothing delivered to another player`);
  } finally {
    readerSocket.close();
    senderSocket.close();
  }
}

export interface ExpiryOptions extends ServerOptions {
  /** The token lifetime of the check's server: long enough to sign up and connect on a busy machine. */
  ttlSeconds?: number;
  /** How long after the expiry a socket may stay open (the server's sweep runs every 10 s). */
  closeWithinMs?: number;
}

// Finding 13 and N6: at its token's expiry a socket is closed by the server, the main one and a /chat one on
// its own connection alike, whether or not anything is sent to it. A server of the checkout's own, with
// SANDBOX_TOKEN_TTL short; the sockets must close after the expiry, not before, and within the sweep's period.
export async function socketExpiry(_target: Target, options: ExpiryOptions = {}): Promise<Verdict> {
  const { ttlSeconds = 15, closeWithinMs = 15_000 } = options;
  const port = await freePort();
  const key = `audit-${Math.random().toString(36).slice(2)}`;
  const server = start(options, { HOST: '127.0.0.1', PORT: String(port), SANDBOX_CONTROL_KEY: key, SANDBOX_TOKEN_TTL: String(ttlSeconds) });
  let site: Target | null = null;
  const sockets: Socket[] = [];
  try {
    site = await answering(server, port, `a server with SANDBOX_TOKEN_TTL=${ttlSeconds}`, options.withinMs ?? START_WITHIN_MS, key);
    const player = await site.newPlayer('expiry');
    const issued = Date.now();
    sockets.push(await connected(site, player, '', 'balance'), await connected(site, player, '/chat', 'chat:history'));
    const bound = ttlSeconds * 1000 + closeWithinMs - (Date.now() - issued);
    const closes = await Promise.all(sockets.map((socket, n) => {
      const what = `the ${n ? '/chat' : 'main'} socket at its token's expiry (${ttlSeconds} s)`;
      return once(socket, ['disconnect'], what, bound).then(({ args }) => ({ what, reason: String(args[0]), after: Date.now() - issued }));
    }));
    for (const { what, reason, after } of closes) {
      if (reason !== 'io server disconnect') fail(`${what} closed by "${reason}", not by the server`);
      if (after < (ttlSeconds - 1) * 1000) fail(`${what} was closed after ${(after / 1000).toFixed(1)} s, before the token expired: not the expiry`);
    }
    expectAnswer(await site.call('GET', '/api/user/get-user-details', { token: player.token }), 'the expired token over HTTP', 403, { code: 'SESSION_EXPIRED' });
    return held(`with a ${ttlSeconds} s token the main and a /chat socket were closed by the server ${closes.map((c) => `${(c.after / 1000).toFixed(1)} s`).join(' and ')} after issue`);
  } finally {
    for (const socket of sockets) socket.close();
    site?.close();
    await server.stop();
  }
}
