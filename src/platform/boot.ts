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
  /**
   * Base address of the payment provider (PAYMENT_PROVIDER_URL; the sandbox's by default, on another origin than the
   * page's: server/site/config.ts; PCI DSS SAQ A: card details go to it, never to the casino API). Its hosted card
   * fields, {paymentProviderUrl}/card-fields, are framed by the deposit form and tokenise at {paymentProviderUrl}/card-token.
   * '' means card payments are unavailable.
   */
  paymentProviderUrl: string;
  dev: boolean;
  /** The configured colour mode (settings, else the theme), for public/color-mode.js before first paint. */
  defaultColorMode?: 'dark' | 'light' | 'system';
}

/** The sandbox's payment provider (same origin), when the page names none. */
export const SANDBOX_PAYMENT_PROVIDER_URL = '/api/sandbox/provider';

export function readBootConfig(doc: Document = document): BootConfig {
  const el = doc.getElementById('boot-config');
  const fallback: BootConfig = {
    brand: 'curacao', bundleUrl: '/brands/curacao.json', apiBase: '', coreApiBase: '', socketUrl: '',
    paymentProviderUrl: SANDBOX_PAYMENT_PROVIDER_URL, dev: false,
  };
  if (!el?.textContent) return fallback;
  try {
    const read = JSON.parse(el.textContent) as Partial<BootConfig>;
    // '' is kept (no card payments); only an absent or non-string value takes the sandbox's.
    const paymentProviderUrl = typeof read.paymentProviderUrl === 'string' ? read.paymentProviderUrl : fallback.paymentProviderUrl;
    return { ...fallback, ...read, paymentProviderUrl };
  } catch {
    console.warn('boot-config is not valid JSON; using defaults');
    return fallback;
  }
}
