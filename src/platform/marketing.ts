// Marketing parameters (spec 4 Marketing parameters, spec 9 Cookies and retention): cpnc, mkt and pid from
// the landing address are kept for 365 days so a player who registers or deposits days later is still
// attributed, but only a parameter from the last ~7 days counts as the current campaign. The rules are pure
// functions over a list; the storage wrappers around them never throw.
//
// Our names (the spec leaves them open): the list lives in local storage under `marketingParameters`, as
// [{ name, value, savedAt, expiresAt, userDeviceType }] with ISO times; pid is also written under its own
// spec 3 key `pid`. The device type saved "too" is the one the visitor arrived on, kept with each entry.
import { STORAGE_KEYS, type KeyValueStorage, getLocalStorage, readJson, readString, writeJson, writeString } from './storage';
import { deviceType, type UserDeviceType } from './tracking';

export const MARKETING_PARAMETER_NAMES = ['cpnc', 'mkt', 'pid'] as const;
export type MarketingParameterName = (typeof MARKETING_PARAMETER_NAMES)[number];

export const MARKETING_STORAGE_KEY = 'marketingParameters';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** spec 9: marketing parameters are kept 365 days. */
export const MARKETING_PARAMETER_TTL_MS = 365 * DAY_MS;
/** spec 9: "Latest-parameter freshness about 7 days minus 1 hour" (6 days 23 hours). */
export const LATEST_PARAMETER_FRESHNESS_MS = 7 * DAY_MS - HOUR_MS;
/** Our bound, so a visitor landing again and again cannot grow the stored list without end. */
export const MAX_STORED_PARAMETERS = 50;

export interface MarketingParameter {
  name: MarketingParameterName;
  value: string;
  savedAt: string;
  expiresAt: string;
  userDeviceType?: UserDeviceType;
}

function time(iso: string): number {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? Number.NaN : t;
}

function isEntry(value: unknown): value is MarketingParameter {
  const e = value as MarketingParameter | null;
  return !!e && typeof e === 'object' && (MARKETING_PARAMETER_NAMES as readonly string[]).includes(e.name)
    && typeof e.value === 'string' && typeof e.savedAt === 'string' && typeof e.expiresAt === 'string';
}

/** The entries not yet expired (spec 4: expired ones are purged); malformed entries go too. */
export function purgeExpired(list: readonly unknown[], now: Date): MarketingParameter[] {
  return list.filter(isEntry).filter((e) => time(e.expiresAt) > now.getTime());
}

/**
 * The list after a landing with this query: each non-empty cpnc, mkt or pid is saved with a 365-day expiry
 * and the device type. A value saved again replaces its older entry, so it is "the latest" without duplicates.
 */
export function captureParameters(
  list: readonly unknown[], query: URLSearchParams, now: Date, userDeviceType?: UserDeviceType,
): MarketingParameter[] {
  let result = purgeExpired(list, now);
  for (const name of MARKETING_PARAMETER_NAMES) {
    const value = query.get(name)?.trim();
    if (!value) continue;
    const entry: MarketingParameter = {
      name, value, savedAt: now.toISOString(), expiresAt: new Date(now.getTime() + MARKETING_PARAMETER_TTL_MS).toISOString(),
      ...(userDeviceType ? { userDeviceType } : {}),
    };
    result = [...result.filter((e) => !(e.name === name && e.value === value)), entry];
  }
  return result.slice(-MAX_STORED_PARAMETERS);
}

/**
 * The latest valid entry of a name, only if it was saved less than about 6 days 23 hours ago
 * (spec 4 Marketing parameters, spec 9); otherwise null.
 */
export function pickLatest(list: readonly unknown[], name: MarketingParameterName, now: Date): MarketingParameter | null {
  const latest = purgeExpired(list, now)
    .filter((e) => e.name === name)
    .reduce<MarketingParameter | null>((best, e) => (!best || time(e.savedAt) >= time(best.savedAt) ? e : best), null);
  if (!latest) return null;
  const age = now.getTime() - time(latest.savedAt);
  return age >= 0 && age < LATEST_PARAMETER_FRESHNESS_MS ? latest : null;
}

export function readMarketingParameters(storage: KeyValueStorage | null = getLocalStorage()): unknown[] {
  const stored = readJson<unknown>(MARKETING_STORAGE_KEY, storage);
  return Array.isArray(stored) ? stored : [];
}

function windowDeviceType(): UserDeviceType {
  return typeof window === 'undefined' ? 'desktop' : deviceType(window.innerWidth);
}

/** Saves the landing query's parameters and purges the expired ones. Returns the stored list. */
export function saveMarketingParameters(
  search: string, now: Date = new Date(), options: { storage?: KeyValueStorage | null; userDeviceType?: UserDeviceType } = {},
): MarketingParameter[] {
  const storage = options.storage === undefined ? getLocalStorage() : options.storage;
  const query = new URLSearchParams(search);
  const list = captureParameters(readMarketingParameters(storage), query, now, options.userDeviceType ?? windowDeviceType());
  writeJson(MARKETING_STORAGE_KEY, list, storage);
  const pid = query.get('pid')?.trim();
  if (pid) writeString(STORAGE_KEYS.pid, pid, storage);
  return list;
}

/** The latest fresh parameter (see pickLatest) from storage, or null. */
export function latestParameter(
  name: MarketingParameterName, now: Date = new Date(), storage: KeyValueStorage | null = getLocalStorage(),
): MarketingParameter | null {
  return pickLatest(readMarketingParameters(storage), name, now);
}

/** The values the tracker sends with log-event (createTracker's getMarketing). */
export function currentMarketing(now: Date = new Date(), storage: KeyValueStorage | null = getLocalStorage()) {
  return { cpnc: latestParameter('cpnc', now, storage)?.value ?? null, mkt: latestParameter('mkt', now, storage)?.value ?? null };
}

/** The visitor's attribution sent with login and sign-up (spec 7): marketing values, device, screen and ids. */
export interface Attribution {
  cpnc: string | null;
  mkt: string | null;
  userDeviceType: UserDeviceType;
  screenResolution: string | null;
  uidToken: string | null;
  firstUrl: string | null;
}

export function attribution(now: Date = new Date(), storage: KeyValueStorage | null = getLocalStorage()): Attribution {
  const screen = typeof window === 'undefined' ? undefined : window.screen;
  return {
    ...currentMarketing(now, storage),
    userDeviceType: windowDeviceType(),
    screenResolution: screen && screen.width > 0 ? `${screen.width}x${screen.height}` : null,
    uidToken: readString(STORAGE_KEYS.connect_uid_token, storage),
    firstUrl: readString(STORAGE_KEYS.firstUrl, storage),
  };
}
