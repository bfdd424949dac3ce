// spec 2.5 "Live chat with settings: ... nickname" and security review 2026-11-27 N3 (chat impersonation): the
// names a player may post under in the chat room (src/chat/chatNames.ts).
import { describe, it, expect } from 'vitest';
import { chatNicknameProblem } from '../../../src/chat/chatNames';
import { NICKNAME_MAX } from '../../../src/forms/vocabulary';

describe('spec 2.5 live chat nickname; security review N3 (chat impersonation)', () => {
  it('follows the nickname rule of every name: 2 to NICKNAME_MAX letters, digits, dots, hyphens or underscores', () => {
    for (const name of ['Rosa', 'lucky_maria', 'Zoë7', 'x-42', 'jo', 'a'.repeat(NICKNAME_MAX)]) expect(chatNicknameProblem(name), name).toBeNull();
    for (const name of ['a', 'a'.repeat(NICKNAME_MAX + 1), 'two words', '<b>x</b>', '\u202eroppuS', 'Rosa\u200b', 'Ro\u0301sa'])
      expect(chatNicknameProblem(name), name).toBe('characters');
  });
  it('refuses reserved names: support, staff words, every player\'s default, and the names it is given (the bot\'s, the brand\'s)', () => {
    for (const name of ['Support', 'Player51', 'player_7', 'Admin', 'Moderator', 'Staff', 'System', 'Operator'])
      expect(chatNicknameProblem(name), name).toBe('reserved');
    expect(chatNicknameProblem('Curacao')).toBeNull();
    expect(chatNicknameProblem('Curacao', ['Curacao', 'Your Casino'])).toBe('reserved');
    expect(chatNicknameProblem('YourCasino', ['Curacao', 'Your Casino'])).toBe('reserved');
    expect(chatNicknameProblem('Helper', ['Helper'])).toBe('reserved');
  });
  it('a blank nickname is no choice: the player keeps their own default', () => {
    expect(chatNicknameProblem('')).toBeNull();
    expect(chatNicknameProblem('   ')).toBeNull();
  });
});
