// What the site server reads from its environment, in one place: whether the sandbox platform is
// mounted, where the server may listen, which proxy it trusts, where the payment provider is, and the
// origins the page may talk to (its CSP). Each answer is a pure function of the environment, so a unit
// test checks the rule without starting a server.
import { isIP } from 'node:net';
import { SANDBOX_PAYMENT_PROVIDER_URL } from '../../src/platform/boot';
import { sandboxProviderOrigin } from '../sandbox/provider/origins';

type Env = NodeJS.ProcessEnv;


/**
 * The sandbox platform is mounted only when no real platform is configured (API_URL or CORE_API_URL):
 * in front of a real platform, its seeded accounts and control endpoints must not exist at all.
 * SANDBOX=0 turns it off as well.
 */
export function sandboxMounted(env: Env): boolean {
  return !env.API_URL && !env.CORE_API_URL && env.SANDBOX !== '0';
}

/** A host name that only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost' || bare.endsWith('.localhost')) return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  if (isIP(bare) === 6) return bare === '::1' || /^::ffff:127\./.test(bare);
  return false;
}

export class UnsafeExposure extends Error {}

/**
 * Where to listen: http://127.0.0.1:5173 unless PORT or HOST say otherwise (DESIGN contract). The
 * sandbox's control endpoints (credit money, reset the database) are open without SANDBOX_CONTROL_KEY,
 * which is only safe while nobody else can connect: a non-loopback HOST without the key is refused.
 */
export function listenOptions(env: Env): { port: number; host: string } {
  const port = Number(env.PORT ?? 5173);
  const host = env.HOST ?? '127.0.0.1';
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UnsafeExposure(`PORT must be a port number, not "${env.PORT}"`);
  if (sandboxMounted(env) && !env.SANDBOX_CONTROL_KEY && !isLoopbackHost(host)) {
    throw new UnsafeExposure(
      `Refusing to listen on HOST=${host}: the sandbox's control endpoints (/api/sandbox/*) would be open to anyone who can reach it. ` +
      'Set SANDBOX_CONTROL_KEY (then each control call needs the header X-Sandbox-Key), or listen on 127.0.0.1.',
    );
  }
  return { port, host };
}

/**
 * Fastify's trustProxy from TRUST_PROXY: a hop count ("1") or a comma-separated list of proxy addresses
 * or CIDR ranges ("10.0.0.1,192.168.0.0/16"). Unset: no proxy is trusted, so X-Forwarded-For cannot
 * spoof the client's IP (login history, location, per-IP limits). "true" would trust any sender and is
 * refused.
 */
export function trustProxySetting(env: Env): false | string[] | ((address: string, hop: number) => boolean) {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw) return false;
  if (/^\d+$/.test(raw)) {
    // The nearest n hops are proxies of ours (proxy-addr counts from the socket's peer, hop 0).
    const hops = Number(raw);
    return (_address, hop) => hop < hops;
  }
  if (raw === 'true' || raw === '*') {
    throw new UnsafeExposure('TRUST_PROXY=true would trust X-Forwarded-For from anyone: give the hop count or the proxy addresses');
  }
  const list = raw.split(',').map((part) => part.trim()).filter(Boolean);
  const bad = list.find((entry) => isIP(entry.split('/')[0]) === 0);
  if (bad) throw new UnsafeExposure(`TRUST_PROXY: "${bad}" is not an IP address or CIDR range`);
  return list;
}

/** The page request a provider address is made for: its scheme and Host header. */
export interface PageRequest { protocol: string; host: string | undefined }

/**
 * The payment provider's base URL for the browser (its hosted card fields are <url>/card-fields, its tokeniser
 * <url>/card-token): PAYMENT_PROVIDER_URL, else the sandbox's (routes/deposits.ts) under the other loopback name of
 * this server for a page requested by one (sandbox/provider/origins.ts: another origin than the page's), else the
 * sandbox's on the page's own origin; '' when neither (no card payments).
 */
export function paymentProviderUrl(env: Env, page?: PageRequest): string {
  if (env.PAYMENT_PROVIDER_URL !== undefined) return env.PAYMENT_PROVIDER_URL.replace(/\/+$/, '');
  if (!sandboxMounted(env)) return '';
  return `${(page && sandboxProviderOrigin(page.protocol, page.host)) ?? ''}${SANDBOX_PAYMENT_PROVIDER_URL}`;
}

/** The origin a page's frame-src names for the provider's card fields: that of an absolute provider URL, else none. */
export function providerFrameOrigin(url: string): string | null {
  return originOf(url)?.origin ?? null;
}

/** The origin of an absolute http(s) URL; null for a same-origin path or anything else. */
function originOf(url: string | undefined): URL | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : null;
  } catch {
    return null;
  }
}

/** The socket's websocket origin beside its http(s) one: socket.io polls over http, then upgrades. */
const withWebSocket = (url: URL) => [url.origin, `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`];

/**
 * The origins beyond 'self' that the page's CSP lets it reach: the configured casino API, core and socket hosts
 * (connect-src), and the API and core hosts and a configured payment provider for frames (games, the provider's
 * card fields; the sandbox provider's origin is the page request's, added per page: app.ts). The page never
 * connects to the provider: its card fields do. Nothing is a wildcard.
 */
export function pageOrigins(env: Env): { connect: string[]; frame: string[] } {
  const api = originOf(env.API_URL);
  const core = originOf(env.CORE_API_URL);
  const socket = originOf(env.SOCKET_URL);
  const provider = originOf(env.PAYMENT_PROVIDER_URL);
  const unique = (values: string[]) => [...new Set(values)];
  return {
    connect: unique([api, core].flatMap((u) => (u ? [u.origin] : [])).concat(socket ? withWebSocket(socket) : [])),
    frame: unique([api, core, provider].flatMap((u) => (u ? [u.origin] : []))),
  };
}

/**
 * What one site server spends on pages (security review N4): each page request is a server rendering, CPU time
 * on the one thread and the page's memory while it renders. Defaults for a player's use: a player loads a page a few
 * times a session (the app navigates without the server afterwards), so 120 page loads a minute from one IP
 * leave room for many players behind one address (a carrier's NAT); behind a proxy, TRUST_PROXY must name
 * it, or every player shares the proxy's IP. docs/server.md lists them.
 */
export interface PageLimits {
  /** The longest request target (path and query) of a page request, in bytes; a longer one is 414. PAGE_URL_MAX_BYTES. */
  urlBytes: number;
  /** Pages rendered at once; the others wait in line. PAGE_RENDERS_AT_ONCE. */
  rendersAtOnce: number;
  /** Pages that may wait for a rendering; past them 503 with Retry-After. PAGE_RENDERS_WAITING. */
  rendersWaiting: number;
  /** Page requests from one IP per minute; past them 429 with Retry-After. PAGE_LOADS_PER_IP_MINUTE. */
  loadsPerIpMinute: number;
}

export const PAGE_LIMIT_DEFAULTS: PageLimits = { urlBytes: 4096, rendersAtOnce: 4, rendersWaiting: 32, loadsPerIpMinute: 120 };

const PAGE_LIMIT_VARIABLES: Record<keyof PageLimits, string> = {
  urlBytes: 'PAGE_URL_MAX_BYTES',
  rendersAtOnce: 'PAGE_RENDERS_AT_ONCE',
  rendersWaiting: 'PAGE_RENDERS_WAITING',
  loadsPerIpMinute: 'PAGE_LOADS_PER_IP_MINUTE',
};

/** The page limits: each variable a whole number (PAGE_RENDERS_WAITING may be 0: no line), else its default. */
export function pageLimits(env: Env): PageLimits {
  const limits = { ...PAGE_LIMIT_DEFAULTS };
  for (const [key, name] of Object.entries(PAGE_LIMIT_VARIABLES) as [keyof PageLimits, string][]) {
    const raw = env[name]?.trim();
    if (!raw) continue;
    const value = Number(raw);
    const least = key === 'rendersWaiting' ? 0 : 1;
    if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < least) {
      throw new Error(`${name} must be a whole number of at least ${least}, not "${env[name]}"`);
    }
    limits[key] = value;
  }
  return limits;
}

/** A whole number of at least `least` from the variable `name`, else `fallback` when unset; anything else is an error. */
function wholeNumber(env: Env, name: string, least: number, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < least) throw new Error(`${name} must be a whole number of at least ${least}, not "${env[name]}"`);
  return value;
}

/** WORKERS: how many server processes share this machine's port (node:cluster); 1 (this process) when unset. */
export function workerCount(env: Env): number {
  return wholeNumber(env, 'WORKERS', 1, 1);
}

/**
 * How the server looks for a newly published brand version (server/site/liveBrand.ts): it watches the store's folder
 * unless BRAND_WATCH=0 (a network file system whose changes are not seen), and reads the live pointer every
 * BRAND_POLL_MS (500). With REDIS_URL, the server that sees a publish first tells the others at once.
 */
export function brandWatching(env: Env): { watch: boolean; pollMs: number } {
  return { watch: env.BRAND_WATCH?.trim() !== '0', pollMs: wholeNumber(env, 'BRAND_POLL_MS', 50, 500) };
}
