// The demo user (spec 6 Player kinds: "Demo user. Exists, identified by the demoUserId setting") never moves
// real money: the default brands hide the cashier for it (docs/operators.md "Demo user"), and the sandbox, as a
// platform would, refuses its deposits and withdrawals anyway, so a document that forgets the switch, or a
// call made by hand, cannot. The code is ours (spec 8 names none for it): DEMO_ACCOUNT, 409 like the
// withdrawal's blocked reasons (never 403, which logs the player out). The demo user is the request's settings'
// demoUserId (a run-time patch included), by the front end's own rule (src/account/demoUser.ts).
import { isDemoUser } from '../../src/account/demoUser';
import { refusal } from './play';

export const DEMO_ACCOUNT_REFUSAL = {
  code: 'DEMO_ACCOUNT',
  message: 'This is a demo account: deposits and withdrawals are not available.',
} as const;

/** Throws DEMO_ACCOUNT 409 when the player is the demo user of these settings. */
export function refuseDemoAccount(userId: number, settings: Record<string, unknown>): void {
  if (isDemoUser({ userId }, settings.demoUserId)) throw refusal(409, DEMO_ACCOUNT_REFUSAL.code, DEMO_ACCOUNT_REFUSAL.message);
}
