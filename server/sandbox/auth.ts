// Who is calling. The token comes as a bearer in Authorization or Authorization2 (spec 7 General
// client rules). Calls that need a session answer 403 without a valid one, which the front end reads
// as "session expired" (spec 8): every call under /api/user/ except the ones a guest makes, and every
// user-details, documents or bonus path (the same paths the client refuses to call without a token,
// spec 7).
import type { FastifyRequest } from 'fastify';
import type { SandboxContext } from './context';
import { HttpError, sessionExpired } from './errors';
import { SESSION_LIMIT_REASON, sessionLimitEnd } from './limits';
import { sql } from './db';
import { authenticate, revokeSession, type Session } from './tokens';

/** /api/user/ calls a guest makes: signing in and up, password reset, logging out, tracking and the country block notice. */
export const GUEST_USER_CALLS: ReadonlySet<string> = new Set([
  '/api/user/login', '/api/user/sign-up', '/api/user/verify-email', '/api/user/logout', '/api/user/log-event', '/api/user/country-blocked',
  '/api/user/forgot-password', '/api/user/reset-password',
]);

const TOKEN_PATH_PARTS = ['user-details', 'documents', 'bonus'];

/** Whether a call needs a valid session (and so answers 403 without one). */
export function needsSession(path: string): boolean {
  const p = path.split('?')[0].toLowerCase();
  if (p.startsWith('/api/sandbox/') || p.startsWith('/api/core/casino/assets/')) return false;
  if (p.startsWith('/api/user/') && !GUEST_USER_CALLS.has(p)) return true;
  return TOKEN_PATH_PARTS.some((part) => p.includes(part));
}

export function bearerToken(request: FastifyRequest): string | null {
  for (const name of ['authorization', 'authorization2']) {
    const value = request.headers[name];
    const header = Array.isArray(value) ? value[0] : value;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header.trim()) : null;
    if (match && match[1] !== 'null' && match[1] !== 'undefined') return match[1];
  }
  return null;
}

/** The caller's session, or null for a guest or an invalid token. */
export function optionalSession(ctx: SandboxContext, request: FastifyRequest): Session | null {
  const token = bearerToken(request);
  if (!token) return null;
  const result = authenticate(ctx.db, token, ctx.secret, ctx.now());
  return result.ok ? result.session : null;
}

/** The caller's session; 403 when the token is missing, expired, tampered with, revoked or unknown. */
export function requireSession(ctx: SandboxContext, request: FastifyRequest): Session {
  const token = bearerToken(request);
  if (!token) throw sessionExpired('A valid access token is required');
  const result = authenticate(ctx.db, token, ctx.secret, ctx.now());
  if (!result.ok) throw sessionExpired(result.problem === 'expired' ? 'Session expired' : 'Invalid access token');
  endAtSessionLimit(ctx, result.session);
  return result.session;
}

/**
 * spec 2.5 session time limit: a session older than the player's limit ends (revoked with our reason
 * SESSION_TIME_LIMIT) and the call answers 403 with that code, so the front end signs the player out and
 * shows why. The front end also ends it on time by itself (src/platform/sessionLimit.ts).
 */
function endAtSessionLimit(ctx: SandboxContext, session: Session): void {
  const now = ctx.now();
  const row = sql(ctx.db, 'SELECT created_at AS createdAt FROM sessions WHERE id = ?').get(session.sessionId) as { createdAt: string } | undefined;
  const end = row ? sessionLimitEnd(ctx.db, session.userId, new Date(row.createdAt), now) : null;
  if (!end || end > now) return;
  revokeSession(ctx.db, session.sessionId, SESSION_LIMIT_REASON, now);
  throw new HttpError(403, 'Your session time limit has been reached.', { code: SESSION_LIMIT_REASON });
}
