// Registration switches of spec 3 App settings (issue 15): afterRegistrationRedirect and the username of
// the by-login registration variant (spec 2.5).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { afterRegistrationTarget, loginIdentifierKind, USERNAME_PATTERN, usernameValid } from '../../../src/identity/registration';
import { withoutFields, withoutValues, withRequired } from '../../../src/forms/translateSchema';
import { captchaScriptOrigin, captchaScriptUrl, DEFAULT_CAPTCHA_SCRIPT } from '../../../src/identity/captcha';
import { contentSecurityPolicy } from '../../../server/site/security';

const registerForm = JSON.parse(readFileSync(new URL('../../../brands/curacao/forms/register.json', import.meta.url), 'utf8'));

describe('spec 3 App settings afterRegistrationRedirect', () => {
  it('a path of this site is where the new player lands, with its query', () => {
    expect(afterRegistrationTarget('/promotions')).toEqual({ path: '/promotions' });
    expect(afterRegistrationTarget(' /casino/slots?welcome=1 ')).toEqual({ path: '/casino/slots', query: { welcome: '1' } });
    expect(afterRegistrationTarget('/de/../wallet')).toEqual({ path: '/wallet' });
  });

  it('anything that could leave the site or run code is ignored (the player stays)', () => {
    for (const value of [
      'https://evil.example/', 'http://127.0.0.1/x', '//evil.example/path', '/\\evil.example', '\\\\evil.example',
      'javascript:alert(1)', ' javascript:alert(1)', 'data:text/html,x', 'promotions', '/pro\nmotions', '/\tx', '',
    ]) expect(afterRegistrationTarget(value), value).toBeNull();
  });

  it('an unset or non-text setting means no redirect', () => {
    for (const value of [undefined, null, 0, true, { path: '/x' }]) expect(afterRegistrationTarget(value)).toBeNull();
  });
});

describe('spec 2.5 registration by-login variant: the username', () => {
  it('takes 3 to 30 letters, digits, dots, hyphens or underscores, a letter or digit first, with a letter', () => {
    for (const ok of ['ada', 'Ada.Lovelace', 'player_7', '7player', 'Ñandú-99', 'a'.repeat(30)]) expect(usernameValid(ok), ok).toBe(true);
    for (const bad of ['ab', 'a'.repeat(31), '_ada', '.ada', 'ada lovelace', 'ada@x.test', '<b>ada</b>', '12345678', '']) expect(usernameValid(bad), bad).toBe(false);
  });

  it('the brand\'s register form checks the same rule as the platform', () => {
    expect(registerForm.schema.properties.username.pattern).toBe(USERNAME_PATTERN);
    expect(registerForm.hiddenWhen.username).toEqual({ '!': { var: 'settings.usernameRegistration' } });
  });

  it('spec 7 login: an identifier with an @ is an email, digits (6 or more, with + spaces -) a phone, anything else a username', () => {
    expect(loginIdentifierKind('ada@sandbox.test')).toBe('email');
    expect(loginIdentifierKind('+356 2123-4567')).toBe('phone');
    expect(loginIdentifierKind('35621234567')).toBe('phone');
    expect(loginIdentifierKind('12345')).toBe('username');
    expect(loginIdentifierKind('ada.lovelace')).toBe('username');
  });
});

describe('Form hiddenWhen: a hidden field is not asked (a variant of one form)', () => {
  const schema = { type: 'object', required: ['email', 'username'], properties: { email: { type: 'string' }, username: { type: 'string' } } };

  it('is neither shown nor required, and its value is not sent', () => {
    expect(withoutFields(schema, ['username'])).toEqual({ type: 'object', required: ['email'], properties: { email: { type: 'string' } } });
    expect(withoutFields(schema, [])).toBe(schema);
    expect(withoutValues({ email: 'a@b.co', username: 'typed-before' }, ['username'])).toEqual({ email: 'a@b.co' });
  });
});

describe('Form requiredWhen: a field the variant needs is required (the phone of a registration by phone)', () => {
  it('adds the fields the form has, once', () => {
    const schema = { type: 'object', required: ['password'], properties: { phone: { type: 'string' }, phoneCode: { type: 'string' }, password: { type: 'string' } } };
    expect(withRequired(schema, ['phoneCode', 'phone', 'password', 'absent']).required).toEqual(['password', 'phoneCode', 'phone']);
    expect(withRequired(schema, [])).toBe(schema);
  });
});

describe('spec 3 App settings reCaptchaSiteKey: the script and the page policy', () => {
  it('off without a site key', () => {
    expect(captchaScriptUrl({})).toBeNull();
    expect(captchaScriptUrl({ reCaptchaSiteKey: ' ' })).toBeNull();
    expect(captchaScriptOrigin({})).toBeNull();
  });

  it('Google\'s script by default, the configured https URL or site path otherwise, with the key to render', () => {
    expect(captchaScriptUrl({ reCaptchaSiteKey: 'k1' })).toBe(`${DEFAULT_CAPTCHA_SCRIPT}?render=k1`);
    expect(captchaScriptOrigin({ reCaptchaSiteKey: 'k1' })).toBe('https://www.google.com');
    expect(captchaScriptUrl({ reCaptchaSiteKey: 'k1', reCaptchaScriptUrl: '/api/sandbox/captcha.js' })).toBe('/api/sandbox/captcha.js?render=k1');
    expect(captchaScriptOrigin({ reCaptchaSiteKey: 'k1', reCaptchaScriptUrl: '/api/sandbox/captcha.js' }), 'this site: self covers it').toBeNull();
    expect(captchaScriptUrl({ reCaptchaSiteKey: 'k1', reCaptchaScriptUrl: 'https://www.recaptcha.net/recaptcha/api.js' })).toBe('https://www.recaptcha.net/recaptcha/api.js?render=k1');
  });

  it('never an http:, javascript: or scheme-relative script', () => {
    for (const bad of ['http://evil.example/x.js', 'javascript:alert(1)', '//evil.example/x.js', 'data:text/javascript,1']) {
      expect(captchaScriptUrl({ reCaptchaSiteKey: 'k1', reCaptchaScriptUrl: bad }), bad).toBeNull();
      expect(captchaScriptOrigin({ reCaptchaSiteKey: 'k1', reCaptchaScriptUrl: bad }), bad).toBeNull();
    }
  });

  it('the page policy allows the script\'s origin in script-src and frame-src only, an origin and nothing else', () => {
    const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d]));
    const origins = { connect: ['https://api.example'], frame: ['https://games.example'] };
    const policy = directives(contentSecurityPolicy(origins, { captchaOrigin: captchaScriptOrigin({ reCaptchaSiteKey: 'k1' }) }));
    expect(policy['script-src']).toMatch(/ https:\/\/www\.google\.com$/);
    expect(policy['frame-src']).toBe("frame-src 'self' https://games.example https://www.google.com");
    expect(policy['connect-src']).toBe("connect-src 'self' https://api.example");
    // With the operator's script origins: each named once.
    const both = directives(contentSecurityPolicy(origins, { scriptOrigins: ['https://tags.example', 'https://www.google.com'], captchaOrigin: 'https://www.google.com' }));
    expect(both['script-src'].split(' ').filter((s) => s.startsWith('https:'))).toEqual(['https://tags.example', 'https://www.google.com']);
    // No captcha, or something that is not an origin: the policy stays as it was.
    const strict = contentSecurityPolicy(origins);
    expect(contentSecurityPolicy(origins, { captchaOrigin: null })).toBe(strict);
    expect(contentSecurityPolicy(origins, { captchaOrigin: "https://x.example 'unsafe-inline'" })).toBe(strict);
    expect(contentSecurityPolicy(origins, { captchaOrigin: 'https://x.example; script-src *' })).toBe(strict);
  });
});
