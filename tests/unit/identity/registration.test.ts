// Registration switches of spec 3 App settings (issue 15): afterRegistrationRedirect and the username of
// the by-login registration variant (spec 2.5).
import { describe, expect, it } from 'vitest';
import { afterRegistrationTarget, loginIdentifierKind, usernameValid } from '../../../src/identity/registration';

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
  it('takes 3 to 30 letters, digits, dots, hyphens or underscores, a letter or digit first', () => {
    for (const ok of ['ada', 'Ada.Lovelace', 'player_7', 'Ñandú-99', 'a'.repeat(30)]) expect(usernameValid(ok), ok).toBe(true);
    for (const bad of ['ab', 'a'.repeat(31), '_ada', '.ada', 'ada lovelace', 'ada@x.test', '<b>ada</b>', '']) expect(usernameValid(bad), bad).toBe(false);
  });

  it('a login identifier with an @ is an email, anything else a username', () => {
    expect(loginIdentifierKind('ada@sandbox.test')).toBe('email');
    expect(loginIdentifierKind('ada.lovelace')).toBe('username');
  });
});
