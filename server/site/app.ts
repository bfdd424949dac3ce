// The site server's common part, used by `npm start` (main.ts) and `npm run dev` (dev.ts): the
// sandbox platform, settings at start, the brand bundle route, the HTML with its boot config and
// the security headers.
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerFactory } from 'fastify';
import type { BrandBundle } from '../../src/platform/brand';
import type { BootConfig } from '../../src/platform/boot';
import { sandboxPlugin } from '../sandbox/index';
import { SettingsPatch, settingsScopeOf } from '../sandbox/settings';
import type { AppSettings } from '../../src/generated/types';
import { platformSettings, settingSources, settingsDefaults } from '../../src/platform/settings';
import { HSTS, contentSecurityPolicy, scriptNonce, securityHeaders } from './security';
import { captchaScriptOrigin } from '../../src/identity/captcha';
import { pageLimits, pageOrigins, paymentProviderUrl, providerFrameOrigin, sandboxMounted, trustProxySetting } from './config';
import { pageLimiter } from './pageLimits';
import { BUSY } from './renderGate';
import { exitForSettings, loadServerSettings, type ServerSettings } from './settings';
import { injectBootConfig } from './html';
import { routeMatcher } from './routeMatcher';
import { createPageRenderer } from './ssr';
import { registerTransport } from './transport';
import { appHeadTags, registerInstallable } from './installable';
import { clientBundle, textsFileLocale } from './localeTexts';
import { registerPageForms } from './pageForms';
import { ASSET_CONTENT_TYPES, ASSET_ROUTE, STORED_ASSET, type StoredExtension } from '../../src/platform/assets';
import { sharedState, type SharedState } from '../sharedState';

/** The policy an SVG asset is served with: no script, no loads; its own inline styles only. */
export const ASSET_SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

export interface SiteOptions {
  brand: string;
  dev: boolean;
  env: NodeJS.ProcessEnv;
  /** The live bundle (npm start: the store's live version; dev: rebuilt on change, falling back to the last valid one). */
  getBundle: () => BrandBundle;
  /** The bundle a page request gets instead of the live one (an operator's preview), or null. */
  previewFor?: (request: FastifyRequest) => BrandBundle | null;
  /** Gives index.html for a request path (dev: transformed by Vite). */
  getHtml: (url: string) => Promise<string>;
  serverFactory?: FastifyServerFactory;
  /** Renders pages on the server (npm start); dev serves the empty shell that the browser renders. */
  serverRendering?: boolean;
  /** The bytes of a version's asset file (<hash>.<ext>: src/platform/assets.ts), or null: the store's (npm start), the brand folder's (dev). */
  readAsset?: (file: string) => Uint8Array | null;
  /** Adds routes of the caller (static files) before the app is made ready. */
  register?: (app: FastifyInstance) => Promise<void>;
  /** Paths of pages the app has besides the brand's routes, answered 200 like them (npm run dev's widget gallery). */
  devPages?: string[];
}

export interface Site {
  app: FastifyInstance;
  settings: ServerSettings;
  /** Memory, or the Redis every server of the site shares (REDIS_URL; server/sharedState.ts); closed with the app. */
  shared: SharedState;
  /** Each setting's effective value and its source (the live brand's, without a request's sandbox scope). */
  settingSources: () => ReturnType<typeof settingSources>;
}

export const bundlePath = (bundle: BrandBundle) => `/brands/${bundle.id}.${bundle.hash}.json`;

export async function createSite(options: SiteOptions): Promise<Site> {
  const { env } = options;
  // Only a configured proxy may say who the client is (X-Forwarded-For, -Proto): TRUST_PROXY.
  const app = Fastify({ logger: false, serverFactory: options.serverFactory, trustProxy: trustProxySetting(env) });
  await registerTransport(app);
  // REDIS_URL: limits, lockouts, tokens, sockets and the chat shared with the site's other servers.
  const shared = await sharedState(env);
  app.addHook('onClose', () => shared.close());
  const origins = pageOrigins(env);
  const headers = securityHeaders(origins);
  app.addHook('onSend', async (request, reply) => {
    // Vite's dev client needs inline scripts and eval-free HMR; production gets the full policy. A page
    // with a stricter policy of its own (the sandbox's game and 3DS pages) keeps it.
    if (options.dev) return;
    const own = reply.getHeader('content-security-policy');
    reply.headers(headers);
    if (own !== undefined) reply.header('content-security-policy', own);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });

  let settings: ServerSettings = { settings: {}, source: 'settings2' };
  const useSandbox = sandboxMounted(env);
  // The sandbox's run-time settings patch (POST /api/sandbox/settings) applies to the site's settings too,
  // whatever their source, so every page loaded after a patch starts with it.
  const settingsPatch = new SettingsPatch();
  const currentSettings = (request?: FastifyRequest): Partial<AppSettings> =>
    (useSandbox ? settingsPatch.applyTo(settings.settings, request ? settingsScopeOf(request) : null) : settings.settings) as Partial<AppSettings>;
  // What pages start with on top of the brand's settings: the environment's, or settings2's without the brand's own.
  const platformLayer = (request?: FastifyRequest): Partial<AppSettings> => {
    const current = currentSettings(request);
    return (settings.source === 'settings2' ? platformSettings(current) : current) as Partial<AppSettings>;
  };
  if (useSandbox) {
    await app.register(sandboxPlugin, {
      failSettings: env.SANDBOX_FAIL_SETTINGS === '1',
      controlKey: env.SANDBOX_CONTROL_KEY,
      // spec 7: 'For the lulu theme, onChangeResetKyc is also set': the platform resets KYC itself.
      settingsPatch,
      shared,
      resetKycOnChange: () => (platformLayer().theme ?? options.getBundle().settings.theme) === 'lulu',
      // spec 3 allowKYCBeforeDeposit: off, a player uploads KYC documents after the first deposit.
      kycBeforeDeposit: () => (currentSettings().allowKYCBeforeDeposit ?? options.getBundle().settings.allowKYCBeforeDeposit) === true,
      // spec 2.5 Responsible gaming: permanent self-exclusion where the brand allows it.
      allowPermanentSelfExclusion: () => (currentSettings().allowPermanentSelfExclusion ?? options.getBundle().settings.allowPermanentSelfExclusion) === true,
      // Security review N3: no player may chat as the brand, by any of the names the site shows it by.
      brandNames: () => {
        const bundle = options.getBundle();
        return [currentSettings().brandName, bundle.settings.brandName, bundle.brand.name].filter((name): name is string => typeof name === 'string');
      },
    });
  }

  const renderHtml = options.serverRendering ? createPageRenderer({ app, env }) : null;
  // What a page request may cost (security review N4): 414, 429 and 503 before or instead of a rendering.
  const limiter = await pageLimiter(app, pageLimits(env), shared);
  const bundleFor = (request: FastifyRequest) => options.previewFor?.(request) ?? options.getBundle();

  // A version by its hash for ever (immutable); by name, the live one, checked every time. Only the live
  // version and the one this browser previews are served: other published versions are not public.
  app.get<{ Params: { file: string } }>('/brands/:file', async (request, reply) => {
    const live = options.getBundle();
    const { file } = request.params;
    // The browser's bundle holds the en texts; each other locale's texts are a file of the same version.
    const versions = [live, options.previewFor?.(request) ?? null].filter((b): b is BrandBundle => b !== null);
    const served = versions.find((b) => file === `${b.id}.${b.hash}.json`);
    if (served) {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      return clientBundle(served);
    }
    for (const version of versions) {
      const locale = textsFileLocale(version, file, true);
      if (!locale) continue;
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      return version.texts[locale];
    }
    if (file === `${live.id}.json`) {
      reply.header('cache-control', 'no-cache');
      return clientBundle(live);
    }
    const liveLocale = textsFileLocale(live, file, false);
    if (liveLocale) {
      reply.header('cache-control', 'no-cache');
      return live.texts[liveLocale];
    }
    return reply.code(404).send({ message: 'Not found' });
  });

  // A version's own files (brands/<id>/assets/), by their content's hash for ever. Like the bundles, only the files
  // the live version names and those of the version this browser previews are served.
  app.get<{ Params: { file: string } }>(`${ASSET_ROUTE}:file`, async (request, reply) => {
    const { file } = request.params;
    const versions = [options.getBundle(), options.previewFor?.(request) ?? null];
    const named = STORED_ASSET.test(file) && versions.some((b) => b && Object.values(b.assets ?? {}).includes(file));
    const bytes = named ? options.readAsset?.(file) : null;
    if (!bytes) return reply.code(404).send({ message: 'Not found' });
    const extension = file.slice(file.lastIndexOf('.') + 1) as StoredExtension;
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('x-content-type-options', 'nosniff')
      .type(ASSET_CONTENT_TYPES[extension]);
    // An SVG is markup: opened on its own, as a page of this origin, it may run and load nothing (src/brand/assets.ts
    // says why both this and validate's check). onSend keeps a policy of the answer's own.
    if (extension === 'svg') reply.header('content-security-policy', ASSET_SVG_POLICY);
    return reply.send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });

  const boot = (bundle: BrandBundle, request: FastifyRequest): BootConfig => {
    const current = platformLayer(request);
    return {
      brand: bundle.id,
      bundleUrl: bundlePath(bundle),
      settings: current,
      settingsSource: settings.source,
      apiBase: env.API_URL ?? '',
      coreApiBase: env.CORE_API_URL ?? '',
      socketUrl: env.SOCKET_URL ?? '',
      // The sandbox provider's is made for the name this page was asked by (its card fields on the other one).
      paymentProviderUrl: paymentProviderUrl(env, { protocol: request.protocol, host: request.headers.host }),
      dev: options.dev,
      defaultColorMode: (current.colorMode ?? bundle.settings.colorMode ?? bundle.theme.defaultColorMode) as BootConfig['defaultColorMode'],
    };
  };

  // Every other GET (and HEAD) that wants a page gets the app, rendered on the server where it can be;
  // unknown paths are answered 404 with the same app, which renders the 404 page. A route (not the
  // not-found handler), so the compression hook applies to it.
  const pageHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const accepts = request.headers.accept ?? '';
    if (request.url.startsWith('/api/') || (!accepts.includes('text/html') && !accepts.includes('*/*'))) {
      return reply.code(404).send({ message: 'Not found' });
    }
    const bundle = bundleFor(request);
    if (await limiter.refuse(request, reply, bundle)) return reply;
    const pathname = request.url.split('?')[0];
    const known = routeMatcher(bundle.routes.routes.map((r) => r.path))(pathname) || (options.devPages ?? []).includes(pathname);
    const config = boot(bundle, request);
    // spec 3 reCaptchaSiteKey (issue 15): the page may load the configured captcha script's origin, no other.
    const captchaOrigin = captchaScriptOrigin(config.settings as Record<string, unknown>);
    // The payment provider's card fields (src/cashier/hostedCardFields.ts): the page frames exactly its origin.
    const providerOrigin = providerFrameOrigin(config.paymentProviderUrl);
    const pageFrames = { ...origins, frame: [...new Set([...origins.frame, ...(providerOrigin ? [providerOrigin] : [])])] };
    // spec 7 scripts: every page answer gets a nonce of its own, made here and never taken from a request (review
    // N9). The policy names it; the boot config element carries it (html.ts), where the scripts loader reads it for
    // the script sets' inline scripts. The policy also names the origins the request's current settings declare.
    const nonce = options.dev ? undefined : scriptNonce();
    const template = injectBootConfig(await options.getHtml(request.url), config, nonce)
      .replace('</head>', () => `${appHeadTags(bundle)}\n  </head>`);
    // A page is rendered for the device the user agent names, and a nonce must be no one else's: no shared cache
    // keeps a page (private). And no ETag: a 304 makes the browser show its stored copy, whose inline scripts carry
    // an earlier answer's nonce, so the 304's policy would have to name that nonce again (read back from the
    // request's If-None-Match, as it once was: review N9) or a new one that blocks the copy's scripts. A 304 would
    // save only the transfer (the page is rendered before it could be compared), so every load gets the full page
    // with a fresh nonce.
    reply.code(known ? 200 : 404).header('cache-control', 'private, no-cache')
      .header('vary', 'user-agent').type('text/html; charset=utf-8');
    const rendered = renderHtml ? await limiter.render(() => renderHtml(request, template, bundle, config)).catch((error: unknown) => {
      // The page still works: the browser renders it, as without server rendering.
      console.error(`[ssr] ${pathname}:`, error);
      return null;
    }) : null;
    if (rendered === BUSY) return limiter.busy(request, reply, bundle);
    // Dev keeps Vite's policy-free page (see onSend); otherwise the page's own policy, which onSend keeps.
    if (!options.dev) {
      reply.header('content-security-policy', contentSecurityPolicy(pageFrames, { nonce, scriptOrigins: currentSettings(request).scriptOrigins, captchaOrigin }));
    }
    if (!rendered) return reply.send(template);
    return reply.header('server-timing', rendered.timing).send(rendered.html);
  };
  // spec 2.5 add-to-home-screen: the manifest, icon, service worker and offline page.
  registerInstallable(app, {
    getBundle: options.getBundle,
    brandName: () => { const { brandName } = currentSettings(); return typeof brandName === 'string' ? brandName : undefined; },
    getHtml: () => options.getHtml('/'),
  });
  // GET routes answer HEAD too (Fastify's exposeHeadRoutes): the same status and headers, no body.
  app.get('/', pageHandler);
  app.get('/*', pageHandler);
  // A page's form the browser sends itself (scripts off) goes back to the page, carrying nothing (issue 24).
  await registerPageForms(app);
  app.setNotFoundHandler(async (_request, reply) => reply.code(404).send({ message: 'Not found' }));

  if (options.register) await options.register(app);

  // Settings last: asking the in-process sandbox (inject) makes Fastify ready, after which no route can be added.
  try {
    settings = await loadServerSettings(env, async () => {
      if (env.CORE_API_URL) {
        const response = await fetch(`${env.CORE_API_URL}/api/core/casino/settings2`, { signal: AbortSignal.timeout(15000) });
        if (!response.ok) throw new Error(`settings2 answered ${response.status} ${response.statusText}`);
        return response.json();
      }
      if (!useSandbox) throw new Error('no CORE_API_URL and no sandbox to ask for settings2');
      const response = await app.inject({ method: 'GET', url: '/api/core/casino/settings2' });
      if (response.statusCode !== 200) throw new Error(`settings2 answered ${response.statusCode}`);
      return response.json();
    });
  } catch (error) {
    exitForSettings(error);
  }

  return {
    app,
    settings,
    shared,
    settingSources: () => {
      const bundle = options.getBundle();
      return settingSources(settingsDefaults() as Record<string, unknown>, bundle.settings as Record<string, unknown>, platformLayer() as Record<string, unknown>, settings.source);
    },
  };
}
