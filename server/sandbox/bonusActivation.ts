// The bonus engine's activation rule (spec 8 Bonus activation error codes; spec 3 Bonus; spec 6 roles;
// spec 9 Defaults 'verifyEmailOnBonusActivation true'), pure so every code is tested on its own: each
// refusal comes from a term of the offer and a fact about the player, never from a lookup of codes.
// The spec names the codes and, for some, their reason; the terms behind the others are our reading:
// - DAYS_VALID: outside the offer's dates (startDate to validTo, in the player's time zone);
// - VALID_ON_DAYS: not one of the offer's weekdays; START_TIME_ERROR / END_TIME_ERROR: before or after the
//   offer's hours of the day (e.g. a happy hour 18:00-20:00);
// - REGISTRATION_BONUS: later than `registrationWithinDays` after sign-up;
// - DEPOSITS_NUMBER: the offer is for a later deposit than the player's next one; DEPOSITS_NUMBER2: the
//   player's deposits are past the one the offer is for (both 'wrong deposit count');
// - RETRY_PERIOD: taken before, and `repeatAfterDays` (none: once per player) have not passed;
// - CANCELLED: the player cancelled this offer before; MAXIMUM_PARTICIPANTS: the offer's places are taken;
// - ACTIVE_FREE_SPINS: free spins of another bonus are left; ACTIVE_BONUS: another bonus is active (a deposit
//   offer is taken with a deposit, whose own warning cancels the active bonus: spec 4 Bonus rules);
// - CASHBACK_NEED_DEPOSIT: a cashback for a player with no deposit; NO_CASHBACK: the net loss of the
//   cashback period is below the offer's minimum (minBalance); ADD_TO_CALENDAR: a cashback paid through the
//   rakeback calendar is put there instead of the wallet (the answer tells so, as a code);
// - BONUS_FRAUD: a player flagged as a duplicate account may not take no-deposit or free-spin offers;
// - REQUIRED_EMAIL_VERIFICATION: verifyEmailOnBonusActivation and the email is not verified.
// UNIFIED_ERROR is not a rule: the engine answers it when activating fails unexpectedly, with the reference.
import { dateInTimeZone, weekdayInTimeZone } from './rakeback';
import { ACTIVATION_ERROR_CODES, type ActivationErrorCode } from '../../src/rewards/activationErrors';

/** The codes are the front end's list (src/rewards/activationErrors.ts), which maps each to its text. */
export const ACTIVATION_CODES = ACTIVATION_ERROR_CODES;
export type ActivationCode = ActivationErrorCode;

const DAY_MS = 86_400_000;

/** The terms of an offer the rule reads (spec 3 Bonus fields, and the engine's own terms). */
export interface OfferTerms {
  id: number;
  type: 'deposit' | 'freespins' | 'no_deposit' | 'instant_cashback';
  /** Offer dates: from startDate (date-time) to validTo (a date, inclusive, in the player's zone). */
  startDate?: string | null;
  validTo?: string | null;
  /** Weekdays, 0 = Sunday; null: every day. */
  validOnDays?: number[] | null;
  /** Hours of the day, 'HH:MM' in the player's zone, from inclusive, to exclusive; null: all day. */
  activeHours?: { from: string; to: string } | null;
  registrationWithinDays?: number | null;
  /** The deposit the offer is for (1 = the first deposit); null: any. */
  forDepositNumber?: number | null;
  /** Days after the last activation before the player may take it again; null: once per player. */
  repeatAfterDays?: number | null;
  maxParticipants?: number | null;
  freeSpinsQuantity?: number | null;
  /** The minimum net loss of the cashback period (spec 3 'min balance'). */
  minBalance?: number | null;
  /** A cashback paid through the rakeback calendar instead of the wallet. */
  paysToCalendar?: boolean;
}

/** What the rule knows of the player and of the offer's takers. */
export interface ActivationFacts {
  now: Date;
  timeZone: string;
  registeredAt: Date;
  depositCount: number;
  isEmailVerified: boolean;
  verifyEmailOnBonusActivation: boolean;
  duplicateAccount: boolean;
  /** The player's active bonus, if any; free spins left of any bonus. */
  activeBonusId: number | null;
  freeSpinsLeft: number;
  /** The player's earlier activations of this offer: when, and whether the player cancelled it. */
  history: { activatedAt: Date; cancelled: boolean }[];
  /** Players who have taken this offer. */
  participants: number;
  /** The player's net loss (stakes minus wins) in the cashback period. */
  netLoss: number;
}

export type ActivationCheck = { ok: true } | { ok: false; code: ActivationCode; details?: Record<string, unknown> };

const refuse = (code: ActivationCode, details?: Record<string, unknown>): ActivationCheck => ({ ok: false, code, ...(details ? { details } : {}) });

/** Minutes after midnight of 'HH:MM'. */
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The time of day at `now` in a zone, in minutes after midnight. */
function minutesInTimeZone(now: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? '0');
  return get('hour') * 60 + get('minute');
}

const grantsFreeSpins = (offer: OfferTerms) => offer.type === 'freespins' || (offer.freeSpinsQuantity ?? 0) > 0;

/**
 * Whether the player may activate the offer now, or the first code that refuses it. The order: the
 * player's standing (email, fraud), the offer's time (dates, weekday, hours, registration window), the
 * player's history with it (cancelled, taken before, places), the bonuses in play, then the deposits and
 * the cashback's own conditions.
 */
export function checkActivation(offer: OfferTerms, facts: ActivationFacts): ActivationCheck {
  const { now, timeZone } = facts;
  if (facts.verifyEmailOnBonusActivation && !facts.isEmailVerified) return refuse('REQUIRED_EMAIL_VERIFICATION');
  if (facts.duplicateAccount && (offer.type === 'no_deposit' || offer.type === 'freespins')) return refuse('BONUS_FRAUD');

  const today = dateInTimeZone(now, timeZone);
  if ((offer.startDate && now.getTime() < Date.parse(offer.startDate)) || (offer.validTo && today > offer.validTo)) {
    return refuse('DAYS_VALID', { startDate: offer.startDate ?? null, validTo: offer.validTo ?? null });
  }
  if (offer.validOnDays && !offer.validOnDays.includes(weekdayInTimeZone(now, timeZone))) return refuse('VALID_ON_DAYS', { validOnDays: offer.validOnDays });
  if (offer.activeHours) {
    const minute = minutesInTimeZone(now, timeZone);
    if (minute < minutesOf(offer.activeHours.from)) return refuse('START_TIME_ERROR', { from: offer.activeHours.from });
    if (minute >= minutesOf(offer.activeHours.to)) return refuse('END_TIME_ERROR', { to: offer.activeHours.to });
  }
  if (offer.registrationWithinDays != null && now.getTime() - facts.registeredAt.getTime() > offer.registrationWithinDays * DAY_MS) {
    return refuse('REGISTRATION_BONUS', { days: offer.registrationWithinDays });
  }

  if (facts.history.some((taken) => taken.cancelled)) return refuse('CANCELLED');
  const last = facts.history.reduce<Date | null>((latest, taken) => (!latest || taken.activatedAt > latest ? taken.activatedAt : latest), null);
  if (last && (offer.repeatAfterDays == null || now.getTime() - last.getTime() < offer.repeatAfterDays * DAY_MS)) {
    return refuse('RETRY_PERIOD', offer.repeatAfterDays == null ? undefined : { days: offer.repeatAfterDays });
  }
  if (offer.maxParticipants != null && facts.participants >= offer.maxParticipants) return refuse('MAXIMUM_PARTICIPANTS');

  if (grantsFreeSpins(offer) && facts.freeSpinsLeft > 0) return refuse('ACTIVE_FREE_SPINS');
  if (facts.activeBonusId !== null && offer.type !== 'deposit') return refuse('ACTIVE_BONUS', { activeBonusId: facts.activeBonusId });

  if (offer.type === 'instant_cashback') {
    if (facts.depositCount === 0) return refuse('CASHBACK_NEED_DEPOSIT');
    if (facts.netLoss <= 0 || (offer.minBalance != null && facts.netLoss < offer.minBalance)) return refuse('NO_CASHBACK', { minBalance: offer.minBalance ?? null });
    if (offer.paysToCalendar) return refuse('ADD_TO_CALENDAR');
  }
  if (offer.forDepositNumber != null) {
    const next = facts.depositCount + 1;
    if (next < offer.forDepositNumber) return refuse('DEPOSITS_NUMBER', { forDepositNumber: offer.forDepositNumber });
    if (next > offer.forDepositNumber) return refuse('DEPOSITS_NUMBER2', { forDepositNumber: offer.forDepositNumber });
  }
  return { ok: true };
}
