// Request bodies are checked with the same precompiled validators the front end's types come from
// (schemas/api), so a payload the front end's types allow is what the sandbox accepts, and an
// integrator reading an error learns which field of the schema was wrong.
import { validators } from '../../src/generated/validators.js';
import { badRequest } from './errors';

type SchemaKey = keyof typeof validators;

interface AjvError { instancePath?: string; keyword?: string; message?: string; params?: Record<string, unknown> }

function describe(error: AjvError): { field: string; message: string } {
  const path = (error.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  if (error.keyword === 'required') {
    const field = [path, String(error.params?.missingProperty ?? '')].filter(Boolean).join('.');
    return { field, message: `${field} is required` };
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
