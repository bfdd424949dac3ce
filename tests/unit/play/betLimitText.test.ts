import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { betLimitMessage, BONUS_BET_LIMIT, LIMIT_TYPES } from '../../../src/play/betLimitText';

const en = JSON.parse(readFileSync(new URL('../../../brands/curacao/texts/en.json', import.meta.url), 'utf8'));
const lookup = (key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);

describe('spec 8 Bet limits', () => {
  it('spec 3 Limit types: the 8 limit types of the enumeration', () => {
    expect(LIMIT_TYPES).toEqual(['MAX_BET_LIMIT_REACHED', 'maxBetLimit', 'dailyBetLimit', 'weeklyBetLimit', 'monthlyBetLimit',
      'dailyLossLimit', 'weeklyLossLimit', 'monthlyLossLimit']);
  });

  it("spec 8 Bet limits: 'Each of the 8 limit types has a title and text, with placeholders for the bet and the limit'", () => {
    const titles = new Set<string>();
    for (const type of LIMIT_TYPES) {
      const message = betLimitMessage(type, 1, 2);
      const title = lookup(message.title);
      const text = lookup(message.text);
      expect(typeof title, message.title).toBe('string');
      expect(text, message.text).toMatch(/\{\{bet\}\}/);
      expect(text, message.text).toMatch(/\{\{limit\}\}/);
      titles.add(title as string);
    }
    expect(titles.size).toBe(8);
  });

  it("spec 8 Bet limits: the bet and the limit are filled in the player's currency", () => {
    const message = betLimitMessage('dailyLossLimit', 12.5, '1000', { currencySymbol: '€', locale: 'en' });
    expect(message.title).toBe('text.game.betLimit.dailyLossLimit.title');
    expect(message.values).toEqual({ bet: '€12.50', limit: '€1,000.00' });
    expect(betLimitMessage('maxBetLimit', 3, 2, { currencyCode: 'USDT', isCrypto: true }).values).toEqual({ bet: '3.00 USDT', limit: '2.00 USDT' });
  });

  it("spec 8 Bet limits: 'A bonus-bet limit breach message exists': its own title and text, with the bet and the limit", () => {
    const message = betLimitMessage(BONUS_BET_LIMIT, 10, 5, { currencySymbol: '€', locale: 'en' });
    expect(message.title).toBe('text.game.betLimit.bonusBetLimit.title');
    expect(lookup(message.title)).toEqual(expect.any(String));
    expect(lookup(message.title)).not.toBe(lookup('text.game.betLimit.unknown.title'));
    expect(lookup(message.text)).toMatch(/\{\{bet\}\}.*\{\{limit\}\}/);
    expect(message.values).toEqual({ bet: '€10.00', limit: '€5.00' });
  });

  it('spec 8 Bet limits: an unknown limit type still gets a title and text', () => {
    const message = betLimitMessage('hourlyBetLimit', 1, null);
    expect(message.title).toBe('text.game.betLimit.unknown.title');
    expect(lookup(message.text)).toEqual(expect.any(String));
    expect(message.values.limit).toBe('');
  });
});
