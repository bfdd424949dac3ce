// The sandbox's live chat room (spec 2.5 "Live chat", spec 6 Guest "Can use the chat only after logging in"):
// socket.io namespace /chat on the realtime socket's server, the access token in its auth; history on join,
// a player's message to the whole room and the support bot's reply, the length and rate limits
// (src/chat/chatRules.ts) as chat:error, HTML kept as text, and chat names (security review N3): who wrote a
// message is its role, and a reserved or malformed name is refused with NICKNAME_NOT_ALLOWED.
import { describe, it, expect, beforeAll, afterAll, afterEach, beforeEach } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { expectValid, login, startSandbox, NEW_PLAYER, PLAYER } from './sandbox-helpers';
import { CHAT_HISTORY, CHAT_MESSAGE_MAX, CHAT_RATE_COUNT, CHAT_RATE_WINDOW_MS } from '../../src/chat/chatRules';
import { CHAT_BOT_NAME, CHAT_BOT_REPLY } from '../../server/sandbox/chat';

let app: FastifyInstance;
let base: string;
let clock = new Date('2026-03-02T10:00:00Z');
const sockets: Socket[] = [];
beforeAll(async () => {
  app = await startSandbox({ now: () => clock, brandNames: () => ['Your Casino', 'Curacao'] });
  base = await app.listen({ host: '127.0.0.1', port: 0 });
});
beforeEach(async () => {
  clock = new Date('2026-03-02T10:00:00Z');
  expect((await app.inject({ method: 'POST', url: '/api/sandbox/reset' })).statusCode).toBe(200);
});
afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect();
});
afterAll(() => app.close());

type Message = { id: number; author: string; role: string; text: string; mine?: boolean; nameColour?: string };
/** A chat socket that records every message and error it hears. */
function open(token?: string) {
  const socket = connect(`${base}/chat`, { path: '/socket.io', auth: token === undefined ? {} : { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(socket);
  const heard = { history: null as Message[] | null, messages: [] as Message[], errors: [] as Array<Record<string, unknown>> };
  socket.on('chat:history', (p: { messages: Message[] }) => { expectValid('api/chat-history', p); heard.history = p.messages; });
  socket.on('chat:message', (m: Message) => { expectValid('api/chat-message', m); heard.messages.push(m); });
  socket.on('chat:error', (e: Record<string, unknown>) => { expectValid('api/chat-error', e); heard.errors.push(e); });
  return { socket, heard };
}
async function until(check: () => boolean, what: string) {
  const deadline = Date.now() + 3000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within 3 s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
async function joined(token: string) {
  const chat = open(token);
  await until(() => chat.heard.history !== null, 'chat:history');
  return chat;
}

describe('the chat room', () => {
  it('refuses a guest (no token) and a bad token', async () => {
    const guest = open();
    const error = await new Promise<Error>((resolve) => guest.socket.once('connect_error', resolve));
    expect(error.message).toBe('An access token is required');
    const bad = open('not-a-token');
    expect((await new Promise<Error>((resolve) => bad.socket.once('connect_error', resolve))).message).toBe('Invalid access token');
  });

  it('sends a player\'s message to the room, marked as theirs only for them, and the bot replies', async () => {
    const a = await joined((await login(app)).token);
    const b = await joined((await login(app, NEW_PLAYER)).token);
    expect(a.heard.history).toEqual([]);
    a.socket.emit('chat:send', { text: '  Hello room  ', nickname: 'Rosa', nameColour: 'green' });
    await until(() => b.heard.messages.length === 2 && a.heard.messages.length === 2, 'message and reply');
    expect(b.heard.messages[0]).toMatchObject({ author: 'Rosa', role: 'player', text: 'Hello room', nameColour: 'green' });
    expect(b.heard.messages[0].mine).toBeUndefined();
    expect(a.heard.messages[0]).toMatchObject({ text: 'Hello room', mine: true });
    expect(b.heard.messages[1]).toMatchObject({ author: CHAT_BOT_NAME, role: 'bot', text: CHAT_BOT_REPLY });
  });

  it('names a player without a nickname by id, and sends the history on join (the last 50)', async () => {
    const { token, userId } = await login(app);
    const a = await joined(token);
    a.socket.emit('chat:send', { text: 'first' });
    await until(() => a.heard.messages.length === 2, 'first and reply');
    expect(a.heard.messages[0]).toMatchObject({ author: `Player ${userId}`, role: 'player' });
    const later = await joined((await login(app, NEW_PLAYER)).token);
    expect(later.heard.history?.map((m) => m.text)).toEqual(['first', CHAT_BOT_REPLY]);
    expect(later.heard.history?.[0].mine).toBeUndefined();
    // Enough messages (the clock moves past the rate window) to push the first out of the history.
    for (let i = 0; i < CHAT_HISTORY / 2; i++) {
      clock = new Date(clock.getTime() + CHAT_RATE_WINDOW_MS);
      a.socket.emit('chat:send', { text: `m${i}` });
      await until(() => a.heard.messages.length === 4 + 2 * i, `m${i}`);
    }
    const again = await joined(token);
    expect(again.heard.history).toHaveLength(CHAT_HISTORY);
    expect(again.heard.history?.[0].text).toBe('m0');
    expect(again.heard.history?.[0].mine).toBe(true);
  });

  it('keeps HTML as text', async () => {
    const a = await joined((await login(app)).token);
    a.socket.emit('chat:send', { text: '<b>html</b><script>x()</script>' });
    await until(() => a.heard.messages.length === 2, 'message');
    expect(a.heard.messages[0].text).toBe('<b>html</b><script>x()</script>');
  });

  it(`refuses an empty message, one over ${CHAT_MESSAGE_MAX} characters and a malformed payload, to the sender only`, async () => {
    const a = await joined((await login(app)).token);
    const b = await joined((await login(app, NEW_PLAYER)).token);
    a.socket.emit('chat:send', { text: '   ' });
    a.socket.emit('chat:send', { text: 'x'.repeat(CHAT_MESSAGE_MAX + 1) });
    a.socket.emit('chat:send', { text: 'x'.repeat(5000) });
    a.socket.emit('chat:send', 'not an object');
    a.socket.emit('chat:send', { text: 'x'.repeat(CHAT_MESSAGE_MAX) });
    await until(() => a.heard.messages.length === 2, 'the last one, at the limit');
    expect(a.heard.errors.map((e) => e.code)).toEqual(['EMPTY', 'TOO_LONG', 'INVALID', 'INVALID']);
    expect(b.heard.errors).toEqual([]);
    expect(b.heard.messages[0].text).toHaveLength(CHAT_MESSAGE_MAX);
  });

  it(`limits a player to ${CHAT_RATE_COUNT} messages in ${CHAT_RATE_WINDOW_MS / 1000} s, per player`, async () => {
    const a = await joined((await login(app)).token);
    const b = await joined((await login(app, NEW_PLAYER)).token);
    for (let i = 0; i <= CHAT_RATE_COUNT; i++) a.socket.emit('chat:send', { text: `a${i}` });
    await until(() => a.heard.errors.length === 1, 'the rate error');
    expect(a.heard.errors[0]).toMatchObject({ code: 'RATE_LIMITED', retryInMs: CHAT_RATE_WINDOW_MS });
    b.socket.emit('chat:send', { text: 'b0' });
    await until(() => a.heard.messages.some((m) => m.text === 'b0'), 'the other player\'s message');
    expect(a.heard.messages.filter((m) => m.role === 'player').map((m) => m.text)).toEqual(['a0', 'a1', 'a2', 'a3', 'a4', 'b0']);
    clock = new Date(clock.getTime() + CHAT_RATE_WINDOW_MS);
    a.socket.emit('chat:send', { text: 'a-later' });
    await until(() => b.heard.messages.some((m) => m.text === 'a-later'), 'a message after the window');
  });

  it('refuses a reserved or malformed chat name with NICKNAME_NOT_ALLOWED: nothing is sent to the room or kept (security review N3)', async () => {
    const a = await joined((await login(app)).token);
    const other = await login(app, NEW_PLAYER);
    const b = await joined(other.token);
    const refused = [
      'Support', 'support', 'S-u-p-p-o-r-t', 'Ѕuрроrt', 'Ｓｕｐｐｏｒｔ', 'Support_Team', 'Admin', 'Moderator', 'Staff', 'System', 'Operator',
      // B's default name, and any player's: 'Player <n>' for every n, whether or not such a player exists.
      `Player ${other.userId}`, `Player${other.userId}`, `player_${other.userId}`, 'Player 99999', 'PIayer 51',
      // The brand's names (the site passes its brand's; brandNames here).
      'Curacao', 'YourCasino',
      // Out of the nickname rule: a right-to-left override, spaces, markup, too short, too long.
      '\u202eroppuS', 'Rosa C', '<b>x</b>', 'R', 'x'.repeat(31),
    ];
    for (const nickname of refused) a.socket.emit('chat:send', { text: `as ${nickname}`, nickname });
    await until(() => a.heard.errors.length === refused.length, 'a refusal for each');
    for (const error of a.heard.errors) {
      expect(Object.keys(error).sort()).toEqual(['code', 'message']);
      expect(error.code).toBe('NICKNAME_NOT_ALLOWED');
      expect(error.message).toMatch(/^[A-Z].{20,}/);
    }
    // Refusals do not count against the rate limit, and the room heard none of them: B's next message is the first.
    a.socket.emit('chat:send', { text: 'as Rosa', nickname: 'Rosa' });
    await until(() => b.heard.messages.length === 2, 'the allowed one and the reply');
    expect(b.heard.messages.map((m) => m.text)).toEqual(['as Rosa', CHAT_BOT_REPLY]);
    expect(b.heard.messages[0]).toMatchObject({ author: 'Rosa', role: 'player' });
    expect(b.heard.errors).toEqual([]);
    const later = await joined((await login(app, PLAYER)).token);
    expect(later.heard.history?.map((m) => m.text)).toEqual(['as Rosa', CHAT_BOT_REPLY]);
  });

  it('a blank name is no choice: the player keeps their own default; the bot\'s reply is marked by its role', async () => {
    const { token, userId } = await login(app);
    const a = await joined(token);
    a.socket.emit('chat:send', { text: 'no name', nickname: '   ' });
    await until(() => a.heard.messages.length === 2, 'message and reply');
    expect(a.heard.messages.map((m) => [m.author, m.role])).toEqual([[`Player ${userId}`, 'player'], [CHAT_BOT_NAME, 'bot']]);
  });

  it('a sandbox reset empties the room', async () => {
    const { token } = await login(app, PLAYER);
    const a = await joined(token);
    a.socket.emit('chat:send', { text: 'before reset' });
    await until(() => a.heard.messages.length === 2, 'message');
    expect((await app.inject({ method: 'POST', url: '/api/sandbox/reset' })).statusCode).toBe(200);
    const after = await joined((await login(app, PLAYER)).token);
    expect(after.heard.history).toEqual([]);
  });
});
