// npm run dev: Vite with hot reload for code, and live reload for brand documents. A brand change
// is re-bundled and validated; when valid the page reloads, when not the errors (file:line:column,
// pointer, message) show in Vite's overlay and the last valid bundle keeps being served.
import { createServer as createHttpServer } from 'node:http';
import { join, dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer as createVite } from 'vite';
import type { BrandBundle } from '../../src/platform/brand';
import { bundleBrand } from '../../src/brand/index';
import { createSite } from './app';
import { listenOptions } from './config';
import { buildCardFieldsScript } from '../../tools/build-provider';
import { WIDGET_GALLERY_PATH } from '../../src/dev/widgetGallery';
import { ASSET_ROUTE } from '../../src/platform/assets';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const env = process.env;
// BRAND_SOURCES points the dev server at another brands folder (a working copy an operator is editing).
// (BRANDS_DIR is the published store that `npm start` serves: src/brand/store.ts.)
const BRANDS = env.BRAND_SOURCES ?? join(ROOT, 'brands');
const brand = env.BRAND ?? 'curacao';

type Problem = { file: string; line: number; column: number; pointer: string; message: string };
const describe = (problems: Problem[]) => problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.pointer} ${p.message}`).join('\n');

async function rebuild(): Promise<{ bundle?: BrandBundle; files?: Record<string, Buffer>; problems: Problem[] }> {
  return (await bundleBrand(brand, { brandsDir: BRANDS })) as { bundle?: BrandBundle; files?: Record<string, Buffer>; problems: Problem[] };
}

// An unsafe HOST (control endpoints open to the network) stops here, before anything starts.
const { port, host } = listenOptions(env);
const first = await rebuild();
if (!first.bundle) {
  console.error(`Brand "${brand}" is invalid:\n${describe(first.problems)}`);
  process.exit(1);
}
let lastValid: BrandBundle = first.bundle;
// The bytes of its assets/ files by stored name; every valid bundle's are kept, as the store keeps every version's.
const assetFiles: Record<string, Buffer> = { ...first.files };
// The sandbox provider's card fields script is a built file (npm run build makes it for npm start).
await buildCardFieldsScript();

const vite = await createVite({ root: ROOT, server: { middlewareMode: true }, appType: 'custom' });

const { app } = await createSite({
  brand,
  dev: true,
  env,
  getBundle: () => lastValid,
  readAsset: (file) => (Object.hasOwn(assetFiles, file) ? assetFiles[file] : null),
  // The widget gallery (src/dev): every widget's example rendered in the brand, for developers; npm start has none.
  devPages: [WIDGET_GALLERY_PATH],
  getHtml: async (url) => vite.transformIndexHtml(url, (await import('node:fs')).readFileSync(join(ROOT, 'index.html'), 'utf8')),
  serverFactory: (handler) =>
    createHttpServer((req, res) => {
      const url = req.url ?? '/';
      // The API, the bundle and page requests go to Fastify; modules and assets to Vite.
      if (url.startsWith('/api/') || url.startsWith('/brands/') || url.startsWith(ASSET_ROUTE) || url.startsWith('/socket.io')) return handler(req, res);
      vite.middlewares(req, res, () => handler(req, res));
    }),
});

// One rebuild at a time; changes that arrive meanwhile are folded into one more rebuild, so a slow
// bundle can never overwrite a newer one.
let running = false;
let pending: string | null = null;
async function onBrandChange(file: string) {
  pending = file;
  if (running) return;
  running = true;
  while (pending) {
    const changed = pending;
    pending = null;
    const result = await rebuild();
    if (result.bundle) {
      lastValid = result.bundle;
      Object.assign(assetFiles, result.files);
      console.log(`brand ${brand}: ${relative(ROOT, changed)} changed, reloaded (${result.bundle.hash})`);
      vite.ws.send({ type: 'full-reload' });
    } else {
      const message = describe(result.problems);
      console.error(`brand ${brand}: ${relative(ROOT, changed)} has problems; still serving the last valid bundle\n${message}`);
      vite.ws.send({ type: 'error', err: { message: `Brand "${brand}" is invalid (players keep the last valid version):\n${message}`, stack: '', plugin: 'brand' } });
    }
  }
  running = false;
}

vite.watcher.add(BRANDS);
vite.watcher.on('all', (_event, file) => {
  if (file.startsWith(BRANDS)) void onBrandChange(file);
});

await app.listen({ port, host });
console.log(`Casino front end (dev, brand ${brand}) ready at http://${host}:${port} (every widget: ${WIDGET_GALLERY_PATH})`);
