// Request bodies are checked with the same precompiled validators the front end's types come from
// (schemas/api), so a payload the front end's types allow is what the sandbox accepts, and an
// integrator reading an error learns which field of the schema was wrong.
import { validators } from '../../src/generated/validators.js';
import { badRequest } from './errors';

type SchemaKey = keyof typeof validators;

interface AjvError { instancePath?: string; keyword?: string; message?: string; params?: Record<string, unknown>; propertyName?: string }

function describe(error: AjvError): { field: string; message: string } {
  const path = (error.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  if (error.keyword === 'required') {
    const field = [path, String(error.params?.missingProperty ?? '')].filter(Boolean).join('.');
    return { field, message: `${field} is required` };
  }
  // A name a propertyNames rule refuses (a withdrawal's or deposit's detail named like card data): named like an unknown field.
  if (typeof error.propertyName === 'string') {
    const field = [path, error.propertyName].filter(Boolean).join('.');
    return { field, message: `${field} is not a field of this call` };
  }
  if (error.keyword === 'additionalProperties') {
    const field = [path, String(error.params?.additionalProperty ?? '')].filter(Boolean).join('.');
    return { field, message: `${field} is not a field of this call` };
  }
  const field = path || 'body';
  return { field, message: `${field} ${error.message ?? 'is invalid'}` };
}

/** Returns the body typed by its schema, or throws 400 naming the first wrong field. */
export function validateBody<T>(key: SchemaKey, body: unknown): T {
  const validate = validators[key] as ((data: unknown) => boolean) & { errors?: AjvError[] | null };
  const value = body ?? {};
  if (!validate(value)) {
    const first = describe(validate.errors?.[0] ?? {});
    throw badRequest(first.message, first.field);
  }
  return value as T;
}

/** How deep a request body may nest: the API's own bodies need 3 levels; a guard against 100,000. */
export const MAX_BODY_DEPTH = 16;

/** The nesting depth of a parsed JSON value, measured without recursion (a deep body cannot overflow it). */
export function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (!node || typeof node !== 'object') continue;
    if (depth > deepest) deepest = depth;
    if (deepest > MAX_BODY_DEPTH) return deepest;
    for (const child of Object.values(node as Record<string, unknown>)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** Refuses a body nested deeper than MAX_BODY_DEPTH (400), before any handler serialises or walks it. */
export function checkBodyDepth(body: unknown): void {
  if (depthOf(body) > MAX_BODY_DEPTH) throw badRequest(`The request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels)`, 'body');
}

/** A JSON value's size when stored, refused above `max` characters (400 naming the field). */
export function storedJson(value: unknown, field: string, max: number): string {
  checkBodyDepth(value);
  const json = JSON.stringify(value);
  if (json.length > max) throw badRequest(`${field} is too large (at most ${max} characters as JSON)`, field);
  return json;
}
