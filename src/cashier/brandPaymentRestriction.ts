// The brand's payment method restriction and order (issue 26 item 5), on top of the platform's (spec 6 "Payment
// method restriction. Restricted per country ..."; spec 9 Interface "sorted by sortPriority descending"). Pure.
//
// It lives in the brand's settings.json as `paymentMethods` (schemas/settings.schema.json), a setting the brand owns
// (src/platform/settings.ts BRAND_OWNED_SETTINGS), rather than in the props of the PaymentMethods node, because:
// - the list is chosen by the Deposit and Withdraw nodes (usePaymentMethods), not by the PaymentMethods node that
//   draws it: ?activeMethod's preselection, the method count in the scope and the failed dialog's alternative method
//   must all leave out a method the brand hides, so the rule has to be known where the list is made;
// - one place for the deposit page, the withdrawal page and the result dialogs: a method hidden in a country is
//   hidden on all of them, and an operator changes it once;
// - keyed by method name, so a child brand merge-patches one method's countries without copying a list.
//
// A brand can only take methods away: the platform's rule (paymentRestriction.ts) has already run, and this one
// uses the same reading of a country list (a list that is absent or empty restricts nothing; an allow-list is not
// met by an unknown country), applied to the same country, the player's (what get-payments is asked with).
import { paymentRestriction, sortBySortPriority, type PaymentPlayer, type RestrictableMethod } from './paymentRestriction';

/** One method's countries in the brand's settings: the platform's field names, the same meaning. */
export interface BrandMethodRestriction {
  /** Shown only to players of these countries (ISO 3166-1 alpha-2). */
  allowedCountries?: readonly string[] | null;
  /** Hidden from players of these countries. */
  restrictedCountries?: readonly string[] | null;
}

/** settings.json `paymentMethods`. */
export interface BrandPaymentMethods {
  /** Method names shown first, in this order; the others follow by sortPriority descending (spec 9). */
  order?: readonly string[] | null;
  /** By method name (its name or paymentMethod, any case). */
  restrictions?: { readonly [name: string]: BrandMethodRestriction | null | undefined } | null;
}

export interface NamedMethod extends RestrictableMethod {
  name?: string | null;
  paymentMethod?: string | null;
}

const norm = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');
const namesOf = (method: NamedMethod) => [norm(method.name), norm(method.paymentMethod)].filter(Boolean);

/** The brand's entry for a method: by its name, else by its paymentMethod. */
function restrictionOf(method: NamedMethod, brand: BrandPaymentMethods | null | undefined): BrandMethodRestriction | null {
  const entries = Object.entries(brand?.restrictions ?? {});
  for (const name of namesOf(method)) {
    const found = entries.find(([key]) => norm(key) === name);
    if (found && found[1]) return found[1];
  }
  return null;
}

/** Why the brand hides the method from the player ('allowedCountries' or 'restrictedCountries'), or null. */
export function brandPaymentRestriction(method: NamedMethod, brand: BrandPaymentMethods | null | undefined, player: PaymentPlayer): 'allowedCountries' | 'restrictedCountries' | null {
  const own = restrictionOf(method, brand);
  if (!own) return null;
  // The platform's own rule, given only the brand's country lists: one reading of a country list for both.
  const reason = paymentRestriction({ allowedCountries: own.allowedCountries, restrictedCountries: own.restrictedCountries }, { countryCode: player.countryCode });
  return reason === 'allowedCountries' || reason === 'restrictedCountries' ? reason : null;
}

/**
 * The brand's order: the methods it names first, in its order, then the rest by sortPriority descending (spec 9),
 * equal priorities keeping their order.
 */
export function brandPaymentOrder<T extends NamedMethod>(methods: readonly T[], brand: BrandPaymentMethods | null | undefined): T[] {
  const order = (brand?.order ?? []).map(norm);
  const rank = (method: T) => {
    const at = Math.min(...namesOf(method).map((name) => order.indexOf(name)).filter((i) => i >= 0));
    return Number.isFinite(at) ? at : order.length;
  };
  return sortBySortPriority(methods)
    .map((method, index) => ({ method, index, rank: rank(method) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ method }) => method);
}

/** The methods the brand lets the player see (of those the platform already let through), in the brand's order. */
export function brandPaymentMethods<T extends NamedMethod>(methods: readonly T[], brand: BrandPaymentMethods | null | undefined, player: PaymentPlayer): T[] {
  return brandPaymentOrder(methods.filter((method) => brandPaymentRestriction(method, brand, player) === null), brand);
}
