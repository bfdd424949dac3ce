// A form field its submit call would drop (operator trial, issue 26 item 2: a required "heardFrom" showed, was
// filled, and never reached the platform, because the sign-up action sends only the spec's payload fields). For a
// submit action whose request the platform's contract fixes, every field of the form is one of that request's, or
// is marked "x-formOnly" (read by the form only, as a consent box is).
import type { RawProblem } from './messages.ts';
import { isPlainObject } from '../lib/json.ts';
import { joinPointer } from './pointer.ts';
import signUpPayload from '../../schemas/api/sign-up-payload.schema.json' with { type: 'json' };

/** Submit actions whose request body is the form's data, filtered to the fields of their schema. */
const SUBMIT_PAYLOADS: Record<string, { call: string; fields: string[] }> = {
  signUp: { call: 'the sign-up call (spec 3 Sign-up payload, schemas/api/sign-up-payload.schema.json)', fields: Object.keys(signUpPayload.properties) },
};

export function checkFormPayload(form: unknown): RawProblem[] {
  if (!isPlainObject(form) || !Array.isArray(form.submit) || !isPlainObject(form.schema) || !isPlainObject(form.schema.properties)) return [];
  const problems: RawProblem[] = [];
  for (const action of form.submit) {
    const payload = isPlainObject(action) && typeof action.action === 'string' ? SUBMIT_PAYLOADS[action.action] : undefined;
    if (!payload) continue;
    for (const [name, field] of Object.entries(form.schema.properties)) {
      if (payload.fields.includes(name) || (isPlainObject(field) && field['x-formOnly'] === true)) continue;
      problems.push({
        pointer: joinPointer('/schema/properties', name),
        at: 'key',
        message: `"${name}" is not a field of ${payload.call}, so the platform never gets it. Use one of its fields, or mark it "x-formOnly": true if only the form needs it`,
      });
    }
  }
  return problems;
}
