// Providers around the router: the brand's Chakra system, colour mode, i18n, the brand bundle,
// the runtime services, the call answers (SWR) and the locale.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { SWRConfig } from 'swr';
import type { I18n } from '../platform/i18n';
import { I18nProvider } from '../platform/i18nContext';
import type { BrandBundle } from '../platform/brand';
import { BrandContext } from './BrandContext';
import { ColorModeProvider } from './colorMode';
import { RuntimeConfigContext, type RuntimeConfig } from './RuntimeConfig';
import { LocaleContext, type LocaleServices } from './locale';
import { createBrandSystem } from './theme';
import { HydrationPhase } from '../ssr/hydrated';
import { listenForInstallPrompt, registerServiceWorker } from '../platform/installable/register';
import { callCacheConfig } from '../platform/api/callCache';

interface Props {
  bundle: BrandBundle;
  config: RuntimeConfig;
  i18n: I18n;
  /** The router: RouterProvider in the browser, StaticRouterProvider on the server. */
  routing: ReactNode;
  changeLocale: (code: string) => Promise<void>;
}

export function App({ bundle, config, i18n, routing, changeLocale }: Props) {
  const system = useMemo(() => createBrandSystem(bundle.theme, config.themeCss), [bundle.theme, config.themeCss]);
  const [locale, setLocaleState] = useState(i18n.language);
  const localeServices = useMemo<LocaleServices>(() => ({
    locale,
    locales: bundle.brand.locales ?? [],
    setLocale: async (code) => {
      await changeLocale(code);
      setLocaleState(code);
    },
  }), [locale, bundle.brand.locales, changeLocale]);
  // A cache per app (a tab; one server render) with the server's answers as the fallback, so hydration
  // renders what the server did (src/platform/api/callCache.ts).
  const calls = useMemo(() => callCacheConfig(config.preloaded?.fallback()), [config.preloaded]);
  // spec 2.5 add-to-home-screen: the service worker of the installed app, only where the site server serves
  // a production build (Vite's dev server has no /sw.js, and a worker would keep stale dev modules).
  useEffect(() => {
    if (import.meta.env.PROD && !config.boot.dev) registerServiceWorker();
  }, [config.boot.dev]);
  // spec 2.5: Chrome offers installing once per page load; kept for the add-to-home-screen banner (a notice).
  useEffect(() => listenForInstallPrompt(), []);
  return (
    <HydrationPhase hydrating={config.hydrating === true}>
      <ChakraProvider value={system}>
        {/* Chakra's (Ark's) components read the locale's direction here: menus, sliders and arrow keys mirror in ar and he. */}
        <LocaleProvider locale={locale}>
        <ColorModeProvider configured={config.settings.colorMode ?? bundle.theme.defaultColorMode}>
          <I18nProvider i18n={i18n}>
            <BrandContext.Provider value={bundle}>
              <RuntimeConfigContext.Provider value={config}>
                <SWRConfig value={calls}>
                  <LocaleContext.Provider value={localeServices}>
                    {routing}
                  </LocaleContext.Provider>
                </SWRConfig>
              </RuntimeConfigContext.Provider>
            </BrandContext.Provider>
          </I18nProvider>
        </ColorModeProvider>
        </LocaleProvider>
      </ChakraProvider>
    </HydrationPhase>
  );
}
