// A deposit's details (issue 26 item 5): the fields a brand declares for a method beyond the deposit call's own
// keys (a bank transfer's payer reference), sent in the body's `details` object, as a withdrawal sends its form's
// `details` (schemas/api/withdraw.request). The deposit call is ours (schemas/api/deposit.request), so its contract
// names the limits: at most DEPOSIT_DETAILS_MAX_KEYS keys, each named by DEPOSIT_DETAIL_NAME, each value a string
// of at most DEPOSIT_DETAIL_MAX_LENGTH characters. The sandbox keeps them with the deposit. Pure.
//
// Card data never travels here: a card method sends the payment provider's token (DepositCard, hostedCardFields.ts).
// So a detail named like card data is refused, by brand validate (DepositField's props schema) and by the platform
// (the request schema): a word card, cc, ccv, cvv, cvc, cvn, pan, exp, expiry or expiration in the name (a word
// starts the name or with a capital: cardHolder, expiryMonth, panToken, cvc2), or the name number itself.
// accountNumber (a bank account) or company pass.

/** The pattern of a detail's name. The same string is in deposit.request.schema.json and DepositField's props schema (a unit test keeps them equal). */
export const DEPOSIT_DETAIL_NAME =
  '^(?!number$)(?!.*(?:(?<![A-Za-z])card|Card|(?:(?<![A-Za-z])(?:cc|ccv|cvv|cvc|cvn|pan|exp|expiry|expiration)|Cc|Ccv|Cvv|Cvc|Cvn|Pan|Exp|Expiry|Expiration)(?![a-z])))[a-z][A-Za-z0-9]{0,31}$';

export const DEPOSIT_DETAILS_MAX_KEYS = 10;
export const DEPOSIT_DETAIL_MAX_LENGTH = 255;

const NAME = new RegExp(DEPOSIT_DETAIL_NAME, 'u');

/** A name a detail may have: letters and digits, starting lower-case, up to 32, nothing like card data. */
export const isDepositDetailName = (name: string): boolean => NAME.test(name);

/** How a declared field's key says it travels in details: "details.payerReference". */
export const DETAILS_PREFIX = 'details.';

/**
 * The declared fields' values as the deposit body sends them: a key "details.<name>" goes into `details` (left out
 * when blank, as a withdrawal's optional detail; no `details` at all when none is filled), any other key is a body key.
 */
export function depositBodyFields(values: Record<string, string>): { body: Record<string, string>; details?: Record<string, string> } {
  const body: Record<string, string> = {};
  const details: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (!key.startsWith(DETAILS_PREFIX)) body[key] = value;
    else if (value !== '') details[key.slice(DETAILS_PREFIX.length)] = value;
  }
  return Object.keys(details).length ? { body, details } : { body };
}
