// What the deposit page does with the answer of a deposit call (schemas/api/deposit.response): the
// result dialogs of spec 2.4 / 2.5 by transaction status, the UPI QR and crypto steps with their expiry
// countdown (spec 4 Bonus rules: 'A UPI QR payment expires, with a countdown.'), the UPI QR error states
// of spec 8 ('UPI QR: expired, failed to display, no data, invalid link.'), and the pay attempt's
// idempotency key. Pure, so the deposit widgets stay thin and the rules have unit tests.
import { hasActiveBonus } from './withdrawal';

/** spec 2.4: the query-driven result dialogs (modal=<name>&met=<method>). */
export const DEPOSIT_RESULT_MODALS = ['deposit-failed', 'deposit-return', 'deposit-decline', 'deposit-cancel', 'deposit-pending'] as const;
export type DepositResultModal = (typeof DEPOSIT_RESULT_MODALS)[number];
/** spec 2.4: 'together with met (the payment method name)'. */
export const MET_PARAM = 'met';

/**
 * spec 2.5 'Deposit result dialogs: failed, success, return (in progress), decline, cancel, pending.' by
 * the deposit's transaction status (spec 3 Transaction statuses). The spec names the dialogs, not which
 * status opens which, so this reading is ours: rejected is a decline, cancelled a cancel, processing the
 * return dialog (in progress: the player came back from the provider before it finished), pending and
 * requested wait. Done statuses (completed, processed, confirmed) are the success message, not a dialog.
 */
const STATUS_RESULT: Record<string, DepositResultModal | 'success'> = {
  completed: 'success',
  processed: 'success',
  confirmed: 'success',
  failed: 'deposit-failed',
  rejected: 'deposit-decline',
  cancelled: 'deposit-cancel',
  processing: 'deposit-return',
  pending: 'deposit-pending',
  requested: 'deposit-pending',
};

/** The result of a status: 'success', a dialog, or (an unknown status) the failed dialog, never silence. */
export function depositResultOf(status: unknown): DepositResultModal | 'success' {
  const value = typeof status === 'string' ? status.trim().toLowerCase() : '';
  return STATUS_RESULT[value] ?? 'deposit-failed';
}

export type DepositNext =
  | { type: 'redirect'; url: string }
  | { type: 'upiQr'; link: string; expiresAt: string }
  | { type: 'crypto'; network: string; address: string; expiresAt: string }
  | null;

/** The step the player takes after a deposit answer: the answer's next, else the result of its status. */
export type DepositStep =
  | { kind: 'redirect'; url: string }
  | { kind: 'upiQr'; link: unknown; expiresAt: unknown }
  | { kind: 'crypto'; network: unknown; address: unknown; expiresAt: unknown }
  | { kind: 'result'; result: DepositResultModal | 'success' };

export function depositStep(deposit: { status?: unknown; next?: unknown } | null | undefined): DepositStep {
  const next = deposit?.next as Record<string, unknown> | null | undefined;
  if (next && typeof next === 'object') {
    if (next.type === 'redirect' && typeof next.url === 'string' && next.url.trim() !== '') return { kind: 'redirect', url: next.url };
    if (next.type === 'upiQr') return { kind: 'upiQr', link: next.link, expiresAt: next.expiresAt };
    if (next.type === 'crypto') return { kind: 'crypto', network: next.network, address: next.address, expiresAt: next.expiresAt };
  }
  return { kind: 'result', result: depositResultOf(deposit?.status) };
}

/** spec 8 'UPI QR: expired, failed to display, no data, invalid link.' */
export type UpiQrProblem = 'expired' | 'displayFailed' | 'noData' | 'invalidLink';

export const UPI_QR_MESSAGE_KEYS: Record<UpiQrProblem, string> = {
  expired: 'text.cashier.deposit.upi.expired',
  displayFailed: 'text.cashier.deposit.upi.displayFailed',
  noData: 'text.cashier.deposit.upi.noData',
  invalidLink: 'text.cashier.deposit.upi.invalidLink',
};

/**
 * Whether a UPI link can be shown as a QR code: no link (or no expiry) is 'no data'; a link that is not a
 * upi://pay link naming the payee (pa) is an 'invalid link', because a QR code of it would send the
 * player's UPI app nowhere (or somewhere else).
 */
export function upiLinkProblem(link: unknown, expiresAt?: unknown): 'noData' | 'invalidLink' | null {
  if (typeof link !== 'string' || link.trim() === '') return 'noData';
  if (expiresAt !== undefined && parseExpiry(expiresAt) === null) return 'noData';
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return 'invalidLink';
  }
  if (url.protocol !== 'upi:') return 'invalidLink';
  // upi://pay?pa=... parses as host "pay" (or path "//pay" in some engines): accept either spelling.
  const target = (url.host || url.pathname.replace(/^\/+/, '')).toLowerCase();
  if (target !== 'pay') return 'invalidLink';
  const payee = url.searchParams.get('pa');
  return payee && payee.includes('@') ? null : 'invalidLink';
}

/** An ISO expiry as milliseconds, or null when it is not a date. */
export function parseExpiry(expiresAt: unknown): number | null {
  if (typeof expiresAt !== 'string' || expiresAt.trim() === '') return null;
  const at = Date.parse(expiresAt);
  return Number.isFinite(at) ? at : null;
}

/** Whole seconds left until the expiry (rounded up, so 0 means expired), never below 0. */
export function secondsLeft(expiresAt: number, now: number): number {
  return Math.max(0, Math.ceil((expiresAt - now) / 1000));
}

/** A countdown as mm:ss (minutes keep counting above 59: 75:00), the way a payment timer reads. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * spec 4 Bonus rules: 'A new deposit bonus cancels any active bonus, after a warning. Declining the
 * warning refuses the deposit.' The warning is due when the player chose a bonus and has one active.
 */
export function needsBonusWarning(bonusId: unknown, activeBonus: unknown): boolean {
  return bonusId !== null && bonusId !== undefined && bonusId !== '' && hasActiveBonus(activeBonus);
}

/**
 * The idempotency key of one pay attempt (schemas/api/deposit.request requestId): a double click, or a
 * retry after the answer was lost, sends the same key and so makes one deposit. A new attempt (anything
 * the player changed, or an answer that arrived) gets a new key.
 */
export function newRequestId(source: Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string } = globalThis.crypto): string {
  // randomUUID exists only in secure contexts (https, localhost); elsewhere the same v4 form from getRandomValues.
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Whether an attempt may reuse the previous key: only when the previous attempt got no answer (a network
 * failure or a timeout, so the deposit may or may not exist) and the player changed nothing.
 */
export function reusableRequestId(previous: { key: string; fingerprint: string; answered: boolean } | null, fingerprint: string): string | null {
  return previous && !previous.answered && previous.fingerprint === fingerprint ? previous.key : null;
}
