// Query parameters arrive as strings; these read them with the rule of each call and answer 400 naming
// the parameter when one is wrong (spec 8: bad input names its field).
import { badRequest } from './errors';

export type Query = Record<string, string | string[] | undefined>;

export function text(query: Query, name: string): string | undefined {
  const value = query[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first === '' || first === 'null' || first === 'undefined' ? undefined : first;
}

export function integer(query: Query, name: string, options: { min?: number; max?: number; fallback?: number } = {}): number | undefined {
  const raw = text(query, name);
  if (raw === undefined) return options.fallback;
  if (!/^-?\d+$/.test(raw)) throw badRequest(`${name} must be an integer`, name);
  const value = Number(raw);
  if (!Number.isSafeInteger(value)) throw badRequest(`${name} is too large`, name);
  if (options.min !== undefined && value < options.min) throw badRequest(`${name} must be at least ${options.min}`, name);
  if (options.max !== undefined && value > options.max) throw badRequest(`${name} must be at most ${options.max}`, name);
  return value;
}

export function bool(query: Query, name: string): boolean | undefined {
  const raw = text(query, name);
  if (raw === undefined) return undefined;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw badRequest(`${name} must be true or false`, name);
}

export function oneOf<T extends string>(query: Query, name: string, values: readonly T[]): T | undefined {
  const raw = text(query, name);
  if (raw === undefined) return undefined;
  if (!(values as readonly string[]).includes(raw)) throw badRequest(`${name} must be one of ${values.join(', ')}`, name);
  return raw as T;
}

/** The last page a list call serves: far beyond any catalogue, and an offset SQLite takes. */
export const MAX_PAGE_NO = 1_000_000;

/** Paging of list calls: pageNo counts from 1; the page size defaults to 24 (spec 7 get-all-bonus). */
export function paging(query: Query, defaultLimit = 24): { limit: number; pageNo: number; offset: number } {
  const limit = integer(query, 'limit', { min: 1, max: 1000, fallback: defaultLimit })!;
  const pageNo = integer(query, 'pageNo', { min: 1, max: MAX_PAGE_NO, fallback: 1 })!;
  return { limit, pageNo, offset: (pageNo - 1) * limit };
}
