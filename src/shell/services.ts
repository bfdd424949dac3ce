// The app's services for widgets and action handlers (src/renderer/services.tsx), made from the runtime config,
// the brand, the router and the shell's stores. The shell is the only place that knows how each is done.
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { LinkTarget } from '../generated/types';
import type { ApiClient } from '../platform/api/client';
import type { ConsentServices, CredentialServices, LinkServices, SessionServices, WidgetServices } from '../renderer/services';
import { useText } from '../renderer/text';
import { useSession } from '../platform/session';
import { giveCookieConsent } from '../compliance/cookieConsent';
import { acceptGameCookieConsent } from '../play/gameCookieConsent';
import { useBrand } from './BrandContext';
import { useRuntimeConfig } from './RuntimeConfig';
import { pageUrl, resolveLink, type PageKeySources } from './pageKeys';
import { useLocale } from './locale';
import { useColorMode } from './colorMode';
import { useModalServices } from './useModalServices';
import { useNotices } from './notices';
import { useRouteHistory } from './routeHistoryStore';

/** The session over this api client. The auth flows load with their first use (no page needs them to draw). */
export function sessionServices(api: ApiClient, logout: SessionServices['logout']): SessionServices {
  return {
    reload: async () => (await (await import('../platform/auth')).loadUser(api)) !== null,
    activeBonusDiffers: async (activeBonus) => {
      const { activeBonusChanged } = await import('../platform/auth');
      const { token, user } = useSession.getState();
      return Boolean(token) && activeBonusChanged({ activeBonus }, user as Record<string, unknown> | null);
    },
    logout,
  };
}

export const consentServices: ConsentServices = {
  giveCookieConsent: () => giveCookieConsent(),
  // Storage that refuses the value (private mode) is not an error: the modal asks again next time.
  acceptGameCookieConsent: () => { acceptGameCookieConsent(); },
};

/** Held only for the credential-save screen of a 1-click registration: loaded with it. */
export const credentialServices: CredentialServices = {
  hold: async (credentials) => (await import('../platform/credentials')).holdCredentials(credentials),
};

/** Page keys and link targets against the routes document and the settings' overrides, on the current path. */
function useLinkServices(): LinkServices {
  const { settings } = useRuntimeConfig();
  const bundle = useBrand();
  const { pathname } = useLocation();
  const navigateTo = useNavigate();
  return useMemo<LinkServices>(() => {
    const sources: PageKeySources = { routes: bundle.routes, navigationSystem: String(settings.navigationSystem ?? 'basic'), overrides: settings.pageUrls };
    const resolve = (target: LinkTarget) => resolveLink(target, pathname, sources);
    return {
      resolve,
      pageUrl: (key) => pageUrl(key, sources),
      navigate: (target, options) => {
        const link = resolve(target);
        if (link.external) window.open(link.href, '_blank', 'noopener,noreferrer');
        else navigateTo(link.href, { replace: options?.replace, preventScrollReset: link.shallow });
      },
      back: () => navigateTo(useRouteHistory.getState().back(pageUrl('root', sources))),
    };
  }, [bundle, settings, pathname, navigateTo]);
}

export function useAppServices(): WidgetServices {
  const config = useRuntimeConfig();
  const brand = useBrand();
  const links = useLinkServices();
  const modals = useModalServices(brand);
  const locale = useLocale();
  const colorMode = useColorMode();
  const notify = useNotices((s) => s.notify);
  const t = useText();
  return useMemo<WidgetServices>(() => ({
    api: config.api,
    preloaded: config.preloaded,
    settings: config.settings,
    boot: config.boot,
    brand,
    hostname: config.hostname,
    track: config.track,
    links,
    modals,
    locale,
    colorMode,
    session: sessionServices(config.api, config.logout),
    consent: consentServices,
    credentials: credentialServices,
    clock: { now: () => Date.now() },
    notify: ({ text, words, values, tone }) => notify(words || t(text, values), tone),
    translate: (key, values) => t(key, values),
  }), [config, brand, links, modals, locale, colorMode, notify, t]);
}
