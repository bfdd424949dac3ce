// Password reset (spec 2.3: after a successful password reset the player goes to /casino?modal=login;
// spec 3 settings: useSMSResetPassword). The spec shows no reset call, so these are the sandbox's:
//   POST /api/user/forgot-password {email} or {phoneCode, phone}   sends a link by email or a code by SMS
//   POST /api/user/reset-password {token, password} or {phoneCode, phone, code, password}
// The request always answers the same, so it does not tell which accounts exist. Links and codes are
// stateless: they are signed over a fingerprint of the current password hash, so they stop working once
// the password changes (single use) and when they expire. A reset ends every session of the player.
// Control endpoints for tests and demos return what the email or SMS would carry.
import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { findUserByEmail, hashPassword, setPasswordHash, type UserRow } from './accounts';
import type { SandboxContext } from './context';
import { sql } from './db';
import { badRequest, notFound } from './errors';
import { checkPassword, checkPhone } from './routes/user';
import { revokeOtherSessions, signToken, verifyToken } from './tokens';

export const RESET_LINK_TTL_SECONDS = 60 * 60;
/** An SMS code is good in the quarter hour it was sent and the next one. */
export const SMS_CODE_WINDOW_SECONDS = 15 * 60;
/** Where the link of the email leads: the reset form of the front end. */
export const RESET_PAGE = '/casino?modal=reset-password';
export const REQUEST_ANSWER = 'If an account exists for these details, we have sent instructions to reset the password.';
export const LINK_EXPIRED = 'This password reset link has expired or was already used. Please ask for a new one.';
export const CODE_INVALID = 'The code is wrong or has expired. Please ask for a new one.';
export const RESET_DONE = 'Your password has been changed. Please log in.';

const PURPOSE = 'reset-password';

/** Changes whenever the password does, so a link or code works once. */
const fingerprint = (ctx: SandboxContext, user: UserRow) =>
  createHmac('sha256', ctx.secret).update(`${user.id}:${user.password_hash}`).digest('base64url').slice(0, 16);

export function resetLink(ctx: SandboxContext, user: UserRow, options: { expired?: boolean } = {}): string {
  const iat = Math.floor(ctx.now().getTime() / 1000);
  const exp = options.expired ? iat - 1 : iat + RESET_LINK_TTL_SECONDS;
  const token = signToken({ sub: user.id, sid: `${PURPOSE}.${fingerprint(ctx, user)}`, iat, exp }, ctx.secret);
  return `${RESET_PAGE}&token=${token}`;
}

export function smsCode(ctx: SandboxContext, user: UserRow, windowOffset = 0): string {
  const window = Math.floor(ctx.now().getTime() / 1000 / SMS_CODE_WINDOW_SECONDS) + windowOffset;
  const digest = createHmac('sha256', ctx.secret).update(`${PURPOSE}:${window}:${fingerprint(ctx, user)}`).digest();
  return String(digest.readUInt32BE(0) % 1_000_000).padStart(6, '0');
}

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function findUserByPhone(ctx: SandboxContext, phoneCode: string, phone: string): UserRow | undefined {
  // Codes are stored as the player typed them: with or without the plus.
  return sql(ctx.db, "SELECT * FROM users WHERE REPLACE(phone_code, '+', '') = ? AND phone = ?")
    .get(phoneCode.replace(/\D/g, ''), phone.replace(/\D/g, '')) as UserRow | undefined;
}

/** The player a reset request names, by email or by phone (useSMSResetPassword). */
function requestedUser(ctx: SandboxContext, body: Record<string, unknown>): UserRow | undefined {
  if (str(body.email)) return findUserByEmail(ctx.db, str(body.email));
  if (!str(body.phone)) throw badRequest('email or phone is required', 'email');
  checkPhone(str(body.phoneCode), str(body.phone));
  return findUserByPhone(ctx, str(body.phoneCode), str(body.phone));
}

/** The player a reset names, when its token or code is still good. */
function resettingUser(ctx: SandboxContext, body: Record<string, unknown>): UserRow {
  if (body.token !== undefined) {
    const check = verifyToken(body.token, ctx.secret, ctx.now());
    const user = check.ok ? (sql(ctx.db, 'SELECT * FROM users WHERE id = ?').get(check.payload.sub) as UserRow | undefined) : undefined;
    if (!check.ok || !user || check.payload.sid !== `${PURPOSE}.${fingerprint(ctx, user)}`) throw badRequest(LINK_EXPIRED, 'token', 'RESET_LINK_EXPIRED');
    return user;
  }
  const user = str(body.phone) ? findUserByPhone(ctx, str(body.phoneCode), str(body.phone)) : undefined;
  const code = str(body.code);
  if (!user || !code || (code !== smsCode(ctx, user) && code !== smsCode(ctx, user, -1))) throw badRequest(CODE_INVALID, 'code', 'RESET_CODE_INVALID');
  return user;
}

const asBody = (body: unknown): Record<string, unknown> => (body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {});

export function passwordResetRoutes(app: FastifyInstance, ctx: SandboxContext) {
  app.post('/api/user/forgot-password', async (request) => {
    // A real platform sends the email or SMS here; the sandbox sends nothing (see the control routes).
    requestedUser(ctx, asBody(request.body));
    return { success: true, message: REQUEST_ANSWER };
  });

  app.post('/api/user/reset-password', async (request) => {
    const body = asBody(request.body);
    const user = resettingUser(ctx, body);
    if (typeof body.password !== 'string' || !body.password) throw badRequest('password is required', 'password');
    checkPassword(body.password, 'password');
    const now = ctx.now();
    setPasswordHash(ctx.db, user.id, await hashPassword(body.password, ctx.scrypt), now);
    for (const id of revokeOtherSessions(ctx.db, user.id, '', 'PASSWORD_RESET', now)) ctx.bus.emit('sessionRevoked', id);
    return { success: true, message: RESET_DONE };
  });

  // Control endpoints: what the email ({email, expired?} -> {url}) or the SMS ({phoneCode, phone} -> {code}) carries.
  app.post('/api/sandbox/reset-link', async (request) => {
    const body = asBody(request.body);
    if (!str(body.email)) throw badRequest('email is required', 'email');
    const user = findUserByEmail(ctx.db, str(body.email));
    if (!user) throw notFound();
    return { url: resetLink(ctx, user, { expired: body.expired === true }) };
  });

  app.post('/api/sandbox/reset-code', async (request) => {
    const body = asBody(request.body);
    const user = findUserByPhone(ctx, str(body.phoneCode), str(body.phone));
    if (!user) throw notFound();
    return { code: smsCode(ctx, user) };
  });
}
