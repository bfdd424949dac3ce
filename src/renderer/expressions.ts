// The expression interpreter: JSON Logic style data, evaluated against a read-only scope.
// It is the only way documents compute anything; there is no eval or new Function (the site runs
// under script-src 'self'). The operators are the ones schemas/expression.schema.json allows.
export type Expression = unknown;
/** Any read-only object of named values: the renderer's Scope, or a plain object in tests. */
export type ScopeData = object;

export class ExpressionError extends Error {}

/** Reads a dotted path ("auth.authenticated") from the scope; missing parts give undefined. */
export function readPath(scope: unknown, path: string): unknown {
  if (path === '') return scope;
  let value: unknown = scope;
  for (const part of path.split('.')) {
    if (value === null || value === undefined) return undefined;
    if (typeof value !== 'object' && typeof value !== 'string') return undefined;
    // Own properties only: a document must not reach Object.prototype through "constructor" or "__proto__".
    if (!Object.prototype.hasOwnProperty.call(value, part)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** JSON Logic truthiness: an empty array is false, "0" is true. */
export function truthy(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return Boolean(value);
}

const isOperation = (expr: unknown): expr is Record<string, unknown> =>
  typeof expr === 'object' && expr !== null && !Array.isArray(expr) && Object.keys(expr).length === 1;

const num = (v: unknown) => Number(v);

/**
 * Operators a lazy chunk adds (its widgets' domain rules, e.g. the cashier's coinToFiat), so the first paint
 * does not carry them. They take their evaluated arguments; the schema lists them like any other.
 */
const added: Record<string, (args: unknown[]) => unknown> = {};
export const addOperator = (name: string, apply: (args: unknown[]) => unknown) => { added[name] = apply; };
// JSON Logic's == is JavaScript's loose equality ("1" == 1); === is there for strict comparisons.
const looseEquals = (a: unknown, b: unknown) => a == b;

export function evaluate(expr: Expression, scope: ScopeData): unknown {
  if (Array.isArray(expr)) return expr.map((e) => evaluate(e, scope));
  if (!isOperation(expr)) {
    if (typeof expr === 'object' && expr !== null) throw new ExpressionError(`An expression object has exactly one operator, got ${Object.keys(expr).length}`);
    return expr;
  }
  const [op] = Object.keys(expr);
  const rawArgs = expr[op];
  const list = Array.isArray(rawArgs) ? rawArgs : [rawArgs];
  const arg = (i: number) => evaluate(list[i], scope);
  const all = () => list.map((e) => evaluate(e, scope));
  switch (op) {
    case 'var': {
      const path = evaluate(list[0], scope);
      const value = readPath(scope, path === undefined || path === null ? '' : String(path));
      return value === undefined && list.length > 1 ? arg(1) : value;
    }
    case '==': return looseEquals(arg(0), arg(1));
    case '!=': return !looseEquals(arg(0), arg(1));
    case '===': return arg(0) === arg(1);
    case '!==': return arg(0) !== arg(1);
    case '<': return list.length === 3 ? num(arg(0)) < num(arg(1)) && num(arg(1)) < num(arg(2)) : num(arg(0)) < num(arg(1));
    case '<=': return list.length === 3 ? num(arg(0)) <= num(arg(1)) && num(arg(1)) <= num(arg(2)) : num(arg(0)) <= num(arg(1));
    case '>': return num(arg(0)) > num(arg(1));
    case '>=': return num(arg(0)) >= num(arg(1));
    case '!': return !truthy(arg(0));
    case '!!': return truthy(arg(0));
    case 'and': {
      let last: unknown = true;
      for (const e of list) { last = evaluate(e, scope); if (!truthy(last)) return last; }
      return last;
    }
    case 'or': {
      let last: unknown = false;
      for (const e of list) { last = evaluate(e, scope); if (truthy(last)) return last; }
      return last;
    }
    case 'if': {
      // [cond, then, cond2, then2, ..., else]
      let i = 0;
      for (; i + 1 < list.length; i += 2) if (truthy(evaluate(list[i], scope))) return evaluate(list[i + 1], scope);
      return i < list.length ? evaluate(list[i], scope) : null;
    }
    case 'in': {
      const [needle, haystack] = [arg(0), arg(1)];
      if (Array.isArray(haystack)) return haystack.includes(needle);
      if (typeof haystack === 'string') return haystack.includes(String(needle));
      return false;
    }
    case 'cat': return all().map((v) => (v === null || v === undefined ? '' : String(v))).join('');
    case '+': return all().reduce<number>((s, v) => s + num(v), 0);
    case '*': return all().reduce<number>((s, v) => s * num(v), 1);
    case '-': return list.length === 1 ? -num(arg(0)) : num(arg(0)) - num(arg(1));
    case '/': return num(arg(0)) / num(arg(1));
    case '%': return num(arg(0)) % num(arg(1));
    case 'min': return Math.min(...all().map(num));
    case 'max': return Math.max(...all().map(num));
    case 'missing': return all().filter((p) => { const v = readPath(scope, String(p)); return v === undefined || v === null || v === ''; });
    case 'length': { const v = arg(0); return Array.isArray(v) || typeof v === 'string' ? v.length : 0; }
    default:
      if (Object.hasOwn(added, op)) return added[op](all());
      throw new ExpressionError(`Unknown operator "${op}"`);
  }
}

/** Evaluates each expression of a map (action params, text placeholders, initial form values). */
export function evaluateEach(expressions: Record<string, Expression>, scope: ScopeData): Record<string, unknown> {
  return Object.fromEntries(Object.entries(expressions).map(([name, expr]) => [name, evaluate(expr, scope)]));
}

/** Evaluates a visibility condition; no condition means visible. */
export function isVisible(when: Expression | undefined, scope: ScopeData): boolean {
  return when === undefined ? true : truthy(evaluate(when, scope));
}
