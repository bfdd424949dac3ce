// Turns ajv errors into sentences an operator can act on. ajv says "must match pattern ^text\.[A-Za-z0-9_.-]+$"
// and, for an anyOf, one error per branch; an operator needs 'props.title must be a text key like
// "text.casino.title"' once. Sentences are built from the error keyword and a subject the caller names
// (props.columns, 'In the navigate action, to.page', 'The page'); phrase subjects come capitalized.
import type { ErrorObject } from 'ajv';
import { getAt, joinPointer, splitPointer, isWithin } from './pointer.ts';
import { didYouMean, listNames } from './suggest.ts';
import { scopeRoots } from './check-scope.ts';
import { DEPOSIT_DETAIL_NAME } from '../cashier/depositDetails.ts';

export interface RawProblem {
  /** Pointer in the merged document. */
  pointer: string;
  /** Point at the property name rather than its value (an unknown or misnamed key). */
  at?: 'key' | 'value';
  message: string;
  /** For a missing required property: its name, so a deletion by a child brand can be blamed. */
  missingProperty?: string;
}

export interface ExplainContext {
  /** Pointer of the validated value inside the document; ajv paths are relative to it. */
  base: string;
  /** The validated value (to say what was found: "got a number (3)"). */
  data: unknown;
  /** Names a place for a sentence, from its path relative to base. */
  subject(relative: string[]): string;
  /** Property names the schemas allow on the object at a document pointer. */
  allowed?(pointer: string): Iterable<string> | undefined;
  /** Expression vocabulary: unknown keys are operators. */
  operators?: string[];
  /** A sentence for an unknown property where the document knows better than "unknown" (a form schema's keyword). */
  unknownProperty?(pointer: string, name: string, subject: string): string | undefined;
}

export interface ExplainedError {
  /** The document pointer ajv blamed (its instancePath); decides which check owns the error. */
  instancePointer: string;
  problem: RawProblem;
}

/** An explanation per pattern used in our schemas; anything else is quoted as is. */
const PATTERN_EXPLANATIONS: [RegExp | string, string][] = [
  ['^text\\.[A-Za-z0-9_.-]+$', 'a text key like "text.casino.title" (the wording itself goes in texts/en.json)'],
  ['^[A-Za-z0-9_-]+$', 'made of letters, digits, "-" and "_" only'],
  ['^/', 'a path starting with "/"'],
  ['^(/|https://)', 'an address starting with "/" or "https://"'],
  ['^(asset:|/|https://)', 'asset:<name> for a file of the brand\'s assets/ folder (like "asset:logo.svg"), or an address starting with "/" or "https://"'],
  ['^https://', 'an address starting with "https://"'],
  ['^\\?', 'a query starting with "?"'],
  ['^[a-z0-9][a-z0-9-]*$', 'lower-case letters, digits and "-" only (like "live-casino")'],
  ['^[a-z][a-z0-9-]*$', 'lower-case letters, digits and "-", starting with a letter (like "lulu")'],
  ['^[A-Z][A-Za-z0-9]*$', 'a widget type name starting with a capital letter (like "Grid")'],
  ['^[a-z][A-Za-z0-9]*$', 'a name starting with a lower-case letter, letters and digits only (like "openModal")'],
  ['^[a-z][A-Za-z]*$', 'an event name of letters starting lower-case (like "click")'],
  ['^(socket:)?[a-z][A-Za-z]*$', 'an event name of letters starting lower-case (like "click"), or socket:<event> for a realtime event (like "socket:deposit")'],
  ['^[A-Z][A-Z0-9_]*$', 'upper-case letters, digits and "_" (like "DEPOSIT_CLICK")'],
  [/text\\\.\|object\\\.\|array\\\.|\(text\|object\|array\)\\\./, 'a key starting with "text.", "object." or "array."'],
  ['^[A-Z]{2}$', 'a two-letter upper-case country code (like "MT")'],
  ['^[a-z]{2,3}$', 'a two- or three-letter lower-case language code (like "en")'],
  ['^[0-9.]+(px|rem)$', 'a size in px or rem (like "8px")'],
  [/^\^\(50\|100/, 'a shade: 50, 100, 200, 300, 400, 500, 600, 700, 800, 900 or 950'],
  [/^\^\(#\[0-9a-fA-F\]/, 'a colour like "#1a2b3c" or "rgb(26, 43, 60)"'],
  ['^[A-Za-z0-9_.-]{1,64}$', 'a payment method name: 1 to 64 letters, digits, "_", "." or "-" (like "skrill")'],
  [DEPOSIT_DETAIL_NAME, 'a deposit detail name: letters and digits starting lower-case, at most 32 (like "payerReference"), and never card data (no word card, cc, cvv, cvc, pan, exp or expiry, nor number itself: cards send the provider\'s token)'],
];

/** "auth, user, ... or event": the scope's roots, from schemas/scope.schema.json. */
function scopeRootList(): string {
  return orList(scopeRoots());
}

export function explainPattern(pattern: string, schemaPath = ''): string {
  if (schemaPath.includes('page-key')) return 'a page key: letters, digits, "-" and "_" (like "casino")';
  if (/\(auth\|user\|settings/.test(pattern)) return `a path into the scope starting with ${scopeRootList()} (like "auth.authenticated")`;
  for (const [match, explanation] of PATTERN_EXPLANATIONS) {
    if (typeof match === 'string' ? match === pattern : match.test(pattern)) return explanation;
  }
  return `text matching the pattern ${pattern}`;
}

const TYPE_NAMES: Record<string, string> = {
  object: 'an object ({...})',
  array: 'a list ([...])',
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  null: 'null',
};

export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'boolean') return `${value}`;
  if (typeof value === 'number') return `a number (${value})`;
  const shown = String(value).length > 40 ? `${String(value).slice(0, 40)}...` : String(value);
  return `a string ("${shown}")`;
}

function orList(items: string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/** Subjects that are phrases ("The page", "In the navigate action, to") start upper-case; inside a sentence they do not. */
const inSentence = (subject: string) => subject.replace(/^(The|In) /, (word) => word.toLowerCase());

/**
 * One message per anyOf instead of one per branch. ajv lists the branch errors just before the anyOf
 * error, under its instance path. At the anyOf's own level, an error whose schema path does not continue
 * the anyOf's comes from a keyword beside it (additionalProperties) and stays as it is; deeper errors are
 * branch errors (their schema path may name a definition or a $ref'd file). Of the branches, the most useful: errors
 * deeper inside the value (its type matched a branch, something inside is wrong), else a same-level error
 * other than a type mismatch, else the type mismatches merged into one.
 */
export function collapseAnyOf(errors: ErrorObject[]): ErrorObject[] {
  const out: ErrorObject[] = [];
  for (const error of errors) {
    if (error.keyword !== 'anyOf' && error.keyword !== 'oneOf') {
      out.push(error);
      continue;
    }
    let start = out.length;
    while (start > 0 && isWithin(out[start - 1].instancePath, error.instancePath)) start--;
    const suffix = out.splice(start);
    const isBranch = (e: ErrorObject) =>
      e.instancePath !== error.instancePath || e.schemaPath.startsWith(`${error.schemaPath}/`) || !e.schemaPath.startsWith('#');
    out.push(...suffix.filter((e) => !isBranch(e)), ...pickBranchErrors(suffix.filter(isBranch), error));
  }
  // propertyNames and if/then wrap an inner error that says it better.
  return out.filter((e) => e.keyword !== 'propertyNames' && e.keyword !== 'if');
}

function pickBranchErrors(branches: ErrorObject[], anyOf: ErrorObject): ErrorObject[] {
  const deeper = branches.filter((e) => e.instancePath !== anyOf.instancePath);
  if (deeper.length) return deeper;
  const informative = branches.filter((e) => !['type', 'not', 'anyOf', 'oneOf', 'propertyNames'].includes(e.keyword) || e.propertyName);
  const required = informative.filter((e) => e.keyword === 'required');
  if (required.length > 1 && required.length === informative.length) {
    // anyOf [required a, required b]: "needs one of a, b".
    return [{ ...anyOf, keyword: 'requiredOneOf', params: { names: required.map((e) => e.params.missingProperty as string) } }];
  }
  if (informative.length) return [informative[0]];
  const types = [...new Set(branches.filter((e) => e.keyword === 'type').flatMap((e) => [e.params.type as string | string[]].flat()))];
  if (types.length) return [{ ...anyOf, keyword: 'type', params: { type: types } }];
  return [anyOf];
}

export function explainErrors(errors: ErrorObject[] | null | undefined, ctx: ExplainContext): ExplainedError[] {
  return collapseAnyOf(errors ?? []).map((error) => ({
    instancePointer: ctx.base + error.instancePath,
    problem: explainError(error, ctx),
  }));
}

function explainError(error: ErrorObject, ctx: ExplainContext): RawProblem {
  const rel = splitPointer(error.instancePath);
  const pointer = ctx.base + error.instancePath;
  const value = getAt(ctx.data, error.instancePath);
  const subject = ctx.subject(rel);
  const say = (message: string, extra: Partial<RawProblem> = {}): RawProblem => ({ pointer, message, ...extra });
  const params = error.params as Record<string, unknown>;

  if (ctx.operators) {
    const special = explainExpressionError(error, rel, value, ctx.operators);
    if (special) return { pointer: special.key ? joinPointer(pointer, special.key) : pointer, at: special.key ? 'key' : 'value', message: special.message };
  }

  switch (error.keyword) {
    case 'required':
      return say(`${subject} is missing "${params.missingProperty}", which is required`, { missingProperty: params.missingProperty as string });
    case 'requiredOneOf':
      return say(`${subject} needs one of ${orList((params.names as string[]).map((n) => `"${n}"`))}`);
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      const allowed = [...(ctx.allowed?.(pointer) ?? [])].filter((n) => n !== '$schema');
      const hint = allowed.length ? `${didYouMean(name, allowed)}. Allowed: ${listNames(allowed, 20)}` : '';
      const own = ctx.unknownProperty?.(pointer, name, subject);
      return { pointer: joinPointer(pointer, name), at: 'key', message: own ?? `${subject} has an unknown property "${name}"${hint}` };
    }
    case 'type': {
      // A text key or page key given as something else: say what kind of string is wanted.
      const named = /(text|page-key)\.schema\.json/.exec(error.schemaPath)?.[1];
      if (named) return say(`${subject} must be ${named === 'text' ? PATTERN_EXPLANATIONS[0][1] : explainPattern('', 'page-key')}, got ${describeValue(value)}`);
      const expected = [params.type as string | string[]].flat().map((t) => TYPE_NAMES[t] ?? t);
      return say(`${subject} must be ${orList(expected)}, got ${describeValue(value)}`);
    }
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]) ?? [];
      const hint = typeof value === 'string' ? didYouMean(value, allowed.filter((a): a is string => typeof a === 'string')) : '';
      return say(`${subject} must be one of ${allowed.map((a) => JSON.stringify(a)).join(', ')}, got ${JSON.stringify(value)}${hint}`);
    }
    case 'const':
      return say(`${subject} must be ${JSON.stringify(params.allowedValue)}, got ${JSON.stringify(value)}`);
    case 'pattern': {
      const explanation = explainPattern(String(params.pattern), error.schemaPath);
      if (error.propertyName) {
        return {
          pointer: joinPointer(pointer, error.propertyName),
          at: 'key',
          message: `The name "${error.propertyName}" in ${inSentence(subject)} must be ${explanation}`,
        };
      }
      return say(`${subject} must be ${explanation}, got ${describeValue(value)}`);
    }
    case 'minimum':
    case 'exclusiveMinimum':
      return say(`${subject} must be ${error.keyword === 'minimum' ? 'at least' : 'more than'} ${params.limit}, got ${value}`);
    case 'maximum':
    case 'exclusiveMaximum':
      return say(`${subject} must be ${error.keyword === 'maximum' ? 'at most' : 'less than'} ${params.limit}, got ${value}`);
    case 'minLength':
      return say(params.limit === 1 ? `${subject} must not be empty` : `${subject} must be at least ${params.limit} characters long`);
    case 'maxLength':
      return say(`${subject} must be at most ${params.limit} characters long`);
    case 'minItems':
      return say(`${subject} must have at least ${params.limit} item${params.limit === 1 ? '' : 's'}, got ${(value as unknown[]).length}`);
    case 'maxItems':
      return say(`${subject} must have at most ${params.limit} item${params.limit === 1 ? '' : 's'}, got ${(value as unknown[]).length}`);
    case 'minProperties':
      return say(`${subject} must have at least ${params.limit} entr${params.limit === 1 ? 'y' : 'ies'}`);
    case 'maxProperties':
      return say(`${subject} must have at most ${params.limit} entr${params.limit === 1 ? 'y' : 'ies'}`);
    case 'uniqueItems':
      return say(`${subject} lists the same item twice (items ${params.j} and ${params.i})`);
    case 'format':
      return say(`${subject} must be a valid ${params.format}, got ${describeValue(value)}`);
    case 'anyOf':
    case 'oneOf':
      return say(`${subject} does not match any of the forms allowed here`);
    default:
      return say(`${subject} ${error.message ?? 'is not valid'}`);
  }
}

/**
 * Expressions are small JSON Logic trees; their errors read best in their own words: an unknown key is an
 * unknown operator, an array of the wrong length is a wrong number of arguments.
 */
function explainExpressionError(error: ErrorObject, rel: string[], value: unknown, operators: string[]): { message: string; key?: string } | undefined {
  const params = error.params as Record<string, unknown>;
  const operator = [...rel].reverse().find((s) => !/^\d+$/.test(s));
  const lastIsOperator = rel.length > 0 && !/^\d+$/.test(rel[rel.length - 1]);
  switch (error.keyword) {
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      return { key: name, message: `Unknown expression operator "${name}"${didYouMean(name, operators)}. Known operators: ${listNames(operators, 40)}` };
    }
    case 'minProperties':
      return { message: 'An expression object needs one operator, like {"var": "auth.authenticated"}' };
    case 'maxProperties': {
      const keys = Object.keys(value as object);
      return { message: `An expression object holds exactly one operator, this one has ${keys.length} (${keys.join(', ')}); combine them with "and" or "or", like {"and": [{...}, {...}]}` };
    }
    case 'pattern':
      if (/\(auth\|user/.test(String(params.pattern))) {
        const root = String(value).split('.')[0];
        return { message: `"${value}" is not a value of the scope: a var path starts with ${scopeRootList()} (like "auth.authenticated")${didYouMean(root, scopeRoots())}` };
      }
      return undefined;
    case 'minItems':
    case 'maxItems':
      if (!lastIsOperator) return undefined;
      return {
        message: `Operator "${operator}" ${error.keyword === 'minItems' ? 'needs at least' : 'takes at most'} ${params.limit} argument${params.limit === 1 ? '' : 's'}, got ${(value as unknown[]).length}`,
      };
    case 'type':
      if (lastIsOperator && [params.type].flat().join() === 'array') {
        return { message: `Operator "${operator}" takes a list of arguments, like {"${operator}": [a, b]}, got ${describeValue(value)}` };
      }
      return undefined;
    default:
      return undefined;
  }
}
