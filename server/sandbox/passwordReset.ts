// Password reset (spec 2.3: after a successful password reset the player goes to /casino?modal=login;
// spec 3 settings: useSMSResetPassword). The spec shows no reset call, so these are the sandbox's:
//   POST /api/user/forgot-password {email} or {phoneCode, phone}   sends a link by email or a code by SMS
//   POST /api/user/reset-password {token, password} or {phoneCode, phone, code, password}
// The request answers the same whether or not an account exists, so it does not tell which do. A link
// is signed over a fingerprint of the current password hash, so it stops working once the password
// changes (single use) and when it expires. An SMS code is random, made at the request, and kept only as
// its HMAC: it expires after 10 minutes, works once, and five wrong tries void the request (a guesser
// gets 5 tries in a million per request, and requests are rate-limited). A number several accounts give
// resets the one that owns it (phoneOwner), so nobody can take over or block another's SMS reset by giving
// their number. A reset ends every session of the player. Control endpoints for tests and demos return what the email or SMS
// carried.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { findUserByEmail, hashPassword, setPasswordHash, type UserRow } from './accounts';
import type { SandboxContext } from './context';
import { sql } from './db';
import { badRequest, HttpError, notFound } from './errors';
import { loginPhoneOf } from './registrationIdentity';
import { checkPassword, checkPhone } from './routes/user';
import { ceiling } from './throttle';
import { revokeOtherSessions, signToken, verifyToken } from './tokens';

export const RESET_LINK_TTL_SECONDS = 60 * 60;
/** An SMS code is good for 10 minutes after the request. */
export const RESET_CODE_TTL_MS = 10 * 60_000;
/** Wrong codes a request survives; the fifth wrong one voids it. */
export const RESET_CODE_MAX_WRONG_TRIES = 5;
/** Where the link of the email leads: the reset form of the front end. */
export const RESET_PAGE = '/casino?modal=reset-password';
export const REQUEST_ANSWER = 'If an account exists for these details, we have sent instructions to reset the password.';
export const LINK_EXPIRED = 'This password reset link has expired or was already used. Please ask for a new one.';
export const CODE_INVALID = 'The code is wrong or has expired. Please ask for a new one.';
export const CODE_VOID = 'Too many wrong codes: this code no longer works. Please ask for a new one.';
export const RESET_DONE = 'Your password has been changed. Please log in.';

const PURPOSE = 'reset-password';

/** Changes whenever the password does, so a link works once. */
const fingerprint = (ctx: SandboxContext, user: UserRow) =>
  createHmac('sha256', ctx.secret).update(`${user.id}:${user.password_hash}`).digest('base64url').slice(0, 16);

export function resetLink(ctx: SandboxContext, user: UserRow, options: { expired?: boolean } = {}): string {
  const iat = Math.floor(ctx.now().getTime() / 1000);
  const exp = options.expired ? iat - 1 : iat + RESET_LINK_TTL_SECONDS;
  const token = signToken({ sub: user.id, sid: `${PURPOSE}.${fingerprint(ctx, user)}`, iat, exp }, ctx.secret);
  return `${RESET_PAGE}&token=${token}`;
}

/** What is stored of a code: an HMAC under the sandbox secret, bound to the player. */
const codeHash = (ctx: SandboxContext, userId: number, code: string) =>
  createHmac('sha256', ctx.secret).update(`${PURPOSE}:${userId}:${code}`).digest();

/** Digits only, as the SMS gateway addresses a phone: "+356 7912 3456" and "356" "79123456" are one number. */
export const phoneKey = (phoneCode: string, phone: string) => `+${phoneCode.replace(/\D/g, '')}${phone.replace(/\D/g, '')}`;

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The account an SMS reset of this number is for (security review N7). The spec shows no reset call and
 * makes no phone number unique (spec 5 Phone; only a login by phone is, migration 23), so the rule is
 * ours: several accounts may give one number (a shared family phone, a typo, or someone typing another
 * player's number), and the SMS goes to whoever holds the phone, so it resets the account that owns the
 * number: the one registered with it as its login (emailPhoneRegistration: its only way back in), else
 * the one that has held it longest (phone_since, sign-up or profile; the id breaks a tie). A later sign-up
 * or profile change with the same number is allowed (refusing it would let anyone block a player's
 * sign-up with their number and tell which numbers have accounts) and neither takes over nor blocks the
 * owner's SMS reset, as the earlier 409 PHONE_SHARED did; such accounts reset by email. Codes are stored
 * as typed (with or without the plus). undefined when no account gives the number.
 */
function phoneOwner(ctx: SandboxContext, phoneCode: string, phone: string): UserRow | undefined {
  return sql(ctx.db, `SELECT * FROM users WHERE (REPLACE(phone_code, '+', '') = @code AND phone = @phone) OR login_phone = @login
      ORDER BY (login_phone IS NOT NULL AND login_phone = @login) DESC, phone_since IS NULL, phone_since, id LIMIT 1`)
    .get({ code: phoneCode.replace(/\D/g, ''), phone: phone.replace(/\D/g, ''), login: loginPhoneOf(phoneCode, phone) }) as UserRow | undefined;
}

/**
 * A new SMS code for the player: earlier requests end (only the newest code works), the hash is stored
 * and the code goes out by SMS.
 */
function sendResetCode(ctx: SandboxContext, user: UserRow, to: string): void {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = ctx.now();
  ctx.db.transaction(() => {
    sql(ctx.db, "UPDATE reset_codes SET ended_at = ?, end_reason = 'replaced' WHERE user_id = ? AND ended_at IS NULL").run(now.toISOString(), user.id);
    sql(ctx.db, 'INSERT INTO reset_codes (user_id, code_hash, created_at, expires_at) VALUES (?, ?, ?, ?)')
      .run(user.id, codeHash(ctx, user.id, code).toString('base64url'), now.toISOString(), new Date(now.getTime() + RESET_CODE_TTL_MS).toISOString());
  })();
  ctx.outbox.send({ to, text: `Your password reset code is ${code}. It expires in 10 minutes.`, code, sentAt: now.toISOString() });
}

/** The player a reset request names, by email or by phone (useSMSResetPassword); sends the link or code. */
function requestReset(ctx: SandboxContext, body: Record<string, unknown>): void {
  if (str(body.email)) {
    // A real platform emails the link here; the sandbox's control endpoint /api/sandbox/reset-link gives it.
    findUserByEmail(ctx.db, str(body.email));
    return;
  }
  if (!str(body.phone)) throw badRequest('email or phone is required', 'email');
  checkPhone(str(body.phoneCode), str(body.phone));
  const user = phoneOwner(ctx, str(body.phoneCode), str(body.phone));
  if (user) sendResetCode(ctx, user, phoneKey(str(body.phoneCode), str(body.phone)));
}

interface LiveCode { id: number; codeHash: string; wrongTries: number }

/**
 * Checks an SMS code against the player's newest live request and, when right, ends it (used) in the
 * same transaction, so two resets with one code cannot both pass. A wrong code counts; the fifth voids
 * the request.
 */
function useResetCode(ctx: SandboxContext, user: UserRow | undefined, code: string): void {
  const now = ctx.now().toISOString();
  const problem = ctx.db.transaction((): HttpError | null => {
    const live = user ? (sql(ctx.db, `SELECT id, code_hash AS codeHash, wrong_tries AS wrongTries FROM reset_codes
        WHERE user_id = ? AND ended_at IS NULL AND expires_at > ? ORDER BY id DESC LIMIT 1`).get(user.id, now) as LiveCode | undefined) : undefined;
    if (!live || !user) return badRequest(CODE_INVALID, 'code', 'RESET_CODE_INVALID');
    // Both are 32-byte HMACs, compared in constant time.
    if (timingSafeEqual(codeHash(ctx, user.id, code), Buffer.from(live.codeHash, 'base64url'))) {
      sql(ctx.db, "UPDATE reset_codes SET ended_at = ?, end_reason = 'used' WHERE id = ?").run(now, live.id);
      return null;
    }
    const wrongTries = live.wrongTries + 1;
    if (wrongTries >= RESET_CODE_MAX_WRONG_TRIES) {
      sql(ctx.db, "UPDATE reset_codes SET wrong_tries = ?, ended_at = ?, end_reason = 'too-many-tries' WHERE id = ?").run(wrongTries, now, live.id);
      return badRequest(CODE_VOID, 'code', 'RESET_CODE_VOID');
    }
    sql(ctx.db, 'UPDATE reset_codes SET wrong_tries = ? WHERE id = ?').run(wrongTries, live.id);
    return badRequest(CODE_INVALID, 'code', 'RESET_CODE_INVALID');
  }).immediate();
  if (problem) throw problem;
}

/** The player a link names, when it is still good. */
function linkUser(ctx: SandboxContext, token: unknown): UserRow {
  const check = verifyToken(token, ctx.secret, ctx.now());
  const user = check.ok ? (sql(ctx.db, 'SELECT * FROM users WHERE id = ?').get(check.payload.sub) as UserRow | undefined) : undefined;
  if (!check.ok || !user || check.payload.sid !== `${PURPOSE}.${fingerprint(ctx, user)}`) throw badRequest(LINK_EXPIRED, 'token', 'RESET_LINK_EXPIRED');
  return user;
}

const asBody = (body: unknown): Record<string, unknown> => (body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {});

export function passwordResetRoutes(app: FastifyInstance, ctx: SandboxContext) {
  ctx.bus.on('reset', () => ctx.outbox.clear());

  // Each request sends an email or an SMS: at most a few per address an hour (and a new code voids the
  // last, so more requests would not give a guesser more tries per code anyway).
  const perTarget = ceiling(app, ctx.guards.limits.resetRequests, (request) => {
    const body = asBody(request.body);
    return str(body.email) ? `email:${str(body.email).toLowerCase()}` : `phone:${phoneKey(str(body.phoneCode), str(body.phone))}`;
  });
  app.post('/api/user/forgot-password', { preHandler: perTarget }, async (request) => {
    requestReset(ctx, asBody(request.body));
    return { success: true, message: REQUEST_ANSWER };
  });

  app.post('/api/user/reset-password', { onRequest: ceiling(app, ctx.guards.limits.passwordChecks) }, async (request) => {
    const body = asBody(request.body);
    if (typeof body.password !== 'string' || !body.password) throw badRequest('password is required', 'password');
    let user: UserRow;
    if (body.token !== undefined) {
      user = linkUser(ctx, body.token);
      checkPassword(body.password, 'password');
    } else {
      // The new password is checked before the code, so a weak password does not cost the player a try.
      checkPassword(body.password, 'password');
      const found = str(body.phone) ? phoneOwner(ctx, str(body.phoneCode), str(body.phone)) : undefined;
      useResetCode(ctx, found, str(body.code));
      user = found!;
    }
    const now = ctx.now();
    setPasswordHash(ctx.db, user.id, await ctx.guards.hash(request.ip, () => hashPassword(body.password as string, ctx.scrypt)), now);
    for (const id of revokeOtherSessions(ctx.db, user.id, '', 'PASSWORD_RESET', now)) ctx.bus.emit('sessionRevoked', id);
    return { success: true, message: RESET_DONE };
  });

  // Control endpoints: what the email ({email, expired?} -> {url}) or the last SMS to a phone
  // ({phoneCode, phone} -> {code}) carried.
  app.post('/api/sandbox/reset-link', async (request) => {
    const body = asBody(request.body);
    if (!str(body.email)) throw badRequest('email is required', 'email');
    const user = findUserByEmail(ctx.db, str(body.email));
    if (!user) throw notFound();
    return { url: resetLink(ctx, user, { expired: body.expired === true }) };
  });

  app.post('/api/sandbox/reset-code', async (request) => {
    const body = asBody(request.body);
    const sms = ctx.outbox.lastTo(phoneKey(str(body.phoneCode), str(body.phone)));
    if (!sms) throw notFound('No code was sent to this phone number');
    return { code: sms.code, sentAt: sms.sentAt };
  });
}
