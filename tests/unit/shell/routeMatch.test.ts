// spec 2.3 Redirects and address handling: the design setup's addresses (/design/casino?modal=login,
// /design/?modal=verify-email-expired) are the site's own, without /design (routes.json aliasOf).
import { describe, expect, it } from 'vitest';
import { aliasTarget, pageOf } from '../../../src/shell/routeMatch';
import type { BrandBundle } from '../../../src/platform/brand';
import routes from '../../../brands/curacao/routes.json';

describe('spec 2.3: the design setup\'s addresses', () => {
  it('send the rest of the address, with its query and hash, under the alias\'s prefix', () => {
    expect(aliasTarget('/', 'casino', '?modal=login')).toBe('/casino?modal=login');
    expect(aliasTarget('/', '', '?modal=verify-email-expired')).toBe('/?modal=verify-email-expired');
    expect(aliasTarget('/', 'casino/games/golden-fortune', '', '#top')).toBe('/casino/games/golden-fortune#top');
  });
  it('curacao\'s routes make /design/... an alias of the site\'s own addresses', () => {
    const bundle = { routes } as unknown as BrandBundle;
    expect(pageOf(bundle, '/design/casino')).toMatchObject({ aliasOf: '/', known: true });
    expect(pageOf(bundle, '/design/')).toMatchObject({ aliasOf: '/' });
    expect(pageOf(bundle, '/casino').aliasOf).toBeUndefined();
  });
});
