// spec 2.5 "Live chat with settings: name colour, appearance dark or light, font size, nickname" and spec 6
// Guest "Can use the chat only after logging in": the message and rate rules the sandbox room and the panel share.
import { describe, it, expect } from 'vitest';
import {
  CHAT_MESSAGE_MAX, CHAT_RATE_COUNT, CHAT_RATE_WINDOW_MS, DEFAULT_CHAT_SETTINGS,
  chatNickname, chatRateCheck, chatSettingsKey, parseChatSettings, validateChatMessage,
} from '../../../src/chat/chatRules';

describe('spec 2.5 live chat: a message', () => {
  it('is trimmed and kept as text, markup included', () => {
    expect(validateChatMessage('  hi <b>there</b> ')).toEqual({ ok: true, text: 'hi <b>there</b>' });
  });
  it('may not be empty or blank', () => {
    expect(validateChatMessage('')).toEqual({ ok: false, problem: 'empty' });
    expect(validateChatMessage('   \n')).toEqual({ ok: false, problem: 'empty' });
    expect(validateChatMessage(42)).toEqual({ ok: false, problem: 'empty' });
  });
  it(`has at most ${CHAT_MESSAGE_MAX} characters, counted as characters not UTF-16 units`, () => {
    expect(validateChatMessage('a'.repeat(CHAT_MESSAGE_MAX)).ok).toBe(true);
    expect(validateChatMessage('a'.repeat(CHAT_MESSAGE_MAX + 1))).toEqual({ ok: false, problem: 'tooLong' });
    expect(validateChatMessage('😀'.repeat(CHAT_MESSAGE_MAX)).ok).toBe(true);
  });
});

describe('spec 2.5 live chat: the rate limit', () => {
  it(`allows ${CHAT_RATE_COUNT} messages in ${CHAT_RATE_WINDOW_MS} ms, refuses the next, and allows again once the first is old`, () => {
    let sent: number[] = [];
    for (let i = 0; i < CHAT_RATE_COUNT; i++) {
      const check = chatRateCheck(sent, 1000 + i * 100);
      expect(check.allowed).toBe(true);
      sent = check.sent;
    }
    const refused = chatRateCheck(sent, 1500);
    expect(refused).toMatchObject({ allowed: false, retryInMs: 1000 + CHAT_RATE_WINDOW_MS - 1500 });
    expect(refused.sent).toHaveLength(CHAT_RATE_COUNT); // a refused message does not count
    expect(chatRateCheck(refused.sent, 1000 + CHAT_RATE_WINDOW_MS - 1).allowed).toBe(false);
    const later = chatRateCheck(refused.sent, 1000 + CHAT_RATE_WINDOW_MS);
    expect(later.allowed).toBe(true);
    expect(later.sent).toHaveLength(CHAT_RATE_COUNT); // the oldest fell out of the window
  });
});

describe('spec 2.5 live chat settings: name colour, appearance, font size, nickname', () => {
  it('reads stored settings and falls back to the defaults for anything unknown', () => {
    expect(parseChatSettings(null)).toEqual(DEFAULT_CHAT_SETTINGS);
    expect(parseChatSettings({ nameColour: 'green', appearance: 'dark', fontSize: 'lg', nickname: ' Rosa ' }))
      .toEqual({ nameColour: 'green', appearance: 'dark', fontSize: 'lg', nickname: 'Rosa' });
    expect(parseChatSettings({ nameColour: 'url(x)', appearance: 'sepia', fontSize: 99, nickname: 7 })).toEqual(DEFAULT_CHAT_SETTINGS);
  });
  it('keeps a nickname as chosen, trimmed (a name the rule refuses is refused, never cut into another)', () => {
    expect(chatNickname('  Rosa_C ')).toBe('Rosa_C');
    expect(chatNickname('x'.repeat(40))).toHaveLength(40);
    expect(chatNickname(undefined)).toBe('');
  });
  it('keeps settings per player', () => {
    expect(chatSettingsKey(7)).not.toBe(chatSettingsKey(8));
  });
});
