// Who may call the sandbox's control endpoints (/api/sandbox/*: credit money, settle deposits, read any
// player's events, reset the database). They exist only in the sandbox (the site server mounts it only
// when no real platform is configured). With a control key (SANDBOX_CONTROL_KEY) each call needs the
// header X-Sandbox-Key; without one they are open, which the site server allows only on a loopback bind
// (server/site/config.ts listenOptions). The payment provider's own pages under /api/sandbox/provider/
// are the provider's (a player's browser calls them), not control endpoints; nor is the retargeting stand-in.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

export const CONTROL_KEY_HEADER = 'x-sandbox-key';
const CONTROL_PREFIX = '/api/sandbox/';
const PROVIDER_PREFIX = '/api/sandbox/provider/';
/** The retargeting service's stand-in (server/sandbox/scripts.ts): a player's browser loads its pixel and script. */
const RETARGETING_PREFIX = '/api/sandbox/retargeting/';

export function isControlPath(url: string): boolean {
  const path = url.split('?')[0].toLowerCase();
  return path.startsWith(CONTROL_PREFIX) && !path.startsWith(PROVIDER_PREFIX) && !path.startsWith(RETARGETING_PREFIX);
}

/** Compares digests, so neither the key's length nor its first wrong character shows in the timing. */
function sameKey(given: string, key: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(key));
}

export function controlKeyProblem(request: Pick<FastifyRequest, 'url' | 'headers'>, key: string | undefined): HttpError | null {
  if (!key || !isControlPath(request.url)) return null;
  const header = request.headers[CONTROL_KEY_HEADER];
  const given = Array.isArray(header) ? header[0] : header;
  if (typeof given === 'string' && sameKey(given, key)) return null;
  return new HttpError(403, 'This sandbox control endpoint needs the control key (header X-Sandbox-Key)', { code: 'SANDBOX_CONTROL_KEY' });
}

/** Registers the check before every other hook (fault injection included). */
export function controlAccess(app: FastifyInstance, key: string | undefined) {
  app.addHook('onRequest', async (request) => {
    const problem = controlKeyProblem(request, key);
    if (problem) throw problem;
  });
}
