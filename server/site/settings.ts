// Settings at server start (spec 4 Settings): settings from the environment take priority when
// present; otherwise settings2 is fetched; if that fails the process exits with code 911 and a
// console danger message (spec 8).
import type { AppSettings } from '../../src/generated/types';

export type ServerSettings = { settings: Partial<AppSettings>; source: 'env' | 'settings2' };

export const SETTINGS_EXIT_CODE = 911;

export function settingsFromEnv(env: NodeJS.ProcessEnv): Partial<AppSettings> | null {
  if (!env.SETTINGS) return null;
  const parsed = JSON.parse(env.SETTINGS) as unknown;
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('SETTINGS must be a JSON object');
  return parsed as Partial<AppSettings>;
}

export async function loadServerSettings(env: NodeJS.ProcessEnv, fetchSettings2: () => Promise<unknown>): Promise<ServerSettings> {
  const fromEnv = settingsFromEnv(env);
  if (fromEnv) return { settings: fromEnv, source: 'env' };
  const answer = await fetchSettings2();
  const settings = answer && typeof answer === 'object' && 'data' in answer ? (answer as { data: unknown }).data : answer;
  if (!settings || typeof settings !== 'object' || Array.isArray(settings)) throw new Error('settings2 answered no settings object');
  return { settings: settings as Partial<AppSettings>, source: 'settings2' };
}

/** The danger message and exit of spec 8. Exit codes above 255 are taken modulo 256 by the OS (911 -> 143). */
export function exitForSettings(error: unknown): never {
  console.error(`\x1b[41m\x1b[97m DANGER \x1b[0m\x1b[31m Settings could not be loaded: ${error instanceof Error ? error.message : String(error)}. Exiting with code ${SETTINGS_EXIT_CODE}.\x1b[0m`);
  process.exit(SETTINGS_EXIT_CODE);
}
