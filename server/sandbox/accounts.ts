// Player accounts: slow password hashing (scrypt from node:crypto, a per-user salt, no native
// dependency), the users table, and the user record of get-user-details (spec 3 User).
import { limitValues } from './limits';
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { User } from '../../src/generated/types';
import { selfExclusionLimit } from '../../src/account/exclusion';
import { sql, type Db } from './db';
import { betLimitsView } from './playerLimits';
import { loyaltyOf } from './loyalty';
import { referralEarnedMinor } from './referral';

export interface ScryptParams { N: number; r: number; p: number; keyLength: number }

/** ~120 ms per hash on the project's machine: slow for a guesser, bearable for a login. */
export const SCRYPT_DEFAULTS: Readonly<ScryptParams> = { N: 32768, r: 8, p: 1, keyLength: 64 };

function scrypt(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; the default cap (32 MiB) is exactly that at N=32768, r=8.
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scryptCallback(password, salt, params.keyLength, options, (error, key) => (error ? reject(error) : resolve(key))));
}

/** "scrypt$N$r$p$salt$hash" (base64url): the parameters travel with the hash, so they can be raised later. */
export async function hashPassword(password: string, params: ScryptParams = SCRYPT_DEFAULTS): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), { N: Number(N), r: Number(r), p: Number(p), keyLength: expected.length });
  return timingSafeEqual(key, expected);
}

export interface UserRow {
  id: number;
  email: string;
  password_hash: string;
  first_name: string | null;
  last_name: string | null;
  address: string | null;
  zip_code: string | null;
  city: string | null;
  date_of_birth: string | null;
  phone_code: string | null;
  phone: string | null;
  country_code: string | null;
  currency_code: string;
  gender: string | null;
  nickname: string | null;
  preferred_language: string;
  is_email_verified: number;
  kyc_status: string | null;
  tags: string;
  deposit_count: number;
  total_deposit_minor: number;
  loyalty_level: number;
  self_exclusion_until: string | null;
  self_exclusion_permanent: number;
  news_letter: number;
  cpnc: string | null;
  mkt: string | null;
  /** The active bonus (spec 4 Bonus rules); set by POST /api/sandbox/active-bonus. */
  active_bonus_id: number | null;
  /** spec 6 Ghost mode: 0 or 1. */
  ghost_mode: number;
  /** spec 5 Withdrawal: the deposit wagering requirement is complete (1, the default) or not (0). */
  deposit_wager_complete: number;
  /** spec 2.5 Freeze account: login is refused until this instant (ISO); null when not frozen (migration 14). */
  frozen_until: string | null;
  /** When the account took its phone number (migration 26; passwordReset.ts phoneOwner); null without one. */
  phone_since: string | null;
  /** Spec 4 'A player may cancel participation in the reward calendar': when they left it (migration 16); null while in. */
  rakeback_left_at?: string | null;
  created_at: string;
  updated_at: string;
}

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName?: string | null;
  lastName?: string | null;
  address?: string | null;
  zipCode?: string | null;
  city?: string | null;
  dateOfBirth?: string | null;
  phoneCode?: string | null;
  phone?: string | null;
  countryCode?: string | null;
  currencyCode: string;
  gender?: string | null;
  nickname?: string | null;
  preferredLanguage?: string | null;
  isEmailVerified?: boolean;
  kycStatus?: string | null;
  tags?: string[];
  loyaltyLevel?: number;
  selfExclusionUntil?: string | null;
  newsLetter?: boolean;
  cpnc?: string | null;
  mkt?: string | null;
  registration?: Record<string, unknown>;
}

/** Inserts the player and an empty wallet in the player's currency; returns the new id. */
export function createUser(db: Db, user: NewUser, now: Date): number {
  const at = now.toISOString();
  return db.transaction(() => {
    const result = sql(db, `INSERT INTO users (email, password_hash, first_name, last_name, address, zip_code, city, date_of_birth,
        phone_code, phone, country_code, currency_code, gender, nickname, preferred_language, is_email_verified, kyc_status, tags,
        loyalty_level, self_exclusion_until, news_letter, cpnc, mkt, registration, phone_since, created_at, updated_at)
      VALUES (@email, @passwordHash, @firstName, @lastName, @address, @zipCode, @city, @dateOfBirth, @phoneCode, @phone, @countryCode,
        @currencyCode, @gender, @nickname, @preferredLanguage, @isEmailVerified, @kycStatus, @tags, @loyaltyLevel, @selfExclusionUntil,
        @newsLetter, @cpnc, @mkt, @registration, @phoneSince, @at, @at)`).run({
      email: user.email.trim(),
      passwordHash: user.passwordHash,
      firstName: user.firstName ?? null,
      lastName: user.lastName ?? null,
      address: user.address ?? null,
      zipCode: user.zipCode ?? null,
      city: user.city ?? null,
      dateOfBirth: user.dateOfBirth ?? null,
      phoneCode: user.phoneCode ?? null,
      phone: user.phone ?? null,
      countryCode: user.countryCode ?? null,
      currencyCode: user.currencyCode,
      gender: user.gender ?? null,
      nickname: user.nickname ?? null,
      preferredLanguage: user.preferredLanguage ?? 'en',
      isEmailVerified: user.isEmailVerified ? 1 : 0,
      kycStatus: user.kycStatus ?? null,
      tags: JSON.stringify(user.tags ?? []),
      loyaltyLevel: user.loyaltyLevel ?? 1,
      selfExclusionUntil: user.selfExclusionUntil ?? null,
      newsLetter: user.newsLetter ? 1 : 0,
      cpnc: user.cpnc ?? null,
      mkt: user.mkt ?? null,
      registration: user.registration ? JSON.stringify(user.registration) : null,
      phoneSince: user.phone?.trim() ? at : null,
      at,
    });
    const id = Number(result.lastInsertRowid);
    sql(db, 'INSERT INTO wallets (user_id, currency_code) VALUES (?, ?)').run(id, user.currencyCode);
    return id;
  })();
}

/**
 * The player's exclusion as spec 3's userLimit has it (isSelfExclusionPermanent, selfExclusion: the UTC date
 * it ends) plus the instant it ends (selfExclusionEndsAt, ours): the user details and every self-exclusion
 * check read it (spec 4, src/platform/selfExclusion.ts isSelfExcluded with the clock's now).
 */
export const selfExclusionOf = (row: Pick<UserRow, 'self_exclusion_permanent' | 'self_exclusion_until'>) =>
  selfExclusionLimit({ permanent: row.self_exclusion_permanent === 1, until: row.self_exclusion_until });

export const findUserByEmail = (db: Db, email: string) =>
  sql(db, 'SELECT * FROM users WHERE email = ? COLLATE NOCASE').get(email.trim()) as UserRow | undefined;

export const findUserById = (db: Db, id: number) => sql(db, 'SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;

export const tagsOf = (row: Pick<UserRow, 'tags'>): string[] => JSON.parse(row.tags) as string[];

interface WalletView { cashMinor: number; nonCashMinor: number; decimals: number; symbol: string; isCrypto: number }

const major = (minor: number, decimals: number) => Number((minor / 10 ** decimals).toFixed(decimals));

/** A player's referral code (the sandbox's: REF and the id). */
export const referralCodeOf = (userId: number) => `REF${String(userId).padStart(6, '0')}`;

/**
 * spec 3 referralData: the player's code, and how many players registered with it as their affiliate token
 * (the sign-up payload's token, which the site fills from the referral link's nxaft).
 */
function referralDataOf(db: Db, userId: number, decimals: number) {
  const referralCode = referralCodeOf(userId);
  const { count } = sql(db, "SELECT COUNT(*) AS count FROM users WHERE json_extract(registration, '$.token') = ?").get(referralCode) as { count: number };
  // What the referred players' deposits paid this player (referral.ts).
  return { referralCode, referredCount: count, earned: major(referralEarnedMinor(db, userId), decimals) };
}

/** The active bonus's record (the bonuses of get-all-bonus), or null. */
function activeBonusOf(db: Db, bonusId: number | null): Record<string, unknown> | null {
  if (bonusId === null) return null;
  const found = sql(db, 'SELECT data FROM bonuses WHERE id = ?').get(bonusId) as { data: string } | undefined;
  return found ? (JSON.parse(found.data) as Record<string, unknown>) : null;
}

/** The user record of get-user-details (spec 3 User), amounts in major units. */
export function toApiUser(db: Db, row: UserRow): User {
  const wallet = sql(db, `SELECT w.cash_minor AS cashMinor, w.non_cash_minor AS nonCashMinor, c.decimals, c.symbol, c.is_crypto AS isCrypto
      FROM wallets w JOIN currencies c ON c.code = w.currency_code WHERE w.user_id = ?`).get(row.id) as WalletView;
  const spent = sql(db, "SELECT COALESCE(-SUM(amount_minor), 0) AS minor FROM transactions WHERE user_id = ? AND type = 'debit'").get(row.id) as { minor: number };
  const limits = limitValues(db, row.id);
  const money = (minor: number | null) => (minor === null ? null : major(minor, wallet.decimals));
  return {
    userId: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    address: row.address,
    zipCode: row.zip_code,
    city: row.city,
    dateOfBirth: row.date_of_birth,
    phoneCode: row.phone_code,
    phone: row.phone,
    countryCode: row.country_code,
    currencyCode: row.currency_code,
    currencySymbol: wallet.symbol,
    gender: (row.gender as User['gender']) ?? 'Not to say',
    nickname: row.nickname,
    isEmailVerified: row.is_email_verified === 1,
    kycStatus: row.kyc_status,
    tags: tagsOf(row),
    depositCount: row.deposit_count,
    totalDeposit: major(row.total_deposit_minor, wallet.decimals),
    totalSpend: major(spent.minor, wallet.decimals),
    isCrypto: wallet.isCrypto === 1,
    // The level the player's stakes reached, or the control endpoint's floor (server/sandbox/loyalty.ts).
    userLoyaltyLevel: loyaltyOf(db, row.id, row.loyalty_level, wallet.decimals),
    referralData: referralDataOf(db, row.id, wallet.decimals),
    activeBonus: activeBonusOf(db, row.active_bonus_id),
    ghostMode: row.ghost_mode === 1,
    depositWagerComplete: row.deposit_wager_complete === 1,
    // The monthly limits (spec 3 User userMonthlyLimit), major units, null when not set; winningsLimit is
    // the monthly winnings limit of spec 2.5.
    userMonthlyLimit: { depositLimit: money(limits.monthlyDeposit), lossLimit: money(limits.monthlyLoss), betLimit: money(limits.monthlyBet), winningsLimit: money(limits.monthlyWinnings) },
    userLimit: {
      ...selfExclusionOf(row),
      // The player's own bet and loss limits (spec 3 Limit types), major units, null when not set.
      betLimits: betLimitsView(db, row.id, wallet.decimals),
      // The limits page's other limits (spec 2.5): deposit limits per period, the session time limit in minutes.
      depositLimits: { daily: money(limits.dailyDeposit), weekly: money(limits.weeklyDeposit), monthly: money(limits.monthlyDeposit) },
      sessionTimeLimit: limits.sessionMinutes,
    },
    userWallet: {
      amount: major(wallet.cashMinor, wallet.decimals),
      nonCashAmount: major(wallet.nonCashMinor, wallet.decimals),
      totalAmount: major(wallet.cashMinor + wallet.nonCashMinor, wallet.decimals),
    },
    preferredLanguage: row.preferred_language,
    newsLetter: row.news_letter === 1,
    createdAt: row.created_at,
  } as User;
}

/** Profile fields of update-user-details and their columns. */
export const PROFILE_COLUMNS = {
  email: 'email',
  firstName: 'first_name',
  lastName: 'last_name',
  address: 'address',
  zipCode: 'zip_code',
  city: 'city',
  dateOfBirth: 'date_of_birth',
  phoneCode: 'phone_code',
  phone: 'phone',
  countryCode: 'country_code',
  gender: 'gender',
  nickname: 'nickname',
  preferredLanguage: 'preferred_language',
  newsLetter: 'news_letter',
} as const;
export type ProfileField = keyof typeof PROFILE_COLUMNS;

export function updateProfile(db: Db, id: number, changes: Partial<Record<ProfileField, string | number | null>>, now: Date): void {
  const entries = Object.entries(changes) as Array<[ProfileField, string | number | null]>;
  if (!entries.length) return;
  const sets = entries.map(([field]) => `${PROFILE_COLUMNS[field]} = @${field}`).join(', ');
  // A new phone number is held from now (passwordReset.ts: a later holder does not take over its SMS reset). SET
  // expressions read the row as it was, so the new number is @phone when it changes, else the stored one.
  const number = changes.phone !== undefined ? '@phone' : 'phone';
  const phoneSince = changes.phone !== undefined || changes.phoneCode !== undefined
    ? `, phone_since = CASE WHEN ${number} IS NULL OR ${number} = '' THEN NULL ELSE @at END` : '';
  sql(db, `UPDATE users SET ${sets}${phoneSince}, updated_at = @at WHERE id = @id`).run({ ...Object.fromEntries(entries), at: now.toISOString(), id });
}

/** The player's active bonus (null: none); the one place that writes it. */
export function setActiveBonus(db: Db, id: number, bonusId: number | null, now: Date): void {
  sql(db, 'UPDATE users SET active_bonus_id = ?, updated_at = ? WHERE id = ?').run(bonusId, now.toISOString(), id);
}

export function setPasswordHash(db: Db, id: number, hash: string, now: Date): void {
  sql(db, 'UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?').run(hash, now.toISOString(), id);
}
