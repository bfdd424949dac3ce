// The jurisdiction pack's reality check (issue 13, beyond the spec; a path of ours): the player's session
// since login (the session of the access token) and their position from the ledger over it: amount
// wagered, won and the net (src/account/jurisdiction.ts sessionPosition). Read-only.
import type { FastifyInstance } from 'fastify';
import { sessionPosition, type LedgerEntry } from '../../src/account/jurisdiction';
import { requireSession } from './auth';
import type { SandboxContext } from './context';
import { sql } from './db';
import { toMajor } from './wallet';

export function realityCheckRoutes(app: FastifyInstance, ctx: SandboxContext) {
  app.get('/api/user/session-summary', async (request) => {
    const session = requireSession(ctx, request);
    const { since } = sql(ctx.db, 'SELECT created_at AS since FROM sessions WHERE id = ?').get(session.sessionId) as { since: string };
    const entries = sql(ctx.db, "SELECT type, amount_minor AS amountMinor FROM transactions WHERE user_id = ? AND created_at >= ? AND type IN ('debit', 'credit')")
      .all(session.userId, since) as LedgerEntry[];
    const wallet = sql(ctx.db, 'SELECT w.currency_code AS currencyCode, c.decimals FROM wallets w JOIN currencies c ON c.code = w.currency_code WHERE w.user_id = ?')
      .get(session.userId) as { currencyCode: string; decimals: number };
    const position = sessionPosition(entries);
    const now = ctx.now();
    return {
      success: true,
      data: {
        since,
        sessionMinutes: Math.max(0, Math.floor((now.getTime() - Date.parse(since)) / 60_000)),
        wagered: toMajor(position.wageredMinor, wallet.decimals),
        won: toMajor(position.wonMinor, wallet.decimals),
        net: toMajor(position.netMinor, wallet.decimals),
        currencyCode: wallet.currencyCode,
      },
    };
  });
}
