// The play service (contract "The play API" 1, 2, 4): launching a game into a session, a spin in demo
// or real mode, and the one-off bonus buy confirmation. A game session id is random and unguessable:
// the game frame (sandboxed, opaque origin) has no other credential. Real mode moves the wallet only
// through wallet.ts, in one IMMEDIATE transaction with the bet-limit check, so the balance never goes
// negative and the socket events fire after the commit. Refusals never use 403 (a 403 logs the player
// out, spec 8): 401 / 404 / 409 / 410 / 422 with { success: false, code, message, ...details }.
import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { isSelfExcluded } from '../../src/platform/selfExclusion';
import { findUserById, selfExclusionOf } from './accounts';
import { bearerToken } from './auth';
import { checkBet } from './betLimits';
import type { SandboxContext } from './context';
import { currentSettings, settingsScopeOf } from './settings';
import { getMeta, setMeta, sql } from './db';
import { badRequest, HttpError, sessionExpired } from './errors';
import { currentLocation } from './location';
import { betLimitsMinor, periodTotals } from './playerLimits';
import { applyDueLimitChanges, checkWinningsLimit, SESSION_LIMIT_REASON, sessionLimitEnd } from './limits';
import { BONUS_BUY_PRICE_FACTOR, spinReels, type SymbolName } from './reels';
import type { GameSeed } from './seed/games';
import { authenticate, revokeSession } from './tokens';
import { announceCashChange, balanceOf, changeCash, decimalsOf, InsufficientFunds, toMajor, toMinor, type CashResult } from './wallet';
import { activeBonusRow, announceBalance, freeSpinOf, offerById, payBonusStake, recordFreeSpin, settleActive, settleBonusSpin } from './bonusEngine';
import { recordWin } from './wins';

export type PlayMode = 'demo' | 'real';

/** How long a launched game may be played. */
export const GAME_SESSION_TTL_MS = 4 * 3_600_000;
/** Demo play money: every demo session starts with 1000 (contract 2), kept with 2 decimals. */
export const DEMO_START_BALANCE = 1000;
const DEMO_DECIMALS = 2;

export const COUNTRY_RESTRICTED_MESSAGE = "You cannot play this game because it's not allowed in your country.";

/** A refusal of the play API: its code, and the details the front end shows (limitType, bet, limit). */
export function refusal(status: number, code: string, message: string, details: Record<string, unknown> = {}): HttpError {
  return new HttpError(status, message, { code, details: { success: false, code, ...details } });
}

export function gameBySlug(ctx: SandboxContext, slug: string): GameSeed | undefined {
  const row = sql(ctx.db, 'SELECT data FROM games WHERE slug = ?').get(slug) as { data: string } | undefined;
  return row ? (JSON.parse(row.data) as GameSeed) : undefined;
}

const guestsMayPlayDemo = (ctx: SandboxContext, request: FastifyRequest) => currentSettings(ctx, request).allowGuestPlayDemoGames === true;

export interface Launch { url: string; mode: PlayMode; sessionId: string; expiresAt: string }

/**
 * Launches a game (contract 1), refusing in this order: GAME_NOT_FOUND, LOGIN_REQUIRED,
 * DEMO_NOT_AVAILABLE, SELF_EXCLUDED, COUNTRY_RESTRICTED, BONUS_NOT_ELIGIBLE. A token that is sent but
 * no longer valid is a session that expired: 403 for real play (spec 8); a demo treats it as a guest.
 */
export function launchGame(ctx: SandboxContext, request: FastifyRequest, slug: string, mode: unknown): Launch {
  const game = gameBySlug(ctx, slug);
  if (!game) throw refusal(404, 'GAME_NOT_FOUND', 'Not found');
  if (mode !== 'demo' && mode !== 'real') throw badRequest('mode must be demo or real', 'mode');
  const token = bearerToken(request);
  const auth = token ? authenticate(ctx.db, token, ctx.secret, ctx.now()) : null;
  if (auth && !auth.ok && mode === 'real') throw sessionExpired(auth.problem === 'expired' ? 'Session expired' : 'Invalid access token');
  const session = auth?.ok ? auth.session : null;
  if (!session && (mode === 'real' || !guestsMayPlayDemo(ctx, request))) throw refusal(401, 'LOGIN_REQUIRED', 'Please log in to play this game.');
  if (mode === 'demo' && !game.hasDemo) throw refusal(409, 'DEMO_NOT_AVAILABLE', 'Demo not available');
  const user = session ? findUserById(ctx.db, session.userId) : undefined;
  const now = ctx.now();
  if (mode === 'real' && user) {
    // spec 4 Self-exclusion (the front end's rule, one implementation): a self-excluded player can only withdraw.
    if (isSelfExcluded(selfExclusionOf(user), now)) throw refusal(409, 'SELF_EXCLUDED', 'A self-excluded player can only withdraw.');
    // spec 2.5 monthly winnings limit: reached, real play waits for the month's end (demo stays open).
    checkWinningsLimit(ctx.db, user.id, now);
  }
  if (game.restrictedCountries.includes(currentLocation(ctx, settingsScopeOf(request)).country)) throw refusal(409, 'COUNTRY_RESTRICTED', COUNTRY_RESTRICTED_MESSAGE);
  if (mode === 'real' && user?.active_bonus_id != null && !game.isBonus) {
    throw refusal(409, 'BONUS_NOT_ELIGIBLE', 'This game is not eligible while a bonus is active.', { bonusId: user.active_bonus_id });
  }
  const sessionId = randomBytes(24).toString('hex');
  const expiresAt = new Date(now.getTime() + GAME_SESSION_TTL_MS).toISOString();
  sql(ctx.db, `INSERT INTO game_sessions (id, user_id, auth_session_id, game_slug, mode, demo_balance_minor, created_at, expires_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)`).run(sessionId, session?.userId ?? null, mode === 'real' ? session!.sessionId : null, slug, mode,
    mode === 'demo' ? DEMO_START_BALANCE * 10 ** DEMO_DECIMALS : 0, now.toISOString(), expiresAt);
  return { url: `/api/core/casino/play/${sessionId}`, mode, sessionId, expiresAt };
}

export interface GameSessionRow {
  id: string; userId: number | null; authSessionId: string | null; gameSlug: string; mode: PlayMode;
  demoBalanceMinor: number; confirmedPriceMinor: number | null; expiresAt: string; endedAt: string | null;
}

const SESSION_ID = /^[0-9a-f]{48}$/;

/**
 * A game session that can still be played: not unknown (a reset forgets them), not ended, not expired
 * and, in real mode, its login not logged out or expired. Otherwise 410 SESSION_ENDED.
 */
export function liveGameSession(ctx: SandboxContext, sessionId: string): GameSessionRow {
  const row = SESSION_ID.test(sessionId)
    ? (sql(ctx.db, `SELECT id, user_id AS userId, auth_session_id AS authSessionId, game_slug AS gameSlug, mode, demo_balance_minor AS demoBalanceMinor,
        confirmed_price_minor AS confirmedPriceMinor, expires_at AS expiresAt, ended_at AS endedAt FROM game_sessions WHERE id = ?`).get(sessionId) as GameSessionRow | undefined)
    : undefined;
  const now = ctx.now().toISOString();
  let live = !!row && !row.endedAt && row.expiresAt > now;
  if (live && row!.mode === 'real') {
    const login = sql(ctx.db, 'SELECT created_at AS createdAt, expires_at AS expiresAt, revoked_at AS revokedAt FROM sessions WHERE id = ?').get(row!.authSessionId) as
      { createdAt: string; expiresAt: string; revokedAt: string | null } | undefined;
    live = !!login && !login.revokedAt && login.expiresAt > now;
    // The player's session time limit (spec 2.5) ends the login, and so its real games, even without a call of the site.
    const limitEnd = live ? sessionLimitEnd(ctx.db, row!.userId!, new Date(login!.createdAt), ctx.now()) : null;
    if (limitEnd && limitEnd <= ctx.now()) {
      revokeSession(ctx.db, row!.authSessionId!, SESSION_LIMIT_REASON, ctx.now());
      live = false;
    }
  }
  if (!live) throw refusal(410, 'SESSION_ENDED', 'This game session has ended.');
  return row!;
}

export interface Spin {
  reels: SymbolName[][]; stake: number; price?: number; win: number; multiplier: number; balance: number | null; mode: PlayMode;
  /** A free spin of the active bonus (no stake taken; its win is bonus money), and how many are left. */
  freeSpin?: boolean; freeSpinsLeft?: number;
}

/** The meta key of a multiplier fixed for one player's next spin (spins/next with an email). */
const playerSpinKey = (userId: number) => `nextSpinMultiplier:${userId}`;

/**
 * The multiplier fixed for the next spin (POST /api/sandbox/spins/next), taken once: the player's own (set with
 * their email, so tests side by side cannot take each other's), else the shared one.
 */
function takeFixedMultiplier(ctx: SandboxContext, userId: number | null): number | null {
  for (const key of userId === null ? ['nextSpinMultiplier'] : [playerSpinKey(userId), 'nextSpinMultiplier']) {
    const value = getMeta(ctx.db, key);
    if (value === undefined) continue;
    sql(ctx.db, 'DELETE FROM meta WHERE key = ?').run(key);
    return Number(value);
  }
  return null;
}

/** Fixes (or, with null, clears) the next spin's multiplier: one player's with userId, else the shared one. */
export function setNextSpinMultiplier(ctx: SandboxContext, multiplier: number | null, userId: number | null = null): void {
  const key = userId === null ? 'nextSpinMultiplier' : playerSpinKey(userId);
  if (multiplier === null) sql(ctx.db, 'DELETE FROM meta WHERE key = ?').run(key);
  else setMeta(ctx.db, key, String(multiplier));
}

const secureRandom = (n: number) => randomInt(n);

/**
 * A game's bet bound in the player's minor units. The bounds are not in the player's currency's precision
 * (0.1 in a currency without decimals, JPY): such a bound rounds inward instead of refusing every spin.
 */
const boundMinor = (amount: number, decimals: number, round: (x: number) => number) => round(Number((amount * 10 ** decimals).toFixed(6)));

/** The balance the game shows in real mode: cash plus non-cash (what the header shows as total). */
const walletTotal = (result: CashResult) => result.balance.total;

/** One spin (contract 2). With bonusBuy, `stake` is the base stake and the server charges the price (50x). */
export function spin(ctx: SandboxContext, sessionId: string, body: unknown): Spin {
  const session = liveGameSession(ctx, sessionId);
  const input = (body && typeof body === 'object' ? body : {}) as { stake?: unknown; bonusBuy?: unknown };
  if (typeof input.stake !== 'number' || !Number.isFinite(input.stake) || input.stake <= 0) throw badRequest('stake must be a number above 0', 'stake');
  if (input.bonusBuy !== undefined && typeof input.bonusBuy !== 'boolean') throw badRequest('bonusBuy must be true or false', 'bonusBuy');
  const bonusBuy = input.bonusBuy === true;
  const game = gameBySlug(ctx, session.gameSlug);
  if (!game) throw refusal(410, 'SESSION_ENDED', 'This game session has ended.');
  if (bonusBuy && !game.hasBonusBuy) throw badRequest('This game has no bonus buy', 'bonusBuy');
  return session.mode === 'demo' ? demoSpin(ctx, session, input.stake, bonusBuy) : realSpin(ctx, session, game, input.stake, bonusBuy);
}

/** What a spin takes: the stake, or a bonus buy's price (the server's, never the client's). */
const costMinor = (stakeMinor: number, bonusBuy: boolean) => (bonusBuy ? stakeMinor * BONUS_BUY_PRICE_FACTOR : stakeMinor);

/** Demo: play money kept in the session; the wallet is never touched and no limit applies. */
function demoSpin(ctx: SandboxContext, session: GameSessionRow, stake: number, bonusBuy: boolean): Spin {
  const stakeMinor = toMinor(stake, DEMO_DECIMALS, 'stake');
  const cost = costMinor(stakeMinor, bonusBuy);
  return ctx.db.transaction((): Spin => {
    const { balance } = sql(ctx.db, 'SELECT demo_balance_minor AS balance FROM game_sessions WHERE id = ?').get(session.id) as { balance: number };
    if (cost > balance) throw refusal(422, 'INSUFFICIENT_FUNDS', 'Insufficient funds');
    const outcome = spinReels(secureRandom, { fixed: takeFixedMultiplier(ctx, session.userId), bonusBuy });
    const winMinor = Math.floor(cost * outcome.multiplier);
    const after = balance - cost + winMinor;
    sql(ctx.db, 'UPDATE game_sessions SET demo_balance_minor = ? WHERE id = ?').run(after, session.id);
    return {
      reels: outcome.reels, stake, ...(bonusBuy ? { price: toMajor(cost, DEMO_DECIMALS) } : {}),
      win: toMajor(winMinor, DEMO_DECIMALS), multiplier: outcome.multiplier, balance: toMajor(after, DEMO_DECIMALS), mode: 'demo',
    };
  }).immediate();
}

/**
 * Real money: the bet-limit check, the debit of the stake (or price) and the credit of the win in one
 * IMMEDIATE transaction (a refusal or a short balance changes nothing); the wallet events go out after the
 * commit. spec 4: 'A one-off bonus buy confirmation excludes only the next transaction from bet-limit
 * checks': a real bonus buy needs the player's confirmation of its price in this session; the next
 * transaction uses the confirmation up, and only a bonus buy of that price skips the player's bet limits
 * (never the game's bounds, never the loss limits).
 */
function realSpin(ctx: SandboxContext, session: GameSessionRow, game: GameSeed, stake: number, bonusBuy: boolean): Spin {
  const userId = session.userId!;
  const user = findUserById(ctx.db, userId)!;
  const now = ctx.now();
  // spec 4 Self-exclusion: checked on every real spin, not only at launch.
  if (isSelfExcluded(selfExclusionOf(user), now)) {
    endRealGameSessions(ctx, userId, 'SELF_EXCLUDED');
    throw refusal(410, 'SESSION_ENDED', 'This game session has ended.', { reason: 'SELF_EXCLUDED' });
  }
  const { decimals } = sql(ctx.db, 'SELECT decimals FROM currencies WHERE code = ?').get(user.currency_code) as { decimals: number };
  const stakeMinor = toMinor(stake, decimals, 'stake');
  const cost = costMinor(stakeMinor, bonusBuy);
  const reference = `game:${game.slug}`;
  const done = ctx.db.transaction(() => {
    const { confirmed } = sql(ctx.db, 'SELECT confirmed_price_minor AS confirmed FROM game_sessions WHERE id = ?').get(session.id) as { confirmed: number | null };
    if (bonusBuy && confirmed !== cost) {
      const price = toMajor(cost, decimals);
      throw refusal(409, 'BONUS_BUY_NOT_CONFIRMED', `Please confirm the bonus buy for ${price} first.`, { price });
    }
    applyDueLimitChanges(ctx.db, userId, now); // a raised bet or loss limit whose period has ended
    // spec 2.5 monthly winnings limit: the spin that reached it was paid in full; every real spin after it,
    // a free spin too, is refused until the month ends.
    checkWinningsLimit(ctx.db, userId, now);
    // The active bonus settles first (expired, or its money gone), then a free spin of it is played
    // for nothing (no stake, so no bet limit: its win is bonus money), else the stake is paid.
    const settled = settleActive(ctx.db, userId, now);
    const freeSpin = bonusBuy ? null : freeSpinOf(ctx.db, userId, game.slug);
    if (freeSpin) {
      const outcome = spinReels(secureRandom, { fixed: takeFixedMultiplier(ctx, userId), bonusBuy: false });
      const winMinor = Math.floor(boundMinor(game.minBet, decimals, Math.ceil) * outcome.multiplier);
      const { credits } = recordFreeSpin(ctx.db, freeSpin, winMinor, reference, now);
      if (settled.credit) credits.unshift(settled.credit);
      return { debit: null, credits, outcome, winMinor, bonus: true, freeSpinsLeft: freeSpin.freeSpinsLeft - 1 };
    }
    const refused = checkBet({
      stake: cost,
      gameStake: stakeMinor,
      game: { minBet: boundMinor(game.minBet, decimals, Math.ceil), maxBet: boundMinor(game.maxBet, decimals, Math.floor) },
      limits: betLimitsMinor(ctx.db, userId),
      periodTotals: periodTotals(ctx.db, userId, now),
      exemptBetLimits: bonusBuy,
      bonusMaxBet: bonusMaxBetMinor(ctx, userId, decimals),
    });
    if (refused) {
      const bet = toMajor(refused.bet, decimals);
      const limit = toMajor(refused.limit, decimals);
      throw refusal(422, 'BET_LIMIT', `The bet of ${bet} is refused by the ${refused.limitType} of ${limit}.`, { limitType: refused.limitType, bet, limit });
    }
    if (confirmed !== null) sql(ctx.db, 'UPDATE game_sessions SET confirmed_price_minor = NULL WHERE id = ?').run(session.id);
    // With an active bonus the stake is paid cash first, then bonus money (bonusEngine.payBonusStake).
    const paid = payBonusStake(ctx.db, userId, cost, reference, now);
    if (paid.short) throw refusal(422, 'INSUFFICIENT_FUNDS', 'Insufficient funds');
    let debit: CashResult | null = paid.cash;
    if (!paid.stake) {
      try {
        debit = changeCash(ctx.db, userId, { amountMinor: -cost, type: 'debit', reference }, now);
      } catch (error) {
        if (error instanceof InsufficientFunds) throw refusal(422, 'INSUFFICIENT_FUNDS', 'Insufficient funds');
        throw error;
      }
    }
    const outcome = spinReels(secureRandom, { fixed: takeFixedMultiplier(ctx, userId), bonusBuy });
    const winMinor = Math.floor(cost * outcome.multiplier);
    const credits: CashResult[] = settled.credit ? [settled.credit] : [];
    if (paid.stake) credits.push(...settleBonusSpin(ctx.db, userId, paid.stake, winMinor, reference, now).credits);
    else if (winMinor > 0) credits.push(changeCash(ctx.db, userId, { amountMinor: winMinor, type: 'credit', reference }, now));
    if (winMinor > 0) {
      recordWin(ctx.db, { userId, gameSlug: game.slug, stake: toMajor(cost, decimals), win: toMajor(winMinor, decimals), multiplier: outcome.multiplier, currencyCode: user.currency_code, at: now });
    }
    return { debit, credits, outcome, winMinor, bonus: paid.stake !== null || settled.ended, freeSpinsLeft: null };
  }).immediate();
  if (done.debit) announceCashChange(ctx, userId, 'debit', done.debit);
  for (const credit of done.credits) announceCashChange(ctx, userId, 'credit', credit);
  // Bonus money moved: the balance event carries it (nonCash), after the cash events.
  if (done.bonus) announceBalance(ctx, userId);
  const balance = done.bonus ? balanceOf(ctx.db, userId).total : walletTotal(done.credits.at(-1) ?? done.debit!);
  return {
    reels: done.outcome.reels, stake, ...(bonusBuy ? { price: toMajor(cost, decimals) } : {}), win: toMajor(done.winMinor, decimals),
    multiplier: done.outcome.multiplier, balance, mode: 'real', ...(done.freeSpinsLeft !== null ? { freeSpin: true, freeSpinsLeft: done.freeSpinsLeft } : {}),
  };
}

/** spec 8 Bet limits: the active bonus's maximum bet (its offer's maxBet, ours) in minor units; null without one. */
function bonusMaxBetMinor(ctx: SandboxContext, userId: number, decimals: number): number | null {
  const row = activeBonusRow(ctx.db, userId);
  const maxBet = row ? offerById(ctx.db, row.bonusId)?.maxBet : null;
  return typeof maxBet === 'number' ? boundMinor(maxBet, decimals, Math.floor) : null;
}

/**
 * The player confirmed a bonus buy (contract 4) for `price` (what the game showed: 50x a stake within
 * the game's bounds): the session's next transaction, if it is a bonus buy of exactly that price, skips
 * the player's bet limits. Only the player who launched the session may confirm; another's session is
 * not found.
 */
export function confirmBonusBuy(ctx: SandboxContext, userId: number, sessionId: unknown, price: unknown): { sessionId: string; price: number; exemptNext: true } {
  if (typeof sessionId !== 'string' || !sessionId) throw badRequest('sessionId is required', 'sessionId');
  const owner = SESSION_ID.test(sessionId)
    ? (sql(ctx.db, 'SELECT user_id AS userId FROM game_sessions WHERE id = ?').get(sessionId) as { userId: number | null } | undefined)
    : undefined;
  if (!owner || owner.userId !== userId) throw refusal(404, 'GAME_SESSION_NOT_FOUND', 'Not found');
  const session = liveGameSession(ctx, sessionId);
  const game = gameBySlug(ctx, session.gameSlug);
  if (!game?.hasBonusBuy) throw badRequest('This game has no bonus buy', 'sessionId');
  if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0) throw badRequest('price must be the bonus buy price the game showed', 'price');
  const decimals = decimalsOf(ctx.db, userId);
  const priceMinor = toMinor(price, decimals, 'price');
  const stakeMinor = priceMinor / BONUS_BUY_PRICE_FACTOR;
  const bounds = { min: boundMinor(game.minBet, decimals, Math.ceil), max: boundMinor(game.maxBet, decimals, Math.floor) };
  if (!Number.isInteger(stakeMinor) || stakeMinor < bounds.min || stakeMinor > bounds.max) {
    throw badRequest(`price must be ${BONUS_BUY_PRICE_FACTOR} times a stake this game takes (${toMajor(bounds.min, decimals)} to ${toMajor(bounds.max, decimals)})`, 'price');
  }
  sql(ctx.db, 'UPDATE game_sessions SET confirmed_price_minor = ? WHERE id = ?').run(priceMinor, sessionId);
  return { sessionId, price: toMajor(priceMinor, decimals), exemptNext: true };
}

/**
 * Ends the player's real-money game sessions (an exclusion or a freeze starts, or a spin found one in
 * force): their frames get 410 SESSION_ENDED on the next spin. Demo sessions stay: no money moves there.
 */
export function endRealGameSessions(ctx: SandboxContext, userId: number, _reason: string): number {
  return sql(ctx.db, "UPDATE game_sessions SET ended_at = ? WHERE user_id = ? AND mode = 'real' AND ended_at IS NULL")
    .run(ctx.now().toISOString(), userId).changes;
}

/** What the game page needs to draw itself. */
export interface GamePageInfo { session: GameSessionRow; game: GameSeed; balance: number; currencyCode: string }

export function gamePageInfo(ctx: SandboxContext, sessionId: string): GamePageInfo {
  const session = liveGameSession(ctx, sessionId);
  const game = gameBySlug(ctx, session.gameSlug);
  if (!game) throw refusal(410, 'SESSION_ENDED', 'This game session has ended.');
  if (session.mode === 'demo') return { session, game, balance: toMajor(session.demoBalanceMinor, DEMO_DECIMALS), currencyCode: 'FUN' };
  const wallet = sql(ctx.db, `SELECT w.cash_minor + w.non_cash_minor AS minor, w.currency_code AS currencyCode, c.decimals
      FROM wallets w JOIN currencies c ON c.code = w.currency_code WHERE w.user_id = ?`).get(session.userId) as { minor: number; currencyCode: string; decimals: number };
  return { session, game, balance: toMajor(wallet.minor, wallet.decimals), currencyCode: wallet.currencyCode };
}
