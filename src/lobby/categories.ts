// The lobby's category list (spec 3 Category list: data.topCategoryList; spec 7 get-full-category-list:
// a non-OK status throws and the list becomes empty, marked loaded; spec 8 Category prefetch failure:
// the error includes the endpoint name, status and status text).
import type { GetFullCategoryListResponse } from '../generated/types';

type GameCategory = GetFullCategoryListResponse['data']['topCategoryList'][number];
import { ApiError } from '../platform/api/client';
import { slugify } from './slug';

export const CATEGORY_ENDPOINT = 'get-full-category-list';

export interface CategoryListState {
  categories: LobbyCategory[];
  /** True once the call answered, whether it succeeded or not: the lobby stops waiting either way. */
  loaded: boolean;
  error: CategoryListError | null;
}

export interface LobbyCategory { slug: string; name: string; gamesCount?: number }

/** spec 8: the error names the endpoint, the status and the status text. */
export class CategoryListError extends Error {
  readonly status: number;
  readonly statusText: string;

  constructor(status: number, statusText: string) {
    super(`${CATEGORY_ENDPOINT} failed: ${status} ${statusText}`.trim());
    this.name = 'CategoryListError';
    this.status = status;
    this.statusText = statusText;
  }
}

/** A status text from an api client failure (its message ends with "<status> <status text>"). */
function statusTextOf(error: unknown, status: number): string {
  const message = error instanceof Error ? error.message : '';
  const match = message.match(new RegExp(`\\b${status}\\s+(.*)$`));
  return match ? match[1].trim() : '';
}

/** The category list after a failure: empty and loaded, with the spec 8 error. */
export function categoryListFailure(error: unknown): CategoryListState {
  const status = error instanceof ApiError ? error.status : 0;
  const statusText = error instanceof ApiError ? statusTextOf(error, status) || 'Error' : error instanceof Error ? error.message : 'Error';
  return { categories: [], loaded: true, error: new CategoryListError(status, statusText) };
}

function categoryName(name: GameCategory['name'], locale: string): string {
  if (typeof name === 'string') return name;
  if (name && typeof name === 'object') {
    const byLocale = name as Record<string, unknown>;
    const value = byLocale[locale] ?? byLocale.en ?? Object.values(byLocale)[0];
    return typeof value === 'string' ? value : '';
  }
  return '';
}

/** A category's slug: the one it carries, else the spec 5 slug of its name. */
export function categorySlug(category: GameCategory, locale = 'en'): string {
  return typeof category.slug === 'string' && category.slug ? category.slug : slugify(categoryName(category.name, 'en') || categoryName(category.name, locale));
}

/** The categories of an answer, in the server's order, without nameless ones. */
export function categoryListFrom(answer: GetFullCategoryListResponse | undefined, locale = 'en'): LobbyCategory[] {
  const list = answer?.data?.topCategoryList;
  if (!Array.isArray(list)) return [];
  return list
    .map((c) => ({
      slug: categorySlug(c, locale),
      name: categoryName(c.name, locale),
      gamesCount: typeof c.gamesCount === 'number' ? c.gamesCount : undefined,
    }))
    .filter((c) => c.slug && c.name);
}

/** The state a widget shows: loading, the list, or the failure (empty, loaded, error). */
export function categoryListState(answer: GetFullCategoryListResponse | undefined, error: unknown, locale = 'en'): CategoryListState {
  if (error) return categoryListFailure(error);
  if (!answer) return { categories: [], loaded: false, error: null };
  return { categories: categoryListFrom(answer, locale), loaded: true, error: null };
}

/** Where a category's link goes: the three categories with their own route (spec 2.1), others by query. */
export function categoryPath(slug: string): string {
  if (slug === 'popular' || slug === 'slots' || slug === 'live-casino') return `/casino/${slug}`;
  return `/casino?category=${encodeURIComponent(slug)}`;
}
