// spec 3 Game sorting: sort, releaseDate, name, returnToPlayer, maxMultiplier, minBet, maxBet.
// Shared by the lobby (reading ?sort=&order= from the address) and the sandbox's game list
// (server/sandbox/routes/catalogue.ts), so the default order of a key is decided in one place.

export const GAME_SORTS = ['sort', 'releaseDate', 'name', 'returnToPlayer', 'maxMultiplier', 'minBet', 'maxBet'] as const;
export type GameSort = (typeof GAME_SORTS)[number];
export type SortOrder = 'asc' | 'desc';

/** The lobby's order when the address names none: the catalogue's own position. */
export const DEFAULT_GAME_SORT: GameSort = 'sort';

/**
 * Without an order a list reads best first: newest, highest RTP, biggest multiplier and highest max bet
 * first; the catalogue position, names and the minimum bet ascending (lowest stake first).
 */
export const DEFAULT_ORDER: Readonly<Record<GameSort, SortOrder>> = {
  sort: 'asc', releaseDate: 'desc', name: 'asc', returnToPlayer: 'desc', maxMultiplier: 'desc', minBet: 'asc', maxBet: 'desc',
};

export const isGameSort = (value: unknown): value is GameSort =>
  typeof value === 'string' && (GAME_SORTS as readonly string[]).includes(value);

/** A query value (?sort=) as a sort key; anything else (missing, misspelt, an array) falls back. */
export function parseGameSort(value: unknown, fallback: GameSort = DEFAULT_GAME_SORT): GameSort {
  const first = Array.isArray(value) ? value[0] : value;
  return isGameSort(first) ? first : fallback;
}

/** A query value (?order=) for a sort key; anything but asc/desc means the key's default order. */
export function parseSortOrder(value: unknown, sort: GameSort): SortOrder {
  const first = Array.isArray(value) ? value[0] : value;
  return first === 'asc' || first === 'desc' ? first : DEFAULT_ORDER[sort];
}

/** Both at once, as the grid and the filters read them from the address. */
export function parseGameSorting(sort: unknown, order: unknown): { sort: GameSort; order: SortOrder } {
  const key = parseGameSort(sort);
  return { sort: key, order: parseSortOrder(order, key) };
}
