// The theme's global styles sent as text with server HTML (src/shell/theme.ts themeCss, issue 12: total
// blocking time): the browser's system built with that text must give emotion's Global the same styles,
// hence the same hash, so hydration takes over the server's style tag instead of adding a second one.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it, expect } from 'vitest';
import { css } from '@emotion/react';
import { createBrandSystem, themeCss } from '../../../src/shell/theme';
import { UNUSED_PALETTES } from '../../../src/shell/chakraConfig';
import type { ThemeDocument } from '../../../src/generated/types';

const ROOT = join(__dirname, '../../..');
const themeOf = (brand: string) => JSON.parse(readFileSync(join(ROOT, 'brands', brand, 'theme.json'), 'utf8')) as ThemeDocument;

describe.each(['curacao', 'lulu'])('themeCss of %s', (brand) => {
  it('serialises to the same styles and name as the system built in full', () => {
    const theme = themeOf(brand);
    const full = css(createBrandSystem(theme)._global);
    const fromText = css(createBrandSystem(theme, themeCss(theme))._global);
    expect(fromText.styles).toBe(full.styles);
    expect(fromText.name).toBe(full.name);
  });

  it('carries the brand tokens as CSS variables, and is made once per theme document', () => {
    const theme = themeOf(brand);
    const text = themeCss(theme);
    const [palette, shades] = Object.entries(theme.colors)[0];
    const [shade, value] = Object.entries(shades)[0];
    expect(text).toContain(`--chakra-colors-${palette}-${shade}:${value}`);
    expect(themeCss(theme)).toBe(text);
  });

  it('uses no colour variable it does not define (the palettes left out of chakraConfig are not needed)', () => {
    const text = themeCss(themeOf(brand));
    const defined = new Set([...text.matchAll(/(--chakra-colors-[\w-]+):/g)].map((m) => m[1]));
    const used = new Set([...text.matchAll(/var\((--chakra-colors-[\w-]+)/g)].map((m) => m[1]));
    expect([...used].filter((name) => !defined.has(name))).toEqual([]);
    for (const palette of UNUSED_PALETTES) expect(defined.has(`--chakra-colors-${palette}-500`)).toBe(false);
    expect(defined.has('--chakra-colors-red-500')).toBe(true);
  });
});
