// Refer a friend (spec 3 settings referAFriendPercent and referAFriendLanding, User referralData; the spec does
// not show how the percent is paid: our reading, issue 29 item 14): a player who registered with another's
// referral code (the sign-up payload's token, filled from the referral link's nxaft) brings the referrer that
// percent of each of their completed deposits, credited as cash at once (reference referral:<userId>:<deposit>),
// in the referrer's currency when it is the friend's (no exchange in the sandbox: another currency pays nothing).
import type { SandboxContext } from './context';
import { sql, type Db } from './db';
import { currentSettings } from './settings';
import { changeCash, type CashResult } from './wallet';

/** A referral code of the sandbox (accounts.ts referralCodeOf: REF and the id). */
const REFERRAL_CODE = /^REF(\d{6,})$/;
export const REFERRAL_REFERENCE = 'referral:';

/** The referrer's share of a deposit, minor units rounded down; 0 without a percent above 0 (at most 100). */
export function referralShareMinor(depositMinor: number, percent: unknown): number {
  const p = typeof percent === 'number' && Number.isFinite(percent) && percent > 0 ? Math.min(percent, 100) : 0;
  return Math.floor((depositMinor * p) / 100);
}

/**
 * Pays the referrer of `userId` their share of this completed deposit, inside the caller's transaction; null when
 * nobody referred the player, the referrer's currency differs, or the share is 0. The caller announces the credit.
 */
export function payReferral(ctx: SandboxContext, userId: number, depositMinor: number, transactionId: number): { referrerId: number; credit: CashResult } | null {
  const friend = sql(ctx.db, "SELECT json_extract(registration, '$.token') AS token, currency_code AS currency FROM users WHERE id = ?").get(userId) as
    { token: unknown; currency: string } | undefined;
  const code = typeof friend?.token === 'string' ? REFERRAL_CODE.exec(friend.token) : null;
  if (!code) return null;
  const referrerId = Number(code[1]);
  if (referrerId === userId) return null;
  const referrer = sql(ctx.db, 'SELECT currency_code AS currency FROM users WHERE id = ?').get(referrerId) as { currency: string } | undefined;
  if (!referrer || referrer.currency !== friend!.currency) return null;
  const share = referralShareMinor(depositMinor, currentSettings(ctx).referAFriendPercent);
  if (share <= 0) return null;
  const credit = changeCash(ctx.db, referrerId, { amountMinor: share, type: 'credit', reference: `${REFERRAL_REFERENCE}${userId}:${transactionId}` }, ctx.now());
  return { referrerId, credit };
}

/** What a player earned from referrals, minor units (referralData.earned). */
export function referralEarnedMinor(db: Db, userId: number): number {
  const row = sql(db, "SELECT COALESCE(SUM(amount_minor), 0) AS minor FROM transactions WHERE user_id = ? AND reference LIKE 'referral:%'").get(userId) as { minor: number };
  return row.minor;
}
