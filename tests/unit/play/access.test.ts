import { describe, expect, it } from 'vitest';
import { gameErrorText, gameOffer, isCountryRestricted, LAUNCH_REFUSAL_CODES, LAUNCH_REFUSAL_TEXT, modeOffer, refusalText, type GameAccessInput } from '../../../src/play/access';

const base: GameAccessInput = {
  authenticated: true,
  selfExcluded: false,
  settings: { allowGameViewNotLoggedUser: true, allowGuestPlayDemoGames: true },
  game: { hasDemo: true, isBonus: false, restrictedCountries: ['US', 'FR'] },
  activeBonus: null,
  country: 'DE',
};
const guest = (settings: GameAccessInput['settings'], game: GameAccessInput['game'] = base.game): GameAccessInput =>
  ({ ...base, authenticated: false, settings, game });

describe('spec 6 Guest or visitor', () => {
  it("spec 6: a guest 'May view games only if allowGameViewNotLoggedUser is set'", () => {
    expect(gameOffer(guest({ allowGameViewNotLoggedUser: true })).view).toBe(true);
    expect(gameOffer(guest({ allowGameViewNotLoggedUser: false })).view).toBe(false);
    expect(gameOffer(guest({})).view).toBe(false);
  });

  it('spec 6: a signed-in player views games whatever allowGameViewNotLoggedUser says', () => {
    expect(gameOffer({ ...base, settings: {} }).view).toBe(true);
  });

  it("spec 6: a guest 'May play demo games only if allowGuestPlayDemoGames is set', else the login prompt", () => {
    expect(modeOffer('demo', guest({ allowGuestPlayDemoGames: true }))).toEqual({ kind: 'play' });
    expect(modeOffer('demo', guest({ allowGuestPlayDemoGames: false }))).toEqual({ kind: 'login' });
  });

  it('spec 6: a guest never plays for real money: the login prompt', () => {
    expect(modeOffer('real', guest({ allowGameViewNotLoggedUser: true, allowGuestPlayDemoGames: true }))).toEqual({ kind: 'login' });
  });

  it('spec 6: a guest who may not play demo gets the login prompt even for a game without demo (the server checks login first)', () => {
    expect(modeOffer('demo', guest({ allowGuestPlayDemoGames: false }, { hasDemo: false }))).toEqual({ kind: 'login' });
  });
});

describe('spec 8 Game access', () => {
  it("spec 8 Game access: 'Demo not available' for a game without demo", () => {
    expect(modeOffer('demo', { ...base, game: { hasDemo: false } })).toEqual({ kind: 'blocked', code: 'DEMO_NOT_AVAILABLE' });
    expect(modeOffer('demo', guest({ allowGuestPlayDemoGames: true }, { hasDemo: false }))).toEqual({ kind: 'blocked', code: 'DEMO_NOT_AVAILABLE' });
    expect(modeOffer('real', { ...base, game: { hasDemo: false } })).toEqual({ kind: 'play' });
  });

  it("spec 8 Game access: 'Country restriction' in both modes when the location's country is restricted", () => {
    const input = { ...base, country: 'fr' };
    expect(modeOffer('real', input)).toEqual({ kind: 'blocked', code: 'COUNTRY_RESTRICTED' });
    expect(modeOffer('demo', input)).toEqual({ kind: 'blocked', code: 'COUNTRY_RESTRICTED' });
    expect(isCountryRestricted(base.game, null)).toBe(false);
    expect(isCountryRestricted({ restrictedCountries: null }, 'FR')).toBe(false);
  });

  it("spec 4 Bonus rules: 'An active bonus blocks play of non-eligible games' (real money only)", () => {
    const withBonus = { ...base, activeBonus: { id: 7, name: 'Welcome' } };
    expect(modeOffer('real', withBonus)).toEqual({ kind: 'blocked', code: 'BONUS_NOT_ELIGIBLE' });
    expect(modeOffer('demo', withBonus)).toEqual({ kind: 'play' });
    expect(modeOffer('real', { ...withBonus, game: { ...base.game, isBonus: true } })).toEqual({ kind: 'play' });
    expect(modeOffer('real', { ...base, activeBonus: {} })).toEqual({ kind: 'play' });
  });

  it('spec 4 Self-exclusion: a self-excluded player can only withdraw, so no real-money play', () => {
    expect(modeOffer('real', { ...base, selfExcluded: true })).toEqual({ kind: 'blocked', code: 'SELF_EXCLUDED' });
  });

  it('spec 8 Game access: checks follow the server order (self-exclusion before country before bonus)', () => {
    const all = { ...base, selfExcluded: true, country: 'US', activeBonus: { id: 1 } };
    expect(modeOffer('real', all)).toEqual({ kind: 'blocked', code: 'SELF_EXCLUDED' });
    expect(modeOffer('real', { ...all, selfExcluded: false })).toEqual({ kind: 'blocked', code: 'COUNTRY_RESTRICTED' });
  });

  it('spec 8 Game access: every launch refusal code has a text key under text.game, unknown codes a generic one', () => {
    for (const code of LAUNCH_REFUSAL_CODES) expect(refusalText(code)).toBe(LAUNCH_REFUSAL_TEXT[code]);
    expect(refusalText('COUNTRY_RESTRICTED')).toBe('text.game.countryRestricted');
    expect(refusalText('INSUFFICIENT_FUNDS')).toBe('text.game.insufficientFunds');
    expect(refusalText('SOMETHING_NEW')).toBe('text.game.launchFailed');
    expect(refusalText(undefined)).toBe('text.game.launchFailed');
    expect(gameErrorText('INSUFFICIENT_FUNDS')).toBe('text.game.insufficientFunds');
    expect(gameErrorText('NETWORK_ERROR')).toBe('text.game.spinFailed');
  });

  it('spec 5 Limits: monthly winnings limit: a refused launch and a refused spin say why, not "could not be started"', () => {
    expect(refusalText('MONTHLY_WINNINGS_LIMIT')).toBe('text.game.winningsLimit');
    expect(gameErrorText('MONTHLY_WINNINGS_LIMIT')).toBe('text.game.winningsLimit');
  });
});
