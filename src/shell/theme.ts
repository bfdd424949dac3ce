// Brand theme tokens (theme.json) -> a Chakra UI v3 system. The accent palette gets the semantic
// tokens Chakra's colorPalette needs (solid, contrast, fg, muted, subtle, emphasized, focusRing),
// so colorPalette="accent" follows the brand.
import { createSystem, defineConfig, type SystemContext } from '@chakra-ui/react';
import { css } from '@emotion/react';
import { siteThemeConfigs } from './chakraConfig';
import type { ThemeDocument } from '../generated/types';

type TokenTree = { [key: string]: TokenTree | { value: unknown } };

function setPath(tree: TokenTree, path: string[], leaf: { value: unknown }) {
  let node = tree;
  path.forEach((part, i) => {
    if (i === path.length - 1) {
      const existing = node[part];
      if (existing && !('value' in existing)) (existing as TokenTree).DEFAULT = leaf;
      else node[part] = leaf;
      return;
    }
    const next = node[part];
    if (!next) node[part] = {};
    else if ('value' in next) node[part] = { DEFAULT: next };
    node = node[part] as TokenTree;
  });
}

const ref = (palette: string, shade: number | string) => `{colors.${palette}.${shade}}`;

export function accentTokens(palette: string) {
  const mode = (light: string, dark: string) => ({ value: { _light: light, _dark: dark } });
  return {
    solid: mode(ref(palette, 500), ref(palette, 400)),
    contrast: mode(ref(palette, 950), ref(palette, 950)),
    fg: mode(ref(palette, 700), ref(palette, 300)),
    muted: mode(ref(palette, 200), ref(palette, 800)),
    subtle: mode(ref(palette, 100), ref(palette, 900)),
    emphasized: mode(ref(palette, 300), ref(palette, 700)),
    focusRing: mode(ref(palette, 500), ref(palette, 400)),
  };
}

export function themeConfig(theme: ThemeDocument) {
  const colors: TokenTree = {};
  for (const [palette, shades] of Object.entries(theme.colors)) {
    for (const [shade, value] of Object.entries(shades)) setPath(colors, [palette, shade], { value });
  }
  const semantic: TokenTree = {};
  for (const [name, { light, dark }] of Object.entries(theme.semanticColors)) {
    setPath(semantic, name.split('.'), { value: { _light: light, _dark: dark } });
  }
  if (theme.accentPalette) semantic.accent = accentTokens(theme.accentPalette);
  return defineConfig({
    theme: {
      tokens: {
        // Chakra's token types are recursive; ours has the same shape, built from the document.
        colors: colors as never,
        fonts: theme.fonts
          ? { heading: { value: theme.fonts.heading ?? 'system-ui, sans-serif' }, body: { value: theme.fonts.body ?? 'system-ui, sans-serif' } }
          : undefined,
        radii: theme.radius ? { l1: { value: theme.radius }, l2: { value: theme.radius }, l3: { value: theme.radius } } : undefined,
      },
      semanticTokens: { colors: semantic as never },
    },
    globalCss: { 'html, body': { bg: 'bg', color: 'fg' } },
  });
}

/**
 * The brand's Chakra system. `globalCss` is the text of its global styles (the reset, the global CSS and
 * every token's CSS variable) as the server rendered them (themeCss): given it, the browser skips building
 * them, the costliest part of a system (the build patches Chakra to build them only when asked: vite.config.ts).
 */
export function createBrandSystem(theme: ThemeDocument, globalCss?: string): SystemContext {
  const system = createSystem(...siteThemeConfigs, themeConfig(theme));
  // The text itself, not in an array: emotion would add a separator after each item of an array.
  if (globalCss) system._global = globalCss as never;
  return system;
}

const themeCssOf = new WeakMap<ThemeDocument, string>();

/**
 * The text of a brand's global styles, once per theme document (the server renders many pages of one
 * live brand): the same text the page's emotion style tag was made from, so the browser's Global
 * component finds that tag by its hash and takes it over.
 */
export function themeCss(theme: ThemeDocument): string {
  let text = themeCssOf.get(theme);
  if (text === undefined) {
    text = css(createBrandSystem(theme)._global).styles;
    themeCssOf.set(theme, text);
  }
  return text;
}
