// Services created once at boot (settings, api client, tracker, ...) that the runtime hands to the
// renderer and the actions.
import { createContext, useContext } from 'react';
import type { AppSettings } from '../generated/types';
import type { ApiClient } from '../platform/api/client';
import type { BootConfig } from '../platform/boot';

export interface RuntimeConfig {
  boot: BootConfig;
  settings: AppSettings;
  api: ApiClient;
  track(event: string, data?: Record<string, unknown>): Promise<void>;
  logout(reason?: string): Promise<void>;
  /** Development only: checks a node's props against its widget schema. */
  validateProps?: (type: string, props: unknown) => string | null;
}

export const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig() outside the app');
  return config;
}
