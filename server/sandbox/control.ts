// Control endpoints of the DESIGN contract, mounted only with the sandbox (never in front of a real
// platform), for tests and demos:
//   POST /api/sandbox/location {country, subdivision?, ip?}   what get-location answers
//   POST /api/sandbox/payments/next {result, email?}          the next deposit's outcome (a player's, with email)
//   POST /api/sandbox/wallet {email, amount}                  credit (or, negative, debit) + socket events
//   POST /api/sandbox/reset                                   restore the seed
// and helpers: GET /api/sandbox/events (logged log-event calls), GET /api/sandbox/payments/next,
// POST /api/sandbox/deposit {email, amount, paymentMethod?, result?} (a deposit with the given or the stored outcome: the events of spec 7's socket and the
// result dialogs of spec 2.5), GET /api/sandbox/state. The cashier's own control endpoint, POST
// /api/sandbox/deposits/settle {transactionId} (the provider's callback for a waiting deposit), lives with
// the deposit routes (routes/deposits.ts).
import type { FastifyInstance } from 'fastify';
import { findUserByEmail } from './accounts';
import type { SandboxContext } from './context';
import { getMeta, setMeta, sql } from './db';
import { badRequest, notFound } from './errors';
import { currentLocation, setLocation } from './location';
import { scopeParameter } from './settings';
import { integer, text, type Query } from './params';
import { writeSeed } from './seed';
import { applyToWallet, balanceOf, recordDeposit, recordUnsuccessfulDeposit } from './wallet';

export const PAYMENT_RESULTS = ['success', 'failed', 'pending', 'decline', 'cancel', 'return'] as const;
export type PaymentResult = (typeof PAYMENT_RESULTS)[number];

/** The transaction status each outcome leaves (spec 3 Transaction statuses). */
export const RESULT_STATUS: Record<PaymentResult, string> = {
  success: 'completed', failed: 'failed', pending: 'pending', decline: 'rejected', cancel: 'cancelled', return: 'processing',
};

export const nextPaymentResult = (ctx: SandboxContext): PaymentResult => (getMeta(ctx.db, 'nextPaymentResult') as PaymentResult | undefined) ?? 'success';

/** The meta key of an outcome stored for one player's next deposit. */
export const playerPaymentKey = (userId: number) => `nextPaymentResult:${userId}`;

/**
 * Takes the stored outcome for one deposit of this player: the player's own (stored with an email, so tests
 * running side by side cannot take each other's), else the shared one; the next is a success again unless set anew.
 */
export function takePaymentResult(ctx: SandboxContext, userId: number): PaymentResult {
  const own = getMeta(ctx.db, playerPaymentKey(userId)) as PaymentResult | undefined;
  if (own) {
    sql(ctx.db, 'DELETE FROM meta WHERE key = ?').run(playerPaymentKey(userId));
    return own;
  }
  const result = nextPaymentResult(ctx);
  sql(ctx.db, "DELETE FROM meta WHERE key = 'nextPaymentResult'").run();
  return result;
}

export type Body = Record<string, unknown>;
/** A JSON body as an object (anything else reads as empty, so each field check names the field). */
export const asBody = (body: unknown): Body => (body && typeof body === 'object' && !Array.isArray(body) ? (body as Body) : {});

/** The player a control endpoint names by email: 400 without one, 404 when unknown. */
export function playerByEmail(ctx: SandboxContext, email: unknown) {
  if (typeof email !== 'string' || !email.trim()) throw badRequest('email is required', 'email');
  const user = findUserByEmail(ctx.db, email);
  if (!user) throw notFound('No player with this email');
  return user;
}

export function controlRoutes(app: FastifyInstance, ctx: SandboxContext) {
  app.post('/api/sandbox/location', async (request) => {
    const body = asBody(request.body);
    const country = typeof body.country === 'string' ? body.country.trim().toUpperCase() : '';
    if (!sql(ctx.db, 'SELECT 1 FROM countries WHERE code = ?').get(country)) throw badRequest('country must be an ISO 3166-1 alpha-2 code', 'country');
    if (body.subdivision != null && (typeof body.subdivision !== 'string' || !/^[A-Z0-9]{1,3}$/i.test(body.subdivision))) {
      throw badRequest('subdivision must be an ISO 3166-2 subdivision code (e.g. ST)', 'subdivision');
    }
    if (body.ip != null && typeof body.ip !== 'string') throw badRequest('ip must be a string', 'ip');
    // With ?scope=, the location of one settings scope's requests only (a test's browser context).
    const scope = scopeParameter(request.query);
    setLocation(ctx, { country, subdivision: (body.subdivision as string | undefined)?.toUpperCase() ?? null, ip: (body.ip as string | undefined) ?? null }, scope);
    return { success: true, data: { location: currentLocation(ctx, scope) } };
  });

  app.get('/api/sandbox/payments/next', async () => ({ success: true, data: { result: nextPaymentResult(ctx) } }));

  app.post('/api/sandbox/payments/next', async (request) => {
    const { result, email } = asBody(request.body);
    if (!PAYMENT_RESULTS.includes(result as PaymentResult)) throw badRequest(`result must be one of ${PAYMENT_RESULTS.join(', ')}`, 'result');
    // With an email, the outcome is that player's next deposit only.
    const key = email === undefined ? 'nextPaymentResult' : playerPaymentKey(playerByEmail(ctx, email).id);
    setMeta(ctx.db, key, result as string);
    return { success: true, data: { result, ...(email === undefined ? {} : { email }) } };
  });

  // Credits or debits the player's cash. kind "globalCredit" sends globalCredit instead of credit.
  app.post('/api/sandbox/wallet', async (request) => {
    const body = asBody(request.body);
    const user = playerByEmail(ctx, body.email);
    if (typeof body.amount !== 'number') throw badRequest('amount must be a number', 'amount');
    if (body.kind !== undefined && body.kind !== 'credit' && body.kind !== 'globalCredit') throw badRequest('kind must be credit or globalCredit', 'kind');
    const type = body.amount < 0 ? 'debit' : (body.kind as 'credit' | 'globalCredit' | undefined) ?? 'credit';
    const result = applyToWallet(ctx, user.id, body.amount, type, 'sandbox:wallet');
    return { success: true, data: { transactionId: result.transactionId, balance: result.balance } };
  });

  // A deposit through the stored outcome: success credits and emits deposit (with count) and balance;
  // failed, decline and cancel emit failedDeposit; pending and return leave a pending transaction.
  app.post('/api/sandbox/deposit', async (request) => {
    const body = asBody(request.body);
    const user = playerByEmail(ctx, body.email);
    if (typeof body.amount !== 'number') throw badRequest('amount must be a number', 'amount');
    const method = typeof body.paymentMethod === 'string' ? body.paymentMethod : null;
    if (body.result !== undefined && !PAYMENT_RESULTS.includes(body.result as PaymentResult)) throw badRequest(`result must be one of ${PAYMENT_RESULTS.join(', ')}`, 'result');
    // A result in the body is this deposit's own and leaves the stored one for the next deposit, so a
    // test that only needs a depositor cannot take the outcome another test stored.
    const result = (body.result as PaymentResult | undefined) ?? takePaymentResult(ctx, user.id);
    if (result === 'success') {
      const done = recordDeposit(ctx, user.id, body.amount, method);
      return { success: true, data: { result, status: RESULT_STATUS[result], transactionId: done.transactionId, depositCount: done.count, balance: done.balance } };
    }
    const id = recordUnsuccessfulDeposit(ctx, user.id, body.amount, method, RESULT_STATUS[result]);
    return { success: true, data: { result, status: RESULT_STATUS[result], transactionId: id, balance: balanceOf(ctx.db, user.id) } };
  });

  app.post('/api/sandbox/reset', async () => {
    await writeSeed(ctx);
    // The lockouts are forgotten before the answer (in Redis, clearing takes a round trip).
    await ctx.guards.clear();
    // Every session is gone with the seed: close the sockets that belonged to them.
    ctx.bus.emit('reset');
    return { success: true, data: { seededAt: getMeta(ctx.db, 'seededAt') } };
  });

  // Logged log-event calls, oldest first; event narrows to one name, since= to ids after one seen.
  app.get<{ Querystring: Query }>('/api/sandbox/events', async (request) => {
    const event = text(request.query, 'event');
    const since = integer(request.query, 'since', { min: 0, fallback: 0 })!;
    const limit = integer(request.query, 'limit', { min: 1, max: 1000, fallback: 100 })!;
    const rows = sql(ctx.db, `SELECT e.id, e.event, e.data, e.mkt, e.user_device_type AS userDeviceType, e.cpnc AS cpncToSent,
        e.user_id AS userId, u.email, e.created_at AS createdAt FROM events e LEFT JOIN users u ON u.id = e.user_id
        WHERE e.id > @since AND (@event IS NULL OR e.event = @event) ORDER BY e.id LIMIT @limit`)
      .all({ since, event: event ?? null, limit }) as Array<Record<string, unknown> & { data: string | null }>;
    return { success: true, data: { events: rows.map((r) => ({ ...r, data: r.data ? JSON.parse(r.data) : null })) } };
  });

  app.get('/api/sandbox/state', async () => ({
    success: true,
    data: {
      seededAt: getMeta(ctx.db, 'seededAt'),
      location: currentLocation(ctx),
      nextPaymentResult: nextPaymentResult(ctx),
      counts: sql(ctx.db, `SELECT (SELECT COUNT(*) FROM users) AS users, (SELECT COUNT(*) FROM games) AS games,
        (SELECT COUNT(*) FROM countries) AS countries, (SELECT COUNT(*) FROM currencies) AS currencies,
        (SELECT COUNT(*) FROM payment_methods) AS paymentMethods, (SELECT COUNT(*) FROM bonuses) AS bonuses,
        (SELECT COUNT(*) FROM providers) AS providers, (SELECT COUNT(*) FROM tournaments) AS tournaments`).get(),
    },
  }));
}
