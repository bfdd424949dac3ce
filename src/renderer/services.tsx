// What a widget or an action handler may use of the app, in one typed object (rjsf's registry prop, amis's
// `env`): the shell (the composition root) builds it and provides it with ServicesProvider; widgets read it
// with useServices(), action handlers get it as ctx.services. Nothing under src/widgets or src/actions
// imports the shell, so a test renders a widget with a stand-in for this object (tests/support/services.tsx).
import { createContext, useContext, type ReactNode } from 'react';
import type { AppSettings, LinkTarget, ModalDocument } from '../generated/types';
import type { ApiClient } from '../platform/api/client';
import { CallsContext } from '../platform/api/calls';
import type { BootConfig } from '../platform/boot';
import type { BrandBundle } from '../platform/brand';
import type { Preloaded } from '../ssr/preloaded';

/** A link target as an address: external ones open in a new tab, shallow ones keep the page's data. */
export interface ResolvedLink { href: string; external: boolean; shallow: boolean }

/** Navigation (spec 2.2, 2.3): page keys, never paths. */
export interface LinkServices {
  resolve(target: LinkTarget): ResolvedLink;
  navigate(target: LinkTarget, options?: { replace?: boolean }): void;
  pageUrl(key: string): string;
  /** Back to the previous of the last 5 routes, or the locale home (spec 2.5). */
  back(): void;
}

/** Modals (spec 2.4): by name (in the address when query-openable) or inline content. */
export interface ModalServices {
  /** `query`: parameters that go into the address with it (a result dialog's met); null removes one. */
  openModal(name: string | undefined, content?: ModalDocument, options?: { query?: Record<string, string | null> }): void;
  /** The named modal, the local one by its id, or the top-most. */
  closeModal(name?: string, localId?: string): void;
  /** Whether a modal of that name is open (in the address or in local state). */
  isOpen(name: string): boolean;
}

/** The current locale and the way to change it (the shell loads that locale's CMS texts). */
export interface LocaleServices {
  locale: string;
  locales: { code: string; country: string; name: string }[];
  setLocale(code: string): Promise<void>;
}

export type ColorMode = 'dark' | 'light';
export interface ColorModeServices { colorMode: ColorMode; setColorMode(mode: ColorMode | 'toggle'): void }

/** The player's session (spec 4). */
export interface SessionServices {
  /** Loads the signed-in player's details again (get-user-details) into the session; false when they could not be. */
  reload(): Promise<boolean>;
  /** spec 4 Auth state: whether this active bonus differs from the signed-in player's (false for a guest). */
  activeBonusDiffers(activeBonus: unknown): Promise<boolean>;
  /** Signs the player out; then to the home page unless `stay`. */
  logout(reason?: string, options?: { stay?: boolean }): Promise<void>;
}

/** Consents the player gives (spec 2.5): the site's cookies, the cookies of games. */
export interface ConsentServices {
  giveCookieConsent(): void;
  acceptGameCookieConsent(): void;
}

/** A freshly made password held for the credential-save screen (spec 2.5 1-click registration). */
export interface CredentialServices {
  hold(credentials: { email: string; password: string }): Promise<void>;
}

/** The time: `now()` in milliseconds, which a test can drive. */
export interface Clock { now(): number }

/** A notice for the player (the shell's live region): a text key with its values, or words (a server's message). */
export interface Notice { text: string; words?: string; values?: Record<string, string>; tone: 'info' | 'error' }

export interface WidgetServices {
  /** Calls: the api client (spec 7) and the answers the server rendered the page with (Data, useEndpoint). */
  api: ApiClient;
  preloaded?: Preloaded;
  settings: AppSettings;
  boot: BootConfig;
  brand: BrandBundle;
  /** The site's host name (mirror domains): the browser's location, or the request's on the server. */
  hostname: string;
  track(event: string, data?: Record<string, unknown>): Promise<void>;
  links: LinkServices;
  modals: ModalServices;
  locale: LocaleServices;
  colorMode: ColorModeServices;
  session: SessionServices;
  consent: ConsentServices;
  credentials: CredentialServices;
  clock: Clock;
  notify(notice: Notice): void;
  /** The brand's words for a text key (with its placeholders' values); the key itself where none is given. */
  translate(key: string, values?: Record<string, unknown>): string;
}

const ServicesContext = createContext<WidgetServices | null>(null);

export function useServices(): WidgetServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices() outside a ServicesProvider');
  return services;
}

/** Provides the services; the platform's call hooks (useEndpoint) get their part of them too. */
export function ServicesProvider({ services, children }: { services: WidgetServices; children: ReactNode }) {
  return (
    <CallsContext.Provider value={services}>
      <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>
    </CallsContext.Provider>
  );
}
