// Named value rules a form document can declare ("values": "profile"): the domain's rule for what the form
// starts with, what it sends, and values its expressions read (its lock conditions among them). The form
// engine (FormView) applies them, so a form of the spec with such rules stays a document: no widget of its
// own, and an operator still writes the fields, the lock expressions and the submit actions.
import { profileLocks, type ProfileLockState } from '../account/profileLocks';
import { profileFormValues, profileUpdateValues } from '../account/profileValues';
import type { Scope } from '../renderer/scope';

type Values = Record<string, unknown>;

export interface FormValueRules {
  /** Values added to the scope of the form's expressions (lockedWhen, hiddenWhen, initial, submit), by root name. */
  scope(scope: Scope): Partial<Scope>;
  /** The starting values, from the document's initial values (evaluated). */
  initial(values: Values, context: { today: Date }): Values;
  /** What the submit actions get as the form's data. */
  outgoing(values: Values, context: { fields: readonly string[]; locked: readonly string[] }): Values;
}

/**
 * spec 5 Profile form: `profile.locks.<field>` is the lock rule the platform enforces (src/account/
 * profileLocks.ts) for the signed-in player, so the form's lockedWhen reads the same rule as the server;
 * src/account/profileValues.ts gives the pre-fill and what is sent.
 */
const profile: FormValueRules = {
  scope: (scope) => ({ profile: { locks: profileLocks((scope.user ?? {}) as ProfileLockState) } }),
  initial: (values, { today }) => profileFormValues(values, today),
  outgoing: (values, context) => profileUpdateValues(values, context),
};

/** The rules by the name a form document gives (schemas/form.schema.json "values"). */
export const FORM_VALUE_RULES: Readonly<Record<string, FormValueRules>> = { profile };
