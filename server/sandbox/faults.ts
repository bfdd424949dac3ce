// One-shot fault injection for browser and contract tests of failure states (the lobby's 'could not be
// loaded' messages, spec 7 get-full-category-list: a non-OK status leaves the list empty):
//   POST   /api/sandbox/fail { path, status, times?, scope? }   the next `times` (default 1) requests to
//                                                       `path` answer `status` instead of running the call;
//                                                       with a scope, only requests that carry the cookie
//                                                       sandbox-fault-scope=<scope> (one browser context), so
//                                                       a test running beside it on the same sandbox is spared
//   DELETE /api/sandbox/fail?scope=<scope>              forget that scope's pending faults (without a
//                                                       scope: every pending fault)
// Only the lobby's list calls can fail this way, matched on the exact path (the query is ignored), so
// a fault on the game list never breaks a game page (/api/core/casino/games/{slug}). Faults live in
// memory, per sandbox, and are forgotten on POST /api/sandbox/reset.
import { STATUS_CODES } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from './context';
import { badRequest } from './errors';
import { cookieValue } from '../cookies';

export const FAULT_PATHS = ['/api/admin/get-full-category-list', '/api/core/casino/providers', '/api/core/casino/games'] as const;
export type FaultPath = (typeof FAULT_PATHS)[number];

const MAX_TIMES = 100;
const SCOPE = /^[A-Za-z0-9_-]{1,64}$/;
export const FAULT_SCOPE_COOKIE = 'sandbox-fault-scope';

/** The fault scope a request's cookies name, or null. */
export const scopeOf = (cookieHeader: string | undefined): string | null => cookieValue(cookieHeader, FAULT_SCOPE_COOKIE);

export function faultRoutes(app: FastifyInstance, ctx: SandboxContext) {
  // Keyed by scope and path, so tests running side by side can fail the same path each for itself.
  const pending = new Map<string, { status: number; times: number; scope: string | null }>();
  const keyOf = (scope: string | null, path: string) => `${scope ?? ''} ${path}`;
  ctx.bus.on('reset', () => pending.clear());

  // Runs before every other hook and handler: a matched request never reaches its route. A fault of the
  // request's own scope comes first, then an unscoped one.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || pending.size === 0) return;
    const path = request.url.split('?')[0];
    const key = [keyOf(scopeOf(request.headers.cookie), path), keyOf(null, path)].find((k) => pending.has(k));
    if (!key) return;
    const fault = pending.get(key)!;
    if (--fault.times <= 0) pending.delete(key);
    const message = STATUS_CODES[fault.status] ?? 'Injected fault';
    return reply.code(fault.status).send({ success: false, code: 'SANDBOX_FAULT', message });
  });

  app.post('/api/sandbox/fail', async (request) => {
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
    if (!(FAULT_PATHS as readonly unknown[]).includes(body.path)) throw badRequest(`path must be one of ${FAULT_PATHS.join(', ')}`, 'path');
    const status = body.status;
    if (typeof status !== 'number' || !Number.isInteger(status) || status < 400 || status > 599) throw badRequest('status must be an HTTP error status (400-599)', 'status');
    const times = body.times ?? 1;
    if (typeof times !== 'number' || !Number.isInteger(times) || times < 1 || times > MAX_TIMES) throw badRequest(`times must be a whole number from 1 to ${MAX_TIMES}`, 'times');
    const scope = body.scope ?? null;
    if (scope !== null && (typeof scope !== 'string' || !SCOPE.test(scope))) throw badRequest('scope must be 1 to 64 letters, digits, - or _', 'scope');
    pending.set(keyOf(scope as string | null, body.path as FaultPath), { status, times, scope: scope as string | null });
    return { success: true, data: { path: body.path, status, times, scope } };
  });

  app.delete<{ Querystring: { scope?: string } }>('/api/sandbox/fail', async (request) => {
    const scope = request.query.scope;
    if (scope === undefined) pending.clear();
    else for (const [key, fault] of pending) if (fault.scope === scope) pending.delete(key);
    return { success: true };
  });
}
