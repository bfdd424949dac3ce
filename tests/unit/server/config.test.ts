// The site server's environment rules (server/site/config.ts): security review findings 2, 10, 15 and
// issue 10 items 2, 9 and 14.
import { describe, it, expect } from 'vitest';
import { isLoopbackHost, listenOptions, pageOrigins, paymentProviderUrl, sandboxMounted, trustProxySetting, UnsafeExposure } from '../../../server/site/config';
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
    expect(paymentProviderUrl({ API_URL: 'https://api.casino.example' })).toBe('');
  });

  it('CSP connect-src and frame-src name the configured origins and no wildcard', () => {
    const origins = pageOrigins({
      API_URL: 'https://api.casino.example/v2', CORE_API_URL: 'https://core.casino.example', SOCKET_URL: 'https://rt.casino.example',
      PAYMENT_PROVIDER_URL: 'https://pay.example/tokens',
    });
    expect(origins.connect).toEqual(['https://api.casino.example', 'https://core.casino.example', 'https://pay.example', 'https://rt.casino.example', 'wss://rt.casino.example']);
    expect(origins.frame).toEqual(['https://api.casino.example', 'https://core.casino.example', 'https://pay.example']);
    const csp = contentSecurityPolicy(origins);
    const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `))!;
    expect(directive('connect-src')).toBe("connect-src 'self' https://api.casino.example https://core.casino.example https://pay.example https://rt.casino.example wss://rt.casino.example");
    expect(directive('frame-src')).toBe("frame-src 'self' https://api.casino.example https://core.casino.example https://pay.example");
  });

  it('with the sandbox (same origin) the page reaches only itself', () => {
    const csp = contentSecurityPolicy(pageOrigins({}));
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("frame-src 'self';");
    expect(csp).not.toMatch(/(connect|frame)-src[^;]*(ws:|wss:|https:)(;|\s)/);
  });
});
