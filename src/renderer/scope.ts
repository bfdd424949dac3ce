// The read-only scope expressions see. The shell fills it from the stores, the router and the brand;
// the renderer passes it down. Frozen so that no widget or expression can change shared state through it.
import { createContext, useContext } from 'react';
import type { LastLogin } from '../account/lastLogin';

export interface Scope {
  /** demo: the signed-in player is the demo user (demoUserId, spec 6; src/account/demoUser.ts). */
  auth: { initialized: boolean; authenticated: boolean; selfExcluded: boolean; demo?: boolean };
  user: Record<string, unknown> | null;
  settings: Record<string, unknown>;
  route: { path: string; page: string; params: Record<string, string | undefined> };
  query: Record<string, string>;
  device: { type: 'mobile' | 'tablet' | 'desktop'; width: number };
  brand: { id: string; name: string; theme: string; navigationSystem: string; locale: string };
  /** spec 4 Registration restriction, on the mirror domain of this hostname (null when none matches). */
  registration: { restricted: boolean; mirrorDomain: string | null };
  /** spec 3 Browser storage: the player's last login (date, IP, location) kept locally; null when none is stored. */
  lastLogin: LastLogin | null;
  form?: Record<string, unknown>;
  /** The current element when a widget renders a list (Repeat), and its place in the list. */
  item?: unknown;
  index?: number;
  /** What the Data nodes above fetched, by their name (src/widgets/Data). */
  data?: Record<string, DataState>;
  /** The Flow node above: its step and the values its steps set (src/widgets/Flow). */
  flow?: FlowState;
  /** The payload of the event whose actions run (a socket event's, an emitted item ...). */
  event?: unknown;
  /** The Deposit or Withdraw node above: the chosen method, its kind, the payment-profile step, the blocks. */
  cashier?: CashierScope;
  /** The GamePlay node above: the game, the mode and what happens in it (src/widgets/GamePlay). */
  play?: PlayScope;
  /** In a form document whose values are "profile" (src/forms/formValues.ts): spec 5's lock rules for the player. */
  profile?: { locks: Record<string, boolean> };
}

export interface PlayScope {
  mode: 'demo' | 'real';
  /** The game's name, the slug until its details arrive. */
  name: string;
  /** spec 4 Away status: the player is away (the overlay shows, the frame is inert). */
  away: boolean;
  /** Why the game ended: removed after 30 minutes away (spec 4), or the game session ended. */
  ended: 'removed' | 'session' | null;
  /** spec 8 Game access: the code the launch was refused with. */
  code: string | null;
  /** The error the running game reported (a refused spin, a failed bonus buy), null when none. */
  error: string | null;
  /** spec 8 Bet limits: the breach the game reported, null when no dialog is due. */
  betLimit: { limitType: string | null } | null;
  /** spec 4 Bonus rules: the bonus buy to confirm, its price formatted in the player's currency. */
  bonusBuy: { price: string } | null;
  bonusBusy: boolean;
  fullscreenFailed: boolean;
}

export interface CashierScope {
  method: { name: string | null; title: string | null; kind: string | null } | null;
  kind: string | null;
  /** Deposit: the amount typed, as a number (null until it is one above 0; a crypto method's is in the coin). */
  amount?: number | null;
  /** Deposit: the payment-profile step and the attempt. */
  needsProfile?: boolean;
  profileUnknown?: boolean;
  paying?: boolean;
  /** Withdraw: the first reason the player may not withdraw, and the cash to withdraw (formatted). */
  blocked?: string | null;
  available?: string | null;
  /** How many methods the list shows. */
  methods: number;
}

/** A Data node's call as expressions see it. */
export interface DataState {
  value: unknown;
  loading: boolean;
  /** The failure, null when none: status 0 for a network failure. */
  error: { status: number; message: string } | null;
}

/** A Flow node's state as expressions see it. */
export interface FlowState {
  name: string;
  step: string;
  index: number;
  first: boolean;
  last: boolean;
  values: Record<string, unknown>;
}

export function freezeDeep<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as Record<string, unknown>)) freezeDeep(v);
  }
  return value;
}

export const emptyScope: Scope = freezeDeep({
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
