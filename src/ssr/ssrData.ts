// What the server writes beside its HTML for the browser to hydrate with (server/site/ssr.ts): a JSON data
// block, not a script, so the page stays within script-src 'self'.
import type { UserDeviceType } from '../platform/tracking';

export interface SsrData {
  /** The path the HTML was rendered for. */
  path: string;
  /** The locale it was rendered in, with that locale's texts: no CMS fetch before first paint. */
  locale: string;
  texts: Record<string, unknown>;
  /** The device type it was rendered for (from the user agent). */
  device: UserDeviceType;
  /** Call answers the page was rendered with (src/ssr/preloaded.ts). */
  preloaded: Record<string, unknown>;
  /** The theme's global styles as text (src/shell/theme.ts themeCss): the browser does not build them again. */
  themeCss?: string;
}

export function readSsrData(doc: Document = document): SsrData | null {
  const text = doc.getElementById('ssr-data')?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as SsrData;
    return typeof data?.locale === 'string' && typeof data.path === 'string' ? data : null;
  } catch {
    return null;
  }
}
