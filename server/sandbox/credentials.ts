// Credentials of a 1-click registration (spec 5: no password is asked; spec 2.5: credential save with
// image, file, email and copy). The platform makes a password the rules of settings2 accept and sends it
// once, in the sign-up answer, so the player can save it; after that only its hash exists. Emailing the
// details is a call of its own, made with the password the player holds (the sandbox checks it and
// sends nothing). Neither call is shown in the spec.
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { findUserById, verifyPassword } from './accounts';
import { requireSession } from './auth';
import type { SandboxContext } from './context';
import { HttpError } from './errors';
import { ceiling, PASSWORD_CHANGE_LOCKED } from './throttle';

const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const SPECIAL = '!@#$%&*?';

const pick = (set: string) => set[randomInt(set.length)];

/** 14 characters with an uppercase letter, a digit and a special character, so any password rule of spec 5 passes. Look-alikes (I, l, O, 0, 1) are left out, since players copy it by hand too. */
export function generatePassword(length = 14): string {
  const all = UPPER + LOWER + DIGITS + SPECIAL;
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(SPECIAL)];
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

export const CREDENTIALS_SENT = (email: string) => `Your login details are on their way to ${email}.`;
export const CREDENTIALS_NOT_SENT = 'We could not send your login details. Please save them another way.';

export function credentialRoutes(app: FastifyInstance, ctx: SandboxContext) {
  const { guards } = ctx;
  app.post('/api/user/send-credentials', { onRequest: ceiling(app, guards.limits.passwordChecks) }, async (request) => {
    const session = requireSession(ctx, request);
    const { password } = (request.body ?? {}) as { password?: unknown };
    const user = findUserById(ctx.db, session.userId)!;
    // A password check like a password change's: wrong ones count toward the same per-player lockout.
    const lockKey = String(user.id);
    await guards.assertNotLocked(guards.passwordChanges, lockKey, ctx.now(), PASSWORD_CHANGE_LOCKED);
    if (typeof password !== 'string' || !(await guards.hash(request.ip, () => verifyPassword(password, user.password_hash)))) {
      throw await guards.failure(guards.passwordChanges, lockKey, ctx.now(), new HttpError(400, CREDENTIALS_NOT_SENT, { field: 'password', code: 'CREDENTIALS_NOT_SENT' }), PASSWORD_CHANGE_LOCKED);
    }
    await guards.passwordChanges.succeed(lockKey);
    return { success: true, message: CREDENTIALS_SENT(user.email) };
  });
}
