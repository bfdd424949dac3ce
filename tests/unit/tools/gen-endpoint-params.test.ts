// npm run gen reads the params of each endpoint from src/platform/api/endpoints.ts's EndpointParams with the
// TypeScript compiler API (its syntax tree, not a hand-written tokenizer) to write src/generated/endpointParams.ts.
import { describe, it, expect } from 'vitest';
import { schemaFiles } from '../../../src/brand/schema-files';
import { endpointParamShapes } from '../../../tools/gen';

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
