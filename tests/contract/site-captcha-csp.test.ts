// spec 3 reCaptchaSiteKey (issue 15): the page's Content-Security-Policy allows the configured captcha
// script's origin (script-src, frame-src) while a site key is set, and no other origin.
import { describe, expect, it } from 'vitest';
import { useTestSite } from './site-helpers';

const site = useTestSite();

const policyOf = async () => {
  const res = await fetch(`${site.base}/`, { headers: { accept: 'text/html' } });
  return Object.fromEntries((res.headers.get('content-security-policy') ?? '').split('; ').map((d) => [d.split(' ')[0], d]));
};
const patch = (body: unknown) => fetch(`${site.base}/api/sandbox/settings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('the page policy and the captcha script', () => {
  it('no site key: no captcha origin; Google\'s by default; the configured one; this site\'s own needs none', async () => {
    expect((await policyOf())['script-src']).not.toContain('google');

    await patch({ reCaptchaSiteKey: 'k1' });
    const google = await policyOf();
    expect(google['script-src']).toMatch(/ https:\/\/www\.google\.com$/);
    expect(google['frame-src']).toMatch(/ https:\/\/www\.google\.com$/);
    expect(google['connect-src']).not.toContain('google');

    await patch({ reCaptchaScriptUrl: 'https://www.recaptcha.net/recaptcha/api.js' });
    const net = await policyOf();
    expect(net['script-src']).toContain('https://www.recaptcha.net');
    expect(net['script-src']).not.toContain('google');

    await patch({ reCaptchaScriptUrl: '/api/sandbox/captcha.js' });
    expect((await policyOf())['script-src']).not.toMatch(/https:/);
    await fetch(`${site.base}/api/sandbox/settings`, { method: 'DELETE' });
  });

  it('with the operator\'s script origins too: the nonce, both origins in script-src, the captcha\'s alone in frame-src', async () => {
    await patch({ reCaptchaSiteKey: 'k1', scriptOrigins: ['https://tags.example.com'] });
    const policy = await policyOf();
    expect(policy['script-src']).toMatch(/'nonce-[\w-]{22}'/);
    expect(policy['script-src']).toContain('https://tags.example.com');
    expect(policy['script-src']).toContain('https://www.google.com');
    expect(policy['frame-src']).toContain('https://www.google.com');
    expect(policy['frame-src']).not.toContain('tags.example.com');
    expect(policy['connect-src']).toContain('https://tags.example.com');
    expect(policy['connect-src']).not.toContain('google');
    await fetch(`${site.base}/api/sandbox/settings`, { method: 'DELETE' });
    expect((await policyOf())['script-src']).not.toMatch(/https:/);
  });
});
