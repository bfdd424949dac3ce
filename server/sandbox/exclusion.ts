// Self-exclusion and account freeze (spec 2.5 Responsible gaming; spec 4 Self-exclusion: 'A
// self-excluded user can only withdraw'). Whatever starts an exclusion (the player's limits page, support)
// goes through startExclusion, which also ends the player's real-money game sessions at once: a game left
// open must not keep taking bets (security review finding 17). Each real spin checks the exclusion again
// (play.ts), for an exclusion written by any other way.
// An exclusion cannot be lifted early (spec 4; security review N1): startExclusion and startFreeze only
// ever lengthen what is in force, refusing a shorter one (409 SELF_EXCLUSION_SHORTER / FREEZE_SHORTER) and
// leaving it as it was; a permanent exclusion stays permanent. They read and write in one transaction, so
// two requests cannot interleave. Only the control endpoints below may shorten or lift one (tests need it):
// they pass { override: true }. These two are the only writers of the columns after sign-up.
// A freeze (spec 3 Freeze options: 1, 3, 7 or 10 days) is a model of its own (users.frozen_until,
// migration 14): it revokes every session of the player at once (reason ACCOUNT_LOCKED, spec 3 Session
// termination reasons; their sockets close), and login is refused until it ends (423 ACCOUNT_FROZEN with
// until). The rules (durations, end dates, frozen or not) are src/account/exclusion.ts.
import type { FastifyInstance } from 'fastify';
import {
  PERMANENT, freezeEnd, isFrozen, liftsExclusionEarly, liftsFreezeEarly, requestedExclusion, selfExclusionLimit, type FreezeDays, type SelfExclusionDuration,
} from '../../src/account/exclusion';
import type { FreezeAccountRequest, SelfExclusionRequest } from '../../src/generated/types';
import type { UserRow } from './accounts';
import { requireSession } from './auth';
import type { SandboxContext } from './context';
import { asBody, playerByEmail } from './control';
import { sql } from './db';
import { HttpError, badRequest } from './errors';
import { endRealGameSessions } from './play';
import { revokeSession } from './tokens';
import { validateBody } from './validate';

export interface Exclusion { until: string | null; permanent: boolean }

/** A readable UTC date and time for the player's messages: 2026-12-03 14:05 UTC. */
const utcText = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** When a stored exclusion ends, for the player's messages: a date lasts through that day, an instant is to the minute. */
const untilText = (until: string) => (DATE.test(until) ? `the end of ${until} (UTC)` : utcText(until));

/** Only the control endpoints may shorten or lift an exclusion or a freeze. */
interface Override { override?: boolean }

const refusal = (code: string, message: string) => new HttpError(409, message, { code, details: { success: false, code } });

/** The refusal of an exclusion that would end before the one in force (spec 4: it cannot be lifted early). */
function exclusionShorter(current: Exclusion): HttpError {
  return refusal('SELF_EXCLUSION_SHORTER', current.permanent
    ? 'You have excluded yourself permanently. A permanent exclusion cannot be shortened or lifted.'
    : `You are already excluded until ${untilText(current.until!)}. An exclusion cannot be shortened or lifted early: choose a period that ends later.`);
}

/**
 * Starts (or, with until null and not permanent, lifts: control endpoint only) a player's exclusion; returns
 * the real game sessions it ended. Refuses one that would end before the exclusion in force (409
 * SELF_EXCLUSION_SHORTER) unless `override` (control endpoints).
 */
export function startExclusion(ctx: SandboxContext, userId: number, exclusion: Exclusion, { override = false }: Override = {}): number {
  const now = ctx.now().toISOString();
  return ctx.db.transaction(() => {
    if (!override) {
      const row = sql(ctx.db, 'SELECT self_exclusion_until AS until, self_exclusion_permanent AS permanent FROM users WHERE id = ?')
        .get(userId) as { until: string | null; permanent: number };
      const current = { until: row.until, permanent: row.permanent === 1 };
      if (liftsExclusionEarly(current, exclusion)) throw exclusionShorter(current);
    }
    sql(ctx.db, 'UPDATE users SET self_exclusion_until = ?, self_exclusion_permanent = ?, updated_at = ? WHERE id = ?')
      .run(exclusion.until, exclusion.permanent ? 1 : 0, now, userId);
    return exclusion.until !== null || exclusion.permanent ? endRealGameSessions(ctx, userId, 'SELF_EXCLUDED') : 0;
  }).immediate();
}

/**
 * Freezes (or, with until null, unfreezes: control endpoint only) a player's account: every session of theirs
 * is revoked at once (ACCOUNT_LOCKED) and its sockets closed, so each open page and game stops with them.
 * Refuses a freeze that would end before the running one (409 FREEZE_SHORTER) unless `override`. Returns the
 * sessions revoked.
 */
export function startFreeze(ctx: SandboxContext, userId: number, until: string | null, { override = false }: Override = {}): number {
  const now = ctx.now();
  const revoked = ctx.db.transaction(() => {
    if (!override && until !== null) {
      const current = (sql(ctx.db, 'SELECT frozen_until AS until FROM users WHERE id = ?').get(userId) as { until: string | null }).until;
      if (liftsFreezeEarly(current, until)) {
        throw refusal('FREEZE_SHORTER', `Your account is already frozen until ${utcText(current!)}. A freeze cannot be shortened or lifted early: choose a period that ends later.`);
      }
    }
    sql(ctx.db, 'UPDATE users SET frozen_until = ?, updated_at = ? WHERE id = ?').run(until, now.toISOString(), userId);
    if (until === null) return [];
    endRealGameSessions(ctx, userId, 'ACCOUNT_LOCKED');
    const ids = (sql(ctx.db, 'SELECT id FROM sessions WHERE user_id = ? AND revoked_at IS NULL').all(userId) as Array<{ id: string }>).map((r) => r.id);
    return ids.filter((id) => revokeSession(ctx.db, id, 'ACCOUNT_LOCKED', now));
  }).immediate();
  for (const id of revoked) ctx.bus.emit('sessionRevoked', id);
  return revoked.length;
}

/** Login (after the password is right, so a freeze says nothing to a stranger): 423 ACCOUNT_FROZEN until the freeze ends. */
export function assertNotFrozen(ctx: SandboxContext, user: Pick<UserRow, 'frozen_until'>): void {
  if (!isFrozen(user.frozen_until, ctx.now())) return;
  throw new HttpError(423, `Your account is frozen until ${utcText(user.frozen_until!)}. You can log in again after that.`, {
    code: 'ACCOUNT_FROZEN', details: { until: user.frozen_until },
  });
}

export function exclusionRoutes(app: FastifyInstance, ctx: SandboxContext) {
  // The player's own self-exclusion (spec 3 Limit forms: updateSelfExclusion; a path of ours).
  app.post('/api/user/self-exclusion', async (request) => {
    const session = requireSession(ctx, request);
    const { duration } = validateBody<SelfExclusionRequest>('api/self-exclusion.request', request.body);
    const permanent = duration === PERMANENT;
    if (permanent && !ctx.allowPermanentSelfExclusion()) throw badRequest('Permanent self-exclusion is not offered here. Choose a duration.', 'duration', 'PERMANENT_NOT_ALLOWED');
    // It ends when the player chose, to the minute (issue 29): the instant is stored.
    const requested = requestedExclusion(duration as SelfExclusionDuration | typeof PERMANENT, ctx.now());
    const ended = startExclusion(ctx, session.userId, requested);
    const limit = selfExclusionLimit(requested);
    const message = permanent
      ? 'You have excluded yourself permanently. You can still withdraw your balance.'
      : `You have excluded yourself until ${utcText(limit.selfExclusionEndsAt!)}. Until then you can only withdraw.`;
    return { success: true, message, data: { ...limit, endedGameSessions: ended } };
  });

  // The player's own account freeze (spec 2.5 Freeze account; a path of ours).
  app.post('/api/user/freeze-account', async (request) => {
    const session = requireSession(ctx, request);
    const { days } = validateBody<FreezeAccountRequest>('api/freeze-account.request', request.body);
    const until = freezeEnd(days as FreezeDays, ctx.now()).toISOString();
    const revoked = startFreeze(ctx, session.userId, until);
    return { success: true, message: `Your account is frozen until ${utcText(until)}. You have been signed out.`, data: { until, revokedSessions: revoked } };
  });

  /** Control endpoint: POST /api/sandbox/self-exclusion {email, until: 'YYYY-MM-DD' | null, permanent?}: sets anything, shorter too. */
  app.post('/api/sandbox/self-exclusion', async (request) => {
    const body = asBody(request.body);
    const user = playerByEmail(ctx, body.email);
    const until = body.until ?? null;
    if (until !== null && (typeof until !== 'string' || !DATE.test(until) || Number.isNaN(Date.parse(until)))) throw badRequest('until must be a date (YYYY-MM-DD) or null', 'until');
    if (body.permanent !== undefined && typeof body.permanent !== 'boolean') throw badRequest('permanent must be true or false', 'permanent');
    const ended = startExclusion(ctx, user.id, { until: until as string | null, permanent: body.permanent === true }, { override: true });
    return { success: true, data: { until, permanent: body.permanent === true, endedGameSessions: ended } };
  });

  /** Control endpoint: POST /api/sandbox/freeze {email, until: ISO date-time | null}: freezes (revoking every session) or lifts or shortens a freeze. */
  app.post('/api/sandbox/freeze', async (request) => {
    const body = asBody(request.body);
    const user = playerByEmail(ctx, body.email);
    const until = body.until ?? null;
    if (until !== null && (typeof until !== 'string' || until.length > 40 || Number.isNaN(Date.parse(until)))) throw badRequest('until must be a date-time (ISO) or null', 'until');
    const iso = until === null ? null : new Date(until as string).toISOString();
    const revoked = startFreeze(ctx, user.id, iso, { override: true });
    return { success: true, data: { until: iso, revokedSessions: revoked } };
  });
}
