// A form's uiSchema "ui:order" must name every field of the object it orders, or hold "*" for the rest
// (src/forms/formOrder.ts says why). Names that are not fields are check-references.ts's; this is the other half.
import type { RawProblem } from './messages.ts';
import { isPlainObject } from '../lib/json.ts';
import { joinPointer } from './pointer.ts';
import { orderGaps } from '../forms/formOrder.ts';

/** The problems of one form document's orders: the top level and each object field's own. */
export function checkFormOrder(form: unknown): RawProblem[] {
  if (!isPlainObject(form)) return [];
  return orderGaps(form.schema, form.uiSchema).map(({ path, missing }) => ({
    pointer: joinPointer('/uiSchema', ...path, 'ui:order'),
    message: `${path.length ? `Field "${path[path.length - 1]}"'s` : 'The form\'s'} ui:order leaves out ${missing.map((f) => `"${f}"`).join(', ')}: the form cannot render an order that misses a field. Add ${missing.length === 1 ? 'it' : 'them'}, or "*" for every field not listed`,
  }));
}
