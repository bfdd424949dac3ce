// Theme names that resolve to nothing (operator trial, issue 26 item 4: `{colors.acmred.950}` and
// `accentPalette: "acmred"` were valid, and the site's background became transparent): every palette reference in
// theme.json names a palette of the brand's colors or one of Chakra's that the site keeps (src/shell/palettes.ts),
// with that shade, and the accent palette has every shade src/shell/theme.ts's accent tokens read.
import type { RawProblem } from './messages.ts';
import { isPlainObject } from '../lib/json.ts';
import { joinPointer } from './pointer.ts';
import { didYouMean } from './suggest.ts';
import { SITE_PALETTES } from '../shell/palettes.ts';

const CHAKRA_SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'];
/** The shades accentTokens (src/shell/theme.ts) reads from the accent palette. */
const ACCENT_SHADES = ['100', '200', '300', '400', '500', '700', '800', '900', '950'];
const PALETTE_REF = /\{colors\.([A-Za-z0-9_-]+)\.([0-9]+)\}/g;

export function checkTheme(theme: unknown): RawProblem[] {
  if (!isPlainObject(theme)) return [];
  const shadesOf = new Map<string, string[]>(SITE_PALETTES.map((p) => [p, CHAKRA_SHADES]));
  if (isPlainObject(theme.colors)) for (const [palette, shades] of Object.entries(theme.colors)) if (isPlainObject(shades)) shadesOf.set(palette, Object.keys(shades));
  const palettes = [...shadesOf.keys()];
  const problems: RawProblem[] = [];
  const named = (palette: string, shades: string[], pointer: string, what: string) => {
    const has = shadesOf.get(palette);
    if (!has) problems.push({ pointer, message: `${what} names the palette "${palette}", which is neither in theme.json's colors nor one of the Chakra palettes the site keeps, so its colour is empty${didYouMean(palette, palettes)}. Palettes: ${palettes.join(', ')}` });
    else {
      const missing = shades.filter((s) => !has.includes(s));
      if (missing.length) problems.push({ pointer, message: `${what} reads shade${missing.length === 1 ? '' : 's'} ${missing.join(', ')} of "${palette}", which it does not have, so ${missing.length === 1 ? 'that colour is' : 'those colours are'} empty. It has: ${has.join(', ')}` });
    }
  };
  if (isPlainObject(theme.semanticColors)) {
    for (const [name, modes] of Object.entries(theme.semanticColors)) {
      if (!isPlainObject(modes)) continue;
      for (const [mode, value] of Object.entries(modes)) {
        if (typeof value !== 'string') continue;
        for (const [, palette, shade] of value.matchAll(PALETTE_REF)) named(palette, [shade], joinPointer('/semanticColors', name, mode), `The ${mode} colour of "${name}"`);
      }
    }
  }
  if (typeof theme.accentPalette === 'string') named(theme.accentPalette, ACCENT_SHADES, '/accentPalette', 'accentPalette');
  return problems;
}
