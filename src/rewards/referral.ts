// Refer-a-friend (spec 3 User referralData; App settings referAFriendLanding, affiliateKeyQueryParameter,
// referAFriendPercent). The player's link is the landing with the affiliate key parameter, and the token
// parameter nxaft, both carrying the player's referral code: spec 4 Affiliate saves a visitor's token only
// when both are in the address (src/platform/affiliate.ts), and the token is sent with the sign-up (spec 3
// Sign-up payload token), so a friend who registers is the player's. Pure.
import { AFFILIATE_TOKEN_PARAMETER, DEFAULT_AFFILIATE_KEY_PARAMETER } from '../platform/affiliate';

/** The referral code of a referralData record (referralCode, or code), or null. */
export function referralCodeOf(referralData: unknown): string | null {
  if (!referralData || typeof referralData !== 'object') return null;
  const r = referralData as { referralCode?: unknown; code?: unknown };
  const code = typeof r.referralCode === 'string' ? r.referralCode : typeof r.code === 'string' ? r.code : '';
  return code.trim() || null;
}

/**
 * The referral link: `landing` (an absolute address; the site's own origin when unset or not one) with the
 * affiliate key parameter (nxafk unless the settings name another) and nxaft set to the code. Other
 * parameters of the landing stay. Null without a code.
 */
export function referralLink(landing: unknown, keyParameter: unknown, referralData: unknown, origin: string): string | null {
  const code = referralCodeOf(referralData);
  if (!code) return null;
  let url: URL;
  try {
    url = new URL(typeof landing === 'string' && landing.trim() ? landing.trim() : '/', origin);
  } catch {
    url = new URL('/', origin);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') url = new URL('/', origin);
  const key = typeof keyParameter === 'string' && keyParameter.trim() ? keyParameter.trim() : DEFAULT_AFFILIATE_KEY_PARAMETER;
  url.searchParams.set(key, code);
  url.searchParams.set(AFFILIATE_TOKEN_PARAMETER, code);
  return url.toString();
}

/** referAFriendPercent as shown: a finite number at or above 0, else null (the page then says nothing of it). */
export function referralPercent(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : null;
}
