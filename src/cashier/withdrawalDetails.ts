// The withdrawal form's details per method (spec 2.5 Withdrawal form, spec 5 Withdrawal), written once so
// the front end's forms and the sandbox's POST /api/user/withdraw accept the same details:
// - 'bank': 'Full name, account number and email are required, and the email must be valid.' and 'Bank
//   code (IFSC) is required, 8 to 15 characters.' Netbanking: 'Bank name is required for netbanking.
//   Branch and address are optional.'
// - 'upi': 'UPI ID is required and must look like name@handle.'
// - 'crypto': 'Crypto needs amount, wallet address and network.' (the amount is checked with the amount)
// - 'none': card and e-wallet withdrawals are paid back to the account deposited with (ours: the spec
//   shows no form for them), so they need no details.
// The formats are the shared vocabulary's (src/forms/vocabulary.ts FORMATS), which the form documents use too.
import { FORMATS, walletAddressValid, type ProblemKeyword } from '../forms/vocabulary';
import { DEPOSIT_DETAIL_MAX_LENGTH, isDepositDetailName } from './depositDetails';

export type WithdrawalForm = 'bank' | 'upi' | 'crypto' | 'none';

/** The method fields the front end also has (get-payments); kind is the sandbox's, absent elsewhere. */
export interface WithdrawalFormMethod {
  name?: string | null;
  isCrypto?: boolean | null;
  kind?: string | null;
}

/** Netbanking is the one bank method that also needs the bank's name (spec 5). */
export const isNetbanking = (method: WithdrawalFormMethod) => method.name === 'netbanking';

/**
 * Which form the method needs. Without a kind (a platform that does not send one) only the names the
 * spec implies are known: upi and netbanking; any other method counts as paid back to its account.
 */
export function withdrawalForm(method: WithdrawalFormMethod): WithdrawalForm {
  if (method.isCrypto === true || method.kind === 'crypto') return 'crypto';
  const kind = method.kind ?? (method.name === 'upi' ? 'upi' : isNetbanking(method) ? 'bank' : null);
  if (kind === 'upi') return 'upi';
  if (kind === 'bank') return 'bank';
  return 'none';
}

export type WithdrawalDetailField =
  | 'fullName' | 'accountNumber' | 'email' | 'bankCode' | 'bankName' | 'branch' | 'address' | 'upiId' | 'walletAddress' | 'network';

/** The details of each form, in the form's order; the optional ones are branch and address (spec 5). */
export function withdrawalDetailFields(form: WithdrawalForm, options: { netbanking?: boolean } = {}): WithdrawalDetailField[] {
  switch (form) {
    case 'bank': return ['fullName', 'accountNumber', 'email', 'bankCode', ...(options.netbanking ? ['bankName' as const] : []), 'branch', 'address'];
    case 'upi': return ['upiId'];
    case 'crypto': return ['walletAddress', 'network'];
    default: return [];
  }
}

const OPTIONAL: ReadonlySet<WithdrawalDetailField> = new Set(['branch', 'address']);

/** The wallet address rule is the vocabulary's, like the others (re-exported for the sandbox and tests). */
export { walletAddressValid };

/** The format rule of a field, as a problem keyword. */
const FORMAT_OF: Partial<Record<WithdrawalDetailField, (value: string) => ProblemKeyword | null>> = {
  email: (value) => FORMATS.email(value, new Date()),
  bankCode: (value) => FORMATS.ifsc(value, new Date()),
  upiId: (value) => FORMATS['upi-id'](value, new Date()),
  walletAddress: (value) => FORMATS['wallet-address'](value, new Date()),
};

/** The form's values (the request's details, or the form's own state): anything else is ignored. */
export type WithdrawalDetailValues = { readonly [F in WithdrawalDetailField]?: unknown };

export interface WithdrawalDetailProblem { field: WithdrawalDetailField; keyword: ProblemKeyword }

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * What is wrong with the details for the form, in the form's order: a blank required field is
 * 'required', a filled one that does not fit its format is 'format'. Values are read trimmed. Empty
 * when the details are good. Whether a network is one of the method's is the caller's check (it needs
 * the method's list).
 */
export function withdrawalDetailsProblems(
  form: WithdrawalForm,
  details: WithdrawalDetailValues | null | undefined,
  options: { netbanking?: boolean } = {},
): WithdrawalDetailProblem[] {
  const problems: WithdrawalDetailProblem[] = [];
  for (const field of withdrawalDetailFields(form, options)) {
    const value = text(details?.[field]);
    if (!value) {
      if (!OPTIONAL.has(field)) problems.push({ field, keyword: 'required' });
      continue;
    }
    const keyword = FORMAT_OF[field]?.(value) ?? null;
    if (keyword) problems.push({ field, keyword });
  }
  return problems;
}

/** Every field a method's form may have (the brand's own details are the other names). */
const FORM_FIELDS: ReadonlySet<string> = new Set<WithdrawalDetailField>([
  'fullName', 'accountNumber', 'email', 'bankCode', 'bankName', 'branch', 'address', 'upiId', 'walletAddress', 'network',
]);

/** At most this many details of the brand's own (a bank's swift): the platform's open extension field. */
export const BRAND_DETAILS_MAX = 10;

/**
 * Whether a detail is one of the brand's own: not a field of any method's form, and named as a deposit's details are
 * (src/cashier/depositDetails.ts: letters and digits, nothing like card data). The withdrawal request's schema says
 * the same (schemas/api/withdraw.request #/definitions/details).
 */
export const isBrandDetail = (name: string): boolean => !FORM_FIELDS.has(name) && isDepositDetailName(name);

/**
 * The form's details, trimmed, blank ones left out: what a withdrawal keeps. Fields of another method's form are
 * never kept; the brand's own details (up to BRAND_DETAILS_MAX, each at most DEPOSIT_DETAIL_MAX_LENGTH) are.
 */
export function withdrawalDetailsOfForm(
  form: WithdrawalForm,
  details: WithdrawalDetailValues | Readonly<Record<string, unknown>> | null | undefined,
  options: { netbanking?: boolean } = {},
): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const field of withdrawalDetailFields(form, options)) {
    const value = text((details as WithdrawalDetailValues | null | undefined)?.[field]);
    if (value) kept[field] = value;
  }
  const own = Object.entries((details ?? {}) as Record<string, unknown>).filter(([name]) => isBrandDetail(name));
  for (const [name, raw] of own.slice(0, BRAND_DETAILS_MAX)) {
    const value = text(raw).slice(0, DEPOSIT_DETAIL_MAX_LENGTH);
    if (value) kept[name] = value;
  }
  return kept;
}
