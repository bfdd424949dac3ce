import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { appColours, appIconSvg, shortName, themeColour, webAppManifest } from '../../../../src/platform/installable/manifest';
import type { ThemeDocument } from '../../../../src/generated/types';

const theme = (brand: string) => JSON.parse(readFileSync(new URL(`../../../../brands/${brand}/theme.json`, import.meta.url), 'utf8')) as ThemeDocument;

describe('web app manifest (spec 2.5 add-to-home-screen prompt)', () => {
  it('names the app after the brand and opens the site root as a standalone app', () => {
    const manifest = webAppManifest('Lulu Casino', theme('lulu'));
    expect(manifest).toMatchObject({ name: 'Lulu Casino', short_name: 'Lulu Casino', start_url: '/', scope: '/', display: 'standalone' });
  });
  it('takes its colours from the brand theme: the page colour of the default mode', () => {
    // curacao: dark mode, bg {colors.ink.950}; lulu: bg {colors.plum.950}.
    expect(webAppManifest('Your Casino', theme('curacao'))).toMatchObject({ theme_color: '#0e131c', background_color: '#0e131c' });
    expect(webAppManifest('Lulu Casino', theme('lulu'))).toMatchObject({ theme_color: '#170f1b', background_color: '#170f1b' });
    const light: ThemeDocument = { ...theme('curacao'), defaultColorMode: 'light' };
    expect(webAppManifest('X', light).background_color).toBe('#f6f8fb');
  });
  it('has an icon Chrome accepts for installing: an SVG of any size with purpose any', () => {
    const { icons } = webAppManifest('Your Casino', theme('curacao'));
    expect(icons).toContainEqual({ src: '/app-icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' });
  });
  it('draws the icon from the accent colour and the name initial, escaping the name', () => {
    const svg = appIconSvg('lulu Casino', theme('lulu'));
    expect(svg).toContain('fill="#e146bd"');
    // The initial in the accent's contrast shade (orchid 950), readable on it.
    expect(svg).toContain('fill="#3a052c"');
    expect(svg).toMatch(/>L<\/text>/);
    expect(appIconSvg('<b>', theme('lulu'))).toContain('>&lt;</text>');
  });
  it('follows colour references and falls back on what is not a colour', () => {
    const t: ThemeDocument = { colors: { a: { '1': '#123456' } }, semanticColors: {} };
    expect(themeColour(t, '{colors.a.1}', '#000')).toBe('#123456');
    expect(themeColour(t, '{colors.a.2}', '#000')).toBe('#000');
    expect(themeColour(t, 'red; background:url(x)', '#000')).toBe('#000');
    expect(appColours(t)).toEqual({ background: '#000000', foreground: '#ffffff', accent: '#3b82f6', onAccent: '#000000' });
  });
  it('keeps a short name short: the first word of a long name', () => {
    expect(shortName('Casino')).toBe('Casino');
    expect(shortName('Grand Royale Palace Casino')).toBe('Grand');
  });
});
