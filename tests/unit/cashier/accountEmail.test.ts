// spec 2.5 'A Skrill email step' and spec 8 REQUIRED_EMAIL_VERIFICATION for deposits.
import { describe, expect, it } from 'vitest';
import { ACCOUNT_EMAIL_MAX_LENGTH, accountEmailProblem, needsAccountEmail } from '../../../src/cashier/accountEmail';
import { depositNeedsEmailVerification } from '../../../src/cashier/depositEmailVerification';
import { paymentMethodSeeds } from '../../../server/sandbox/seed/payments';

describe("spec 2.5 'A Skrill email step'", () => {
  it('the seeded Skrill asks for its account e-mail; the other methods do not', () => {
    const asking = paymentMethodSeeds().filter(needsAccountEmail).map((m) => m.name);
    expect(asking).toEqual(['skrill']);
    expect(needsAccountEmail(null)).toBe(false);
    expect(needsAccountEmail({ accountEmail: 'yes' })).toBe(false);
  });

  it('an empty e-mail is required, a malformed one invalid, a well-formed one fine', () => {
    expect(accountEmailProblem('')).toBe('required');
    expect(accountEmailProblem('   ')).toBe('required');
    expect(accountEmailProblem(undefined)).toBe('required');
    for (const bad of ['player', 'player@', '@skrill.com', 'player@skrill', 'pla yer@skrill.com', 'a@b@c.com', 'player@skrill..com']) {
      expect(accountEmailProblem(bad), bad).toBe('invalid');
    }
    expect(accountEmailProblem('player@skrill.com')).toBeNull();
    expect(accountEmailProblem('  first.last+wallet@mail.example.co.uk ')).toBeNull();
    expect(accountEmailProblem(`${'a'.repeat(ACCOUNT_EMAIL_MAX_LENGTH)}@x.com`)).toBe('invalid');
  });
});

describe('spec 8 REQUIRED_EMAIL_VERIFICATION (deposits, setting verifyEmailOnDeposit)', () => {
  it('refuses an unverified player only when the setting is on', () => {
    expect(depositNeedsEmailVerification({ verifyEmailOnDeposit: true }, { isEmailVerified: false })).toBe(true);
    expect(depositNeedsEmailVerification({ verifyEmailOnDeposit: true }, {})).toBe(true);
    expect(depositNeedsEmailVerification({ verifyEmailOnDeposit: true }, { isEmailVerified: true })).toBe(false);
    expect(depositNeedsEmailVerification({}, { isEmailVerified: false })).toBe(false);
    expect(depositNeedsEmailVerification({ verifyEmailOnDeposit: 'true' }, { isEmailVerified: false })).toBe(false);
  });
});
