// Security headers for every answer. The site runs without 'unsafe-eval': validators are
// precompiled and expressions are interpreted. Styles allow inline because Chakra (emotion) injects
// style elements at run time. The page may connect and frame only its own origin and the configured
// platform and provider origins (config.ts pageOrigins): no ws:/wss:/https: wildcard, so a script that
// ever ran could not send data to a host of its choosing. 'self' covers the same-origin websocket.
import { randomBytes } from 'node:crypto';
import { INLINE_SCRIPT_HASHES } from './html';

export interface PageOrigins { connect: string[]; frame: string[] }

/**
 * What a page's policy adds for the operator's script sets (spec 7 scripts): a nonce for their inline scripts
 * (the scripts loader gives it to the scripts it creates) and the script origins the settings declare; and for
 * reCAPTCHA (spec 3 reCaptchaSiteKey), the captcha script's origin (src/identity/captcha.ts captchaScriptOrigin),
 * which script-src and frame-src allow (Google's widget frames its own origin), connect-src not.
 */
export interface PageScripts { nonce?: string; scriptOrigins?: readonly string[]; captchaOrigin?: string | null }

/** 16 random bytes, base64url: 22 characters. Made for each page answer (app.ts), never taken from a request. */
export const NONCE_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const scriptNonce = (): string => randomBytes(16).toString('base64url');

/** An origin a policy may name: scheme://host[:port], nothing else (no path, no space, no ';', no quote). */
const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?$/;

/** The settings' scriptOrigins that are origins; anything else is dropped, so a setting cannot widen the policy. */
export function declaredScriptOrigins(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter((v): v is string => typeof v === 'string' && ORIGIN.test(v)).map((v) => v.toLowerCase()))];
}

export function contentSecurityPolicy(origins: PageOrigins = { connect: [], frame: [] }, scripts: PageScripts = {}): string {
  const declared = declaredScriptOrigins(scripts.scriptOrigins);
  const nonce = scripts.nonce && NONCE_PATTERN.test(scripts.nonce) ? [`'nonce-${scripts.nonce}'`] : [];
  // Only an origin, like the declared ones: anything else is dropped rather than widening the policy.
  const captcha = declaredScriptOrigins([scripts.captchaOrigin]);
  return [
    "default-src 'self'",
    // Plus the page's own inline scripts, by their hashes (html.ts: the colour mode, the held input); on a page, the
    // script sets' inline scripts by the page's nonce and their files from the declared origins only.
    ["script-src 'self'", ...INLINE_SCRIPT_HASHES, ...new Set([...nonce, ...declared, ...captcha])].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    // A declared script may send what it measures to its own origin (beacons, fetch).
    ["connect-src 'self'", ...new Set([...origins.connect, ...declared])].join(' '),
    ["frame-src 'self'", ...new Set([...origins.frame, ...captcha])].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** One year, and subdomains: only ever sent over HTTPS (a browser ignores it over http anyway). */
export const HSTS = 'max-age=31536000; includeSubDomains';

export function securityHeaders(origins?: PageOrigins): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(origins),
    'x-content-type-options': 'nosniff',
    // No Referer at all: a page opened with ?at=<token> would otherwise send its full address, token and
    // all, with the requests it makes before the token leaves the address.
    'referrer-policy': 'no-referrer',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(self)',
    // A page this site opens (or that opens it) gets no handle on its window.
    'cross-origin-opener-policy': 'same-origin',
  };
}
