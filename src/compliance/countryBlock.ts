// The blocked-country screen's rule (spec 2.5 Blocked-country notice; spec 4 Country block; spec 6 Guest;
// spec 9 Country block), pure: who sees it and what re-verifying does. The screen is a brand document.

/** spec 4: 'The German subdivision ST also counts as blocked when DE is listed.' */
const BLOCKED_SUBDIVISIONS: Record<string, readonly string[]> = { DE: ['ST'] };

/** Crawlers see the site (spec 2.5: the notice is for non-bot users). */
const BOT = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|lighthouse|headlesschrome/i;
export const isBot = (userAgent: string | null | undefined) => typeof userAgent === 'string' && BOT.test(userAgent);

export interface VisitorLocation { country: string | null; subdivisions?: readonly string[]; ip?: string | null }

/**
 * Whether a location is in a restricted country: its country is listed, or it is in a listed country's
 * blocked subdivision. The spec's rule reads as a geolocation that reports Saxony-Anhalt's code ST where
 * the country belongs: with DE listed, ST as the country is blocked too. (ST is also São Tomé's country
 * code: with DE listed, those visitors are blocked as well; we follow the spec.)
 */
export function isRestrictedLocation(location: VisitorLocation, excluded: readonly string[] | null | undefined): boolean {
  const list = (excluded ?? []).map((code) => code.trim().toUpperCase());
  const country = location.country?.trim().toUpperCase() ?? '';
  if (!country) return false;
  if (list.includes(country)) return true;
  const subdivisions = (location.subdivisions ?? []).map((s) => s.trim().toUpperCase().replace(/^[A-Z]{2}-/, ''));
  return Object.entries(BLOCKED_SUBDIVISIONS).some(([parent, codes]) =>
    list.includes(parent) && (codes.includes(country) || (country === parent && subdivisions.some((s) => codes.includes(s)))));
}

export interface CountryBlockInput {
  authenticated: boolean;
  userAgent: string | null | undefined;
  location: VisitorLocation | null;
  excludedCountryCodeList: readonly string[] | null | undefined;
  whitelistedIPs: readonly string[] | null | undefined;
  /** `whitelisted` from the query or local storage: '1' bypasses the block (spec 4). */
  whitelistedQuery: string | null;
  whitelistedStored: string | null;
}

/** spec 2.5 and 4: the full-screen notice for unauthenticated non-bot visitors in a restricted country. */
export function showCountryBlock(input: CountryBlockInput): boolean {
  if (input.authenticated || isBot(input.userAgent) || !input.location) return false;
  if (input.whitelistedQuery === '1' || input.whitelistedStored === '1') return false;
  const ip = input.location.ip?.trim();
  if (ip && (input.whitelistedIPs ?? []).some((allowed) => allowed.trim() === ip)) return false;
  return isRestrictedLocation(input.location, input.excludedCountryCodeList);
}

/**
 * spec 4: 'On re-verify, if geolocation finds an allowed country, the value is cleared and isVerified=true
 * is stored.' A failed geolocation (null) changes nothing (it is only logged).
 */
export function reverify(location: VisitorLocation | null, excluded: readonly string[] | null | undefined): 'cleared' | 'stillBlocked' | 'unknown' {
  if (!location?.country) return 'unknown';
  return isRestrictedLocation(location, excluded) ? 'stillBlocked' : 'cleared';
}

/** get-location's answer (spec 7: data.location; spec 3 country.code, ipInfo.ip and ipInfo.subdivisions) as a location; null when it names no country. */
export function locationOf(answer: unknown): (VisitorLocation & { countryName: string | null }) | null {
  const location = (answer as { data?: { location?: Record<string, unknown> } } | null)?.data?.location;
  const country = location?.country as { code?: unknown; name?: unknown } | undefined;
  if (!country || typeof country.code !== 'string' || !country.code) return null;
  const ipInfo = (location?.ipInfo ?? {}) as { ip?: unknown; subdivisions?: unknown };
  const subdivisions = Array.isArray(ipInfo.subdivisions)
    ? ipInfo.subdivisions.map((s) => (s && typeof s === 'object' ? (s as { isoCode?: unknown }).isoCode : s)).filter((s): s is string => typeof s === 'string')
    : [];
  return { country: country.code, countryName: typeof country.name === 'string' ? country.name : null, ip: typeof ipInfo.ip === 'string' ? ipInfo.ip : null, subdivisions };
}
