// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LATEST_PARAMETER_FRESHNESS_MS, captureParameters, currentMarketing, latestParameter, pickLatest, purgeExpired,
  saveMarketingParameters,
} from '../../../src/platform/marketing';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const t0 = new Date('2025-01-01T00:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('marketing parameters', () => {
  it('spec 4 Marketing parameters: cpnc, mkt and pid from the query are saved with a 365-day expiry and the device type', () => {
    const list = captureParameters([], new URLSearchParams('cpnc=spring&mkt=fb&pid=p9&other=x'), t0, 'mobile');
    expect(list).toEqual(['cpnc', 'mkt', 'pid'].map((name) => ({
      name, value: { cpnc: 'spring', mkt: 'fb', pid: 'p9' }[name], savedAt: t0.toISOString(),
      expiresAt: at(365 * DAY).toISOString(), userDeviceType: 'mobile',
    })));
  });

  it('spec 9 Cookies and retention: stored under one key, pid also under its own key; the device type is saved too', () => {
    Object.defineProperty(window, 'innerWidth', { value: 800, configurable: true });
    saveMarketingParameters('?cpnc=spring&pid=p9', t0);
    const stored = JSON.parse(localStorage.getItem('marketingParameters')!);
    expect(stored.map((e: { name: string }) => e.name)).toEqual(['cpnc', 'pid']);
    expect(stored[0].userDeviceType).toBe('tablet');
    expect(localStorage.getItem('pid')).toBe('p9');
  });

  it('spec 4 Marketing parameters: the latest parameter is returned only if newer than about 6 days 23 hours', () => {
    expect(LATEST_PARAMETER_FRESHNESS_MS).toBe(6 * DAY + 23 * HOUR);
    const list = captureParameters([], new URLSearchParams('cpnc=old'), t0);
    const later = captureParameters(list, new URLSearchParams('cpnc=new'), at(DAY));
    expect(pickLatest(later, 'cpnc', at(2 * DAY))?.value).toBe('new');
    expect(pickLatest(later, 'cpnc', at(DAY + 6 * DAY + 23 * HOUR - 1))?.value).toBe('new');
    expect(pickLatest(later, 'cpnc', at(DAY + 6 * DAY + 23 * HOUR))).toBeNull();
    expect(pickLatest(later, 'mkt', at(2 * DAY))).toBeNull();
  });

  it('spec 4 Marketing parameters: a value seen again becomes the latest without a duplicate', () => {
    let list = captureParameters([], new URLSearchParams('cpnc=a'), t0);
    list = captureParameters(list, new URLSearchParams('cpnc=b'), at(HOUR));
    list = captureParameters(list, new URLSearchParams('cpnc=a'), at(2 * HOUR));
    expect(list.map((e) => e.value)).toEqual(['b', 'a']);
    expect(pickLatest(list, 'cpnc', at(3 * HOUR))?.value).toBe('a');
  });

  it('spec 4 Marketing parameters: expired ones are purged', () => {
    const list = captureParameters([], new URLSearchParams('mkt=x'), t0);
    expect(purgeExpired(list, at(365 * DAY - 1))).toHaveLength(1);
    expect(purgeExpired(list, at(365 * DAY))).toHaveLength(0);
    expect(purgeExpired([{ name: 'bad' }, null, 3], t0)).toEqual([]);
    localStorage.setItem('marketingParameters', JSON.stringify(list));
    saveMarketingParameters('', at(366 * DAY));
    expect(JSON.parse(localStorage.getItem('marketingParameters')!)).toEqual([]);
  });

  it('spec 8 General: corrupt JSON in stored parameters is removed with a console warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('marketingParameters', '{not json');
    expect(latestParameter('cpnc', t0)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('marketingParameters')).toBeNull();
  });

  it('spec 7 log-event: the tracker gets the fresh cpnc and mkt', () => {
    saveMarketingParameters('?cpnc=c1&mkt=m1', t0);
    expect(currentMarketing(at(DAY))).toEqual({ cpnc: 'c1', mkt: 'm1' });
    expect(currentMarketing(at(8 * DAY))).toEqual({ cpnc: null, mkt: null });
  });
});
