// The Top wins table's tabs (spec 2.5: 'my wins, all wins, high rollers, multiplier madness') and the
// feed's tab names of the play API (contract 7: tab=my|all|high-rollers|multiplier).
export const TOP_WIN_TABS = ['my', 'all', 'high-rollers', 'multiplier'] as const;
export type TopWinTab = (typeof TOP_WIN_TABS)[number];

export const TAB_TEXT: Readonly<Record<TopWinTab, string>> = {
  my: 'text.topWins.tabs.my',
  all: 'text.topWins.tabs.all',
  'high-rollers': 'text.topWins.tabs.highRollers',
  multiplier: 'text.topWins.tabs.multiplier',
};

/** A row of the feed (contract 7). A ghost's row in a public tab has player null (spec 6 Ghost mode). */
import type { TopWin } from '../generated/types/api/top-wins.response';

export type TopWinRow = TopWin;

/** The name a row shows: the player's, or null for a hidden player (a ghost, or no name given). */
export function shownPlayer(row: Pick<TopWinRow, 'player' | 'ghost'>): string | null {
  return row.player && row.player.trim() ? row.player : null;
}

/** The tabs a document asked for, in the spec's order, without duplicates or unknown names. */
export function tabsOf(requested: readonly string[] | undefined): TopWinTab[] {
  const wanted = new Set(requested?.length ? requested : TOP_WIN_TABS);
  return TOP_WIN_TABS.filter((tab) => wanted.has(tab));
}
