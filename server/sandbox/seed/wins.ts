// About 150 public wins of fictional players for the top-wins feeds (contract "The play API" 7), spread
// over the 30 days before the seed across the catalogue's games, from the seeded generator: the same
// rows on every machine for one seeding time. A few players are ghosts (spec 6 Ghost mode: 'Hides a
// user's name from public bet feeds'), so the hidden name shows in a fresh sandbox too.
import { sql, type Db } from '../db';
import { createPrng } from './prng';

export const SEEDED_WIN_COUNT = 150;

const FIRST = ['Alex', 'Sam', 'Mia', 'Leo', 'Nora', 'Finn', 'Ivy', 'Omar', 'Zoe', 'Luca', 'Ada', 'Kai', 'Elin', 'Tom', 'Rosa', 'Max'];
const HANDLES = ['spinner', 'reelqueen', 'lucky', 'nightowl', 'highroller', 'coinflip', 'jackpotjoe', 'wildcard', 'ace', 'rainmaker'];
const STAKES = [0.2, 0.5, 1, 2, 2.5, 5, 10, 20, 25, 50, 100];
const MULTIPLIERS = [1.5, 2, 3, 5, 8, 10, 15, 25, 40, 50, 100, 250, 500, 1000];
const CURRENCIES = ['EUR', 'EUR', 'EUR', 'USD', 'GBP'];
const DAY = 86_400_000;

/** Inserts the seeded wins; runs inside the seed's transaction, after the catalogue. */
export function seedWins(db: Db, now: Date): void {
  const prng = createPrng('sandbox-wins-v1');
  const games = (sql(db, "SELECT slug FROM games WHERE type IN ('slot', 'instant') ORDER BY id LIMIT 80").all() as Array<{ slug: string }>).map((g) => g.slug);
  if (!games.length) return;
  const players = Array.from({ length: 40 }, (_, i) => ({
    name: prng.chance(0.5) ? `${prng.pick(HANDLES)}${prng.int(1, 99)}` : `${prng.pick(FIRST)} ${String.fromCharCode(65 + (i % 26))}.`,
    ghost: prng.chance(0.12),
  }));
  const insert = sql(db, `INSERT INTO wins (user_id, player_name, seed_ghost, game_slug, stake, win, multiplier, currency_code, created_at)
    VALUES (NULL, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (let i = 0; i < SEEDED_WIN_COUNT; i++) {
    const player = prng.pick(players);
    const stake = prng.pick(STAKES);
    const multiplier = prng.pick(MULTIPLIERS);
    const at = new Date(now.getTime() - prng.int(60_000, 30 * DAY));
    insert.run(player.name, player.ghost ? 1 : 0, prng.pick(games), stake, Number((stake * multiplier).toFixed(2)), multiplier, prng.pick(CURRENCIES), at.toISOString());
  }
}
