// Formats of {{placeholder}} values (src/renderer/valueFormats.ts): the text format shows a value that is a
// text key in the player's language (issue 29 item 14: the profile's loyalty level by the brand's level names).
import { describe, expect, it } from 'vitest';
import { formatValue, formatValues } from '../../../src/renderer/valueFormats';

const translate = (key: string) => ({ 'text.vip.levels.gold.name': 'Oro' } as Record<string, string>)[key] ?? key;

describe('text values: format text', () => {
  it('translates a text key; a key the texts lack (a platform name) shows as it is; nothing else shows', () => {
    expect(formatValue('text.vip.levels.gold.name', 'text', { locale: 'es', translate })).toBe('Oro');
    expect(formatValue('Gold', 'text', { locale: 'es', translate })).toBe('Gold');
    expect(formatValue(3, 'text', { locale: 'es', translate })).toBe('');
    expect(formatValues({ level: 'text.vip.levels.gold.name', n: 2 }, { level: 'text' }, { locale: 'es', translate })).toEqual({ level: 'Oro', n: 2 });
  });
});
