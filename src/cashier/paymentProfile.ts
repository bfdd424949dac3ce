// The deposit's payment-profile step (spec 2.5 Deposit: 'A payment-profile step asks the user to complete
// profile details before some methods.'). The spec names neither the methods nor the details; the rule is
// ours:
// - a method needs a profile when it is a card-form method (isCardForm) or a bank method (the platform's
//   kind 'bank'); a method field requiresProfile (true or false), when present, wins either way;
// - such a method needs firstName, lastName and dateOfBirth, plus address, city and zipCode unless the
//   settings allow deposits without an address (spec 3 feature switch allowDepWithoutAddress);
// - the player lacks a field whose value is not set by spec 3's reading (src/platform/profile.ts: blank,
//   a placeholder address, the 1900-01-01 birth date).
// The step asks for the missing fields only; what the player has is neither shown nor sent again. Pure.
import { profileValueEmpty } from '../platform/profile';

export const PERSONAL_FIELDS = ['firstName', 'lastName', 'dateOfBirth'] as const;
export const ADDRESS_FIELDS = ['address', 'city', 'zipCode'] as const;
export type PaymentProfileField = (typeof PERSONAL_FIELDS)[number] | (typeof ADDRESS_FIELDS)[number];
const PROFILE_FIELDS = [...PERSONAL_FIELDS, ...ADDRESS_FIELDS] as const;

/** What the rule reads of a payment method (spec 3 Payment method, plus the platform's kind and requiresProfile). */
export interface ProfileMethod {
  isCardForm?: unknown;
  kind?: unknown;
  requiresProfile?: unknown;
}

/** True when paying with the method needs the player's profile. */
export function methodNeedsProfile(method: ProfileMethod | null | undefined): boolean {
  if (!method) return false;
  if (typeof method.requiresProfile === 'boolean') return method.requiresProfile;
  return method.isCardForm === true || (typeof method.kind === 'string' && method.kind.trim().toLowerCase() === 'bank');
}

/** The profile fields the method needs (none when it needs no profile), in the form's order. */
export function profileFieldsFor(method: ProfileMethod | null | undefined, settings: { allowDepWithoutAddress?: unknown } | null | undefined): PaymentProfileField[] {
  if (!methodNeedsProfile(method)) return [];
  return settings?.allowDepWithoutAddress === true ? [...PERSONAL_FIELDS] : [...PERSONAL_FIELDS, ...ADDRESS_FIELDS];
}

/** The fields the method needs that the player has not set: the payment-profile step shows when there are any. */
export function missingProfileFields(
  method: ProfileMethod | null | undefined,
  user: Record<string, unknown> | null | undefined,
  settings: { allowDepWithoutAddress?: unknown } | null | undefined,
): PaymentProfileField[] {
  return profileFieldsFor(method, settings).filter((field) => profileValueEmpty(field, user?.[field]));
}

interface FormLike {
  schema: Record<string, unknown>;
  uiSchema?: Record<string, unknown>;
  initial?: Record<string, unknown>;
  lockedWhen?: Record<string, unknown>;
  hiddenWhen?: Record<string, unknown>;
}

/**
 * The payment-profile form document with only the given fields (and the brand's own fields): the schema's properties and required
 * list, the uiSchema's entries and order, the initial values and conditions of the others are left out,
 * so the form neither shows nor sends them.
 */
export function formWithFields<T extends FormLike>(doc: T, fields: readonly string[]): T {
  // A field the brand added that is not a profile field of the rule (a nationality, a consent) is the
  // operator's: it is always asked, beside the missing ones.
  const own = Object.keys((doc.schema as { properties?: Record<string, unknown> }).properties ?? {})
    .filter((key) => !(PROFILE_FIELDS as readonly string[]).includes(key));
  const keep = new Set([...fields, ...own]);
  const pick = <V>(record: Record<string, V> | undefined) =>
    record ? Object.fromEntries(Object.entries(record).filter(([key]) => keep.has(key))) : undefined;
  const schema = doc.schema as { properties?: Record<string, unknown>; required?: unknown };
  const ui = doc.uiSchema ?? {};
  const order = Array.isArray(ui['ui:order']) ? (ui['ui:order'] as string[]).filter((key) => keep.has(key) || key === '*') : undefined;
  const uiSchema = Object.fromEntries(Object.entries(ui).filter(([key]) => key.startsWith('ui:') || keep.has(key)));
  return {
    ...doc,
    schema: {
      ...doc.schema,
      properties: pick(schema.properties) ?? {},
      ...(Array.isArray(schema.required) ? { required: (schema.required as string[]).filter((key) => keep.has(key)) } : {}),
    },
    ...(doc.uiSchema ? { uiSchema: order ? { ...uiSchema, 'ui:order': order } : uiSchema } : {}),
    ...(doc.initial ? { initial: pick(doc.initial) } : {}),
    ...(doc.lockedWhen ? { lockedWhen: pick(doc.lockedWhen) } : {}),
    ...(doc.hiddenWhen ? { hiddenWhen: pick(doc.hiddenWhen) } : {}),
  };
}
