// The app's services and the renderer for component tests, instead of the shell (src/renderer/services.tsx):
// navigation, modals, tracking, notices and the colour mode are spies or plain stand-ins; the session, the
// consents and the held credentials are the app's own (src/shell/services.ts) over the test's api, since the
// stores behind them are what a test checks. With the generated registries and one provider tree, a test says
// only what differs (an api whose answers it gives, the brand's documents, the scope, the address).
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { useMemo, type ReactNode } from 'react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MemoryRouter } from 'react-router';
import { I18nProvider } from '../../src/platform/i18nContext';
import { createI18n, type I18n } from '../../src/platform/i18n';
import type { BrandBundle } from '../../src/platform/brand';
import { RendererContext, type RendererServices } from '../../src/renderer/RendererContext';
import { ServicesProvider, type LinkServices, type WidgetServices } from '../../src/renderer/services';
import { ScopeContext, emptyScope, type Scope } from '../../src/renderer/scope';
import { widgetRegistry } from '../../src/generated/widgets';
import { actionExpressions, actionRegistry } from '../../src/generated/actions';
import { consentServices, credentialServices, sessionServices } from '../../src/shell/services';
import { useModalServices } from '../../src/shell/useModalServices';

/** The groups of services a test may give in part: the rest of each group stays the stand-in's. */
type Groups = 'links' | 'modals' | 'locale' | 'colorMode' | 'session' | 'consent' | 'credentials' | 'clock';
export type ServicesOverrides = Partial<Omit<WidgetServices, Groups>> & { [G in Groups]?: Partial<WidgetServices[G]> };

/** Page keys as /<key> (with their query), other targets as they are: what a test can predict. */
export function standInLinks(overrides: Partial<LinkServices> = {}): LinkServices {
  return {
    resolve: (target) => {
      if (typeof target === 'string') return { href: target, external: false, shallow: false };
      const base = 'page' in target ? `/${target.page}` : target.path;
      const query = target.query ? `?${new URLSearchParams(Object.entries(target.query).map(([k, v]) => [k, String(v)]))}` : '';
      return { href: `${base}${query}`, external: false, shallow: false };
    },
    navigate: vi.fn(),
    pageUrl: (key) => `/${key}`,
    back: vi.fn(),
    ...overrides,
  };
}

/** A brand with no documents; a test gives the ones its widgets read. */
export const emptyBrand = { pages: {}, modals: {}, forms: {}, fragments: {}, menus: { menus: {} } } as unknown as BrandBundle;

export function servicesStandIn(overrides: ServicesOverrides = {}): WidgetServices {
  const { links, modals, locale, colorMode, session, consent, credentials, clock, ...rest } = overrides;
  const api = rest.api ?? ({} as never);
  return {
    api,
    settings: {},
    boot: {} as never,
    brand: emptyBrand,
    hostname: 'localhost',
    track: vi.fn(async () => {}),
    notify: vi.fn(),
    translate: (key) => key,
    ...rest,
    links: standInLinks(links),
    modals: { openModal: vi.fn(), closeModal: vi.fn(), isOpen: () => false, ...modals },
    locale: { locale: 'en', locales: [], setLocale: vi.fn(async () => {}), ...locale },
    colorMode: { colorMode: 'dark', setColorMode: vi.fn(), ...colorMode },
    session: { ...sessionServices(api, vi.fn(async () => {})), ...session },
    consent: { ...consentServices, ...consent },
    credentials: { ...credentialServices, ...credentials },
    clock: { now: () => Date.now(), ...clock },
  };
}

/** The renderer with the generated registries; failures go to a spy. */
export function rendererStandIn(overrides: Partial<RendererServices> = {}): RendererServices {
  return {
    widgets: widgetRegistry,
    actions: { handlers: actionRegistry, expressions: actionExpressions },
    dev: false,
    reportError: vi.fn(),
    ...overrides,
  };
}

export interface TestTree {
  services?: WidgetServices;
  renderer?: RendererServices;
  scope?: Scope;
  /** The page's texts (the brand's English by default in the tests that pass them). */
  i18n?: I18n;
  /** The address the memory router starts at. */
  url?: string;
  /** The shell's own modal services (?modal= in the address, the modal store) instead of spies. */
  shellModals?: boolean;
}

let noTexts: I18n | undefined;

/** The providers the shell would put around a widget: Chakra, texts, a memory router, services, renderer, scope. */
export function TestProviders({ services, renderer, scope, i18n, url = '/', shellModals, children }: TestTree & { children: ReactNode }) {
  const Services = shellModals ? WithShellModals : ServicesProvider;
  return (
    <ChakraProvider value={defaultSystem}>
      <I18nProvider i18n={i18n ?? (noTexts ??= createI18n({ locale: 'en', fallbackTexts: {}, texts: {} }))}>
        <MemoryRouter initialEntries={[url]}>
          <Services services={services ?? servicesStandIn()}>
            <RendererContext.Provider value={renderer ?? rendererStandIn()}>
              <ScopeContext.Provider value={scope ?? emptyScope}>{children}</ScopeContext.Provider>
            </RendererContext.Provider>
          </Services>
        </MemoryRouter>
      </I18nProvider>
    </ChakraProvider>
  );
}

/** The services with the shell's modal services over their brand's modal documents (inside the router). */
function WithShellModals({ services, children }: { services: WidgetServices; children: ReactNode }) {
  const modals = useModalServices(services.brand);
  const value = useMemo(() => ({ ...services, modals }), [services, modals]);
  return <ServicesProvider services={value}>{children}</ServicesProvider>;
}

/** Renders `ui` inside TestProviders. */
export function renderWithServices(ui: ReactNode, tree: TestTree = {}) {
  return render(<TestProviders {...tree}>{ui}</TestProviders>);
}
