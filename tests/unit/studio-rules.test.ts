// Issue 27 items 3 and 7: the condition builder reads and writes the project's expression JSON
// (schemas/expression.schema.json) without losing anything; the theme's WCAG AA contrast check (4.5:1 body text,
// 3:1 large text); a locale's texts with its missing keys first; a widget schema made into an rjsf form.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fullyBuilt, newCondition, readCondition, writeCondition } from '../../src/studio/model/condition';
import { contrastPairs, contrastProblems, contrastRatio, parseColor } from '../../src/studio/model/contrast';
import { missingKeys, setText, textRows } from '../../src/studio/model/texts';
import { formSchema } from '../../src/studio/model/schema';
import { sharedSchemas, widgetCatalog } from '../../src/studio/model/catalog';
import { CODE_LISTS } from '../../src/studio/model/context';
import type { ThemeDocument } from '../../src/generated/types';

const BRANDS = join(__dirname, '../../brands');

/** Every when and lockedWhen expression of the brands' documents. */
function brandConditions(): unknown[] {
  const found: unknown[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key === 'when') found.push(child);
        else if (key === 'lockedWhen' && child && typeof child === 'object') found.push(...Object.values(child));
        walk(child);
      }
    }
  };
  for (const brand of readdirSync(BRANDS)) {
    for (const folder of ['pages', 'modals', 'forms', 'fragments']) {
      let files: string[] = [];
      try { files = readdirSync(join(BRANDS, brand, folder)); } catch { continue; }
      for (const file of files) walk(JSON.parse(readFileSync(join(BRANDS, brand, folder, file), 'utf8')));
    }
    if (existsSync(join(BRANDS, brand, 'layout.json'))) walk(JSON.parse(readFileSync(join(BRANDS, brand, 'layout.json'), 'utf8')));
  }
  return found;
}

describe('the condition builder (when, lockedWhen)', () => {
  it('reads the common conditions: is signed in, a setting is on, a value equals, all of, any of', () => {
    expect(readCondition({ var: 'auth.authenticated' })).toEqual({ kind: 'signedIn', negate: false });
    expect(readCondition({ '!': { var: 'auth.authenticated' } })).toEqual({ kind: 'signedIn', negate: true });
    expect(readCondition({ var: 'settings.chatEnabled' })).toEqual({ kind: 'setting', name: 'chatEnabled', negate: false });
    expect(readCondition({ '==': [{ var: 'user.kycStatus' }, 'APPROVED'] })).toEqual({ kind: 'equals', path: 'user.kycStatus', op: '==', value: 'APPROVED' });
    expect(readCondition({ and: [{ var: 'auth.authenticated' }, { '!=': [{ var: 'route.page' }, 'play'] }] })).toEqual({
      kind: 'all', items: [{ kind: 'signedIn', negate: false }, { kind: 'equals', path: 'route.page', op: '!=', value: 'play' }],
    });
    expect(readCondition({ or: [{ var: 'settings.a' }] }).kind).toBe('any');
  });

  it('keeps anything else raw, inside a built condition too', () => {
    const other = { in: [{ var: 'user.kycStatus' }, ['PENDING', 'APPROVED']] };
    expect(readCondition(other)).toEqual({ kind: 'raw', expression: other });
    expect(readCondition({ var: ['auth.authenticated', false] }).kind).toBe('raw');
    expect(readCondition({ '!': [{ var: 'auth.authenticated' }] }).kind).toBe('raw');
    expect(readCondition(true).kind).toBe('raw');
    const mixed = readCondition({ and: [{ var: 'auth.authenticated' }, other] });
    expect(fullyBuilt(mixed)).toBe(false);
    expect(writeCondition(mixed)).toEqual({ and: [{ var: 'auth.authenticated' }, other] });
  });

  it('writes back exactly what it read, for every when and lockedWhen of the brands', () => {
    const conditions = brandConditions();
    expect(conditions.length).toBeGreaterThan(50);
    for (const expression of conditions) expect(writeCondition(readCondition(expression))).toEqual(expression);
    // Most of them the builder shows without a raw part.
    expect(conditions.filter((e) => fullyBuilt(readCondition(e))).length).toBeGreaterThan(conditions.length / 3);
  });

  it('starts each kind as valid JSON of that kind', () => {
    expect(writeCondition(newCondition('all'))).toEqual({ and: [{ var: 'auth.authenticated' }] });
    expect(writeCondition(newCondition('equals'))).toEqual({ '==': [{ var: '' }, ''] });
  });
});

describe('the theme\'s WCAG AA contrast check', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio(parseColor('#000')!, parseColor('#ffffff')!)).toBeCloseTo(21, 5);
    expect(contrastRatio(parseColor('#777777')!, parseColor('#fff')!)).toBeCloseTo(4.48, 2);
    expect(parseColor('rgb(255, 0, 0)')).toEqual([255, 0, 0]);
    expect(parseColor('#11223344')).toEqual([0x11, 0x22, 0x33]);
    expect(parseColor('red')).toBeUndefined();
  });

  const theme = (fg: string): ThemeDocument => ({
    colors: { ink: { 50: '#ffffff', 950: '#000000' }, acc: { 400: '#3b82f6', 500: '#2563eb', 700: '#1d4ed8', 300: '#93c5fd', 950: '#000000' } },
    semanticColors: { bg: { light: '{colors.ink.50}', dark: '{colors.ink.950}' }, fg: { light: fg, dark: '{colors.ink.50}' } },
    accentPalette: 'acc',
  } as ThemeDocument);

  it('checks text on each background in both modes and refuses a failing pair with its ratio (4.5:1 for body text)', () => {
    const pairs = contrastPairs(theme('#000000'));
    expect(pairs.find((p) => p.text === 'fg' && p.background === 'bg' && p.mode === 'light')).toMatchObject({ ratio: 21, passes: true, required: 4.5 });
    expect(pairs.some((p) => p.text === 'accent.contrast' && p.background === 'accent.solid')).toBe(true);
    expect(contrastProblems(theme('#000000')).filter((p) => p.pointer.startsWith('/semanticColors'))).toEqual([]);
    // #777 on white is 4.47:1: below AA for body text.
    expect(contrastProblems(theme('#777777'))).toContainEqual({ pointer: '/semanticColors/fg/light', message: 'fg on bg (light) has a contrast of 4.47:1; WCAG AA needs 4.5:1 for body text' });
    expect(contrastProblems(theme('#767676')).filter((p) => p.pointer === '/semanticColors/fg/light')).toEqual([]);
  });

  it('passes both brands\' themes as they are', () => {
    for (const brand of ['curacao', 'lulu']) {
      const own = JSON.parse(readFileSync(join(BRANDS, brand, 'theme.json'), 'utf8'));
      const base = JSON.parse(readFileSync(join(BRANDS, 'curacao', 'theme.json'), 'utf8'));
      const merged = { ...base, ...own, colors: { ...base.colors, ...own.colors }, semanticColors: { ...base.semanticColors, ...own.semanticColors } };
      expect(contrastPairs(merged).length, brand).toBeGreaterThan(5);
      expect(contrastProblems(merged), brand).toEqual([]);
    }
  });
});

describe('a locale\'s texts', () => {
  const english = { 'text.a': 'A', 'text.b': 'B', 'text.c.d': 'D' };
  it('lists the keys the locale is missing first, each with its English text', () => {
    expect(textRows(english, { text: { b: 'Be' } })).toEqual([
      { key: 'text.a', english: 'A', text: undefined },
      { key: 'text.c.d', english: 'D', text: undefined },
      { key: 'text.b', english: 'B', text: 'Be' },
    ]);
    expect(missingKeys(english, { 'text.a': 'x', 'text.c.d': 'y' })).toEqual(['text.b']);
  });
  it('sets a text in the file\'s own shape, and an empty text removes the key', () => {
    expect(setText({ text: { b: 'Be' } }, 'text.c.d', 'De')).toEqual({ text: { b: 'Be', c: { d: 'De' } } });
    expect(setText({ 'text.b': 'Be' }, 'text.c.d', 'De')).toEqual({ 'text.b': 'Be', 'text.c.d': 'De' });
    expect(setText({ 'text.b': 'Be' }, 'text.b', '')).toEqual({});
    expect(setText({ text: { b: 'Be', c: { d: 'De' } } }, 'text.c.d', '')).toEqual({ text: { b: 'Be' } });
  });
});

describe('a widget schema as an rjsf form', () => {
  const widgets = widgetCatalog();
  const shared = sharedSchemas();
  it('inlines the shared schemas, keeps text keys marked, and sends expressions to the condition builder', () => {
    const { schema, uiSchema } = formSchema(widgets.Link.schema, shared, CODE_LISTS);
    const props = schema.properties as Record<string, Record<string, unknown>>;
    expect(props.text).toMatchObject({ type: 'string', 'x-ref': 'text' });
    const page = (props.to.anyOf as Record<string, Record<string, Record<string, unknown>>>[])[0].properties.page;
    expect(page).toMatchObject({ type: 'string', 'x-ref': 'page-key' });
    expect(JSON.stringify(schema)).not.toContain('$ref');
    // Link's game (an expression) opens the condition builder; its values (a map of expressions) are raw JSON.
    expect(uiSchema).toEqual({ game: { 'ui:field': 'expression' }, values: { 'ui:field': 'json' } });
    const data = formSchema(widgets.Data.schema, shared, CODE_LISTS);
    expect(data.uiSchema).toMatchObject({ enabled: { 'ui:field': 'expression' }, params: { 'ui:field': 'json' } });
    expect((data.schema.properties as Record<string, { enum?: string[] }>).endpoint.enum).toContain('getTopWins');
  });
  it('makes a form of every widget schema', () => {
    for (const [type, widget] of Object.entries(widgets)) expect(JSON.stringify(formSchema(widget.schema, shared, CODE_LISTS).schema), type).not.toContain('"$ref"');
  });
});
