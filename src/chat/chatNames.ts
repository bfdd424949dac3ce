// Chat names (spec 2.5 "Live chat with settings: ... nickname"; security review 2026-11-27 N3, chat
// impersonation): what name a player may post under. The room (server/sandbox/chat.ts) checks it on every
// message and refuses with NICKNAME_NOT_ALLOWED; the panel only shows that refusal, so the nickname rule and
// the reserved names stay out of the chat's browser chunk (the rule's module brings the forms' validators).
import { nicknameValid } from '../forms/vocabulary';
import { isReservedName } from '../identity/reservedNames';
import { chatNickname } from './chatRules';

export type ChatNicknameProblem = 'characters' | 'reserved';

/**
 * Why a chosen chat name may not be used, or null when it may. It follows the rule of every nickname
 * (src/forms/vocabulary.ts nicknameValid: 2 to 30 letters, digits, dots, hyphens or underscores, so no
 * spaces, markup or direction overrides) and is not a reserved name (src/identity/reservedNames.ts: support,
 * staff, any player's default 'Player <n>', and `reserved`: the bot's and the brand's names), look-alikes
 * included. A blank nickname is no choice: the player keeps their own default.
 */
export function chatNicknameProblem(nickname: string, reserved: readonly string[] = []): ChatNicknameProblem | null {
  const chosen = chatNickname(nickname);
  if (!chosen) return null;
  if (!nicknameValid(chosen)) return 'characters';
  return isReservedName(chosen, reserved) ? 'reserved' : null;
}
