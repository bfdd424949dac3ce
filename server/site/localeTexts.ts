// Texts of a locale beside the brand bundle (issue 15, real locales): the other locales' texts are files of their
// own at the same version's address, fetched only by a visitor of that locale (the bundle every page downloads holds
// only en: src/brand/client-bundle.ts). The server renders with the full version.
import type { BrandBundle } from '../../src/platform/brand';
import { DEFAULT_LOCALE } from '../../src/platform/i18n';
import { COOKIE_NAMES } from '../../src/platform/storage';
import { cookieValue } from '../cookies';

/** The bundle as the browser gets it (src/brand/client-bundle.ts; the size budget measures the same). */
export { clientBundle } from '../../src/brand/client-bundle';

/** The locale of a texts file name of the bundle (<id>.<hash>.texts.<lng>.json, or <id>.texts.<lng>.json for the live one). */
export function textsFileLocale(bundle: BrandBundle, file: string, byHash: boolean): string | null {
  const prefix = byHash ? `${bundle.id}.${bundle.hash}.texts.` : `${bundle.id}.texts.`;
  if (!file.startsWith(prefix) || !file.endsWith('.json')) return null;
  const locale = file.slice(prefix.length, -'.json'.length);
  return locale !== DEFAULT_LOCALE && Object.hasOwn(bundle.texts, locale) ? locale : null;
}

/**
 * The locale a page is rendered in on the server: the visitor's choice in the language-code cookie (spec 3
 * Browser storage; the address carries no locale, spec 2.3) when the brand offers it, else the default.
 */
export function requestLocale(bundle: BrandBundle, cookieHeader: string | undefined): string {
  const fallback = bundle.brand.defaultLocale ?? DEFAULT_LOCALE;
  let code = cookieValue(cookieHeader, COOKIE_NAMES.languageCode);
  if (code === null) return fallback;
  try { code = decodeURIComponent(code); } catch { /* left as sent */ }
  return (bundle.brand.locales ?? []).some((l) => l.code === code) ? code : fallback;
}
