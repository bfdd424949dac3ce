// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cleanVisitRecords, createPageViewScheduler, schedulePageView, trackVisit, visitDue,
} from '../../../src/platform/visits';
import { DEPOSIT_ACTION_CODES, depositActionCode } from '../../../src/platform/depositActions';

const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('page views', () => {
  it('spec 4 Tracking: page view events are logged 300 ms after each route change', () => {
    const track = vi.fn();
    schedulePageView(track, '/casino');
    vi.advanceTimersByTime(299);
    expect(track).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(track).toHaveBeenCalledWith('PAGE_VIEW', { page: '/casino' });
  });

  it('spec 9 Tracking: a route change within 300 ms cancels the previous page view', () => {
    const track = vi.fn();
    const views = createPageViewScheduler(track);
    views.routeChanged('/');
    vi.advanceTimersByTime(100);
    views.routeChanged('/casino');
    vi.advanceTimersByTime(300);
    expect(track.mock.calls).toEqual([['PAGE_VIEW', { page: '/casino' }]]);
    const cancel = schedulePageView(track, '/deposit');
    cancel();
    vi.advanceTimersByTime(1000);
    expect(track).toHaveBeenCalledTimes(1);
  });
});

describe('visits', () => {
  it('spec 4 Tracking: visit tracking is sent at most once per 30 minutes per user', () => {
    const track = vi.fn();
    const t = Date.parse('2025-06-15T12:00:00Z');
    expect(trackVisit(track, 'user:7', '/', t)).toBe(true);
    expect(trackVisit(track, 'user:7', '/casino', t + 29 * MINUTE)).toBe(false);
    expect(trackVisit(track, 'user:8', '/casino', t + 29 * MINUTE)).toBe(true);
    expect(trackVisit(track, 'user:7', '/casino', t + 30 * MINUTE)).toBe(true);
    expect(track.mock.calls).toEqual([['VISIT', { page: '/' }], ['VISIT', { page: '/casino' }], ['VISIT', { page: '/casino' }]]);
    expect(visitDue({ 'user:7': t }, 'user:7', t + 1)).toBe(false);
  });

  it('spec 9 Tracking: stale records are cleaned after twice that (60 minutes)', () => {
    const t = 10_000_000;
    expect(cleanVisitRecords({ a: t - 60 * MINUTE + 1, b: t - 60 * MINUTE, c: Number.NaN }, t)).toEqual({ a: t - 60 * MINUTE + 1 });
    trackVisit(() => {}, 'user:1', '/', t);
    trackVisit(() => {}, 'user:2', '/', t + 61 * MINUTE);
    expect(Object.keys(JSON.parse(localStorage.getItem('visitTracking')!))).toEqual(['user:2']);
  });
});

describe('deposit action codes', () => {
  it('spec 7 Tracking action codes: the deposit count 1 to 5 or more maps to first, second, third, fourth and fifth-plus deposit', () => {
    expect([1, 2, 3, 4, 5, 6, 40].map(depositActionCode)).toEqual([...DEPOSIT_ACTION_CODES, 'FIFTH_PLUS_DEPOSIT', 'FIFTH_PLUS_DEPOSIT']);
    expect(depositActionCode(0)).toBeNull();
    expect(depositActionCode(Number.NaN)).toBeNull();
  });
});
