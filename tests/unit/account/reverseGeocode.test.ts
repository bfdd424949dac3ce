// spec 7 Maps service: 'a reverse geocoding call with latitude and longitude; timeout 10 s', for the profile's
// address; spec 5 Profile form: locked fields are not changed.
import { describe, it, expect, vi } from 'vitest';
import { GeocodeTimeoutError, MAPS_TIMEOUT_MS, addressFill, locationErrorText, reverseGeocode, type Timers } from '../../../src/account/reverseGeocode';
import { profileLocks } from '../../../src/account/profileLocks';

const VALLETTA = { address: 'Triq ir-Repubblika 1', city: 'Valletta', zipCode: 'VLT 1117', countryCode: 'MT' };

/** A clock the test moves: timers fire when it says. */
function manualTimers() {
  const pending: Array<{ at: number; callback: () => void; handle: number }> = [];
  let now = 0;
  let next = 1;
  const timers: Timers = {
    setTimeout: (callback, ms) => { pending.push({ at: now + ms, callback, handle: next }); return next++; },
    clearTimeout: (handle) => { const i = pending.findIndex((p) => p.handle === handle); if (i >= 0) pending.splice(i, 1); },
  };
  const advance = (ms: number) => {
    now += ms;
    for (const due of pending.filter((p) => p.at <= now)) { pending.splice(pending.indexOf(due), 1); due.callback(); }
  };
  return { timers, advance, pending };
}

describe('spec 7 Maps service: reverse geocoding, timeout 10 s', () => {
  it('sends latitude and longitude and answers the address', async () => {
    const { timers, pending } = manualTimers();
    const call = vi.fn(async (_coordinates: unknown, _signal: AbortSignal) => ({ data: VALLETTA }));
    await expect(reverseGeocode(call, { latitude: 35.9, longitude: 14.51 }, { timers })).resolves.toEqual(VALLETTA);
    expect(call.mock.calls[0][0]).toEqual({ latitude: 35.9, longitude: 14.51 });
    expect(pending).toHaveLength(0);
  });

  it('gives up after 10 s (not before), aborting the call', async () => {
    expect(MAPS_TIMEOUT_MS).toBe(10_000);
    const { timers, advance } = manualTimers();
    let signal: AbortSignal | undefined;
    const call = vi.fn((_c: unknown, s: AbortSignal) => { signal = s; return new Promise(() => {}); });
    const result = reverseGeocode(call, { latitude: 1, longitude: 2 }, { timers });
    let settled = false;
    result.catch(() => undefined).finally(() => { settled = true; });
    advance(9_999);
    await Promise.resolve();
    expect(settled).toBe(false);
    expect(signal!.aborted).toBe(false);
    advance(1);
    await expect(result).rejects.toBeInstanceOf(GeocodeTimeoutError);
    expect(signal!.aborted).toBe(true);
  });

  it('a failed call or an answer without an address is an error', async () => {
    const { timers } = manualTimers();
    await expect(reverseGeocode(async () => { throw Object.assign(new Error('x'), { status: 503 }); }, { latitude: 0, longitude: 0 }, { timers })).rejects.toThrow('x');
    await expect(reverseGeocode(async () => ({ data: { city: 'X' } }), { latitude: 0, longitude: 0 }, { timers })).rejects.toThrow(/no address/);
  });
});

describe('spec 5 Profile form: the address fills only fields not locked', () => {
  it('fills address, city, zip and country for a player with nothing locked', () => {
    expect(addressFill(VALLETTA, profileLocks({}))).toEqual(VALLETTA);
  });

  it('keeps a locked address (KYC approved) and a locked country (real birth date)', () => {
    const locks = profileLocks({ kycStatus: 'APPROVED', dateOfBirth: '1990-05-14' });
    expect(addressFill(VALLETTA, locks)).toEqual({ city: 'Valletta', zipCode: 'VLT 1117' });
  });

  it('leaves out empty values', () => {
    expect(addressFill({ ...VALLETTA, zipCode: ' ' }, {})).toEqual({ address: VALLETTA.address, city: 'Valletta', countryCode: 'MT' });
  });
});

describe('Use my location: the message for each failure', () => {
  it('names a refused permission, an unavailable position, a timeout, no address, anything else', () => {
    expect(locationErrorText({ code: 1 })).toBe('text.platform.location.denied');
    expect(locationErrorText({ code: 2 })).toBe('text.platform.location.unavailable');
    expect(locationErrorText(new GeocodeTimeoutError())).toBe('text.platform.location.timeout');
    expect(locationErrorText({ status: 404 })).toBe('text.platform.location.notFound');
    expect(locationErrorText(new Error('boom'))).toBe('text.platform.location.failed');
  });
});
