// Top wins (contract "The play API" 7): every real-mode spin that wins is recorded, beside the seeded
// wins of fictional players (seed/wins.ts). Tabs: all = newest first; high-rollers = stake >= 20 by win;
// multiplier = by multiplier; my = the caller's own, newest first. Ghost mode (spec 6: 'Hides a user's
// name from public bet feeds') is read when the feed is read, so turning it on hides past wins too.
import { sql, type Db } from './db';

export const TOP_WIN_TABS = ['my', 'all', 'high-rollers', 'multiplier'] as const;
export type TopWinTab = (typeof TOP_WIN_TABS)[number];

/** The stake (major units) from which a win counts as a high roller's. */
export const HIGH_ROLLER_STAKE = 20;

export interface WinRecord { userId: number; gameSlug: string; stake: number; win: number; multiplier: number; currencyCode: string; at: Date }

export function recordWin(db: Db, win: WinRecord): void {
  sql(db, `INSERT INTO wins (user_id, game_slug, stake, win, multiplier, currency_code, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`)
    .run(win.userId, win.gameSlug, win.stake, win.win, win.multiplier, win.currencyCode, win.at.toISOString());
}

export interface TopWinRow {
  id: number;
  player: string | null;
  ghost: boolean;
  game: { slug: string; name: string; image: string };
  stake: number;
  win: number;
  multiplier: number;
  currencyCode: string;
  createdAt: string;
}

const TABS: Record<TopWinTab, { where: string; order: string }> = {
  my: { where: 'w.user_id = @userId', order: 'w.created_at DESC, w.id DESC' },
  all: { where: '1 = 1', order: 'w.created_at DESC, w.id DESC' },
  'high-rollers': { where: `w.stake >= ${HIGH_ROLLER_STAKE}`, order: 'w.win DESC, w.id DESC' },
  multiplier: { where: '1 = 1', order: 'w.multiplier DESC, w.created_at DESC, w.id DESC' },
};

interface Row {
  id: number; userId: number | null; playerName: string | null; seedGhost: number; ghostMode: number | null;
  nickname: string | null; firstName: string | null; lastName: string | null; slug: string; name: string | null; image: string | null;
  stake: number; win: number; multiplier: number; currencyCode: string; createdAt: string;
}

/** A real player's public name: the nickname, else the first name and the last name's initial. */
export function publicName(user: { userId: number; nickname: string | null; firstName: string | null; lastName: string | null }): string {
  if (user.nickname?.trim()) return user.nickname.trim();
  if (user.firstName?.trim()) return `${user.firstName.trim()}${user.lastName?.trim() ? ` ${user.lastName.trim()[0]}.` : ''}`;
  return `Player ${user.userId}`;
}

const titleOf = (slug: string) => slug.replace(/-+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

/** One tab of the feed; userId is needed (and only used) for the my tab. */
export function topWins(db: Db, tab: TopWinTab, limit: number, userId: number | null): { count: number; rows: TopWinRow[] } {
  const { where, order } = TABS[tab];
  const args = { userId, limit };
  const { count } = sql(db, `SELECT COUNT(*) AS count FROM wins w WHERE ${where}`).get(args) as { count: number };
  const rows = sql(db, `SELECT w.id, w.user_id AS userId, w.player_name AS playerName, w.seed_ghost AS seedGhost, u.ghost_mode AS ghostMode,
      u.nickname, u.first_name AS firstName, u.last_name AS lastName, w.game_slug AS slug, g.name, json_extract(g.data, '$.image') AS image,
      w.stake, w.win, w.multiplier, w.currency_code AS currencyCode, w.created_at AS createdAt
      FROM wins w LEFT JOIN users u ON u.id = w.user_id LEFT JOIN games g ON g.slug = w.game_slug
      WHERE ${where} ORDER BY ${order} LIMIT @limit`).all(args) as Row[];
  return {
    count,
    rows: rows.map((r) => {
      const ghost = r.userId !== null ? r.ghostMode === 1 : r.seedGhost === 1;
      const name = r.userId !== null ? publicName({ userId: r.userId, nickname: r.nickname, firstName: r.firstName, lastName: r.lastName }) : r.playerName;
      return {
        id: r.id,
        // The my tab is the player's own list: the name shows even in ghost mode.
        player: tab === 'my' ? name : ghost ? null : name,
        ghost,
        game: { slug: r.slug, name: r.name ?? titleOf(r.slug), image: r.image ?? `/api/core/casino/assets/games/${r.slug}.svg` },
        stake: r.stake,
        win: r.win,
        multiplier: r.multiplier,
        currencyCode: r.currencyCode,
        createdAt: r.createdAt,
      };
    }),
  };
}
