// Which payment methods a player sees and which one is selected (spec 4 Payment method selection,
// spec 9 Interface, spec 2.1 "/deposit (the query parameter activeMethod preselects the payment method)").
// The restriction rule itself (spec 6) is paymentRestriction.ts, shared with the sandbox; this module adds
// what only the front end decides: hidden methods, the selection, the order and the layout.
import { filterPaymentMethods, type PaymentPlayer, type RestrictableMethod } from './paymentRestriction';
import { brandPaymentMethods, type BrandPaymentMethods } from './brandPaymentRestriction';

/** The fields of a payment method (spec 3) these rules read; the generated PaymentMethod fits it. */
export interface CashierMethod extends RestrictableMethod {
  id: string | number;
  name?: string;
  paymentMethod?: string | null;
  hidden?: boolean | null;
  isActive?: boolean | null;
  withdrawalExist?: boolean | null;
}

/** The deposit page lists methods to pay in; the withdrawal page methods to be paid out by. */
export type CashierPurpose = 'deposit' | 'withdrawal';

/**
 * spec 4: 'A hidden method stays hidden unless it is a withdrawal method.' For a deposit, hidden means
 * hidden. For a withdrawal, the list is the methods that can pay out (withdrawalExist), hidden or not:
 * that is the one case the spec lets a hidden method show.
 */
export function isShownFor(method: CashierMethod, purpose: CashierPurpose): boolean {
  return purpose === 'withdrawal' ? method.withdrawalExist === true : method.hidden !== true;
}

/**
 * A method the player may pick: shown for the purpose and not switched off by the platform (isActive
 * false). The spec does not say to hide inactive methods, so they stay in the list, but a selection of
 * one is reset like a hidden one (the sandbox seeds one for exactly this).
 */
export function isSelectable(method: CashierMethod, purpose: CashierPurpose): boolean {
  return isShownFor(method, purpose) && method.isActive !== false;
}

/**
 * The methods the player sees, best first: open to the player (spec 6, the same rule get-payments applies,
 * applied again because a real platform may answer with more than the player may use), shown for the
 * purpose (spec 4), not hidden by the brand for the player's country, the brand's order first, then sorted by
 * sortPriority descending (spec 9; brandPaymentRestriction.ts).
 */
export function visiblePaymentMethods<T extends CashierMethod>(methods: readonly T[], player: PaymentPlayer, purpose: CashierPurpose = 'deposit', brand?: BrandPaymentMethods | null): T[] {
  return brandPaymentMethods(filterPaymentMethods(methods, player).filter((method) => isShownFor(method, purpose)), brand, player);
}

/** spec 9 Interface: 'under 5 visible methods are shown full width'. */
export const FULL_WIDTH_BELOW = 5;
export const isFullWidthLayout = (visibleCount: number): boolean => visibleCount < FULL_WIDTH_BELOW;

/** The value of ?activeMethod for a method: its name (as in ?activeMethod=upi), else its id. */
export const activeMethodParam = (method: CashierMethod): string => (method.name ? method.name : String(method.id));

const norm = (value: string) => value.trim().toLowerCase();

/** The first non-empty string of a query value (a repeated parameter arrives as a list). */
function queryText(value: unknown): string | null {
  const first = Array.isArray(value) ? value.find((item) => typeof item === 'string' && item.trim() !== '') : value;
  return typeof first === 'string' && first.trim() !== '' ? first : null;
}

/**
 * The method ?activeMethod names (spec 2.1), looked up by name, then payment method kind, then id, without
 * regard to case. Only a selectable method of the list can be preselected: an unknown, hidden or inactive
 * one, or a value that is not a string at all, preselects nothing (spec 4 'Selecting a hidden active method
 * is reset'), so a stale or hand-edited link never breaks the page.
 */
export function activeMethodFromQuery<T extends CashierMethod>(value: unknown, methods: readonly T[], purpose: CashierPurpose = 'deposit'): T | null {
  const wanted = queryText(value);
  if (wanted === null) return null;
  const key = norm(wanted);
  const candidates = methods.filter((method) => isSelectable(method, purpose));
  return candidates.find((method) => typeof method.name === 'string' && norm(method.name) === key)
    ?? candidates.find((method) => typeof method.paymentMethod === 'string' && norm(method.paymentMethod) === key)
    ?? candidates.find((method) => norm(String(method.id)) === key)
    ?? null;
}

/**
 * spec 4: 'Selecting a hidden active method is reset.' The current selection survives only while it is
 * still a selectable method of the list (the list changes when the country, currency or user changes);
 * otherwise the selection becomes none. Compared by id, since a refetch gives new objects.
 */
export function keepSelection<T extends CashierMethod>(selected: CashierMethod | null | undefined, methods: readonly T[], purpose: CashierPurpose = 'deposit'): T | null {
  if (!selected) return null;
  const current = methods.find((method) => String(method.id) === String(selected.id));
  return current && isSelectable(current, purpose) ? current : null;
}

/**
 * What kind of payment a method is, so a deposit document can show a step for one kind only (the card
 * fields for card-form methods, the network for crypto): spec 2.5 Deposit names card-form methods, UPI
 * (a QR), crypto (a network and an address) and bank methods; any other method is an e-wallet.
 */
export type DepositMethodKind = 'card' | 'crypto' | 'upi' | 'bank' | 'ewallet';

export function depositMethodKind(method: { name?: unknown; isCardForm?: unknown; isCrypto?: unknown; kind?: unknown } | null | undefined): DepositMethodKind | null {
  if (!method) return null;
  const kind = typeof method.kind === 'string' ? method.kind.trim().toLowerCase() : '';
  if (method.isCardForm === true || kind === 'card') return 'card';
  if (method.isCrypto === true || kind === 'crypto') return 'crypto';
  if (kind === 'upi' || method.name === 'upi') return 'upi';
  if (kind === 'bank' || method.name === 'netbanking') return 'bank';
  return 'ewallet';
}
