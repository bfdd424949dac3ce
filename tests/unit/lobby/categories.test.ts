import { describe, it, expect } from 'vitest';
import { categoryListFailure, categoryListFrom, categoryListState, categoryPath } from '../../../src/lobby/categories';
import { ApiError } from '../../../src/platform/api/client';

const answer = { data: { topCategoryList: [
  { id: 1, name: 'Popular', slug: 'popular', gamesCount: 80 },
  { id: 2, name: { en: 'Table Games', de: 'Tischspiele' } },
  { id: 3, name: '' },
] } };

describe('spec 7 get-full-category-list / spec 8 Category prefetch failure', () => {
  it('spec 7: a non-OK status leaves the list empty and marked loaded', () => {
    const error = new ApiError(503, 'GET /api/admin/get-full-category-list failed: 503 Service Unavailable');
    const state = categoryListState(undefined, error);
    expect(state.categories).toEqual([]);
    expect(state.loaded).toBe(true);
    expect(state.error).not.toBeNull();
  });
  it('spec 8 Category prefetch failure: the error includes the endpoint name, status and status text', () => {
    const state = categoryListFailure(new ApiError(500, 'GET /api/admin/get-full-category-list?locale=en failed: 500 Internal Server Error'));
    expect(state.error!.message).toContain('get-full-category-list');
    expect(state.error!.message).toContain('500');
    expect(state.error!.message).toContain('Internal Server Error');
    expect(state.error!.status).toBe(500);
    expect(state.error!.statusText).toBe('Internal Server Error');
  });
  it('spec 3 Category list: data.topCategoryList in order; a name per locale; a slug by the spec 5 rule when missing', () => {
    expect(categoryListFrom(answer, 'de')).toEqual([
      { slug: 'popular', name: 'Popular', gamesCount: 80 },
      { slug: 'table-games', name: 'Tischspiele', gamesCount: undefined },
    ]);
  });
  it('while the call runs the list is not loaded', () => {
    expect(categoryListState(undefined, undefined).loaded).toBe(false);
    expect(categoryListState(answer, undefined).loaded).toBe(true);
  });
  it('spec 2.1: popular, slots and live-casino have their own routes; others go by query', () => {
    expect(categoryPath('slots')).toBe('/casino/slots');
    expect(categoryPath('live-casino')).toBe('/casino/live-casino');
    expect(categoryPath('popular')).toBe('/casino/popular');
    expect(categoryPath('table-games')).toBe('/casino?category=table-games');
  });
});
