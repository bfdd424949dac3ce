// The studio API (server/studio, docs/studio.md) as the studio app calls it: same origin, the session cookie sent by
// the browser, and every write carrying the session's CSRF token (X-Studio-CSRF), which sign-in and /me give.
import type { StudioProblem, StudioSessionResponse } from '../../generated/types';

export type { StudioProblem };
export type Operator = StudioSessionResponse['operator'];

export class ApiError extends Error {
  constructor(readonly status: number, message: string, readonly problems: StudioProblem[] = []) {
    super(message);
  }
}

let csrfToken = '';

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`/studio/api${path}`, {
    method,
    credentials: 'same-origin',
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(method !== 'GET' ? { 'x-studio-csrf': csrfToken } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({ message: `The studio answered ${response.status}.` }))) as { message?: string; problems?: StudioProblem[] };
  if (!response.ok) throw new ApiError(response.status, answer.message ?? `The studio answered ${response.status}.`, answer.problems);
  return answer as T;
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body: unknown = {}) => request<T>('POST', path, body),
  patch: <T>(path: string, body: unknown) => request<T>('PATCH', path, body),
  /** Remembers the session's CSRF token for the writes that follow. */
  signedIn(session: StudioSessionResponse): Operator {
    csrfToken = session.csrfToken;
    return session.operator;
  },
};

export const ROLE_ORDER = ['viewer', 'editor', 'publisher', 'admin'] as const;
export const may = (operator: Operator, role: Operator['role']) => ROLE_ORDER.indexOf(operator.role) >= ROLE_ORDER.indexOf(role);
