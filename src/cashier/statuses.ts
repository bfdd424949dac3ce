// The request and transaction statuses of spec 3 Enumerations ('Request statuses: confirmed, rejected,
// requested, pending.' 'Transaction statuses: processed, pending, rejected, confirmed, cancelled,
// completed, failed, processing.'), each with a label key, for /profile/transactions (spec 2.1) and the
// withdrawal requests. The types come from schemas/api/enums.schema.json, so the lists cannot drift from it.
import type { RequestStatus, TransactionStatus } from '../generated/types/api/enums';

export const REQUEST_STATUSES = ['confirmed', 'rejected', 'requested', 'pending'] as const satisfies readonly RequestStatus[];
export const TRANSACTION_STATUSES = [
  'processed', 'pending', 'rejected', 'confirmed', 'cancelled', 'completed', 'failed', 'processing',
] as const satisfies readonly TransactionStatus[];

export type StatusKind = 'request' | 'transaction';
export type CashierStatus = RequestStatus | TransactionStatus;

// The two lists share pending, rejected and confirmed, which mean the same to a player in both, so a
// status has one label key whichever list it comes from: an operator words "Pending" once.
const labelKey = (status: CashierStatus) => `text.cashier.status.${status}`;
/** A status a newer platform adds is still labelled, and never shown as a raw code. */
export const UNKNOWN_STATUS_KEY = 'text.cashier.status.unknown';

const listOf = (kind: StatusKind): readonly string[] => (kind === 'request' ? REQUEST_STATUSES : TRANSACTION_STATUSES);

export function isStatus(kind: StatusKind, value: unknown): value is CashierStatus {
  return typeof value === 'string' && listOf(kind).includes(value);
}

/** The label key of a status of the kind; the platform's case is tolerated ("PENDING"). */
export function statusLabelKey(kind: StatusKind, status: unknown): string {
  const value = typeof status === 'string' ? status.trim().toLowerCase() : '';
  return isStatus(kind, value) ? labelKey(value) : UNKNOWN_STATUS_KEY;
}

/**
 * How a status reads at a glance (a badge colour). Ours, not the spec's: it names no colours. Done means
 * the money moved or the request was accepted; stopped means it will not; everything else is in progress.
 */
export type StatusTone = 'done' | 'inProgress' | 'stopped';
const DONE = new Set<string>(['processed', 'confirmed', 'completed']);
const STOPPED = new Set<string>(['rejected', 'cancelled', 'failed']);

export function statusTone(status: unknown): StatusTone {
  const value = typeof status === 'string' ? status.trim().toLowerCase() : '';
  if (DONE.has(value)) return 'done';
  if (STOPPED.has(value)) return 'stopped';
  return 'inProgress';
}
