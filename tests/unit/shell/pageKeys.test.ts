import { describe, it, expect } from 'vitest';
import { pageUrl, resolveLink, isShallow } from '../../../src/shell/pageKeys';

const routes = {
  pageKeys: { root: '/', profile: '/profile', 'edit-profile': '/profile/edit-profile', deposit: '/deposit', casino: '/casino' },
  pageKeysByNavigation: { panel: { 'edit-profile': '/account' } },
};

describe('page keys (spec 2.2)', () => {
  it('spec 2.2: a key resolves to its default path', () => {
    expect(pageUrl('profile', { routes, navigationSystem: 'basic' })).toBe('/profile');
  });
  it('spec 2.2: an unknown key resolves to /', () => {
    expect(pageUrl('no-such-page', { routes, navigationSystem: 'basic' })).toBe('/');
    expect(pageUrl('constructor', { routes, navigationSystem: 'basic' })).toBe('/');
  });
  it('spec 2.2: edit-profile becomes /account under the panel navigation system', () => {
    expect(pageUrl('edit-profile', { routes, navigationSystem: 'panel' })).toBe('/account');
    expect(pageUrl('edit-profile', { routes, navigationSystem: 'basic' })).toBe('/profile/edit-profile');
  });
  it('spec 2.2: settings override a path through entries with key, href and shallow', () => {
    const overrides = [{ key: 'deposit', href: '/cashier', shallow: true }];
    expect(pageUrl('deposit', { routes, navigationSystem: 'basic', overrides })).toBe('/cashier');
    expect(isShallow('deposit', overrides)).toBe(true);
    expect(isShallow('profile', overrides)).toBe(false);
    // an override wins over the navigation system's own path too
    expect(pageUrl('edit-profile', { routes, navigationSystem: 'panel', overrides: [{ key: 'edit-profile', href: '/me' }] })).toBe('/me');
  });
});

describe('links (spec 2.3)', () => {
  const sources = { routes, navigationSystem: 'basic' };
  it('spec 2.3: links beginning with ? keep the current path and replace the query', () => {
    expect(resolveLink('?modal=login', '/casino/slots', sources)).toEqual({ href: '/casino/slots?modal=login', external: false, shallow: false });
  });
  it('a page key link carries its query and hash', () => {
    expect(resolveLink({ page: 'deposit', query: { activeMethod: 'upi' } }, '/x', sources).href).toBe('/deposit?activeMethod=upi');
    expect(resolveLink({ page: 'casino', hash: 'top' }, '/x', sources).href).toBe('/casino#top');
  });
  it('a route without a page key is linked by its path, with a query', () => {
    expect(resolveLink({ path: '/casino/slots', query: { sort: 'name' } }, '/x', sources)).toEqual({ href: '/casino/slots?sort=name', external: false, shallow: false });
  });
  it('an https link is external', () => {
    expect(resolveLink('https://example.org/help', '/', sources)).toMatchObject({ external: true, href: 'https://example.org/help' });
  });
});
