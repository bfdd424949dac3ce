// The maps service for the profile's address (spec 7 Maps service: 'a reverse geocoding call with latitude and
// longitude; timeout 10 s'; spec 5 Profile form locks). Pure apart from the call it is given: the timer comes
// in as a parameter, so a test drives the 10 s without waiting for them.
import type { ReverseGeocodeResponse } from '../generated/types';
import type { LockableProfileField } from './profileLocks';

/** spec 7 Maps service: timeout 10 s. */
export const MAPS_TIMEOUT_MS = 10_000;

export type GeocodedAddress = ReverseGeocodeResponse['data'];
export interface Coordinates { latitude: number; longitude: number }
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The maps call took longer than its 10 s. */
export class GeocodeTimeoutError extends Error {
  constructor() {
    super('The maps service did not answer within 10 s');
    this.name = 'GeocodeTimeoutError';
  }
}

const realTimers: Timers = { setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms), clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>) };

/** The address of the answer, or null when it holds none (a malformed answer is not an address). */
export function addressOf(answer: unknown): GeocodedAddress | null {
  const data = (answer as { data?: Record<string, unknown> } | null)?.data;
  if (!data || typeof data !== 'object') return null;
  const { address, city, zipCode, countryCode } = data;
  if ([address, city, zipCode, countryCode].some((v) => typeof v !== 'string')) return null;
  return { address, city, zipCode, countryCode } as GeocodedAddress;
}

/**
 * Reverse-geocodes the coordinates with the call given (the api client's reverseGeocode); after timeoutMs
 * (10 s) the call is aborted and GeocodeTimeoutError thrown.
 */
export function reverseGeocode(
  call: (coordinates: Coordinates, signal: AbortSignal) => Promise<unknown>,
  coordinates: Coordinates,
  options: { timers?: Timers; timeoutMs?: number } = {},
): Promise<GeocodedAddress> {
  const timers = options.timers ?? realTimers;
  const controller = new AbortController();
  return new Promise<GeocodedAddress>((resolve, reject) => {
    let done = false;
    const handle = timers.setTimeout(() => {
      if (done) return;
      done = true;
      controller.abort();
      reject(new GeocodeTimeoutError());
    }, options.timeoutMs ?? MAPS_TIMEOUT_MS);
    call(coordinates, controller.signal).then((answer) => {
      if (done) return;
      done = true;
      timers.clearTimeout(handle);
      const address = addressOf(answer);
      if (address) resolve(address);
      else reject(new Error('The maps service answered no address'));
    }, (error: unknown) => {
      if (done) return;
      done = true;
      timers.clearTimeout(handle);
      reject(error);
    });
  });
}

/** The profile fields the address fills, with the lock each one may have (spec 5: address and country lock). */
const FILLS: ReadonlyArray<readonly [keyof GeocodedAddress, LockableProfileField | null]> = [
  ['address', 'address'], ['city', null], ['zipCode', null], ['countryCode', 'countryCode'],
];

/** The form values the address fills: only fields not locked (spec 5 Profile form) and only non-empty values. */
export function addressFill(address: GeocodedAddress, locks: Partial<Record<string, boolean>> | null | undefined): Partial<GeocodedAddress> {
  const fill: Partial<GeocodedAddress> = {};
  for (const [field, lock] of FILLS) {
    if (lock && locks?.[lock]) continue;
    const value = address[field]?.trim();
    if (value) fill[field] = value;
  }
  return fill;
}

/** The text key that says why 'Use my location' failed: refused permission, a timeout, no address there, or another failure. */
export function locationErrorText(error: unknown): string {
  if (error instanceof GeocodeTimeoutError) return 'text.platform.location.timeout';
  const code = (error as { code?: unknown } | null)?.code;
  // GeolocationPositionError: 1 PERMISSION_DENIED, 2 POSITION_UNAVAILABLE, 3 TIMEOUT.
  if (code === 1) return 'text.platform.location.denied';
  if (code === 2 || code === 3) return 'text.platform.location.unavailable';
  if ((error as { status?: unknown } | null)?.status === 404) return 'text.platform.location.notFound';
  return 'text.platform.location.failed';
}
