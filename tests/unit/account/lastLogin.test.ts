// spec 3 Browser storage: 'Also local storage: ... the last login date, IP and location' (stored by the
// login, spec 7: 'Stores the last login date, IP and location locally'). The profile reads them back through
// src/account/lastLogin.ts; these tests pin what the scope's lastLogin holds.
import { describe, it, expect } from 'vitest';
import { locationWords, readLastLogin, sameLastLogin } from '../../../src/account/lastLogin';
import { lastLoginValues } from '../../../src/platform/auth';
import { STORAGE_KEYS } from '../../../src/platform/storage';
import { memoryStorage } from '../memoryStorage';

function stored(values: Record<string, string | null>) {
  const storage = memoryStorage();
  for (const [key, value] of Object.entries(values)) if (value !== null) storage.setItem(key, value);
  return storage;
}

describe('spec 3 Browser storage: the last login date, IP and location', () => {
  it('reads back what the login stored (spec 7 login answer lastLogin {created_at, ip, location})', () => {
    const storage = stored(lastLoginValues({ lastLogin: { created_at: '2026-11-24T08:15:00.000Z', ip: '203.0.113.24', location: 'Valletta, Malta' } }));
    expect(readLastLogin(storage)).toEqual({ date: '2026-11-24T08:15:00.000Z', ip: '203.0.113.24', location: 'Valletta, Malta' });
  });

  it('is null when nothing is stored (a first login, a guest) or storage is missing', () => {
    expect(readLastLogin(memoryStorage())).toBeNull();
    expect(readLastLogin(null)).toBeNull();
    expect(readLastLogin(stored(lastLoginValues({ lastLogin: null })))).toBeNull();
  });

  it('keeps the values that are there; blank values count as missing', () => {
    const storage = stored({ [STORAGE_KEYS.lastLoginIp]: '198.51.100.7', [STORAGE_KEYS.lastLoginDate]: '  ' });
    expect(readLastLogin(storage)).toEqual({ date: null, ip: '198.51.100.7', location: null });
  });

  it('a location the platform sent as a record (stored as JSON) reads as words, never as JSON', () => {
    const storage = stored(lastLoginValues({ lastLogin: { created_at: '2026-11-24T08:15:00Z', ip: null, location: { city: 'Valletta', country: { code: 'MT', name: 'Malta' } } as never } }));
    expect(readLastLogin(storage)?.location).toBe('Valletta, Malta');
    expect(locationWords('{"country":"MT","subdivision":"MT"}')).toBe('MT');
    expect(locationWords('{"unknown":1}')).toBeNull();
    expect(locationWords('{not json')).toBe('{not json');
    expect(locationWords('Sliema')).toBe('Sliema');
  });

  it('two equal readings are the same, so the scope is not rebuilt', () => {
    expect(sameLastLogin({ date: 'a', ip: 'b', location: null }, { date: 'a', ip: 'b', location: null })).toBe(true);
    expect(sameLastLogin({ date: 'a', ip: 'b', location: null }, { date: 'a', ip: 'c', location: null })).toBe(false);
    expect(sameLastLogin(null, { date: 'a', ip: null, location: null })).toBe(false);
    expect(sameLastLogin(null, null)).toBe(true);
  });
});
