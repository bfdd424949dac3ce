// The alternative payment method offered by the failed-deposit dialog (spec 4 Deposit result dialogs):
// 'a card-type method (visa, master, mastercard, card, cards) leads to the card-form method. Any other
// method leads to the method named carouseller, if one exists.' Pressing the button is logged
// (spec 4, spec 7 log-event) as ALTERNATIVE_METHOD_BUTTON.
import type { CashierMethod } from './paymentMethods';

/** spec 4: the card-type method names. */
export const CARD_TYPE_METHODS = ['visa', 'master', 'mastercard', 'card', 'cards'] as const;
/** spec 4: the alternative to any method that is not card-type. */
export const CAROUSELLER = 'carouseller';
/** spec 4 / spec 7: the log-event event of the alternative button. */
export const ALTERNATIVE_METHOD_EVENT = 'ALTERNATIVE_METHOD_BUTTON';

export interface AlternativeCandidate extends CashierMethod {
  isCardForm?: boolean | null;
}

const norm = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');
const isCardTypeName = (value: unknown) => (CARD_TYPE_METHODS as readonly string[]).includes(norm(value));

/**
 * Whether the failed method is card-type. The dialog knows the method by its name (?met= of spec 2.4,
 * or the failedDeposit event); the list also tells its kind (paymentMethod), so a method named, say,
 * "visa_eu" of kind visa counts as a card too.
 */
export function isCardTypeMethod(failed: string, methods: readonly AlternativeCandidate[] = []): boolean {
  if (isCardTypeName(failed)) return true;
  const known = methods.find((method) => norm(method.name) === norm(failed));
  return !!known && isCardTypeName(known.paymentMethod);
}

/**
 * The method to suggest after a failed deposit with `failed`, among the methods the player can use (the
 * visible list, best first, so the first card-form method is the preferred one), or null when there is
 * none. The failed method itself is never suggested: offering the method that has just failed is no
 * alternative (the sandbox's visa is itself a card-form method).
 */
export function alternativeMethod<T extends AlternativeCandidate>(failed: string | null | undefined, methods: readonly T[]): T | null {
  if (typeof failed !== 'string' || failed.trim() === '') return null;
  const others = methods.filter((method) => norm(method.name) !== norm(failed) && method.isActive !== false);
  if (isCardTypeMethod(failed, methods)) return others.find((method) => method.isCardForm === true) ?? null;
  return others.find((method) => norm(method.name) === CAROUSELLER) ?? null;
}
