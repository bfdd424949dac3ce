// npm run bench:renderer (issue 12): a 2,000-node page rendered by the renderer costs at most 1.15x the
// same page written as JSX, on the server (renderToString) and in the browser (mounting in Debian's
// Chromium). The page and its JSX twin: tools/bench-renderer/page.tsx; medians, ratios and the report:
// tools/bench-renderer/measure.ts. Writes bench/renderer.md; exits 1 when a ratio is over the budget.
// If it fails, make the renderer cheaper (src/renderer/RenderNode.tsx), not the bench.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { chromium } from '@playwright/test';
import config from '../playwright.config';
import { ROOT } from '../src/brand/schema-files.ts';
import { interleavedOrder, reportText, summarise, type Timing, type Variant } from './bench-renderer/measure.ts';

// React's production build, as players run it (React picks its build when first imported, below).
process.env.NODE_ENV = 'production';

const WARMUP_PAIRS = Number(process.env.BENCH_WARMUP ?? 15);
const SERVER_PAIRS = Number(process.env.BENCH_SERVER_RUNS ?? 60);
const BROWSER_PAIRS = Number(process.env.BENCH_BROWSER_RUNS ?? 60);

const split = (runs: Array<{ variant: Variant; ms: number }>): Timing => ({
  renderer: runs.filter((r) => r.variant === 'renderer').map((r) => r.ms),
  jsx: runs.filter((r) => r.variant === 'jsx').map((r) => r.ms),
});

// ---- server ----
const { renderToString } = await import('react-dom/server');
const { createElement } = await import('react');
const page = await import('./bench-renderer/page.tsx');
const nodes = page.benchPageDocument();
const nodeCount = page.countNodes(nodes);
const context = page.benchContext();
const serverElement = (variant: Variant) => createElement(page.BenchProviders, {
  context,
  children: variant === 'renderer' ? createElement(page.RendererPage, { nodes }) : createElement(page.JsxPage),
});

function serverRuns(order: Variant[]) {
  return order.map((variant) => {
    const start = performance.now();
    renderToString(serverElement(variant));
    return { variant, ms: performance.now() - start };
  });
}
serverRuns(interleavedOrder(WARMUP_PAIRS));
const server = summarise(split(serverRuns(interleavedOrder(SERVER_PAIRS))));
console.log(`server: renderer ${server.renderer.toFixed(2)} ms, JSX ${server.jsx.toFixed(2)} ms, ratio ${server.ratio.toFixed(3)} (pairs ${server.pairedRatio.toFixed(3)})`);

// ---- browser ----
const dir = mkdtempSync(join(tmpdir(), 'bench-renderer-'));
await build({
  entryPoints: [join(ROOT, 'tools/bench-renderer/browser.tsx')],
  bundle: true,
  minify: true,
  // A classic script: Chromium does not load module scripts from file: addresses.
  format: 'iife',
  target: 'es2022',
  jsx: 'automatic',
  outfile: join(dir, 'bench.js'),
  define: { 'process.env.NODE_ENV': '"production"', 'import.meta.env.DEV': 'false', 'import.meta.env.PROD': 'true', 'import.meta.env.SSR': 'false' },
  logLevel: 'warning',
});
writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title></head><body><script src="./bench.js"></script></body></html>');

const args = [...(config.use?.launchOptions?.args ?? ['--headless', '--no-sandbox']), '--js-flags=--expose-gc'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
let browserSummary;
try {
  const tab = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  tab.on('pageerror', (err) => console.error('page error:', err));
  await tab.goto(pathToFileURL(join(dir, 'index.html')).href);
  await tab.waitForFunction('window.__benchRenderer !== undefined');
  // Strings, not functions: tsx compiles functions with helpers that do not exist in the page.
  const runInPage = (order: Variant[]) =>
    tab.evaluate(`window.__benchRenderer.run(${JSON.stringify(order)})`) as Promise<Array<{ variant: Variant; ms: number }>>;
  await runInPage(interleavedOrder(WARMUP_PAIRS));
  browserSummary = summarise(split(await runInPage(interleavedOrder(BROWSER_PAIRS))));
  console.log(`browser: renderer ${browserSummary.renderer.toFixed(2)} ms, JSX ${browserSummary.jsx.toFixed(2)} ms, ratio ${browserSummary.ratio.toFixed(3)} (pairs ${browserSummary.pairedRatio.toFixed(3)})`);
} finally {
  await browser.close();
  rmSync(dir, { recursive: true, force: true });
}

const cpu = cpus();
const report = reportText({
  date: new Date(),
  machine: `${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, Chromium ${browser.version()}`,
  nodes: nodeCount,
  server,
  browser: browserSummary,
  serverMethod: `renderToString (react-dom/server) of each variant, ${WARMUP_PAIRS} warm-up pairs, then ${SERVER_PAIRS} timed pairs; the document is built once (a loaded page).`,
  browserMethod: `a page bundled by esbuild (minified, production React) loaded by file URL in headless Chromium; each run mounts into a fresh root: createRoot + render inside flushSync, timed with performance.now(), then unmounted; garbage collected and a macrotask between runs; ${WARMUP_PAIRS} warm-up pairs, then ${BROWSER_PAIRS} timed pairs.`,
});
writeFileSync(join(ROOT, 'bench/renderer.md'), report);
console.log(`\n${report}`);
process.exit(server.withinBudget && browserSummary.withinBudget ? 0 : 1);
