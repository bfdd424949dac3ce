// The studio app's page and files (dist/studio, built by vite.studio.config.ts) at /studio. Its HTML is never cached
// (a new build's files load at once); the hashed files are immutable. The site's security headers apply (app.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export async function registerStudioPage(app: FastifyInstance, dir: string): Promise<void> {
  const page = join(dir, 'studio.html');
  const html = existsSync(page) ? readFileSync(page, 'utf8') : null;
  const answer = async (_request: unknown, reply: import('fastify').FastifyReply) => {
    if (!html) return reply.code(404).type('text/plain').send('The studio is not built: run `npm run build`.');
    return reply.header('cache-control', 'no-cache').header('x-robots-tag', 'noindex').type('text/html; charset=utf-8').send(html);
  };
  app.get('/studio', answer);
  app.get('/studio/', answer);
  await app.register(fastifyStatic, {
    root: join(dir, 'assets'),
    prefix: '/studio/assets/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    allowedPath: (path) => !path.endsWith('.map'),
    setHeaders: (res) => res.setHeader('cache-control', 'public, max-age=31536000, immutable'),
  });
}
