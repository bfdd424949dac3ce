// npm run bench:pages: the site server's memory under the security review's N4 probe, outside the test run (a
// report, not a timed test; it needs `npm run build` first). The probe: 1,200 page requests, 20 at a time, each
// with a query string of its own, from 5 loopback source IPs. Run twice, each on a fresh server (npm run serve's
// command, one node process, so /proc/<pid>/status is the server's):
//   1. as the review sent it (14 KB queries) against the default limits: what an attacker gets;
//   2. queries just under PAGE_URL_MAX_BYTES and the per-IP limit out of the way: every request is a rendering,
//      so this measures renderings and the bounded memo of each page's calls, not the refusals.
// With the in-process sandbox a rendering's calls never wait for the network, so renderings run one after another
// whatever PAGE_RENDERS_AT_ONCE says (nothing lets the next request in before one ends); the line and its 503 are
// for a platform over the network (tests/contract/site-limits.test.ts holds renderings on such a platform).
// Prints per run the answers by status, the time, pages/s and the resident memory (VmRSS) after a warm-up, at its
// highest while probing (sampled every 200 ms), right after, and after 10 s idle. Exits 1 when memory grew by
// 100 MB or more (after idle, against the warm-up) in either run.
// PORT (default 5430) is where the servers listen, one after the other.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PAGE_LIMIT_DEFAULTS } from '../server/site/config';
import { ROOT } from '../src/brand/schema-files.ts';

const PORT = Number(process.env.PORT ?? 5430);
const REQUESTS = 1200;
const AT_ONCE = 20;
const SOURCES = ['127.0.0.31', '127.0.0.32', '127.0.0.33', '127.0.0.34', '127.0.0.35'];
const GROWTH_BUDGET_MB = 100;
const WARM_UP_PAGES = 20;

if (!existsSync(join(ROOT, 'dist/site/index.html'))) {
  console.error('bench:pages serves the build: run `npm run build` first.');
  process.exit(2);
}

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

function get(path: string, localAddress: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port: PORT, path, localAddress, headers: { accept: 'text/html' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.end();
  });
}

async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/site/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), HOST: '127.0.0.1', SANDBOX_DB: ':memory:', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    if (await get('/', '127.0.0.30') === 200) return server;
    await sleep(500);
  }
  throw new Error('the server did not start');
}

/** A query of exactly `bytes` bytes (the `?` included), unique to request i. */
const queryOf = (i: number, bytes: number) => {
  const head = `?search=${i}-`;
  return head + 'x'.repeat(Math.max(0, bytes - head.length));
};

interface Run { name: string; env: Record<string, string>; path: string; queryBytes: number }

async function probe(run: Run): Promise<number> {
  const server = await startServer(run.env);
  const pid = server.pid!;
  try {
    // Warm-up: the modules and caches of an ordinary visit, so "before" is a server that has served pages.
    for (let i = 0; i < WARM_UP_PAGES; i++) await get(`${run.path}?warm=${i}`, '127.0.0.30');
    await sleep(2000);
    const before = rssMb(pid);
    let peak = before;
    const sampler = setInterval(() => { peak = Math.max(peak, rssMb(pid)); }, 200);
    const statuses = new Map<number, number>();
    let next = 0;
    const started = performance.now();
    await Promise.all(Array.from({ length: AT_ONCE }, async (_, worker) => {
      while (next < REQUESTS) {
        const i = next++;
        const status = await get(`${run.path}${queryOf(i, run.queryBytes)}`, SOURCES[(i + worker) % SOURCES.length]);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }));
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const after = rssMb(pid);
    await sleep(10_000);
    const idle = rssMb(pid);
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${count}× ${status}`).join(', ');
    console.log(`\n${run.name}`);
    console.log(`  ${REQUESTS} requests, ${AT_ONCE} at a time, queries of ${run.queryBytes} bytes, ${SOURCES.length} source IPs: ${byStatus}`);
    console.log(`  ${seconds.toFixed(1)} s, ${(REQUESTS / seconds).toFixed(1)} answers/s, ${((statuses.get(200) ?? 0) / seconds).toFixed(1)} pages/s`);
    console.log(`  RSS: ${before.toFixed(0)} MB after the warm-up, ${peak.toFixed(0)} MB at most while probing, ${after.toFixed(0)} MB right after, ${idle.toFixed(0)} MB after 10 s idle (${(idle - before >= 0 ? '+' : '')}${(idle - before).toFixed(0)} MB)`);
    return idle - before;
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

const runs: Run[] = [
  { name: '1. the review\'s probe (14 KB queries), default limits', env: {}, path: '/casino', queryBytes: 14 * 1024 },
  {
    name: `2. every request rendered: queries of ${PAGE_LIMIT_DEFAULTS.urlBytes - '/casino'.length} bytes (the longest address a page may have), no per-IP limit in the way`,
    env: { PAGE_LOADS_PER_IP_MINUTE: '1000000' },
    path: '/casino',
    queryBytes: PAGE_LIMIT_DEFAULTS.urlBytes - '/casino'.length,
  },
];
let failed = false;
for (const run of runs) {
  const growth = await probe(run);
  if (growth >= GROWTH_BUDGET_MB) failed = true;
}
console.log(failed ? `\nmemory grew by ${GROWTH_BUDGET_MB} MB or more in a run` : `\nmemory grew by less than ${GROWTH_BUDGET_MB} MB in every run`);
process.exit(failed ? 1 : 0);
