// npm run bench:web (after a build): Lighthouse, the judge of first paint (issue 12), against the production
// build served as `npm run serve` serves it, for both brands: /casino, /promotions and a game page, mobile
// preset with Lighthouse's default throttling, in Debian's Chromium. Writes bench/web.md (a report, not a
// timed test): per page the median of RUNS runs (BENCH_RUNS, default 3) and the budgets of issue 12.
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { ROOT } from '../src/brand/schema-files.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BRANDS = [{ id: 'curacao', port: 5298 }, { id: 'lulu', port: 5299 }];
const BUDGET = { performance: 90, lcpMs: 2500, tbtMs: 200, cls: 0.1, others: 100 };
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

interface Scores { performance: number; accessibility: number; bestPractices: number; seo: number; lcpMs: number; tbtMs: number; cls: number }

function serve(brand: string, port: number): Promise<ChildProcess> {
  const server = spawn('npx', ['tsx', 'server/site/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', BRAND: brand, SANDBOX_DB: ':memory:' },
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

async function audit(url: string, port: number): Promise<Scores | null> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
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

const rows: { brand: string; page: string; scores: Scores; performanceRange: string; failed: number }[] = [];
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
        let failed = 0;
        // RUNS finished runs; a run Lighthouse could not finish is counted and run again (at most RUNS times).
        while (runs.length < RUNS && failed < RUNS) {
          const scores = await audit(`${origin}${page}`, chrome.port);
          if (scores) runs.push(scores); else failed += 1;
        }
        if (runs.length === 0) throw new Error(`Lighthouse could not finish a run of ${origin}${page}`);
        const performances = runs.map((r) => r.performance);
        rows.push({ brand: id, page, scores: medianScores(runs), performanceRange: `${Math.min(...performances)}-${Math.max(...performances)}`, failed });
        console.log(`${id} ${page}: performance ${performances.join(', ')}${failed ? ` (${failed} unfinished run(s) repeated)` : ''}`);
      }
    } finally {
      process.kill(-server.pid!, 'SIGTERM');
    }
  }
} finally {
  chrome.kill();
}

const mark = (ok: boolean) => (ok ? '' : ' ✗');
const report = [
  '# First paint (npm run bench:web)',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} with Lighthouse 12.8 (mobile preset, default throttling) on Debian's Chromium, against`,
  `the production build (npm run build, then the site server as npm run serve runs it). Median of ${RUNS} runs after a warm-up run;`,
  `the performance column also shows the range. Budgets (issue 12): performance >= ${BUDGET.performance}, LCP <= ${BUDGET.lcpMs} ms,`,
  `TBT <= ${BUDGET.tbtMs} ms, CLS <= ${BUDGET.cls}, accessibility, best practices and SEO ${BUDGET.others}; ✗ marks a miss. A run Lighthouse`,
  `could not finish (no paint recorded) is repeated, not scored; the count is shown after the range.`,
  '',
  '| brand | page | performance | LCP | TBT | CLS | accessibility | best practices | SEO |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ...rows.map(({ brand, page, scores: s, performanceRange, failed }) => `| ${brand} | ${page} | ${s.performance} (${performanceRange}${failed ? `, ${failed} repeated` : ''})${mark(s.performance >= BUDGET.performance)} | ${Math.round(s.lcpMs)} ms${mark(s.lcpMs <= BUDGET.lcpMs)} | ${Math.round(s.tbtMs)} ms${mark(s.tbtMs <= BUDGET.tbtMs)} | ${s.cls.toFixed(3)}${mark(s.cls <= BUDGET.cls)} | ${s.accessibility}${mark(s.accessibility >= BUDGET.others)} | ${s.bestPractices}${mark(s.bestPractices >= BUDGET.others)} | ${s.seo}${mark(s.seo >= BUDGET.others)} |`),
  '',
].join('\n');
writeFileSync(join(ROOT, 'bench/web.md'), report);
console.log(report);
