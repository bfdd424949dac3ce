import { describe, it, expect } from 'vitest';
import { appHeadTags, brandNameOf, offlinePage } from '../../../server/site/installable';
import type { BrandBundle } from '../../../src/platform/brand';

const bundle = (over: Partial<BrandBundle> = {}) => ({
  id: 'x', hash: 'abc', brand: { id: 'x', name: 'Brand' }, settings: { brandName: 'Settings Casino' },
  theme: { defaultColorMode: 'dark', colors: { p: { '500': '#112233', '950': '#010203' } }, semanticColors: { bg: { light: '#ffffff', dark: '#0a0b0c' }, fg: { light: '#000000', dark: '#fafafa' } }, accentPalette: 'p' },
  texts: { en: { 'text.app.offline.title': 'Offline <now>', 'text.app.offline.body': 'Body', 'text.app.offline.retry': 'Retry' } },
  ...over,
}) as unknown as BrandBundle;

describe('the installable app on the site server (spec 2.5 add-to-home-screen prompt)', () => {
  it('names the app: settings2 brandName, else the brand settings, else brand.json', () => {
    expect(brandNameOf(bundle(), 'Platform Casino')).toBe('Platform Casino');
    expect(brandNameOf(bundle(), undefined)).toBe('Settings Casino');
    expect(brandNameOf(bundle({ settings: {} as never }), undefined)).toBe('Brand');
  });
  it('links the manifest and the theme colour in the head', () => {
    expect(appHeadTags(bundle())).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(appHeadTags(bundle())).toContain('<meta name="theme-color" content="#0a0b0c">');
  });
  it('the offline page is in the brand\'s words and colours, escaped, with no script', () => {
    const html = offlinePage(bundle(), 'A & B');
    expect(html).toContain('<h1>Offline &lt;now&gt;</h1>');
    expect(html).toContain('<title>A &amp; B</title>');
    expect(html).toContain('<a href="/">Retry</a>');
    expect(html).toContain('background:#0a0b0c');
    expect(html).not.toContain('<script');
    expect(html).toContain('<html lang="en" dir="ltr">');
  });
  it('the offline page of a right-to-left brand is in its language, right to left, with its texts', () => {
    const arabic = bundle({ brand: { id: 'x', name: 'Brand', defaultLocale: 'ar' } as never, texts: { en: { 'text.app.offline.title': 'Offline' }, ar: { 'text.app.offline.title': 'غير متصل' } } as never });
    const html = offlinePage(arabic, 'B');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<h1>غير متصل</h1>');
  });
});
