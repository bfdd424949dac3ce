// The deposit amount (spec 5 Deposit amount; spec 9 Deposit): its default, quick amounts, stepping,
// limits, decimals, and the parsing of what the player types. Pure, so the amount field, the quick-amount
// buttons and the submit check share one reading.
import { formatWalletAmount, type AmountFormat } from '../platform/wallet';

// spec 9 Deposit's 'Default deposit amount 25.' and 'Quick amounts 25, 50, 100.' are the DepositAmount widget's
// defaults, in its props.schema.json (defaultAmount, quickAmounts): a brand may change them.
/** spec 9 Deposit: 'Step 1 up to 30, and 5 above 30.' */
export const STEP_LIMIT = 30;
export const SMALL_STEP = 1;
export const LARGE_STEP = 5;
/** spec 5 Deposit amount: 'Crypto amounts show up to 8 decimals; fiat amounts show 2.' */
export const CRYPTO_DECIMALS = 8;
export const FIAT_DECIMALS = 2;

/** The provider's limits for the chosen method; a missing or non-positive limit is "not set". */
export interface DepositLimits {
  min?: number | null;
  max?: number | null;
  /** A deposit to crypto (spec 5): up to 8 decimals, and the amount must exceed the minimum. */
  isCrypto?: boolean | null;
}

export const amountDecimals = (isCrypto?: boolean | null): number => (isCrypto ? CRYPTO_DECIMALS : FIAT_DECIMALS);

const limit = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null);

/**
 * The limits of a payment method. The spec says 'the provider's minimum and maximum' but not the field
 * names; the sandbox sends minDeposit / maxDeposit and isCrypto, so those are read, and anything else is
 * "not set" rather than a guess.
 */
export function depositLimitsOf(method: Record<string, unknown> | null | undefined): DepositLimits {
  if (!method) return {};
  return { min: limit(method.minDeposit), max: limit(method.maxDeposit), isCrypto: method.isCrypto === true };
}

/**
 * One press of + or - (spec 9 'Step 1 up to 30, and 5 above 30'). Read as a grid of amounts: every whole
 * number up to 30, then every multiple of 5 above it, so + from 30 gives 35 and - from 35 gives 30 (not
 * 31 and 34), and an amount between grid points (27.5, 32) moves to the next point in that direction.
 * The result stays within the provider's limits (spec 5) and never below one step: - never makes the
 * amount 0 or less.
 */
export function stepAmount(amount: number, direction: 'up' | 'down', limits: DepositLimits = {}): number {
  const current = Number.isFinite(amount) ? amount : 0;
  let next: number;
  if (direction === 'up') {
    next = current < STEP_LIMIT ? Math.floor(current) + SMALL_STEP : (Math.floor(current / LARGE_STEP) + 1) * LARGE_STEP;
  } else {
    next = current > STEP_LIMIT ? Math.max(STEP_LIMIT, (Math.ceil(current / LARGE_STEP) - 1) * LARGE_STEP) : Math.ceil(current) - SMALL_STEP;
  }
  const lowest = Math.max(limit(limits.min) ?? 0, SMALL_STEP);
  const highest = limit(limits.max) ?? Number.POSITIVE_INFINITY;
  return Math.min(Math.max(next, lowest), Math.max(highest, lowest));
}

/** Why an amount is refused; each has a text key in AMOUNT_MESSAGE_KEYS. */
export type AmountProblem = 'required' | 'invalid' | 'tooManyDecimals' | 'notPositive' | 'belowMin' | 'notAboveMin' | 'aboveMax';

export const AMOUNT_MESSAGE_KEYS: Record<AmountProblem, string> = {
  required: 'text.cashier.amount.required',
  invalid: 'text.cashier.amount.invalid',
  tooManyDecimals: 'text.cashier.amount.tooManyDecimals',
  notPositive: 'text.cashier.amount.notPositive',
  belowMin: 'text.cashier.amount.belowMin',
  notAboveMin: 'text.cashier.amount.notAboveMin',
  aboveMax: 'text.cashier.amount.aboveMax',
};

export type ParsedAmount = { ok: true; value: number } | { ok: false; problem: 'required' | 'invalid' | 'tooManyDecimals' };

// Separators players type: the dot, the comma, and blanks (space, no-break and narrow no-break spaces,
// as Intl formats thousands in French and others). Anything else (letters, currency signs, exponents) is
// refused rather than dropped, so "1e5" or "12abc" never silently becomes a different amount.
const BLANKS = /[\s\u00a0\u202f]/g;
const DIGITS_AND_SEPARATORS = /^-?[\d.,]+$/;
// Thousands groups: 1,000,000 or the Indian 1,00,000 (the sandbox's INR methods take lakhs).
const THOUSANDS = /^\d{1,3}(?:,\d{3})+$/;
const LAKHS = /^\d{1,2}(?:,\d{2})*,\d{3}$/;
const grouped = (integer: string) => THOUSANDS.test(integer) || LAKHS.test(integer);

/** With commas only: thousands groups ("1,000", "1,00,000") rather than a decimal comma ("25,50", "0,001")? */
const commasGroup = (body: string) => !body.startsWith('0') && (body.split(',').length > 2 || THOUSANDS.test(body));

/**
 * What the player typed, as an amount. Blanks are ignored. A dot is the decimal point. A comma is the
 * decimal point when it is the only separator and does not look like a thousands group ("25,50" is 25.5,
 * "0,001" is 0.001), and a thousands separator when it does ("1,000" and "1,00,000"); with both, the
 * later one is the decimal point ("1,000.50" and "1.000,50"). Empty gives 'required'; anything that is not
 * a plain number gives 'invalid'; more decimals than the currency shows (spec 5: 2 fiat, 8 crypto) give
 * 'tooManyDecimals', because rounding a payment silently would charge a different amount. A minus sign is
 * read, so "-5" is refused as not positive (the clearer message) rather than as a bad format.
 */
export function parseAmount(input: unknown, isCrypto?: boolean | null): ParsedAmount {
  if (typeof input === 'number') return Number.isFinite(input) ? { ok: true, value: input } : { ok: false, problem: 'invalid' };
  if (input === null || input === undefined) return { ok: false, problem: 'required' };
  if (typeof input !== 'string') return { ok: false, problem: 'invalid' };
  const text = input.replace(BLANKS, '');
  if (text === '') return { ok: false, problem: 'required' };
  if (!DIGITS_AND_SEPARATORS.test(text)) return { ok: false, problem: 'invalid' };

  const negative = text.startsWith('-');
  const body = negative ? text.slice(1) : text;
  const lastDot = body.lastIndexOf('.');
  const lastComma = body.lastIndexOf(',');
  let decimal: '.' | ',' | null = null;
  let grouping: '.' | ',' | null = null;
  if (lastDot >= 0 && lastComma >= 0) [decimal, grouping] = lastDot > lastComma ? ['.', ','] : [',', '.'];
  else if (lastDot >= 0) decimal = '.';
  else if (lastComma >= 0) {
    if (commasGroup(body)) grouping = ',';
    else decimal = ',';
  }

  const at = decimal ? body.lastIndexOf(decimal) : -1;
  let integer = at >= 0 ? body.slice(0, at) : body;
  const fraction = at >= 0 ? body.slice(at + 1) : '';
  if (grouping && integer.includes(grouping)) {
    if (!grouped(integer.replaceAll(grouping, ','))) return { ok: false, problem: 'invalid' };
    integer = integer.replaceAll(grouping, '');
  }
  // What is left must be digits: a second decimal point ("1.2.3") or a stray separator is refused here.
  if (!/^\d*$/.test(integer) || !/^\d*$/.test(fraction) || (integer === '' && fraction === '')) return { ok: false, problem: 'invalid' };
  if (fraction.length > amountDecimals(isCrypto)) return { ok: false, problem: 'tooManyDecimals' };
  const value = Number(`${negative ? '-' : ''}${integer || '0'}.${fraction || '0'}`);
  return Number.isFinite(value) ? { ok: true, value } : { ok: false, problem: 'invalid' };
}

/**
 * spec 5 Deposit amount: 'Must be greater than 0 and within the provider's minimum and maximum.' and
 * 'Deposits to crypto must exceed the minimum deposit.' So the fiat minimum is allowed (within), the
 * crypto minimum is not (exceed), and the maximum is allowed for both.
 */
export function depositAmountProblem(amount: number, limits: DepositLimits = {}): AmountProblem | null {
  if (!Number.isFinite(amount)) return 'invalid';
  if (amount <= 0) return 'notPositive';
  const min = limit(limits.min);
  const max = limit(limits.max);
  if (min !== null && limits.isCrypto && amount <= min) return 'notAboveMin';
  if (min !== null && !limits.isCrypto && amount < min) return 'belowMin';
  if (max !== null && amount > max) return 'aboveMax';
  return null;
}

/** spec 5 Deposit amount: crypto up to 8 decimals, fiat 2 (the wallet's one way of showing money). */
export function formatDepositAmount(amount: number, format: AmountFormat = {}): string {
  return formatWalletAmount(amount, format);
}

export interface AmountCheck {
  /** The amount to send, or null while it is refused. */
  value: number | null;
  problem: AmountProblem | null;
  /** The text key of the problem and the values its text names ({{min}}, {{max}}, {{decimals}}). */
  messageKey: string | null;
  values: { min: string; max: string; decimals: number };
}

/** The amount field in one call: parse what was typed, check it against the limits, name the message. */
export function checkDepositAmount(input: unknown, limits: DepositLimits = {}, format: AmountFormat = {}): AmountCheck {
  const parsed = parseAmount(input, limits.isCrypto);
  const problem = parsed.ok ? depositAmountProblem(parsed.value, limits) : parsed.problem;
  const shown = (value: number | null) => (value === null ? '' : formatDepositAmount(value, { ...format, isCrypto: limits.isCrypto }));
  return {
    value: parsed.ok && problem === null ? parsed.value : null,
    problem,
    messageKey: problem ? AMOUNT_MESSAGE_KEYS[problem] : null,
    values: { min: shown(limit(limits.min)), max: shown(limit(limits.max)), decimals: amountDecimals(limits.isCrypto) },
  };
}

/**
 * The amount the field starts with: the preferred amount (spec 9's default 25, DepositAmount's defaultAmount) when the method accepts it. A fiat method whose
 * limits refuse 25 (UPI from 300 INR) would otherwise open on an error, so the default moves to the nearest
 * limit. A crypto amount is in coins, where 25 means nothing and a limit (10 BTC, or a minimum that must be
 * exceeded) is no sensible start, so a crypto method that refuses 25 starts empty (null).
 */
export function initialDepositAmount(limits: DepositLimits, preferred: number): number | null {
  if (depositAmountProblem(preferred, limits) === null) return preferred;
  if (limits.isCrypto) return null;
  const min = limit(limits.min);
  const max = limit(limits.max);
  if (min !== null && preferred < min && depositAmountProblem(min, limits) === null) return min;
  if (max !== null && preferred > max && depositAmountProblem(max, limits) === null) return max;
  return null;
}
