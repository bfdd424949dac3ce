// The bonus engine's calls (paths of ours; schemas in schemas/api; the engine is server/sandbox/bonusEngine.ts):
//   POST /api/user/bonus/activate {bonusId, timeZone}   activation; 409/422 {code, message, details?, reference?} (spec 8)
//   POST /api/user/bonus/cancel {userBonusId}           cancels the active bonus, its money removed
//   GET  /api/user/bonus-history?pageNo&limit           the active bonus with its labels, past bonuses paged
//   POST /api/user/coupon {code, timeZone?}             applied / not applied / already redeemed, wrong codes locked out
//   GET  /api/core/casino/promotions?type&pageNo&limit  the offers for guests (no token: spec 7 makes a bonus call without one throw)
//   POST /api/sandbox/duplicate-account {email, duplicate}  flags a player as a duplicate account (spec 8 BONUS_FRAUD)
import type { FastifyInstance } from 'fastify';
import type { BonusActivateRequest, BonusCancelRequest, CouponRequest } from '../../../src/generated/types';
import { requireSession } from '../auth';
import { activateBonus, bonusHistory, bonusView, cancelPlayerBonus, offerAnswer } from '../bonusEngine';
import type { SandboxContext } from '../context';
import { asBody, playerByEmail } from '../control';
import { sql } from '../db';
import { badRequest, HttpError } from '../errors';
import { oneOf, paging } from '../params';
import { COUPONS, type BonusSeed } from '../seed/bonuses';
import { COUPONS_LOCKED } from '../throttle';
import { decimalsOf } from '../wallet';
import { validateBody } from '../validate';

const BONUS_TYPES = ['deposit', 'freespins', 'no_deposit', 'instant_cashback'] as const;

/** The default zone of a coupon applied without one. */
const COUPON_TIME_ZONE = 'UTC';

export function bonusRoutes(app: FastifyInstance, ctx: SandboxContext) {
  app.post('/api/user/bonus/activate', async (request) => {
    const session = requireSession(ctx, request);
    const body = validateBody<BonusActivateRequest>('api/bonus-activate.request', request.body);
    return { success: true, data: activateBonus(ctx, session.userId, body.bonusId, body.timeZone) };
  });

  app.post('/api/user/bonus/cancel', async (request) => {
    const session = requireSession(ctx, request);
    const body = validateBody<BonusCancelRequest>('api/bonus-cancel.request', request.body);
    const row = cancelPlayerBonus(ctx, session.userId, body.userBonusId);
    return { success: true, data: bonusView(ctx.db, row, decimalsOf(ctx.db, session.userId)) };
  });

  app.get<{ Querystring: Record<string, string> }>('/api/user/bonus-history', async (request) => {
    const session = requireSession(ctx, request);
    const { pageNo, limit } = paging(request.query);
    return { success: true, data: bonusHistory(ctx, session.userId, pageNo, Math.min(limit, 100)) };
  });

  // Coupons: a wrong code counts against the player and the IP (guessing); a lock answers 429 before
  // anything is looked up. An offer's refusal is not a wrong guess: it keeps its spec 8 code.
  app.post('/api/user/coupon', async (request) => {
    const session = requireSession(ctx, request);
    const body = validateBody<CouponRequest>('api/coupon.request', request.body);
    const now = ctx.now();
    const keys = [`player:${session.userId}`, `ip:${request.ip}`];
    for (const key of keys) await ctx.guards.assertNotLocked(ctx.guards.coupons, key, now, COUPONS_LOCKED);
    const code = body.code.trim().toUpperCase();
    const bonusId = COUPONS[code];
    if (bonusId === undefined) {
      const notApplied = new HttpError(422, 'This coupon code is not valid.', { code: 'COUPON_NOT_APPLIED', details: { success: false } });
      let answer: HttpError = notApplied;
      for (const key of keys) {
        const failure = await ctx.guards.failure(ctx.guards.coupons, key, now, notApplied, COUPONS_LOCKED);
        if (failure !== notApplied) answer = failure;
      }
      throw answer;
    }
    if (sql(ctx.db, 'SELECT 1 FROM coupon_redemptions WHERE user_id = ? AND code = ?').get(session.userId, code)) {
      throw new HttpError(409, 'You have already redeemed this coupon.', { code: 'COUPON_ALREADY_REDEEMED', details: { success: false } });
    }
    // A refused activation answers its spec 8 code (bonus-activation.refusal); the coupon stays unredeemed.
    const activation = activateBonus(ctx, session.userId, bonusId, body.timeZone ?? COUPON_TIME_ZONE);
    sql(ctx.db, 'INSERT INTO coupon_redemptions (user_id, code, player_bonus_id, redeemed_at) VALUES (?, ?, ?, ?)')
      .run(session.userId, code, 'userBonusId' in activation ? activation.userBonusId : null, now.toISOString());
    for (const key of keys) await ctx.guards.coupons.succeed(key);
    return { success: true, data: { code, ...activation } };
  });

  // The promotions a guest sees: offered now (status active, within its dates), by type, without the
  // offers kept for a marketing parameter. Public: no token, no player data.
  app.get<{ Querystring: Record<string, string> }>('/api/core/casino/promotions', async (request) => {
    const type = oneOf(request.query, 'type', BONUS_TYPES);
    const { limit, offset } = paging(request.query);
    if (limit > 100) throw badRequest('limit must be at most 100', 'limit');
    const now = ctx.now().getTime();
    const offers = (sql(ctx.db, 'SELECT data FROM bonuses ORDER BY sort, id').all() as Array<{ data: string }>)
      .map((r) => JSON.parse(r.data) as BonusSeed)
      .filter((b) => (!type || b.type === type) && b.status === 'active' && b.cpnc === null
        && Date.parse(b.startDate!) <= now && now <= Date.parse(b.expirationDate!));
    return { data: { bonus: { count: offers.length, rows: offers.slice(offset, offset + limit).map((b) => offerAnswer(ctx.db, b)) } } };
  });

  app.post('/api/sandbox/duplicate-account', async (request) => {
    const body = asBody(request.body);
    const user = playerByEmail(ctx, body.email);
    if (typeof body.duplicate !== 'boolean') throw badRequest('duplicate must be true or false', 'duplicate');
    sql(ctx.db, 'UPDATE users SET duplicate_account = ? WHERE id = ?').run(body.duplicate ? 1 : 0, user.id);
    return { success: true, data: { duplicate: body.duplicate } };
  });
}
