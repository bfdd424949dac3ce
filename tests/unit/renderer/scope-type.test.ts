// The scope's type is generated from schemas/scope.schema.json (npm run gen), the schema `brand validate` reads
// var paths with: src/renderer/scope.ts takes it instead of a hand-written twin that a test had to compare.
// These checks are types: `npm run typecheck` fails when one no longer holds.
import { describe, it, expect, expectTypeOf } from 'vitest';
import { emptyScope, type CashierScope, type DataState, type PlayScope, type Scope } from '../../../src/renderer/scope';
import type { ExpressionScope } from '../../../src/generated/types';

describe('the scope type is the scope schema', () => {
  it("the schema's required values are always there; the others only where a node gives them", () => {
    expectTypeOf<Scope>().toEqualTypeOf<ExpressionScope>();
    expectTypeOf<Scope['auth']['authenticated']>().toEqualTypeOf<boolean>();
    expectTypeOf<Scope['device']['type']>().toEqualTypeOf<'mobile' | 'tablet' | 'desktop'>();
    expectTypeOf<Scope['cashier']>().toEqualTypeOf<CashierScope | undefined>();
    expectTypeOf<PlayScope['ended']>().toEqualTypeOf<'removed' | 'session' | null>();
    expectTypeOf<DataState['error']>().toEqualTypeOf<{ status: number; message: string } | null>();
    expect(Object.keys(emptyScope).sort()).toEqual(['auth', 'brand', 'device', 'lastLogin', 'query', 'registration', 'route', 'settings', 'user']);
  });

  it('a value the schema does not describe does not compile', () => {
    // @ts-expect-error the scope schema has no root "wallet"
    const extra: Scope = { ...emptyScope, wallet: {} };
    // @ts-expect-error auth is always there
    const missing: Scope = { ...emptyScope, auth: undefined };
    expect([extra, missing].length).toBe(2);
  });
});
