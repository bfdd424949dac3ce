// The sandbox's stand-in for reCAPTCHA (issue 15; spec 3 App settings reCaptchaSiteKey, spec 7 login
// recaptchaToken): a tiny script with the grecaptcha v3 calls the site uses (ready, execute) that gets a token
// from the sandbox, and the verifier the login and sign-up calls ask when the settings carry a site key.
// Tokens are random, single-use and short-lived. A control endpoint makes the next verification fail, so a
// test can see the refusal: the site's next one, or with ?scope= only the next of requests in that settings
// scope (a test's browser context), so tests side by side cannot take each other's. The site loads the script from settings.reCaptchaScriptUrl (docs/sandbox.md);
// Google's script is never loaded by the tests.
// The tokens are one-use for the whole site: with REDIS_URL they live in Redis (SET with expiry, taken by GETDEL),
// so a token cannot be replayed once per server (security review, "Scale-out"). The failNext control stays per process.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from './context';
import { badRequest, HttpError } from './errors';
import { scopeParameter } from './settings';

const TOKEN_TTL_MS = 2 * 60_000;
/** At most this many tokens wait for verification; the oldest go first (a write endpoint's bound). */
const MAX_TOKENS = 1000;

interface Issued { siteKey: string; expiresAt: number }

/** Where issued tokens wait: taking one removes it, wherever it was issued. */
interface TokenStore {
  put(token: string, issued: Issued): Promise<void>;
  take(token: string): Promise<Issued | null>;
}

function memoryTokens(): TokenStore {
  const tokens = new Map<string, Issued>();
  return {
    async put(token, issued) {
      while (tokens.size >= MAX_TOKENS) tokens.delete(tokens.keys().next().value as string);
      tokens.set(token, issued);
    },
    async take(token) {
      const issued = tokens.get(token) ?? null;
      tokens.delete(token);
      return issued;
    },
  };
}

function redisTokens(shared: Extract<SandboxContext['shared'], { kind: 'redis' }>): TokenStore {
  const key = (token: string) => `${shared.prefix}captcha:${token}`;
  return {
    async put(token, issued) {
      // Redis's expiry bounds what waits (the memory store's MAX_TOKENS); the check below uses the sandbox's clock.
      await shared.redis.set(key(token), JSON.stringify(issued), 'PX', TOKEN_TTL_MS);
    },
    async take(token) {
      const text = await shared.redis.getdel(key(token));
      return text ? (JSON.parse(text) as Issued) : null;
    },
  };
}

interface Verifier {
  tokens: TokenStore;
  /** Who fails next: '' the site's next verification, else a settings scope's. */
  failNext: Set<string>;
}

const verifiers = new WeakMap<SandboxContext, Verifier>();
const verifierOf = (ctx: SandboxContext): Verifier => {
  let v = verifiers.get(ctx);
  if (!v) verifiers.set(ctx, (v = { tokens: ctx.shared.kind === 'redis' ? redisTokens(ctx.shared) : memoryTokens(), failNext: new Set() }));
  return v;
};

/** The script served at /api/sandbox/captcha.js: window.grecaptcha with ready() and execute(siteKey, {action}). */
export const CAPTCHA_SCRIPT = `(() => {
  const ready = (callback) => { callback(); };
  const execute = (siteKey, options) => fetch('/api/sandbox/captcha/token', {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ siteKey: String(siteKey), action: String((options && options.action) || '') }),
  }).then((r) => (r.ok ? r.json() : Promise.reject(new Error('captcha ' + r.status)))).then((b) => b.token);
  window.grecaptcha = { ready, execute };
})();
`;

/**
 * Asks the verifier about a token when the settings carry a site key: a missing token is 400
 * CAPTCHA_REQUIRED, a token that is unknown, used, expired, made for another key or refused by the control
 * endpoint is 400 CAPTCHA_FAILED. Without a site key nothing is checked.
 */
export async function assertCaptcha(ctx: SandboxContext, siteKey: unknown, token: unknown, field: string, scope: string | null): Promise<void> {
  if (typeof siteKey !== 'string' || !siteKey) return;
  if (typeof token !== 'string' || !token) throw new HttpError(400, 'The security check is missing. Please try again.', { field, code: 'CAPTCHA_REQUIRED' });
  const v = verifierOf(ctx);
  // A token of any length may arrive: one longer than an issued one is no token (and no Redis key is built of it).
  const entry = token.length <= 64 ? await v.tokens.take(token) : null;
  // The scope's own failure first; `||` takes the site's only when the scope had none.
  const fail = (scope !== null && v.failNext.delete(scope)) || v.failNext.delete('');
  if (fail || !entry || entry.siteKey !== siteKey || entry.expiresAt <= ctx.now().getTime()) {
    throw new HttpError(400, 'The security check failed. Please try again.', { field, code: 'CAPTCHA_FAILED' });
  }
}

export function captchaRoutes(app: FastifyInstance, ctx: SandboxContext) {
  app.get('/api/sandbox/captcha.js', async (_request, reply) => {
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-store');
    return CAPTCHA_SCRIPT;
  });

  app.post('/api/sandbox/captcha/token', { bodyLimit: 1024 }, async (request) => {
    const body = request.body as { siteKey?: unknown } | undefined;
    const siteKey = body?.siteKey;
    if (typeof siteKey !== 'string' || !siteKey || siteKey.length > 200) throw badRequest('siteKey must be 1 to 200 characters', 'siteKey');
    const token = randomBytes(24).toString('base64url');
    await verifierOf(ctx).tokens.put(token, { siteKey, expiresAt: ctx.now().getTime() + TOKEN_TTL_MS });
    return { token };
  });

  // Control: the next verification fails (or not), whatever the token: the site's, or with ?scope= that scope's.
  app.post('/api/sandbox/captcha', { bodyLimit: 1024 }, async (request) => {
    const failNext = (request.body as { failNext?: unknown } | undefined)?.failNext;
    if (typeof failNext !== 'boolean') throw badRequest('failNext must be true or false', 'failNext');
    const key = scopeParameter(request.query) ?? '';
    if (failNext) verifierOf(ctx).failNext.add(key);
    else verifierOf(ctx).failNext.delete(key);
    return { success: true, data: { failNext } };
  });
}
