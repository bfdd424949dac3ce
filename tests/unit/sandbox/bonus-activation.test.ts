// spec 8 Bonus activation error codes: each refusal of the sandbox's bonus engine comes from a term of the
// offer and a fact about the player (server/sandbox/bonusActivation.ts), with a fixed clock.
import { describe, it, expect } from 'vitest';
import { ACTIVATION_CODES, checkActivation, type ActivationFacts, type OfferTerms } from '../../../server/sandbox/bonusActivation';

// Wednesday 2026-11-25 14:30 UTC.
const NOW = new Date('2026-11-25T14:30:00Z');
const offer = (terms: Partial<OfferTerms> = {}): OfferTerms => ({ id: 1, type: 'no_deposit', ...terms });
const facts = (over: Partial<ActivationFacts> = {}): ActivationFacts => ({
  now: NOW, timeZone: 'UTC', registeredAt: new Date('2026-11-20T10:00:00Z'), depositCount: 2, isEmailVerified: true,
  verifyEmailOnBonusActivation: true, duplicateAccount: false, activeBonusId: null, freeSpinsLeft: 0, history: [],
  participants: 0, netLoss: 40, ...over,
});
const produced = new Set<string>();
const code = (o: OfferTerms, f: ActivationFacts) => {
  const check = checkActivation(o, f);
  if (!check.ok) produced.add(check.code);
  return check.ok ? 'ok' : check.code;
};

describe('spec 8 Bonus activation error codes', () => {
  it('an offer with no term against the player activates', () => {
    expect(code(offer(), facts())).toBe('ok');
  });

  it('REQUIRED_EMAIL_VERIFICATION when verifyEmailOnBonusActivation (spec 9 default true) and the email is not verified', () => {
    expect(code(offer(), facts({ isEmailVerified: false }))).toBe('REQUIRED_EMAIL_VERIFICATION');
    expect(code(offer(), facts({ isEmailVerified: false, verifyEmailOnBonusActivation: false }))).toBe('ok');
  });

  it('BONUS_FRAUD: a duplicate account may not take no-deposit or free-spin offers, but may take a deposit offer', () => {
    expect(code(offer({ type: 'no_deposit' }), facts({ duplicateAccount: true }))).toBe('BONUS_FRAUD');
    expect(code(offer({ type: 'freespins' }), facts({ duplicateAccount: true }))).toBe('BONUS_FRAUD');
    expect(code(offer({ type: 'deposit' }), facts({ duplicateAccount: true }))).toBe('ok');
  });

  it('DAYS_VALID outside the offer dates, validTo inclusive in the player\'s time zone', () => {
    expect(code(offer({ startDate: '2026-11-26T00:00:00Z' }), facts())).toBe('DAYS_VALID');
    expect(code(offer({ validTo: '2026-11-24' }), facts())).toBe('DAYS_VALID');
    expect(code(offer({ validTo: '2026-11-25' }), facts())).toBe('ok');
    // 23:30 UTC on the 25th is already the 26th in Tokyo.
    const late = new Date('2026-11-25T23:30:00Z');
    expect(code(offer({ validTo: '2026-11-25' }), facts({ now: late }))).toBe('ok');
    expect(code(offer({ validTo: '2026-11-25' }), facts({ now: late, timeZone: 'Asia/Tokyo' }))).toBe('DAYS_VALID');
  });

  it('VALID_ON_DAYS on another weekday (0 = Sunday), in the player\'s time zone', () => {
    expect(code(offer({ validOnDays: [3] }), facts())).toBe('ok'); // Wednesday
    expect(code(offer({ validOnDays: [1, 5] }), facts())).toBe('VALID_ON_DAYS');
    expect(code(offer({ validOnDays: [4] }), facts({ now: new Date('2026-11-25T23:30:00Z'), timeZone: 'Asia/Tokyo' }))).toBe('ok');
  });

  it('START_TIME_ERROR before and END_TIME_ERROR from the end of the offer\'s hours', () => {
    const happyHour = offer({ activeHours: { from: '18:00', to: '20:00' } });
    expect(code(happyHour, facts())).toBe('START_TIME_ERROR');
    expect(code(happyHour, facts({ now: new Date('2026-11-25T18:00:00Z') }))).toBe('ok');
    expect(code(happyHour, facts({ now: new Date('2026-11-25T20:00:00Z') }))).toBe('END_TIME_ERROR');
    // 13:30 UTC is 19:00 in Kolkata (UTC+5:30); 14:30 UTC is 20:00 there, the end.
    expect(code(happyHour, facts({ now: new Date('2026-11-25T13:30:00Z'), timeZone: 'Asia/Kolkata' }))).toBe('ok');
    expect(code(happyHour, facts({ timeZone: 'Asia/Kolkata' }))).toBe('END_TIME_ERROR');
  });

  it('REGISTRATION_BONUS: activated too late after registration', () => {
    expect(code(offer({ registrationWithinDays: 7 }), facts())).toBe('ok');
    expect(code(offer({ registrationWithinDays: 3 }), facts())).toBe('REGISTRATION_BONUS');
  });

  it('CANCELLED: an offer the player cancelled is not taken again', () => {
    expect(code(offer({ repeatAfterDays: 1 }), facts({ history: [{ activatedAt: new Date('2026-10-01T00:00:00Z'), cancelled: true }] }))).toBe('CANCELLED');
  });

  it('RETRY_PERIOD: used before; once per player unless the offer repeats after some days', () => {
    const taken = [{ activatedAt: new Date('2026-11-20T14:30:00Z'), cancelled: false }];
    expect(code(offer(), facts({ history: taken }))).toBe('RETRY_PERIOD');
    expect(code(offer({ repeatAfterDays: 7 }), facts({ history: taken }))).toBe('RETRY_PERIOD');
    expect(code(offer({ repeatAfterDays: 5 }), facts({ history: taken }))).toBe('ok');
  });

  it('MAXIMUM_PARTICIPANTS when the places are taken', () => {
    expect(code(offer({ maxParticipants: 100 }), facts({ participants: 99 }))).toBe('ok');
    expect(code(offer({ maxParticipants: 100 }), facts({ participants: 100 }))).toBe('MAXIMUM_PARTICIPANTS');
  });

  it('ACTIVE_FREE_SPINS: only one free-spin bonus at a time; ACTIVE_BONUS: only one bonus at a time', () => {
    expect(code(offer({ type: 'freespins' }), facts({ freeSpinsLeft: 3 }))).toBe('ACTIVE_FREE_SPINS');
    expect(code(offer({ type: 'no_deposit', freeSpinsQuantity: 20 }), facts({ freeSpinsLeft: 3, activeBonusId: 7 }))).toBe('ACTIVE_FREE_SPINS');
    expect(code(offer({ type: 'no_deposit' }), facts({ activeBonusId: 7 }))).toBe('ACTIVE_BONUS');
    // A deposit offer goes with a deposit, whose warning cancels the active bonus (spec 4 Bonus rules).
    expect(code(offer({ type: 'deposit' }), facts({ activeBonusId: 7 }))).toBe('ok');
  });

  it('CASHBACK_NEED_DEPOSIT, NO_CASHBACK below the minimum loss, ADD_TO_CALENDAR for a cashback paid through the calendar', () => {
    const cashback = offer({ type: 'instant_cashback', minBalance: 10 });
    expect(code(cashback, facts({ depositCount: 0 }))).toBe('CASHBACK_NEED_DEPOSIT');
    expect(code(cashback, facts({ netLoss: 9.99 }))).toBe('NO_CASHBACK');
    expect(code(cashback, facts({ netLoss: -5 }))).toBe('NO_CASHBACK');
    expect(code(offer({ type: 'instant_cashback' }), facts({ netLoss: 0 }))).toBe('NO_CASHBACK');
    expect(code(cashback, facts({ netLoss: 10 }))).toBe('ok');
    expect(code({ ...cashback, paysToCalendar: true }, facts({ netLoss: 10 }))).toBe('ADD_TO_CALENDAR');
  });

  it('DEPOSITS_NUMBER before and DEPOSITS_NUMBER2 past the deposit the offer is for', () => {
    const second = offer({ type: 'deposit', forDepositNumber: 2 });
    expect(code(second, facts({ depositCount: 0 }))).toBe('DEPOSITS_NUMBER');
    expect(code(second, facts({ depositCount: 1 }))).toBe('ok');
    expect(code(second, facts({ depositCount: 2 }))).toBe('DEPOSITS_NUMBER2');
  });

  it('the first refusal wins, in the documented order (standing, time, history, bonuses in play, deposits)', () => {
    const everything = offer({ type: 'freespins', validOnDays: [1], registrationWithinDays: 1, maxParticipants: 0 });
    expect(code(everything, facts({ isEmailVerified: false, duplicateAccount: true }))).toBe('REQUIRED_EMAIL_VERIFICATION');
    expect(code(everything, facts({ duplicateAccount: true }))).toBe('BONUS_FRAUD');
    expect(code(everything, facts())).toBe('VALID_ON_DAYS');
    expect(code({ ...everything, validOnDays: null }, facts())).toBe('REGISTRATION_BONUS');
    expect(code({ ...everything, validOnDays: null, registrationWithinDays: null }, facts({ freeSpinsLeft: 1 }))).toBe('MAXIMUM_PARTICIPANTS');
  });

  // Runs last (tests of a file run in order): the cases above made every code.
  it('every code of spec 8 but UNIFIED_ERROR (the engine\'s unexpected failure, with its reference) came from a rule above', () => {
    expect(ACTIVATION_CODES).toHaveLength(18);
    expect([...produced].sort()).toEqual(ACTIVATION_CODES.filter((c) => c !== 'UNIFIED_ERROR').sort());
  });
});
