// The rakeback control endpoint (issue 14): POST /api/sandbox/rakeback {email, amount, day?} puts an unpaid
// amount on a player's rakeback day (today by default), so a test or a demo can claim a known amount; and ours,
// POST /api/user/rakeback-participation {participate} (spec 4: 'A player may cancel participation in the reward calendar').
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';
import { playerByEmail } from '../control';
import { badRequest } from '../errors';
import { validateBody } from '../validate';
import { sql } from '../db';
import { toMajor, toMinor } from '../wallet';
import { dateInTimeZone, isDate } from '../rakeback';
import { setRakebackDay, setRakebackParticipation } from '../rakebackAccrual';
import { requireSession } from '../auth';
import type { RakebackParticipationRequest, SandboxRakebackRequest } from '../../../src/generated/types';

export function rakebackControlRoutes(app: FastifyInstance, ctx: SandboxContext) {
  app.post('/api/sandbox/rakeback', async (request) => {
    const body = validateBody<SandboxRakebackRequest>('api/sandbox-rakeback.request', request.body);
    const user = playerByEmail(ctx, body.email);
    const day = body.day ?? dateInTimeZone(ctx.now(), 'UTC');
    if (!isDate(day)) throw badRequest('day must be a date (YYYY-MM-DD)', 'day');
    const { decimals } = sql(ctx.db, 'SELECT decimals FROM currencies WHERE code = ?').get(user.currency_code) as { decimals: number };
    const amountMinor = toMinor(body.amount, decimals);
    setRakebackDay(ctx.db, user.id, day, amountMinor);
    return { success: true, data: { email: user.email, day, amount: toMajor(amountMinor, decimals), currencyCode: user.currency_code } };
  });

  app.post('/api/user/rakeback-participation', async (request) => {
    const session = requireSession(ctx, request);
    const body = validateBody<RakebackParticipationRequest>('api/rakeback-participation.request', request.body);
    setRakebackParticipation(ctx.db, session.userId, body.participate, ctx.now());
    const message = body.participate ? 'You have joined the rakeback calendar' : 'You have left the rakeback calendar';
    return { success: true, message, data: { participating: body.participate } };
  });
}
