// spec 8 Bonus activation error codes, each mapped to a text key with its placeholders. The spec gives the
// reason of most codes but quotes no wording ('not shown'), so the texts are ours, under
// text.bonus.activation (an operator rewords them in the brand's texts). UNIFIED_ERROR carries the
// reference the spec asks for: promotion id, user id and user bonus id.
export const ACTIVATION_ERROR_CODES = [
  'REGISTRATION_BONUS', 'MAXIMUM_PARTICIPANTS', 'RETRY_PERIOD', 'DAYS_VALID', 'UNIFIED_ERROR', 'DEPOSITS_NUMBER',
  'DEPOSITS_NUMBER2', 'ACTIVE_FREE_SPINS', 'ACTIVE_BONUS', 'CANCELLED', 'NO_CASHBACK', 'ADD_TO_CALENDAR',
  'REQUIRED_EMAIL_VERIFICATION', 'VALID_ON_DAYS', 'START_TIME_ERROR', 'END_TIME_ERROR', 'BONUS_FRAUD', 'CASHBACK_NEED_DEPOSIT',
] as const;
export type ActivationErrorCode = (typeof ACTIVATION_ERROR_CODES)[number];

/** Any other refusal, and a failure without a code. */
export const ACTIVATION_ERROR_GENERAL_KEY = 'text.bonus.activation.general';

const KEY_NAMES: Record<ActivationErrorCode, string> = {
  REGISTRATION_BONUS: 'registrationBonus',
  MAXIMUM_PARTICIPANTS: 'maximumParticipants',
  RETRY_PERIOD: 'retryPeriod',
  DAYS_VALID: 'daysValid',
  UNIFIED_ERROR: 'unified',
  DEPOSITS_NUMBER: 'depositsNumber',
  DEPOSITS_NUMBER2: 'depositsNumber2',
  ACTIVE_FREE_SPINS: 'activeFreeSpins',
  ACTIVE_BONUS: 'activeBonus',
  CANCELLED: 'cancelled',
  NO_CASHBACK: 'noCashback',
  ADD_TO_CALENDAR: 'addToCalendar',
  REQUIRED_EMAIL_VERIFICATION: 'requiredEmailVerification',
  VALID_ON_DAYS: 'validOnDays',
  START_TIME_ERROR: 'startTime',
  END_TIME_ERROR: 'endTime',
  BONUS_FRAUD: 'bonusFraud',
  CASHBACK_NEED_DEPOSIT: 'cashbackNeedDeposit',
};

export const ACTIVATION_ERROR_KEYS = Object.fromEntries(
  ACTIVATION_ERROR_CODES.map((code) => [code, `text.bonus.activation.${KEY_NAMES[code]}`]),
) as Record<ActivationErrorCode, string>;

export interface ActivationMessage {
  key: string;
  /** i18next-style values for the text's {{placeholders}}. */
  values: Record<string, string>;
}

const asText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : null;

/**
 * The message of a refused activation answer ({code, message, details?, reference?}; the code also read
 * from errorCode, in upper case as the spec writes it). The placeholders come from the answer's details:
 * a missing one shows as a dash, never as an empty gap or the raw placeholder.
 */
export function activationMessage(answer: unknown): ActivationMessage {
  const body = answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : {};
  const raw = asText(body.code) ?? asText(body.errorCode);
  const code = raw?.toUpperCase() as ActivationErrorCode | undefined;
  if (!code || !(ACTIVATION_ERROR_CODES as readonly string[]).includes(code)) return { key: ACTIVATION_ERROR_GENERAL_KEY, values: {} };
  const details = (body.details && typeof body.details === 'object' ? body.details : body) as Record<string, unknown>;
  const reference = (body.reference && typeof body.reference === 'object' ? body.reference : details) as Record<string, unknown>;
  const value = (from: Record<string, unknown>, name: string) => asText(from[name]) ?? '—';
  switch (code) {
    case 'UNIFIED_ERROR':
      return { key: ACTIVATION_ERROR_KEYS[code], values: { promotionId: value(reference, 'promotionId'), userId: value(reference, 'userId'), userBonusId: value(reference, 'userBonusId') } };
    case 'REGISTRATION_BONUS':
      return { key: ACTIVATION_ERROR_KEYS[code], values: { days: value(details, 'days') } };
    case 'DEPOSITS_NUMBER':
    case 'DEPOSITS_NUMBER2':
      return { key: ACTIVATION_ERROR_KEYS[code], values: { deposit: value(details, 'forDepositNumber') } };
    case 'START_TIME_ERROR':
      return { key: ACTIVATION_ERROR_KEYS[code], values: { time: value(details, 'from') } };
    case 'END_TIME_ERROR':
      return { key: ACTIVATION_ERROR_KEYS[code], values: { time: value(details, 'to') } };
    case 'NO_CASHBACK':
      return { key: ACTIVATION_ERROR_KEYS[code], values: { minimum: value(details, 'minBalance') } };
    default:
      return { key: ACTIVATION_ERROR_KEYS[code], values: {} };
  }
}

/**
 * Whether a refused call's answer is a bonus activation refusal: one of spec 8's activation codes naming
 * the offer (bonusId). A deposit with a bonus is refused so when the offer's terms refuse it; without
 * bonusId, REQUIRED_EMAIL_VERIFICATION and UNIFIED_ERROR are the deposit's own codes.
 */
export function isActivationRefusal(answer: unknown): boolean {
  const body = answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : {};
  const code = asText(body.code) ?? asText(body.errorCode);
  return asText(body.bonusId) !== null && !!code && (ACTIVATION_ERROR_CODES as readonly string[]).includes(code.toUpperCase());
}

/**
 * spec 8 ADD_TO_CALENDAR: 'the cashback is put in the rakeback calendar'. The activation is refused, but the
 * player got the cashback (on the calendar, to claim there): told as news, not as an error.
 */
export function activationNoticeTone(answer: unknown): 'info' | 'error' {
  const body = answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : {};
  const code = asText(body.code) ?? asText(body.errorCode);
  return code?.toUpperCase() === 'ADD_TO_CALENDAR' ? 'info' : 'error';
}
