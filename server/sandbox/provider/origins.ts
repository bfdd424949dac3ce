// Where the sandbox payment provider's hosted card fields come from: an origin other than the site's, so a script of
// the casino's page cannot read the card (same-origin policy), with no second server or port. The same server is
// reached by another loopback name: a page at http://127.0.0.1:5173 frames http://localhost:5173/api/sandbox/
// provider/card-fields, a page at http://localhost:5173 frames http://127.0.0.1:5173/... (the browser resolves
// localhost to this machine itself). Another host (a demo on a network address, [::1]) has no second name the server
// could know: the fields then come from the site's own origin, which isolates nothing (docs/sandbox.md), and
// PAYMENT_PROVIDER_URL names a real provider in production.

/** The two loopback names of one server (an IPv6 literal cannot be named in a policy's frame-ancestors). */
const PARTNER: Record<string, string> = { '127.0.0.1': 'localhost', localhost: '127.0.0.1' };

/** A Host header as a name and an optional port; null for anything else (so nothing odd reaches a policy). */
export function parseHost(host: string | undefined): { name: string; port: string } | null {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]{1,253})(?::(\d{1,5}))?$/i.exec(host ?? '');
  return match ? { name: match[1].toLowerCase(), port: match[2] ?? '' } : null;
}

const originOf = (protocol: string, name: string, port: string) => `${protocol === 'https' ? 'https' : 'http'}://${name}${port ? `:${port}` : ''}`;

/**
 * The sandbox provider's origin for a page requested with this protocol and Host: the same scheme and port under
 * the other loopback name (localhost for 127.0.0.1, 127.0.0.1 for localhost); null for any other host.
 */
export function sandboxProviderOrigin(protocol: string, host: string | undefined): string | null {
  const parsed = parseHost(host);
  const partner = parsed ? PARTNER[parsed.name] : undefined;
  return parsed && partner ? originOf(protocol, partner, parsed.port) : null;
}

/**
 * The site origins that may frame the sandbox provider's card fields requested with this protocol and Host, as the
 * page's script names them (postMessage) and as their policy does (frame-ancestors): the other loopback name with
 * the same port; for any other host the fields' own origin, 'self' (the same-origin fallback). Null when the Host
 * is not a host name at all.
 */
export function sandboxProviderSites(protocol: string, host: string | undefined): { origins: string[]; ancestors: string[] } | null {
  const parsed = parseHost(host);
  if (!parsed) return null;
  const partner = PARTNER[parsed.name];
  if (partner) {
    const origin = originOf(protocol, partner, parsed.port);
    return { origins: [origin], ancestors: [origin] };
  }
  return { origins: [originOf(protocol, parsed.name, parsed.port)], ancestors: ["'self'"] };
}
