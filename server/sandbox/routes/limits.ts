// The limits page's calls (spec 2.5 Responsible gaming; the spec shows no path, so these are ours, with
// schemas limits.response, limits-update.request and limits-update.response). The rules are in
// src/account/limits.ts and server/sandbox/limits.ts; this file only maps HTTP to them:
//   GET  /api/user/limits                    the player's limits, pending changes and net deposits
//   POST /api/user/limits {form, ...}        one change (spec 3 Limit forms); refusals in limits.ts updateLimit
import type { FastifyInstance } from 'fastify';
import { requireSession } from '../auth';
import type { SandboxContext } from '../context';
import { sql } from '../db';
import { limitsView, updateLimit, type LimitsUpdate } from '../limits';
import { validateBody } from '../validate';

/** A limits request is a few fields: anything larger is not one (the schema checks the fields). */
const BODY_LIMIT = 2048;

export function limitsRoutes(app: FastifyInstance, ctx: SandboxContext) {
  const loginOf = (sessionId: string) => {
    const row = sql(ctx.db, 'SELECT created_at AS at FROM sessions WHERE id = ?').get(sessionId) as { at: string } | undefined;
    return row ? new Date(row.at) : null;
  };

  app.get('/api/user/limits', async (request) => {
    const session = requireSession(ctx, request);
    return { success: true, data: { limits: limitsView(ctx, session.userId, loginOf(session.sessionId)) } };
  });

  app.post('/api/user/limits', { bodyLimit: BODY_LIMIT }, async (request) => {
    const session = requireSession(ctx, request);
    const body = validateBody<LimitsUpdate>('api/limits-update.request', request.body);
    const { message, ...change } = updateLimit(ctx, session.userId, body);
    return { success: true, message, data: { change, limits: limitsView(ctx, session.userId, loginOf(session.sessionId)) } };
  });
}
