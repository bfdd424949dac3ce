// npm run test:cluster (issue 28, "Prove it"): one site on two servers sharing Redis. Starts redis-server on a free
// loopback port, two site servers A and B (the built site, one sandbox database file and one brand store, both
// shared, as a production site shares its platform and store) and a round-robin proxy in front of them, then checks
// what must hold across servers:
//   1. a lockout earned on A holds on B;
//   2. a chat message sent through A reaches a player on B, and B's history has it;
//   3. a wallet event raised on A reaches the player's socket on B;
//   4. a freeze on A disconnects the player's sockets on B within 3 s (B's sweep of ended sessions is made rare:
//      only A's relayed revocation can close them);
//   5. a publish seen by A is live on B within a second (B neither watches the store nor polls it within a minute:
//      only A's notice can tell it);
//   6. stopping A mid-session leaves the player signed in through B, balance and all.
// Needs `npm run build` first (npm test runs it after the build) and redis-server (Debian's package; npm test installs
// it with apt-get when it can). CLUSTER_PORT_BASE=<n> uses ports n (Redis), n+1 (A), n+2 (B), n+3 (the proxy) instead
// of free ones. Exits 1 when a check fails; the servers' logs are left in .data/cluster-*.log.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, createWriteStream } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { BrandStore } from '../src/brand/store';
import { roundRobinProxy } from './roundRobinProxy';

const ROOT = join(import.meta.dirname, '..');
const PASSWORD = 'Sandbox123!';
const PLAYER = 'player@sandbox.test';
const NEW_PLAYER = 'new@sandbox.test';
const BRAND = 'curacao';

const work = mkdtempSync(join(tmpdir(), 'casino-cluster-'));
const children: ChildProcess[] = [];
let stopped = false;
function stopAll(): void {
  if (stopped) return;
  stopped = true;
  for (const child of children) if (child.exitCode === null && child.pid) try { process.kill(-child.pid, 'SIGKILL'); } catch { /* gone */ }
  rmSync(work, { recursive: true, force: true });
}
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => { stopAll(); process.exit(130); });

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

/** Waits for a condition by asking again every `everyMs`, up to `withinMs`; throws `what` when it never holds. */
async function until<T>(what: string, check: () => Promise<T | undefined | null | false> | T | undefined | null | false, withinMs = 15_000, everyMs = 50): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${withinMs} ms`);
    await new Promise((done) => setTimeout(done, everyMs));
  }
}

/** A process in a group of its own (npx, tsx and node), logged to .data/cluster-<name>.log; resolves when `ready` is printed. */
function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv, ready: string): Promise<ChildProcess> {
  mkdirSync(join(ROOT, '.data'), { recursive: true });
  const log = createWriteStream(join(ROOT, `.data/cluster-${name}.log`));
  const child = spawn(command, args, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  return new Promise((resolve, reject) => {
    let seen = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes(ready)) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`${name} ended (${code}) before it was ready: .data/cluster-${name}.log`)));
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const ended = new Promise((done) => child.once('exit', done));
  process.kill(-child.pid!, 'SIGTERM');
  await ended;
}

interface Answer { status: number; body: Record<string, unknown> }
async function call(base: string, method: string, path: string, body?: unknown, token?: string): Promise<Answer> {
  const response = await fetch(base + path, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: Record<string, unknown> = {};
  try { parsed = JSON.parse(text) as Record<string, unknown>; } catch { parsed = { text }; }
  return { status: response.status, body: parsed };
}

async function login(base: string, email: string): Promise<string> {
  const answer = await call(base, 'POST', '/api/user/login', { email, password: PASSWORD });
  if (answer.status !== 200) throw new Error(`login of ${email} on ${base}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return (answer.body.data as { accessToken: string }).accessToken;
}

/** Every event each client got, from its start: what a server sends as a socket connects is not missed. */
const heard = new WeakMap<Socket, Array<{ event: string; payload: unknown }>>();

/** A socket.io client (WebSocket only, as a load balancer without sticky sessions needs), its events recorded. */
function client(base: string, namespace: string, token: string): Socket {
  const made = io(base + namespace, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: false });
  const events: Array<{ event: string; payload: unknown }> = [];
  heard.set(made, events);
  made.onAny((event: string, payload: unknown) => events.push({ event, payload }));
  return made;
}

/** A client, connected. */
async function socket(base: string, namespace: string, token: string): Promise<Socket> {
  const made = client(base, namespace, token);
  await new Promise<void>((resolve, reject) => {
    made.once('connect', () => resolve());
    made.once('connect_error', (error) => reject(new Error(`socket ${namespace} on ${base}: ${error.message}`)));
  });
  return made;
}

/** The first `event` the socket got, or gets, for which `matches` holds (waited for by polling what it heard). */
function next<T>(from: Socket, event: string, matches: (payload: T) => boolean = () => true, withinMs = 5000): Promise<T> {
  const found = () => heard.get(from)!.find((e) => e.event === event && matches(e.payload as T))?.payload as T | undefined;
  return until(`a ${event} event`, () => found() ?? null, withinMs, 10) as Promise<T>;
}

const disconnected = (client: Socket, withinMs = 5000) => new Promise<string>((resolve, reject) => {
  if (!client.connected) return resolve('already');
  const timer = setTimeout(() => reject(new Error(`the socket was not disconnected within ${withinMs} ms`)), withinMs);
  client.once('disconnect', (reason) => { clearTimeout(timer); resolve(reason); });
});

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

async function main(): Promise<number> {
  if (!existsSync(join(ROOT, 'dist/site/index.html')) || !existsSync(join(ROOT, 'dist/brands'))) {
    console.error('dist/ is missing: run `npm run build` first');
    return 1;
  }
  if (spawnSync('redis-server', ['--version']).status !== 0) {
    console.error('redis-server is missing: install Debian\'s redis-server package (npm test does, with apt-get, when it can)');
    return 1;
  }
  const base = process.env.CLUSTER_PORT_BASE ? Number(process.env.CLUSTER_PORT_BASE) : null;
  const [redisPort, portA, portB, proxyPort] = base ? [base, base + 1, base + 2, base + 3] : [await freePort(), await freePort(), await freePort(), await freePort()];

  // The brand store both servers read (a copy of the build's), and a copy of the brand sources to publish from.
  const storeDir = join(work, 'store');
  cpSync(join(ROOT, 'dist/brands'), storeDir, { recursive: true });
  cpSync(join(ROOT, 'brands'), join(work, 'brands'), { recursive: true });

  await start('redis', 'redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', work], process.env, 'Ready to accept connections');
  const env = (port: number): NodeJS.ProcessEnv => {
    const own: NodeJS.ProcessEnv = {
      ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      SANDBOX_DB: join(work, 'sandbox.db'), BRANDS_DIR: storeDir, BRAND,
    };
    // The sandbox in process, its controls open (loopback only), one process per server.
    for (const name of ['API_URL', 'CORE_API_URL', 'SANDBOX_CONTROL_KEY', 'WORKERS', 'REDIS_PREFIX', 'BRAND_WATCH', 'BRAND_POLL_MS', 'SANDBOX_SOCKET_SWEEP_MS']) delete own[name];
    return own;
  };
  const tsx = join(ROOT, 'node_modules/.bin/tsx');
  // A first: it creates and seeds the database B then opens.
  const serverA = await start('a', tsx, ['server/site/main.ts'], env(portA), 'ready at');
  await start('b', tsx, ['server/site/main.ts'], { ...env(portB), BRAND_WATCH: '0', BRAND_POLL_MS: '60000', SANDBOX_SOCKET_SWEEP_MS: '600000' }, 'ready at');
  const proxy = roundRobinProxy([{ host: '127.0.0.1', port: portA }, { host: '127.0.0.1', port: portB }]);
  await new Promise<void>((done) => proxy.listen(proxyPort, '127.0.0.1', done));
  const A = `http://127.0.0.1:${portA}`;
  const B = `http://127.0.0.1:${portB}`;
  const viaProxy = `http://127.0.0.1:${proxyPort}`;
  const sockets: Socket[] = [];
  const open = async (at: string, namespace: string, token: string) => { const s = await socket(at, namespace, token); sockets.push(s); return s; };

  const checks: Array<[string, () => Promise<void>]> = [
    ['a lockout earned on A holds on B', async () => {
      const email = `guess-${Date.now()}@cluster.test`;
      const answers: number[] = [];
      for (let n = 0; n < 10; n += 1) answers.push((await call(A, 'POST', '/api/user/login', { email, password: 'Wrong-123!' })).status);
      check(answers.slice(0, 9).every((s) => s === 401) && answers[9] === 429, `A answered ${answers.join(', ')} (9 x 401, then 429 expected)`);
      const onB = await call(B, 'POST', '/api/user/login', { email, password: 'Wrong-123!' });
      check(onB.status === 429 && onB.body.code === 'ACCOUNT_LOCKED', `B answered ${onB.status} ${JSON.stringify(onB.body)}`);
    }],
    ['a chat message sent through A reaches a player on B, and is in B\'s history', async () => {
      const sender = await open(A, '/chat', await login(A, PLAYER));
      const reader = await open(B, '/chat', await login(B, NEW_PLAYER));
      const text = `hello from A ${Date.now()}`;
      const arrived = next<{ text: string; role: string }>(reader, 'chat:message', (m) => m.text === text);
      sender.emit('chat:send', { text });
      const message = await arrived;
      check(message.role === 'player', `the message came as ${JSON.stringify(message)}`);
      const late = await open(B, '/chat', await login(B, NEW_PLAYER));
      const history = await next<{ messages: Array<{ text: string }> }>(late, 'chat:history');
      check(history.messages.some((m) => m.text === text), `B's history has ${history.messages.length} messages, not the one sent through A`);
    }],
    ['a wallet event raised on A reaches the player\'s socket on B', async () => {
      const onB = await open(B, '', await login(B, PLAYER));
      const credit = next<{ amount?: number }>(onB, 'credit');
      const raised = await call(A, 'POST', '/api/sandbox/wallet', { email: PLAYER, amount: 5 });
      check(raised.status === 200, `the credit on A answered ${raised.status}`);
      await credit;
    }],
    ['a freeze on A disconnects the player\'s sockets on B', async () => {
      const token = await login(A, NEW_PLAYER);
      const main = await open(B, '', token);
      const chat = await open(B, '/chat', token);
      // Within 3 s of asking for the freeze; B's sweep would take up to 10 minutes.
      const closed = Promise.all([disconnected(main, 3000), disconnected(chat, 3000)]);
      const frozen = await call(A, 'POST', '/api/user/freeze-account', { days: 1 }, token);
      check(frozen.status === 200, `the freeze on A answered ${frozen.status} ${JSON.stringify(frozen.body)}`);
      const reasons = await closed;
      check(reasons.every((r) => r === 'io server disconnect'), `the sockets closed with ${reasons.join(', ')}`);
    }],
    ['a publish seen by A is live on B within a second', async () => {
      const store = new BrandStore(storeDir);
      const before = store.liveHash(BRAND);
      // A change an operator makes: the log-in button's text.
      const textsFile = join(work, 'brands', BRAND, 'texts/en.json');
      const texts = JSON.parse(readFileSync(textsFile, 'utf8')) as { text: { auth: { login: string } } };
      texts.text.auth.login = `Log in (${Date.now()})`;
      writeFileSync(textsFile, JSON.stringify(texts, null, 2));
      const cli = spawn(tsx, ['tools/brand.ts', 'publish', BRAND, '--brands', join(work, 'brands'), '--store', storeDir, '--message', 'test:cluster'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
      let said = '';
      cli.stdout!.on('data', (chunk: Buffer) => { said += chunk.toString(); });
      const cliEnded = new Promise<number | null>((done) => cli.once('exit', done));
      // The moment the live pointer changes is when the publish is made; B must serve it within a second of it.
      const hash = await until('the publish making a version live', () => { const live = store.liveHash(BRAND); return live !== before && live; }, 120_000, 5);
      const liveAt = Date.now();
      await until('B serving the new version', async () => ((await call(B, 'GET', `/brands/${BRAND}.json`)).body.hash === hash), 1000, 20);
      const took = Date.now() - liveAt;
      console.log(`   (B served ${hash} ${took} ms after it was made live)`);
      check(took <= 1000, `B served the new version ${took} ms after it was made live`);
      check((await cliEnded) === 0, 'the publish command failed');
      // Both servers checked the new version before it went live (B told by A, or by its own report's look).
      check(said.includes('accepted by 2 running servers'), `the publish said: ${said.trim()}`);
    }],
    ['stopping A mid-session leaves the player signed in through B, balance and all', async () => {
      const token = await login(viaProxy, PLAYER);
      const credited = await call(viaProxy, 'POST', '/api/sandbox/wallet', { email: PLAYER, amount: 7 });
      const total = (credited.body.data as { balance: { total: number } }).balance.total;
      // Both servers answer the session before (round robin: two calls, one on each).
      for (let n = 0; n < 2; n += 1) check((await call(viaProxy, 'GET', '/api/user/get-user-details', undefined, token)).status === 200, 'the session before A stopped');
      await stop(serverA);
      for (let n = 0; n < 4; n += 1) {
        const details = await call(viaProxy, 'GET', '/api/user/get-user-details', undefined, token);
        check(details.status === 200, `after A stopped, call ${n + 1} answered ${details.status}`);
      }
      const after = client(viaProxy, '', token);
      sockets.push(after);
      const balance = await next<{ total: number }>(after, 'balance');
      check(balance.total === total, `the balance through B is ${balance.total}, ${total} before A stopped`);
    }],
  ];

  let failed = 0;
  for (const [name, run] of checks) {
    try {
      await run();
      console.log(`\x1b[32m✓\x1b[0m ${name}`);
    } catch (error) {
      failed += 1;
      console.log(`\x1b[31m✗ ${name}\x1b[0m\n   ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  for (const s of sockets) s.disconnect();
  proxy.close();
  console.log(failed ? `${failed} of ${checks.length} checks failed (logs: .data/cluster-*.log)` : `all ${checks.length} checks hold on two servers sharing Redis`);
  return failed ? 1 : 0;
}

main().then((code) => { stopAll(); process.exit(code); }, (error: unknown) => { console.error(error); stopAll(); process.exit(1); });
