import { describe, it, expect } from 'vitest';
import { routeMatcher } from '../../../server/site/routeMatcher';
import { createHash } from 'node:crypto';
import { COLOR_MODE_SCRIPT_HASH, HELD_INPUT_SCRIPT_HASH, injectBootConfig } from '../../../server/site/html';
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
  it('DESIGN: the policy allows no eval and no inline script but the colour-mode and held-input ones, by their hashes', () => {
    const csp = contentSecurityPolicy();
    const scriptSrc = csp.split(';').find((d) => d.includes('script-src'))!.trim();
    expect(csp).not.toContain('unsafe-eval');
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).toBe(`script-src 'self' ${COLOR_MODE_SCRIPT_HASH} ${HELD_INPUT_SCRIPT_HASH}`);
  });
  it('issue 24: the held-input script is inline in the page, and the policy names the hash of that text', () => {
    const html = injectBootConfig('<head><!--boot-config-->\n<script src="/held-input.js"></script></head>', { brand: 'curacao' } as never);
    expect(html).not.toContain('src="/held-input.js"');
    const inline = /<script>([\s\S]*?)<\/script>/.exec(html)![1];
    expect(inline).toContain('window.__heldInput');
    expect(HELD_INPUT_SCRIPT_HASH).toBe(`'sha256-${createHash('sha256').update(inline).digest('base64')}'`);
  });
  it('the colour-mode script is inline in the page, and the hash the policy names is the hash of that text', () => {
    const html = injectBootConfig('<head><!--boot-config-->\n<script src="/color-mode.js"></script></head>', { brand: 'curacao' } as never);
    expect(html).not.toContain('src="/color-mode.js"');
    const inline = /<script>([\s\S]*?)<\/script>/.exec(html)![1];
    expect(inline).toContain("localStorage.getItem('colorMode')");
    expect(COLOR_MODE_SCRIPT_HASH).toBe(`'sha256-${createHash('sha256').update(inline).digest('base64')}'`);
    // After the boot config, which it reads.
    expect(html.indexOf('id="boot-config"')).toBeLessThan(html.indexOf('<script>'));
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
