// The operator studio's API under /studio/api (issue 27; docs/studio.md): sign-in, operators and the audit log
// (this file), brands, documents, drafts, publishing (documents.ts). Registered by the site server (main.ts).
// Every route names the least role it needs and is checked here, on the server; every write needs the CSRF header
// (session.ts) and has a body limit.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FairQueue, Lockout, minutesText, TooManyRequests, type Window } from '../sandbox/throttle';
import { StudioError, type StudioAccounts, type StudioSession } from './accounts';
import { authorise, Refusal, sendRefusal, sessionCookie, sessionOf, STUDIO_COOKIE } from './session';
import { isRole, type Role } from './roles';
import { cookieValue } from '../cookies';

export interface StudioLimits {
  /** Failed sign-ins per email before its lockout (the players' rule: throttle.ts DEFAULT_LIMITS). */
  perEmail: Window;
  /** Failed sign-ins per IP before its lockout: one client guessing many emails. */
  perIp: Window;
  lockoutMs: number;
}

const MINUTE = 60_000;
export const STUDIO_LIMITS: StudioLimits = {
  perEmail: { max: 10, timeWindowMs: 15 * MINUTE },
  perIp: { max: 50, timeWindowMs: 15 * MINUTE },
  lockoutMs: 15 * MINUTE,
};

/** Bodies of the small writes (sign-in, operators). */
export const SMALL_BODY = 4 * 1024;

export interface StudioContext {
  accounts: StudioAccounts;
  now: () => Date;
  /** Runs a route's work for an operator of at least `role` (401/403 otherwise). */
  need: (role: Role, request: FastifyRequest) => StudioSession;
  audit: (session: StudioSession, action: string, about?: { brand?: string; document?: string; version?: string; detail?: string }) => void;
}

export interface StudioOptions {
  accounts: StudioAccounts;
  now?: () => Date;
  limits?: StudioLimits;
  /** Routes of the studio beyond accounts (documents.ts), registered in the same /studio/api scope. */
  routes?: (api: FastifyInstance, context: StudioContext) => void | Promise<void>;
}

const INVALID_SIGN_IN = 'The email or the password is not right.';
const LOCKED = (wait: string) => `Too many failed sign-ins. Signing in is paused for ${wait}.`;

const operatorView = (session: StudioSession) => ({ operator: { email: session.operator.email, role: session.operator.role }, csrfToken: session.csrf });

function bodyOf<T extends Record<string, unknown>>(request: FastifyRequest): Partial<T> {
  const body = request.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Partial<T>) : {};
}

export async function registerStudio(app: FastifyInstance, options: StudioOptions): Promise<void> {
  const { accounts } = options;
  const now = options.now ?? (() => new Date());
  const limits = options.limits ?? STUDIO_LIMITS;
  const byEmail = new Lockout(limits.perEmail, limits.lockoutMs);
  const byIp = new Lockout(limits.perIp, limits.lockoutMs);
  // scrypt runs on libuv's pool: one client's burst of sign-ins waits its turn behind the others (throttle.ts).
  const hashing = new FairQueue(4, 8);
  const context: StudioContext = {
    accounts,
    now,
    need: (role, request) => authorise(accounts, request, role, now()),
    audit: (session, action, about = {}) => accounts.record({ at: now().toISOString(), who: session.operator.email, action, ...about }),
  };

  await app.register(async (api) => {
    api.setErrorHandler((error: FastifyError, _request, reply: FastifyReply) => {
      if (error instanceof Refusal) return sendRefusal(reply, error);
      if (error instanceof StudioError) return reply.code(400).send({ message: error.message });
      if (error instanceof TooManyRequests) return reply.code(429).header('retry-after', String(error.retryAfterSeconds)).send({ message: error.message });
      if (error.statusCode === 413) return reply.code(413).send({ message: 'This request is too large for the studio.' });
      if (error.statusCode && error.statusCode < 500) return reply.code(error.statusCode).send({ message: error.message });
      console.error('[studio]', error);
      return reply.code(500).send({ message: 'The studio failed to do this; the server log says why.' });
    });
    // An operator's answers are theirs alone: no cache keeps them.
    api.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    api.post('/sign-in', { bodyLimit: SMALL_BODY }, async (request, reply) => {
      const { email, password } = bodyOf<{ email: string; password: string }>(request);
      if (typeof email !== 'string' || typeof password !== 'string' || !email || !password) {
        return reply.code(400).send({ message: 'Give your email and your password.' });
      }
      const at = now();
      const emailKey = email.trim().toLowerCase();
      const ipKey = request.ip;
      const wait = Math.max(byEmail.retryAfterMs(emailKey, at.getTime()), byIp.retryAfterMs(ipKey, at.getTime()));
      if (wait > 0) {
        reply.header('retry-after', String(Math.ceil(wait / 1000)));
        return reply.code(429).send({ message: LOCKED(minutesText(wait / 1000)) });
      }
      const operator = await hashing.run(ipKey, () => accounts.checkPassword(email, password));
      if (!operator) {
        const locked = Math.max(byEmail.fail(emailKey, at.getTime()), byIp.fail(ipKey, at.getTime()));
        accounts.record({ at: at.toISOString(), who: emailKey, action: 'sign-in refused' });
        if (locked > 0) {
          reply.header('retry-after', String(Math.ceil(locked / 1000)));
          return reply.code(429).send({ message: LOCKED(minutesText(locked / 1000)) });
        }
        return reply.code(401).send({ message: INVALID_SIGN_IN });
      }
      byEmail.succeed(emailKey);
      const session = accounts.startSession(operator, at);
      context.audit(session, 'sign-in');
      reply.header('set-cookie', sessionCookie(request, session.token));
      return operatorView(session);
    });

    api.post('/sign-out', { bodyLimit: SMALL_BODY }, async (request, reply) => {
      const session = context.need('viewer', request);
      accounts.endSession(session.token);
      context.audit(session, 'sign-out');
      reply.header('set-cookie', sessionCookie(request, '', 0));
      return { signedOut: true };
    });

    api.get('/me', async (request, reply) => {
      const session = sessionOf(accounts, request, now());
      if (!session) {
        // A cookie that names no session (expired, signed out elsewhere) is dropped.
        if (cookieValue(request.headers.cookie, STUDIO_COOKIE)) reply.header('set-cookie', sessionCookie(request, '', 0));
        return reply.code(401).send({ message: 'Sign in to the studio first.' });
      }
      return operatorView(session);
    });

    api.get('/users', async (request) => {
      context.need('admin', request);
      return { users: accounts.operators().map(({ email, role, createdAt }) => ({ email, role, createdAt })) };
    });

    api.post('/users', { bodyLimit: SMALL_BODY }, async (request, reply) => {
      const session = context.need('admin', request);
      const { email, password, role } = bodyOf<{ email: string; password: string; role: string }>(request);
      if (typeof email !== 'string' || typeof password !== 'string' || !isRole(role)) {
        return reply.code(400).send({ message: 'Give an email, a password and a role (viewer, editor, publisher or admin).' });
      }
      const operator = await hashing.run(request.ip, () => accounts.addOperator(email, password, role, now()));
      context.audit(session, 'add operator', { detail: `${operator.email} as ${operator.role}` });
      return reply.code(201).send({ email: operator.email, role: operator.role, createdAt: operator.createdAt });
    });

    api.patch<{ Params: { email: string } }>('/users/:email', { bodyLimit: SMALL_BODY }, async (request) => {
      const session = context.need('admin', request);
      const { role } = bodyOf<{ role: string }>(request);
      if (!isRole(role)) throw new StudioError('Give a role: viewer, editor, publisher or admin.');
      if (request.params.email.toLowerCase() === session.operator.email.toLowerCase() && role !== 'admin') {
        throw new StudioError('You cannot lower your own role: ask another admin.');
      }
      const operator = accounts.setRole(request.params.email, role);
      context.audit(session, 'change role', { detail: `${operator.email} to ${operator.role}` });
      return { email: operator.email, role: operator.role, createdAt: operator.createdAt };
    });

    api.get<{ Querystring: { limit?: string } }>('/audit', async (request) => {
      context.need('admin', request);
      const limit = Math.min(1000, Math.max(1, Number(request.query.limit) || 200));
      return { entries: accounts.auditLog(limit) };
    });

    await options.routes?.(api, context);
  }, { prefix: '/studio/api' });
}
