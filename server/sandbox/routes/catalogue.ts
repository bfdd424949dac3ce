// Calls the spec leaves 'not shown' but the lobby, the tournaments page, favourites and the
// transactions page need (spec 2.1 routes; DESIGN road map 3 and 4). Their answers follow the spec's
// conventions (data.<list>.{count, rows}, pageNo from 1, page size 24) and have schemas in schemas/api
// (games.response, game.response, providers.response, tournaments.response, tournament.response,
// favorites.response, transactions.response), so the front end gets types for them too.
import type { FastifyInstance } from 'fastify';
import { requireSession } from '../auth';
import type { SandboxContext } from '../context';
import { sql } from '../db';
import { expireDueDeposits } from '../deposits';
import { notFound } from '../errors';
import { oneOf, paging, text, type Query } from '../params';
import { dateInTimeZone, addDays } from '../rakeback';
import type { GameSeed } from '../seed/games';
import { leaderboard, type TournamentSeed } from '../seed/tournaments';
import { tournamentState } from '../../../src/tournaments/state';
import { toMajor } from '../wallet';
import { DEFAULT_GAME_SORT, DEFAULT_ORDER, GAME_SORTS, type GameSort } from '../../../src/lobby/sorting';
import { TRANSACTION_STATUSES } from '../../../src/cashier/statuses';

/** spec 3 Game sorting -> column. The keys and each key's default order live in src/lobby/sorting.ts. */
const SORT_COLUMNS: Record<GameSort, string> = {
  sort: 'g.sort', releaseDate: 'g.release_date', name: 'g.name COLLATE NOCASE', returnToPlayer: 'g.rtp',
  maxMultiplier: 'g.max_multiplier', minBet: 'g.min_bet', maxBet: 'g.max_bet',
};

const parseGames = (rows: Array<{ data: string }>) => rows.map((r) => JSON.parse(r.data) as GameSeed);

function tournamentView(t: TournamentSeed, now: Date, withLeaderboard: boolean) {
  const today = dateInTimeZone(now, 'UTC');
  const startsAt = `${addDays(today, t.startDayOffset)}T00:00:00.000Z`;
  const endsAt = `${addDays(today, t.startDayOffset + t.durationDays)}T00:00:00.000Z`;
  // spec 3 Tournament states: the one rule the front end's countdown uses too.
  const { state } = tournamentState(startsAt, endsAt, now);
  const { startDayOffset: _offset, durationDays: _duration, ...rest } = t;
  return {
    ...rest,
    state,
    startsAt,
    endsAt,
    image: `/api/core/casino/assets/tournaments/${t.slug}.svg`,
    ...(withLeaderboard ? { leaderboard: leaderboard(t, state !== 'starts in') } : {}),
  };
}

export function catalogueRoutes(app: FastifyInstance, ctx: SandboxContext) {
  // Game list: category, provider (slugs), search (in the name), sort and order, pageNo and limit.
  app.get<{ Querystring: Query }>('/api/core/casino/games', async (request) => {
    const q = request.query;
    const { limit, offset } = paging(q);
    const sort = oneOf(q, 'sort', GAME_SORTS) ?? DEFAULT_GAME_SORT;
    const order = oneOf(q, 'order', ['asc', 'desc'] as const) ?? DEFAULT_ORDER[sort];
    const where: string[] = [];
    const params: Record<string, string> = {};
    const category = text(q, 'category');
    if (category) {
      where.push('EXISTS (SELECT 1 FROM game_categories c WHERE c.game_id = g.id AND c.category_slug = @category)');
      params.category = category;
    }
    const provider = text(q, 'provider');
    if (provider) {
      where.push('g.provider_slug = @provider');
      params.provider = provider;
    }
    const search = text(q, 'search')?.trim();
    if (search) {
      where.push("g.name LIKE @search ESCAPE '\\'");
      params.search = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    }
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const { count } = sql(ctx.db, `SELECT COUNT(*) AS count FROM games g ${filter}`).get(params) as { count: number };
    const rows = sql(ctx.db, `SELECT g.data FROM games g ${filter} ORDER BY ${SORT_COLUMNS[sort]} ${order}, g.id LIMIT @limit OFFSET @offset`)
      .all({ ...params, limit, offset }) as Array<{ data: string }>;
    return { data: { games: { count, rows: parseGames(rows) } } };
  });

  app.get<{ Params: { slug: string } }>('/api/core/casino/games/:slug', async (request) => {
    const row = sql(ctx.db, 'SELECT data FROM games WHERE slug = ?').get(request.params.slug) as { data: string } | undefined;
    if (!row) throw notFound();
    return { data: { game: JSON.parse(row.data) as GameSeed } };
  });

  app.get('/api/core/casino/providers', async () => {
    const rows = sql(ctx.db, `SELECT p.id, p.slug, p.name, json_extract(p.data, '$.logo') AS logo, COUNT(g.id) AS gamesCount
        FROM providers p LEFT JOIN games g ON g.provider_slug = p.slug GROUP BY p.id ORDER BY p.name`).all();
    return { data: { providers: rows } };
  });

  app.get('/api/core/casino/tournaments', async () => {
    const rows = sql(ctx.db, 'SELECT data FROM tournaments ORDER BY id').all() as Array<{ data: string }>;
    const now = ctx.now();
    return { data: { tournaments: rows.map((r) => tournamentView(JSON.parse(r.data) as TournamentSeed, now, false)) } };
  });

  app.get<{ Params: { id: string } }>('/api/core/casino/tournaments/:id', async (request) => {
    const key = request.params.id;
    const row = sql(ctx.db, 'SELECT data FROM tournaments WHERE slug = ? OR CAST(id AS TEXT) = ?').get(key, key) as { data: string } | undefined;
    if (!row) throw notFound();
    return { data: { tournament: tournamentView(JSON.parse(row.data) as TournamentSeed, ctx.now(), true) } };
  });

  // Favourites (/profile/favorites, spec 2.1), newest first.
  app.get('/api/user/favorites', async (request) => {
    const session = requireSession(ctx, request);
    const rows = sql(ctx.db, 'SELECT g.data FROM favorites f JOIN games g ON g.id = f.game_id WHERE f.user_id = ? ORDER BY f.created_at DESC, f.rowid DESC')
      .all(session.userId) as Array<{ data: string }>;
    return { data: { favorites: { count: rows.length, rows: parseGames(rows) } } };
  });

  const gameId = (slug: string) => {
    const row = sql(ctx.db, 'SELECT id FROM games WHERE slug = ?').get(slug) as { id: number } | undefined;
    if (!row) throw notFound();
    return row.id;
  };

  app.put<{ Params: { slug: string } }>('/api/user/favorites/:slug', async (request) => {
    const session = requireSession(ctx, request);
    sql(ctx.db, 'INSERT OR IGNORE INTO favorites (user_id, game_id, created_at) VALUES (?, ?, ?)').run(session.userId, gameId(request.params.slug), ctx.now().toISOString());
    return { success: true, data: { slug: request.params.slug, favorite: true } };
  });

  app.delete<{ Params: { slug: string } }>('/api/user/favorites/:slug', async (request) => {
    const session = requireSession(ctx, request);
    sql(ctx.db, 'DELETE FROM favorites WHERE user_id = ? AND game_id = ?').run(session.userId, gameId(request.params.slug));
    return { success: true, data: { slug: request.params.slug, favorite: false } };
  });

  // Transactions (/profile/transactions, spec 2.1), newest first; type narrows to one kind, status to one
  // of spec 3's transaction statuses (the list the front end's filter offers, src/cashier/statuses.ts).
  app.get<{ Querystring: Query }>('/api/user/transactions', async (request) => {
    const session = requireSession(ctx, request);
    expireDueDeposits(ctx, session.userId);
    const { limit, offset } = paging(request.query);
    const type = oneOf(request.query, 'type', ['credit', 'debit', 'globalCredit', 'deposit', 'rakeback', 'withdrawal'] as const);
    const status = oneOf(request.query, 'status', TRANSACTION_STATUSES);
    const filter = `${type ? 'AND t.type = @type' : ''} ${status ? 'AND t.status = @status' : ''}`;
    const args = { userId: session.userId, type: type ?? null, status: status ?? null, limit, offset };
    const { count } = sql(ctx.db, `SELECT COUNT(*) AS count FROM transactions t WHERE t.user_id = @userId ${filter}`).get(args) as { count: number };
    const rows = sql(ctx.db, `SELECT t.id, t.type, t.amount_minor AS amountMinor, t.balance_after_minor AS balanceAfterMinor, t.currency_code AS currencyCode,
        t.status, t.payment_method AS paymentMethod, t.reference, t.created_at AS createdAt, c.decimals
        FROM transactions t JOIN currencies c ON c.code = t.currency_code WHERE t.user_id = @userId ${filter}
        ORDER BY t.id DESC LIMIT @limit OFFSET @offset`).all(args) as Array<Record<string, unknown> & { amountMinor: number; balanceAfterMinor: number; decimals: number }>;
    return {
      data: {
        transactions: {
          count,
          rows: rows.map(({ amountMinor, balanceAfterMinor, decimals, ...row }) => ({
            ...row, amount: toMajor(amountMinor, decimals), balanceAfter: toMajor(balanceAfterMinor, decimals),
          })),
        },
      },
    };
  });
}
