import { describe, it, expect } from 'vitest';
import { routeMatcher } from '../../../server/site/routeMatcher';
import { injectBootConfig } from '../../../server/site/html';
import { contentSecurityPolicy } from '../../../server/site/security';
import { loadServerSettings } from '../../../server/site/settings';

describe('site server', () => {
  it('spec 2.1: knows the routes, {game} matches one segment, case as react-router', () => {
    const known = routeMatcher(['/', '/casino', '/casino/games/:game', '/Wallet']);
    expect(known('/')).toBe(true);
    expect(known('/casino/')).toBe(true);
    expect(known('/casino/games/book-of-dead')).toBe(true);
    expect(known('/casino/games/a/b')).toBe(false);
    expect(known('/wallet')).toBe(true);
    expect(known('/nope')).toBe(false);
  });
  it('writes the boot config as a data block that no value can break out of', () => {
    const html = injectBootConfig('<head><!--boot-config--></head>', {
      brand: 'x', bundleUrl: '/brands/x.1.json', apiBase: '', coreApiBase: '', socketUrl: '', paymentProviderUrl: '', dev: false,
      settings: { brandName: '</script><script>alert(1)</script>' },
    });
    expect(html).toContain('<script id="boot-config" type="application/json">');
    expect(html).not.toContain('</script><script>alert(1)');
    const json = /<script id="boot-config" type="application\/json">(.*)<\/script>/.exec(html)![1];
    expect(JSON.parse(json).settings.brandName).toBe('</script><script>alert(1)</script>');
  });
  it('DESIGN: the policy allows no eval and no inline script', () => {
    const csp = contentSecurityPolicy();
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp.split(';').find((d) => d.includes('script-src'))).not.toContain('unsafe-inline');
  });
  it('spec 4 Settings: environment settings take priority over settings2', async () => {
    let asked = false;
    const result = await loadServerSettings({ SETTINGS: '{"brandName":"Env"}' }, async () => { asked = true; return {}; });
    expect(result).toEqual({ settings: { brandName: 'Env' }, source: 'env' });
    expect(asked).toBe(false);
  });
  it('spec 4 Settings: otherwise settings2 is fetched; its failure is an error', async () => {
    expect(await loadServerSettings({}, async () => ({ cookiesPopup: true }))).toEqual({ settings: { cookiesPopup: true }, source: 'settings2' });
    await expect(loadServerSettings({}, async () => { throw new Error('down'); })).rejects.toThrow('down');
  });
});
