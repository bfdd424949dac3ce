// Access tokens: an HMAC-SHA256 signature over a payload with the user id, the session id and the
// expiry, so a token can be checked without a lookup and cannot be forged or altered. Each token is a
// session row too, so logout (and a password change) can revoke it before it expires. The default
// lifetime is 30 days, the access token cookie's (spec 9 Cookies and retention: 2592000 s).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { getMeta, setMeta, sql, type Db } from './db';

export const TOKEN_TTL_SECONDS = 2_592_000;
const VERSION = 'v1';

export interface TokenPayload {
  /** User id. */
  sub: number;
  /** Session id. */
  sid: string;
  /** Issued at and expiry, in seconds since the epoch. */
  iat: number;
  exp: number;
}

export type TokenProblem = 'malformed' | 'signature' | 'expired' | 'revoked' | 'unknown';
export type TokenCheck = { ok: true; payload: TokenPayload } | { ok: false; problem: TokenProblem };

const sign = (data: string, secret: string) => createHmac('sha256', secret).update(data).digest();

/** "v1.<payload base64url>.<signature base64url>": URL-safe, as it may travel in ?at= (spec 2.3). */
export function signToken(payload: TokenPayload, secret: string): string {
  const body = `${VERSION}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${body}.${sign(body, secret).toString('base64url')}`;
}

/** Checks the form, the signature and the expiry (not the session: see authenticate). */
/**
 * base64url exactly as signToken writes it: no padding, no other alphabet, and no spare bits in the last
 * character (Buffer decodes "…A=" and "…B" alike), so one token has one spelling and tokens compare as strings.
 */
const canonical = (part: string) => /^[A-Za-z0-9_-]+$/.test(part) && Buffer.from(part, 'base64url').toString('base64url') === part;

export function verifyToken(token: unknown, secret: string, now: Date): TokenCheck {
  if (typeof token !== 'string' || token.length > 1024) return { ok: false, problem: 'malformed' };
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== VERSION || !canonical(parts[1]) || !canonical(parts[2])) return { ok: false, problem: 'malformed' };
  const expected = sign(`${parts[0]}.${parts[1]}`, secret);
  const given = Buffer.from(parts[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, problem: 'signature' };
  let payload: TokenPayload;
  try {
    payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as TokenPayload;
  } catch {
    return { ok: false, problem: 'malformed' };
  }
  if (typeof payload.sub !== 'number' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return { ok: false, problem: 'malformed' };
  if (payload.exp * 1000 <= now.getTime()) return { ok: false, problem: 'expired' };
  return { ok: true, payload };
}

/** SANDBOX_SECRET when set; otherwise a random secret made once per database and kept in it. */
export function tokenSecret(db: Db, env: NodeJS.ProcessEnv = process.env): string {
  if (env.SANDBOX_SECRET) return env.SANDBOX_SECRET;
  let secret = getMeta(db, 'tokenSecret');
  if (!secret) {
    secret = randomBytes(32).toString('base64url');
    setMeta(db, 'tokenSecret', secret);
  }
  return secret;
}

export interface Session { userId: number; sessionId: string; expiresAt: Date }

/** Opens a session and returns its token. */
export function issueToken(db: Db, userId: number, secret: string, now: Date, ttlSeconds = TOKEN_TTL_SECONDS): { token: string; session: Session } {
  const iat = Math.floor(now.getTime() / 1000);
  const payload: TokenPayload = { sub: userId, sid: randomBytes(12).toString('base64url'), iat, exp: iat + ttlSeconds };
  const expiresAt = new Date(payload.exp * 1000);
  sql(db, 'INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
    .run(payload.sid, userId, now.toISOString(), expiresAt.toISOString());
  return { token: signToken(payload, secret), session: { userId, sessionId: payload.sid, expiresAt } };
}

export type Authentication = { ok: true; session: Session } | { ok: false; problem: TokenProblem };

/** A signed, unexpired token whose session exists (same user), is not revoked and has not expired. */
export function authenticate(db: Db, token: unknown, secret: string, now: Date): Authentication {
  const check = verifyToken(token, secret, now);
  if (!check.ok) return check;
  const row = sql(db, 'SELECT user_id AS userId, expires_at AS expiresAt, revoked_at AS revokedAt FROM sessions WHERE id = ?')
    .get(check.payload.sid) as { userId: number; expiresAt: string; revokedAt: string | null } | undefined;
  if (!row || row.userId !== check.payload.sub) return { ok: false, problem: 'unknown' };
  if (row.revokedAt) return { ok: false, problem: 'revoked' };
  // The stored expiry counts too: a token re-signed with a later exp (which needs the secret) still
  // ends with its session.
  if (Date.parse(row.expiresAt) <= now.getTime()) return { ok: false, problem: 'expired' };
  return { ok: true, session: { userId: row.userId, sessionId: check.payload.sid, expiresAt: new Date(row.expiresAt) } };
}

export function revokeSession(db: Db, sessionId: string, reason: string, now: Date): boolean {
  return sql(db, 'UPDATE sessions SET revoked_at = ?, revoke_reason = ? WHERE id = ? AND revoked_at IS NULL')
    .run(now.toISOString(), reason, sessionId).changes > 0;
}

/** Revokes every session of the user but one (a password change keeps the session that made it). */
export function revokeOtherSessions(db: Db, userId: number, keepSessionId: string, reason: string, now: Date): string[] {
  const ids = (sql(db, 'SELECT id FROM sessions WHERE user_id = ? AND id <> ? AND revoked_at IS NULL').all(userId, keepSessionId) as Array<{ id: string }>).map((r) => r.id);
  for (const id of ids) revokeSession(db, id, reason, now);
  return ids;
}
