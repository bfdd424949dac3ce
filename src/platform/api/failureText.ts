// What a player reads when a call fails without a refusal of its own (spec 8 texts: 'Internal server error'
// (500), 'Service Unavailable' (503), 'Request timeout' (server-side, 5 s; and the client's own timeout)).
// A 5xx body's message is the server's inside story, never the player's: these texts replace it.
import { ApiError } from './client';

export const FAILURE_TEXT_KEYS: Readonly<Record<number, string>> = {
  408: 'text.errors.requestTimeout',
  500: 'text.errors.internalServerError',
  503: 'text.errors.serviceUnavailable',
  504: 'text.errors.requestTimeout',
};

/** The text key for a failed call's status (following an action failure's cause), or null for other failures. */
export function failureTextKey(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (current instanceof ApiError) return FAILURE_TEXT_KEYS[current.status] ?? null;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
