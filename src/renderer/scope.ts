// The read-only scope expressions see. The shell fills it from the stores, the router and the brand;
// the renderer passes it down. Frozen so that no widget or expression can change shared state through it.
import { createContext, useContext } from 'react';
import type { ExpressionScope } from '../generated/types';

/**
 * The scope's type is generated from schemas/scope.schema.json (npm run gen), the schema `brand validate` checks
 * every var path against: a value the shell puts in the scope and the schema does not describe does not compile.
 * auth (demo: the signed-in player is the demo user, src/account/demoUser.ts), user, settings, route, query,
 * device, brand, registration (spec 4) and lastLogin (spec 3) are always there; form, item and index (Repeat),
 * data (the Data nodes above), flow (the Flow node above), event, cashier (the Deposit or Withdraw node above), play
 * (the GamePlay node above) and profile (a form whose values are "profile") only where something gives them.
 */
export type Scope = ExpressionScope;
/** The GamePlay node above: the game, the mode and what happens in it (src/widgets/GamePlay). */
export type PlayScope = NonNullable<Scope['play']>;
/** The Deposit or Withdraw node above: the chosen method, its kind, the payment-profile step, the blocks. */
export type CashierScope = NonNullable<Scope['cashier']>;
/** A Data node's call as expressions see it. */
export type DataState = NonNullable<Scope['data']>[string];
/** A Flow node's state as expressions see it. */
export type FlowState = NonNullable<Scope['flow']>;

export function freezeDeep<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as Record<string, unknown>)) freezeDeep(v);
  }
  return value;
}

export const emptyScope: Scope = freezeDeep<Scope>({
  auth: { initialized: false, authenticated: false, selfExcluded: false, demo: false },
  user: null,
  settings: {},
  route: { path: '/', page: '', params: {} },
  query: {},
  device: { type: 'desktop', width: 1280 },
  brand: { id: '', name: '', theme: 'curacao', navigationSystem: 'basic', locale: 'en' },
  registration: { restricted: false, mirrorDomain: null },
  lastLogin: null,
});

export const ScopeContext = createContext<Scope>(emptyScope);
export const useScope = () => useContext(ScopeContext);
