// The condition builder's model (issue 27: when / lockedWhen): the common conditions of the project's expression
// JSON (schemas/expression.schema.json) as a few kinds an operator picks from, and back. Reading then writing a
// condition gives the same JSON; an expression of any other shape is a raw condition, kept as it was written.
export type Expression = unknown;

export type Condition =
  | { kind: 'signedIn'; negate: boolean }
  | { kind: 'setting'; name: string; negate: boolean }
  | { kind: 'equals'; path: string; op: '==' | '===' | '!=' | '!=='; value: string | number | boolean | null }
  | { kind: 'all'; items: Condition[] }
  | { kind: 'any'; items: Condition[] }
  | { kind: 'raw'; expression: Expression };

export type ConditionKind = Condition['kind'];

const SIGNED_IN = 'auth.authenticated';
const EQUALITY = ['==', '===', '!=', '!=='] as const;

const single = (e: unknown): [string, unknown] | undefined => {
  if (e === null || typeof e !== 'object' || Array.isArray(e)) return undefined;
  const entries = Object.entries(e);
  return entries.length === 1 ? entries[0] : undefined;
};

/** A plain { var: "path" } (no default), its path. */
const varPath = (e: unknown): string | undefined => {
  const op = single(e);
  return op && op[0] === 'var' && typeof op[1] === 'string' ? op[1] : undefined;
};

const isLiteral = (v: unknown): v is string | number | boolean | null => v === null || ['string', 'number', 'boolean'].includes(typeof v);

function flag(path: string, negate: boolean): Condition | undefined {
  if (path === SIGNED_IN) return { kind: 'signedIn', negate };
  const setting = /^settings\.([A-Za-z0-9_$-]*)$/.exec(path);
  return setting ? { kind: 'setting', name: setting[1], negate } : undefined;
}

/** The condition an expression is, or a raw condition holding it. */
export function readCondition(expression: Expression): Condition {
  const raw: Condition = { kind: 'raw', expression };
  const op = single(expression);
  if (!op) return raw;
  const [name, args] = op;
  const path = varPath(expression);
  if (path !== undefined) return flag(path, false) ?? raw;
  if (name === '!') {
    const inner = varPath(args);
    return (inner !== undefined && flag(inner, true)) || raw;
  }
  if ((EQUALITY as readonly string[]).includes(name) && Array.isArray(args) && args.length === 2) {
    const left = varPath(args[0]);
    if (left !== undefined && isLiteral(args[1])) return { kind: 'equals', path: left, op: name as (typeof EQUALITY)[number], value: args[1] };
    return raw;
  }
  if ((name === 'and' || name === 'or') && Array.isArray(args) && args.length > 0) {
    return { kind: name === 'and' ? 'all' : 'any', items: args.map(readCondition) };
  }
  return raw;
}

/** The expression JSON of a condition. */
export function writeCondition(condition: Condition): Expression {
  switch (condition.kind) {
    case 'signedIn': return condition.negate ? { '!': { var: SIGNED_IN } } : { var: SIGNED_IN };
    case 'setting': return condition.negate ? { '!': { var: `settings.${condition.name}` } } : { var: `settings.${condition.name}` };
    case 'equals': return { [condition.op]: [{ var: condition.path }, condition.value] };
    case 'all': return { and: condition.items.map(writeCondition) };
    case 'any': return { or: condition.items.map(writeCondition) };
    case 'raw': return condition.expression;
  }
}

/** A new condition of a kind, as the builder adds it. */
export function newCondition(kind: ConditionKind): Condition {
  switch (kind) {
    case 'signedIn': return { kind, negate: false };
    case 'setting': return { kind, name: '', negate: false };
    case 'equals': return { kind, path: '', op: '==', value: '' };
    case 'all': case 'any': return { kind, items: [{ kind: 'signedIn', negate: false }] };
    case 'raw': return { kind, expression: true };
  }
}

/** Whether the builder shows all of a condition (no raw part inside it). */
export function fullyBuilt(condition: Condition): boolean {
  if (condition.kind === 'raw') return false;
  return condition.kind === 'all' || condition.kind === 'any' ? condition.items.every(fullyBuilt) : true;
}
