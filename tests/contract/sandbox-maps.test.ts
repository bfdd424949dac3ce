// spec 7 Maps service ('a reverse geocoding call with latitude and longitude; timeout 10 s'), played by the sandbox:
// GET /api/core/casino/maps/reverse-geocode (ours, schemas/api/reverse-geocode.response) and its control POST /api/sandbox/maps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectValid, startSandbox } from './sandbox-helpers';

let app: Awaited<ReturnType<typeof startSandbox>>;
beforeAll(async () => { app = await startSandbox(); });
afterAll(() => app.close());

const geocode = (query: string, cookie?: string) =>
  app.inject({ method: 'GET', url: `/api/core/casino/maps/reverse-geocode?${query}`, headers: cookie ? { cookie } : {} });

describe('GET /api/core/casino/maps/reverse-geocode', () => {
  it('answers the address of a known place, deterministically, also a little off it', async () => {
    const res = await geocode('latitude=35.8989&longitude=14.5146');
    expect(res.statusCode).toBe(200);
    expectValid('api/reverse-geocode.response', res.json());
    expect(res.json().data).toEqual({ address: 'Triq ir-Repubblika 1', city: 'Valletta', zipCode: 'VLT 1117', countryCode: 'MT' });
    expect((await geocode('latitude=52.517&longitude=13.378')).json().data).toMatchObject({ city: 'Berlin', countryCode: 'DE' });
  });

  it('answers 404 with a message for a place it does not know, 400 for bad coordinates', async () => {
    const nowhere = await geocode('latitude=0&longitude=0');
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json().message).toMatch(/No address/);
    for (const bad of ['latitude=91&longitude=0', 'latitude=abc&longitude=0', 'longitude=10', 'latitude=1&longitude=-181']) {
      expect((await geocode(bad)).statusCode, bad).toBe(400);
    }
  });

  it('the control makes it fail (503) or slow, for one settings scope only, and ok again', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/sandbox/maps?scope=m1', payload: { mode: 'fail' } })).statusCode).toBe(200);
    const cookie = 'sandbox-settings-scope=m1';
    expect((await geocode('latitude=35.8989&longitude=14.5146', cookie)).statusCode).toBe(503);
    expect((await geocode('latitude=35.8989&longitude=14.5146')).statusCode).toBe(200);

    await app.inject({ method: 'POST', url: '/api/sandbox/maps?scope=m1', payload: { mode: 'slow', delayMs: 200 } });
    const started = Date.now();
    expect((await geocode('latitude=35.8989&longitude=14.5146', cookie)).statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);

    await app.inject({ method: 'POST', url: '/api/sandbox/maps?scope=m1', payload: { mode: 'ok' } });
    expect((await geocode('latitude=35.8989&longitude=14.5146', cookie)).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/sandbox/maps', payload: { mode: 'sometimes' } })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/sandbox/maps', payload: { mode: 'slow', delayMs: 10_000_000 } })).statusCode).toBe(400);
  });
});
