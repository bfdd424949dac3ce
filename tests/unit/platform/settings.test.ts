import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  inactivityTimeoutMinutes, loadBrowserSettings, mergeSettings, settingsDefaults, unwrapSettings2,
} from '../../../src/platform/settings';

const today = new Date('2025-07-08T09:00:00Z');

describe('settingsDefaults', () => {
  it('spec 9 Defaults: theme curacao, navigation basic, apiVersion 1.0, depositFormVersion 1, loyalty steps [1]', () => {
    const d = settingsDefaults(today);
    expect(d.theme).toBe('curacao');
    expect(d.navigationSystem).toBe('basic');
    expect(d.apiVersion).toBe('1.0');
    expect(d.depositFormVersion).toBe(1);
    expect(d.loyaltyLevelGroupSteps).toEqual([1]);
  });

  it('spec 9 Defaults: verifyEmailOnBonusActivation true, affiliate parameter nxafk, redirectToTDS TDS-B, inactivity 30', () => {
    const d = settingsDefaults(today);
    expect(d.verifyEmailOnBonusActivation).toBe(true);
    expect(d.affiliateKeyQueryParameter).toBe('nxafk');
    expect(d.mainDomainConfigs?.redirectToTDS).toBe('TDS-B');
    expect(d.inactivitySessionTimeout).toBe(30);
    expect(d.cookiesPopup).toBe(false);
  });

  it('spec 9 Timeouts and caching: cacheControlHash defaults to today\'s date', () => {
    expect(settingsDefaults(today).cacheControlHash).toBe('2025-07-08');
  });

  it('spec 9 Defaults: each call gives fresh copies (no shared arrays)', () => {
    const a = settingsDefaults(today);
    a.loyaltyLevelGroupSteps!.push(5);
    expect(settingsDefaults(today).loyaltyLevelGroupSteps).toEqual([1]);
  });
});

describe('mergeSettings', () => {
  it('spec 4 Settings: later layers win (brand < settings2 < env)', () => {
    const merged = mergeSettings({ brandName: 'Brand', theme: 'curacao' }, { brandName: 'S2', cookiesPopup: true }, { brandName: 'Env' });
    expect(merged).toEqual({ brandName: 'Env', theme: 'curacao', cookiesPopup: true });
  });

  it('spec 4 Settings: objects merge key by key, arrays replace, undefined is ignored', () => {
    const merged = mergeSettings(
      { mainDomainConfigs: { isEnabled: false, countries: ['MT'], redirectToTDS: 'TDS-B' }, loyaltyLevelGroupSteps: [1, 2], brandName: 'A' },
      { mainDomainConfigs: { isEnabled: true }, loyaltyLevelGroupSteps: [3], brandName: undefined },
    );
    expect(merged.mainDomainConfigs).toEqual({ isEnabled: true, countries: ['MT'], redirectToTDS: 'TDS-B' });
    expect(merged.loyaltyLevelGroupSteps).toEqual([3]);
    expect(merged.brandName).toBe('A');
  });

  it('spec 4 Settings: a layer is an RFC 7396 merge patch of the ones below, so its null removes the value', () => {
    const merged = mergeSettings({ pageUrls: { casino: '/games' }, brandName: 'A' }, { pageUrls: null });
    expect(merged).toEqual({ brandName: 'A' });
  });
});

describe('loadBrowserSettings', () => {
  afterEach(() => vi.restoreAllMocks());

  it('spec 4 Settings: settings from the server (environment) take priority and settings2 is not fetched', async () => {
    const fetchSettings2 = vi.fn();
    const { settings, source } = await loadBrowserSettings({
      brandSettings: { brandName: 'Brand', cookiesPopup: true },
      boot: { settings: { brandName: 'Env' }, settingsSource: 'env' },
      fetchSettings2, now: today,
    });
    expect(fetchSettings2).not.toHaveBeenCalled();
    expect(source).toBe('env');
    expect(settings.brandName).toBe('Env');
    expect(settings.cookiesPopup).toBe(true);
    expect(settings.theme).toBe('curacao');
  });

  it('spec 4 Settings: otherwise settings2 is fetched and wins over the brand settings', async () => {
    const { settings, source } = await loadBrowserSettings({
      brandSettings: { brandName: 'Brand', showLiveChat: false },
      boot: {},
      fetchSettings2: async () => ({ showLiveChat: true }),
      now: today,
    });
    expect(source).toBe('settings2');
    expect(settings.showLiveChat).toBe(true);
    expect(settings.brandName).toBe('Brand');
  });

  it('spec 7 Calls: a settings2 answer wrapped in data is unwrapped', async () => {
    expect(unwrapSettings2({ data: { brandName: 'X' } })).toEqual({ brandName: 'X' });
    expect(unwrapSettings2({ brandName: 'Y' })).toEqual({ brandName: 'Y' });
    expect(unwrapSettings2('nope')).toBeNull();
    const { settings } = await loadBrowserSettings({
      brandSettings: {}, boot: {}, fetchSettings2: async () => ({ data: { brandName: 'Wrapped' } }), now: today,
    });
    expect(settings.brandName).toBe('Wrapped');
  });

  it('spec 7 Calls: settings2 falls back to the defaults if it fails, with a console warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { settings, source } = await loadBrowserSettings({
      brandSettings: { brandName: 'Brand' }, boot: {},
      fetchSettings2: async () => { throw new Error('503'); }, now: today,
    });
    expect(source).toBe('brand');
    expect(settings.brandName).toBe('Brand');
    expect(settings.apiVersion).toBe('1.0');
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('inactivityTimeoutMinutes', () => {
  it('spec 9 Session and away: the inactivity timeout is the setting when above 1', () => {
    expect(inactivityTimeoutMinutes({ inactivitySessionTimeout: 45 })).toBe(45);
    expect(inactivityTimeoutMinutes({ inactivitySessionTimeout: 1.5 })).toBe(1.5);
  });

  it('spec 9 Session and away: otherwise 30 minutes', () => {
    expect(inactivityTimeoutMinutes({ inactivitySessionTimeout: 1 })).toBe(30);
    expect(inactivityTimeoutMinutes({ inactivitySessionTimeout: 0 })).toBe(30);
    expect(inactivityTimeoutMinutes({})).toBe(30);
    expect(inactivityTimeoutMinutes(null)).toBe(30);
    expect(inactivityTimeoutMinutes({ inactivitySessionTimeout: Number.NaN })).toBe(30);
  });
});
