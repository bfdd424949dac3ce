// npm start: serves the built site (dist/site) and the live version of the brand (the published store:
// BRANDS_DIR, else dist/brands; a newly published version is served without a restart) with the sandbox
// platform, on one origin: http://127.0.0.1:5173 unless PORT, HOST or BRAND say otherwise.
// WORKERS=<n> runs n such servers on the port (node:cluster); REDIS_URL makes them, and the site's servers on
// other machines, share their limits, sockets and chat (server/sharedState.ts; docs/deploy.md).
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { readFileSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createSite } from './app';
import { brandWatching, listenOptions, sandboxMounted, UnsafeExposure, workerCount } from './config';
import { NEEDS_REDIS, SharedStateUnavailable } from '../sharedState';
import { BrandStore } from '../../src/brand/store';
import { LiveBrand, NoValidVersion } from './liveBrand';
import { brandPreview } from './preview';
import { StudioAccounts } from '../studio/accounts';
import { registerStudio } from '../studio/index';
import { documentRoutes } from '../studio/documents';
import { registerStudioPage } from '../studio/page';
import { seedSandboxOperators, studioDbPath } from '../studio/setup';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const env = process.env;
const brand = env.BRAND ?? 'curacao';
const siteDir = join(ROOT, 'dist/site');
// The published brands (npm run brand -- publish): BRANDS_DIR, shared by every server of a brand, or the build's.
const store = new BrandStore(env.BRANDS_DIR ?? join(ROOT, 'dist/brands'));

function fail(message: string): never {
  console.error(`\x1b[31m${message}\x1b[0m`);
  process.exit(1);
}

// Where to listen is checked first: an unsafe HOST stops the server before anything is served.
let address: { port: number; host: string };
try {
  address = listenOptions(env);
} catch (error) {
  if (error instanceof UnsafeExposure) fail(error.message);
  throw error;
}
if (!existsSync(join(siteDir, 'index.html'))) fail('dist/site is missing: run `npm run build` first (npm start does).');
let workers = 1;
let watching = brandWatching({});
try {
  workers = workerCount(env);
  watching = brandWatching(env);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (workers > 1 && cluster.isPrimary) {
  startWorkers(workers);
} else {
  await serve();
}

/**
 * The primary of WORKERS: starts the workers one after the other (the first creates and seeds the sandbox's database,
 * which the next ones open), starts a worker again when one dies, and stops them all on SIGINT or SIGTERM.
 */
function startWorkers(count: number): void {
  if (!env.REDIS_URL) console.warn(`\x1b[33mWORKERS=${count} without REDIS_URL: ${NEEDS_REDIS}.\x1b[0m`);
  if (env.SANDBOX_DB === ':memory:') console.warn(`\x1b[33mWORKERS=${count} with SANDBOX_DB=:memory:: each worker has a sandbox database of its own, so a session opened on one is unknown to the others.\x1b[0m`);
  let stopping = false;
  const fork = (remaining: number) => {
    const worker = cluster.fork();
    worker.once('listening', () => { if (remaining > 1) fork(remaining - 1); });
  };
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`worker ${worker.process.pid} ended (${signal ?? code}); starting another`);
    fork(1);
  });
  fork(count);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
      cluster.on('exit', () => { if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0); });
    });
  }
}

async function serve(): Promise<void> {
  // A publish seen here (a draft checked, a version made live) is told to the site's other servers (REDIS_URL), which
  // then look at once (below): a new version is live on every server within a second, whatever their polling.
  let announce = () => {};
  const live = new LiveBrand(store, brand, { ...watching, onChange: () => announce() });
  try {
    live.start();
  } catch (error) {
    if (!(error instanceof NoValidVersion)) throw error;
    const published = store.brands();
    fail(`${error.message}${published.length ? ` (published brands: ${published.join(', ')})` : ''}. Is there a brands/${brand} folder?`);
  }
  // The studio previews drafts for signed-in operators with the same cookie: signed with the preview key, else with a
  // key of this process (a restart ends those previews; with WORKERS or several servers, set BRAND_PREVIEW_KEY).
  const preview = brandPreview(env.BRAND_PREVIEW_KEY, live, env.BRAND_PREVIEW_KEY ?? randomBytes(32).toString('base64url'));
  const indexHtml = readFileSync(join(siteDir, 'index.html'), 'utf8');
  // The operator studio (/studio, docs/studio.md): its accounts beside the brand store; the sandbox's two operators seeded.
  const studioAccounts = new StudioAccounts(studioDbPath(env, store.dir));
  if (sandboxMounted(env)) await seedSandboxOperators(studioAccounts, new Date());

  const site = await createSite({
    brand,
    dev: false,
    env,
    serverRendering: true,
    getBundle: () => live.current(),
    previewFor: (request) => preview.bundleFor(request),
    readAsset: (file) => store.readAsset(brand, file),
    getHtml: async () => indexHtml,
    register: async (site) => {
      preview.register(site);
      await registerStudio(site, { accounts: studioAccounts, routes: documentRoutes(store, { brand, cookieFor: preview.cookieFor }) });
      await registerStudioPage(site, join(ROOT, 'dist/studio'));
      await site.register(fastifyStatic, {
        root: siteDir,
        prefix: '/',
        index: false,
        wildcard: false,
        // The build's .br and .gz files (tools/precompress.ts), chosen by the request's Accept-Encoding.
        preCompressed: true,
        // Our own cache-control (setHeaders): the plugin's default (public, max-age=0) would replace it.
        cacheControl: false,
        // index.html is only served through the page handler, which writes the boot config into it. Source
        // maps stay on disk for error reporting and are never served: they would publish the sources.
        allowedPath: (pathName) => pathName !== '/index.html' && !pathName.endsWith('.map'),
        setHeaders: (res, path) => {
          // Hashed build assets never change; everything else is checked every time.
          res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
          // The same address answers br, gzip or plain: a shared cache must keep them apart.
          res.setHeader('vary', 'accept-encoding');
        },
      });
    },
  }).catch((error: unknown) => {
    if (error instanceof SharedStateUnavailable) fail(error.message);
    throw error;
  });

  const { app, shared } = site;
  live.describe = () => ({ settings: site.settingSources() });
  if (shared.kind === 'redis') {
    const channel = `brand-live:${brand}`;
    announce = () => void shared.publish(channel, {}).catch((error: unknown) => console.error('[redis] brand notice:', error));
    // Another server saw a publish: this one reads the live pointer now rather than at its next poll.
    shared.subscribe(channel, (_message, from) => { if (from !== shared.serverId) live.refresh(); });
  }
  const { port, host } = address;
  await app.listen({ port, host });
  const sharing = shared.kind === 'redis' ? 'state shared in Redis' : 'state in this process';
  console.log(`Casino front end (brand ${brand}, version ${live.current().hash}${cluster.isWorker ? `, worker ${process.pid}` : ''}, ${sharing}) ready at http://${host}:${port}`);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      live.close();
      void app.close().then(() => process.exit(0));
    });
  }
}
