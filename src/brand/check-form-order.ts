// A form's uiSchema "ui:order" must name every field of the object it orders, or hold "*" for the rest: rjsf
// refuses to render an order that leaves a field out (operator trial: players saw rjsf's raw error and the whole
// form schema). Names that are not fields are check-references.ts's; this is the other half.
import type { RawProblem } from './messages.ts';
import { isPlainObject } from '../lib/json.ts';
import { joinPointer } from './pointer.ts';

/** The problems of one form document's orders: the top level and each object field's own. */
export function checkFormOrder(form: unknown): RawProblem[] {
  if (!isPlainObject(form)) return [];
  const problems: RawProblem[] = [];
  const walk = (schema: unknown, ui: unknown, uiPointer: string, field?: string): void => {
    const subject = field ? `Field "${field}"'s` : 'The form\'s';
    if (!isPlainObject(schema) || !isPlainObject(schema.properties) || !isPlainObject(ui)) return;
    const order = ui['ui:order'];
    const fields = Object.keys(schema.properties);
    if (Array.isArray(order) && !order.includes('*')) {
      const missing = fields.filter((field) => !order.includes(field));
      if (missing.length) {
        problems.push({
          pointer: joinPointer(uiPointer, 'ui:order'),
          message: `${subject} ui:order leaves out ${missing.map((f) => `"${f}"`).join(', ')}: the form cannot render an order that misses a field. Add ${missing.length === 1 ? 'it' : 'them'}, or "*" for every field not listed`,
        });
      }
    }
    for (const name of fields) walk(schema.properties[name], ui[name], joinPointer(uiPointer, name), name);
  };
  walk(form.schema, form.uiSchema, '/uiSchema');
  return problems;
}
