// Self-exclusion and account freeze starting (spec 2.5 Responsible gaming; spec 4 Self-exclusion: 'A
// self-excluded user can only withdraw'). Whatever starts one (the player's limits page, support, the
// control endpoint below) goes through startExclusion, which also ends the player's real-money game
// sessions at once: a game left open must not keep taking bets (security review finding 17). Each real
// spin checks the exclusion again (play.ts), for an exclusion written by any other way.
// Until the account area models a freeze of its own (1, 3, 7 or 10 days, spec 3), a freeze is an
// exclusion until its end date.
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from './context';
import { asBody, playerByEmail } from './control';
import { sql } from './db';
import { badRequest } from './errors';
import { endRealGameSessions } from './play';

export interface Exclusion { until: string | null; permanent: boolean }

/** Starts (or, with until null and not permanent, lifts) a player's exclusion; returns the real game sessions it ended. */
export function startExclusion(ctx: SandboxContext, userId: number, exclusion: Exclusion): number {
  const now = ctx.now().toISOString();
  return ctx.db.transaction(() => {
    sql(ctx.db, 'UPDATE users SET self_exclusion_until = ?, self_exclusion_permanent = ?, updated_at = ? WHERE id = ?')
      .run(exclusion.until, exclusion.permanent ? 1 : 0, now, userId);
    return exclusion.until !== null || exclusion.permanent ? endRealGameSessions(ctx, userId, 'SELF_EXCLUDED') : 0;
  })();
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Control endpoint: POST /api/sandbox/self-exclusion {email, until: 'YYYY-MM-DD' | null, permanent?}. */
export function exclusionRoutes(app: FastifyInstance, ctx: SandboxContext) {
  app.post('/api/sandbox/self-exclusion', async (request) => {
    const body = asBody(request.body);
    const user = playerByEmail(ctx, body.email);
    const until = body.until ?? null;
    if (until !== null && (typeof until !== 'string' || !DATE.test(until) || Number.isNaN(Date.parse(until)))) throw badRequest('until must be a date (YYYY-MM-DD) or null', 'until');
    if (body.permanent !== undefined && typeof body.permanent !== 'boolean') throw badRequest('permanent must be true or false', 'permanent');
    const ended = startExclusion(ctx, user.id, { until: until as string | null, permanent: body.permanent === true });
    return { success: true, data: { until, permanent: body.permanent === true, endedGameSessions: ended } };
  });
}
