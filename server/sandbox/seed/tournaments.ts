// Tournaments ('races', spec 1) in each state of spec 3 (starts in, ends in, ended) with leaderboards
// (spec 2.5 Tournament leaderboard and stats). Their windows are days relative to the current day,
// so a sandbox database that lives for weeks still has a running race; the leaderboards come from the
// seeded generator, so the same tournament always shows the same table.
import { createPrng } from './prng';

export interface TournamentSeed {
  id: number;
  name: string;
  slug: string;
  description: string;
  /** First day, relative to today (UTC); negative is in the past. */
  startDayOffset: number;
  durationDays: number;
  prizePool: number;
  currencyCode: string;
  minBet: number;
  games: string[];
}

export function tournamentSeeds(): TournamentSeed[] {
  return [
    { id: 1, name: 'Autumn Jackpot Chase', slug: 'autumn-jackpot-chase', description: 'Collect points on jackpot slots.', startDayOffset: -21, durationDays: 7, prizePool: 25000, currencyCode: 'EUR', minBet: 0.5, games: ['golden-fortune', 'book-of-the-nile'] },
    { id: 2, name: 'Spin Race of the Week', slug: 'spin-race-of-the-week', description: 'Last week\'s race: the most spins wins.', startDayOffset: -8, durationDays: 7, prizePool: 10000, currencyCode: 'EUR', minBet: 0.2, games: ['wild-dragon-riches', 'lucky-sevens-megaways'] },
    { id: 3, name: 'Daily Drops Race', slug: 'daily-drops-race', description: 'A new race every day.', startDayOffset: 0, durationDays: 1, prizePool: 1000, currencyCode: 'EUR', minBet: 0.1, games: ['golden-fortune', 'crystal-dragon-deluxe'] },
    { id: 4, name: 'Weekly Wild Race', slug: 'weekly-wild-race', description: 'Biggest multiplier of the week.', startDayOffset: -3, durationDays: 7, prizePool: 15000, currencyCode: 'EUR', minBet: 0.2, games: ['wild-dragon-riches', 'book-of-the-nile', 'lucky-sevens-megaways'] },
    { id: 5, name: 'High Roller Sprint', slug: 'high-roller-sprint', description: 'For bets of 5 EUR and more.', startDayOffset: 2, durationDays: 3, prizePool: 50000, currencyCode: 'EUR', minBet: 5, games: ['crystal-dragon-deluxe'] },
    { id: 6, name: 'Live Casino Showdown', slug: 'live-casino-showdown', description: 'Win rounds at the live tables.', startDayOffset: 5, durationDays: 7, prizePool: 20000, currencyCode: 'EUR', minBet: 1, games: ['velvet-lightning-roulette'] },
  ];
}

const NICK_PARTS = ['lucky', 'spin', 'ace', 'wild', 'royal', 'neo', 'star', 'jack', 'ruby', 'tiger', 'max', 'luna', 'vega', 'nova'];
/** Shares of the prize pool by rank (top 10). */
const PRIZE_SHARES = [0.3, 0.2, 0.12, 0.09, 0.07, 0.06, 0.05, 0.04, 0.04, 0.03];

export interface LeaderboardRow { rank: number; nickname: string; points: number; prize: number }

/** The leaderboard of a tournament: 20 rows by points; none before it starts. */
export function leaderboard(tournament: TournamentSeed, started: boolean): LeaderboardRow[] {
  if (!started) return [];
  const prng = createPrng(`tournament-${tournament.id}`);
  const points = Array.from({ length: 20 }, () => prng.int(100, 50000)).sort((a, b) => b - a);
  return points.map((value, index) => ({
    rank: index + 1,
    // Masked like public bet feeds, so no one is named (spec 6 Ghost mode hides names from public feeds).
    nickname: `${prng.pick(NICK_PARTS)}${prng.pick(NICK_PARTS)}${prng.int(1, 99)}`.replace(/^(.{3}).*(.{2})$/, '$1***$2'),
    points: value,
    prize: Number((tournament.prizePool * (PRIZE_SHARES[index] ?? 0)).toFixed(2)),
  }));
}
