// A uiSchema "ui:order" must name every field of the object it orders, or hold "*" for the rest: rjsf cannot
// render an order that leaves a field out, and shows its raw error with the whole form schema instead (operator
// trial, issue 26 item 4). `brand validate` refuses such a form (src/brand/check-form-order.ts); the form view
// shows the form's failure text in its place if one ever reaches a player.
import { isPlainObject } from '../lib/json';

/** Where an order leaves fields out: the field path of the object ([] for the form itself) and the fields. */
export interface OrderGap { path: string[]; missing: string[] }

/** The gaps of a form's orders: the top level and each object field's own. */
export function orderGaps(schema: unknown, uiSchema: unknown, path: string[] = []): OrderGap[] {
  if (!isPlainObject(schema) || !isPlainObject(schema.properties) || !isPlainObject(uiSchema)) return [];
  const gaps: OrderGap[] = [];
  const order = uiSchema['ui:order'];
  const fields = Object.keys(schema.properties);
  if (Array.isArray(order) && !order.includes('*')) {
    const missing = fields.filter((field) => !order.includes(field));
    if (missing.length) gaps.push({ path, missing });
  }
  for (const name of fields) gaps.push(...orderGaps(schema.properties[name], uiSchema[name], [...path, name]));
  return gaps;
}
