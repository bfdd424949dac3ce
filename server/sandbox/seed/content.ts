// Operator content the platform serves as documents: the script sets of the CMS script loader
// (spec 3 Script entry; spec 6: some sets for logged-in users or depositors only) and the
// registration-fields config (spec 3: a map; each field is required unless its value is 0).
import type { ScriptEntry } from '../../../src/generated/types';

export type ScriptAudience = 'all' | 'authUsers' | 'depositors';
export type ScriptSeed = ScriptEntry & { audience: ScriptAudience };

// The site runs under script-src 'self' (DESIGN), so the sets load same-origin files the sandbox serves
// (/api/core/casino/assets/scripts/<key>.js); each records its key in window.sandboxScripts, which lets
// a browser test see which sets the loader injected.
const tag = (key: string) => `<script src="/api/core/casino/assets/scripts/${key}.js" defer></script>`;

export const SCRIPT_SEEDS: readonly ScriptSeed[] = [
  { key: 'site-analytics', audience: 'all', head: `<meta name="sandbox-script" content="site-analytics">${tag('site-analytics')}`, bodyStart: null, bodyEnd: null },
  { key: 'live-chat', audience: 'all', head: null, bodyStart: null, bodyEnd: tag('live-chat') },
  { key: 'player-retargeting', audience: 'authUsers', head: tag('player-retargeting'), bodyStart: '<noscript><img src="/api/core/casino/assets/scripts/player-retargeting.gif" alt="" width="1" height="1"></noscript>', bodyEnd: null },
  { key: 'depositor-pixel', audience: 'depositors', head: null, bodyStart: tag('depositor-pixel'), bodyEnd: null },
];

/** Which sign-up fields the form shows; 0 = shown but optional (spec 3, spec 5 Registration form). */
export const REGISTRATION_FIELDS: Readonly<Record<string, number>> = {
  email: 1,
  password: 1,
  firstName: 1,
  lastName: 1,
  dateOfBirth: 1,
  countryCode: 1,
  currencyCode: 1,
  phone: 0,
  phoneCode: 0,
  address: 0,
  city: 0,
  zipCode: 0,
  gender: 0,
  newsLetter: 0,
};
