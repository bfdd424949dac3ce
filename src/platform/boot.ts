// The boot configuration the site server writes into index.html as
// <script id="boot-config" type="application/json">; a data block, not a script, so the page stays
// within script-src 'self'. Tells the browser which brand bundle to load and what the server knows.
import type { AppSettings } from '../generated/types';

export interface BootConfig {
  brand: string;
  /** The content-hashed bundle address, e.g. /brands/curacao.3f2a9c1b.json */
  bundleUrl: string;
  /** Settings the server loaded at start (environment, else settings2); absent: the browser fetches settings2. */
  settings?: Partial<AppSettings>;
  settingsSource?: 'env' | 'settings2';
  /** Base address of the casino API ('' for the same origin). */
  apiBase: string;
  /** Base address of the core host, where /api/core paths go (spec 7). */
  coreApiBase: string;
  /** Socket.io address ('' for the same origin). */
  socketUrl: string;
  /** The payment provider's base URL (PAYMENT_PROVIDER_URL; the sandbox provider by default): card data goes only there. */
  paymentProviderUrl: string;
  dev: boolean;
  /** The configured colour mode (settings, else the theme), for public/color-mode.js before first paint. */
  defaultColorMode?: 'dark' | 'light' | 'system';
}

export function readBootConfig(doc: Document = document): BootConfig {
  const el = doc.getElementById('boot-config');
  const fallback: BootConfig = { brand: 'curacao', bundleUrl: '/brands/curacao.json', apiBase: '', coreApiBase: '', socketUrl: '', paymentProviderUrl: '/api/sandbox/provider', dev: false };
  if (!el?.textContent) return fallback;
  try {
    return { ...fallback, ...(JSON.parse(el.textContent) as Partial<BootConfig>) };
  } catch {
    console.warn('boot-config is not valid JSON; using defaults');
    return fallback;
  }
}
