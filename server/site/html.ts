// Writes the boot config into index.html as a JSON data block (not a script: allowed under
// script-src 'self'). "<" is escaped so no value can close the element.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BootConfig } from '../../src/platform/boot';

export const BOOT_MARKER = '<!--boot-config-->';

/**
 * public/color-mode.js, which applies the colour mode before the first paint, goes inline into the page:
 * as a file it is a render-blocking request before the first paint (about 150 ms on a phone's network).
 * The policy allows exactly this text by its hash (security.ts), so script-src stays 'self' otherwise.
 */
const COLOR_MODE_TAG = '<script src="/color-mode.js"></script>';
const colorModeScript = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../public/color-mode.js'), 'utf8');
export const COLOR_MODE_SCRIPT_HASH = `'sha256-${createHash('sha256').update(colorModeScript).digest('base64')}'`;

export function inlineColorModeScript(html: string): string {
  return html.replace(COLOR_MODE_TAG, () => `<script>${colorModeScript}</script>`);
}

/**
 * The boot config as a data block; with the page's script nonce (spec 7 scripts) in its nonce attribute, where the
 * scripts loader reads it (src/widgets/ScriptsLoader/place.ts pageNonce). A browser that has the policy from the
 * header empties a nonce attribute once the element is in the document (nonce hiding: no CSS selector or markup
 * read can learn it) and keeps the value in the element's nonce property only: no <meta> copy of it exists.
 */
export function injectBootConfig(html: string, boot: BootConfig, nonce?: string): string {
  const json = JSON.stringify(boot).replace(/</g, '\\u003c');
  // The nonce is the server's own (security.ts scriptNonce: base64url, nothing in it to escape).
  const attributes = nonce ? ` nonce="${nonce}"` : '';
  return inlineColorModeScript(html.replace(BOOT_MARKER, () => `<script id="boot-config" type="application/json"${attributes}>${json}</script>`));
}
