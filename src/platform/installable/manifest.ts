// spec 2.5 (add-to-home-screen prompt): what makes the site installable is its web app manifest. Built
// per brand from the brand's name (settings brandName, else brand.json name) and its theme: the page
// colour of the brand's default colour mode as theme and background colour, and an icon drawn from the
// accent palette and the name's initial (appIconSvg).
import type { ThemeDocument } from '../../generated/types';

export interface WebAppManifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

export const MANIFEST_PATH = '/manifest.webmanifest';
export const APP_ICON_PATH = '/app-icon.svg';

/** A colour of the theme: a literal, or a "{colors.<palette>.<shade>}" reference (followed a few times). */
export function themeColour(theme: ThemeDocument, value: string | undefined, fallback: string): string {
  let colour = value;
  for (let i = 0; i < 4 && colour?.startsWith('{'); i++) {
    const [, palette, shade] = /^\{colors\.([^.}]+)\.([^.}]+)\}$/.exec(colour) ?? [];
    colour = palette ? theme.colors[palette]?.[shade] : undefined;
  }
  return colour && /^#[0-9a-fA-F]{3,8}$/.test(colour) ? colour : fallback;
}

export interface AppColours { background: string; foreground: string; accent: string; onAccent: string }

/** The page's background and text colour in the brand's default mode, the accent's solid shade and the text on it (as theme.ts's accent contrast). */
export function appColours(theme: ThemeDocument): AppColours {
  const mode = theme.defaultColorMode === 'light' ? 'light' : 'dark';
  const semantic = theme.semanticColors ?? {};
  const accent = theme.accentPalette ? `{colors.${theme.accentPalette}.500}` : undefined;
  return {
    background: themeColour(theme, semantic.bg?.[mode], mode === 'dark' ? '#000000' : '#ffffff'),
    foreground: themeColour(theme, semantic.fg?.[mode], mode === 'dark' ? '#ffffff' : '#000000'),
    accent: themeColour(theme, accent, '#3b82f6'),
    onAccent: themeColour(theme, theme.accentPalette ? `{colors.${theme.accentPalette}.950}` : undefined, '#000000'),
  };
}

/** A short name fits under a home-screen icon (about 12 characters): the first word if the name is longer. */
export function shortName(name: string): string {
  return name.length <= 12 ? name : name.split(/\s+/)[0].slice(0, 12);
}

export function webAppManifest(brandName: string, theme: ThemeDocument): WebAppManifest {
  const colours = appColours(theme);
  return {
    name: brandName,
    short_name: shortName(brandName),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: colours.background,
    background_color: colours.background,
    // An SVG of any size is accepted by Chrome for installing; "maskable" lets Android crop it to its shape.
    icons: [
      { src: APP_ICON_PATH, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: APP_ICON_PATH, sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
    ],
  };
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The app icon: the brand name's initial on the accent colour, full bleed (safe for a maskable crop). */
export function appIconSvg(brandName: string, theme: ThemeDocument): string {
  const { accent, onAccent } = appColours(theme);
  const initial = escapeXml(Array.from(brandName.trim())[0]?.toUpperCase() ?? '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">`
    + `<rect width="512" height="512" fill="${accent}"/>`
    + `<text x="256" y="256" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="700" font-size="280" fill="${onAccent}">${initial}</text>`
    + `</svg>`;
}
