// npm run bench:lobby: the lobby's smoothness with a big catalogue, outside the test run (a report, not
// a timed test; it needs `npm run build` first). Starts the site server (dist/) with SANDBOX_GAMES=5000
// and SANDBOX_DB=:memory: on a free loopback port, opens /casino in Debian's Chromium and measures:
//   - time to the first grid paint: navigation start to the first frame showing a game card;
//   - scrolling the "All games" grid to its end (all 209 pages of 24, by infinite scroll): frame gaps
//     (requestAnimationFrame deltas) and long tasks (PerformanceObserver 'longtask'). The grid is
//     windowed, so the end is reached when the card whose aria-posinset is the total is in the DOM.
// Budget: no frame over 50 ms while scrolling. Prints the report, writes bench/lobby.md, exits 1 when
// the budget is missed. If it fails, fix the grid (src/widgets/GameGrid), not the bench.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import config from '../playwright.config';
import { ROOT } from '../src/brand/schema-files.ts';

const GAMES = Number(process.env.BENCH_GAMES ?? 5000);
const FRAME_BUDGET_MS = 50;
const PAGE = process.env.BENCH_PAGE ?? '/casino';
const SCROLL_TIMEOUT_MS = 240_000;

if (!existsSync(join(ROOT, 'dist/site/index.html'))) {
  console.error('bench:lobby serves the build: run `npm run build` first.');
  process.exit(2);
}

/** A free loopback port: listen on port 0, read it, close. */
const freePort = () => new Promise<number>((resolve, reject) => {
  const probe = createServer();
  probe.once('error', reject);
  probe.listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as { port: number };
    probe.close(() => resolve(port));
  });
});

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'server/site/main.ts'], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', BRAND: 'curacao', SANDBOX_DB: ':memory:', SANDBOX_GAMES: String(GAMES) },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let serverLog = '';
server.stdout.on('data', (d) => { serverLog += d; });
server.stderr.on('data', (d) => { serverLog += d; });
const stopServer = () => { if (server.exitCode === null) server.kill('SIGTERM'); };
process.on('exit', stopServer);

async function waitForServer() {
  const until = Date.now() + 90_000;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`the site server stopped:\n${serverLog}`);
    try {
      if ((await fetch(`${base}/api/core/casino/games?limit=1`)).ok) return;
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the site server did not start in 90 s:\n${serverLog}`);
}

await waitForServer();
const total = ((await (await fetch(`${base}/api/core/casino/games?limit=1`)).json()) as { data: { games: { count: number } } }).data.games.count;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: config.use?.launchOptions?.args ?? ['--headless', '--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });

// Recorders installed before the app runs: long tasks, the first frame with a game card, and frame
// gaps while window.__bench.recording is on.
// (A string, not a function: tsx compiles functions with name helpers that do not exist in the page.)
await page.addInitScript(`
  const bench = { longTasks: [], firstCard: 0, gaps: [], recording: false };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  let last = 0;
  const frame = (now) => {
    if (!bench.firstCard && document.querySelector('[data-testid="game-card"]')) bench.firstCard = now;
    if (bench.recording && last) bench.gaps.push(now - last);
    last = now;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
`);

type Bench = { longTasks: Array<{ start: number; duration: number }>; firstCard: number; gaps: number[]; recording: boolean };
const read = () => page.evaluate('window.__bench') as Promise<Bench>;

await page.goto(`${base}${PAGE}`);
await page.getByTestId('game-card').first().waitFor();
await page.waitForFunction('window.__bench.firstCard > 0');
const firstPaint = (await read()).firstCard;
const startupLongTasks = (await read()).longTasks.length;

// Scroll like a player flicking the wheel until the last grid has rendered its last game.
const allGames = page.getByTestId('game-grid').last();
await allGames.scrollIntoViewIfNeeded();
await page.evaluate('window.__bench.recording = true');
const scrollStart = Date.now();
// How far down the list the grid has rendered: the highest aria-posinset in the last grid's DOM (a
// string expression, as above).
const reachedNow = () => page.evaluate(`(() => {
  const grid = Array.from(document.querySelectorAll('[data-testid="game-grid"]')).at(-1);
  return Math.max(0, ...Array.from(grid ? grid.querySelectorAll('[aria-posinset]') : [], (li) => Number(li.getAttribute('aria-posinset'))));
})()`) as Promise<number>;
let cards = 0;
while (Date.now() - scrollStart < SCROLL_TIMEOUT_MS) {
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, 2400);
  await page.waitForTimeout(50);
  cards = await reachedNow();
  if (cards >= total) break;
}
// A last flick to the very end with every game loaded.
await page.mouse.wheel(0, 100_000);
await page.waitForTimeout(500);
const scrollSeconds = (Date.now() - scrollStart) / 1000;
const result = await read();
const domCards = await allGames.getByTestId('game-card').count();
await browser.close();
stopServer();

const gaps = result.gaps.slice().sort((a, b) => a - b);
const pct = (p: number) => gaps.length ? gaps[Math.min(gaps.length - 1, Math.floor(p * gaps.length))] : 0;
const slow = gaps.filter((g) => g > FRAME_BUDGET_MS).length;
const scrollLongTasks = result.longTasks.slice(startupLongTasks);
const maxGap = gaps.at(-1) ?? 0;
const ok = cards >= total && maxGap <= FRAME_BUDGET_MS;
const line = (k: string, v: string) => `| ${k} | ${v} |`;

const report = [
  '# Lobby benchmark (npm run bench:lobby)',
  '',
  `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpus().length} cores, Chromium headless (${config.use?.launchOptions?.args?.join(' ')}), viewport 1280x800.`,
  `Site server with SANDBOX_GAMES=${GAMES}, SANDBOX_DB=:memory:; page ${PAGE}; the "All games" grid pages by 24 through infinite scroll;`,
  'the grid is windowed: only the rows near the viewport (plus a row each side, none while flung) are in the DOM, and card art comes a few',
  'images per frame (src/widgets/GameGrid, src/lobby/gridWindow.ts, src/lobby/artQueue.ts).',
  '',
  '| measure | value |',
  '|---|---|',
  line('games reached at the end (highest aria-posinset rendered)', `${cards} of ${total}`),
  line('game cards in the DOM at the end', String(domCards)),
  line('time to the first grid paint (navigation start to first frame with a card)', `${firstPaint.toFixed(0)} ms`),
  line('scrolling to the end (all pages fetched and rendered)', `${scrollSeconds.toFixed(1)} s`),
  line('frames while scrolling', String(gaps.length)),
  line('frame gap median / p95 / p99 / max', `${pct(0.5).toFixed(1)} / ${pct(0.95).toFixed(1)} / ${pct(0.99).toFixed(1)} / ${maxGap.toFixed(1)} ms`),
  line(`frames over ${FRAME_BUDGET_MS} ms`, String(slow)),
  line('long tasks while scrolling (count / longest)', `${scrollLongTasks.length} / ${Math.max(0, ...scrollLongTasks.map((t) => t.duration)).toFixed(0)} ms`),
  line('long tasks at start-up', String(startupLongTasks)),
  '',
  `Budget: every frame under ${FRAME_BUDGET_MS} ms while scrolling: **${ok ? 'met' : 'MISSED'}**.`,
  '',
].join('\n');

console.log(report);
mkdirSync(join(ROOT, 'bench'), { recursive: true });
writeFileSync(join(ROOT, 'bench/lobby.md'), report);
process.exit(ok ? 0 : 1);
