// The play flow of /play/{game} (src/play/playFlow.ts): the step the page shows, what a launch refusal and
// a game message do, and what a document may ask of the flow.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/platform/api/client';
import { gameMessageEffect, launchRefusal, playCommands, playMove, playStep, PLAY_STEPS, type StepInput } from '../../../src/play/playFlow';

const input = (changes: Partial<StepInput> = {}): StepInput => ({ viewable: true, slug: 'lucky-fox', game: 'loaded', needsLogin: false, phase: 'playing', ...changes });

describe('playStep', () => {
  it('spec 6 Guest or visitor: a guest who may not view games gets the view login prompt before anything else', () => {
    expect(playStep(input({ viewable: false, game: 'notFound', phase: 'failed' }))).toBe('viewLogin');
  });
  it('an unknown game, or no slug, is not found; a failed load is loadFailed; until it loads, loading', () => {
    expect(playStep(input({ game: 'notFound' }))).toBe('notFound');
    expect(playStep(input({ slug: '' }))).toBe('notFound');
    expect(playStep(input({ game: 'failed' }))).toBe('loadFailed');
    expect(playStep(input({ game: 'loading', phase: 'waiting' }))).toBe('loading');
  });
  it('spec 6: a guest who may not play this mode, or a launch answered LOGIN_REQUIRED, gets the login prompt', () => {
    expect(playStep(input({ needsLogin: true, phase: 'waiting' }))).toBe('login');
    expect(playStep(input({ phase: 'login' }))).toBe('login');
  });
  it('then the launch: waiting shows as launching, and each outcome is its own step', () => {
    expect(playStep(input({ phase: 'waiting' }))).toBe('launching');
    for (const phase of ['launching', 'playing', 'refused', 'failed', 'ended'] as const) expect(playStep(input({ phase }))).toBe(phase);
    expect(PLAY_STEPS).toContain('ended');
  });
});

describe('launchRefusal (spec 8 Game access)', () => {
  it('a refusal is kept by its code; LOGIN_REQUIRED is the login prompt; no code is a failure', () => {
    expect(launchRefusal(new ApiError(409, 'x', { code: 'COUNTRY_RESTRICTED' }))).toEqual({ kind: 'refused', code: 'COUNTRY_RESTRICTED' });
    expect(launchRefusal(new ApiError(401, 'x', { code: 'LOGIN_REQUIRED' }))).toEqual({ kind: 'login' });
    expect(launchRefusal(new ApiError(500, 'x', null))).toEqual({ kind: 'failed' });
    expect(launchRefusal(new Error('network'))).toEqual({ kind: 'failed' });
  });
});

describe('gameMessageEffect', () => {
  it('spec 4 Away status: activity and spins count as activity; a spin clears the last error', () => {
    expect(gameMessageEffect({ type: 'casino:activity' })).toEqual({ activity: true });
    expect(gameMessageEffect({ type: 'casino:spin' })).toEqual({ activity: true, clearError: true });
  });
  it('spec 8 Bet limits: BET_LIMIT opens the dialog with its type and amounts; SESSION_ENDED ends the game; other codes are errors', () => {
    expect(gameMessageEffect({ type: 'casino:error', code: 'BET_LIMIT', limitType: 'dailyBetLimit', bet: 5, limit: 20 })).toEqual({ betLimit: { limitType: 'dailyBetLimit', bet: 5, limit: 20 } });
    expect(gameMessageEffect({ type: 'casino:error', code: 'SESSION_ENDED' })).toEqual({ ended: 'session' });
    expect(gameMessageEffect({ type: 'casino:error', code: 'INSUFFICIENT_FUNDS' })).toEqual({ gameError: 'INSUFFICIENT_FUNDS' });
  });
  it('spec 4 Bonus rules: a bonus buy asks for confirmation at its price', () => {
    expect(gameMessageEffect({ type: 'casino:bonusBuy', price: 40 })).toEqual({ bonusBuy: { price: 40 } });
  });
});

describe('what a document may ask of the play flow', () => {
  it('flowSet values become commands', () => {
    expect(playCommands({ away: true, betLimit: null, bonusBuy: 'confirm', error: null, fullscreen: true })).toEqual([
      { kind: 'away', away: true }, { kind: 'closeBetLimit' }, { kind: 'answerBonusBuy', confirmed: true }, { kind: 'clearError' }, { kind: 'fullscreen' },
    ]);
    expect(playCommands({ bonusBuy: 'cancel' })).toEqual([{ kind: 'answerBonusBuy', confirmed: false }]);
  });
  it('anything else is a mistake in the document, reported with what the flow takes', () => {
    expect(() => playCommands({ away: 'yes' })).toThrow(/cannot set away to "yes": it takes away \(true or false\)/);
    expect(() => playCommands({ mode: 'demo' })).toThrow(/cannot set mode/);
  });
  it('flowStep: launching starts the game again, loading loads it again; other steps are the flow\'s own', () => {
    expect(playMove('launching')).toBe('relaunch');
    expect(playMove('loading')).toBe('reload');
    expect(() => playMove('playing')).toThrow(/only go to launching .* or loading/);
  });
});
