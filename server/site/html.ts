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

export function injectBootConfig(html: string, boot: BootConfig): string {
  const json = JSON.stringify(boot).replace(/</g, '\\u003c');
  return inlineColorModeScript(html.replace(BOOT_MARKER, () => `<script id="boot-config" type="application/json">${json}</script>`));
}
