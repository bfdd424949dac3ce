// Email verification links (spec 2.3): the link a verification email carries. After a successful
// verification the player goes to /casino?modal=login; an expired or broken link lands on
// /?modal=verify-email-expired. The link's token is signed like an access token but marked with its
// purpose, so it can never be used as a session (no session row has that id).
// A player whose email is not verified may ask for the email again (ours: POST /api/user/resend-verification;
// spec 8 'Verification email not sent' is its failure text): at most a few a player an hour. The sandbox
// keeps the link each email carried, in memory, for the control endpoint /api/sandbox/verification-sent.
import type { FastifyInstance } from 'fastify';
import { findUserByEmail, findUserById } from './accounts';
import { optionalSession, requireSession } from './auth';
import type { SandboxContext } from './context';
import { sql } from './db';
import { badRequest, HttpError, notFound } from './errors';
import { ceiling } from './throttle';
import { signToken, verifyToken } from './tokens';
import { validateBody } from './validate';

export const VERIFY_EMAIL_PURPOSE = 'verify-email';
export const VERIFY_LINK_TTL_SECONDS = 24 * 60 * 60;
export const AFTER_VERIFICATION = '/casino?modal=login';
export const VERIFICATION_EXPIRED = '/?modal=verify-email-expired';
export const VERIFICATION_SENT = 'We have sent you a new verification email. Please follow its link to verify your address.';
export const ALREADY_VERIFIED = 'Your email address is already verified.';

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
  // The last verification email sent to each address: what the player's inbox would hold.
  const sent = new Map<string, { url: string; sentAt: string }>();
  ctx.bus.on('reset', () => sent.clear());

  // Per player (the token's), else per IP: each request sends an email.
  const perPlayer = ceiling(app, ctx.guards.limits.verificationEmails, (request) => {
    const session = optionalSession(ctx, request);
    return session ? `player:${session.userId}` : `ip:${request.ip}`;
  });
  app.post('/api/user/resend-verification', { onRequest: perPlayer }, async (request) => {
    const session = requireSession(ctx, request);
    validateBody('api/resend-verification.request', request.body);
    const user = findUserById(ctx.db, session.userId)!;
    if (user.is_email_verified === 1) throw new HttpError(409, ALREADY_VERIFIED, { code: 'EMAIL_ALREADY_VERIFIED' });
    // A real platform emails the link here; the sandbox keeps it for the control endpoint below.
    sent.set(user.email.toLowerCase(), { url: verificationLink(ctx, user.id), sentAt: ctx.now().toISOString() });
    if (sent.size > 10_000) sent.delete(sent.keys().next().value as string);
    return { success: true, message: VERIFICATION_SENT };
  });

  // Control endpoint: the link of the last verification email sent to this address (404 when none was).
  app.post('/api/sandbox/verification-sent', async (request) => {
    const body = (request.body ?? {}) as { email?: unknown };
    if (typeof body.email !== 'string') throw badRequest('email is required', 'email');
    const last = sent.get(body.email.trim().toLowerCase());
    if (!last) throw notFound('No verification email was sent to this address');
    return last;
  });

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
