// Security headers for every answer. The site runs without 'unsafe-eval': validators are
// precompiled and expressions are interpreted. Styles allow inline because Chakra (emotion) injects
// style elements at run time. The page may connect and frame only its own origin and the configured
// platform and provider origins (config.ts pageOrigins): no ws:/wss:/https: wildcard, so a script that
// ever ran could not send data to a host of its choosing. 'self' covers the same-origin websocket.
import { COLOR_MODE_SCRIPT_HASH } from './html';

export interface PageOrigins { connect: string[]; frame: string[] }

export function contentSecurityPolicy(origins: PageOrigins = { connect: [], frame: [] }): string {
  return [
    "default-src 'self'",
    // Plus the one inline script, by its hash: the colour mode before the first paint (html.ts).
    `script-src 'self' ${COLOR_MODE_SCRIPT_HASH}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...origins.connect].join(' '),
    ["frame-src 'self'", ...origins.frame].join(' '),
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
