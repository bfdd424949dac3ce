import { describe, it, expect } from 'vitest';
import { pushRoute, popRoute, ROUTE_HISTORY_SIZE } from '../../../src/shell/routeHistory';

describe('route history (spec 2.5, spec 9)', () => {
  it('spec 9: route history holds 5 entries', () => {
    let h: string[] = [];
    for (const r of ['/a', '/b', '/c', '/d', '/e', '/f', '/g']) h = pushRoute(h, r);
    expect(ROUTE_HISTORY_SIZE).toBe(5);
    expect(h).toEqual(['/c', '/d', '/e', '/f', '/g']);
  });
  it('does not record the same route twice in a row', () => {
    expect(pushRoute(['/a'], '/a')).toEqual(['/a']);
  });
  it('spec 2.5: go back pops to the previous route', () => {
    expect(popRoute(['/a', '/b', '/c'], '/')).toEqual({ to: '/b', history: ['/a', '/b'] });
  });
  it('spec 2.5: go back with no previous route goes to the locale home', () => {
    expect(popRoute(['/only'], '/')).toEqual({ to: '/', history: [] });
    expect(popRoute([], '/de')).toEqual({ to: '/de', history: [] });
  });
});
