// The live chat room (spec 2.5 "Live chat", spec 6 Guest "Can use the chat only after logging in"): the
// socket.io namespace /chat on the realtime socket's server, which guards it as every namespace (socket.ts:
// the token check, so a guest is refused, and the socket closed when its session ends). A player's message
// goes to the whole room and the support bot answers with a canned reply. Messages are text: the room stores
// and sends what was typed, the panel shows it as text. The rules (length, rate limit, history size) are
// src/chat/chatRules.ts, the chat names' src/chat/chatNames.ts; messages live in memory only (the last
// CHAT_HISTORY, sent on join) and a sandbox reset empties the room.
// Who wrote a message is the room's word, its role (player, bot, staff), never the name (security review N3):
// a chosen name follows the nickname rule and is not a reserved one (support, staff, the bot's, the brand's,
// any player's default 'Player <n>'), else the message is refused with NICKNAME_NOT_ALLOWED and nothing is
// stored or sent.
// Events: client -> 'chat:send' {text, nickname?, nameColour?}; server -> 'chat:history' {messages},
// 'chat:message' (a message), 'chat:error' {code, message, retryInMs?}. Schemas: schemas/api/chat-*.
// With REDIS_URL (server/sharedState.ts) the room is the site's, not one server's: the history, the message ids and
// each player's recent sends live in Redis (RedisChatStore), and socket.io's Redis adapter carries each message to
// the sockets of every server.
import type { Namespace } from 'socket.io';
import type { SandboxContext } from './context';
import { deleteKeys, type RedisState } from '../sharedState';
import { validators } from '../../src/generated/validators.js';
import {
  CHAT_HISTORY, CHAT_NAME_COLOURS, CHAT_RATE_WINDOW_MS, chatNickname, chatRateCheck, validateChatMessage, type ChatNameColour, type ChatRole,
} from '../../src/chat/chatRules';
import { chatNicknameProblem } from '../../src/chat/chatNames';

export const CHAT_NAMESPACE = '/chat';
/** The support bot's name and its canned reply (the sandbox plays the operator's support desk). */
export const CHAT_BOT_NAME = 'Support';
export const CHAT_BOT_REPLY = 'Thanks for your message! A support agent will be with you shortly.';

export interface ChatMessage {
  id: number;
  author: string;
  /** Who wrote it, as the room knows: the panel marks the bot's and staff's messages by it, never by the name. */
  role: ChatRole;
  nameColour?: ChatNameColour;
  text: string;
  at: string;
  /** Only in what a player's own sockets receive: the message is theirs. */
  mine?: boolean;
}

export interface Stored { message: ChatMessage; userId: number | null }

const userRoom = (userId: number) => `user:${userId}`;

const ERRORS = {
  EMPTY: 'The message is empty',
  TOO_LONG: 'The message is too long',
  RATE_LIMITED: 'Too many messages; wait a moment',
  INVALID: 'The message could not be read',
  NICKNAME_NOT_ALLOWED: 'This chat name cannot be used: choose 2 to 30 letters, digits, dots, hyphens or underscores, and not a name of support, staff, the site or another player',
} as const;

/** Names no player may take in the room: the bot's and the brand's (the nickname rule adds support, staff and every player's default). */
export const reservedChatNames = (ctx: SandboxContext): string[] => [CHAT_BOT_NAME, ...ctx.brandNames()];

/** What the room remembers: its last CHAT_HISTORY messages, the next message id, each player's recent sends (ms). */
export interface ChatStore {
  history(): Promise<Stored[]>;
  add(stored: Stored): Promise<void>;
  nextId(): Promise<number>;
  sent(userId: number): Promise<number[]>;
  setSent(userId: number, sent: number[]): Promise<void>;
  clear(): Promise<void>;
}

export function memoryChatStore(): ChatStore {
  let history: Stored[] = [];
  let nextId = 1;
  const sentBy = new Map<number, number[]>();
  return {
    history: async () => history,
    add: async (stored) => { history = [...history, stored].slice(-CHAT_HISTORY); },
    nextId: async () => nextId++,
    sent: async (userId) => sentBy.get(userId) ?? [],
    setSent: async (userId, sent) => { sentBy.set(userId, sent); },
    clear: async () => {
      history = [];
      sentBy.clear();
    },
  };
}

/**
 * The room in Redis: a capped list of messages, a counter of ids, a player's recent sends as one value that expires
 * with the rate window. Two sends of one player through two servers in the same instant may both pass the rate check
 * (read, then write): the limit holds to within one message, never per server.
 */
export function redisChatStore(shared: RedisState): ChatStore {
  const key = (name: string) => `${shared.prefix}chat:${name}`;
  const { redis } = shared;
  return {
    history: async () => (await redis.lrange(key('history'), 0, -1)).map((text) => JSON.parse(text) as Stored),
    add: async (stored) => {
      await redis.multi().rpush(key('history'), JSON.stringify(stored)).ltrim(key('history'), -CHAT_HISTORY, -1).exec();
    },
    nextId: async () => redis.incr(key('nextId')),
    sent: async (userId) => JSON.parse((await redis.get(key(`sent:${userId}`))) ?? '[]') as number[],
    setSent: async (userId, sent) => { await redis.set(key(`sent:${userId}`), JSON.stringify(sent), 'PX', CHAT_RATE_WINDOW_MS); },
    clear: async () => deleteKeys(shared, 'chat:*'),
  };
}

export function attachChat(nsp: Namespace, ctx: SandboxContext) {
  const store = ctx.shared.kind === 'redis' ? redisChatStore(ctx.shared) : memoryChatStore();

  const shown = (stored: Stored, userId: number): ChatMessage =>
    stored.userId === userId ? { ...stored.message, mine: true } : stored.message;

  const post = async (stored: Stored) => {
    await store.add(stored);
    if (stored.userId === null) nsp.emit('chat:message', stored.message);
    else {
      nsp.except(userRoom(stored.userId)).emit('chat:message', stored.message);
      nsp.to(userRoom(stored.userId)).emit('chat:message', { ...stored.message, mine: true });
    }
  };

  nsp.on('connection', (socket) => {
    const { userId } = socket.data as { userId: number };
    void socket.join(userRoom(userId));
    // The handler below is added at once (a message sent meanwhile is not lost); the history follows its read.
    void store.history().then((history) => socket.emit('chat:history', { messages: history.map((s) => shown(s, userId)) }))
      .catch((error: unknown) => console.error('[chat] history:', error));

    const send = async (payload: unknown) => {
      const refuse = (code: keyof typeof ERRORS, extra: Record<string, unknown> = {}) =>
        socket.emit('chat:error', { code, message: ERRORS[code], ...extra });
      // The payload's size limits first (schemas/api/chat-send.request).
      if (!validators['api/chat-send.request'](payload)) return refuse('INVALID');
      const body = payload as { text: string; nickname?: string; nameColour?: string };
      const valid = validateChatMessage(body.text);
      if (!valid.ok) return refuse(valid.problem === 'empty' ? 'EMPTY' : 'TOO_LONG');
      // A name that is not allowed refuses the message before the rate limit counts it.
      if (chatNicknameProblem(body.nickname ?? '', reservedChatNames(ctx))) return refuse('NICKNAME_NOT_ALLOWED');
      const now = ctx.now().getTime();
      const rate = chatRateCheck(await store.sent(userId), now);
      await store.setSent(userId, rate.sent);
      if (!rate.allowed) return refuse('RATE_LIMITED', { retryInMs: rate.retryInMs });
      const nameColour = CHAT_NAME_COLOURS.includes(body.nameColour as ChatNameColour) ? (body.nameColour as ChatNameColour) : undefined;
      const at = new Date(now).toISOString();
      await post({
        userId,
        message: { id: await store.nextId(), author: chatNickname(body.nickname) || `Player ${userId}`, role: 'player', ...(nameColour ? { nameColour } : {}), text: valid.text, at },
      });
      await post({ userId: null, message: { id: await store.nextId(), author: CHAT_BOT_NAME, role: 'bot', text: CHAT_BOT_REPLY, at } });
    };
    // One socket's messages are handled one after the other, in the order sent: the rate check of one sees the
    // ones before it, even when the store answers later (Redis).
    let handled = Promise.resolve();
    socket.on('chat:send', (payload: unknown) => {
      handled = handled.then(async () => { await send(payload); }).catch((error: unknown) => console.error('[chat] send:', error));
    });
  });

  const onReset = () => void store.clear().catch((error: unknown) => console.error('[chat] reset:', error));
  ctx.bus.on('reset', onReset);
  return { close: () => ctx.bus.off('reset', onReset) };
}
