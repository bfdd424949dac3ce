// Tracking action codes for deposits (spec 7: the deposit count 1 to 5 or more maps to first, second,
// third, fourth and fifth-plus deposit), so the cashier and retargeting scripts name a deposit the same way.
// The code spelling is ours (upper snake case like PAGE_VIEW); the spec names only the five steps.
import { useSession } from './session';
import { STORAGE_KEYS, getLocalStorage, readJson, writeJson, type KeyValueStorage } from './storage';

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
/** How many claimed keys local storage keeps: far more than the deposits one session can report twice. */
const REMEMBERED = 50;

/**
 * Claims a deposit's keys, or answers false when one is claimed already: in this tab (memory) or in
 * another tab of the player (local storage, under a Web Lock where there is one, so two tabs that get
 * the same socket event at once cannot both claim it).
 */
async function claim(keys: string[], storage: KeyValueStorage | null): Promise<boolean> {
  if (keys.some((key) => tracked.has(key))) return false;
  for (const key of keys) tracked.add(key);
  if (!storage) return true;
  const shared = () => {
    const stored = readJson<unknown>(STORAGE_KEYS.trackedDeposits, storage);
    const claimed = Array.isArray(stored) ? stored.filter((k): k is string => typeof k === 'string') : [];
    if (keys.some((key) => claimed.includes(key))) return false;
    writeJson(STORAGE_KEYS.trackedDeposits, [...claimed, ...keys].slice(-REMEMBERED), storage);
    return true;
  };
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('deposit-tracking', shared) : shared();
}

/**
 * Sends the tracking action code of a completed deposit (spec 7; log-event with the code as the event)
 * once per transaction: the deposit page's answer and the socket's deposit event (DepositEvents, in the
 * layout for every signed-in page) both report the same deposit, in either order. A deposit is known by
 * its transactionId and by the player's deposit count (for a report without the id), in every tab of the
 * player (the socket reaches each open tab). Without a count (below 1 or not a number) there is no code
 * and nothing is sent, nor claimed. Resolves with the code sent, or null; never
 * throws (the tracker only logs a failure).
 */
export async function trackDepositAction(
  track: (event: string, data?: Record<string, unknown>) => Promise<void>,
  deposit: CompletedDeposit,
  storage: KeyValueStorage | null = getLocalStorage(),
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
  if (!(await claim(keys, storage))) return null;
  await track(code, {
    depositCount: count,
    ...(id === null ? {} : { transactionId: deposit.transactionId }),
    ...(typeof deposit.amount === 'number' ? { amount: deposit.amount } : {}),
    ...(typeof deposit.paymentMethod === 'string' && deposit.paymentMethod ? { paymentMethod: deposit.paymentMethod } : {}),
  });
  return code;
}

/** For tests: forget the deposits this tab tracked (as a new tab would; local storage still knows). */
export function forgetTrackedDeposits(): void {
  tracked.clear();
}
