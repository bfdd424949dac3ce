// A field the deposit page declares in its pay form (DepositField in pages/deposit.json): what a method needs
// besides the amount, such as the Skrill account's e-mail (spec 2.5 'A Skrill email step'). The document names
// the field (the deposit body's key), its rule, its starting value and its texts; these are the rule and the
// starting value. Pure.
import { isEmailAddress } from './accountEmail';
import { ENDPOINTS } from '../platform/api/endpoints';

/**
 * The deposit body's keys the pay form sets itself (method, amount, idempotency, bonus, card, network), and details:
 * a field declared with `detail` travels inside it (depositDetails.ts), never as the whole object.
 */
export const DEPOSIT_OWN_KEYS: readonly string[] = ['paymentMethod', 'amount', 'requestId', 'bonusId', 'timeZone', 'cancelActiveBonus', 'cardToken', 'network', 'details'];

/**
 * The keys a declared field may send: the deposit body's others (today accountEmail). gen makes them the enum of
 * DepositField's name (x-enum-from), so brand validate refuses a name the deposit call would not send, or one that
 * would overwrite the amount or the method.
 */
export const DEPOSIT_FIELD_KEYS: readonly string[] = (ENDPOINTS.deposit.body as readonly string[]).filter((key) => !DEPOSIT_OWN_KEYS.includes(key));

/** What the document declares of a field's value. */
export interface DepositFieldRule {
  /** Default true: an empty field is refused. */
  required?: boolean;
  /** 'email': one @, no spaces, a dot in the domain (the same check the sandbox makes, src/cashier/accountEmail.ts). */
  format?: 'email';
  maxLength?: number;
}

export type DepositFieldProblem = 'required' | 'invalid';

/** What is wrong with a typed value (trimmed first), or null. */
export function depositFieldProblem(text: unknown, rule: DepositFieldRule): DepositFieldProblem | null {
  const value = typeof text === 'string' ? text.trim() : '';
  if (value === '') return rule.required === false ? null : 'required';
  if (rule.maxLength !== undefined && value.length > rule.maxLength) return 'invalid';
  if (rule.format === 'email' && !isEmailAddress(value)) return 'invalid';
  return null;
}

/**
 * The field's value: what the player typed once the field was changed (an emptied field stays empty), else the
 * starting value the document declares (the Skrill step: the player's own e-mail).
 */
export const depositFieldValue = (typed: string, touched: boolean, initial: unknown): string =>
  touched ? typed : typeof initial === 'string' ? initial.trim() : '';

/** The problem a platform's refusal names for a field (reason: required or invalid). */
export const refusedFieldProblem = (reason: unknown): DepositFieldProblem => (reason === 'required' ? 'required' : 'invalid');
