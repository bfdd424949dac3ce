// A form field its submit would drop or the platform would refuse (operator trial, issue 26 item 2: a required
// "heardFrom" showed, was filled, and never reached the platform, because the sign-up action sends only the
// spec's payload fields). Where the platform's contract fixes the request a form's data becomes, every field of
// the form is one of that request's, or is marked "x-formOnly" (read by the form only, as a consent box is):
// - a form with the signUp action: the sign-up payload (spec 3);
// - a form a WithdrawForm node shows: the withdrawal's details (schemas/api/withdraw.request), where the
//   amount travels apart and every text field is sent as a detail (src/cashier/withdrawal.ts
//   withdrawalDetailsOf). Its details are the platform's open extension field: besides the methods' form fields,
//   a text field of the brand's own travels there (a bank's swift) when its name is one a detail may have (no card
//   data), it holds at most 255 characters (maxLength), and the form has at most 10 such fields.
// The sign-up payload has no open field (spec 3), so a sign-up field the call does not name cannot travel at all.
import type { RawProblem } from './messages.ts';
import { isPlainObject } from '../lib/json.ts';
import { joinPointer } from './pointer.ts';
import { listNames } from './suggest.ts';
import { BRAND_DETAILS_MAX, isBrandDetail } from '../cashier/withdrawalDetails.ts';
import { DEPOSIT_DETAIL_MAX_LENGTH } from '../cashier/depositDetails.ts';
import signUpPayload from '../../schemas/api/sign-up-payload.schema.json' with { type: 'json' };
import withdrawRequest from '../../schemas/api/withdraw.request.schema.json' with { type: 'json' };
import withdrawForm from '../widgets/WithdrawForm/props.schema.json' with { type: 'json' };

/** Submit actions whose request body is the form's data, filtered to the fields of their schema. */
const SUBMIT_PAYLOADS: Record<string, { call: string; fields: string[] }> = {
  signUp: { call: 'the sign-up call (spec 3 Sign-up payload, schemas/api/sign-up-payload.schema.json)', fields: Object.keys(signUpPayload.properties) },
};

const WITHDRAWAL = {
  call: 'the withdrawal\'s details (schemas/api/withdraw.request.schema.json #/definitions/details)',
  fields: ['amount', ...Object.keys(withdrawRequest.definitions.details.properties)],
};

/** The form documents WithdrawForm nodes show: their "forms" props, and the defaults of the kinds they leave out. */
export function withdrawalFormNames(documents: Record<string, { data: unknown }>): Set<string> {
  const names = new Set<string>();
  const kinds = withdrawForm.properties.forms.properties;
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!isPlainObject(value)) return;
    if (value.type === 'WithdrawForm') {
      const forms = isPlainObject(value.props) && isPlainObject(value.props.forms) ? value.props.forms : {};
      for (const [kind, schema] of Object.entries(kinds)) {
        if (kind === 'byMethod') continue;
        const name = forms[kind] ?? ('default' in schema ? schema.default : undefined);
        if (typeof name === 'string') names.add(name);
      }
      if (isPlainObject(forms.byMethod)) for (const name of Object.values(forms.byMethod)) if (typeof name === 'string') names.add(name);
    }
    Object.values(value).forEach(visit);
  };
  for (const [path, doc] of Object.entries(documents)) if (!path.startsWith('texts/')) visit(doc.data);
  return names;
}

/** Why a withdrawal form's text field cannot travel as one of the brand's own details, or null when it can. */
function brandDetailRefusal(name: string, field: Record<string, unknown>, count: number): { why: string; at: 'key' | 'value' } | null {
  if (!isBrandDetail(name)) return { at: 'key', why: `but a detail is named with letters and digits (starting lower-case, at most 32) and never like card data (card, cvv, pan, expiry ...), so the platform would refuse the withdrawal. Rename it, or use one of ${listNames(WITHDRAWAL.fields, 20)}` };
  if (typeof field.maxLength !== 'number' || field.maxLength > DEPOSIT_DETAIL_MAX_LENGTH) return { at: 'key', why: `which holds at most ${DEPOSIT_DETAIL_MAX_LENGTH} characters: give the field a "maxLength" of at most ${DEPOSIT_DETAIL_MAX_LENGTH}, or the platform refuses a longer answer` };
  if (count > BRAND_DETAILS_MAX) return { at: 'key', why: `but a withdrawal takes at most ${BRAND_DETAILS_MAX} of those, and this is number ${count}` };
  return null;
}

const isText = (field: unknown) => isPlainObject(field) && (field.type === undefined || [field.type].flat().includes('string'));

export function checkFormPayload(form: unknown, shownByWithdrawForm = false): RawProblem[] {
  if (!isPlainObject(form) || !isPlainObject(form.schema) || !isPlainObject(form.schema.properties)) return [];
  const payloads = (Array.isArray(form.submit) ? form.submit : []).flatMap((action) =>
    isPlainObject(action) && typeof action.action === 'string' && Object.hasOwn(SUBMIT_PAYLOADS, action.action) ? [SUBMIT_PAYLOADS[action.action]] : []);
  if (shownByWithdrawForm) payloads.push(WITHDRAWAL);
  const problems: RawProblem[] = [];
  for (const payload of payloads) {
    let brandDetails = 0;
    for (const [name, field] of Object.entries(form.schema.properties)) {
      if (payload.fields.includes(name)) continue;
      const pointer = joinPointer('/schema/properties', name);
      if (payload === WITHDRAWAL && isText(field) && isPlainObject(field)) {
        const refusal = brandDetailRefusal(name, field, ++brandDetails);
        if (refusal) problems.push({ pointer, at: refusal.at, message: `"${name}" travels in ${payload.call} as a detail of the brand's own, ${refusal.why}` });
      } else if (!(isPlainObject(field) && field['x-formOnly'] === true)) {
        problems.push({ pointer, at: 'key', message: `"${name}" is not a field of ${payload.call}, so the platform never gets it. Use one of its fields, or mark it "x-formOnly": true if only the form needs it` });
      }
    }
  }
  return problems;
}
