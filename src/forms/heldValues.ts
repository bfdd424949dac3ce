// The project's rule for a server-rendered form (issue 24): what a player typed before the app hydrated the page
// is kept. The held values (src/ssr/heldInput.ts) are the form's controls as the browser had them, by element id;
// this turns them into the form's data, as the theme's widgets would have reported them (src/forms/theme).
import { asNumber, enumOptionsValueForIndex, optionsList, type RJSFSchema, type UiSchema } from '@rjsf/utils';

type Held = Record<string, string | boolean>;

/**
 * The form data held values stand for. A top-level field's control is `<idPrefix>_<field>` (rjsf's ids); a select's
 * value is the index of its option (SelectWidget), a checkbox's its checked state, a number field's its text; an
 * emptied field is no value. Fields nothing was held for are left out, so the rest of the form's data stays.
 */
export function heldFormData(held: Held, schema: RJSFSchema, uiSchema: UiSchema, idPrefix: string): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [field, fieldSchema] of Object.entries(schema.properties ?? {})) {
    const id = `${idPrefix}_${field}`;
    if (!Object.hasOwn(held, id) || typeof fieldSchema !== 'object') continue;
    const value = held[id];
    const options = fieldSchema.type === 'boolean' ? undefined : optionsList(fieldSchema, uiSchema[field] as UiSchema | undefined);
    if (fieldSchema.type === 'boolean') {
      if (typeof value === 'boolean') data[field] = value;
    } else if (typeof value !== 'string') {
      continue;
    } else if (options?.length) {
      data[field] = enumOptionsValueForIndex(value, options, undefined);
    } else if (fieldSchema.type === 'number' || fieldSchema.type === 'integer') {
      data[field] = asNumber(value);
    } else {
      data[field] = value === '' ? undefined : value;
    }
  }
  return data;
}
