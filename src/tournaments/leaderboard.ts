// Which leaderboard row is the signed-in player's (spec 2.5 Tournament leaderboard and stats: the player
// sees their own position). A row carrying a userId is matched by it; otherwise by the nickname (the
// leaderboard shows nicknames), ignoring case. No user, or no nickname, matches nothing.
import type { TournamentLeaderboardRow } from '../generated/types/api/tournament';

export type { TournamentLeaderboardRow };

export function ownRow(rows: readonly TournamentLeaderboardRow[], user: Record<string, unknown> | null | undefined): TournamentLeaderboardRow | null {
  if (!user) return null;
  const userId = user.userId;
  const nickname = typeof user.nickname === 'string' ? user.nickname.trim().toLowerCase() : '';
  return rows.find((row) => (row.userId !== undefined && row.userId !== null && userId !== undefined && userId !== null
    ? String(row.userId) === String(userId)
    : nickname !== '' && row.nickname.trim().toLowerCase() === nickname)) ?? null;
}
