// The visitor's location as get-location answers it (spec 3 Location: country.code and
// ipInfo.subdivisions). The sandbox has no GeoIP: POST /api/sandbox/location sets it, and it is Malta
// until then, the seeded player's country.
import type { Location } from '../../src/generated/types';
import type { SandboxContext } from './context';
import { getMeta, setMeta, sql } from './db';

export interface SandboxLocation { country: string; subdivision?: string | null; ip?: string | null }

export const DEFAULT_LOCATION: SandboxLocation = { country: 'MT' };

export function currentLocation(ctx: SandboxContext): SandboxLocation {
  const stored = getMeta(ctx.db, 'location');
  return stored ? (JSON.parse(stored) as SandboxLocation) : DEFAULT_LOCATION;
}

export function setLocation(ctx: SandboxContext, location: SandboxLocation): void {
  setMeta(ctx.db, 'location', JSON.stringify(location));
}

export function locationAnswer(ctx: SandboxContext, requestIp: string): Location {
  const location = currentLocation(ctx);
  const country = sql(ctx.db, 'SELECT name FROM countries WHERE code = ?').get(location.country) as { name: string } | undefined;
  return {
    country: { code: location.country, name: country?.name ?? location.country },
    ipInfo: {
      ip: location.ip ?? requestIp,
      subdivisions: location.subdivision ? [{ isoCode: location.subdivision }] : [],
    },
  };
}
