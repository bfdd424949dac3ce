// The maps service (spec 7 Maps service: 'a reverse geocoding call with latitude and longitude; timeout 10 s'),
// played by the sandbox: GET /api/core/casino/maps/reverse-geocode?latitude=&longitude= answers the address of a few known
// places (deterministic, so tests rely on it; nearest within about 5 km), 404 elsewhere. A control,
// POST /api/sandbox/maps[?scope=] {mode: ok|slow|fail, delayMs?}, makes it slow (past the client's 10 s) or
// fail (503), for everyone or only for requests carrying the settings scope cookie (one browser context).
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';
import type { ReverseGeocodeResponse, SandboxMapsRequest } from '../../../src/generated/types';
import { badRequest, HttpError, notFound } from '../errors';
import { validateBody } from '../validate';
import { ceiling } from '../throttle';
import { settingsScopeOf } from '../settings';
import type { Query } from '../params';

type Address = ReverseGeocodeResponse['data'];

/** The places the sandbox knows: [latitude, longitude, address]. */
export const KNOWN_PLACES: ReadonlyArray<readonly [number, number, Address]> = [
  [35.8989, 14.5146, { address: 'Triq ir-Repubblika 1', city: 'Valletta', zipCode: 'VLT 1117', countryCode: 'MT' }],
  [35.9122, 14.5042, { address: 'Triq it-Torri 5', city: 'Sliema', zipCode: 'SLM 1605', countryCode: 'MT' }],
  [52.5163, 13.3777, { address: 'Pariser Platz 1', city: 'Berlin', zipCode: '10117', countryCode: 'DE' }],
  [51.5074, -0.1278, { address: '1 Trafalgar Square', city: 'London', zipCode: 'WC2N 5DN', countryCode: 'GB' }],
];

/** About 5 km in degrees of latitude: a nearer known place answers. */
const NEAR = 0.05;

export function addressAt(latitude: number, longitude: number): Address | null {
  let best: { distance: number; address: Address } | null = null;
  for (const [lat, lng, address] of KNOWN_PLACES) {
    const distance = Math.hypot(lat - latitude, (lng - longitude) * Math.cos((latitude * Math.PI) / 180));
    if (distance <= NEAR && (!best || distance < best.distance)) best = { distance, address };
  }
  return best ? { ...best.address } : null;
}

function coordinate(query: Query, name: string, limit: number): number {
  const raw = query[name];
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  if (!Number.isFinite(value) || Math.abs(value) > limit) throw badRequest(`${name} must be a number between -${limit} and ${limit}`, name);
  return value;
}

const DEFAULT_SLOW_MS = 11_000;

export function mapsRoutes(app: FastifyInstance, ctx: SandboxContext) {
  // The mode per settings scope ('' for everyone).
  const modes = new Map<string, SandboxMapsRequest>();

  app.get<{ Querystring: Query }>('/api/core/casino/maps/reverse-geocode', { onRequest: ceiling(app, ctx.guards.limits.guestWrites) }, async (request) => {
    const latitude = coordinate(request.query, 'latitude', 90);
    const longitude = coordinate(request.query, 'longitude', 180);
    const scope = settingsScopeOf(request);
    const mode = (scope && modes.get(scope)) || modes.get('') || { mode: 'ok' };
    if (mode.mode === 'fail') throw new HttpError(503, 'Service Unavailable');
    if (mode.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, mode.delayMs ?? DEFAULT_SLOW_MS));
    const address = addressAt(latitude, longitude);
    if (!address) throw notFound('No address was found for this place');
    return { data: address } satisfies ReverseGeocodeResponse;
  });

  app.post<{ Querystring: Query }>('/api/sandbox/maps', async (request) => {
    const body = validateBody<SandboxMapsRequest>('api/sandbox-maps.request', request.body);
    const scope = typeof request.query.scope === 'string' ? request.query.scope : '';
    if (scope && !/^[A-Za-z0-9_-]{1,64}$/.test(scope)) throw badRequest('scope must be 1 to 64 letters, digits, - or _', 'scope');
    if (body.mode === 'ok') modes.delete(scope);
    else modes.set(scope, body);
    return { success: true };
  });
}
