// Page views and visits (spec 4 Tracking, spec 9 Tracking). A PAGE_VIEW is logged 300 ms after a route
// change, so a redirect or a quick click-through logs only the page the player stayed on. A visit is
// logged at most once per 30 minutes per user (player or visitor), across tabs and reloads; records older
// than twice that are dropped so the stored map stays small.
//
// Our names (not shown in the spec): the visit event is VISIT with data { page }; the records live in local
// storage under `visitTracking` as { [userKey]: lastSentMs }.
import { type KeyValueStorage, getLocalStorage, readJson, writeJson } from './storage';

export const PAGE_VIEW_EVENT = 'PAGE_VIEW';
export const VISIT_EVENT = 'VISIT';
/** spec 9: page view delay 300 ms. */
export const PAGE_VIEW_DELAY_MS = 300;
/** spec 9: visit event dedupe 30 minutes. */
export const VISIT_DEDUPE_MS = 30 * 60 * 1000;
/** spec 9: stale records are cleaned after twice that. */
export const VISIT_STALE_MS = 2 * VISIT_DEDUPE_MS;
export const VISIT_STORAGE_KEY = 'visitTracking';

export type Track = (event: string, data?: Record<string, unknown>) => unknown;

/** Logs PAGE_VIEW for the path after 300 ms; returns a cancel function (call it on the next route change). */
export function schedulePageView(track: Track, path: string, delayMs: number = PAGE_VIEW_DELAY_MS): () => void {
  const timer = setTimeout(() => void track(PAGE_VIEW_EVENT, { page: path }), delayMs);
  return () => clearTimeout(timer);
}

/** A scheduler where each route change cancels the page view still pending from the previous one. */
export function createPageViewScheduler(track: Track, delayMs: number = PAGE_VIEW_DELAY_MS) {
  let cancel: (() => void) | null = null;
  return {
    routeChanged(path: string) {
      cancel?.();
      cancel = schedulePageView(track, path, delayMs);
    },
    stop() {
      cancel?.();
      cancel = null;
    },
  };
}

export type VisitRecords = Record<string, number>;

/** The records without those older than 60 minutes (and without malformed values). Pure. */
export function cleanVisitRecords(records: VisitRecords, now: number): VisitRecords {
  return Object.fromEntries(
    Object.entries(records).filter(([, at]) => typeof at === 'number' && Number.isFinite(at) && now - at < VISIT_STALE_MS && at <= now),
  );
}

/** A visit is due when none was sent for this user in the last 30 minutes. Pure. */
export function visitDue(records: VisitRecords, userKey: string, now: number): boolean {
  const at = records[userKey];
  return typeof at !== 'number' || now - at >= VISIT_DEDUPE_MS || at > now;
}

/** The records' key of the current user: the player's id when signed in, else the visitor's generated id. */
export function visitUserKey(userId: unknown, visitorId: string | null): string {
  return userId !== undefined && userId !== null && userId !== '' ? `user:${String(userId)}` : `visitor:${visitorId ?? 'anonymous'}`;
}

/** Sends VISIT when due and records it; returns true when sent. */
export function trackVisit(
  track: Track, userKey: string, page: string, now: number = Date.now(), storage: KeyValueStorage | null = getLocalStorage(),
): boolean {
  const stored = readJson<VisitRecords>(VISIT_STORAGE_KEY, storage);
  const records = cleanVisitRecords(stored && typeof stored === 'object' && !Array.isArray(stored) ? stored : {}, now);
  const due = visitDue(records, userKey, now);
  if (due) records[userKey] = now;
  writeJson(VISIT_STORAGE_KEY, records, storage);
  if (due) void track(VISIT_EVENT, { page });
  return due;
}
