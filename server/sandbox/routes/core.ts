// Core host calls (spec 7: paths under /api/core): app settings, CMS texts, script sets, and the
// generated assets under /api/core/casino/assets/.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { artworkSvg, isArtworkKind } from '../artwork';
import { optionalSession } from '../auth';
import type { SandboxContext } from '../context';
import { getContent, sql } from '../db';
import { notFound } from '../errors';
import { bool, type Query } from '../params';
import type { ScriptSeed } from '../seed/content';
import { SANDBOX_DATA, readData } from '../data';
import { currentSettings, settingsScopeOf } from '../settings';
import { scriptsContentKey } from '../scripts';

export interface CoreOptions { failSettings?: boolean }

export function coreRoutes(app: FastifyInstance, ctx: SandboxContext, options: CoreOptions) {
  // App settings (spec 3 App settings); the bare settings object. failSettings exercises the
  // fallback and the exit-911 paths (spec 4 Settings, spec 8).
  app.get('/api/core/casino/settings2', async (request, reply) => {
    if (options.failSettings) return reply.code(503).send({ message: 'Service Unavailable' });
    return currentSettings(ctx, request);
  });

  // CMS texts (spec 7): /api/core/casino/locales/{lng}.json?_v4=<daily date>, cached 5 minutes.
  app.get<{ Params: { file: string } }>('/api/core/casino/locales/:file', async (request, reply) => {
    const match = /^([a-z]{2,3})\.json$/.exec(request.params.file);
    if (!match || !existsSync(join(SANDBOX_DATA, 'locales', `${match[1]}.json`))) throw notFound();
    reply.header('cache-control', 'public, max-age=300');
    return readData(`locales/${match[1]}.json`);
  });

  // Script sets (spec 7): the sets for everyone, plus the logged-in users' sets when
  // enableAuthUsers=true and the token is valid, plus the depositors' when enableDepositors=true and
  // the player has deposited (spec 6 Depositor: "Gets extra scripts").
  app.get<{ Querystring: Query }>('/api/core/casino/scripts', async (request, reply) => {
    const session = optionalSession(ctx, request);
    const withAuth = bool(request.query, 'enableAuthUsers') === true && session !== null;
    const depositCount = session
      ? (sql(ctx.db, 'SELECT deposit_count AS n FROM users WHERE id = ?').get(session.userId) as { n: number } | undefined)?.n ?? 0
      : 0;
    const withDepositors = bool(request.query, 'enableDepositors') === true && depositCount > 0;
    // A browser context with entries of its own (POST /api/sandbox/scripts?scope=) gets those instead of the site's.
    const scope = settingsScopeOf(request);
    const entries = (scope !== null ? getContent<ScriptSeed[]>(ctx.db, scriptsContentKey(scope)) : undefined) ?? getContent<ScriptSeed[]>(ctx.db, 'scripts') ?? [];
    const sets = entries.filter((s) =>
      s.audience === 'all' || (s.audience === 'authUsers' && withAuth) || (s.audience === 'depositors' && withDepositors));
    // The answer depends on the token, so a shared cache must not hand one player's sets to another.
    reply.header('vary', 'Authorization, Authorization2');
    return { success: true, data: sets.map(({ key, head, bodyStart, bodyEnd }) => ({ key, head, bodyStart, bodyEnd })) };
  });

  // Generated artwork: /api/core/casino/assets/<kind>/<name>.svg (games, providers, payments, banners,
  // tournaments). Unknown names still get a picture of the name: a broken image helps no one.
  app.get<{ Params: { kind: string; file: string } }>('/api/core/casino/assets/:kind/:file', async (request, reply) => {
    const { kind, file } = request.params;
    if (kind === 'scripts') return scriptAsset(file, reply);
    const match = /^([a-z0-9-_]+)\.svg$/i.exec(file);
    if (!isArtworkKind(kind) || !match) throw notFound();
    const [title, subtitle] = artworkTitle(ctx, kind, match[1]);
    reply.header('cache-control', 'public, max-age=86400');
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    return reply.type('image/svg+xml').send(artworkSvg(kind, title, subtitle));
  });
}

function artworkTitle(ctx: SandboxContext, kind: string, name: string): [string, string?] {
  if (kind === 'games') {
    const game = sql(ctx.db, 'SELECT g.name, p.name AS provider FROM games g JOIN providers p ON p.slug = g.provider_slug WHERE g.slug = ?')
      .get(name) as { name: string; provider: string } | undefined;
    if (game) return [game.name, game.provider];
  }
  if (kind === 'providers') {
    const provider = sql(ctx.db, 'SELECT name FROM providers WHERE slug = ?').get(name) as { name: string } | undefined;
    if (provider) return [provider.name];
  }
  if (kind === 'payments') {
    const method = sql(ctx.db, "SELECT json_extract(data, '$.title') AS title FROM payment_methods WHERE name = ?").get(name) as { title: string } | undefined;
    if (method) return [method.title];
  }
  if (kind === 'banners') {
    const id = /^bonus-(\d+)$/.exec(name)?.[1];
    const bonus = id ? (sql(ctx.db, "SELECT json_extract(data, '$.banner.bannerTitle') AS title FROM bonuses WHERE id = ?").get(Number(id)) as { title: string } | undefined) : undefined;
    if (bonus) return [bonus.title];
  }
  if (kind === 'tournaments') {
    const t = sql(ctx.db, "SELECT json_extract(data, '$.name') AS name FROM tournaments WHERE slug = ?").get(name) as { name: string } | undefined;
    if (t) return [t.name];
  }
  return [name.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase())];
}

/** The script sets' same-origin files: each records its key, so a test can see what was loaded. */
function scriptAsset(file: string, reply: import('fastify').FastifyReply) {
  const js = /^([a-z0-9-]+)\.js$/.exec(file);
  if (js) {
    reply.header('cache-control', 'public, max-age=300');
    return reply.type('text/javascript; charset=utf-8')
      .send(`(window.sandboxScripts = window.sandboxScripts || []).push(${JSON.stringify(js[1])});\n`);
  }
  if (/^[a-z0-9-]+\.gif$/.test(file)) {
    // A 1x1 transparent GIF, the tracking pixel of the no-script fallback.
    return reply.type('image/gif').send(Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'));
  }
  throw notFound();
}
