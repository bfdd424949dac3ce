// The main domain's traffic rule (spec 3 App settings: mainDomainConfigs with isEnabled, countries,
// redirectToTDS and defaultRedirect; spec 9 Defaults: redirectToTDS TDS-B; spec 3 Mirror domain). Pure.
//
// The spec names the switches but not what they do; our reading (docs/operators.md "Main domain redirect"):
// the main domain is the site's own hostname when it is none of the mirrorDomain urls. With isEnabled on, a
// visitor there whose country (get-location) is in `countries` is sent on: to `defaultRedirect` when it is an
// http(s) address (a traffic distribution system, TDS, link), else to the first mirror domain on another
// hostname, keeping the path and query. The address gets `tds=<redirectToTDS>` so the receiving side knows
// which distribution flow sent the visitor. Signed-in players, crawlers and whitelisted visitors (the same
// whitelists as the country block, spec 4) stay. No address but an http(s) one on another hostname is ever used.
import { isBot } from './countryBlock';
import { matchMirrorDomain, mirrorHostname } from '../platform/registrationRestriction';
import type { MirrorDomain } from '../generated/types';

/** spec 9 Defaults: redirectToTDS TDS-B. */
export const DEFAULT_TDS = 'TDS-B';

/** The query parameter naming the TDS flow on the redirect (ours). */
export const TDS_PARAMETER = 'tds';

export interface MainDomainConfigs { isEnabled?: boolean; countries?: readonly string[]; redirectToTDS?: string; defaultRedirect?: string }

export interface MainDomainInput {
  config: MainDomainConfigs | null | undefined;
  mirrorDomain: readonly MirrorDomain[] | null | undefined;
  /** The page's address (window.location.href). */
  href: string;
  /** get-location's country code; null when geolocation failed (then nobody is sent away). */
  country: string | null;
  authenticated: boolean;
  userAgent: string | null | undefined;
  whitelistedIPs?: readonly string[] | null;
  ip?: string | null;
  /** `whitelisted` from the query or storage: '1' keeps the visitor here (spec 4). */
  whitelisted?: string | null;
}

/** An absolute http(s) address, or null: a javascript:, data: or relative value never becomes a redirect. */
export function safeHttpUrl(value: string | null | undefined): URL | null {
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value.trim())) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** Whether the page's hostname is the main domain: none of the mirror domains (spec 4: matched by hostname). */
export const isMainDomain = (hostname: string, mirrors: readonly MirrorDomain[] | null | undefined): boolean =>
  !matchMirrorDomain(hostname, mirrors);

/** Where the visitor is sent from the main domain, or null to stay. */
export function mainDomainRedirect(input: MainDomainInput): string | null {
  const { config } = input;
  if (!config?.isEnabled || input.authenticated || isBot(input.userAgent) || input.whitelisted === '1') return null;
  const country = input.country?.trim().toUpperCase();
  if (!country || !(config.countries ?? []).some((c) => c.trim().toUpperCase() === country)) return null;
  const ip = input.ip?.trim();
  if (ip && (input.whitelistedIPs ?? []).some((allowed) => allowed.trim() === ip)) return null;
  let here: URL;
  try { here = new URL(input.href); } catch { return null; }
  if (!isMainDomain(here.hostname, input.mirrorDomain)) return null;

  let target = safeHttpUrl(config.defaultRedirect);
  if (!target) {
    const mirror = (input.mirrorDomain ?? []).find((m) => typeof m?.url === 'string' && mirrorHostname(m.url) !== here.hostname.toLowerCase()
      && safeHttpUrl(/^[a-z][a-z0-9+.-]*:\/\//i.test(m.url) ? m.url : `https://${m.url}`));
    if (!mirror) return null;
    target = safeHttpUrl(/^[a-z][a-z0-9+.-]*:\/\//i.test(mirror.url) ? mirror.url : `https://${mirror.url}`)!;
    // A mirror serves the same site: the visitor lands on the page they asked for.
    target.pathname = here.pathname;
    target.search = here.search;
  }
  // Never back to this hostname: that would loop.
  if (target.hostname.toLowerCase() === here.hostname.toLowerCase()) return null;
  target.searchParams.set(TDS_PARAMETER, config.redirectToTDS?.trim() || DEFAULT_TDS);
  return target.toString();
}
