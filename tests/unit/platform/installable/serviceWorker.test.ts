import { describe, it, expect } from 'vitest';
import { CACHE_PREFIX, cacheStrategy, serviceWorkerScript } from '../../../../src/platform/installable/serviceWorker';

const ORIGIN = 'https://casino.example';
const get = (path: string, mode = 'cors') => cacheStrategy({ url: `${ORIGIN}${path}`, method: 'GET', mode }, ORIGIN);

describe('service worker routing (spec 2.5 add-to-home-screen prompt)', () => {
  it('never keeps an API answer, whatever the request', () => {
    expect(get('/api/user/balance')).toBe('network-only');
    expect(get('/api/core/casino/settings2')).toBe('network-only');
    expect(get('/api/user/balance', 'navigate')).toBe('network-only');
    expect(get('/api')).toBe('network-only');
  });
  it('keeps hashed build assets, versioned brand bundles and brand files: cache first', () => {
    expect(get('/assets/index-C0ffee12.js')).toBe('cache-first');
    expect(get('/brands/lulu.0a1b2c3d4e.json')).toBe('cache-first');
    expect(get('/brands/lulu.0a1b2c3d4e.texts.ar.json')).toBe('cache-first');
    expect(get('/brands/lulu.texts.ar.json')).toBe('network-only');
    // A brand's own files by their content hash (issue 26 item 5).
    expect(get('/brand-assets/0123456789abcdef.svg')).toBe('cache-first');
    expect(get('/brand-assets/logo.svg')).toBe('network-only');
  });
  it('does not keep the live brand bundle by name, assets with a query, or other files', () => {
    expect(get('/brands/lulu.json')).toBe('network-only');
    expect(get('/assets/x.js?v=1')).toBe('network-only');
    expect(get('/manifest.webmanifest')).toBe('network-only');
  });
  it('navigations go to the network first, with the offline page when it fails', () => {
    expect(get('/', 'navigate')).toBe('network-first-offline');
    expect(get('/wallet', 'navigate')).toBe('network-first-offline');
  });
  it('leaves other origins and anything but GET alone', () => {
    expect(cacheStrategy({ url: 'https://cdn.example/assets/a.js', method: 'GET', mode: 'cors' }, ORIGIN)).toBe('network-only');
    expect(cacheStrategy({ url: `${ORIGIN}/assets/a.js`, method: 'POST', mode: 'cors' }, ORIGIN)).toBe('network-only');
  });
  it('the served script runs this rule and names its cache by version', () => {
    const script = serviceWorkerScript('abc123');
    expect(script).toContain(`const cacheStrategy = ${cacheStrategy.toString()}`);
    expect(script).toContain(JSON.stringify(`${CACHE_PREFIX}abc123`));
    expect(serviceWorkerScript('def456')).not.toBe(script);
  });
});
