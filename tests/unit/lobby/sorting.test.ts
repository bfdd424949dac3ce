import { describe, it, expect } from 'vitest';
import { DEFAULT_ORDER, GAME_SORTS, parseGameSort, parseGameSorting, parseSortOrder } from '../../../src/lobby/sorting';

describe('spec 3 Game sorting', () => {
  it('spec 3 Game sorting: the keys are sort, releaseDate, name, returnToPlayer, maxMultiplier, minBet, maxBet', () => {
    expect([...GAME_SORTS]).toEqual(['sort', 'releaseDate', 'name', 'returnToPlayer', 'maxMultiplier', 'minBet', 'maxBet']);
  });
  it('spec 3 Game sorting: a query value that is a key is taken', () => {
    expect(parseGameSort('releaseDate')).toBe('releaseDate');
    expect(parseGameSort(['maxBet', 'name'])).toBe('maxBet');
  });
  it('spec 3 Game sorting: anything else falls back safely to the default order', () => {
    expect(parseGameSort(undefined)).toBe('sort');
    expect(parseGameSort('RTP')).toBe('sort');
    expect(parseGameSort('constructor')).toBe('sort');
    expect(parseGameSort('')).toBe('sort');
    expect(parseGameSort(7)).toBe('sort');
    expect(parseGameSort('bogus', 'name')).toBe('name');
  });
  it('spec 3 Game sorting: without an order each key reads best first', () => {
    expect(parseSortOrder(undefined, 'releaseDate')).toBe('desc');
    expect(parseSortOrder(null, 'name')).toBe('asc');
    expect(parseSortOrder('up', 'returnToPlayer')).toBe('desc');
    expect(parseSortOrder('asc', 'returnToPlayer')).toBe('asc');
    expect(Object.keys(DEFAULT_ORDER).sort()).toEqual([...GAME_SORTS].sort());
  });
  it('spec 3 Game sorting: sort and order together', () => {
    expect(parseGameSorting('minBet', undefined)).toEqual({ sort: 'minBet', order: 'asc' });
    expect(parseGameSorting('nope', 'desc')).toEqual({ sort: 'sort', order: 'desc' });
  });
});
