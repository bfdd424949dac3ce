// The precompiled validators of `npm run gen`, and what they say about the registries: which widget
// types and action names exist. Precompiled so the tool, the dev server and the browser agree exactly.
import { validators } from '../generated/validators.js';
import type { ValidateFn } from '../generated/validators.js';

const byKey = validators as unknown as Record<string, ValidateFn | undefined>;

export function validatorFor(key: string): ValidateFn | undefined {
  return byKey[key];
}

function namesWithPrefix(prefix: string): string[] {
  return Object.keys(byKey)
    .filter((key) => key.startsWith(prefix))
    .map((key) => key.slice(prefix.length))
    .sort();
}

export const widgetTypes = (): string[] => namesWithPrefix('widget:');
export const actionNames = (): string[] => namesWithPrefix('action:');
