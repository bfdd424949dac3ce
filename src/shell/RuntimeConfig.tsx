// Services created once at boot (settings, api client, tracker, ...) that the runtime hands to the
// renderer and the actions.
import { createContext, useContext } from 'react';
import type { AppSettings } from '../generated/types';
import type { ApiClient } from '../platform/api/client';
import type { BootConfig } from '../platform/boot';
import type { Preloaded } from '../ssr/preloaded';
import type { Navigation } from './navigation';
import type { UserDeviceType } from '../platform/tracking';

export interface RuntimeConfig {
  boot: BootConfig;
  settings: AppSettings;
  api: ApiClient;
  track(event: string, data?: Record<string, unknown>): Promise<void>;
  logout(reason?: string, options?: { stay?: boolean }): Promise<void>;
  /** Development only: checks a node's props against its widget schema. */
  validateProps?: (type: string, props: unknown) => string | null;
  /** The site's host name (mirror domains): the browser's location, or the request's on the server. */
  hostname: string;
  /** Answers the server rendered the page with (src/ssr/preloaded.ts). */
  preloaded?: Preloaded;
  /** The brand theme's global styles as text, as the server rendered them (src/shell/theme.ts themeCss). */
  themeCss?: string;
  /** Rendering what hydration shows (the server, and a browser taking over the server's HTML): src/ssr/hydrated.tsx. */
  hydrating?: boolean;
  /** The device type the server rendered for (from the request); the browser starts from it while hydrating. */
  deviceHint?: UserDeviceType;
  /** Navigation from outside React: the runtime attaches the router's navigate to it. */
  navigation?: Navigation;
  /** Called after every change of path, with the page it shows (identity: page views, inactivity). */
  onRouteChange?(path: string, page: string): void;
}

export const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig() outside the app');
  return config;
}
