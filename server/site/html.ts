// Writes the boot config into index.html as a JSON data block (not a script: allowed under
// script-src 'self'). "<" is escaped so no value can close the element.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BootConfig } from '../../src/platform/boot';

export const BOOT_MARKER = '<!--boot-config-->';

/**
 * The scripts of public/ that go inline into the page, each allowed by the policy by its hash (security.ts), so
 * script-src stays 'self' otherwise. As files they would be render-blocking requests before the first paint
 * (about 150 ms on a phone's network), and both must run before it:
 * - color-mode.js applies the colour mode before the first paint;
 * - held-input.js holds what a player types, submits or closes before the app has hydrated the page (issue 24).
 */
const INLINE_SCRIPTS = ['color-mode.js', 'held-input.js'].map((file) => {
  const text = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../public', file), 'utf8');
  return { tag: `<script src="/${file}"></script>`, text, hash: `'sha256-${createHash('sha256').update(text).digest('base64')}'` };
});
export const INLINE_SCRIPT_HASHES: readonly string[] = INLINE_SCRIPTS.map((script) => script.hash);
export const COLOR_MODE_SCRIPT_HASH = INLINE_SCRIPTS[0].hash;
export const HELD_INPUT_SCRIPT_HASH = INLINE_SCRIPTS[1].hash;

export function inlineScripts(html: string): string {
  return INLINE_SCRIPTS.reduce((page, script) => page.replace(script.tag, () => `<script>${script.text}</script>`), html);
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
  return inlineScripts(html.replace(BOOT_MARKER, () => `<script id="boot-config" type="application/json"${attributes}>${json}</script>`));
}
