// npm run bench:web (after a build): Lighthouse, the judge of first paint (issue 12), against the production
// build served as `npm run serve` serves it, for both brands: /casino, /promotions and a game page, mobile
// preset with Lighthouse's default throttling, in Debian's Chromium. Writes bench/web.md (a report, not a
// timed test): per page the median of RUNS runs (BENCH_RUNS, default 3) and the budgets of issue 12, beside the
// page's floor: the same page with every script request blocked, measured in the same run, interleaved run by run,
// so a busy machine weighs on both alike and a reader sees how far the scripts take the page from its HTML and CSS.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { ROOT } from '../src/brand/schema-files.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
// BENCH_PORT_BASE moves the two servers (base, base + 1), so two worktrees can measure side by side.
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 5298);
const BRANDS = [{ id: 'curacao', port: PORT_BASE }, { id: 'lulu', port: PORT_BASE + 1 }];
const BUDGET = { performance: 90, lcpMs: 2500, tbtMs: 200, cls: 0.1, others: 100 };
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

interface Scores { performance: number; accessibility: number; bestPractices: number; seo: number; lcpMs: number; tbtMs: number; cls: number }

function serve(brand: string, port: number): Promise<ChildProcess> {
  const server = spawn('npx', ['tsx', 'server/site/main.ts'], {
    cwd: ROOT,
    // NODE_ENV as `npm run serve` sets it: React's production server build, not its slower development one.
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', BRAND: brand, SANDBOX_DB: ':memory:' },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true, // its own process group: npx, tsx and node are stopped together
  });
  return new Promise((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => { if (chunk.toString().includes('ready at')) resolve(server); });
    server.on('exit', (code) => reject(new Error(`the ${brand} server exited (${code}): is there a build? run npm run build`)));
  });
}

async function firstGame(origin: string): Promise<string> {
  const answer = await (await fetch(`${origin}/api/core/casino/games?limit=1`)).json() as { data?: { games?: { rows?: { slug?: string }[] } } };
  const slug = answer.data?.games?.rows?.[0]?.slug;
  if (!slug) throw new Error(`${origin} lists no game`);
  return slug;
}

/** The floor blocks every script the page asks for (its bundle, chunks and modulepreloads): what HTML and CSS alone give. */
const NO_SCRIPTS = ['*.js', '*.mjs'];

async function audit(url: string, port: number, floor = false): Promise<Scores | null> {
  const result = await lighthouse(url, {
    port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    blockedUrlPatterns: floor ? NO_SCRIPTS : null,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  // A run Lighthouse could not finish (no paint recorded, a protocol timeout on a busy machine) is not a score.
  if (runtimeError || !Number.isFinite(audits['largest-contentful-paint']?.numericValue)) return null;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo'),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const medianScores = (runs: Scores[]): Scores => Object.fromEntries(
  (Object.keys(runs[0]) as (keyof Scores)[]).map((key) => [key, median(runs.map((r) => r[key]))]),
) as unknown as Scores;

const range = (values: number[]) => `${Math.min(...values)}-${Math.max(...values)}`;

const rows: { brand: string; page: string; scores: Scores; performanceRange: string; failed: number; floor: Scores; floorRange: string }[] = [];
const loadAtStart = loadavg()[0];
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
try {
  for (const { id, port } of BRANDS) {
    const server = await serve(id, port);
    try {
      const origin = `http://127.0.0.1:${port}`;
      const pages = ['/casino', '/promotions', `/casino/games/${await firstGame(origin)}`];
      for (const page of pages) {
        await audit(`${origin}${page}`, chrome.port); // a warm-up run: the server's first answers fill its caches
        const runs: Scores[] = [];
        const floors: Scores[] = [];
        let failed = 0;
        // RUNS finished runs of the page, each followed by a run of its floor; a run Lighthouse could not finish is
        // counted and run again (at most RUNS times).
        while (runs.length < RUNS && failed < RUNS) {
          const scores = await audit(`${origin}${page}`, chrome.port);
          if (scores) runs.push(scores); else failed += 1;
          const floor = await audit(`${origin}${page}`, chrome.port, true);
          if (floor) floors.push(floor);
        }
        if (runs.length === 0 || floors.length === 0) throw new Error(`Lighthouse could not finish a run of ${origin}${page}`);
        const performances = runs.map((r) => r.performance);
        const floorPerformances = floors.map((r) => r.performance);
        rows.push({
          brand: id, page, scores: medianScores(runs), performanceRange: range(performances), failed,
          floor: medianScores(floors), floorRange: range(floorPerformances),
        });
        console.log(`${id} ${page}: performance ${performances.join(', ')}${failed ? ` (${failed} unfinished run(s) repeated)` : ''}; floor ${floorPerformances.join(', ')}`);
      }
    } finally {
      process.kill(-server.pid!, 'SIGTERM');
    }
  }
} finally {
  chrome.kill();
}

const mark = (ok: boolean) => (ok ? '' : ' ✗');
const lighthouseVersion = (JSON.parse(readFileSync(join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }).version;
const cpu = cpus();
const load = (value: number) => value.toFixed(1);
const report = [
  '# First paint (npm run bench:web)',
  '',
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run build && npm run bench:web\` on ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}`,
  `(load average ${load(loadAtStart)} at the start, ${load(loadavg()[0])} at the end), with Lighthouse ${lighthouseVersion} (mobile preset, default throttling)`,
  `on Debian's Chromium, against the production build served as npm run serve serves it. Median of ${RUNS} runs after a warm-up`,
  `run; the performance columns also show the range. The floor is the same page in the same run with every script`,
  `request blocked (${NO_SCRIPTS.join(', ')}): the HTML and CSS alone, run after each run of the page. Budgets (issue 12):`,
  `performance >= ${BUDGET.performance}, LCP <= ${BUDGET.lcpMs} ms, TBT <= ${BUDGET.tbtMs} ms, CLS <= ${BUDGET.cls}, accessibility, best practices and`,
  `SEO ${BUDGET.others}; ✗ marks a miss. A run Lighthouse could not finish (no paint recorded) is repeated, not scored; the`,
  'count is shown after the range. Scores move by several points from run to run on a shared machine: compare two',
  'builds by running this in each, alternating, on the same machine, and read the floor beside each.',
  '',
  '| brand | page | performance | floor | LCP | floor LCP | TBT | CLS | floor CLS | accessibility | best practices | SEO |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ...rows.map(({ brand, page, scores: s, performanceRange, failed, floor: f, floorRange }) => [
    brand, page,
    `${s.performance} (${performanceRange}${failed ? `, ${failed} repeated` : ''})${mark(s.performance >= BUDGET.performance)}`,
    `${f.performance} (${floorRange})`,
    `${Math.round(s.lcpMs)} ms${mark(s.lcpMs <= BUDGET.lcpMs)}`, `${Math.round(f.lcpMs)} ms`,
    `${Math.round(s.tbtMs)} ms${mark(s.tbtMs <= BUDGET.tbtMs)}`,
    `${s.cls.toFixed(3)}${mark(s.cls <= BUDGET.cls)}`, f.cls.toFixed(3),
    `${s.accessibility}${mark(s.accessibility >= BUDGET.others)}`, `${s.bestPractices}${mark(s.bestPractices >= BUDGET.others)}`,
    `${s.seo}${mark(s.seo >= BUDGET.others)}`,
  ].join(' | ')).map((row) => `| ${row} |`),
  '',
].join('\n');
writeFileSync(join(ROOT, 'bench/web.md'), report);
console.log(report);
