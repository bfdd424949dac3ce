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
