// npm run bench: the sandbox's performance budget, outside the test run. Starts the sandbox alone on
// 127.0.0.1 (an ephemeral port, SANDBOX_DB=:memory:), signs in once, then loads get-user-details and
// get-all-bonus with autocannon for ~10 s each and reports requests/s and p99 against the goal
// (2,000 req/s or more, p99 under 50 ms on the project's 2-core machine). Also reports the login rate,
// which the scrypt cost bounds on purpose, and the scrypt parameters. Loopback only; bounded in time
// (about 30 s in all). Exits 1 when a goal is missed.
import { createRequire } from 'node:module';
import { cpus } from 'node:os';
import Fastify from 'fastify';

process.env.SANDBOX_DB = ':memory:';
const { sandboxPlugin } = await import('../server/sandbox/index');
const { SCRYPT_DEFAULTS, hashPassword } = await import('../server/sandbox/accounts');

interface Histogram { average: number; p50: number; p99: number; max: number }
interface AutocannonResult { requests: Histogram & { total: number }; latency: Histogram; non2xx: number; errors: number; timeouts: number; duration: number }
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
// autocannon ships no types; it is only ever called with the options below.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const GOAL_RPS = 2000;
const GOAL_P99_MS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const app = Fastify({ logger: false });
await app.register(sandboxPlugin, { db: ':memory:' });
const base = await app.listen({ host: '127.0.0.1', port: 0 });

const login = await fetch(`${base}/api/user/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'player@sandbox.test', password: 'Sandbox123!' }),
});
if (!login.ok) throw new Error(`login answered ${login.status}`);
const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

async function load(title: string, options: Record<string, unknown>) {
  // autocannon runs in a worker thread so the load generator does not share the server's event loop.
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, workers: 1, ...options });
  const failures = result.non2xx + result.errors + result.timeouts;
  return { title, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, total: result.requests.total, failures };
}

console.log(`sandbox bench on ${base} (${cpus().length} cores, Node ${process.version}), ${CONNECTIONS} connections, ${DURATION_S} s per call`);
const rows = [
  await load('GET /api/user/get-user-details', { url: `${base}/api/user/get-user-details`, headers: auth }),
  await load('GET /api/admin/get-all-bonus', { url: `${base}/api/admin/get-all-bonus?limit=24&pageNo=1`, headers: auth }),
];

// The login rate: each login is one scrypt verification, slow by design.
const hashStart = performance.now();
await hashPassword('Sandbox123!');
const hashMs = performance.now() - hashStart;
const logins = await load('POST /api/user/login', {
  url: `${base}/api/user/login`, method: 'POST', connections: 4, duration: Math.min(DURATION_S, 5),
  headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'player@sandbox.test', password: 'Sandbox123!' }),
});
await app.close();

let missed = false;
const pad = (text: string, width: number) => text.padEnd(width);
console.log(`\n${pad('call', 34)}${pad('req/s', 10)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('requests', 10)}${pad('failed', 8)}goal`);
for (const row of rows) {
  const ok = row.rps >= GOAL_RPS && row.p99 < GOAL_P99_MS && row.failures === 0;
  missed ||= !ok;
  console.log(`${pad(row.title, 34)}${pad(row.rps.toFixed(0), 10)}${pad(String(row.p50), 9)}${pad(String(row.p99), 9)}${pad(String(row.total), 10)}${pad(String(row.failures), 8)}${ok ? 'met' : 'MISSED'} (>= ${GOAL_RPS} req/s, p99 < ${GOAL_P99_MS} ms)`);
}
console.log(`${pad(logins.title, 34)}${pad(logins.rps.toFixed(1), 10)}${pad(String(logins.p50), 9)}${pad(String(logins.p99), 9)}${pad(String(logins.total), 10)}${pad(String(logins.failures), 8)}(no goal: bounded by scrypt on purpose)`);
const { N, r, p, keyLength } = SCRYPT_DEFAULTS;
console.log(`\nscrypt: N=${N}, r=${r}, p=${p}, key ${keyLength} bytes, ${(128 * N * r / 1024 / 1024).toFixed(0)} MiB per hash, ${hashMs.toFixed(0)} ms per hash here`);
process.exit(missed ? 1 : 0);
