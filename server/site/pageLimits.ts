// What a page request may cost the site server (security review N4; the limits and their defaults: config.ts
// PageLimits, docs/server.md). Before a page is rendered: an address longer than a page may have is 414, and past
// one IP's page loads a minute 429 with Retry-After (@fastify/rate-limit); the rendering then waits its turn
// (renderGate.ts), and a request that finds the line full is 503 with Retry-After. Each refusal is a small page of
// the brand's in the visitor's language (the server's one page shell, server/pageShell.ts), never cached.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BrandBundle } from '../../src/platform/brand';
import { appColours } from '../../src/platform/installable/manifest';
import { html, pageShell } from '../pageShell';
import type { PageLimits } from './config';
import { smallPageStyle } from './installable';
import { requestLocale } from './localeTexts';
import { sameSitePath } from './redirect';
import { BUSY, RenderGate } from './renderGate';
import { MEMORY_STATE, type SharedState } from '../sharedState';

/** A 503 asks to come back this much later: a line of renderings clears in a few seconds. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

const MINUTE_MS = 60_000;

type Refusal = 'urlTooLong' | 'tooManyLoads' | 'busy';
const STATUS: Record<Refusal, number> = { urlTooLong: 414, tooManyLoads: 429, busy: 503 };

export interface PageLimiter {
  /** Answers 414 or 429 and says true; false when the page may be rendered (its load is counted). */
  refuse(request: FastifyRequest, reply: FastifyReply, bundle: BrandBundle): Promise<boolean>;
  /** Runs a rendering in its turn; BUSY, without running it, when the line is full. */
  render<T>(task: () => Promise<T>): Promise<T | typeof BUSY>;
  /** Answers 503 with Retry-After. */
  busy(request: FastifyRequest, reply: FastifyReply, bundle: BrandBundle): FastifyReply;
}

/** The small page of a refusal: what happened and a way on (the same address again, or the home page for one too long). */
export function refusalPage(bundle: BrandBundle, locale: string, refusal: Refusal, again: string | null): string {
  const texts = { ...(bundle.texts.en ?? {}), ...(bundle.texts[locale] ?? {}) };
  const t = (key: string) => String(texts[key] ?? key);
  return pageShell({
    title: t(`text.server.${refusal}.title`),
    locale,
    meta: { 'theme-color': appColours(bundle.theme).background, robots: 'noindex' },
    style: smallPageStyle(bundle),
    body: html`<main id="server-refusal" data-status="${STATUS[refusal]}">
<h1>${t(`text.server.${refusal}.title`)}</h1>
<p>${t(`text.server.${refusal}.body`)}</p>
<a href="${again ?? '/'}">${t(again ? 'text.server.tryAgain' : 'text.server.home')}</a>
</main>`,
  });
}

export async function pageLimiter(app: FastifyInstance, limits: PageLimits, shared: SharedState = MEMORY_STATE): Promise<PageLimiter> {
  let countLoad!: ReturnType<FastifyInstance['createRateLimit']>;
  // In a scope of its own: the sandbox registers the plugin in its scope, for its routes and with its answers. With
  // REDIS_URL an IP's page loads are counted by every server of the site together.
  const store = shared.kind === 'redis' ? { redis: shared.redis, nameSpace: `${shared.prefix}page-loads:` } : {};
  await app.register(async (scope) => {
    await scope.register(rateLimit, { global: false, ...store });
    countLoad = scope.createRateLimit({ max: limits.loadsPerIpMinute, timeWindow: MINUTE_MS });
  });
  const gate = new RenderGate(limits.rendersAtOnce, limits.rendersWaiting);

  const answer = (request: FastifyRequest, reply: FastifyReply, bundle: BrandBundle, refusal: Refusal, retryAfterSeconds?: number) => {
    if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
    // The address itself is not repeated in the page when it is the trouble.
    const again = refusal === 'urlTooLong' ? null : sameSitePath(request.url);
    return reply.code(STATUS[refusal]).header('cache-control', 'no-store').type('text/html; charset=utf-8')
      .send(refusalPage(bundle, requestLocale(bundle, request.headers.cookie), refusal, again));
  };

  return {
    async refuse(request, reply, bundle) {
      if (Buffer.byteLength(request.url) > limits.urlBytes) {
        answer(request, reply, bundle, 'urlTooLong');
        return true;
      }
      const load = await countLoad(request);
      if (load.isAllowed || !load.isExceeded) return false;
      answer(request, reply, bundle, 'tooManyLoads', Math.max(1, load.ttlInSeconds));
      return true;
    },
    render: (task) => gate.run(task),
    busy: (request, reply, bundle) => answer(request, reply, bundle, 'busy', BUSY_RETRY_AFTER_SECONDS),
  };
}
