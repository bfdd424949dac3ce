// The play flow of /play/{game} (spec 6 Guest or visitor, spec 8 Game access, spec 4 Away status and
// Bonus rules) as pure functions: which step the player is on, what a launch answer and a message from the
// game do, and what the document may ask of it (flowStep / flowSet on the flow the GamePlay widget
// provides). The widget holds the state and the side effects; the page document shows each step with when.
import { ApiError } from '../platform/api/client';
import type { GameMessage } from './messages';

/**
 * The steps, in the order the page checks them: a guest who may not view games (viewLoginRequired), an
 * unknown game, a game that could not be loaded, the game loading, a guest who may not play this mode
 * (login), then the launch and its outcome.
 */
/** The flow the GamePlay node gives its children (flow.step, flowStep and flowSet with flow "play"). */
export const PLAY_FLOW = 'play';

export const PLAY_STEPS = [
  'viewLogin', 'notFound', 'loadFailed', 'loading', 'login', 'launching', 'playing', 'refused', 'failed', 'ended',
] as const;
export type PlayStep = (typeof PLAY_STEPS)[number];

/** Where the launch is: before it, under way, its answer, or the end of the game session. */
export type LaunchPhase =
  | { kind: 'waiting' }
  | { kind: 'launching' }
  | { kind: 'playing'; url: string; sessionId: string }
  | { kind: 'login' }
  | { kind: 'refused'; code: string }
  | { kind: 'failed' }
  /** removed: 30 minutes away (spec 4); session: the game session ended (SESSION_ENDED). */
  | { kind: 'ended'; reason: 'removed' | 'session' };

export interface StepInput {
  /** spec 6: the player may view games (mayViewGames). */
  viewable: boolean;
  slug: string;
  /** The game's details: loading, an unknown slug (404), another failure, or loaded. */
  game: 'loading' | 'notFound' | 'failed' | 'loaded';
  /** spec 6: this guest may not play this mode (modeOffer gave login): nothing is launched. */
  needsLogin: boolean;
  phase: LaunchPhase['kind'];
}

export function playStep({ viewable, slug, game, needsLogin, phase }: StepInput): PlayStep {
  if (!viewable) return 'viewLogin';
  if (!slug || game === 'notFound') return 'notFound';
  if (game === 'failed') return 'loadFailed';
  if (game === 'loading') return 'loading';
  if (needsLogin || phase === 'login') return 'login';
  return phase === 'waiting' ? 'launching' : phase;
}

/** spec 8 Game access: a refused launch by its code; LOGIN_REQUIRED is the login prompt; no code: it failed. */
export function launchRefusal(error: unknown): LaunchPhase {
  const code = error instanceof ApiError ? (error.body as { code?: unknown } | null)?.code : undefined;
  if (code === 'LOGIN_REQUIRED') return { kind: 'login' };
  if (typeof code === 'string') return { kind: 'refused', code };
  return { kind: 'failed' };
}

/** The error a failed bonus buy confirmation leaves (GameError shows text.game.bonusBuy.failed). */
export const BONUS_BUY_FAILED = 'BONUS_BUY_FAILED';

/** What a message from the game changes on the page. */
export interface GameMessageEffect {
  /** Activity for away status (spec 4). */
  activity?: true;
  /** A spin went through: the last game error is gone. */
  clearError?: true;
  betLimit?: { limitType?: string; bet?: number; limit?: number };
  bonusBuy?: { price?: number };
  /** The game session ended (SESSION_ENDED): the frame is unloaded. */
  ended?: 'session';
  /** Any other error the game reports, by its code. */
  gameError?: string;
}

export function gameMessageEffect(message: GameMessage): GameMessageEffect {
  switch (message.type) {
    case 'casino:activity':
      return { activity: true };
    case 'casino:spin':
      return { activity: true, clearError: true };
    case 'casino:bonusBuy':
      return { bonusBuy: { price: message.price } };
    case 'casino:error':
      // spec 8 Bet limits: the game reports a breach as casino:error BET_LIMIT (CONTRACT 2).
      if (message.code === 'BET_LIMIT') return { betLimit: { limitType: message.limitType, bet: message.bet, limit: message.limit } };
      if (message.code === 'SESSION_ENDED') return { ended: 'session' };
      return { gameError: message.code };
    default:
      return {};
  }
}

/** What the document may ask of the play flow with flowSet, one value each. */
export type PlayCommand =
  | { kind: 'away'; away: boolean }
  | { kind: 'closeBetLimit' }
  | { kind: 'answerBonusBuy'; confirmed: boolean }
  | { kind: 'clearError' }
  | { kind: 'fullscreen' };

/**
 * flowSet values as commands: away true|false (I'm away / I'm back), betLimit null (closes the dialog),
 * bonusBuy "confirm"|"cancel" (answers the confirmation), error null, fullscreen true. Anything else
 * is a mistake in the document, reported with what it may set.
 */
export function playCommands(values: Record<string, unknown>): PlayCommand[] {
  return Object.entries(values).map(([name, value]): PlayCommand => {
    if (name === 'away' && typeof value === 'boolean') return { kind: 'away', away: value };
    if (name === 'betLimit' && (value === null || value === false)) return { kind: 'closeBetLimit' };
    if (name === 'bonusBuy' && (value === 'confirm' || value === 'cancel')) return { kind: 'answerBonusBuy', confirmed: value === 'confirm' };
    if (name === 'error' && (value === null || value === false)) return { kind: 'clearError' };
    if (name === 'fullscreen' && value === true) return { kind: 'fullscreen' };
    throw new Error(`The play flow cannot set ${name} to ${JSON.stringify(value)}: it takes away (true or false), betLimit (null), bonusBuy ("confirm" or "cancel"), error (null) and fullscreen (true)`);
  });
}

/** flowStep on the play flow: launching starts the game again, loading loads its details again. */
export type PlayMove = 'relaunch' | 'reload';

/** The steps flowStep may go to on the play flow (no next or back: the flow moves itself). brand validate reads it. */
export const PLAY_MOVES = ['launching', 'loading'] as const;

export function playMove(to: string): PlayMove {
  if (to === 'launching') return 'relaunch';
  if (to === 'loading') return 'reload';
  throw new Error(`The play flow moves itself; flowStep can only go to launching (start the game again) or loading (load the game again), not "${to}"`);
}
