// Security review 2026-11-27 N3 (chat impersonation): the reserved names a player may not take, compared
// after folding what a reader cannot tell apart (src/identity/reservedNames.ts).
import { describe, expect, it } from 'vitest';
import { RESERVED_NAMES, isDefaultPlayerName, isReservedName, nameSkeleton } from '../../../src/identity/reservedNames';

const BRAND = ['Support', 'Your Casino', 'Curacao'];

describe('security review N3: a name\'s skeleton folds look-alikes', () => {
  it('case, spaces and punctuation, compatibility forms, marks and invisible characters', () => {
    for (const name of ['Support', 'SUPPORT', 'S u p p o r t', 'S.u.p-p_o.r.t', 'Ｓｕｐｐｏｒｔ', '𝐒𝐮𝐩𝐩𝐨𝐫𝐭', 'Süppört', 'Sup\u200bport', 'Sup\u00adport', '\u202eSupport'])
      expect(nameSkeleton(name), name).toBe(nameSkeleton('support'));
  });
  it('Cyrillic and Greek letters that look Latin, digits for letters, I for l', () => {
    for (const name of ['Ѕuрроrt', 'Suppοrt', 'Supp0rt', '5upport']) expect(nameSkeleton(name), name).toBe(nameSkeleton('support'));
    expect(nameSkeleton('PIayer')).toBe(nameSkeleton('player'));
    expect(nameSkeleton('Αdmin')).toBe(nameSkeleton('admin'));
  });
});

describe('security review N3: every player\'s default name, "Player <n>", for any n', () => {
  it('reads as a default whatever its spacing, case, digits of any script or letters standing for digits', () => {
    for (const name of ['Player 51', 'Player51', 'player_051', 'PLAYER-7', 'PIayer 51', 'P1ayer51', 'Player5l', 'Player ٥١', 'Player\u200b51', 'Рlayer 99999'])
      expect(isDefaultPlayerName(name), name).toBe(true);
  });
  it('but a name that only begins with the word is not one', () => {
    for (const name of ['Player', 'Players', 'PlayerOne', 'Playful7', 'Rosa 51']) expect(isDefaultPlayerName(name), name).toBe(false);
  });
});

describe('security review N3: reserved names', () => {
  it('the site\'s own voice, on every brand', () => {
    for (const name of RESERVED_NAMES) expect(isReservedName(name), name).toBe(true);
    expect(isReservedName('Administrator')).toBe(true);
  });
  it('the names it is given (the bot\'s and the brand\'s), look-alikes included', () => {
    expect(isReservedName('Curacao')).toBe(false);
    for (const name of ['Curacao', 'curaçao', 'CURACAO', 'YourCasino', 'your_casino', 'Yоur.Cаsino']) expect(isReservedName(name, BRAND), name).toBe(true);
  });
  it('a reserved name among other words: first, last or inside, split where case or digits change', () => {
    for (const name of ['Support_Team', 'CasinoSupport', 'Official-Support-Desk', 'StaffAnna', 'SUPPORTTeam', 'Admin01', 'Supp0rt_Bot', 'Curacao_VIP'])
      expect(isReservedName(name, BRAND), name).toBe(true);
  });
  it('leaves ordinary names alone, a word that only contains a reserved one included', () => {
    for (const name of ['Rosa', 'lucky_maria', 'Zoë7', 'x-42', 'Staffan', 'badminton', 'Systematic', 'Moderna', 'Bjorn', 'Supporter', 'jo'])
      expect(isReservedName(name, BRAND), name).toBe(false);
  });
  it('every player\'s default is reserved', () => {
    expect(isReservedName('Player_51')).toBe(true);
  });
});
