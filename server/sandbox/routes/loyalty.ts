// The loyalty control endpoint (issue 14): POST /api/sandbox/loyalty {email, level} sets a player's loyalty
// level floor (server/sandbox/loyalty.ts), so a test or a demo shows a known level.
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';
import { playerByEmail } from '../control';
import { sql } from '../db';
import { validateBody } from '../validate';
import type { SandboxLoyaltyRequest } from '../../../src/generated/types';

/** POST /api/sandbox/loyalty {email, level}: the player's level floor (1 clears it). */
export function loyaltyControlRoutes(app: FastifyInstance, ctx: SandboxContext) {
  app.post('/api/sandbox/loyalty', async (request) => {
    const body = validateBody<SandboxLoyaltyRequest>('api/sandbox-loyalty.request', request.body);
    const user = playerByEmail(ctx, body.email);
    sql(ctx.db, 'UPDATE users SET loyalty_level = ?, updated_at = ? WHERE id = ?').run(body.level, ctx.now().toISOString(), user.id);
    return { success: true, data: { email: user.email, level: body.level } };
  });
}
