// npm run gen reads the params of each endpoint from src/platform/api/endpoints.ts's EndpointParams with the
// TypeScript compiler API (its syntax tree, not a hand-written tokenizer) to write src/generated/endpointParams.ts.
import { describe, it, expect } from 'vitest';
import { schemaFiles } from '../../../src/brand/schema-files';
import { endpointParamShapes, endpointSchemaKeys } from '../../../tools/gen';
import { endpointContracts } from '../../../src/generated/endpointParams';
import { schemaByKey } from '../../../src/brand/schema-walk';

const byTypeName = new Map(schemaFiles().map((f) => [f.typeName, f]));
const shapes = (source: string) => Object.fromEntries([...endpointParamShapes(source, byTypeName)].map(([name, shape]) => [name, { names: Object.fromEntries(shape.names), open: shape.open }]));

describe("endpoint params read from endpoints.ts's syntax tree", () => {
  it('reads type literals (optional members, index signatures), Record<string, never>, generated types and intersections', () => {
    const source = `
      /** The parameters of each call. A comment with { braces; } and a ; semicolon. */
      export interface EndpointParams {
        a: { lng: string; _v4?: string };
        b: Record<string, never>;
        // c: { ignored: string };
        c: { updateFrom?: string; [field: string]: unknown };
        d: LoginRequest & { timeZone?: string };
        e: { tab: 'my' | 'all'; limit?: number; when: Record<string, number> };
      }`;
    expect(shapes(source)).toEqual({
      a: { names: { lng: true, _v4: false }, open: false },
      b: { names: {}, open: false },
      c: { names: { updateFrom: false }, open: true },
      d: { names: expect.objectContaining({ email: true, password: true, timeZone: false, cpnc: false }), open: false },
      e: { names: { tab: true, limit: false, when: true }, open: false },
    });
  });

  it('stops on a form it does not read, naming it', () => {
    expect(() => shapes('export interface EndpointParams { a: Partial<LoginRequest>; }')).toThrow('cannot read the type "Partial<LoginRequest>"');
    expect(() => shapes('export interface EndpointParams { a: string | number; }')).toThrow('cannot read the type "string | number"');
    expect(() => shapes('export interface Other {}')).toThrow('endpoints.ts has no interface EndpointParams');
  });
});

describe('the contract of each call, for brand validate (issue 26 item 2)', () => {
  it('names the schema of a member typed by a generated type, and nothing for literals, intersections or unknown', () => {
    const keys = endpointSchemaKeys('export interface EndpointAnswers { a: TopWinsResponse; b: unknown; c: { x: string }; d: LoginRequest & { y?: string } }', 'EndpointAnswers', byTypeName);
    expect(Object.fromEntries(keys)).toEqual({ a: 'api/top-wins.response' });
  });

  it('gen wrote the request of updateLimits and the answer of getTopWins, and every key it wrote is a schema', () => {
    expect(endpointContracts.updateLimits.request).toBe('api/limits-update.request');
    expect(endpointContracts.getTopWins.answer).toBe('api/top-wins.response');
    const keys = Object.values(endpointContracts).flatMap((c) => [c.request, c.answer]).filter((k): k is string => k !== undefined);
    expect(keys.filter((key) => !schemaByKey(key))).toEqual([]);
  });
});
