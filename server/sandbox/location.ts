// The visitor's location as get-location answers it (spec 3 Location: country.code and
// ipInfo.subdivisions). The sandbox has no GeoIP: POST /api/sandbox/location sets it, and it is Malta
// until then, the seeded player's country. With ?scope= it is set for the requests of one settings scope (the cookie
// sandbox-settings-scope: a test's browser context), which then see it instead of the site's.
import type { Location } from '../../src/generated/types';
import type { SandboxContext } from './context';
import { getMeta, setMeta, sql } from './db';

export interface SandboxLocation { country: string; subdivision?: string | null; ip?: string | null }

export const DEFAULT_LOCATION: SandboxLocation = { country: 'MT' };

const locationKey = (scope: string | null) => (scope === null ? 'location' : `location@${scope}`);

/** Where the visitor is: the scope's location when one was set for it, else the site's. */
export function currentLocation(ctx: SandboxContext, scope: string | null = null): SandboxLocation {
  const stored = (scope === null ? undefined : getMeta(ctx.db, locationKey(scope))) ?? getMeta(ctx.db, locationKey(null));
  return stored ? (JSON.parse(stored) as SandboxLocation) : DEFAULT_LOCATION;
}

export function setLocation(ctx: SandboxContext, location: SandboxLocation, scope: string | null = null): void {
  setMeta(ctx.db, locationKey(scope), JSON.stringify(location));
}

export function locationAnswer(ctx: SandboxContext, requestIp: string, scope: string | null = null): Location {
  const location = currentLocation(ctx, scope);
  const country = sql(ctx.db, 'SELECT name FROM countries WHERE code = ?').get(location.country) as { name: string } | undefined;
  return {
    country: { code: location.country, name: country?.name ?? location.country },
    ipInfo: {
      ip: location.ip ?? requestIp,
      subdivisions: location.subdivision ? [{ isoCode: location.subdivision }] : [],
    },
  };
}
