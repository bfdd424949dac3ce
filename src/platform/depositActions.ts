// Tracking action codes for deposits (spec 7: the deposit count 1 to 5 or more maps to first, second,
// third, fourth and fifth-plus deposit), so the cashier and retargeting scripts name a deposit the same way.
// The code spelling is ours (upper snake case like PAGE_VIEW); the spec names only the five steps.
import { useSession } from './session';

export const DEPOSIT_ACTION_CODES = ['FIRST_DEPOSIT', 'SECOND_DEPOSIT', 'THIRD_DEPOSIT', 'FOURTH_DEPOSIT', 'FIFTH_PLUS_DEPOSIT'] as const;
export type DepositActionCode = (typeof DEPOSIT_ACTION_CODES)[number];

/** The action code of the player's nth deposit (the depositCount after it); null below 1 or not a number. */
export function depositActionCode(depositCount: number): DepositActionCode | null {
  if (!Number.isFinite(depositCount) || depositCount < 1) return null;
  return DEPOSIT_ACTION_CODES[Math.min(Math.floor(depositCount), 5) - 1];
}

/** What a completed deposit tells: the socket's deposit event (count) or a completed deposit answer (depositCount). */
export interface CompletedDeposit {
  transactionId?: unknown;
  depositCount?: unknown;
  amount?: unknown;
  paymentMethod?: unknown;
}

const tracked = new Set<string>();

/**
 * Sends the tracking action code of a completed deposit (spec 7; log-event with the code as the event)
 * once per transaction: the deposit page's answer and the socket's deposit event (DepositEvents, in the
 * layout for every signed-in page) both report the same deposit, in either order. A deposit is known by
 * its transactionId and by the player's deposit count (for a report without the id). Without a count (below 1 or not a
 * number) there is no code and nothing is sent, nor claimed. Resolves with the code sent, or null; never
 * throws (the tracker only logs a failure).
 */
export async function trackDepositAction(
  track: (event: string, data?: Record<string, unknown>) => Promise<void>,
  deposit: CompletedDeposit,
): Promise<DepositActionCode | null> {
  const raw = deposit.depositCount;
  const count = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
  const code = depositActionCode(count);
  if (!code) return null;
  const id = deposit.transactionId === null || deposit.transactionId === undefined || deposit.transactionId === '' ? null : String(deposit.transactionId);
  // Known by its id and by the player's count (a report of the same deposit may come without the id):
  // either one already claimed means the deposit was tracked.
  const player = useSession.getState().user?.userId;
  const keys = [`count:${player === null || player === undefined ? '' : String(player)}:${count}`, ...(id === null ? [] : [`transaction:${id}`])];
  if (keys.some((key) => tracked.has(key))) return null;
  for (const key of keys) tracked.add(key);
  await track(code, {
    depositCount: count,
    ...(id === null ? {} : { transactionId: deposit.transactionId }),
    ...(typeof deposit.amount === 'number' ? { amount: deposit.amount } : {}),
    ...(typeof deposit.paymentMethod === 'string' && deposit.paymentMethod ? { paymentMethod: deposit.paymentMethod } : {}),
  });
  return code;
}

/** For tests: forget the deposits already tracked. */
export function forgetTrackedDeposits(): void {
  tracked.clear();
}
