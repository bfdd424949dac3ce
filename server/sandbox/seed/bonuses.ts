// Bonuses (spec 3 Bonus): every type (deposit, freespins, no_deposit, instant_cashback), both wagering
// types, banner.bannerTitle, and the filters get-all-bonus applies (spec 7: type, isDeposit, dayOfWeek,
// calendarDateTime, countryCode, currencyCode, cpnc). One bonus per weekday feeds the bonus calendar
// (spec 2.5: today's banner title and the next 7 days' titles); one title is longer than 35 characters
// so the calendar's cut shows. "Daily Rakeback" is the bonus behind the rakeback calendar (spec 4).
import type { Bonus } from '../../../src/generated/types';

export type BonusSeed = Bonus & {
  id: number;
  name: string;
  type: NonNullable<Bonus['type']>;
  banner: { bannerTitle: string; bannerImage: string; bannerText?: string };
  /** Days of the week it is offered, 0 = Sunday as Date.getDay(); null = every day. */
  validOnDays: number[] | null;
  isDeposit: boolean;
  allowedCountries: string[] | null;
  restrictedCountries: string[] | null;
  currencies: string[] | null;
  /** Offered only to players arriving with this cpnc marketing parameter (spec 4 Marketing parameters). */
  cpnc: string | null;
  sort: number;
  // The engine's terms (server/sandbox/bonusActivation.ts OfferTerms; absent: no such condition), so each
  // activation code of spec 8 can really happen in the sandbox.
  /** Hours of the day it can be taken, 'HH:MM' in the player's zone (START_TIME_ERROR / END_TIME_ERROR). */
  activeHours?: { from: string; to: string } | null;
  /** Days after sign-up it can still be taken (REGISTRATION_BONUS). */
  registrationWithinDays?: number | null;
  /** The deposit it is for, 1 = the first (DEPOSITS_NUMBER / DEPOSITS_NUMBER2). */
  forDepositNumber?: number | null;
  /** Days before a player may take it again; absent: once per player (RETRY_PERIOD). */
  repeatAfterDays?: number | null;
  /** Players who may take it (MAXIMUM_PARTICIPANTS). */
  maxParticipants?: number | null;
  /** A cashback paid through the rakeback calendar instead of the wallet (ADD_TO_CALENDAR). */
  paysToCalendar?: boolean;
  /** Days a player has to wager it from activation (default 30). */
  durationDays?: number | null;
  /** The most one bet may stake while it is active (spec 8: a bonus-bet limit breach is refused with its own message). */
  maxBet?: number | null;
};

/** Coupon codes (POST /api/user/coupon): each activates its offer through the engine. */
export const COUPONS: Readonly<Record<string, number>> = { FREECHIP5: 108, HAPPYHOUR: 210, RETIRED: 212 };

/** The bonus id of the rakeback calendar (get-rakeback-days, rakeback-claim). */
export const RAKEBACK_BONUS_ID = 900;

// An offer without an end: no validTo (a page shows no end date; issue 29 item 9), and an expiration the
// list filters can compare with.
const ALWAYS = { startDate: '2024-01-01T00:00:00.000Z', expirationDate: '2099-12-31T23:59:59.000Z', validTo: null };

let sort = 0;
function bonus(id: number, name: string, type: BonusSeed['type'], bannerTitle: string, fields: Partial<BonusSeed> = {}): BonusSeed {
  return {
    id,
    name,
    type,
    banner: { bannerTitle, bannerImage: `/api/core/casino/assets/banners/bonus-${id}.svg` },
    wageringType: 'REAL_TO_FUN',
    status: 'active',
    validOnDays: null,
    isDeposit: type === 'deposit',
    allowedCountries: null,
    restrictedCountries: null,
    currencies: null,
    cpnc: null,
    depositAmount: null,
    freeSpinsQuantity: null,
    freeSpinsLeft: null,
    game: null,
    bonusAmount: null,
    multiplier: null,
    wagerLeft: null,
    wagered: null,
    convertedAmount: null,
    depositBonusPercent: null,
    maxBonusThreshold: null,
    maxWin: null,
    minBalance: null,
    minDeposit: null,
    wageringMultiplier: null,
    ...ALWAYS,
    sort: ++sort,
    ...fields,
  };
}

export function bonusSeeds(): BonusSeed[] {
  sort = 0;
  return [
    // spec 9 Deposit: "up to 1000 EUR plus 100 free spins, deposit from 100 euro".
    bonus(101, 'Welcome Bonus', 'deposit', '100% up to 1000 EUR + 100 Free Spins', {
      depositBonusPercent: 100, maxBonusThreshold: 1000, minDeposit: 100, freeSpinsQuantity: 100, wageringMultiplier: 35,
      game: 'book-of-the-nile', maxWin: 5000, maxBet: 5,
    }),
    bonus(102, 'Second Deposit Bonus', 'deposit', '50% up to 500 EUR on your 2nd deposit', {
      depositBonusPercent: 50, maxBonusThreshold: 500, minDeposit: 20, wageringMultiplier: 30, wageringType: 'REAL_MONEY_ONLY',
      forDepositNumber: 2, maxBet: 5,
    }),
    bonus(103, 'High Roller Bonus', 'deposit', '50% up to 3000 EUR for high rollers', {
      depositBonusPercent: 50, maxBonusThreshold: 3000, minDeposit: 500, wageringMultiplier: 40, currencies: ['EUR', 'USD', 'GBP'],
    }),
    bonus(104, 'Crypto Boost', 'deposit', '75% crypto deposit boost', {
      depositBonusPercent: 75, maxBonusThreshold: 1500, minDeposit: 50, wageringMultiplier: 35, currencies: ['BTC', 'ETH', 'USDT', 'LTC'],
    }),
    bonus(105, 'Diwali Dhamaka', 'deposit', '150% up to 50,000 INR', {
      depositBonusPercent: 150, maxBonusThreshold: 50000, minDeposit: 500, wageringMultiplier: 30, allowedCountries: ['IN'], currencies: ['INR'],
    }),
    bonus(106, 'Partner Welcome', 'deposit', 'Partner offer: 200% up to 200 EUR', {
      depositBonusPercent: 200, maxBonusThreshold: 200, minDeposit: 20, wageringMultiplier: 40, cpnc: 'partner1',
    }),
    bonus(107, 'Registration Free Spins', 'no_deposit', '20 Free Spins on sign-up', {
      freeSpinsQuantity: 20, game: 'golden-fortune', wageringMultiplier: 45, maxWin: 100, restrictedCountries: ['GB'],
      registrationWithinDays: 7,
    }),
    bonus(108, 'Free Chip', 'no_deposit', '5 EUR free chip, no deposit needed', {
      bonusAmount: 5, wageringMultiplier: 50, maxWin: 50, wageringType: 'REAL_MONEY_ONLY', restrictedCountries: ['GB', 'DE'], maxBet: 2,
    }),
    bonus(109, 'Instant Cashback', 'instant_cashback', '10% instant cashback on losses', {
      multiplier: 0.1, minBalance: 1, maxBonusThreshold: 500, wageringMultiplier: 1, repeatAfterDays: 7,
    }),
    bonus(RAKEBACK_BONUS_ID, 'Daily Rakeback', 'instant_cashback', 'Claim your daily rakeback', {
      multiplier: 0.05, wageringMultiplier: 0, wageringType: 'REAL_MONEY_ONLY',
    }),
    // The bonus calendar: one offer per weekday (0 = Sunday).
    bonus(201, 'Monday Free Spins', 'freespins', '50 Free Spins every Monday', {
      validOnDays: [1], freeSpinsQuantity: 50, game: 'wild-dragon-riches', wageringMultiplier: 30, minDeposit: 20,
    }),
    bonus(202, 'Tuesday Reload', 'deposit', '25% Tuesday reload up to 250 EUR', {
      validOnDays: [2], depositBonusPercent: 25, maxBonusThreshold: 250, minDeposit: 20, wageringMultiplier: 30,
    }),
    bonus(203, 'Midweek Madness', 'freespins', 'Mega Midweek Madness: 75 Free Spins on Crystal Dragon Deluxe', {
      validOnDays: [3], freeSpinsQuantity: 75, game: 'crystal-dragon-deluxe', wageringMultiplier: 30, minDeposit: 30,
    }),
    bonus(204, 'Thursday Cashback', 'instant_cashback', '15% Thursday cashback', {
      validOnDays: [4], multiplier: 0.15, maxBonusThreshold: 300, wageringMultiplier: 1, paysToCalendar: true,
    }),
    bonus(205, 'Friday Reload', 'deposit', '50% Friday reload up to 300 EUR', {
      validOnDays: [5], depositBonusPercent: 50, maxBonusThreshold: 300, minDeposit: 25, wageringMultiplier: 35,
    }),
    bonus(206, 'Saturday Spins', 'freespins', '100 Saturday Free Spins', {
      validOnDays: [6], freeSpinsQuantity: 100, game: 'lucky-sevens-megaways', wageringMultiplier: 35, minDeposit: 50,
    }),
    bonus(207, 'Sunday Chill', 'no_deposit', '10 Sunday Free Spins on us', {
      validOnDays: [0], freeSpinsQuantity: 10, game: 'golden-fortune', wageringMultiplier: 40, maxWin: 50,
    }),
    bonus(208, 'Weekend Reload', 'deposit', '30% weekend reload up to 400 EUR', {
      validOnDays: [5, 6, 0], depositBonusPercent: 30, maxBonusThreshold: 400, minDeposit: 20, wageringMultiplier: 30,
    }),
    // The engine's own cases: a happy hour, a limited offer, and a misconfigured one (its free spins game is
    // not in the catalogue, so granting fails inside the engine: UNIFIED_ERROR with the reference).
    bonus(210, 'Happy Hour Chip', 'no_deposit', '10 EUR chip, 18:00 to 20:00 only', {
      bonusAmount: 10, wageringMultiplier: 20, maxWin: 100, activeHours: { from: '18:00', to: '20:00' }, repeatAfterDays: 1,
    }),
    bonus(211, 'First Three Players', 'no_deposit', '5 EUR for the first 3 players', {
      bonusAmount: 5, wageringMultiplier: 10, maxWin: 25, maxParticipants: 3,
    }),
    bonus(212, 'Retired Slot Spins', 'freespins', '15 Free Spins on a retired slot', {
      freeSpinsQuantity: 15, game: null, wageringMultiplier: 30, cpnc: 'misconfigured',
    }),
    // Over: left out when a calendarDateTime is asked for (and listed with its status otherwise).
    bonus(301, 'Summer Splash 2025', 'deposit', 'Summer Splash: 60% up to 600 EUR', {
      depositBonusPercent: 60, maxBonusThreshold: 600, minDeposit: 20, wageringMultiplier: 35, status: 'expired',
      startDate: '2025-06-01T00:00:00.000Z', expirationDate: '2025-08-31T23:59:59.000Z', validTo: '2025-08-31',
    }),
  ];
}
