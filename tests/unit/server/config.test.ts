// The site server's environment rules (server/site/config.ts): security review findings 2, 10, 15 and
// issue 10 items 2, 9 and 14.
import { describe, it, expect } from 'vitest';
import { brandWatching, isLoopbackHost, listenOptions, workerCount, pageOrigins, paymentProviderUrl, providerFrameOrigin, sandboxMounted, trustProxySetting, UnsafeExposure } from '../../../server/site/config';
import { parseHost, sandboxProviderOrigin, sandboxProviderSites } from '../../../server/sandbox/provider/origins';
import { contentSecurityPolicy } from '../../../server/site/security';

describe('the sandbox is mounted only without a real platform', () => {
  it('mounted by default; not with API_URL or CORE_API_URL; not with SANDBOX=0', () => {
    expect(sandboxMounted({})).toBe(true);
    expect(sandboxMounted({ API_URL: 'https://api.casino.example' })).toBe(false);
    expect(sandboxMounted({ CORE_API_URL: 'https://core.casino.example' })).toBe(false);
    expect(sandboxMounted({ SANDBOX: '0' })).toBe(false);
  });
});

describe('where the server listens', () => {
  it('DESIGN contract: 127.0.0.1:5173 unless PORT and HOST say otherwise', () => {
    expect(listenOptions({})).toEqual({ port: 5173, host: '127.0.0.1' });
    expect(listenOptions({ PORT: '8080', HOST: 'localhost' })).toEqual({ port: 8080, host: 'localhost' });
  });

  it('refuses a non-loopback HOST while the control endpoints are open (no SANDBOX_CONTROL_KEY)', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.10', 'casino.example']) {
      expect(() => listenOptions({ HOST: host }), host).toThrow(UnsafeExposure);
      expect(() => listenOptions({ HOST: host }), host).toThrow(/SANDBOX_CONTROL_KEY/);
    }
  });

  it('allows it with a control key, or without the sandbox (a real platform)', () => {
    expect(listenOptions({ HOST: '0.0.0.0', SANDBOX_CONTROL_KEY: 'k' }).host).toBe('0.0.0.0');
    expect(listenOptions({ HOST: '0.0.0.0', API_URL: 'https://api.casino.example' }).host).toBe('0.0.0.0');
  });

  it('knows the loopback names', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost', 'app.localhost']) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '10.0.0.1', 'example.com', '::ffff:10.0.0.1']) expect(isLoopbackHost(host), host).toBe(false);
  });
});

describe('TRUST_PROXY', () => {
  it('unset: no proxy is trusted', () => {
    expect(trustProxySetting({})).toBe(false);
  });
  it('a hop count trusts that many hops from the socket', () => {
    const trust = trustProxySetting({ TRUST_PROXY: '1' }) as (address: string, hop: number) => boolean;
    expect(trust('10.0.0.1', 0)).toBe(true);
    expect(trust('6.6.6.6', 1)).toBe(false);
  });
  it('a list of addresses or ranges; "true" (anyone) and non-addresses are refused', () => {
    expect(trustProxySetting({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16' })).toEqual(['10.0.0.1', '192.168.0.0/16']);
    expect(() => trustProxySetting({ TRUST_PROXY: 'true' })).toThrow(UnsafeExposure);
    expect(() => trustProxySetting({ TRUST_PROXY: 'proxy.example' })).toThrow(/not an IP address/);
  });
});

describe('the payment provider and the page origins', () => {
  it('the provider is PAYMENT_PROVIDER_URL, else the sandbox provider; none in front of a real platform without one', () => {
    expect(paymentProviderUrl({})).toBe('/api/sandbox/provider');
    expect(paymentProviderUrl({ PAYMENT_PROVIDER_URL: 'https://pay.example/v1/' })).toBe('https://pay.example/v1');
    expect(paymentProviderUrl({ PAYMENT_PROVIDER_URL: 'https://pay.example/v1/' }, { protocol: 'http', host: '127.0.0.1:5173' })).toBe('https://pay.example/v1');
    expect(paymentProviderUrl({ API_URL: 'https://api.casino.example' })).toBe('');
    expect(paymentProviderUrl({ API_URL: 'https://api.casino.example' }, { protocol: 'http', host: '127.0.0.1:5173' })).toBe('');
  });

  it("review N5: the sandbox provider of a page is on the same server under its other loopback name, another origin than the page's", () => {
    expect(paymentProviderUrl({}, { protocol: 'http', host: '127.0.0.1:5173' })).toBe('http://localhost:5173/api/sandbox/provider');
    expect(paymentProviderUrl({}, { protocol: 'http', host: 'localhost:5340' })).toBe('http://127.0.0.1:5340/api/sandbox/provider');
    expect(paymentProviderUrl({}, { protocol: 'https', host: '127.0.0.1' })).toBe('https://localhost/api/sandbox/provider');
    // A host with no second name the server knows: the sandbox's on the page's own origin (docs/sandbox.md).
    expect(paymentProviderUrl({}, { protocol: 'http', host: '192.168.1.5:5173' })).toBe('/api/sandbox/provider');
    expect(paymentProviderUrl({}, { protocol: 'http', host: 'evil"host' })).toBe('/api/sandbox/provider');
    expect(providerFrameOrigin('http://localhost:5173/api/sandbox/provider')).toBe('http://localhost:5173');
    expect(providerFrameOrigin('/api/sandbox/provider')).toBeNull();
    expect(providerFrameOrigin('')).toBeNull();
  });

  it('CSP connect-src and frame-src name the configured origins and no wildcard; the page frames the provider, never connects to it (its card fields do)', () => {
    const origins = pageOrigins({
      API_URL: 'https://api.casino.example/v2', CORE_API_URL: 'https://core.casino.example', SOCKET_URL: 'https://rt.casino.example',
      PAYMENT_PROVIDER_URL: 'https://pay.example/tokens',
    });
    expect(origins.connect).toEqual(['https://api.casino.example', 'https://core.casino.example', 'https://rt.casino.example', 'wss://rt.casino.example']);
    expect(origins.frame).toEqual(['https://api.casino.example', 'https://core.casino.example', 'https://pay.example']);
    const csp = contentSecurityPolicy(origins);
    const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `))!;
    expect(directive('connect-src')).toBe("connect-src 'self' https://api.casino.example https://core.casino.example https://rt.casino.example wss://rt.casino.example");
    expect(directive('frame-src')).toBe("frame-src 'self' https://api.casino.example https://core.casino.example https://pay.example");
  });

  it('with the sandbox (same origin) the page reaches only itself', () => {
    const csp = contentSecurityPolicy(pageOrigins({}));
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("frame-src 'self';");
    expect(csp).not.toMatch(/(connect|frame)-src[^;]*(ws:|wss:|https:)(;|\s)/);
  });
});

describe("the sandbox provider's origin (review N5: its card fields on another origin than the site's)", () => {
  it('is the other loopback name with the same scheme and port; none for another host', () => {
    expect(sandboxProviderOrigin('http', '127.0.0.1:5273')).toBe('http://localhost:5273');
    expect(sandboxProviderOrigin('http', 'LOCALHOST:5273')).toBe('http://127.0.0.1:5273');
    expect(sandboxProviderOrigin('http', '127.0.0.1')).toBe('http://localhost');
    expect(sandboxProviderOrigin('http', '[::1]:5273')).toBeNull();
    expect(sandboxProviderOrigin('http', 'casino.example')).toBeNull();
    expect(sandboxProviderOrigin('http', undefined)).toBeNull();
  });

  it("the card fields may be framed by the other loopback name only, or by their own origin ('self') on another host", () => {
    expect(sandboxProviderSites('http', 'localhost:5273')).toEqual({ origins: ['http://127.0.0.1:5273'], ancestors: ['http://127.0.0.1:5273'] });
    expect(sandboxProviderSites('http', '127.0.0.1:5273')).toEqual({ origins: ['http://localhost:5273'], ancestors: ['http://localhost:5273'] });
    expect(sandboxProviderSites('https', 'demo.example')).toEqual({ origins: ['https://demo.example'], ancestors: ["'self'"] });
    expect(sandboxProviderSites('http', 'a b')).toBeNull();
    expect(sandboxProviderSites('http', "x' 'unsafe-inline")).toBeNull();
  });

  it('a Host header is a name and a port, nothing else', () => {
    expect(parseHost('LocalHost:5173')).toEqual({ name: 'localhost', port: '5173' });
    expect(parseHost('[::1]:80')).toEqual({ name: '[::1]', port: '80' });
    expect(parseHost('127.0.0.1:5173/x')).toBeNull();
    expect(parseHost('')).toBeNull();
  });
});

describe('issue 28: WORKERS and how the brand store is watched', () => {
  it('WORKERS is a whole number of processes, 1 when unset; anything else stops the start with its name', () => {
    expect(workerCount({})).toBe(1);
    expect(workerCount({ WORKERS: '4' })).toBe(4);
    for (const bad of ['0', '-2', '1.5', 'two']) expect(() => workerCount({ WORKERS: bad })).toThrow(/^WORKERS must be a whole number of at least 1/);
  });

  it('the store is watched and polled every 500 ms unless BRAND_WATCH=0 and BRAND_POLL_MS say otherwise', () => {
    expect(brandWatching({})).toEqual({ watch: true, pollMs: 500 });
    expect(brandWatching({ BRAND_WATCH: '0', BRAND_POLL_MS: '60000' })).toEqual({ watch: false, pollMs: 60000 });
    expect(() => brandWatching({ BRAND_POLL_MS: '10' })).toThrow(/^BRAND_POLL_MS must be a whole number of at least 50/);
  });
});
