// spec 3 App settings (mainDomainConfigs: isEnabled, countries, redirectToTDS, defaultRedirect), spec 9 Defaults
// (redirectToTDS TDS-B), spec 3 Mirror domain / spec 4 (matched by hostname): src/compliance/mainDomain.ts.
import { describe, it, expect } from 'vitest';
import { DEFAULT_TDS, isMainDomain, mainDomainRedirect, safeHttpUrl, type MainDomainInput } from '../../../src/compliance/mainDomain';
import { settingsDefaults } from '../../../src/platform/settings';

const base: MainDomainInput = {
  config: { isEnabled: true, countries: ['MT', 'de'], defaultRedirect: 'https://tds.example/go?c=7' },
  mirrorDomain: [{ url: 'https://mirror-one.example' }],
  href: 'https://main.example/casino/slots?x=1',
  country: 'MT',
  authenticated: false,
  userAgent: 'Mozilla/5.0 Chrome/140',
};

describe('spec 3 App settings: mainDomainConfigs', () => {
  it('spec 9 Defaults: redirectToTDS is TDS-B and the switch is off', () => {
    expect(settingsDefaults().mainDomainConfigs).toEqual({ isEnabled: false, countries: [], redirectToTDS: DEFAULT_TDS });
    expect(DEFAULT_TDS).toBe('TDS-B');
  });

  it('sends a visitor of a listed country on the main domain to defaultRedirect with the TDS flow', () => {
    expect(mainDomainRedirect(base)).toBe('https://tds.example/go?c=7&tds=TDS-B');
    expect(mainDomainRedirect({ ...base, country: 'de' })).toBe('https://tds.example/go?c=7&tds=TDS-B');
    expect(mainDomainRedirect({ ...base, config: { ...base.config, redirectToTDS: 'TDS-C' } })).toBe('https://tds.example/go?c=7&tds=TDS-C');
  });

  it('stays when off, for other countries, unknown location, signed-in players, crawlers and whitelisted visitors', () => {
    expect(mainDomainRedirect({ ...base, config: { ...base.config, isEnabled: false } })).toBeNull();
    expect(mainDomainRedirect({ ...base, config: null })).toBeNull();
    expect(mainDomainRedirect({ ...base, country: 'FR' })).toBeNull();
    expect(mainDomainRedirect({ ...base, country: null })).toBeNull();
    expect(mainDomainRedirect({ ...base, authenticated: true })).toBeNull();
    expect(mainDomainRedirect({ ...base, userAgent: 'Googlebot/2.1' })).toBeNull();
    expect(mainDomainRedirect({ ...base, whitelisted: '1' })).toBeNull();
    expect(mainDomainRedirect({ ...base, ip: '10.0.0.9', whitelistedIPs: ['10.0.0.9'] })).toBeNull();
  });

  it('spec 4: a mirror domain (matched by hostname) is not the main domain, so it never redirects', () => {
    expect(isMainDomain('main.example', base.mirrorDomain)).toBe(true);
    expect(isMainDomain('MIRROR-ONE.example', base.mirrorDomain)).toBe(false);
    expect(mainDomainRedirect({ ...base, href: 'https://mirror-one.example/casino' })).toBeNull();
  });

  it('without defaultRedirect, goes to the first mirror on another hostname keeping the path and query', () => {
    const config = { isEnabled: true, countries: ['MT'] };
    expect(mainDomainRedirect({ ...base, config, mirrorDomain: [{ url: 'mirror-two.example' }] }))
      .toBe('https://mirror-two.example/casino/slots?x=1&tds=TDS-B');
    expect(mainDomainRedirect({ ...base, config, mirrorDomain: [] })).toBeNull();
  });

  it('never redirects to a non-http(s) address or back to the same hostname', () => {
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', '/relative', 'ftp://x.example', '']) {
      expect(safeHttpUrl(bad), bad).toBeNull();
      expect(mainDomainRedirect({ ...base, config: { ...base.config, defaultRedirect: bad }, mirrorDomain: [] }), bad).toBeNull();
    }
    expect(mainDomainRedirect({ ...base, config: { ...base.config, defaultRedirect: 'https://main.example/other' } })).toBeNull();
    expect(mainDomainRedirect({ ...base, config: { isEnabled: true, countries: ['MT'] }, mirrorDomain: [{ url: 'javascript:alert(1)' }] })).toBeNull();
  });
});
