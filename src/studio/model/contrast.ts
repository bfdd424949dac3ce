// The theme editor's WCAG 2.x AA contrast check (issue 27 item 7): text on each background it is used on, per
// colour mode. Body text needs 4.5:1, large text 3:1 (WCAG 2.2 SC 1.4.3). Colours are the theme document's own: a
// hex or rgb() colour, or a {colors.<palette>.<shade>} reference into its palettes.
import type { ThemeDocument } from '../../generated/types';

export const AA_BODY = 4.5;
export const AA_LARGE = 3;

export type Mode = 'light' | 'dark';
export type Rgb = [number, number, number];

/** Which text the site shows on which background (src/shell/theme.ts: globalCss, accent tokens), and its size. */
export const TEXT_ON_BACKGROUNDS: { text: string; background: string; large: boolean }[] = [
  { text: 'fg', background: 'bg', large: false },
  { text: 'fg', background: 'bg.panel', large: false },
  { text: 'fg', background: 'bg.muted', large: false },
  { text: 'fg.muted', background: 'bg', large: false },
  { text: 'fg.muted', background: 'bg.panel', large: false },
  { text: 'accent.contrast', background: 'accent.solid', large: false },
  { text: 'accent.fg', background: 'bg', large: false },
];

/** The accent tokens of the accent palette, by mode (src/shell/theme.ts accentTokens). */
const ACCENT_SHADES: Record<string, Record<Mode, string>> = {
  'accent.solid': { light: '500', dark: '400' },
  'accent.contrast': { light: '950', dark: '950' },
  'accent.fg': { light: '700', dark: '300' },
};

/** #rgb, #rgba, #rrggbb, #rrggbbaa or rgb()/rgba() as 0-255 channels (alpha is left out); undefined otherwise. */
export function parseColor(value: string): Rgb | undefined {
  const hex = /^#([0-9a-f]{3,8})$/i.exec(value.trim());
  if (hex) {
    const h = hex[1];
    if (h.length === 3 || h.length === 4) return [0, 1, 2].map((i) => parseInt(h[i] + h[i], 16)) as Rgb;
    if (h.length === 6 || h.length === 8) return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
    return undefined;
  }
  const rgb = /^rgba?\(\s*([\d.]+%?)[\s,]+([\d.]+%?)[\s,]+([\d.]+%?)/i.exec(value.trim());
  if (!rgb) return undefined;
  return [rgb[1], rgb[2], rgb[3]].map((c) => (c.endsWith('%') ? (parseFloat(c) * 255) / 100 : parseFloat(c))) as Rgb;
}

/** WCAG relative luminance. */
export function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => { const s = c / 255; return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** A token's colour in a mode: a semantic colour, an accent token or a palette reference, followed to a colour. */
export function tokenColor(theme: ThemeDocument, token: string, mode: Mode): string | undefined {
  const palette = (name: string, shade: string) => (theme.colors as Record<string, Record<string, string>>)[name]?.[shade];
  const follow = (value: string | undefined): string | undefined => {
    const ref = value && /^\{colors\.([A-Za-z0-9_-]+)\.(\d+)\}$/.exec(value);
    return ref ? palette(ref[1], ref[2]) : value;
  };
  const accent = ACCENT_SHADES[token];
  if (accent) return theme.accentPalette ? palette(theme.accentPalette, accent[mode]) : undefined;
  return follow((theme.semanticColors as Record<string, Record<Mode, string>>)[token]?.[mode]);
}

export interface ContrastPair {
  text: string;
  background: string;
  mode: Mode;
  large: boolean;
  /** Rounded down to 2 decimals, as the check compares it. */
  ratio: number;
  required: number;
  passes: boolean;
  /** Where in theme.json the text's colour is set (the problem's pointer). */
  pointer: string;
}

const floor2 = (n: number) => Math.floor(n * 100) / 100;

/** Every text-on-background pair the theme defines both colours of, in both modes, with its ratio. */
export function contrastPairs(theme: ThemeDocument): ContrastPair[] {
  const pairs: ContrastPair[] = [];
  for (const mode of ['light', 'dark'] as const) {
    for (const { text, background, large } of TEXT_ON_BACKGROUNDS) {
      const fg = parseColor(tokenColor(theme, text, mode) ?? '');
      const bg = parseColor(tokenColor(theme, background, mode) ?? '');
      if (!fg || !bg) continue;
      const ratio = floor2(contrastRatio(fg, bg));
      const required = large ? AA_LARGE : AA_BODY;
      const pointer = text.startsWith('accent.') ? '/accentPalette' : `/semanticColors/${text.replace(/~/g, '~0').replace(/\//g, '~1')}/${mode}`;
      pairs.push({ text, background, mode, large, ratio, required, passes: ratio >= required, pointer });
    }
  }
  return pairs;
}

/** The failing pairs as problems of theme.json, in the validator's words. */
export function contrastProblems(theme: ThemeDocument): { pointer: string; message: string }[] {
  return contrastPairs(theme).filter((p) => !p.passes).map((p) => ({
    pointer: p.pointer,
    message: `${p.text} on ${p.background} (${p.mode}) has a contrast of ${p.ratio.toFixed(2)}:1; WCAG AA needs ${p.required}:1 for ${p.large ? 'large' : 'body'} text`,
  }));
}
