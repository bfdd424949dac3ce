// The payment method restriction rule (spec 6 "Payment method restriction. Restricted per country,
// currency, email allow-list and tag"; spec 3 Payment method restriction fields; spec 7 get-payments
// "Filtered by country, currency, email and tags"). Pure and dependency-free, so the sandbox's
// get-payments (server/sandbox/routes/admin.ts imports it from here) and the front end's cashier apply
// the very same rule; spec 9's display order (sortPriority descending) is here too, for the same reason.
//
// Reading of the fields (the spec names them, not their semantics, so this reading is our contract):
// - A list that is null, absent or empty is "not set" and restricts nothing.
// - allowedCountries / allowedCurrencies: the player's country / currency must be listed. When the
//   country or currency is unknown, an allow-list cannot be satisfied, so the method is left out.
// - restrictedCountries / restrictedCurrencies: the player's country / currency must not be listed.
// - allowEmails: the player's e-mail (case-insensitive) must be listed.
// - allowTags, also spelled allowedTags (both are read, and their union counts): the player needs at
//   least one listed tag.
// - tagRestrictedCountries: countries where the method is closed, by tag. Keys other than matched,
//   unmatched and default name a tag: its countries apply to players with that tag. "matched" applies
//   to players having a listed tag (one of allowTags/allowedTags or of the per-tag keys), "unmatched"
//   to players having none; "default" applies when no per-tag key named one of the player's tags.
// - Codes and tags compare case-insensitively. hidden and isActive are not restrictions: the front end
//   handles them (spec 4 Payment method selection), so they pass through.

export interface RestrictableMethod {
  allowedCountries?: readonly string[] | null;
  restrictedCountries?: readonly string[] | null;
  tagRestrictedCountries?: { [key: string]: readonly string[] | null | undefined } | null;
  allowedCurrencies?: readonly string[] | null;
  restrictedCurrencies?: readonly string[] | null;
  allowEmails?: readonly string[] | null;
  allowTags?: readonly string[] | null;
  allowedTags?: readonly string[] | null;
  sortPriority?: number | null;
}

/** What the rule knows about the player; a guest has no e-mail and no tags. */
export interface PaymentPlayer {
  countryCode?: string | null;
  currencyCode?: string | null;
  email?: string | null;
  tags?: readonly string[] | null;
}

export type RestrictionReason =
  | 'allowedCountries' | 'restrictedCountries' | 'tagRestrictedCountries'
  | 'allowedCurrencies' | 'restrictedCurrencies' | 'allowEmails' | 'allowTags';

const TAG_RULE_KEYS = new Set(['matched', 'unmatched', 'default']);

const norm = (value: string) => value.trim().toLowerCase();
/** A set of the list's values, or null when the list is not set. */
function listOf(...lists: Array<readonly string[] | null | undefined>): Set<string> | null {
  const values = lists.flatMap((list) => (Array.isArray(list) ? list : [])).map(norm).filter(Boolean);
  return values.length ? new Set(values) : null;
}
const known = (value: string | null | undefined): string | null => (typeof value === 'string' && value.trim() ? norm(value) : null);

/** The countries tagRestrictedCountries closes for a player with these tags. */
export function tagRestrictedCountriesFor(method: RestrictableMethod, tags: readonly string[] | null | undefined): string[] {
  const rules = method.tagRestrictedCountries;
  if (!rules || typeof rules !== 'object') return [];
  const playerTags = listOf(tags) ?? new Set<string>();
  const perTagKeys = Object.keys(rules).filter((key) => !TAG_RULE_KEYS.has(key));
  const listed = listOf(method.allowTags, method.allowedTags, perTagKeys) ?? new Set<string>();
  const hasListedTag = [...playerTags].some((tag) => listed.has(tag));

  const closed: Array<readonly string[] | null | undefined> = [hasListedTag ? rules.matched : rules.unmatched];
  const applying = perTagKeys.filter((key) => playerTags.has(norm(key)));
  if (applying.length) for (const key of applying) closed.push(rules[key]);
  else closed.push(rules.default);
  return [...(listOf(...closed) ?? [])].map((code) => code.toUpperCase());
}

/** Why the method is closed to the player, or null when it is open. */
export function paymentRestriction(method: RestrictableMethod, player: PaymentPlayer): RestrictionReason | null {
  const country = known(player.countryCode);
  const currency = known(player.currencyCode);
  const email = known(player.email);

  const allowedCountries = listOf(method.allowedCountries);
  if (allowedCountries && (!country || !allowedCountries.has(country))) return 'allowedCountries';
  if (country && listOf(method.restrictedCountries)?.has(country)) return 'restrictedCountries';
  if (country && tagRestrictedCountriesFor(method, player.tags).some((code) => norm(code) === country)) return 'tagRestrictedCountries';

  const allowedCurrencies = listOf(method.allowedCurrencies);
  if (allowedCurrencies && (!currency || !allowedCurrencies.has(currency))) return 'allowedCurrencies';
  if (currency && listOf(method.restrictedCurrencies)?.has(currency)) return 'restrictedCurrencies';

  const allowEmails = listOf(method.allowEmails);
  if (allowEmails && (!email || !allowEmails.has(email))) return 'allowEmails';

  const allowTags = listOf(method.allowTags, method.allowedTags);
  if (allowTags && !(listOf(player.tags) && [...listOf(player.tags)!].some((tag) => allowTags.has(tag)))) return 'allowTags';

  return null;
}

export const isPaymentMethodAllowed = (method: RestrictableMethod, player: PaymentPlayer): boolean =>
  paymentRestriction(method, player) === null;

/** The methods open to the player, in their given order. */
export function filterPaymentMethods<T extends RestrictableMethod>(methods: readonly T[], player: PaymentPlayer): T[] {
  return methods.filter((method) => isPaymentMethodAllowed(method, player));
}

/** spec 9 Interface: methods are sorted by sortPriority descending; equal (or missing) priorities keep their order. */
export function sortBySortPriority<T extends RestrictableMethod>(methods: readonly T[]): T[] {
  return methods
    .map((method, index) => ({ method, index }))
    .sort((a, b) => (b.method.sortPriority ?? 0) - (a.method.sortPriority ?? 0) || a.index - b.index)
    .map(({ method }) => method);
}
