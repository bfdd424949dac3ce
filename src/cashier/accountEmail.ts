// spec 2.5 'A Skrill email step': an e-wallet such as Skrill pays from an account named by its e-mail, so the
// deposit asks for it (pre-filled with the player's e-mail) and sends it with the deposit. Which methods ask
// is the method's own data (accountEmail: true in get-payments), not a name in code; the field itself is
// declared in the deposit page (a DepositField with format email, src/cashier/depositFields.ts). Shared by the
// cashier and the sandbox, so both refuse the same addresses.

/** The longest address RFC 5321 lets a mail server accept. */
export const ACCOUNT_EMAIL_MAX_LENGTH = 254;

// One @, no spaces, a dot in the domain: what a wallet provider accepts as an account name. Not the full
// RFC 5322 grammar (quoted locals, IP literals), which no wallet account uses.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Whether the method asks for its account's e-mail before paying (the seeded Skrill does). */
export const needsAccountEmail = (method: object | null | undefined): boolean => (method as { accountEmail?: unknown } | null | undefined)?.accountEmail === true;

export type AccountEmailProblem = 'required' | 'invalid';

/** What is wrong with a typed account e-mail (trimmed first), or null. */
export function accountEmailProblem(text: unknown): AccountEmailProblem | null {
  const value = typeof text === 'string' ? text.trim() : '';
  if (value === '') return 'required';
  return isEmailAddress(value) ? null : 'invalid';
}

/** A well-formed address of at most 254 characters (the deposit page's declared e-mail fields check the same). */
export const isEmailAddress = (value: string): boolean => value.length <= ACCOUNT_EMAIL_MAX_LENGTH && EMAIL.test(value);
