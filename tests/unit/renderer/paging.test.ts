// The Pager's rules (src/widgets/Pager/paging.ts): a page from an address value, the page count, where
// Previous and Next lead, and a page past the end (the transactions page, spec 2.1, pages its list).
import { describe, expect, it } from 'vitest';
import { pageCount, pageOf, pagerState } from '../../../src/widgets/Pager/paging';

describe('the Pager', () => {
  it('reads a page from an address value: a whole number from 1, anything else is page 1', () => {
    expect(pageOf('2')).toBe(2);
    expect(pageOf(3)).toBe(3);
    for (const bad of ['-3', '0', '2.5', 'abc', '', ' ', null, undefined, 'Infinity', {}, true]) expect(pageOf(bad), String(bad)).toBe(1);
  });

  it('counts pages; an empty list is one page', () => {
    expect(pageCount(45, 20)).toBe(3);
    expect(pageCount(40, 20)).toBe(2);
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(undefined, 20)).toBe(1);
    expect(pageCount(null, 20)).toBe(1);
  });

  it('with a total: Previous and Next stop at the ends; a page past the last says so', () => {
    expect(pagerState('1', 20, 45)).toEqual({ page: 1, pages: 3, hasPrevious: false, hasNext: true, pastTheEnd: false });
    expect(pagerState('2', 20, 45)).toEqual({ page: 2, pages: 3, hasPrevious: true, hasNext: true, pastTheEnd: false });
    expect(pagerState('3', 20, 45)).toEqual({ page: 3, pages: 3, hasPrevious: true, hasNext: false, pastTheEnd: false });
    expect(pagerState('9', 5, 12)).toMatchObject({ pages: 3, pastTheEnd: true });
    expect(pagerState(undefined, 20, 4)).toMatchObject({ page: 1, pages: 1, hasPrevious: false, hasNext: false });
    // A total declared but missing is one page.
    expect(pagerState('2', 20, null)).toMatchObject({ pages: 1, pastTheEnd: true });
  });

  it('with only hasMore: Next follows it, and the page count is unknown', () => {
    expect(pagerState('2', 20, undefined, true)).toEqual({ page: 2, pages: null, hasPrevious: true, hasNext: true, pastTheEnd: false });
    expect(pagerState('2', 20, undefined, false)).toMatchObject({ hasNext: false, pastTheEnd: false });
  });
});
