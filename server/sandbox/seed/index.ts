// The seed: reference data, catalogue, content and the sandbox accounts, written in one transaction
// on first start (when the database has no seededAt) and again by POST /api/sandbox/reset. Everything
// comes from code and a seeded generator: no network, the same data on every machine.
import type { SandboxContext } from '../context';
import { getMeta, setMeta, sql, type Db } from '../db';
import { accountHashes, seedAccounts } from './accounts';
import { bonusSeeds } from './bonuses';
import { REGISTRATION_FIELDS, SCRIPT_SEEDS } from './content';
import { CLOSED_COUNTRIES, COUNTRIES } from './countries';
import { CURRENCIES } from './currencies';
import { CATEGORIES, gameSeeds, providerSeeds } from './games';
import { paymentMethodSeeds } from './payments';
import { tournamentSeeds } from './tournaments';
import { WITHDRAWAL_FAILURE_KEYS } from '../withdrawalRules';
import { seedWins } from './wins';

/** Tables the seed fills and a reset empties; the token secret and the migrations stay. */
const SEEDED_TABLES = [
  'coupon_redemptions', 'bonus_ledger', 'player_bonuses',
  'documents', 'reset_codes', 'withdrawals', 'withdraw_quotes', 'deposits', 'card_tokens', 'wins', 'game_sessions', 'bet_limits', 'favorites', 'rakeback_claims', 'three_ds', 'country_blocked', 'events', 'transactions', 'held_wallets', 'wallets', 'logins', 'sessions', 'users',
  'game_categories', 'games', 'categories', 'providers', 'bonuses', 'payment_methods', 'tournaments', 'content', 'currencies', 'countries',
];
/** Control-endpoint state a reset forgets (the location answer, the next payment outcome, the next spin, the next withdrawal failures). */
const CONTROL_KEYS = ['location', 'nextPaymentResult', 'nextSpinMultiplier', ...Object.values(WITHDRAWAL_FAILURE_KEYS), 'seededAt'];

function clear(db: Db) {
  for (const table of SEEDED_TABLES) db.exec(`DELETE FROM ${table}`);
  for (const key of CONTROL_KEYS) sql(db, 'DELETE FROM meta WHERE key = ?').run(key);
  sql(db, "DELETE FROM meta WHERE key LIKE 'nextPaymentResult:%'").run();
}

function insertReference(db: Db) {
  const closed = new Set(CLOSED_COUNTRIES);
  const country = sql(db, 'INSERT INTO countries (code, country_id, name, phone_code, flag, is_open) VALUES (?, ?, ?, ?, ?, ?)');
  for (const c of COUNTRIES) country.run(c.code, c.countryId, c.name, c.phoneCode, c.flag, closed.has(c.code) ? 0 : 1);
  const currency = sql(db, 'INSERT INTO currencies (code, name, symbol, decimals, is_crypto) VALUES (?, ?, ?, ?, ?)');
  for (const c of CURRENCIES) currency.run(c.code, c.name, c.symbol, c.decimals, c.isCrypto ? 1 : 0);
}

function insertCatalogue(db: Db) {
  const method = sql(db, 'INSERT INTO payment_methods (id, name, sort_priority, data) VALUES (?, ?, ?, ?)');
  for (const m of paymentMethodSeeds()) method.run(m.id, m.name, m.sortPriority ?? 0, JSON.stringify(m));
  const bonus = sql(db, 'INSERT INTO bonuses (id, type, sort, data) VALUES (?, ?, ?, ?)');
  for (const b of bonusSeeds()) bonus.run(b.id, b.type, b.sort, JSON.stringify(b));
  const provider = sql(db, 'INSERT INTO providers (id, slug, name, data) VALUES (?, ?, ?, ?)');
  for (const p of providerSeeds()) provider.run(p.id, p.slug, p.name, JSON.stringify(p));
  const category = sql(db, 'INSERT INTO categories (id, slug, sort, data) VALUES (?, ?, ?, ?)');
  for (const c of CATEGORIES) category.run(c.id, c.slug, c.order, JSON.stringify(c));
  const game = sql(db, `INSERT INTO games (id, slug, name, provider_slug, type, sort, release_date, rtp, max_multiplier, min_bet, max_bet, data)
    VALUES (@id, @slug, @name, @providerSlug, @type, @sort, @releaseDate, @RTP, @maxMultiplier, @minBet, @maxBet, @data)`);
  const inCategory = sql(db, 'INSERT INTO game_categories (game_id, category_slug) VALUES (?, ?)');
  for (const g of gameSeeds()) {
    game.run({ ...g, data: JSON.stringify(g) });
    for (const slug of g.categories) inCategory.run(g.id, slug);
  }
  const tournament = sql(db, 'INSERT INTO tournaments (id, slug, data) VALUES (?, ?, ?)');
  for (const t of tournamentSeeds()) tournament.run(t.id, t.slug, JSON.stringify(t));
  const content = sql(db, 'INSERT INTO content (key, value) VALUES (?, ?)');
  content.run('scripts', JSON.stringify(SCRIPT_SEEDS));
  content.run('registrationFields', JSON.stringify(REGISTRATION_FIELDS));
}

export const isSeeded = (db: Db) => getMeta(db, 'seededAt') !== undefined;

/** Empties the seeded tables and writes the seed; the accounts' passwords are hashed first (async). */
export async function writeSeed(ctx: SandboxContext, onlyIfEmpty = false): Promise<boolean> {
  const hashes = await accountHashes(ctx.scrypt);
  const now = ctx.now();
  return ctx.db.transaction(() => {
    // Checked again under the write lock: two processes starting on one new file seed it once.
    if (onlyIfEmpty && isSeeded(ctx.db)) return false;
    clear(ctx.db);
    insertReference(ctx.db);
    insertCatalogue(ctx.db);
    seedAccounts(ctx.db, hashes, now);
    seedWins(ctx.db, now);
    setMeta(ctx.db, 'seededAt', now.toISOString());
    return true;
  }).immediate();
}

/** First start: seeds an empty database; a seeded one is left as it is. */
export async function seedIfEmpty(ctx: SandboxContext): Promise<boolean> {
  if (isSeeded(ctx.db)) return false;
  return writeSeed(ctx, true);
}
