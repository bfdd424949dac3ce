// The site server's part of server rendering (issue 12): for a page request it renders the brand's page
// document (src/ssr/renderPage.tsx) as a guest, with the settings the server holds and the locale's texts,
// and writes into index.html the markup, the title, the language, what the browser needs to hydrate
// without a boot waterfall (texts and preloaded answers in a data block, the brand bundle preloaded).
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BrandBundle } from '../../src/platform/brand';
import type { BootConfig } from '../../src/platform/boot';
import type { AppSettings } from '../../src/generated/types';
import type { UserDeviceType } from '../../src/platform/tracking';
import { ApiClient } from '../../src/platform/api/client';
import { CmsCache, loadCmsTexts } from '../../src/platform/cms';
import { mergeSettings, settingsDefaults } from '../../src/platform/settings';
import { htmlLang, textDirection } from '../../src/platform/i18n';
import { requestLocale } from './localeTexts';
import { renderPage } from '../../src/ssr/renderPage';
import type { SsrData } from '../../src/ssr/ssrData';
import { themeCss } from '../../src/shell/theme';

/** A call of one render pass that takes longer is left to the browser. */
const DATA_TIMEOUT_MS = 1500;
const RENDER_TIMEOUT_MS = 5000;

/** The device the page is rendered for, from the user agent (the browser corrects it after hydration). */
export function deviceFromUserAgent(userAgent: string | undefined): UserDeviceType {
  const ua = userAgent ?? '';
  if (/iPad|Tablet/i.test(ua)) return 'tablet';
  return /Mobi|Android|iPhone/i.test(ua) ? 'mobile' : 'desktop';
}

/**
 * fetch for the server's calls: a same-origin path ('' api base) goes to the in-process sandbox through
 * Fastify's inject, with the page request's cookies (the sandbox scopes test faults by a cookie, so the
 * server meets the same failures as that browser); anything else goes to the network without them.
 */
export function serverFetch(app: FastifyInstance, cookie?: string): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith('/')) return fetch(input, init);
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers: { ...Object.fromEntries(new Headers(init?.headers).entries()), ...(cookie ? { cookie } : {}) },
      payload: init?.body as string | undefined,
    });
    return new Response(answer.statusCode === 204 || answer.statusCode === 304 ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: answer.headers as Record<string, string>,
    });
  }) as typeof fetch;
}

/** JSON for a data block: "<" escaped so no value can close the element. */
const dataJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface PageRendererOptions {
  app: FastifyInstance;
  env: NodeJS.ProcessEnv;
}

export interface RenderedHtml {
  html: string;
  /** A Server-Timing entry: how long rendering took and in how many passes (for operators' dev tools). */
  timing: string;
}

/**
 * The calls each page asked for last time, by brand version, locale, device and address: fetched before the next
 * rendering's first pass, so a page renders once instead of once per level of data (time to first byte). Every
 * address is a page of its own (a game's slug, a search, any query), so what is kept is bounded twice: the last
 * `pages` pages, and at most `chars` characters of calls among them (a call can carry the query's text); the
 * oldest go first. A page is kept by a hash of its key, so a long address costs 43 characters (review N4).
 */
export class RememberedCalls {
  private readonly calls = new Map<string, string[]>();
  private size = 0;

  constructor(private readonly pages = 1000, private readonly chars = 1_000_000) {}

  private static id(key: string): string {
    return createHash('sha256').update(key).digest('base64url');
  }

  get(key: string): string[] | undefined {
    return this.calls.get(RememberedCalls.id(key));
  }

  set(key: string, calls: string[]): void {
    const id = RememberedCalls.id(key);
    this.drop(id);
    const size = calls.reduce((sum, call) => sum + call.length, 0);
    if (size > this.chars) return;
    this.calls.set(id, calls);
    this.size += size;
    while (this.calls.size > this.pages || this.size > this.chars) this.drop(this.calls.keys().next().value as string);
  }

  /** Pages kept and the characters of their calls (for tests). */
  get held(): { pages: number; chars: number } {
    return { pages: this.calls.size, chars: this.size };
  }

  private drop(id: string): void {
    const old = this.calls.get(id);
    if (!old) return;
    this.calls.delete(id);
    this.size -= old.reduce((sum, call) => sum + call.length, 0);
  }
}

export function createPageRenderer({ app }: PageRendererOptions) {
  const cmsCache = new CmsCache();
  const callsOf = new RememberedCalls();
  return async function renderHtml(request: FastifyRequest, template: string, bundle: BrandBundle, boot: BootConfig): Promise<RenderedHtml | null> {
    const fetchFromServer = serverFetch(app, request.headers.cookie);
    const locale = requestLocale(bundle, request.headers.cookie);
    const country = bundle.brand.locales?.find((l) => l.code === locale)?.country;
    const settings: AppSettings = mergeSettings(settingsDefaults(), bundle.settings, boot.settings ?? {});
    const { texts } = await loadCmsTexts(locale, {
      coreApiBase: boot.coreApiBase, defaults: bundle.texts[locale] ?? bundle.texts.en ?? {}, fetch: fetchFromServer, cache: cmsCache,
    });
    const api = new ApiClient({
      apiBase: boot.apiBase, coreApiBase: boot.coreApiBase, getToken: () => null, getLanguage: () => locale, onForbidden: () => {}, fetch: fetchFromServer,
      getSystemKey: () => settings.systemKey, getSystemAccessToken: () => settings.systemAccessToken,
    });
    const origin = `${request.protocol}://${request.host}`;
    const device = deviceFromUserAgent(request.headers['user-agent']);
    const pageKey = `${bundle.id}.${bundle.hash} ${locale} ${device} ${request.url}`;
    const started = performance.now();
    const page = await renderPage({
      expectedCalls: callsOf.get(pageKey),
      bundle, boot, settings, url: new URL(request.url, origin).href, locale, texts, api, hostname: request.hostname, device,
      dataTimeoutMs: DATA_TIMEOUT_MS, renderTimeoutMs: RENDER_TIMEOUT_MS,
      onError: (error) => console.error(`[ssr] ${request.url}:`, error),
    });
    if (!page) return null;
    callsOf.set(pageKey, page.calls);
    const ssr: SsrData = { path: request.url.split('?')[0], locale, texts, device, preloaded: page.preloaded, themeCss: themeCss(bundle.theme) };
    // Each replacement is a function: a string replacement would expand $` $' $& $$ $1 in the rendered values
    // (a search query, a title), copying parts of the template into the page (review N8).
    const html = template
      .replace(/<html lang="[^"]*"/, () => `<html lang="${escapeHtml(htmlLang(locale, country))}" dir="${textDirection(locale)}"`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>\n    <meta name="description" content="${escapeHtml(page.description)}">`)
      .replace('</head>', () => `<link rel="preload" href="${escapeHtml(boot.bundleUrl)}" as="fetch" crossorigin="anonymous">\n</head>`)
      .replace(/<div id="root">[\s\S]*?<\/div>(\s*<noscript>[\s\S]*?<\/noscript>)?/,
        () => `<div id="root">${page.html}</div>\n    <script id="ssr-data" type="application/json">${dataJson(ssr)}</script>`);
    const timing = `ssr;dur=${(performance.now() - started).toFixed(1)};desc="${page.passes} ${page.passes === 1 ? 'pass' : 'passes'}"`;
    return { html, timing };
  };
}
