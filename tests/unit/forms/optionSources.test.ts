import { describe, it, expect } from 'vitest';
import { phoneCodeOptions, countryOptions, applyFieldsConfig, resolveSources, sourcesOf } from '../../../src/forms/optionSources';
import { validateValue } from '../../../src/forms/validate';

const countries = [
  { code: 'FI', name: 'Finland', phoneCode: '358', flag: '🇫🇮' },
  { code: 'AX', name: 'Åland Islands', phoneCode: '358', flag: '🇦🇽' },
  { code: 'MT', name: 'Malta', phoneCode: '+356', flag: '🇲🇹' },
  { code: 'CA', name: 'Canada', phoneCode: '1', flag: '🇨🇦' },
  { code: 'US', name: 'United States', phoneCode: '1', flag: '🇺🇸' },
  { code: 'MT', name: 'Malta (again)', phoneCode: '356', flag: '🇲🇹' },
  { code: 'AQ', name: 'Antarctica', phoneCode: null, flag: '🇦🇶' },
];

describe('form option sources', () => {
  it('spec 5 Phone: phone code options are unique by code, exclude AX, sorted, labelled with flag, code and name', () => {
    expect(phoneCodeOptions(countries)).toEqual([
      { value: '1', label: '🇨🇦 +1 Canada' },
      { value: '358', label: '🇫🇮 +358 Finland' },
      { value: '356', label: '🇲🇹 +356 Malta' },
      { value: '1', label: '🇺🇸 +1 United States' },
    ]);
  });
  it('spec 3: country options are unique by code', () => {
    expect(countryOptions(countries).map((o) => o.value)).toEqual(['AX', 'AQ', 'CA', 'FI', 'MT', 'US']);
  });
  it('shared phone codes stay selectable and valid (anyOf, not oneOf)', () => {
    const schema = resolveSources({ type: 'object', properties: { phoneCode: { type: 'string', 'x-options': 'phoneCodes' } } }, { phoneCodes: phoneCodeOptions(countries) });
    expect(validateValue(schema, { phoneCode: '1' }, { root: schema, today: new Date() })).toEqual([]);
    expect(validateValue(schema, { phoneCode: '999' }, { root: schema, today: new Date() })).toHaveLength(1);
  });
  it('spec 3 Registration fields config: each listed field is required unless its value is 0; unlisted ones are left out', () => {
    const schema = {
      type: 'object', required: ['email', 'city'],
      properties: {
        email: { type: 'string' },
        firstName: { type: 'string', 'x-configurable': true },
        phone: { type: 'string', 'x-configurable': true },
        city: { type: 'string', 'x-configurable': true },
        address: { type: 'string', 'x-configurable': true },
      },
    };
    const out = applyFieldsConfig(schema, { firstName: 1, phone: 0, city: '0' });
    expect(Object.keys(out.properties as object)).toEqual(['email', 'firstName', 'phone', 'city']);
    expect(out.required).toEqual(['email', 'firstName']);
  });
  it('names the sources a schema needs', () => {
    expect(sourcesOf({ 'x-fieldsConfig': 'registrationFields', properties: { a: { 'x-options': 'currencies' }, b: {} } })).toEqual(['registrationFields', 'currencies']);
  });
});
