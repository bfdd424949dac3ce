// The one reading of a Cookie header (server/cookies.ts) the site and the sandbox share.
import { describe, expect, it } from 'vitest';
import { cookieValue } from '../../../server/cookies';

describe('cookieValue', () => {
  it('finds a cookie among others, keeps = inside its value, and takes the first one sent', () => {
    expect(cookieValue('a=1; language-code=de; b=2', 'language-code')).toBe('de');
    expect(cookieValue('token=x=y==', 'token')).toBe('x=y==');
    expect(cookieValue('s=one; s=two', 's')).toBe('one');
  });

  it('is null without the header or the cookie, and never matches a name by its prefix', () => {
    expect(cookieValue(undefined, 's')).toBeNull();
    expect(cookieValue('', 's')).toBeNull();
    expect(cookieValue('scope=1', 's')).toBeNull();
  });
});
