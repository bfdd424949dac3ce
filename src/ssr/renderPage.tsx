// Server rendering of one page (issue 12): the same App, renderer and widgets as the browser, with a
// static router for the request's address. The page is rendered, the public calls its widgets asked for
// are fetched, and it is rendered again with their answers (up to MAX_PASSES, for data inside data), so
// the HTML carries the first screen's content: header, menu, heading, game tiles, promotion cards.
// Rendered as a guest: personal parts (balance, favourites) render in the browser after hydration.
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { BrandBundle } from '../platform/brand';
import type { BootConfig } from '../platform/boot';
import type { AppSettings } from '../generated/types';
import type { ApiClient } from '../platform/api/client';
import type { UserDeviceType } from '../platform/tracking';
import { createI18n } from '../platform/i18n';
import { App } from '../shell/App';
import { AppRoutes, buildRoutes } from '../shell/router';
import { pageOf } from '../shell/routeMatch';
import type { RuntimeConfig } from '../shell/RuntimeConfig';
import { PreloadCollector } from './preloaded';
import { callEndpoint, type EndpointName } from '../platform/api/endpoints';
import { themeCss } from '../shell/theme';
import { SITE_DESCRIPTION_KEY } from '../shell/PageView';

/** Render passes at most: the page, then with its data, then with data that depended on that data. */
export const MAX_PASSES = 3;

export interface RenderPageInput {
  bundle: BrandBundle;
  boot: BootConfig;
  settings: AppSettings;
  /** The request's full address (origin, path and query). */
  url: string;
  locale: string;
  /** The locale's flat texts (brand defaults merged with the CMS texts). */
  texts: Record<string, unknown>;
  /** A guest's api client that reaches the API from the server. */
  api: ApiClient;
  hostname: string;
  device: UserDeviceType;
  /** How long one pass's calls may take; a slower call is left to the browser. */
  dataTimeoutMs: number;
  /** How long rendering may take (a widget chunk that never loads) before the page is sent as it is. */
  renderTimeoutMs: number;
  /** A widget's error while rendering (that part is left to the browser). */
  onError?: (error: unknown) => void;
  /** The calls this page asked for when it was last rendered: fetched before the first pass. */
  expectedCalls?: readonly string[];
}

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The page's document title (as PageView sets it in the browser). */
  title: string;
  /** The page's description for search engines: its document's, else the site's. */
  description: string;
  /** The answers the page was rendered with, for the browser to hydrate with. */
  preloaded: Record<string, unknown>;
  /** The calls it asked for (RenderPageInput.expectedCalls of the next rendering). */
  calls: string[];
  /** How many times it was rendered (1 when the expected calls were all it needed). */
  passes: number;
}

async function toHtml(element: ReactNode, timeoutMs: number, onError: (error: unknown) => void): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, {
    signal: AbortSignal.timeout(timeoutMs),
    onError,
    // Every boundary inline: React outlines big ones behind reveal scripts, which script-src 'self' blocks
    // and which a page without JavaScript never runs.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
  return html;
}

/** Renders the page, or null when the address is not a page (a redirect route: the browser navigates). */
export async function renderPage(input: RenderPageInput): Promise<RenderedPage | null> {
  const { bundle, settings } = input;
  const url = new URL(input.url);
  const { page, redirect, aliasOf } = pageOf(bundle, url.pathname);
  if (redirect || aliasOf) return null;
  const routes = buildRoutes(bundle);

  const i18n = createI18n({
    locale: input.locale,
    texts: input.texts,
    fallbackTexts: bundle.texts.en ?? {},
    debugShowTranslationKeys: settings.debugShowTranslationKeys,
  });
  const preloaded = new PreloadCollector();
  const config: RuntimeConfig = {
    boot: input.boot,
    settings,
    api: input.api,
    track: async () => {},
    logout: async () => {},
    hostname: input.hostname,
    preloaded,
    deviceHint: input.device,
    hydrating: true,
    themeCss: themeCss(bundle.theme),
  };
  const render = () => {
    preloaded.beginPass();
    return toHtml(
      <App bundle={bundle} config={config} i18n={i18n} changeLocale={async () => {}}
        routing={<StaticRouter location={`${url.pathname}${url.search}`}><AppRoutes routes={routes} /></StaticRouter>} />,
      input.renderTimeoutMs,
      // A widget that fails on the server is rendered by the browser instead (React's client fallback).
      (error) => input.onError?.(error),
    );
  };

  if (input.expectedCalls?.length) {
    preloaded.expect(input.expectedCalls, (endpoint, params) => callEndpoint(input.api, endpoint as EndpointName, params as never));
    await preloaded.fetchWanted(input.dataTimeoutMs);
  }
  let html = await render();
  let passes = 1;
  for (; passes < MAX_PASSES && preloaded.pending > 0; passes++) {
    await preloaded.fetchWanted(input.dataTimeoutMs);
    html = await render();
  }
  const doc = bundle.pages[page];
  const heading = doc ? String(i18n.t(doc.title)) : '';
  const title = settings.brandName ? `${heading} | ${settings.brandName}` : heading;
  const description = String(i18n.t(doc?.description ?? SITE_DESCRIPTION_KEY));
  return { html, title, description, preloaded: preloaded.toJSON(), calls: preloaded.calls, passes };
}
