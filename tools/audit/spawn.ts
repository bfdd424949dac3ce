// Servers a check starts itself, from the checkout (a configuration the target under test does not have:
// HOST=0.0.0.0, API_URL, a short token lifetime). Unit tests give a stand-in command instead.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { brief, fail, Target } from './target';

export const REPO = fileURLToPath(new URL('../..', import.meta.url));
/** The checkout's site server (needs a build: dist/site). */
export const SITE_SERVER = [process.execPath, '--import', 'tsx', 'server/site/main.ts'] as const;

export interface ServerOptions {
  /** The server's command (the checkout's site server by default). */
  command?: readonly string[];
  cwd?: string;
  /** How long a start may take (a busy CI machine needs a while to load the server's modules and seed). */
  withinMs?: number;
}

/**
 * How long a server of the check's own may take to start (or to refuse to). About 10 s on a quiet machine; a
 * 2-core machine shared by many jobs has taken over 90 s, and a slow start is not what the checks look for.
 */
export const START_WITHIN_MS = 240_000;

/** A TCP port nobody listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface Started { exitCode: Promise<number | null>; output: () => string; stop: () => Promise<void> }

/**
 * Starts the command with `env` over a clean slate: the audit's own keys and platform (or CI's) are never
 * inherited; SANDBOX_DB is :memory:.
 */
export function start(options: ServerOptions, env: Record<string, string>): Started {
  const command = options.command ?? SITE_SERVER;
  const clean = { SANDBOX_CONTROL_KEY: '', API_URL: '', CORE_API_URL: '', BRAND_PREVIEW_KEY: '', TRUST_PROXY: '', SANDBOX_TOKEN_TTL: '', SANDBOX_DB: ':memory:' };
  const child = spawn(command[0], command.slice(1), { cwd: options.cwd ?? REPO, env: { ...process.env, ...clean, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (c: Buffer) => { output += c.toString(); });
  child.stderr.on('data', (c: Buffer) => { output += c.toString(); });
  const exitCode = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.once('error', (error) => {
      output += String(error);
      resolve(null);
    });
  });
  return {
    exitCode,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exitCode;
    },
  };
}

/** Resolves with `value` after `ms` (a bound on a wait for a process, not a pause in a check). */
export const after = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms).unref());

/** Waits until the started server answers a page; its Target. Fails when it exits or does not answer in time. */
export async function answering(server: Started, port: number, what: string, withinMs: number, controlKey?: string): Promise<Target> {
  const site = new Target(`http://127.0.0.1:${port}`, controlKey);
  const until = Date.now() + withinMs;
  for (;;) {
    const exited = await Promise.race([server.exitCode, after(200, 'running' as const)]);
    if (exited !== 'running') fail(`${what} exited ${String(exited)}: ${brief(server.output(), 200)}`);
    const page = await site.call('GET', '/', { headers: { accept: 'text/html' }, timeoutMs: 30_000 }).catch(() => null);
    if (page) return site;
    if (Date.now() > until) fail(`${what} did not answer within ${withinMs / 1000} s: ${brief(server.output(), 200)}`);
  }
}
