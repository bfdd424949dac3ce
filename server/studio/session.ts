// Who is asking the studio API: the studio's own session cookie (never a player's token or cookie), its role
// for the route, and for every write the session's CSRF token in the X-Studio-CSRF header. SameSite=Strict
// already keeps the cookie off other sites' requests; the header is the second lock (a same-site page, an old browser).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieValue } from '../cookies';
import { csrfMatches, type StudioAccounts, type StudioSession } from './accounts';
import { roleAtLeast, type Role } from './roles';

export const STUDIO_COOKIE = 'studio-session';
export const CSRF_HEADER = 'x-studio-csrf';

export const sessionCookie = (request: FastifyRequest, token: string, maxAgeSeconds?: number) =>
  [`${STUDIO_COOKIE}=${token}`, 'Path=/studio', 'HttpOnly', 'SameSite=Strict', ...(request.protocol === 'https' ? ['Secure'] : []),
    ...(maxAgeSeconds !== undefined ? [`Max-Age=${maxAgeSeconds}`] : [])].join('; ');

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export class Refusal extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

/** The session of the request, or null (no cookie, an unknown or expired token). */
export function sessionOf(accounts: StudioAccounts, request: FastifyRequest, now: Date): StudioSession | null {
  const token = cookieValue(request.headers.cookie, STUDIO_COOKIE);
  return token ? accounts.session(token, now) : null;
}

/**
 * The session, when it may do what `role` may; a write also needs the CSRF header. Throws a Refusal: 401 signed out,
 * 403 with a sentence for a missing CSRF token or a role too low.
 */
export function authorise(accounts: StudioAccounts, request: FastifyRequest, role: Role, now: Date): StudioSession {
  const session = sessionOf(accounts, request, now);
  if (!session) throw new Refusal(401, 'Sign in to the studio first.');
  if (WRITES.has(request.method) && !csrfMatches(session, request.headers[CSRF_HEADER])) {
    throw new Refusal(403, `This change was refused: it did not carry the studio's CSRF token (the ${CSRF_HEADER} header). Reload the studio and try again.`);
  }
  if (!roleAtLeast(session.operator.role, role)) {
    throw new Refusal(403, `Your role (${session.operator.role}) may not do this: it needs ${role} or above.`);
  }
  return session;
}

export function sendRefusal(reply: FastifyReply, error: Refusal) {
  return reply.code(error.status).send({ message: error.message });
}
