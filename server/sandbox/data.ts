// Data files served as written: settings2 (spec 3 App settings) and the CMS locale files (spec 7).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SANDBOX_DATA = join(dirname(fileURLToPath(import.meta.url)), 'data');

export const readData = (file: string) => JSON.parse(readFileSync(join(SANDBOX_DATA, file), 'utf8')) as unknown;

/** The password rules of settings2 (formFieldsValidation.password), which sign-up checks (spec 5 Password). */
export function passwordRules(): { minLength?: number; digit?: boolean; specialCharacter?: boolean; uppercase?: boolean } {
  const settings = readData('settings2.json') as { formFieldsValidation?: { password?: Record<string, unknown> } };
  return (settings.formFieldsValidation?.password ?? {}) as ReturnType<typeof passwordRules>;
}
