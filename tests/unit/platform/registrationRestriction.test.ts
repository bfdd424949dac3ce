import { describe, expect, it } from 'vitest';
import {
  isRegistrationRestricted, matchMirrorDomain, mirrorHostname, timeOfDay, windowCovers,
} from '../../../src/platform/registrationRestriction';
import type { MirrorDomain } from '../../../src/generated/types';

const mirror: MirrorDomain = {
  url: 'https://mirror-one.example.com',
  settings: {
    registrationConfigs: [
      { country: 'DE', windows: [{ from: '22:00', to: '06:00', deviceType: 'mobile' }] },
      { country: 'AT', windows: [{ from: '09:00', to: '17:30', deviceType: 'desktop' }] },
    ],
  },
};

describe('spec 4 Registration restriction', () => {
  it('spec 4: the mirror domain is matched by hostname (url with or without a scheme, any case)', () => {
    expect(matchMirrorDomain('mirror-one.example.com', [mirror])).toBe(mirror);
    expect(matchMirrorDomain('MIRROR-ONE.example.com', [{ url: 'mirror-one.example.com' }])?.url).toBe('mirror-one.example.com');
    expect(matchMirrorDomain('other.example.com', [mirror])).toBeUndefined();
    expect(matchMirrorDomain('mirror-one.example.com', undefined)).toBeUndefined();
    expect(mirrorHostname('not a url')).toBe('');
  });

  it('spec 4: restricted when the country cookie matches a config whose window covers HH:MM on the same device type', () => {
    expect(isRegistrationRestricted({ mirror, country: 'AT', time: '09:00', deviceType: 'desktop' })).toBe(true);
    expect(isRegistrationRestricted({ mirror, country: 'at', time: '17:29', deviceType: 'desktop' })).toBe(true);
  });

  it('spec 4: not restricted outside the window, on another device type, or from another country', () => {
    expect(isRegistrationRestricted({ mirror, country: 'AT', time: '17:30', deviceType: 'desktop' })).toBe(false);
    expect(isRegistrationRestricted({ mirror, country: 'AT', time: '08:59', deviceType: 'desktop' })).toBe(false);
    expect(isRegistrationRestricted({ mirror, country: 'AT', time: '10:00', deviceType: 'mobile' })).toBe(false);
    expect(isRegistrationRestricted({ mirror, country: 'MT', time: '10:00', deviceType: 'desktop' })).toBe(false);
  });

  it('without a matching mirror or without the country cookie nothing is restricted', () => {
    expect(isRegistrationRestricted({ mirror: undefined, country: 'AT', time: '10:00', deviceType: 'desktop' })).toBe(false);
    expect(isRegistrationRestricted({ mirror, country: null, time: '10:00', deviceType: 'desktop' })).toBe(false);
  });

  it('a window whose end is before its start runs over midnight', () => {
    expect(windowCovers('22:00', '06:00', '23:59')).toBe(true);
    expect(windowCovers('22:00', '06:00', '00:00')).toBe(true);
    expect(windowCovers('22:00', '06:00', '06:00')).toBe(false);
    expect(windowCovers('22:00', '06:00', '12:00')).toBe(false);
    expect(windowCovers('08:00', '08:00', '08:00')).toBe(false);
    expect(windowCovers('00:00', '24:00', '23:59')).toBe(true);
  });

  it('the configs name mobile or desktop only: a tablet counts as mobile', () => {
    expect(isRegistrationRestricted({ mirror, country: 'DE', time: '23:00', deviceType: 'tablet' })).toBe(true);
    expect(isRegistrationRestricted({ mirror, country: 'DE', time: '23:00', deviceType: 'desktop' })).toBe(false);
  });

  it('spec 4 Clock: HH:MM is the local time of day, zero-padded', () => {
    expect(timeOfDay(new Date(2026, 0, 2, 7, 5))).toBe('07:05');
    expect(timeOfDay(new Date(2026, 0, 2, 23, 59))).toBe('23:59');
  });
});
