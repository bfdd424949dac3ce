// npm start: serves the built site (dist/site) and the live version of the brand (the published store:
// BRANDS_DIR, else dist/brands; a newly published version is served without a restart) with the sandbox
// platform, on one origin: http://127.0.0.1:5173 unless PORT, HOST or BRAND say otherwise.
import { randomBytes } from 'node:crypto';
import { readFileSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createSite } from './app';
import { listenOptions, sandboxMounted, UnsafeExposure } from './config';
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
const live = new LiveBrand(store, brand);
try {
  live.start();
} catch (error) {
  if (!(error instanceof NoValidVersion)) throw error;
  const published = store.brands();
  fail(`${error.message}${published.length ? ` (published brands: ${published.join(', ')})` : ''}. Is there a brands/${brand} folder?`);
}
// The studio previews drafts for signed-in operators with the same cookie: signed with the preview key, else with a
// key of this process (a restart ends those previews).
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
});

const { app } = site;
live.describe = () => ({ settings: site.settingSources() });
const { port, host } = address;
await app.listen({ port, host });
console.log(`Casino front end (brand ${brand}, version ${live.current().hash}) ready at http://${host}:${port}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    live.close();
    void app.close().then(() => process.exit(0));
  });
}
