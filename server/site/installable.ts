// spec 2.5 (add-to-home-screen): the routes that make the site an installable app. The manifest and the
// icon from the brand's name and theme, the service worker script for this version of the site, and the
// offline page it shows without a network, in the brand's words and colours.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { BrandBundle } from '../../src/platform/brand';
import { APP_ICON_PATH, MANIFEST_PATH, appColours, appIconSvg, webAppManifest } from '../../src/platform/installable/manifest';
import { OFFLINE_PATH, SERVICE_WORKER_PATH, serviceWorkerScript } from '../../src/platform/installable/serviceWorker';
import { escapeHtml, html, pageShell } from '../pageShell';

export interface InstallableOptions {
  getBundle: () => BrandBundle;
  /** settings2's brandName, when the platform names the brand. */
  brandName: () => string | undefined;
  /** The built index.html: its asset names change with every build. */
  getHtml: () => Promise<string>;
}

export function brandNameOf(bundle: BrandBundle, platformName: string | undefined): string {
  const name = platformName ?? bundle.settings.brandName;
  return typeof name === 'string' && name.trim() ? name : bundle.brand.name;
}

/** The page's theme colour and manifest link, for the HTML head. */
export function appHeadTags(bundle: BrandBundle): string {
  return `<link rel="manifest" href="${MANIFEST_PATH}">\n    <meta name="theme-color" content="${escapeHtml(appColours(bundle.theme).background)}">`;
}

/** The look of the server's own small pages (this offline page, the page limits' answers): the brand's colours, one centred column. */
export function smallPageStyle(bundle: BrandBundle): string {
  const { background, foreground, accent, onAccent } = appColours(bundle.theme);
  return `body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:${background};color:${foreground};font-family:system-ui,sans-serif;text-align:center}main{padding:2rem;max-width:28rem}a{display:inline-block;margin-top:1rem;padding:.75rem 1.5rem;border-radius:8px;background:${accent};color:${onAccent};text-decoration:none;font-weight:600}`;
}

/** The offline page: plain HTML with no script (the site's policy allows none inline), a link to try again. */
export function offlinePage(bundle: BrandBundle, brandName: string): string {
  const locale = bundle.brand.defaultLocale ?? 'en';
  const texts = { ...(bundle.texts.en ?? {}), ...(bundle.texts[locale] ?? {}) };
  const t = (key: string) => String(texts[key] ?? key);
  return pageShell({
    title: brandName,
    locale,
    meta: { 'theme-color': appColours(bundle.theme).background },
    style: smallPageStyle(bundle),
    body: html`<main id="offline">
<h1>${t('text.app.offline.title')}</h1>
<p>${t('text.app.offline.body')}</p>
<a href="/">${t('text.app.offline.retry')}</a>
</main>`,
  });
}

export function registerInstallable(app: FastifyInstance, options: InstallableOptions): void {
  const name = () => brandNameOf(options.getBundle(), options.brandName());
  app.get(MANIFEST_PATH, async (_request, reply) => {
    reply.header('cache-control', 'no-cache').type('application/manifest+json; charset=utf-8');
    return JSON.stringify(webAppManifest(name(), options.getBundle().theme));
  });
  app.get(APP_ICON_PATH, async (_request, reply) => {
    reply.header('cache-control', 'no-cache').type('image/svg+xml');
    return appIconSvg(name(), options.getBundle().theme);
  });
  app.get(OFFLINE_PATH, async (_request, reply) => {
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    return offlinePage(options.getBundle(), name());
  });
  app.get(SERVICE_WORKER_PATH, async (_request, reply) => {
    // A new build or brand version is a new script: the browser installs it and drops the old caches.
    const version = createHash('sha256').update(await options.getHtml()).update(options.getBundle().hash).digest('hex').slice(0, 16);
    // Checked on every visit (browsers cap a worker's cache at 24 hours anyway); served only from this origin's root.
    reply.header('cache-control', 'no-cache').header('service-worker-allowed', '/').type('text/javascript; charset=utf-8');
    return serviceWorkerScript(version);
  });
}
