// spec 8 Bonus activation error codes: each code has its own text (brand texts, ours where the spec shows
// none), with its placeholders filled from the answer; UNIFIED_ERROR shows the reference of promotion id,
// user id and user bonus id (src/rewards/activationErrors.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it, expect } from 'vitest';
import { ACTIVATION_ERROR_CODES, ACTIVATION_ERROR_GENERAL_KEY, ACTIVATION_ERROR_KEYS, activationMessage, isActivationRefusal } from '../../../src/rewards/activationErrors';

const texts = JSON.parse(readFileSync(join(__dirname, '../../../brands/curacao/texts/en.json'), 'utf8'));
const textOf = (key: string): string => key.split('.').reduce((node, part) => node?.[part], texts);
const fill = (key: string, values: Record<string, string>) => textOf(key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);

describe('spec 8 Bonus activation error codes', () => {
  it('the 18 codes each have a text of their own in the brand', () => {
    expect(ACTIVATION_ERROR_CODES).toHaveLength(18);
    const keys = ACTIVATION_ERROR_CODES.map((code) => ACTIVATION_ERROR_KEYS[code]);
    expect(new Set(keys).size).toBe(18);
    for (const key of [...keys, ACTIVATION_ERROR_GENERAL_KEY]) expect(typeof textOf(key), key).toBe('string');
  });

  it.each(ACTIVATION_ERROR_CODES)('%s: every placeholder of its text is filled from a full answer', (code) => {
    const { key, values } = activationMessage({
      code, message: 'x', details: { days: 7, forDepositNumber: 2, from: '18:00', to: '20:00', minBalance: 10 },
      reference: { promotionId: 109, userId: 42, userBonusId: 3001 },
    });
    expect(key).toBe(ACTIVATION_ERROR_KEYS[code]);
    expect(fill(key, values)).not.toMatch(/\{\{|\}\}/);
  });

  it('UNIFIED_ERROR shows the reference of promotion id, user id and user bonus id', () => {
    const { key, values } = activationMessage({ code: 'UNIFIED_ERROR', reference: { promotionId: 109, userId: 42, userBonusId: 3001 } });
    expect(fill(key, values)).toContain('promotion 109, user 42, user bonus 3001');
  });

  it('placeholders a refusal leaves out show as a dash, never as a gap', () => {
    const { key, values } = activationMessage({ code: 'START_TIME_ERROR' });
    expect(fill(key, values)).toBe('This offer starts at —. Please come back then.');
  });

  it('the code is read from errorCode too and in any case; an unknown or missing code gets the general text', () => {
    expect(activationMessage({ errorCode: 'active_bonus' }).key).toBe(ACTIVATION_ERROR_KEYS.ACTIVE_BONUS);
    expect(activationMessage({ code: 'SOMETHING_NEW' }).key).toBe(ACTIVATION_ERROR_GENERAL_KEY);
    expect(activationMessage(null).key).toBe(ACTIVATION_ERROR_GENERAL_KEY);
    expect(activationMessage('oops').key).toBe(ACTIVATION_ERROR_GENERAL_KEY);
  });

  it('a deposit\'s answer is a bonus refusal only with an activation code and the offer it names (bonusId)', () => {
    expect(isActivationRefusal({ code: 'DEPOSITS_NUMBER2', bonusId: 102, details: { forDepositNumber: 2 } })).toBe(true);
    expect(isActivationRefusal({ code: 'required_email_verification', bonusId: 101 })).toBe(true);
    // The deposit's own REQUIRED_EMAIL_VERIFICATION and UNIFIED_ERROR (spec 8 Deposit error codes) name no offer.
    expect(isActivationRefusal({ code: 'REQUIRED_EMAIL_VERIFICATION' })).toBe(false);
    expect(isActivationRefusal({ code: 'UNIFIED_ERROR' })).toBe(false);
    expect(isActivationRefusal({ code: 'PAYMENT_LIMIT_THRESHOLD', bonusId: 101 })).toBe(false);
    expect(isActivationRefusal(null)).toBe(false);
  });
});
