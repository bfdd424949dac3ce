// Writes the boot config into index.html as a JSON data block (not a script: allowed under
// script-src 'self'). "<" is escaped so no value can close the element.
import type { BootConfig } from '../../src/platform/boot';

export const BOOT_MARKER = '<!--boot-config-->';

export function injectBootConfig(html: string, boot: BootConfig): string {
  const json = JSON.stringify(boot).replace(/</g, '\\u003c');
  return html.replace(BOOT_MARKER, `<script id="boot-config" type="application/json">${json}</script>`);
}
