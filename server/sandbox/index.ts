// The sandbox platform: the spec's API (section 7) for development, demos and tests, mounted in the
// site server's process and origin (DESIGN: one origin). Fastify routes over one SQLite database
// (better-sqlite3), socket.io on the same HTTP server, and the control endpoints of the DESIGN
// contract. Module map:
//   db.ts, migrations.ts        the database file and its numbered migrations
//   seed/*.ts                   the deterministic seed (countries, currencies, payments, bonuses, games,
//                               tournaments, content, the three sandbox accounts)
//   accounts.ts, tokens.ts      passwords (scrypt), users, signed expiring access tokens and sessions
//   auth.ts                     which calls need a session (403 otherwise, spec 8)
//   wallet.ts                   minor-unit balances, the transactions ledger, realtime events
//   (the payment method restriction rule is the front end's src/cashier/paymentRestriction.ts)
//   rakeback.ts                 the claim-day rule and the calendar window (pure)
//   rakebackAccrual.ts, routes/rakeback.ts  a rakeback day's amount (a control endpoint's, or seeded + real bets' NGR x percent)
//   routes/*.ts                 core (/api/core), admin (/api/admin), user (/api/user), catalogue (extras)
//   verification.ts, passwordReset.ts  email verification links; password reset by link or SMS code
//   credentials.ts              the generated password of a 1-click registration; emailing it
//   play.ts, routes/play.ts     the play API: launch, the game page and spins, bonus buy, top wins, ghost mode
//   betLimits.ts, playerLimits.ts, reels.ts, wins.ts, game/  its rules, the slot and its page
//   deposits.ts, depositRules.ts, cardTokens.ts, routes/deposits.ts, provider/page.ts  the cashier's deposit:
//                               POST /api/user/deposit (card with 3DS, UPI QR, crypto address, direct),
//                               POST /api/user/3ds-webhook, the sandbox payment provider under
//                               /api/sandbox/provider/ (card-token, the 3DS page) and
//                               POST /api/sandbox/deposits/settle (the provider's callback)
//   withdrawals.ts, withdrawalRules.ts, routes/withdrawals.ts  the cashier's withdrawal: POST /api/user/withdraw,
//                               its crypto calculate step POST /api/user/withdraw/calculate, and the controls
//                               /api/sandbox/withdrawals/next, /api/sandbox/withdrawals/decide, /api/sandbox/deposit-wager
//   socket.ts, control.ts       the realtime socket and the /api/sandbox control endpoints
//   controlAccess.ts            the control key (SANDBOX_CONTROL_KEY, header X-Sandbox-Key)
//   exclusion.ts                self-exclusion and account freeze: the player's calls, the login freeze check, control endpoints
//   realityCheck.ts             the jurisdiction pack's session summary (time since login, wagered, net)
//   purge.ts                    old rows go (game sessions, card tokens, codes, events), hourly
//   throttle.ts                 lockouts, per-IP ceilings and the fair password-hashing queue
//   faults.ts                   POST /api/sandbox/fail: the next list call(s) answer an error status
//   loyalty.ts, routes/loyalty.ts  userLoyaltyLevel from real play's stakes; POST /api/sandbox/loyalty sets a floor
//   documents.ts, routes/documents.ts  KYC documents: uploads checked by content and size, kept under .data/,
//                               served to their owner only; /api/sandbox/documents/decide moves kycStatus
//   multiWallet.ts, routes/wallets.ts  useMultiWallet: a wallet per currency (the active one is the wallets row),
//                               list/open/switch under /api/user/wallets, the control POST /api/sandbox/wallets
import type { FastifyInstance } from 'fastify';
import { SCRYPT_DEFAULTS, type ScryptParams } from './accounts';
import { needsSession, requireSession } from './auth';
import { SandboxBus, SandboxOutbox, type SandboxContext } from './context';
import { controlAccess } from './controlAccess';
import { controlRoutes } from './control';
import { SettingsPatch, settingsControlRoutes } from './settings';
import { scriptsControlRoutes } from './scripts';
import { exclusionRoutes } from './exclusion';
import { realityCheckRoutes } from './realityCheck';
import { faultRoutes } from './faults';
import { openDatabase, resolveDbPath } from './db';
import { handleError, notFound } from './errors';
import { adminRoutes } from './routes/admin';
import { catalogueRoutes } from './routes/catalogue';
import { coreRoutes } from './routes/core';
import { userRoutes } from './routes/user';
import { captchaRoutes } from './captcha';
import { verificationRoutes } from './verification';
import { passwordResetRoutes } from './passwordReset';
import { credentialRoutes } from './credentials';
import { depositRoutes } from './routes/deposits';
import { withdrawalRoutes } from './routes/withdrawals';
import { playRoutes } from './routes/play';
import { documentRoutes } from './routes/documents';
import { limitsRoutes } from './routes/limits';
import { bonusRoutes } from './routes/bonuses';
import { rakebackControlRoutes } from './routes/rakeback';
import { loyaltyControlRoutes } from './routes/loyalty';
import { seedIfEmpty } from './seed';
import { attachSocket } from './socket';
import { TOKEN_TTL_SECONDS, tokenSecret } from './tokens';
import { checkBodyDepth } from './validate';
import { schedulePurge } from './purge';
import { SandboxGuards, TooManyRequests, type SandboxLimits } from './throttle';
import { mapsRoutes } from './routes/maps';
import { walletRoutes } from './routes/wallets';
import rateLimit from '@fastify/rate-limit';
import { MEMORY_STATE, type SharedState } from '../sharedState';

export interface SandboxOptions {
  /** Makes settings2 fail (status 503), to exercise the exit-911 and browser fallback paths. */
  failSettings?: boolean;
  /** The database: a file path or ':memory:'. Default: SANDBOX_DB, else .data/sandbox.db. */
  db?: string;
  /** The token signing secret. Default: SANDBOX_SECRET, else one generated and kept in the database. */
  secret?: string;
  /** Access token lifetime; default 30 days (spec 9, the access token cookie). */
  tokenTtlSeconds?: number;
  /** The clock (tests move it). */
  now?: () => Date;
  /** Password hashing cost; default N=32768, r=8, p=1. */
  scrypt?: Partial<ScryptParams>;
  /** The server-side user check timeout (spec 9: 5 s). */
  userDetailsTimeoutMs?: number;
  /** Simulated latency of get-user-details, to exercise the timeout. */
  userDetailsLatencyMs?: number;
  /** When set, get-full-category-list needs this system-access-token header. */
  systemAccessToken?: string;
  /** Attach socket.io to the server (default true). */
  socket?: boolean;
  /** How often every socket's session is checked (socket.ts SWEEP_MS, 10 s); tests shorten it. */
  socketSweepMs?: number;
  /** Guessing and flooding limits (throttle.ts DEFAULT_LIMITS); tests lower them to see them work. */
  limits?: Partial<SandboxLimits>;
  /** Whether a profile change resets KYC (the site server: the lulu theme, spec 7). Default: no. */
  resetKycOnChange?: () => boolean;
  /** spec 3 allowKYCBeforeDeposit (the site server: the brand's settings). Default: yes, uploads before a deposit. */
  kycBeforeDeposit?: () => boolean;
  /** Whether a player may exclude themselves permanently (the site server: the brand's settings). Default: no. */
  allowPermanentSelfExclusion?: () => boolean;
  /** The run-time settings patch; the site passes its own so its boot config follows it (settings.ts). */
  settingsPatch?: SettingsPatch;
  /** The brand's names, reserved in the chat (the site server: the live brand's). Default: none. */
  brandNames?: () => string[];
  /** The key every control endpoint asks for in X-Sandbox-Key. Default: SANDBOX_CONTROL_KEY; unset: open. */
  controlKey?: string;
  /** Where lockouts, ceilings, tokens, socket rooms and the chat live: this process (default) or Redis (server/sharedState.ts). */
  shared?: SharedState;
}

/** Opens (and on first start seeds) the database and makes the shared context. */
export async function createSandboxContext(options: SandboxOptions = {}, env: NodeJS.ProcessEnv = process.env): Promise<SandboxContext> {
  const db = openDatabase(resolveDbPath(options.db, env));
  const shared = options.shared ?? MEMORY_STATE;
  const bus = new SandboxBus();
  bus.relayThrough(shared);
  const ctx: SandboxContext = {
    db,
    now: options.now ?? (() => new Date()),
    secret: options.secret ?? tokenSecret(db, env),
    tokenTtlSeconds: options.tokenTtlSeconds ?? (env.SANDBOX_TOKEN_TTL ? Number(env.SANDBOX_TOKEN_TTL) : TOKEN_TTL_SECONDS),
    scrypt: { ...SCRYPT_DEFAULTS, ...options.scrypt },
    bus,
    outbox: new SandboxOutbox(),
    guards: new SandboxGuards(options.limits, shared),
    shared,
    userDetailsTimeoutMs: options.userDetailsTimeoutMs ?? 5000,
    userDetailsLatencyMs: options.userDetailsLatencyMs ?? 0,
    systemAccessToken: options.systemAccessToken ?? env.SANDBOX_SYSTEM_ACCESS_TOKEN,
    resetKycOnChange: options.resetKycOnChange ?? (() => false),
    kycBeforeDeposit: options.kycBeforeDeposit ?? (() => true),
    allowPermanentSelfExclusion: options.allowPermanentSelfExclusion ?? (() => false),
    settingsPatch: options.settingsPatch ?? new SettingsPatch(),
    brandNames: options.brandNames ?? (() => []),
  };
  await seedIfEmpty(ctx);
  return ctx;
}

export async function sandboxPlugin(app: FastifyInstance, options: SandboxOptions = {}) {
  const ctx = await createSandboxContext(options);

  app.setErrorHandler(handleError);
  // The reset that started on this server has cleared the guards before answering (control.ts); one relayed from
  // another server clears them here too (in Redis, the same keys again).
  ctx.bus.on('reset', () => void Promise.resolve(ctx.guards.clear()).catch((error: unknown) => console.error('[sandbox] reset of the guards:', error)));
  // Per-IP ceilings, set on each route that needs one (config.rateLimit; routes/limits.ts); in Redis when shared.
  await app.register(rateLimit, {
    global: false,
    ...(ctx.shared.kind === 'redis' ? { redis: ctx.shared.redis, nameSpace: `${ctx.shared.prefix}sandbox-limit:` } : {}),
    errorResponseBuilder: (_request, context) =>
      new TooManyRequests(`Too many requests. Please try again in ${context.after}.`, Math.ceil(context.ttl / 1000), 'RATE_LIMITED'),
  });
  // The control key first: an unauthorised control call (fault injection included) does nothing.
  controlAccess(app, options.controlKey ?? process.env.SANDBOX_CONTROL_KEY);
  // Test faults next: an injected failure answers before any other hook (faults.ts).
  faultRoutes(app, ctx);
  // spec 8: 403 means the session expired. Checked before the body is parsed, so an unauthenticated
  // call learns nothing else; the handlers read the session again to know whose it is.
  app.addHook('onRequest', async (request) => {
    if (needsSession(request.url)) requireSession(ctx, request);
  });
  // Personal answers (a player's details, a token, money) are never kept by a cache on the way (review
  // finding 15); so are control answers. Pages with their own policy (the game page) keep it.
  app.addHook('onSend', async (request, reply, payload) => {
    const personal = request.url.startsWith('/api/user/') || request.url.startsWith('/api/sandbox/') || request.headers.authorization !== undefined
      || request.headers.authorization2 !== undefined;
    if (personal && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
  // A body nested 100,000 deep parses, but would overflow whatever walks it later (review finding 11).
  app.addHook('preValidation', async (request) => checkBodyDepth(request.body));

  coreRoutes(app, ctx, { failSettings: options.failSettings });
  adminRoutes(app, ctx);
  userRoutes(app, ctx);
  catalogueRoutes(app, ctx);
  controlRoutes(app, ctx);
  settingsControlRoutes(app, ctx);
  exclusionRoutes(app, ctx);
  verificationRoutes(app, ctx);
  passwordResetRoutes(app, ctx);
  credentialRoutes(app, ctx);
  playRoutes(app, ctx);
  depositRoutes(app, ctx);
  withdrawalRoutes(app, ctx);
  documentRoutes(app, ctx);
  realityCheckRoutes(app, ctx);
  limitsRoutes(app, ctx);
  bonusRoutes(app, ctx);
  rakebackControlRoutes(app, ctx);
  loyaltyControlRoutes(app, ctx);
  // Issue 15 registration switches: the reCAPTCHA stand-in (script, token, control).
  captchaRoutes(app, ctx);
  scriptsControlRoutes(app, ctx);
  mapsRoutes(app, ctx);
  // Issue 15 useMultiWallet: a wallet per currency.
  walletRoutes(app, ctx);

  app.all('/api/*', async () => {
    throw notFound();
  });

  // SANDBOX_SOCKET_SWEEP_MS: test:cluster makes the sweep rare, so only a relayed revocation can close a socket at once.
  const sweepFromEnv = /^\d+$/.test(process.env.SANDBOX_SOCKET_SWEEP_MS ?? '') ? Number(process.env.SANDBOX_SOCKET_SWEEP_MS) : undefined;
  const socket = options.socket === false ? null : attachSocket(app.server, ctx, { sweepMs: options.socketSweepMs ?? sweepFromEnv });
  const stopPurge = schedulePurge(ctx);
  app.addHook('preClose', async () => {
    stopPurge();
    socket?.close();
  });
  app.addHook('onClose', async () => ctx.db.close());
}
