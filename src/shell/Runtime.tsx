// The root route's element: assembles the read-only scope, the services for widgets and actions
// (./services.ts) and the renderer's registries, and renders the layout, the modals and the notices around
// the current page.
import { useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { ScopeContext, freezeDeep, type Scope } from '../renderer/scope';
import { RendererContext, type RendererServices } from '../renderer/RendererContext';
import { ServicesProvider } from '../renderer/services';
import { useText } from '../renderer/text';
import { widgetRegistry } from '../generated/widgets';
import { actionExpressions, actionRegistry } from '../generated/actions';
import { useSessionInTransition } from '../platform/session';
import { useBrand } from './BrandContext';
import { failureTextKey } from '../platform/api/failureText';
import { useRuntimeConfig } from './RuntimeConfig';
import { useDevice } from './device';
import { hydration, useHydrated } from '../ssr/hydrated';
import { pageOf } from './routeMatch';
import { useLocale } from './locale';
import { useAppServices } from './services';
import { ModalHost } from './ModalHost';
import { Notices, useNotices } from './notices';
import { Layout } from './Layout';
import { useRouteHistory } from './routeHistoryStore';
import { useMinuteClock } from './clock';
import { isRegistrationRestricted, matchMirrorDomain, timeOfDay } from '../platform/registrationRestriction';
import { COOKIE_NAMES, getCookie } from '../platform/storage';
import { readLastLogin, sameLastLogin, type LastLogin } from '../account/lastLogin';
import { isDemoUser } from '../account/demoUser';

export function Runtime() {
  const config = useRuntimeConfig();
  const { settings, boot } = config;
  const bundle = useBrand();
  const location = useLocation();
  const params = useParams();
  const navigateTo = useNavigate();
  // Every node reads the scope: a session change renders the page again in a transition (no long task).
  const session = useSessionInTransition();
  const device = useDevice(config.deviceHint);
  const { locale } = useLocale();
  const services = useAppServices();
  const notify = useNotices((s) => s.notify);
  const t = useText();
  const page = useMemo(() => pageOf(bundle, location.pathname).page, [bundle, location.pathname]);
  const search = location.search;
  const clock = useMinuteClock();
  const mirror = matchMirrorDomain(config.hostname, settings.mirrorDomain);
  const registrationRestricted = isRegistrationRestricted({
    mirror, country: getCookie(COOKIE_NAMES.countryCode), time: timeOfDay(clock), deviceType: device.type,
  });

  // spec 3 Browser storage: the last login is read after rendering (the server has no storage, so its HTML
  // and the first client render agree), again when the session changes (a login stores it before it loads
  // the user) and when another tab changes it.
  const [lastLogin, setLastLogin] = useState<LastLogin | null>(null);
  useEffect(() => {
    const read = () => setLastLogin((previous) => {
      const next = readLastLogin();
      return sameLastLogin(previous, next) ? previous : next;
    });
    read();
    window.addEventListener('storage', read);
    return () => window.removeEventListener('storage', read);
  }, [session.authenticated, session.user]);

  const scope = useMemo<Scope>(() => freezeDeep({
    auth: { initialized: session.initialized, authenticated: session.authenticated, selfExcluded: session.selfExcluded, demo: session.authenticated && isDemoUser(session.user, settings.demoUserId) },
    user: session.user ? structuredClone(session.user) : null,
    settings: settings as Record<string, unknown>,
    route: { path: location.pathname, page, params: { ...params } },
    query: Object.fromEntries(new URLSearchParams(search)),
    device,
    brand: { id: bundle.id, name: bundle.brand.name, theme: String(settings.theme ?? 'curacao'), navigationSystem: String(settings.navigationSystem ?? 'basic'), locale },
    registration: { restricted: registrationRestricted, mirrorDomain: mirror?.url ?? null },
    lastLogin: lastLogin ? { ...lastLogin } : null,
  }), [session.initialized, session.authenticated, session.selfExcluded, session.user, settings, location.pathname, page, params, search, device.type, bundle, locale, registrationRestricted, mirror, lastLogin]); // eslint-disable-line react-hooks/exhaustive-deps -- device is a new object each render: its type is the dependency

  const renderer = useMemo<RendererServices>(() => ({
    widgets: widgetRegistry,
    actions: { handlers: actionRegistry, expressions: actionExpressions },
    dev: boot.dev,
    validateProps: config.validateProps,
    reportError: (error, where) => {
      console.error(`[${where}]`, error);
      // A call that failed on the platform's side (500, 503, a timeout) says so; anything else is ours.
      notify(t(failureTextKey(error) ?? 'text.common.somethingWentWrong'));
    },
  }), [config.validateProps, boot.dev, notify, t]);

  // The page answers input from here on (server HTML is visible before): a marker for tests and tools. After
  // hydration's end (src/ssr/hydrated.tsx), not at the hydration commit: until that transition commits, a
  // click's navigation races with it.
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    hydration.end();
    document.documentElement.setAttribute('data-app-ready', '');
  }, [hydrated]);

  const pushRoute = useRouteHistory((s) => s.push);
  useEffect(() => pushRoute(`${location.pathname}${location.search}`), [location.pathname, location.search, pushRoute]);
  useEffect(() => config.navigation?.attach((href) => navigateTo(href)), [config.navigation, navigateTo]);
  useEffect(() => config.onRouteChange?.(location.pathname, page), [location.pathname]); // eslint-disable-line react-hooks/exhaustive-deps -- a new path only: config is the boot's, and page follows the path

  return (
    <ScopeContext.Provider value={scope}>
      <ServicesProvider services={services}>
        <RendererContext.Provider value={renderer}>
          <Layout>
            <Outlet />
          </Layout>
          <ModalHost dev={boot.dev} />
          <Notices />
        </RendererContext.Provider>
      </ServicesProvider>
    </ScopeContext.Provider>
  );
}
