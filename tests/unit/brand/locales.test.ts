// Issue 15, real locales: texts/<lng>.json per brand, inherited along the chain key by key (lulu's own file,
// then curacao's, then the en fallback at run time), and `brand validate` on them: keys a locale lacks are a
// warning (English shows meanwhile), placeholders that differ from the English text are a problem.
import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { validateBrand } from '../../../src/brand/validate.ts';
import { bundleBrand } from '../../../src/brand/bundle.ts';
import { placeholdersOf } from '../../../src/brand/check-locales.ts';
import { ROOT } from '../../../src/brand/schema-files.ts';
import { brandsWith, removeMadeBrands } from './helpers';

afterEach(removeMadeBrands);

const BRANDS = join(ROOT, 'brands');

describe('texts per locale with inheritance', () => {
  it('lulu: its own ar text wins, the rest of ar comes from curacao, and its en keys win over curacao en', () => {
    const lulu = bundleBrand('lulu', { brandsDir: BRANDS }).bundle!;
    const curacao = bundleBrand('curacao', { brandsDir: BRANDS }).bundle!;
    expect(lulu.texts.ar['text.page.casino.welcomeTitle']).toBe('مرحبًا بك في صالة لولو');
    expect(curacao.texts.ar['text.page.casino.welcomeTitle']).toBe('مرحبًا');
    expect(lulu.texts.ar['text.auth.login']).toBe(curacao.texts.ar['text.auth.login']);
    expect(lulu.texts.en['text.page.casino.welcomeTitle']).toBe('Welcome to the Lulu lounge');
    expect(curacao.texts.en['text.page.casino.welcomeTitle']).toBe('Welcome');
  });

  it('the shipped ar texts are Arabic, only en keys, with the same placeholders', () => {
    const { bundle, problems } = bundleBrand('curacao', { brandsDir: BRANDS });
    expect(problems).toEqual([]);
    const { en, ar } = bundle!.texts;
    // English keys added later show in English until translated (a warning): most are there.
    expect(Object.keys(ar).filter((key) => !(key in en))).toEqual([]);
    expect(Object.keys(ar).length).toBeGreaterThan(1000);
    const arabic = Object.values(ar).filter((v) => typeof v === 'string' && /[\u0600-\u06FF]/.test(v));
    expect(arabic.length).toBeGreaterThan(Object.keys(ar).length * 0.9);
    for (const [key, text] of Object.entries(ar)) expect(placeholdersOf(String(text)), key).toEqual(placeholdersOf(String(en[key])));
  });

  it('a child brand with a locale file of its own overrides its parent key by key', () => {
    const dir = brandsWith(['base', 'child'], { 'child/texts/de.json': { text: { menu: { vip: 'VIP-Klub' } } } });
    const { bundle } = bundleBrand('child', { brandsDir: dir });
    expect(bundle!.texts.de['text.menu.vip']).toBe('VIP-Klub');
    expect(bundle!.texts.de['text.menu.casino']).toBe('Kasino');
  });
});

describe('brand validate on locale texts', () => {
  it('lists the keys a locale lacks compared with en as a warning in its file, not a problem', () => {
    const { problems, warnings } = validateBrand('base', { brandsDir: brandsWith(['base']) });
    expect(problems).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0].file).toMatch(/base\/texts\/de\.json$/);
    expect(warnings[0].message).toMatch(/^19 of 21 keys of texts\/en\.json are missing \(their English text is shown meanwhile\): text\.menu\.vip, .* and 9 more$/);
  });

  it('a complete locale has no warning; the child brand\'s file is named for what the chain still lacks', () => {
    const dir = brandsWith(['base', 'child'], { 'child/texts/de.json': { text: { menu: { vip: 'VIP' } } } });
    const complete = validateBrand('base', { brandsDir: brandsWith(['base'], { 'base/texts/de.json': { 'text.menu.casino': 'Kasino' } }) });
    expect(complete.warnings.map((w) => w.message)).toEqual([expect.stringMatching(/^20 of 21/)]);
    const child = validateBrand('child', { brandsDir: dir });
    expect(child.warnings.map((w) => w.file)).toEqual([expect.stringMatching(/child\/texts\/de\.json$/)]);
  });

  it('refuses a locale text whose {{placeholders}} differ from the English one, at its line', () => {
    const dir = brandsWith(['base'], { 'base/texts/de.json': { text: { casino: { balance: 'Guthaben: {{betrag}}', welcome: 'Willkommen {{name}}' }, menu: { casino: 'Kasino' } } } });
    const { problems } = validateBrand('base', { brandsDir: dir });
    expect(problems.map((p) => [p.file.replace(/^.*\/base\//, ''), p.line, p.message])).toEqual([
      ['texts/de.json', 4, 'text.casino.balance has the placeholders {{betrag}}, but its English text in texts/en.json has {{amount}}: the text would show a gap or a stray placeholder'],
      ['texts/de.json', 5, 'text.casino.welcome has the placeholders {{name}}, but its English text in texts/en.json has none: the text would show a gap or a stray placeholder'],
    ]);
    expect(bundleBrand('base', { brandsDir: dir }).bundle).toBeUndefined();
  });

  it('placeholdersOf reads {{name}} as the page fills it (spaces allowed, each name once)', () => {
    expect(placeholdersOf('{{ b }} and {{a}} and {{b}}')).toEqual(['a', 'b']);
    expect(placeholdersOf('[LIMIT] {amount}')).toEqual([]);
  });
});
