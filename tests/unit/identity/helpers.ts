// A real ApiClient over a fake fetch that answers by "METHOD /path", recording each call's body.
import { vi } from 'vitest';
import { ApiClient } from '../../../src/platform/api/client';
import type { SessionStore } from '../../../src/platform/session';

export type Answer = { status?: number; body?: unknown } | (() => { status?: number; body?: unknown });

export interface FakeApi {
  api: ApiClient;
  calls: Array<{ route: string; body: unknown; headers: Record<string, string> }>;
  forbidden: ReturnType<typeof vi.fn>;
  answer(route: string, answer: Answer): void;
}

export function fakeApi(session?: SessionStore, answers: Record<string, Answer> = {}): FakeApi {
  const routes = new Map(Object.entries(answers));
  const calls: FakeApi['calls'] = [];
  const forbidden = vi.fn(() => session?.getState().clearSession());
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const route = `${init.method} ${new URL(url).pathname}`;
    calls.push({ route, body: init.body ? JSON.parse(init.body as string) : undefined, headers: init.headers as Record<string, string> });
    const found = routes.get(route);
    const a = typeof found === 'function' ? found() : found;
    if (!a) return new Response(JSON.stringify({ message: 'Not found' }), { status: 404, statusText: 'Not Found' });
    const status = a.status ?? 200;
    const empty = a.body === undefined || status === 204;
    return new Response(empty ? null : JSON.stringify(a.body), { status });
  });
  const api = new ApiClient({
    apiBase: 'https://api.test', coreApiBase: 'https://core.test',
    getToken: () => session?.getState().token ?? null, getLanguage: () => 'en',
    onForbidden: forbidden, fetch: fetch as unknown as typeof globalThis.fetch,
  });
  return { api, calls, forbidden, answer: (route, answer) => void routes.set(route, answer) };
}

export const PLAYER = {
  userId: 7, email: 'player@sandbox.test', currencyCode: 'EUR', currencySymbol: '€',
  userWallet: { amount: 450, nonCashAmount: 50, totalAmount: 500 }, activeBonus: null, depositCount: 3,
};

export const userDetails = (user: Record<string, unknown> = PLAYER) => ({ body: { data: { getUser: user } } });
