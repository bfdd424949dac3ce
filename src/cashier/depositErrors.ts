// The deposit error codes of spec 8, each mapped to a text key. The texts the spec quotes already had
// keys (text.errors.deposit.*, from the platform core), so those keys are reused rather than repeated
// under text.cashier: an operator changes each wording in one place. The codes the spec describes
// without quoting a message ('Wording ... not shown') have our own wording under text.cashier.depositError.
import type { AmountFormat } from '../platform/wallet';
import { formatDepositAmount } from './amount';

export const DEPOSIT_ERROR_CODES = [
  'GLOBAL_ERROR',
  'DEPOSIT_COUNTRY_BLOCK',
  'REQUIRED_EMAIL_VERIFICATION',
  'PAYMENT_LIMIT_THRESHOLD',
  'TRANSACTION_FAILED',
  'AMOUNT_BELOW_ZERO',
  'UNIFIED_ERROR',
  'PAYMENT_PROVIDER_LIMIT_THRESHOLD',
  'PROVIDER_ERROR',
  'PHONE_ERROR',
  'PAYMENT_SERVICE_ERROR',
  // Ours (server/sandbox/demoAccount.ts): the demo user (spec 6) may not deposit; its text is the one the
  // cashier shows in place of the deposit for it (docs/operators.md "Demo user").
  'DEMO_ACCOUNT',
] as const;
export type DepositErrorCode = (typeof DEPOSIT_ERROR_CODES)[number];

/** spec 8: 'A general 'Deposit error'.', for any code the list does not name. */
export const DEPOSIT_ERROR_GENERAL_KEY = 'text.errors.deposit.generic';

export const DEPOSIT_ERROR_KEYS: Record<DepositErrorCode, string> = {
  // spec 8 groups these two with one meaning: 'the cashier could not open, because verification is
  // required or the methods are unavailable in the country; check for a VPN', so they share one text.
  GLOBAL_ERROR: 'text.cashier.depositError.cashierUnavailable',
  DEPOSIT_COUNTRY_BLOCK: 'text.cashier.depositError.cashierUnavailable',
  REQUIRED_EMAIL_VERIFICATION: 'text.cashier.depositError.emailVerificationRequired',
  PAYMENT_LIMIT_THRESHOLD: 'text.cashier.depositError.dailyLimitReached',
  TRANSACTION_FAILED: 'text.cashier.depositError.transactionFailed',
  AMOUNT_BELOW_ZERO: 'text.cashier.depositError.amountBelowZero',
  UNIFIED_ERROR: 'text.cashier.depositError.unified',
  PAYMENT_PROVIDER_LIMIT_THRESHOLD: 'text.cashier.depositError.providerLimit',
  PROVIDER_ERROR: 'text.errors.deposit.providerError',
  PHONE_ERROR: 'text.errors.deposit.phoneError',
  PAYMENT_SERVICE_ERROR: 'text.errors.deposit.paymentServiceError',
  DEMO_ACCOUNT: 'text.platform.demo.cashier',
};

/** The CMS placeholders of spec 8 'amount must be between [MN] and [MX]'. */
export const MIN_PLACEHOLDER = '[MN]';
export const MAX_PLACEHOLDER = '[MX]';
/** Ours: the player's deposit limit in a PAYMENT_LIMIT_THRESHOLD message (the message names the limit). */
export const LIMIT_PLACEHOLDER = '[LIMIT]';

/**
 * PAYMENT_LIMIT_THRESHOLD (spec 8 'daily deposit limit reached') names the player's limit that refused the
 * deposit: the answer's period (daily, weekly, monthly) picks the text, its limit fills [LIMIT]. Without
 * them, the spec's daily text.
 */
export const DEPOSIT_LIMIT_KEYS = {
  daily: 'text.cashier.depositError.limitReached.daily',
  weekly: 'text.cashier.depositError.limitReached.weekly',
  monthly: 'text.cashier.depositError.limitReached.monthly',
} as const;

export const isDepositErrorCode = (value: unknown): value is DepositErrorCode =>
  typeof value === 'string' && (DEPOSIT_ERROR_CODES as readonly string[]).includes(value);

/**
 * The error code of a failed deposit answer or failedDeposit event. The spec names the codes but not where
 * they sit; the sandbox answers {message, code}, so `code` is read, then `errorCode`, then a bare string.
 * Codes compare in upper case, as the spec writes them.
 */
export function depositErrorCodeOf(answer: unknown): string | null {
  const raw = typeof answer === 'string'
    ? answer
    : answer && typeof answer === 'object'
      ? ((answer as Record<string, unknown>).code ?? (answer as Record<string, unknown>).errorCode)
      : null;
  return typeof raw === 'string' && raw.trim() !== '' ? raw.trim().toUpperCase() : null;
}

export interface DepositErrorMessage {
  /** The known code, or null for the general error. */
  code: DepositErrorCode | null;
  key: string;
  /** What to put for [MN] and [MX] in the translated text (fillDepositErrorText). */
  placeholders: { [MIN_PLACEHOLDER]: string; [MAX_PLACEHOLDER]: string; [LIMIT_PLACEHOLDER]: string };
}

const amountText = (value: unknown, format: AmountFormat) =>
  (typeof value === 'number' && Number.isFinite(value) ? formatDepositAmount(value, format) : '');

/**
 * The message of a deposit error: its text key and the provider's minimum and maximum for [MN] and [MX],
 * shown as the cashier shows money (spec 5: 2 decimals fiat, up to 8 crypto). An unknown code gives the
 * general 'Deposit error'. So does the provider-limit code when the limits are unknown, because 'between
 * and' would be a broken sentence, while 'Deposit error' is at least true.
 */
export function depositErrorMessage(
  answer: unknown,
  limits: { min?: number | null; max?: number | null } = {},
  format: AmountFormat = {},
): DepositErrorMessage {
  const raw = depositErrorCodeOf(answer);
  const code = isDepositErrorCode(raw) ? raw : null;
  const body = (answer && typeof answer === 'object' ? answer : {}) as Record<string, unknown>;
  const placeholders = {
    [MIN_PLACEHOLDER]: amountText(limits.min, format), [MAX_PLACEHOLDER]: amountText(limits.max, format), [LIMIT_PLACEHOLDER]: amountText(body.limit, format),
  };
  const limitsMissing = code === 'PAYMENT_PROVIDER_LIMIT_THRESHOLD' && (!placeholders[MIN_PLACEHOLDER] || !placeholders[MAX_PLACEHOLDER]);
  if (!code || limitsMissing) return { code: null, key: DEPOSIT_ERROR_GENERAL_KEY, placeholders };
  const period = body.period as keyof typeof DEPOSIT_LIMIT_KEYS;
  if (code === 'PAYMENT_LIMIT_THRESHOLD' && placeholders[LIMIT_PLACEHOLDER] && Object.hasOwn(DEPOSIT_LIMIT_KEYS, period)) {
    return { code, key: DEPOSIT_LIMIT_KEYS[period], placeholders };
  }
  return { code, key: DEPOSIT_ERROR_KEYS[code], placeholders };
}

/**
 * The translated text with [MN] and [MX] filled. CMS texts write these placeholders in brackets (not
 * i18next's {{...}}), so the fill happens after translation; every occurrence is filled, and a text
 * without them is returned as it is.
 */
export function fillDepositErrorText(text: string, placeholders: DepositErrorMessage['placeholders']): string {
  return text.replaceAll(MIN_PLACEHOLDER, placeholders[MIN_PLACEHOLDER]).replaceAll(MAX_PLACEHOLDER, placeholders[MAX_PLACEHOLDER])
    .replaceAll(LIMIT_PLACEHOLDER, placeholders[LIMIT_PLACEHOLDER] ?? '');
}
