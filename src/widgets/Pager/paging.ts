// The pager's rules, pure: which page an address value means, how many pages a count fills, where
// Previous and Next lead and whether the shown page is past the end (an old link, a list that shrank).

/**
 * A page number from anything (an address value "2"): a whole number from 1, else 1 (?page=-3, 2.5, abc).
 * A string reads as JavaScript's Number reads it, as the expressions of a document do ({"+": [value]}).
 */
export function pageOf(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 ? n : 1;
}

/** How many pages a count fills; an empty list is still one page ("Page 1 of 1"). */
export const pageCount = (count: unknown, pageSize: number): number =>
  typeof count === 'number' && Number.isFinite(count) && count > 0 ? Math.ceil(count / Math.max(1, pageSize)) : 1;

export interface PagerState {
  page: number;
  /** null when only hasMore is known. */
  pages: number | null;
  hasPrevious: boolean;
  hasNext: boolean;
  /** The page is past the last one: show the last instead. */
  pastTheEnd: boolean;
}

/** The pager of a page: with a total, its pages; with only hasMore, whether Next leads anywhere. */
export function pagerState(page: unknown, pageSize: number, total: unknown, hasMore?: unknown): PagerState {
  const current = pageOf(page);
  if (total === undefined) {
    return { page: current, pages: null, hasPrevious: current > 1, hasNext: Boolean(hasMore), pastTheEnd: false };
  }
  const pages = pageCount(total, pageSize);
  return { page: current, pages, hasPrevious: current > 1, hasNext: current < pages, pastTheEnd: current > pages };
}
