// The sandbox's bonus engine (spec 3 Bonus, 4 Bonus rules, 8 Bonus activation error codes, 9
// verifyEmailOnBonusActivation): it reads the facts of the player from the database into the pure
// activation rule (bonusActivation.ts), grants offers (bonus money, free spins, cashback; a deposit offer
// with its deposit), tracks wagering on real spins with the pure money rules (bonusWagering.ts), settles
// (converted, expired, lost) and cancels. One active bonus per player at most, and users.active_bonus_id is
// kept in step with it (deposits, play eligibility and withdrawals read that column). Bonus money lives in
// wallets.non_cash_minor, with its own ledger (bonus_ledger) so the cash ledger stays the sum of the cash;
// a conversion is a cash credit with reference bonus:<userBonusId>. The wallet's balance event goes out
// after each committed change.
import { checkActivation, type ActivationCode, type ActivationFacts, type OfferTerms } from './bonusActivation';
import {
  cancelBonus, depositBonusMinor, settleBonus, splitStake, splitWin, wagerLeftMinor, wagerRequirementMinor,
  type Settlement, type StakeSplit, type WageringType,
} from './bonusWagering';
import { isSelfExcluded } from '../../src/platform/selfExclusion';
import { findUserById, selfExclusionOf } from './accounts';
import type { SandboxContext } from './context';
import { currentSettings } from './settings';
import { sql, type Db } from './db';
import { HttpError, notFound } from './errors';
import { dateInTimeZone, isTimeZone } from './rakeback';
import { dayAmountsMinor, setRakebackDay } from './rakebackAccrual';
import type { BonusSeed } from './seed/bonuses';
import { balanceOf, changeCash, toMajor, type CashResult } from './wallet';

const DAY_MS = 86_400_000;
/** Days a player has to wager a bonus when its offer does not say (durationDays). */
export const DEFAULT_BONUS_DAYS = 30;
/** spec 3 instant cashback: the net loss of this many days before the activation (or since the last one). */
export const CASHBACK_PERIOD_DAYS = 7;

/** A refused activation: 409 (the player's bonuses stand in the way) or 422, {success false, code, bonusId, message, details?, reference?}. */
export class ActivationRefused extends HttpError {
  constructor(code: ActivationCode, message: string, extra: { bonusId?: number; details?: Record<string, unknown>; reference?: Record<string, unknown> } = {}) {
    const status = code === 'ACTIVE_BONUS' || code === 'ACTIVE_FREE_SPINS' ? 409 : 422;
    super(status, message, { code, details: { success: false, code, ...(extra.bonusId !== undefined ? { bonusId: extra.bonusId } : {}), ...(extra.details ? { details: extra.details } : {}), ...(extra.reference ? { reference: extra.reference } : {}) } });
  }
}

/** The sandbox's English message of each code (the front end shows its own text by code: src/rewards/activationErrors.ts). */
const MESSAGES: Record<ActivationCode, string> = {
  REGISTRATION_BONUS: 'This bonus is only for newly registered players.',
  MAXIMUM_PARTICIPANTS: 'This bonus has reached its maximum number of participants.',
  RETRY_PERIOD: 'You have already taken this bonus.',
  DAYS_VALID: 'This bonus is not valid today.',
  UNIFIED_ERROR: 'The bonus could not be activated.',
  DEPOSITS_NUMBER: 'This bonus is for a later deposit.',
  DEPOSITS_NUMBER2: 'This bonus is for an earlier deposit.',
  ACTIVE_FREE_SPINS: 'You still have free spins of another bonus.',
  ACTIVE_BONUS: 'Another bonus is active.',
  CANCELLED: 'You cancelled this bonus before.',
  NO_CASHBACK: 'There is no cashback for you now.',
  ADD_TO_CALENDAR: 'This cashback is paid through the rakeback calendar.',
  REQUIRED_EMAIL_VERIFICATION: 'Please verify your email to activate bonuses.',
  VALID_ON_DAYS: 'This bonus is not offered today.',
  START_TIME_ERROR: 'This bonus is not available yet today.',
  END_TIME_ERROR: 'This bonus is no longer available today.',
  BONUS_FRAUD: 'No-deposit and free-spin bonuses are not available to this account.',
  CASHBACK_NEED_DEPOSIT: 'Cashback needs a deposit first.',
};

export function offerById(db: Db, bonusId: number): BonusSeed | undefined {
  const row = sql(db, 'SELECT data FROM bonuses WHERE id = ?').get(bonusId) as { data: string } | undefined;
  return row ? (JSON.parse(row.data) as BonusSeed) : undefined;
}

/**
 * An offer as the bonus lists answer it (get-all-bonus, promotions): spec 3 Bonus 'game (a game name or a game
 * record)' as the record, {slug, name}, so a page names the game and links to it (the catalogue keeps the slug).
 */
export function offerAnswer(db: Db, offer: BonusSeed): BonusSeed {
  if (typeof offer.game !== 'string') return offer;
  const game = sql(db, 'SELECT name FROM games WHERE slug = ?').get(offer.game) as { name: string } | undefined;
  return { ...offer, game: { slug: offer.game, name: game?.name ?? offer.game } };
}

/** The offer's terms the activation rule reads. */
export function termsOf(offer: BonusSeed): OfferTerms {
  return {
    id: offer.id, type: offer.type, startDate: offer.startDate ?? null, validTo: offer.validTo ?? null, validOnDays: offer.validOnDays,
    activeHours: offer.activeHours ?? null, registrationWithinDays: offer.registrationWithinDays ?? null,
    forDepositNumber: offer.forDepositNumber ?? null, repeatAfterDays: offer.repeatAfterDays ?? null, maxParticipants: offer.maxParticipants ?? null,
    freeSpinsQuantity: offer.freeSpinsQuantity ?? null, minBalance: offer.minBalance ?? null, paysToCalendar: offer.paysToCalendar === true,
  };
}

interface PlayerFacts {
  created_at: string; deposit_count: number; is_email_verified: number; duplicate_account: number; active_bonus_id: number | null; decimals: number;
}

function playerFacts(db: Db, userId: number): PlayerFacts {
  const row = sql(db, `SELECT u.created_at, u.deposit_count, u.is_email_verified, u.duplicate_account, u.active_bonus_id, c.decimals
      FROM users u JOIN currencies c ON c.code = u.currency_code WHERE u.id = ?`).get(userId) as PlayerFacts | undefined;
  if (!row) throw notFound();
  return row;
}

const verifyEmailOnBonusActivation = (ctx: SandboxContext) => currentSettings(ctx).verifyEmailOnBonusActivation !== false;

/** Stakes minus wins of real play (cash and bonus money) since `since`, minor units. */
export function netLossMinor(db: Db, userId: number, since: Date): number {
  const cash = sql(db, `SELECT COALESCE(SUM(CASE WHEN type IN ('debit', 'credit') THEN -amount_minor END), 0) AS loss
      FROM transactions WHERE user_id = ? AND reference LIKE 'game:%' AND status = 'completed' AND created_at >= ?`).get(userId, since.toISOString()) as { loss: number };
  const bonus = sql(db, `SELECT COALESCE(-SUM(amount_minor), 0) AS loss FROM bonus_ledger
      WHERE user_id = ? AND kind IN ('stake', 'win') AND created_at >= ?`).get(userId, since.toISOString()) as { loss: number };
  return cash.loss + bonus.loss;
}

/** Where the cashback period starts: CASHBACK_PERIOD_DAYS ago, or the player's last activation of the offer if later. */
function cashbackSince(db: Db, userId: number, bonusId: number, now: Date): Date {
  const last = sql(db, "SELECT MAX(activated_at) AS at FROM player_bonuses WHERE user_id = ? AND bonus_id = ? AND status != 'failed'").get(userId, bonusId) as { at: string | null };
  const start = now.getTime() - CASHBACK_PERIOD_DAYS * DAY_MS;
  return new Date(Math.max(start, last.at ? Date.parse(last.at) : 0));
}

/** What the activation rule knows: read from the database now. */
export function activationFacts(ctx: SandboxContext, userId: number, offer: BonusSeed, timeZone: string): ActivationFacts {
  const now = ctx.now();
  const player = playerFacts(ctx.db, userId);
  const history = (sql(ctx.db, "SELECT activated_at AS at, status FROM player_bonuses WHERE user_id = ? AND bonus_id = ? AND status != 'failed'")
    .all(userId, offer.id) as Array<{ at: string; status: string }>).map((r) => ({ activatedAt: new Date(r.at), cancelled: r.status === 'cancelled' }));
  const { participants } = sql(ctx.db, "SELECT COUNT(DISTINCT user_id) AS participants FROM player_bonuses WHERE bonus_id = ? AND status != 'failed'").get(offer.id) as { participants: number };
  const { spins } = sql(ctx.db, "SELECT COALESCE(SUM(free_spins_left), 0) AS spins FROM player_bonuses WHERE user_id = ? AND status = 'active'").get(userId) as { spins: number };
  return {
    now, timeZone, registeredAt: new Date(player.created_at), depositCount: player.deposit_count, isEmailVerified: player.is_email_verified === 1,
    verifyEmailOnBonusActivation: verifyEmailOnBonusActivation(ctx), duplicateAccount: player.duplicate_account === 1,
    activeBonusId: player.active_bonus_id, freeSpinsLeft: spins, history, participants,
    netLoss: toMajor(offer.type === 'instant_cashback' ? netLossMinor(ctx.db, userId, cashbackSince(ctx.db, userId, offer.id, now)) : 0, player.decimals),
  };
}

/** A player's bonus row. */
export interface PlayerBonusRow {
  id: number; userId: number; bonusId: number; status: string; depositMinor: number | null; bonusMinor: number; requiredMinor: number;
  wageredMinor: number; convertedMinor: number | null; freeSpinsTotal: number; freeSpinsLeft: number; freeSpinsGame: string | null;
  wageringType: WageringType; wageringMultiplier: number; maxWinMinor: number | null; activatedAt: string; expiresAt: string; endedAt: string | null;
}

const ROW = `SELECT id, user_id AS userId, bonus_id AS bonusId, status, deposit_minor AS depositMinor, bonus_minor AS bonusMinor,
    required_minor AS requiredMinor, wagered_minor AS wageredMinor, converted_minor AS convertedMinor, free_spins_total AS freeSpinsTotal,
    free_spins_left AS freeSpinsLeft, free_spins_game AS freeSpinsGame, wagering_type AS wageringType, wagering_multiplier AS wageringMultiplier,
    max_win_minor AS maxWinMinor, activated_at AS activatedAt, expires_at AS expiresAt, ended_at AS endedAt FROM player_bonuses`;

export const activeBonusRow = (db: Db, userId: number) =>
  sql(db, `${ROW} WHERE user_id = ? AND status = 'active' ORDER BY id DESC LIMIT 1`).get(userId) as PlayerBonusRow | undefined;

const nonCashOf = (db: Db, userId: number) => (sql(db, 'SELECT non_cash_minor AS minor FROM wallets WHERE user_id = ?').get(userId) as { minor: number }).minor;

/** Moves bonus money (signed) and records it in the bonus ledger. */
function moveBonusMoney(db: Db, userId: number, playerBonusId: number, kind: 'grant' | 'stake' | 'win' | 'convert' | 'remove', amountMinor: number, now: Date, reference: string | null = null) {
  if (amountMinor === 0) return;
  const updated = sql(db, 'UPDATE wallets SET non_cash_minor = non_cash_minor + ? WHERE user_id = ? AND non_cash_minor + ? >= 0').run(amountMinor, userId, amountMinor);
  if (updated.changes === 0) throw new Error(`bonus money of player ${userId} would go below 0`);
  sql(db, 'INSERT INTO bonus_ledger (user_id, player_bonus_id, kind, amount_minor, reference, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(userId, playerBonusId, kind, amountMinor, reference, now.toISOString());
}

/** Ends a bonus with its settlement: converts (a cash credit), removes the rest, clears the active bonus. */
function applySettlement(db: Db, row: PlayerBonusRow, settlement: Settlement, now: Date): CashResult | null {
  if (settlement.status === 'active') return null;
  moveBonusMoney(db, row.userId, row.id, 'remove', -settlement.removeMinor, now);
  moveBonusMoney(db, row.userId, row.id, 'convert', -settlement.convertMinor, now);
  const credit = settlement.convertMinor > 0
    ? changeCash(db, row.userId, { amountMinor: settlement.convertMinor, type: 'credit', reference: `bonus:${row.id}` }, now)
    : null;
  sql(db, "UPDATE player_bonuses SET status = ?, converted_minor = ?, free_spins_left = 0, ended_at = ? WHERE id = ? AND status = 'active'")
    .run(settlement.status, settlement.status === 'converted' ? settlement.convertMinor : null, now.toISOString(), row.id);
  sql(db, 'UPDATE users SET active_bonus_id = NULL, updated_at = ? WHERE id = ? AND active_bonus_id = ?').run(now.toISOString(), row.userId, row.bonusId);
  return credit;
}

const progressOf = (row: PlayerBonusRow) => ({
  requiredMinor: row.requiredMinor, wageredMinor: row.wageredMinor, maxWinMinor: row.maxWinMinor, expiresAt: row.expiresAt, freeSpinsLeft: row.freeSpinsLeft,
});

/** Settles the active bonus at `now` (inside the caller's transaction): whether it ended. */
export function settleActive(db: Db, userId: number, now: Date): { ended: boolean; credit: CashResult | null } {
  const row = activeBonusRow(db, userId);
  if (!row) return { ended: false, credit: null };
  const settlement = settleBonus(progressOf(row), nonCashOf(db, userId), now);
  if (settlement.status === 'active') return { ended: false, credit: null };
  return { ended: true, credit: applySettlement(db, row, settlement, now) };
}

/** The player's balance event (spec 7) after a committed change of bonus money. */
export function announceBalance(ctx: SandboxContext, userId: number): void {
  const balance = balanceOf(ctx.db, userId);
  ctx.bus.emit('player', userId, 'balance', { cash: balance.cash, nonCash: balance.nonCash, total: balance.total, currencyCode: balance.currencyCode });
}

/** Settles a bonus that is due when it is read (expired; requirement met; money gone), with its balance event. */
export function settleDue(ctx: SandboxContext, userId: number): void {
  // Read first: get-user-details calls this on every read, and most reads have nothing to settle.
  const row = activeBonusRow(ctx.db, userId);
  if (!row || settleBonus(progressOf(row), nonCashOf(ctx.db, userId), ctx.now()).status === 'active') return;
  const { ended } = ctx.db.transaction(() => settleActive(ctx.db, userId, ctx.now())).immediate();
  if (ended) announceBalance(ctx, userId);
}

/** Cancels the active bonus, if any, inside the caller's transaction: its money is removed (spec 4 Bonus rules). */
export function cancelActive(db: Db, userId: number, now: Date): PlayerBonusRow | null {
  const row = activeBonusRow(db, userId);
  if (row) applySettlement(db, row, cancelBonus(nonCashOf(db, userId)), now);
  sql(db, 'UPDATE users SET active_bonus_id = NULL, updated_at = ? WHERE id = ?').run(now.toISOString(), userId);
  return row ?? null;
}

const minorOf = (major: number | null | undefined, decimals: number) => (major == null ? null : Math.round(major * 10 ** decimals));

/** A cashback offer's amount now: the period's net loss x its multiplier, up to its cap (maxBonusThreshold). Minor units. */
function cashbackMinor(db: Db, userId: number, offer: BonusSeed, decimals: number, now: Date): number {
  const loss = netLossMinor(db, userId, cashbackSince(db, userId, offer.id, now));
  const amount = Math.floor(loss * (offer.multiplier ?? 0));
  const cap = minorOf(offer.maxBonusThreshold, decimals);
  return Math.max(0, cap === null ? amount : Math.min(amount, cap));
}

/**
 * spec 8 ADD_TO_CALENDAR: 'the cashback is put in the rakeback calendar'. Inside the caller's transaction:
 * the amount is added to today's rakeback day (UTC, as get-rakeback-days counts days; a day already claimed
 * holds the cashback alone, claimable again), and the activation is recorded (converted at once, nothing to
 * wager), so the cashback period starts again and the same loss is not paid twice. The refusal names the
 * amount and the day, for the message.
 */
function addCashbackToCalendar(ctx: SandboxContext, userId: number, offer: BonusSeed): ActivationRefused {
  const db = ctx.db;
  const now = ctx.now();
  const { decimals } = playerFacts(db, userId);
  const amountMinor = cashbackMinor(db, userId, offer, decimals, now);
  const user = findUserById(db, userId)!;
  const day = dateInTimeZone(now, 'UTC');
  const claimed = sql(db, 'SELECT 1 FROM rakeback_claims WHERE user_id = ? AND claim_date = ?').get(userId, day) !== undefined;
  const held = claimed ? 0 : dayAmountsMinor(db, user, [day], day, decimals).get(day)?.amountMinor ?? 0;
  setRakebackDay(db, userId, day, held + amountMinor);
  const at = now.toISOString();
  sql(db, `INSERT INTO player_bonuses (user_id, bonus_id, status, bonus_minor, converted_minor, wagering_type, wagering_multiplier, activated_at, expires_at, ended_at)
      VALUES (?, ?, 'converted', ?, ?, ?, 0, ?, ?, ?)`).run(userId, offer.id, amountMinor, amountMinor, offer.wageringType ?? 'REAL_TO_FUN', at, at, at);
  return new ActivationRefused('ADD_TO_CALENDAR', MESSAGES.ADD_TO_CALENDAR, {
    bonusId: offer.id, details: { amount: toMajor(amountMinor, decimals), currencyCode: user.currency_code, canClaimDate: day },
  });
}

/**
 * Grants an offer (inside the caller's transaction): a row, its bonus money, its free spins, and the
 * active bonus. A deposit offer needs its deposit's amount. Throws when the offer cannot be granted as
 * configured (the caller answers UNIFIED_ERROR).
 */
export function grantOffer(ctx: SandboxContext, userId: number, offer: BonusSeed, depositMinor: number | null): number {
  const db = ctx.db;
  const now = ctx.now();
  const { decimals } = playerFacts(db, userId);
  let bonusMinor = 0;
  if (offer.type === 'deposit') {
    if (depositMinor === null) throw new Error(`offer ${offer.id} is a deposit offer: it is granted with a deposit`);
    bonusMinor = depositBonusMinor(depositMinor, offer.depositBonusPercent ?? 0, minorOf(offer.maxBonusThreshold, decimals));
  } else if (offer.type === 'instant_cashback') {
    bonusMinor = cashbackMinor(db, userId, offer, decimals, now);
  } else {
    bonusMinor = minorOf(offer.bonusAmount, decimals) ?? 0;
  }
  const spins = offer.freeSpinsQuantity ?? 0;
  let game: string | null = null;
  if (spins > 0) {
    game = typeof offer.game === 'string' ? offer.game : null;
    if (!game || !sql(db, 'SELECT 1 FROM games WHERE slug = ?').get(game)) throw new Error(`offer ${offer.id}: its free spins game ${String(game)} is not in the catalogue`);
  }
  if (offer.type !== 'deposit' && bonusMinor === 0 && spins === 0) throw new Error(`offer ${offer.id} grants nothing`);
  const days = offer.durationDays ?? DEFAULT_BONUS_DAYS;
  const values = {
    userId, bonusId: offer.id, depositMinor, bonusMinor, required: wagerRequirementMinor(bonusMinor, offer.wageringMultiplier ?? 0), spins, game,
    type: offer.wageringType ?? 'REAL_TO_FUN', multiplier: offer.wageringMultiplier ?? 0, maxWin: minorOf(offer.maxWin, decimals),
    at: now.toISOString(), expires: new Date(now.getTime() + days * DAY_MS).toISOString(),
  };
  const id = Number(sql(db, `INSERT INTO player_bonuses (user_id, bonus_id, status, deposit_minor, bonus_minor, required_minor, free_spins_total, free_spins_left,
      free_spins_game, wagering_type, wagering_multiplier, max_win_minor, activated_at, expires_at)
      VALUES (@userId, @bonusId, 'active', @depositMinor, @bonusMinor, @required, @spins, @spins, @game, @type, @multiplier, @maxWin, @at, @expires)`).run(values).lastInsertRowid);
  moveBonusMoney(db, userId, id, 'grant', bonusMinor, now);
  sql(db, 'UPDATE users SET active_bonus_id = ?, updated_at = ? WHERE id = ?').run(offer.id, now.toISOString(), userId);
  // A bonus with nothing to wager (a 0 multiplier) converts at once.
  settleActive(db, userId, now);
  return id;
}

/** A failed attempt: its row, so the UNIFIED_ERROR reference names it. */
function failedRow(db: Db, userId: number, offer: BonusSeed, now: Date): number {
  return Number(sql(db, `INSERT INTO player_bonuses (user_id, bonus_id, status, wagering_type, wagering_multiplier, activated_at, expires_at, ended_at)
      VALUES (?, ?, 'failed', ?, ?, ?, ?, ?)`).run(userId, offer.id, offer.wageringType ?? 'REAL_TO_FUN', offer.wageringMultiplier ?? 0, now.toISOString(), now.toISOString(), now.toISOString()).lastInsertRowid);
}

/**
 * Grants in a savepoint; a failure inside the engine leaves a 'failed' row and answers UNIFIED_ERROR
 * with the reference the spec asks for (promotion id, user id, user bonus id).
 */
export function grantOrFail(ctx: SandboxContext, userId: number, offer: BonusSeed, depositMinor: number | null): { userBonusId: number } | { failed: ActivationRefused } {
  try {
    return { userBonusId: ctx.db.transaction(() => grantOffer(ctx, userId, offer, depositMinor))() };
  } catch (error) {
    console.warn(`sandbox: bonus ${offer.id} could not be granted to player ${userId}:`, (error as Error).message);
    const userBonusId = failedRow(ctx.db, userId, offer, ctx.now());
    return { failed: new ActivationRefused('UNIFIED_ERROR', MESSAGES.UNIFIED_ERROR, { bonusId: offer.id, reference: { promotionId: offer.id, userId, userBonusId } }) };
  }
}

export type Activation =
  | { status: 'active'; userBonusId: number; bonusId: number }
  /** A deposit offer passes its checks and is taken with the player's next deposit (the cashier's bonus choice). */
  | { status: 'nextDeposit'; bonusId: number };

/**
 * The activation rule over the database's facts: throws the refusal, which names the offer (bonusId) so a
 * deposit's answer tells a bonus refusal from a deposit one. For a deposit (`forDeposit`) the active bonus
 * and its free spins do not count: the deposit cancels them after the player accepted the warning (spec 4).
 */
export function assertActivation(ctx: SandboxContext, userId: number, offer: BonusSeed, timeZone: string, options: { forDeposit?: boolean } = {}): void {
  if (!isTimeZone(timeZone)) throw new HttpError(400, 'timeZone must be an IANA time zone', { field: 'timeZone' });
  const facts = activationFacts(ctx, userId, offer, timeZone);
  const check = checkActivation(termsOf(offer), options.forDeposit ? { ...facts, activeBonusId: null, freeSpinsLeft: 0 } : facts);
  if (!check.ok) throw new ActivationRefused(check.code, MESSAGES[check.code], { bonusId: offer.id, ...(check.details ? { details: check.details } : {}) });
}

/** Activates an offer for the player (POST /api/user/bonus/activate; a coupon). */
export function activateBonus(ctx: SandboxContext, userId: number, bonusId: number, timeZone: string): Activation {
  const offer = offerById(ctx.db, bonusId);
  if (!offer) throw new HttpError(404, 'No bonus has this id', { code: 'BONUS_NOT_FOUND' });
  // spec 4 Self-exclusion: a self-excluded player can only withdraw (not a spec 8 activation code).
  const user = findUserById(ctx.db, userId)!;
  if (isSelfExcluded(selfExclusionOf(user), ctx.now())) {
    throw new HttpError(409, 'A self-excluded player can only withdraw.', { code: 'SELF_EXCLUDED', details: { success: false } });
  }
  settleDue(ctx, userId);
  const result = ctx.db.transaction((): Activation | ActivationRefused => {
    try {
      assertActivation(ctx, userId, offer, timeZone);
    } catch (refusal) {
      // A cashback paid through the calendar is put there (committed with the answer).
      if (refusal instanceof ActivationRefused && refusal.code === 'ADD_TO_CALENDAR') return addCashbackToCalendar(ctx, userId, offer);
      throw refusal;
    }
    if (offer.type === 'deposit') return { status: 'nextDeposit', bonusId };
    const granted = grantOrFail(ctx, userId, offer, null);
    return 'failed' in granted ? granted.failed : { status: 'active', userBonusId: granted.userBonusId, bonusId };
  }).immediate();
  // The failed row is committed with the answer, so its reference can be looked up later.
  if (result instanceof ActivationRefused) throw result;
  announceBalance(ctx, userId);
  return result;
}

/**
 * The deposit flow's bonus (inside the deposit's transaction): the previous active bonus is cancelled
 * (the player accepted the warning, spec 4) and the deposit's bonus granted with its amount.
 */
export function grantDepositBonus(ctx: SandboxContext, userId: number, bonusId: number, depositMinor: number): void {
  const offer = offerById(ctx.db, bonusId);
  if (!offer) return;
  cancelActive(ctx.db, userId, ctx.now());
  grantOrFail(ctx, userId, offer, depositMinor);
}

/**
 * The control endpoint's grant (POST /api/sandbox/active-bonus): no activation rule; a deposit offer as
 * with a deposit of its minimum (or 100). null cancels the active bonus.
 */
export function forceActiveBonus(ctx: SandboxContext, userId: number, bonusId: number | null): void {
  ctx.db.transaction(() => {
    cancelActive(ctx.db, userId, ctx.now());
    if (bonusId === null) return;
    const offer = offerById(ctx.db, bonusId)!;
    const { decimals } = playerFacts(ctx.db, userId);
    const deposit = offer.type === 'deposit' ? minorOf(offer.minDeposit ?? 100, decimals) : null;
    grantOffer(ctx, userId, offer, deposit);
  }).immediate();
  announceBalance(ctx, userId);
}

/** The player cancels their active bonus (POST /api/user/bonus/cancel): its money is removed. */
export function cancelPlayerBonus(ctx: SandboxContext, userId: number, userBonusId: number): PlayerBonusRow {
  settleDue(ctx, userId);
  const row = ctx.db.transaction(() => {
    const found = sql(ctx.db, `${ROW} WHERE id = ? AND user_id = ?`).get(userBonusId, userId) as PlayerBonusRow | undefined;
    if (!found) throw new HttpError(404, 'No bonus of yours has this id', { code: 'BONUS_NOT_FOUND' });
    if (found.status !== 'active') throw new HttpError(409, 'This bonus is not active', { code: 'BONUS_NOT_ACTIVE', details: { success: false, status: found.status } });
    cancelActive(ctx.db, userId, ctx.now());
    return sql(ctx.db, `${ROW} WHERE id = ?`).get(userBonusId) as PlayerBonusRow;
  }).immediate();
  announceBalance(ctx, userId);
  return row;
}

// ---- real play (play.ts realSpin calls these inside its transaction) ----

export interface BonusStake { row: PlayerBonusRow; split: StakeSplit }

/**
 * Pays a stake with the active bonus (cash first, then bonus money: splitStake); null without one.
 * Refuses (null split) when cash and bonus money together are short. The bonus money part is a 'stake'
 * in the bonus ledger with the game's reference, so the bet and loss limits count the whole stake.
 */
export function payBonusStake(db: Db, userId: number, costMinor: number, reference: string, now: Date): { stake: BonusStake | null; short: boolean; cash: CashResult | null } {
  const row = activeBonusRow(db, userId);
  if (!row) return { stake: null, short: false, cash: null };
  const wallet = sql(db, 'SELECT cash_minor AS cashMinor, non_cash_minor AS nonCashMinor FROM wallets WHERE user_id = ?').get(userId) as { cashMinor: number; nonCashMinor: number };
  const split = splitStake(costMinor, wallet, row.wageringType);
  if (split.cashMinor + split.bonusMinor < costMinor) return { stake: null, short: true, cash: null };
  const cash = split.cashMinor > 0 ? changeCash(db, userId, { amountMinor: -split.cashMinor, type: 'debit', reference }, now) : null;
  moveBonusMoney(db, userId, row.id, 'stake', -split.bonusMinor, now, reference);
  return { stake: { row, split }, short: false, cash };
}

/** A win of a bonus stake in its shares (splitWin), the wagering progress, then the settlement. */
export function settleBonusSpin(db: Db, userId: number, stake: BonusStake, winMinor: number, reference: string, now: Date): { credits: CashResult[] } {
  const parts = splitWin(winMinor, stake.split);
  const credits: CashResult[] = [];
  if (parts.cashMinor > 0) credits.push(changeCash(db, userId, { amountMinor: parts.cashMinor, type: 'credit', reference }, now));
  moveBonusMoney(db, userId, stake.row.id, 'win', parts.bonusMinor, now, reference);
  sql(db, 'UPDATE player_bonuses SET wagered_minor = wagered_minor + ? WHERE id = ?').run(stake.split.countsMinor, stake.row.id);
  const { credit } = settleActive(db, userId, now);
  if (credit) credits.push(credit);
  return { credits };
}

/** The free spin the active bonus gives in this game, if any: its row. */
export function freeSpinOf(db: Db, userId: number, gameSlug: string): PlayerBonusRow | null {
  const row = activeBonusRow(db, userId);
  return row && row.freeSpinsLeft > 0 && row.freeSpinsGame === gameSlug ? row : null;
}

/**
 * A free spin played: one less left; its win is bonus money whose requirement is the win times the
 * offer's wagering multiplier (spec 3 'free spins quantity and left'). Then the settlement.
 */
export function recordFreeSpin(db: Db, row: PlayerBonusRow, winMinor: number, reference: string, now: Date): { credits: CashResult[] } {
  sql(db, `UPDATE player_bonuses SET free_spins_left = free_spins_left - 1, bonus_minor = bonus_minor + ?, required_minor = required_minor + ?
      WHERE id = ?`).run(winMinor, wagerRequirementMinor(winMinor, row.wageringMultiplier), row.id);
  moveBonusMoney(db, row.userId, row.id, 'win', winMinor, now, reference);
  const { credit } = settleActive(db, row.userId, now);
  return { credits: credit ? [credit] : [] };
}

// ---- what the player sees (GET /api/user/bonus-history) ----

/** A player bonus with the spec 3 display labels, major units. */
export function bonusView(db: Db, row: PlayerBonusRow, decimals: number) {
  const offer = offerById(db, row.bonusId);
  const money = (minor: number | null) => (minor === null ? null : toMajor(minor, decimals));
  // spec 8 ADD_TO_CALENDAR: a cashback paid through the rakeback calendar is kept as converted (nothing to
  // wager), but the player reads what happened to it: put in the calendar, not converted (issue 29 item 14).
  const calendar = row.status === 'converted' && offer?.paysToCalendar === true;
  return {
    userBonusId: row.id, id: row.bonusId, name: offer?.name ?? null, type: offer?.type ?? null, banner: offer?.banner ?? null, status: calendar ? 'calendar' : row.status,
    depositAmount: money(row.depositMinor), bonusAmount: money(row.bonusMinor), freeSpinsQuantity: row.freeSpinsTotal, freeSpinsLeft: row.freeSpinsLeft,
    game: row.freeSpinsGame, wagerRequirement: money(row.requiredMinor), wagered: money(row.wageredMinor),
    wagerLeft: money(wagerLeftMinor(progressOf(row))), convertedAmount: calendar ? null : money(row.convertedMinor), maxWin: money(row.maxWinMinor),
    wageringType: row.wageringType, wageringMultiplier: row.wageringMultiplier, start: row.activatedAt, expiration: row.expiresAt, endedAt: row.endedAt,
  };
}

export function bonusHistory(ctx: SandboxContext, userId: number, pageNo: number, limit: number) {
  settleDue(ctx, userId);
  const { decimals } = playerFacts(ctx.db, userId);
  const active = activeBonusRow(ctx.db, userId);
  const { count } = sql(ctx.db, "SELECT COUNT(*) AS count FROM player_bonuses WHERE user_id = ? AND status != 'active'").get(userId) as { count: number };
  const rows = sql(ctx.db, `${ROW} WHERE user_id = ? AND status != 'active' ORDER BY id DESC LIMIT ? OFFSET ?`).all(userId, limit, (pageNo - 1) * limit) as PlayerBonusRow[];
  return {
    activeBonus: active ? bonusView(ctx.db, active, decimals) : null,
    history: { count, pageNo, limit, rows: rows.map((r) => bonusView(ctx.db, r, decimals)) },
  };
}
