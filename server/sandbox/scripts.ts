// Sandbox controls of the script sets (issue 15, spec 7 scripts) and the retargeting service's stand-in (spec 7
// Retargeting, which shows no address: ours is the setting dspretargetBaseUrl, the sandbox's /api/sandbox/retargeting).
//   POST   /api/sandbox/scripts {entries}   the entries GET /api/core/casino/scripts answers from now on (replaced)
//   DELETE /api/sandbox/scripts             none; POST /api/sandbox/reset restores the seeded ones
//   POST   /api/sandbox/scripts?scope=<scope> {entries}   the entries of one browser context only: requests carrying
//          the cookie sandbox-settings-scope=<scope> (as the settings' scope) get these instead of the site's, so a
//          test sets its entries without changing another's; DELETE ?scope= drops them (back to the site's)
//   GET    /api/sandbox/retargeting/script.js?id=  a harmless script: records the id in window.sandboxRetargeting
//   GET    /api/sandbox/retargeting/pixel.gif?id=  a 1x1 transparent GIF
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from './context';
import { getContent, sql } from './db';
import { badRequest } from './errors';
import { scopeParameter } from './settings';
import { validateBody } from './validate';
import type { SandboxScriptsRequest } from '../../src/generated/types';

/** 50 entries of 3 x 16 KB, plus JSON: a bound on the body before it is parsed. */
const SCRIPTS_BODY_LIMIT = 2.5 * 1024 * 1024;
const RETARGETING_ID = /^[A-Za-z0-9_.-]{1,64}$/;
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** Where the entries live in content: the site's under 'scripts', a scope's under 'scripts@<scope>' (a reset empties content). */
export const scriptsContentKey = (scope: string | null) => (scope === null ? 'scripts' : `scripts@${scope}`);

function setScripts(ctx: SandboxContext, entries: SandboxScriptsRequest['entries'], scope: string | null = null) {
  const seeds = entries.map(({ key, audience, head, bodyStart, bodyEnd }) => ({ key, audience, head: head ?? null, bodyStart: bodyStart ?? null, bodyEnd: bodyEnd ?? null }));
  sql(ctx.db, 'INSERT INTO content (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value')
    .run(scriptsContentKey(scope), JSON.stringify(seeds));
  return seeds;
}

export function scriptsControlRoutes(app: FastifyInstance, ctx: SandboxContext) {
  app.post('/api/sandbox/scripts', { bodyLimit: SCRIPTS_BODY_LIMIT }, async (request) => {
    const { entries } = validateBody<SandboxScriptsRequest>('api/sandbox-scripts.request', request.body);
    const keys = entries.map((e) => e.key);
    const twice = keys.find((key, i) => keys.indexOf(key) !== i);
    if (twice !== undefined) throw badRequest(`entries: the key ${twice} is given twice`, 'entries');
    return { success: true, data: setScripts(ctx, entries, scopeParameter(request.query)) };
  });
  app.delete('/api/sandbox/scripts', async (request) => {
    const scope = scopeParameter(request.query);
    if (scope === null) return { success: true, data: setScripts(ctx, []) };
    sql(ctx.db, 'DELETE FROM content WHERE key = ?').run(scriptsContentKey(scope));
    return { success: true, data: getContent(ctx.db, scriptsContentKey(null)) ?? [] };
  });

  app.get<{ Params: { file: string }; Querystring: { id?: unknown } }>('/api/sandbox/retargeting/:file', async (request, reply) => {
    const id = request.query.id;
    if (typeof id !== 'string' || !RETARGETING_ID.test(id)) throw badRequest('id must be 1 to 64 letters, digits, ., - or _', 'id');
    reply.header('cache-control', 'no-store');
    if (request.params.file === 'script.js') {
      return reply.type('text/javascript; charset=utf-8').send(`window.sandboxRetargeting = ${JSON.stringify(id)};\n`);
    }
    if (request.params.file === 'pixel.gif') return reply.type('image/gif').send(PIXEL);
    return reply.code(404).send({ message: 'Not found' });
  });
}
