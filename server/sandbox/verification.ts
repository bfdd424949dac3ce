// Email verification links (spec 2.3): the link a verification email carries. After a successful
// verification the player goes to /casino?modal=login; an expired or broken link lands on
// /?modal=verify-email-expired. The link's token is signed like an access token but marked with its
// purpose, so it can never be used as a session (no session row has that id).
import type { FastifyInstance } from 'fastify';
import { findUserByEmail } from './accounts';
import type { SandboxContext } from './context';
import { sql } from './db';
import { badRequest, notFound } from './errors';
import { signToken, verifyToken } from './tokens';

export const VERIFY_EMAIL_PURPOSE = 'verify-email';
export const VERIFY_LINK_TTL_SECONDS = 24 * 60 * 60;
export const AFTER_VERIFICATION = '/casino?modal=login';
export const VERIFICATION_EXPIRED = '/?modal=verify-email-expired';

export function verificationLink(ctx: SandboxContext, userId: number, options: { expired?: boolean } = {}): string {
  const iat = Math.floor(ctx.now().getTime() / 1000);
  const exp = options.expired ? iat - 1 : iat + VERIFY_LINK_TTL_SECONDS;
  return `/api/user/verify-email?token=${signToken({ sub: userId, sid: VERIFY_EMAIL_PURPOSE, iat, exp }, ctx.secret)}`;
}

/** Where the link leads: verifies the player's email when the token is good. */
export function redeemVerification(ctx: SandboxContext, token: unknown): string {
  const check = verifyToken(token, ctx.secret, ctx.now());
  if (!check.ok || check.payload.sid !== VERIFY_EMAIL_PURPOSE) return VERIFICATION_EXPIRED;
  const changed = sql(ctx.db, 'UPDATE users SET is_email_verified = 1 WHERE id = ?').run(check.payload.sub).changes;
  return changed ? AFTER_VERIFICATION : VERIFICATION_EXPIRED;
}

export function verificationRoutes(app: FastifyInstance, ctx: SandboxContext) {
  app.get<{ Querystring: { token?: string } }>('/api/user/verify-email', async (request, reply) =>
    reply.redirect(redeemVerification(ctx, request.query.token), 302));

  // Control endpoint: the link an email would carry, for tests and demos ({expired: true} for an old one).
  app.post('/api/sandbox/verification-link', async (request) => {
    const body = (request.body ?? {}) as { email?: unknown; expired?: unknown };
    if (typeof body.email !== 'string') throw badRequest('email is required', 'email');
    const user = findUserByEmail(ctx.db, body.email);
    if (!user) throw notFound();
    return { url: verificationLink(ctx, user.id, { expired: body.expired === true }) };
  });
}
