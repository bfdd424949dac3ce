// Old rows go (security review finding 12: guests could grow the database without limit). What a player
// may still need stays: the ledger, deposits, withdrawals, wins, logins and accounts are never purged.
// Everything else has a retention after which it is of no use: a game session or card token a day after
// it ended or expired, an SMS reset code a day after it expired, a login session a month after it ended,
// tracking events and country-block reports after 90 days. The sandbox runs this at start and hourly.
import type { SandboxContext } from './context';
import { sql } from './db';

const DAY = 86_400_000;

export const RETENTION_DAYS = { gameSessions: 1, cardTokens: 1, resetCodes: 1, withdrawQuotes: 1, sessions: 30, events: 90, countryBlocked: 90 } as const;

export type Purged = Record<keyof typeof RETENTION_DAYS, number>;

export function purgeExpired(ctx: SandboxContext): Purged {
  const now = ctx.now().getTime();
  const before = (days: number) => new Date(now - days * DAY).toISOString();
  const run = (query: string, ...params: unknown[]) => sql(ctx.db, query).run(...params).changes;
  return ctx.db.transaction((): Purged => ({
    gameSessions: run('DELETE FROM game_sessions WHERE expires_at < ? OR ended_at < ?', before(RETENTION_DAYS.gameSessions), before(RETENTION_DAYS.gameSessions)),
    cardTokens: run('DELETE FROM card_tokens WHERE expires_at < ?', before(RETENTION_DAYS.cardTokens)),
    resetCodes: run('DELETE FROM reset_codes WHERE expires_at < ?', before(RETENTION_DAYS.resetCodes)),
    // A quote a withdrawal confirmed stays with it.
    withdrawQuotes: run(`DELETE FROM withdraw_quotes WHERE expires_at < ? AND used_at IS NULL
        AND id NOT IN (SELECT quote_id FROM withdrawals WHERE quote_id IS NOT NULL)`, before(RETENTION_DAYS.withdrawQuotes)),
    sessions: run('DELETE FROM sessions WHERE expires_at < ? OR revoked_at < ?', before(RETENTION_DAYS.sessions), before(RETENTION_DAYS.sessions)),
    events: run('DELETE FROM events WHERE created_at < ?', before(RETENTION_DAYS.events)),
    countryBlocked: run('DELETE FROM country_blocked WHERE created_at < ?', before(RETENTION_DAYS.countryBlocked)),
  }))();
}

/** Purges now and every hour until the returned stop is called (the timer never keeps the process alive). */
export function schedulePurge(ctx: SandboxContext, everyMs = 3_600_000): () => void {
  purgeExpired(ctx);
  const timer = setInterval(() => purgeExpired(ctx), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
