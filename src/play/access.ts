// Who may see and play a game (spec 6 Guest or visitor, spec 8 Game access, spec 4 Bonus rules and
// Self-exclusion) as pure functions: the game page's buttons and the player's pre-launch check use the same
// answer, and they follow the order in which the play API refuses a launch (CONTRACT 1), so the page never
// offers what the server would refuse.

/** The refusal codes of POST /api/core/casino/games/{slug}/launch, in the order the server checks them. */
export const LAUNCH_REFUSAL_CODES = [
  'GAME_NOT_FOUND', 'LOGIN_REQUIRED', 'DEMO_NOT_AVAILABLE', 'SELF_EXCLUDED', 'MONTHLY_WINNINGS_LIMIT', 'COUNTRY_RESTRICTED',
  'BONUS_NOT_ELIGIBLE',
] as const;
export type LaunchRefusalCode = (typeof LAUNCH_REFUSAL_CODES)[number];

export type PlayMode = 'real' | 'demo';

/** What the page may do with one mode: play it, ask for a login first, or say why it cannot be played. */
export type ModeOffer =
  | { kind: 'play' }
  | { kind: 'login' }
  | { kind: 'blocked'; code: Exclude<LaunchRefusalCode, 'GAME_NOT_FOUND' | 'LOGIN_REQUIRED' | 'MONTHLY_WINNINGS_LIMIT'> };

export interface GameAccessGame {
  hasDemo?: boolean | null;
  isBonus?: boolean | null;
  restrictedCountries?: readonly string[] | null;
}

export interface GameAccessInput {
  authenticated: boolean;
  selfExcluded: boolean;
  settings: { allowGameViewNotLoggedUser?: unknown; allowGuestPlayDemoGames?: unknown };
  game: GameAccessGame;
  /** The user's activeBonus (spec 3 User); any non-empty value is an active bonus. */
  activeBonus: unknown;
  /** The location's country code (get-location country.code); null while unknown: the server decides. */
  country: string | null | undefined;
}

export interface GameOffer {
  /** False: the guest sees the login prompt instead of the game (spec 6). */
  view: boolean;
  real: ModeOffer;
  demo: ModeOffer;
}

/** spec 6: 'May view games only if allowGameViewNotLoggedUser is set.' */
export function mayViewGames(authenticated: boolean, settings: GameAccessInput['settings']): boolean {
  return authenticated || settings.allowGameViewNotLoggedUser === true;
}

/** spec 6: 'May play demo games only if allowGuestPlayDemoGames is set.' */
export function mayPlayDemoAsGuest(settings: GameAccessInput['settings']): boolean {
  return settings.allowGuestPlayDemoGames === true;
}

/** spec 8 Game access: the country restriction; codes compare without case. */
export function isCountryRestricted(game: GameAccessGame, country: string | null | undefined): boolean {
  if (!country) return false;
  const code = country.toUpperCase();
  return (game.restrictedCountries ?? []).some((c) => c.toUpperCase() === code);
}

function hasActiveBonus(activeBonus: unknown): boolean {
  if (activeBonus === null || activeBonus === undefined || activeBonus === false || activeBonus === '') return false;
  return typeof activeBonus !== 'object' || Object.keys(activeBonus as object).length > 0;
}

/** One mode's offer, checked in the server's order (CONTRACT 1). */
export function modeOffer(mode: PlayMode, input: GameAccessInput): ModeOffer {
  const { authenticated, game } = input;
  // LOGIN_REQUIRED: real play always needs a player; demo needs one unless guests may play demo.
  if (!authenticated && (mode === 'real' || !mayPlayDemoAsGuest(input.settings))) return { kind: 'login' };
  if (mode === 'demo' && game.hasDemo !== true) return { kind: 'blocked', code: 'DEMO_NOT_AVAILABLE' };
  // spec 4: a self-excluded player can only withdraw.
  if (mode === 'real' && input.selfExcluded) return { kind: 'blocked', code: 'SELF_EXCLUDED' };
  if (isCountryRestricted(game, input.country)) return { kind: 'blocked', code: 'COUNTRY_RESTRICTED' };
  // spec 4 Bonus rules: 'An active bonus blocks play of non-eligible games.'
  if (mode === 'real' && hasActiveBonus(input.activeBonus) && game.isBonus !== true) return { kind: 'blocked', code: 'BONUS_NOT_ELIGIBLE' };
  return { kind: 'play' };
}

/** What the game page offers (spec 6, spec 8 Game access). */
export function gameOffer(input: GameAccessInput): GameOffer {
  return {
    view: mayViewGames(input.authenticated, input.settings),
    real: modeOffer('real', input),
    demo: modeOffer('demo', input),
  };
}

/** Text keys of the launch refusals (spec 8 Game access); the wording is in texts/en.json under text.game. */
export const LAUNCH_REFUSAL_TEXT: Readonly<Record<LaunchRefusalCode, string>> = {
  GAME_NOT_FOUND: 'text.game.notFound',
  LOGIN_REQUIRED: 'text.game.loginRequired',
  DEMO_NOT_AVAILABLE: 'text.game.demoNotAvailable',
  SELF_EXCLUDED: 'text.game.selfExcluded',
  // spec 2.5 monthly winnings limit (ours: the platform alone knows the month's winnings, so the page learns it here).
  MONTHLY_WINNINGS_LIMIT: 'text.game.winningsLimit',
  COUNTRY_RESTRICTED: 'text.game.countryRestricted',
  BONUS_NOT_ELIGIBLE: 'text.game.bonusNotEligible',
};

/** Text keys of the game's own errors (casino:error, spin refusals, CONTRACT 2). */
const GAME_ERROR_TEXT: Readonly<Record<string, string>> = {
  INSUFFICIENT_FUNDS: 'text.game.insufficientFunds',
  SESSION_ENDED: 'text.game.sessionEnded',
  MONTHLY_WINNINGS_LIMIT: 'text.game.winningsLimit',
};

export const LAUNCH_FAILED_TEXT = 'text.game.launchFailed';

export function isLaunchRefusalCode(code: unknown): code is LaunchRefusalCode {
  return typeof code === 'string' && (LAUNCH_REFUSAL_CODES as readonly string[]).includes(code);
}

export const SPIN_FAILED_TEXT = 'text.game.spinFailed';

/** The text key of an error the game reports (casino:error other than BET_LIMIT); unknown ones: the spin failed. */
export function gameErrorText(code: unknown): string {
  return typeof code === 'string' && GAME_ERROR_TEXT[code] ? GAME_ERROR_TEXT[code] : SPIN_FAILED_TEXT;
}

/** The text key of a refusal or game error code; an unknown code gets the generic launch failure text. */
export function refusalText(code: unknown): string {
  if (isLaunchRefusalCode(code)) return LAUNCH_REFUSAL_TEXT[code];
  if (typeof code === 'string' && GAME_ERROR_TEXT[code]) return GAME_ERROR_TEXT[code];
  return LAUNCH_FAILED_TEXT;
}
