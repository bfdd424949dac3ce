// What every check of `npm run audit:security` works with: the site under test (its base URL and the control
// key it was started with), one HTTP call over node:http (a raw path, a chosen loopback source address, any
// header), throw-away players, and the verdict. A check is a function of a Target that returns held with its
// evidence, or throws AuditFailure (FAILED, with what it saw); any other error also prints FAILED (the check
// could not run), so nothing is ever skipped silently.
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';

export const AUDIT_PASSWORD = 'Audit123!x';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The body as JSON; undefined when it is not JSON. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a check reads answers of every endpoint's shape
  json: () => any;
  /** Milliseconds from sending to the last byte. */
  ms: number;
}

export interface CallOptions {
  body?: unknown;
  /** A body sent as is (JSON content type). */
  raw?: string;
  /** A binary body (an upload), with the content type of `headers`. */
  bytes?: Buffer;
  token?: string;
  /** Sends X-Sandbox-Key (the target's control key). */
  control?: boolean;
  /** The local address to call from: target.client(n) plays another client on loopback (ignored for other targets). */
  from?: string;
  headers?: Record<string, string>;
  /** Sends the path exactly as given (no URL normalisation: `//x`, `/\x`), as curl --path-as-is does. */
  rawPath?: boolean;
  timeoutMs?: number;
}

export type Verdict = { held: boolean; detail: string };
export const held = (detail: string): Verdict => ({ held: true, detail });
export const failed = (detail: string): Verdict => ({ held: false, detail });

/** What a check saw that breaks its expectation: the runner prints it as FAILED. */
export class AuditFailure extends Error {}
export function fail(detail: string): never {
  throw new AuditFailure(detail);
}

/** A body shortened for a line of the report. */
export const brief = (text: string, max = 160) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
};

export interface Expected {
  /** The body's `code`; null: the body must have none. */
  code?: string | null;
  field?: string;
  /** A pattern the body's message must match. */
  message?: RegExp;
}

/**
 * The answer must have exactly this status and, when given, this code, field and message; else the check
 * fails naming what it did (`what`) and what came back. Never "any 4xx".
 */
export function expectAnswer(answer: Answer, what: string, status: number, expected: Expected = {}): void {
  const body = (() => {
    try {
      return answer.json() ?? {};
    } catch {
      return {};
    }
  })() as Record<string, unknown>;
  const wrong = answer.status !== status
    || (expected.code !== undefined && (body.code ?? null) !== expected.code)
    || (expected.field !== undefined && body.field !== expected.field)
    || (expected.message !== undefined && !expected.message.test(String(body.message ?? '')));
  if (!wrong) return;
  const wanted = [String(status), expected.code ?? '', expected.field ? `field ${expected.field}` : '', expected.message ? `message ${expected.message}` : '']
    .filter(Boolean).join(' ');
  fail(`${what}: expected ${wanted}, got ${answer.status} ${brief(answer.body)}`);
}

/** The header as one string ('' when absent). */
export const header = (answer: Answer, name: string): string => {
  const value = answer.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
};

/** An IPv4 loopback address (127.0.0.0/8): the run can call it from any 127.a.b.c of its own. */
const isLoopback = (host: string) => isIP(host) === 4 && host.startsWith('127.');

export interface Player {
  email: string;
  token: string;
  userId: number;
  phone: { phoneCode: string; phone: string };
}

export class Target {
  readonly base: URL;
  readonly controlKey: string | undefined;
  /** Unique per run, so two runs against one server never share an email. */
  readonly run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  /** The run's own loopback network, 127.a.b.0/24: a second run against one server meets none of the first's per-IP limits. */
  private readonly network = `127.${1 + Math.floor(Math.random() * 254)}.${1 + Math.floor(Math.random() * 254)}`;
  private players = 0;
  /** Connections kept alive per source address (a run makes thousands of calls); up to 512 at once for the floods. */
  private readonly agent: HttpAgent;

  constructor(base: string | URL, controlKey?: string) {
    this.base = new URL(base);
    this.controlKey = controlKey || undefined;
    const Agent = this.base.protocol === 'https:' ? HttpsAgent : HttpAgent;
    this.agent = new Agent({ keepAlive: true, maxSockets: 512 });
  }

  /** Closes the kept-alive connections (the run is over). */
  close(): void {
    this.agent.destroy();
  }

  /** The loopback address of the run's n-th client (1 to 254), for `from`. */
  client(n: number): string {
    return `${this.network}.${n}`;
  }

  /** Whether calls may pick their loopback source address (the target is an IPv4 loopback address: 127.0.0.1, not localhost). */
  get loopback(): boolean {
    return isLoopback(this.base.hostname);
  }

  call(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const payload = options.bytes ?? options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (payload !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.control && this.controlKey) headers['x-sandbox-key'] = this.controlKey;
    const url = new URL(path, this.base);
    const https = this.base.protocol === 'https:';
    const send = https ? httpsRequest : httpRequest;
    const target = {
      protocol: this.base.protocol,
      hostname: this.base.hostname.replace(/^\[|\]$/g, ''),
      port: this.base.port || (https ? 443 : 80),
      path: options.rawPath ? path : `${url.pathname}${url.search}`,
    };
    // Every call comes from one of the run's own addresses (client 1 unless `from` says), so per-IP limits are the run's.
    const localAddress = this.loopback ? (options.from ?? this.client(1)) : undefined;
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const req = send({ ...target, method, headers, localAddress, agent: this.agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0, headers: res.headers, body, ms: performance.now() - started,
            json: () => {
              try {
                return JSON.parse(body);
              } catch {
                return undefined;
              }
            },
          });
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      const timeoutMs = options.timeoutMs ?? 60_000;
      req.setTimeout(timeoutMs, () => req.destroy(new Error(`${method} ${path.slice(0, 80)}: no answer in ${timeoutMs / 1000} s`)));
      if (payload !== undefined) req.write(payload);
      req.end();
    });
  }

  /** A control endpoint the check needs (to set up its attack): anything but 200 stops the check, FAILED. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each control endpoint answers its own shape
  async control(path: string, body: unknown): Promise<any> {
    const answer = await this.call('POST', `/api/sandbox/${path}`, { body, control: true });
    if (answer.status !== 200) fail(`the control call ${path} answered ${answer.status} ${brief(answer.body)}: the check cannot set up its attack`);
    return answer.json();
  }

  /** A fresh email of this run. */
  email(tag: string): string {
    this.players += 1;
    return `audit.${tag}.${this.run}.${this.players}@audit.test`;
  }

  /** A unique Maltese mobile number (79 and six digits). */
  phone(): { phoneCode: string; phone: string } {
    return { phoneCode: '+356', phone: `79${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}` };
  }

  /** The body of a complete sign-up (every field of the registration form), for tests to vary one field of. */
  signUpBody(email: string, phone = this.phone()): Record<string, unknown> {
    return {
      email, password: AUDIT_PASSWORD, firstName: 'Audit', lastName: 'Player', dateOfBirth: '1990-01-01', countryCode: 'MT', currencyCode: 'EUR',
      ...phone, address: 'Triq il-Kbira 1', city: 'Valletta', zipCode: 'VLT 1010',
    };
  }

  /** A new player with a complete profile and a unique phone number. */
  async newPlayer(tag: string, options: { from?: string; phone?: { phoneCode: string; phone: string } } = {}): Promise<Player> {
    const email = this.email(tag);
    const phone = options.phone ?? this.phone();
    const answer = await this.call('POST', '/api/user/sign-up', { body: this.signUpBody(email, phone), from: options.from });
    if (answer.status !== 201) fail(`a sign-up answered ${answer.status} ${brief(answer.body)}: the check needs a player`);
    const data = answer.json()?.data;
    if (typeof data?.accessToken !== 'string') fail(`a sign-up answered no accessToken: ${brief(answer.body)}`);
    return { email, token: data.accessToken, userId: Number(data.createUser?.userId), phone };
  }

  /** Logs the player in; the token. */
  async login(email: string, password = AUDIT_PASSWORD, from?: string): Promise<string> {
    const answer = await this.call('POST', '/api/user/login', { body: { email, password }, from });
    expectAnswer(answer, `logging ${email} in`, 200);
    return answer.json().data.accessToken as string;
  }
}

/** Waits for `done` to say true, asking every `everyMs`; fails the check with `what` after `withinMs`. */
export async function waitFor(what: string, done: () => Promise<boolean> | boolean, withinMs = 10_000, everyMs = 50): Promise<void> {
  const until = Date.now() + withinMs;
  for (;;) {
    if (await done()) return;
    if (Date.now() > until) fail(`${what} did not happen within ${withinMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
