// The play API's routes (not shown in the spec; schemas in schemas/api: launch-game, bonus-buy-confirm,
// top-wins, ghost-mode). The rules live in play.ts, betLimits.ts and wins.ts; this file only maps HTTP
// to them:
//   POST /api/core/casino/games/{slug}/launch {mode}     a game session (token optional for demo)
//   GET  /api/core/casino/play/slot.js                   the game's script (the page's CSP allows only it)
//   GET  /api/core/casino/play/{sessionId}               the game page shown in the site's sandboxed frame
//   POST /api/core/casino/play/{sessionId}/spin {stake, bonusBuy?}  a bonus buy costs 50 x stake (the server's price)
//   POST /api/user/bonus-buy-confirm {sessionId, price}  spec 4: the next bonus buy of that price skips the player's bet limits
//   GET  /api/core/casino/top-wins?tab&limit             spec 2.5 top wins; tab my needs a token
//   PUT  /api/user/ghost-mode {enabled}                  spec 6 ghost mode
// and the control endpoints for tests and demos:
//   POST /api/sandbox/limits {email, limits}             the player's own bet and loss limits (null removes)
//   POST /api/sandbox/spins/next {multiplier|null, email?} the next spin's multiplier (a player's, with email)
//   POST /api/sandbox/active-bonus {email, bonusId|null} the player's active bonus (spec 4 Bonus rules)
import type { FastifyInstance, FastifyReply } from 'fastify';
import { optionalSession, requireSession } from '../auth';
import { forceActiveBonus } from '../bonusEngine';
import { BET_LIMIT_KEYS, type BetLimits } from '../betLimits';
import type { SandboxContext } from '../context';
import { asBody, playerByEmail } from '../control';
import { sql } from '../db';
import { badRequest, HttpError } from '../errors';
import { GAME_PAGE_CSP, gamePageHtml, SLOT_SCRIPT, sessionEndedHtml } from '../game/page';
import { integer, oneOf, type Query } from '../params';
import { confirmBonusBuy, gamePageInfo, launchGame, refusal, setNextSpinMultiplier, spin } from '../play';
import { updateBetLimits } from '../playerLimits';
import { decimalsOf } from '../wallet';
import { ceiling } from '../throttle';
import { TOP_WIN_TABS, topWins } from '../wins';

/** A limits object of the control endpoint: only known keys, each a number above 0 or null. */
function limitChanges(value: unknown): BetLimits {
  const body = asBody(value);
  const changes: BetLimits = {};
  for (const [key, amount] of Object.entries(body)) {
    if (!(BET_LIMIT_KEYS as readonly string[]).includes(key)) throw badRequest(`limits.${key} is not a limit; use ${BET_LIMIT_KEYS.join(', ')}`, `limits.${key}`);
    if (amount !== null && (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0)) {
      throw badRequest(`limits.${key} must be a number above 0, or null to remove it`, `limits.${key}`);
    }
    changes[key as keyof BetLimits] = amount as number | null;
  }
  return changes;
}

export function playRoutes(app: FastifyInstance, ctx: SandboxContext) {
  // A launch writes a game session, a guest's demo included: per-IP ceiling, as every guest write.
  app.post<{ Params: { slug: string } }>('/api/core/casino/games/:slug/launch', { onRequest: ceiling(app, ctx.guards.limits.guestWrites) }, async (request) => {
    const launch = launchGame(ctx, request, request.params.slug, asBody(request.body).mode);
    return { data: { launch } };
  });

  app.get('/api/core/casino/play/slot.js', async (_request, reply) => {
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-cache');
    return SLOT_SCRIPT;
  });

  app.get<{ Params: { sessionId: string } }>('/api/core/casino/play/:sessionId', async (request, reply) => {
    reply.header('content-security-policy', GAME_PAGE_CSP).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store');
    try {
      return gamePageHtml(gamePageInfo(ctx, request.params.sessionId));
    } catch (error) {
      // An ended game still gets a page the player can read inside the frame.
      if (error instanceof HttpError && error.status === 410) {
        reply.code(410);
        return sessionEndedHtml();
      }
      throw error;
    }
  });

  // The game runs in <iframe sandbox="allow-scripts">, an opaque origin ("null"), so its spin call is
  // cross-origin: it needs CORS, refusals included. Any origin may call, since the unguessable session
  // id in the path is the only credential (no cookie is sent with a cross-origin fetch).
  const spinPath = '/api/core/casino/play/:sessionId/spin';
  const allowAnyOrigin = async (_request: unknown, reply: FastifyReply, payload: unknown) => {
    reply.header('access-control-allow-origin', '*');
    return payload;
  };
  app.options(spinPath, { onSend: allowAnyOrigin }, async (_request, reply) => {
    reply.code(204).header('access-control-allow-methods', 'POST').header('access-control-allow-headers', 'content-type').header('access-control-max-age', '600');
  });
  app.post<{ Params: { sessionId: string } }>(spinPath, { onSend: allowAnyOrigin }, async (request) => {
    return { data: { spin: spin(ctx, request.params.sessionId, request.body) } };
  });

  app.post('/api/user/bonus-buy-confirm', async (request) => {
    const session = requireSession(ctx, request);
    const body = asBody(request.body);
    return { success: true, data: confirmBonusBuy(ctx, session.userId, body.sessionId, body.price) };
  });

  app.get<{ Querystring: Query }>('/api/core/casino/top-wins', async (request) => {
    const tab = oneOf(request.query, 'tab', TOP_WIN_TABS) ?? 'all';
    const limit = integer(request.query, 'limit', { min: 1, max: 100, fallback: 20 })!;
    const session = optionalSession(ctx, request);
    if (tab === 'my' && !session) throw refusal(401, 'LOGIN_REQUIRED', 'Please log in to see your wins.');
    return { data: { wins: topWins(ctx.db, tab, limit, session?.userId ?? null) } };
  });

  app.put('/api/user/ghost-mode', async (request) => {
    const session = requireSession(ctx, request);
    const { enabled } = asBody(request.body);
    if (typeof enabled !== 'boolean') throw badRequest('enabled must be true or false', 'enabled');
    sql(ctx.db, 'UPDATE users SET ghost_mode = ?, updated_at = ? WHERE id = ?').run(enabled ? 1 : 0, ctx.now().toISOString(), session.userId);
    return { success: true, data: { ghostMode: enabled } };
  });

  app.post('/api/sandbox/limits', async (request) => {
    const body = asBody(request.body);
    const user = playerByEmail(ctx, body.email);
    updateBetLimits(ctx.db, user.id, limitChanges(body.limits), decimalsOf(ctx.db, user.id), ctx.now());
    return { success: true };
  });

  app.post('/api/sandbox/spins/next', async (request) => {
    const { multiplier, email } = asBody(request.body);
    if (multiplier !== null && (typeof multiplier !== 'number' || !Number.isFinite(multiplier) || multiplier < 0)) {
      throw badRequest('multiplier must be a number of 0 or more, or null', 'multiplier');
    }
    // With an email, that player's next spin only.
    setNextSpinMultiplier(ctx, multiplier as number | null, email === undefined ? null : playerByEmail(ctx, email).id);
    return { success: true, data: { multiplier, ...(email === undefined ? {} : { email }) } };
  });

  app.post('/api/sandbox/active-bonus', async (request) => {
    const body = asBody(request.body);
    const user = playerByEmail(ctx, body.email);
    const bonusId = body.bonusId;
    if (bonusId !== null && !(typeof bonusId === 'number' && sql(ctx.db, 'SELECT 1 FROM bonuses WHERE id = ?').get(bonusId))) {
      throw badRequest('bonusId must be the id of a seeded bonus, or null', 'bonusId');
    }
    // Through the bonus engine (no activation rule): the offer granted, or the active bonus cancelled.
    forceActiveBonus(ctx, user.id, bonusId as number | null);
    return { success: true, data: { bonusId } };
  });
}
