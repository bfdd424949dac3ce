// Issue: passwords hashed with a slow hash (node:crypto scrypt, a per-user salt, no native dependency).
import { describe, it, expect } from 'vitest';
import { hashPassword, SCRYPT_DEFAULTS, verifyPassword } from '../../../server/sandbox/accounts';

const FAST = { N: 1024, r: 8, p: 1, keyLength: 64 };

describe('password hashing', () => {
  it('defaults to scrypt N=32768, r=8, p=1 with a 64-byte key', () => {
    expect(SCRYPT_DEFAULTS).toEqual({ N: 32768, r: 8, p: 1, keyLength: 64 });
  });

  it('the hash carries its parameters and salt, verifies the password and nothing else', async () => {
    const hash = await hashPassword('Sandbox123!', FAST);
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(await verifyPassword('Sandbox123!', hash)).toBe(true);
    expect(await verifyPassword('sandbox123!', hash)).toBe(false);
  });

  it('the same password gets a different salt and hash each time', async () => {
    const [a, b] = await Promise.all([hashPassword('same', FAST), hashPassword('same', FAST)]);
    expect(a).not.toBe(b);
  });

  it('an account without a password (1-click registration) or a foreign scheme never verifies', async () => {
    expect(await verifyPassword('', '!')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$...')).toBe(false);
  });
});
