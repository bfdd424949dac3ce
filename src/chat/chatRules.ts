// The live chat's rules (spec 2.5 "Live chat with settings", spec 6 Guest "Can use the chat only after
// logging in"). The spec gives no numbers; these are ours, shared by the sandbox's chat room and the panel so
// the player is told before sending what the room would refuse. Pure: the clock is a parameter.

/** The longest message, in characters (after trimming). */
export const CHAT_MESSAGE_MAX = 500;
/** A player may send CHAT_RATE_COUNT messages in any CHAT_RATE_WINDOW_MS. */
export const CHAT_RATE_COUNT = 5;
export const CHAT_RATE_WINDOW_MS = 10_000;
/** The room keeps the last CHAT_HISTORY messages and sends them on join. */
export const CHAT_HISTORY = 50;

export type ChatProblem = 'empty' | 'tooLong';

/** A message as sent: its trimmed text, or why it cannot be sent. Text is text: nothing is stripped or escaped. */
export function validateChatMessage(raw: unknown): { ok: true; text: string } | { ok: false; problem: ChatProblem } {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (!text) return { ok: false, problem: 'empty' };
  if ([...text].length > CHAT_MESSAGE_MAX) return { ok: false, problem: 'tooLong' };
  return { ok: true, text };
}

/** A nickname as chosen: trimmed; '' when none was (the room then shows the player's default name, 'Player <id>'). */
export function chatNickname(raw: unknown): string {
  return typeof raw === 'string' ? raw.trim() : '';
}

/** Who wrote a message: a player, the support bot or a member of staff. The room says it, never the name. */
export const CHAT_ROLES = ['player', 'bot', 'staff'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

/**
 * The rate limit: given the times (ms) of a player's recent messages, whether one more may be sent at
 * `now`, the times to keep, and when the next one will be allowed if it may not.
 */
export function chatRateCheck(sent: readonly number[], now: number): { allowed: boolean; sent: number[]; retryInMs: number } {
  const recent = sent.filter((t) => t > now - CHAT_RATE_WINDOW_MS);
  if (recent.length >= CHAT_RATE_COUNT) {
    return { allowed: false, sent: recent, retryInMs: Math.min(...recent) + CHAT_RATE_WINDOW_MS - now };
  }
  return { allowed: true, sent: [...recent, now], retryInMs: 0 };
}

/** The name colours a player may pick (Chakra palette names, so both appearances keep their contrast). */
export const CHAT_NAME_COLOURS = ['blue', 'green', 'purple', 'orange', 'pink', 'teal', 'red'] as const;
export type ChatNameColour = (typeof CHAT_NAME_COLOURS)[number];
export const CHAT_FONT_SIZES = ['sm', 'md', 'lg'] as const;
export type ChatFontSize = (typeof CHAT_FONT_SIZES)[number];

/** A player's chat settings (kept per player in the browser). */
export interface ChatSettings {
  nameColour: ChatNameColour;
  appearance: 'dark' | 'light';
  fontSize: ChatFontSize;
  nickname: string;
}

export const DEFAULT_CHAT_SETTINGS: ChatSettings = { nameColour: 'blue', appearance: 'light', fontSize: 'md', nickname: '' };

/** Stored settings, read defensively: anything unknown falls back to the default. */
export function parseChatSettings(raw: unknown): ChatSettings {
  const value = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const pick = <T extends string>(v: unknown, allowed: readonly T[], fallback: T): T => (allowed.includes(v as T) ? (v as T) : fallback);
  return {
    nameColour: pick(value.nameColour, CHAT_NAME_COLOURS, DEFAULT_CHAT_SETTINGS.nameColour),
    appearance: pick(value.appearance, ['dark', 'light'] as const, DEFAULT_CHAT_SETTINGS.appearance),
    fontSize: pick(value.fontSize, CHAT_FONT_SIZES, DEFAULT_CHAT_SETTINGS.fontSize),
    nickname: chatNickname(value.nickname),
  };
}

/** The local storage key of a player's chat settings: per user id, so players sharing a browser keep theirs. */
export const chatSettingsKey = (userId: number | string) => `chat-settings:${userId}`;
