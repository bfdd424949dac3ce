// Boot: read the server's boot config, take ?at=, load the brand bundle, settings and CMS texts, then
// render. Every step that can fail has a fallback, so a player sees a working page or a clear message.
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { readBootConfig } from './platform/boot';
import type { BrandBundle } from './platform/brand';
import { handleAccessTokenLink } from './platform/accessToken';
import { loadBrowserSettings } from './platform/settings';
import { loadCmsTexts } from './platform/cms';
import { applyHtmlLang, createI18n, localeTextsUrl, setLanguage } from './platform/i18n';
import { ApiClient } from './platform/api/client';
import { callEndpoint } from './platform/api/endpoints';
import { COOKIE_NAMES, STORAGE_KEYS, getCookie, readString } from './platform/storage';
import { isDevMode } from './platform/devModeFlag';
import { useSession } from './platform/session';
import { createTracker } from './platform/tracking';
import type { SessionTerminationReason } from './platform/sessionTermination';
import { useModalStore } from './shell/modalStore';
import { pageUrl } from './shell/pageKeys';
import { App } from './shell/App';
import { AppRoutes, buildRoutes } from './shell/router';
import { createNavigation } from './shell/navigation';
import type { RuntimeConfig } from './shell/RuntimeConfig';
import type { AppSettings } from './generated/types';
import { readSsrData } from './ssr/ssrData';
import { preloadedFrom } from './ssr/preloaded';
import { hydration } from './ssr/hydrated';
import { prepareAmountFormat } from './platform/wallet';

/** How long first paint waits for CMS texts before showing the brand defaults (they swap in when they arrive). */
const CMS_WAIT_MS = 800;

async function loadBundle(url: string): Promise<BrandBundle> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`brand bundle ${url}: ${response.status} ${response.statusText}`);
  return (await response.json()) as BrandBundle;
}

function pickLocale(bundle: BrandBundle): { code: string; country: string } {
  const locales = bundle.brand.locales ?? [];
  // The stored choice, else its cookie: the one the server renders the page in.
  const stored = readString(STORAGE_KEYS.selectedLanguage) ?? getCookie(COOKIE_NAMES.languageCode);
  const fallback = bundle.brand.defaultLocale ?? 'en';
  const chosen = locales.find((l) => l.code === stored) ?? locales.find((l) => l.code === fallback);
  return { code: chosen?.code ?? fallback, country: chosen?.country ?? 'GB' };
}

async function devPropsValidator(): Promise<RuntimeConfig['validateProps']> {
  if (!import.meta.env.DEV) return undefined;
  const { validators } = await import('./generated/validators.js');
  return (type, props) => {
    const validate = validators[`widget:${type}` as keyof typeof validators];
    if (!validate || validate(props)) return null;
    return (validate.errors ?? []).map((e) => `props${e.instancePath.replace(/\//g, '.')} ${e.message}`).join('; ');
  };
}

async function boot() {
  const bootConfig = readBootConfig();
  // spec 2.3: ?at=<token> leaves the address at once. Without a session it becomes the session's token;
  // a different stored session stays until the player chooses to switch (review finding 8). The question
  // (a modal, itself lazy) and the held token load only for such a link: not part of the first paint.
  handleAccessTokenLink(window.location, window.history, useSession, (linkToken) => {
    void import('./shell/switchAccount').then(({ askToSwitchAccount }) => askToSwitchAccount(linkToken));
  });
  // The server's rendering of this page (npm start), when it is for this address; the bundle was preloaded.
  const ssr = readSsrData();
  const bundle = await loadBundle(bootConfig.bundleUrl);

  let forbidden: () => void = () => {};
  // The api client asks for the language on every call; until i18n exists (settings2 is fetched
  // before it) that is the locale being booted.
  let language = pickLocale(bundle).code;
  const api = new ApiClient({
    apiBase: bootConfig.apiBase,
    coreApiBase: bootConfig.coreApiBase,
    getToken: () => useSession.getState().token,
    getLanguage: () => language,
    onForbidden: () => forbidden(),
    // The server's settings (boot config) until the page's own are loaded (spec 6 Calls, spec 7).
    getSystemKey: () => (loaded ?? bootConfig.settings)?.systemKey,
    getSystemAccessToken: () => (loaded ?? bootConfig.settings)?.systemAccessToken,
    // spec 7 get-all-bonus cpnc (campaign offers). Every get-all-bonus is a signed-in player's, asked after
    // identity loaded the marketing module, which this shares (not first paint).
    getCampaign: () => campaign(),
  });
  let campaign: () => string | null = () => null;
  void import('./platform/marketing').then((marketing) => {
    campaign = () => marketing.currentMarketing().cpnc;
  });
  let loaded: Partial<AppSettings> | null = null;
  const { settings, source: settingsSource } = await loadBrowserSettings({
    brandSettings: bundle.settings,
    boot: bootConfig,
    fetchSettings2: () => callEndpoint(api, 'getSettings2'),
  });
  loaded = settings;

  const locale = pickLocale(bundle);
  // A locale's own texts are a file beside the bundle (only en is in it), fetched once when the locale is used.
  const ownTexts = new Map<string, Promise<Record<string, unknown>>>();
  const defaultsFor = (code: string): Promise<Record<string, unknown>> => {
    const en = bundle.texts.en ?? {};
    if (!bundle.textLocales?.includes(code)) return Promise.resolve(bundle.texts[code] ?? en);
    let texts = ownTexts.get(code);
    if (!texts) {
      texts = fetch(localeTextsUrl(bootConfig.bundleUrl, code), { headers: { Accept: 'application/json' } })
        .then((r) => (r.ok ? r.json() as Promise<Record<string, unknown>> : Promise.reject(new Error(`${r.status}`))))
        .catch((error: unknown) => {
          // The page keeps working in English (the fallback of every key); the next change asks again.
          console.warn(`[texts] ${code}:`, error);
          ownTexts.delete(code);
          return en;
        });
      ownTexts.set(code, texts);
    }
    return texts;
  };
  const activeLanguages = (bundle.brand.locales ?? []).map((l) => l.code);
  // The server's HTML is hydrated when it was rendered for this address and locale; its texts are in the page.
  const hydrate = ssr !== null && ssr.path === window.location.pathname && ssr.locale === locale.code;
  const defaults = hydrate ? {} : await defaultsFor(locale.code);
  const cms = hydrate
    ? Promise.resolve({ texts: ssr.texts })
    : loadCmsTexts(locale.code, { coreApiBase: bootConfig.coreApiBase, defaults });
  const early = await Promise.race([cms, new Promise<null>((resolve) => setTimeout(() => resolve(null), CMS_WAIT_MS))]);
  const i18n = createI18n({
    locale: locale.code,
    texts: early?.texts ?? defaults,
    fallbackTexts: bundle.texts.en ?? {},
    debugShowTranslationKeys: settings.debugShowTranslationKeys,
  });
  i18n.on('languageChanged', (lng) => (language = lng));
  if (!early) void cms.then(({ texts }) => setLanguage(i18n, locale.code, texts, activeLanguages));
  applyHtmlLang(document, locale.code, locale.country);
  // Task boundaries (not waits): Intl's locale data loads in a task of its own, not inside hydration's.
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
  await nextTask();
  prepareAmountFormat(locale.code);
  await nextTask();

  const changeLocale = async (code: string) => {
    const { texts } = await loadCmsTexts(code, { coreApiBase: bootConfig.coreApiBase, defaults: await defaultsFor(code) });
    await setLanguage(i18n, code, texts, activeLanguages);
    applyHtmlLang(document, code, bundle.brand.locales?.find((l) => l.code === code)?.country);
  };

  const navigation = createNavigation();
  // spec 4: HTTP 403 on any call clears the session, removes the stored token and sends the player to /?modal=login.
  forbidden = () => {
    useSession.getState().clearSession();
    navigation.navigate('/?modal=login');
  };
  // The marketing module comes with the first event (beside identity, which loads it too): not first paint.
  const tracker = createTracker(api, { getMarketing: async () => (await import('./platform/marketing')).currentMarketing() });
  const pageUrlOf = (key: string) => pageUrl(key, { routes: bundle.routes, navigationSystem: String(settings.navigationSystem ?? 'basic'), overrides: settings.pageUrls });
  // Identity (spec 4): the stored session, the wallet socket, inactivity, session-ended notices, marketing
  // and affiliate capture, page views and visits. Its own chunk, asked for now and run beside the first
  // render: none of it draws the first screen (the session shows as a guest's until it is known).
  const identity = import('./platform/identity').then(({ startIdentity }) => startIdentity({
    api,
    settings,
    socketUrl: bootConfig.socketUrl,
    track: (event, data) => tracker.track(event, data),
    openModal: (name) => void useModalStore.getState().openLocal({ name }),
    navigate: (href) => navigation.navigate(href),
    pageUrl: pageUrlOf,
  }));
  const config: RuntimeConfig = {
    boot: bootConfig,
    settings,
    api,
    track: (event, data) => tracker.track(event, data),
    logout: async (reason, options) => {
      const { signOut } = await import('./platform/auth');
      await signOut(api, (reason ?? 'USER_INITIATED') as SessionTerminationReason);
      if (!options?.stay) navigation.navigate(pageUrlOf('root'));
    },
    navigation,
    onRouteChange: (path, page) => void identity.then((started) => started.onRouteChange(path, page)),
    validateProps: await devPropsValidator(),
    hostname: window.location.hostname,
    preloaded: hydrate ? preloadedFrom(ssr.preloaded) : undefined,
    deviceHint: hydrate ? ssr.device : undefined,
    hydrating: hydrate,
    themeCss: hydrate ? ssr.themeCss : undefined,
  };

  // npm run dev's own pages (the widget gallery): import.meta.env.DEV is false in a build, so none of src/dev is in it.
  const devPages = import.meta.env.DEV && bootConfig.dev ? (await import('./dev/routes')).devRoutes() : [];
  const root = document.getElementById('root')!;
  const app = <App bundle={bundle} config={config} i18n={i18n} routing={<BrowserRouter><AppRoutes routes={buildRoutes(bundle, devPages)} /></BrowserRouter>} changeLocale={changeLocale} />;
  if (hydrate) {
    // As a transition, hydration yields to the browser every few milliseconds (the page is already on
    // screen): no long task blocks a tap while the scripts take the page over.
    hydration.start();
    startTransition(() => {
      hydrateRoot(root, app, {
        // A mismatch React recovers from (it renders that part in the browser): reported, the page works.
        onRecoverableError: (error) => console.warn('[hydrate]', error),
      });
    });
  } else {
    createRoot(root).render(app);
  }
  // devMode (spec 3 Browser storage): the developer panel, loaded after the page is drawn and only when on.
  if (isDevMode(readString(STORAGE_KEYS.devMode))) {
    void import('./platform/devPanel').then(({ showDevPanel }) => {
      const panel = showDevPanel({
        brand: bundle.id, hash: bundle.hash, settingsSource, locale: () => i18n.language, settings: settings as Record<string, unknown>,
        t: (key, values) => String(i18n.t(key, values)),
      });
      i18n.on('languageChanged', () => panel.refresh());
    }, (error: unknown) => console.warn('[devMode] the panel could not load', error));
  }
}

boot().catch((error) => {
  // Nothing of the brand could load, so there are no CMS texts yet: a plain message and a retry.
  console.error('[boot]', error);
  const root = document.getElementById('root');
  if (root) {
    root.innerHTML = '';
    const box = document.createElement('div');
    box.setAttribute('role', 'alert');
    box.style.cssText = 'padding:2rem;font-family:system-ui,sans-serif;max-width:32rem;margin:auto';
    const p = document.createElement('p');
    p.textContent = 'The site could not load. Please check your connection and try again.';
    const button = document.createElement('button');
    button.textContent = 'Try again';
    button.onclick = () => window.location.reload();
    box.append(p, button);
    root.append(box);
  }
});
