// The self-exclusion rule (spec 4 Self-exclusion) as a pure function, so the auth state, the cashier and
// the tests all use the same one: a self-excluded player can only withdraw.
import type { UserLimit } from '../generated/types';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** YYYY-MM-DD of a date in the player's local time. */
export function localDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The calendar day of a stored exclusion: a date as written, a date-time in local time; null when invalid. */
function exclusionDay(value: string): string | null {
  const text = value.trim();
  if (DATE_ONLY.test(text)) return text;
  const parsed = new Date(text);
  return Number.isNaN(parsed.getTime()) ? null : localDate(parsed);
}

/**
 * A user is self-excluded if the exclusion is permanent or the exclusion date is today or later (spec 4).
 * `today` is a Date (its local calendar day counts) or a YYYY-MM-DD string.
 */
export function isSelfExcluded(userLimit: UserLimit | null | undefined, today: Date | string): boolean {
  if (!userLimit) return false;
  if (userLimit.isSelfExclusionPermanent === true) return true;
  if (typeof userLimit.selfExclusion !== 'string' || userLimit.selfExclusion.trim() === '') return false;
  const until = exclusionDay(userLimit.selfExclusion);
  const day = typeof today === 'string' ? today.slice(0, 10) : localDate(today);
  return until !== null && until >= day;
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
