// Registration restriction (spec 4): the mirror domain is matched by hostname; if the visitor's country
// cookie matches a registration config whose time window covers the current HH:MM on the same device
// type, registration is flagged restricted. Shape of the configs: schemas/api/mirror-domain.schema.json.
// Pure functions; the shell feeds them the clock (refreshed every 60 s, spec 4 Clock), the countryCode
// cookie and the device type.
import type { MirrorDomain } from '../generated/types';

type DeviceType = 'mobile' | 'tablet' | 'desktop';

/** The hostname of a mirror's url, which may be written with or without a scheme. */
export function mirrorHostname(url: string): string {
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `https://${url}`).hostname.toLowerCase();
  } catch {
    return '';
  }
}

/** spec 4: the mirror domain is matched by hostname. */
export function matchMirrorDomain(hostname: string, mirrors: readonly MirrorDomain[] | null | undefined): MirrorDomain | undefined {
  const host = hostname.toLowerCase();
  return (mirrors ?? []).find((m) => typeof m?.url === 'string' && mirrorHostname(m.url) === host);
}

/** The local time of day as HH:MM (24-hour). */
export const timeOfDay = (date: Date): string =>
  `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;

/** Whether [from, to) covers the time; a window whose end is before its start runs over midnight. */
export function windowCovers(from: string, to: string, time: string): boolean {
  if (from === to) return false;
  return from < to ? time >= from && time < to : time >= from || time < to;
}

/** The configs know mobile and desktop only; a tablet is a touch device, so it counts as mobile. */
const configDeviceType = (type: DeviceType): 'mobile' | 'desktop' => (type === 'desktop' ? 'desktop' : 'mobile');

export interface RestrictionInput {
  mirror: MirrorDomain | undefined;
  /** The countryCode cookie (spec 3: read only, set by the server). */
  country: string | null;
  /** HH:MM now. */
  time: string;
  deviceType: DeviceType;
}

/** spec 4 Registration restriction. */
export function isRegistrationRestricted({ mirror, country, time, deviceType }: RestrictionInput): boolean {
  if (!mirror || !country) return false;
  const device = configDeviceType(deviceType);
  return (mirror.settings?.registrationConfigs ?? []).some((config) =>
    config.country.toUpperCase() === country.toUpperCase()
    && (config.windows ?? []).some((w) => w.deviceType === device && windowCovers(w.from, w.to, time)));
}
