// Small stand-in servers for the audit's unit tests (node:http on port 0): each test gives the routes a
// check calls, behaving either as the security review found (the check must print FAILED) or as the fix's
// contract says (held). `accounts()` is the sign-up, login and session part most checks need.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Target } from '../../../tools/audit/target';
import { verdictLine, verdictOf, type Check } from '../../../tools/audit/run';

export interface StandInRequest {
  method: string;
  /** The request line's path, as sent. */
  rawPath: string;
  url: URL;
  headers: IncomingMessage['headers'];
  /** The JSON body (undefined when none or not JSON). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a stand-in reads whatever JSON an attack sends
  body: any;
  /** The body as sent. */
  raw: string;
  /** The client's address as the socket gives it (127.0.0.x). */
  ip: string;
  /** The bearer token, when one was sent. */
  token: string | undefined;
}

export interface StandInReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string | string[]>;
  /** Milliseconds before the answer (a slow render). */
  delayMs?: number;
}

export type Handler = (request: StandInRequest) => StandInReply | undefined | Promise<StandInReply | undefined>;

export interface StandIn {
  target: Target;
  server: Server;
  url: string;
  close(): Promise<void>;
}

/**
 * A server answering `routes['METHOD /path']` (the pathname, exact), else `fallback`, else 404. A reply's
 * body is sent as JSON unless it is a string (then as is, text/html unless a content-type is given).
 */
export async function standIn(routes: Record<string, Handler>, fallback?: Handler, controlKey = 'stand-in-key'): Promise<StandIn> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        // Not parsed beyond 64 levels (the audit sends 100,000): a stand-in is no JSON bomb test.
        body = text && !/[[{]{64}/.test(text.replace(/"a":/g, '')) ? JSON.parse(text) : undefined;
      } catch {
        body = undefined;
      }
      const rawPath = req.url ?? '/';
      const url = new URL(rawPath.replace(/^[/\\]+/, '/'), 'http://stand-in');
      const auth = req.headers.authorization;
      const request: StandInRequest = {
        method: req.method ?? 'GET', rawPath, url, headers: req.headers, body, raw: text, ip: req.socket.remoteAddress ?? '',
        token: auth?.startsWith('Bearer ') ? auth.slice(7) : undefined,
      };
      const handler = routes[`${request.method} ${url.pathname}`] ?? fallback;
      let reply: StandInReply | undefined;
      try {
        reply = handler ? await handler(request) : undefined;
      } catch (error) {
        reply = { status: 500, body: { message: String(error) } };
      }
      reply ??= { status: 404, body: { message: 'Not found' } };
      if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      const headers: Record<string, string | string[]> = { ...reply.headers };
      const isText = typeof reply.body === 'string';
      if (reply.body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
        headers['content-type'] = isText ? 'text/html; charset=utf-8' : 'application/json';
      }
      res.writeHead(reply.status ?? 200, headers);
      res.end(reply.body === undefined ? undefined : isText ? reply.body : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const started: StandIn = {
    target: new Target(url, controlKey),
    server,
    url,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
  open.push(started);
  return started;
}

/** The stand-ins started and not yet closed (each test file's own: vitest gives every file its modules). */
const open: StandIn[] = [];

/** Closes every stand-in started so far: a test file's afterEach. */
export async function closeStandIns(): Promise<void> {
  await Promise.all(open.splice(0).map((s) => s.close()));
}

/** The verdict line of one check run against a new stand-in answering `routes` (else `fallback`). */
export async function lineOf(name: string, run: Check['run'], routes: Record<string, Handler>, fallback?: Handler): Promise<string> {
  const server = await standIn(routes, fallback);
  return verdictLine(name, await verdictOf({ name, run }, server.target));
}

export interface FakeUser {
  id: number;
  email: string;
  password: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the player's sign-up body, as sent
  body: Record<string, any>;
  /** Whatever a test keeps on the player (balance, exclusion, ...). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each stand-in keeps its own fields
  state: Record<string, any>;
}

/** Players of a stand-in: sign-up (201), login (200), tokens; `userOf` finds a request's player. */
export function accounts() {
  const users: FakeUser[] = [];
  const tokens = new Map<string, FakeUser>();
  const revoked = new Set<string>();
  let next = 50;
  const issue = (user: FakeUser) => {
    const token = `token-${user.id}-${tokens.size}`;
    tokens.set(token, user);
    return token;
  };
  const byEmail = (email: unknown) => users.find((u) => u.email === email);
  const routes: Record<string, Handler> = {
    'POST /api/user/sign-up': ({ body }) => {
      if (byEmail(body.email)) return { status: 409, body: { message: 'taken', code: 'EMAIL_TAKEN' } };
      const user: FakeUser = { id: next++, email: body.email, password: body.password, body, state: {} };
      users.push(user);
      return { status: 201, body: { data: { accessToken: issue(user), createUser: { userId: user.id, email: user.email } } } };
    },
    'POST /api/user/login': ({ body }) => {
      const user = byEmail(body.email);
      if (!user || user.password !== body.password) return { status: 401, body: { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' } };
      return { status: 200, body: { data: { accessToken: issue(user), userId: user.id } } };
    },
    'POST /api/user/logout': ({ token }) => {
      if (token) revoked.add(token);
      return { status: 200, body: { success: true } };
    },
  };
  return {
    users,
    routes,
    byEmail,
    revoked,
    /** The request's player, or undefined (no token, unknown or revoked). */
    userOf: (request: StandInRequest) => (request.token && !revoked.has(request.token) ? tokens.get(request.token) : undefined),
    userOfToken: (token: unknown) => (typeof token === 'string' && !revoked.has(token) ? tokens.get(token) : undefined),
  };
}

export const sessionExpired = { status: 403, body: { message: 'A valid access token is required', code: 'SESSION_EXPIRED' } };
