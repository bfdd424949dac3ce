// The self-exclusion rule (spec 4 Self-exclusion) as a pure function, so the auth state, the cashier and
// the tests all use the same one: a self-excluded player can only withdraw.
import type { UserLimit } from '../generated/types';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * When the exclusion ends, in epoch ms (NaN when there is none): the instant the platform gives
 * (userLimit.selfExclusionEndsAt, ours; issue 29: it ends when the player chose, to the minute), else the
 * midnight after spec 3's selfExclusion date in local time (a date as written, a date-time's local day):
 * 'the exclusion date is today or later' is 'now is before the end of that day'.
 */
function exclusionEnd(userLimit: UserLimit): number {
  const endsAt = Date.parse(userLimit.selfExclusionEndsAt as string);
  if (endsAt > 0) return endsAt;
  const text = typeof userLimit.selfExclusion === 'string' ? userLimit.selfExclusion.trim() : '';
  // 'YYYY-MM-DDT00:00' (no zone) is local midnight; setHours(24) moves to the next one, NaN stays NaN.
  return new Date(DATE_ONLY.test(text) ? `${text}T00:00` : text).setHours(24, 0, 0, 0);
}

/**
 * A user is self-excluded if the exclusion is permanent or the exclusion date is today or later (spec 4),
 * today being the local calendar day of `now`; with the end instant (selfExclusionEndsAt, ours), until then.
 */
export function isSelfExcluded(userLimit: UserLimit | null | undefined, now: Date): boolean {
  if (!userLimit) return false;
  return userLimit.isSelfExclusionPermanent === true || +now < exclusionEnd(userLimit);
}

/**
 * Pages a self-excluded player may open (spec 4, spec 6: a self-excluded player can only withdraw). Page
 * keys (spec 2.2) and page documents (routes.json `page`) are both accepted. Resolved: withdraw; the
 * verification pages, because a withdrawal may need documents (spec 9: document review up to 24 hours);
 * support and responsible-gaming information; the legal pages; and the 404 page. Not the lobby (root,
 * casino), deposit, promotions, bonuses, games or the profile: the shell sends those to withdraw.
 */
export const SELF_EXCLUDED_PAGES: ReadonlySet<string> = new Set([
  'withdraw',
  'verification', 'verification2',
  'contacts', 'responsibility', 'responsible-gambling',
  'terms-and-conditions', 'privacy-policy', 'aml-policy', 'kyc-refund-policy', 'bonus-terms', 'legal-use-of-website',
  'not-found',
]);

/** The page key a self-excluded player is sent to. */
export const SELF_EXCLUDED_HOME = 'withdraw';

export function allowedForSelfExcluded(pageKey: string): boolean {
  return SELF_EXCLUDED_PAGES.has(pageKey);
}
