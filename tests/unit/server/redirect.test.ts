// Security review N2 (issue 24 item 3): a redirect built from the request's address stays on this site.
import { describe, it, expect } from 'vitest';
import { sameSitePath } from '../../../server/site/redirect';

describe('the Location of a redirect built from the request path', () => {
  it('starts with exactly one "/" followed by neither "/" nor "\\", whatever the request said', () => {
    const cases: [string, string][] = [
      ['//evil.example/', '/evil.example/'],
      ['/\\evil.example/', '/evil.example/'],
      ['\\\\evil.example/x?a=1', '/evil.example/x?a=1'],
      ['/\t/evil.example/', '/evil.example/'],
      ['/\n\\evil.example/', '/evil.example/'],
      ['/%2F%2fevil.example/', '/evil.example/'],
      ['/%5Cevil.example/', '/evil.example/'],
      ['http://evil.example/x', '/http://evil.example/x'],
      ['///', '/'],
    ];
    for (const [url, path] of cases) {
      const location = sameSitePath(url);
      expect(location, url).toBe(path);
      expect(location, url).toMatch(/^\/(?![/\\])/);
      // As a browser resolves it: this site.
      expect(new URL(location, 'https://casino.example/page').host, url).toBe('casino.example');
    }
  });

  it('an ordinary address is kept as it is', () => {
    for (const url of ['/', '/casino', '/casino/games/book-of-dead?x=1&y=%2F', '/promotions?modal=login']) expect(sameSitePath(url)).toBe(url);
  });
});
