// The sandbox's run-time settings (issue 15 "Sandbox controls": POST /api/sandbox/settings merge-patches the
// settings2 answer, RFC 7396): the merge rule and how successive patches add up.
import { describe, expect, it } from 'vitest';
import { SettingsPatch } from '../../../server/sandbox/settings';
import { mergePatch } from '../../../src/lib/json';

describe('RFC 7396 merge patch', () => {
  it('merges objects key by key, removes keys patched with null, and replaces arrays and scalars whole', () => {
    const target = { cookiesPopup: true, excludedCountryCodeList: ['US'], formFieldsValidation: { password: { minLength: 8, digit: true } } };
    expect(mergePatch(target, { cookiesPopup: null, excludedCountryCodeList: ['DE'], formFieldsValidation: { password: { digit: false } } }))
      .toEqual({ excludedCountryCodeList: ['DE'], formFieldsValidation: { password: { minLength: 8, digit: false } } });
    expect(target.cookiesPopup).toBe(true); // the target is left as it was
  });

  it('follows the RFC\'s examples: a non-object patch replaces the target, an object patch turns a scalar into an object', () => {
    expect(mergePatch({ a: 'b' }, ['c'])).toEqual(['c']);
    expect(mergePatch({ a: 'foo' }, { a: { bb: null } })).toEqual({ a: {} });
    expect(mergePatch(['a'], { a: 'b' })).toEqual({ a: 'b' });
  });
});

describe('SettingsPatch', () => {
  it('adds a second patch to the first, keeping a null that must still remove a seeded key', () => {
    const patch = new SettingsPatch();
    patch.apply({ showLiveChat: true, cookiesPopup: null });
    patch.apply({ registration: { username: true } });
    expect(patch.applyTo({ cookiesPopup: true, showLiveChat: false }))
      .toEqual({ showLiveChat: true, registration: { username: true } });
    patch.clear();
    expect(patch.current()).toEqual([]);
    expect(patch.applyTo({ cookiesPopup: true })).toEqual({ cookiesPopup: true });
  });

  it('gives a scope the unscoped patch with its own on top, and leaves other scopes alone', () => {
    const patch = new SettingsPatch();
    patch.apply({ cookiesPopup: false, showLiveChat: false });
    patch.apply({ showLiveChat: true }, 'a');
    expect(patch.applyTo({}, 'a')).toEqual({ cookiesPopup: false, showLiveChat: true });
    expect(patch.applyTo({}, 'b')).toEqual({ cookiesPopup: false, showLiveChat: false });
    patch.clear('a');
    expect(patch.applyTo({}, 'a')).toEqual({ cookiesPopup: false, showLiveChat: false });
  });

  it('applies a later scoped patch over an earlier unscoped one, arrays replacing whole (a list never mixes two patches)', () => {
    const patch = new SettingsPatch();
    patch.apply({ excludedCountryCodeList: ['US', 'GB', 'FR'] });
    patch.apply({ excludedCountryCodeList: ['DE'] }, 'a');
    expect(patch.applyTo({ excludedCountryCodeList: [] }, 'a')).toEqual({ excludedCountryCodeList: ['DE'] });
  });
});
