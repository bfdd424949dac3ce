// The sandbox platform: the spec's API (section 7) for development, demos and tests, mounted in the
// site server's process and origin. This first part answers what the shell needs to run (settings2,
// CMS locales, scripts, logout, log-event); the full platform (accounts, wallet, socket) follows.
import { readFileSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';

const DATA = join(dirname(fileURLToPath(import.meta.url)), 'data');
const readData = (file: string) => JSON.parse(readFileSync(join(DATA, file), 'utf8')) as unknown;

export interface SandboxOptions {
  /** Makes settings2 fail (status 503), to exercise the exit-911 and browser fallback paths. */
  failSettings?: boolean;
}

export async function sandboxPlugin(app: FastifyInstance, options: SandboxOptions = {}) {
  app.get('/api/core/casino/settings2', async (_request, reply) => {
    if (options.failSettings) return reply.code(503).send({ message: 'Service Unavailable' });
    return readData('settings2.json');
  });

  // CMS texts (spec 7): /api/core/casino/locales/{lng}.json?_v4=<daily date>.
  app.get<{ Params: { file: string } }>('/api/core/casino/locales/:file', async (request, reply) => {
    const match = /^([a-z]{2,3})\.json$/.exec(request.params.file);
    if (!match || !existsSync(join(DATA, 'locales', `${match[1]}.json`))) return reply.code(404).send({ message: 'Not found' });
    reply.header('cache-control', 'public, max-age=300');
    return readData(`locales/${match[1]}.json`);
  });

  app.get('/api/core/casino/scripts', async () => ({ success: true, data: [] }));

  app.post('/api/user/logout', async () => ({ success: true }));
  app.post('/api/user/log-event', async () => ({ success: true }));

  app.all('/api/*', async (request, reply) => reply.code(404).send({ message: 'Not found', path: request.url.split('?')[0] }));
}
