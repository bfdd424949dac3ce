// The payment methods of the cashier, as the deposit widgets read them: get-payments for the player's
// country and currency (spec 7), then the front end's own rules (src/cashier/paymentMethods.ts: spec 6
// restriction, spec 4 hidden methods, spec 9 order). One query key, so the deposit page and its result
// dialogs share one answer.
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { PaymentMethod } from '../../generated/types';
import { useEndpoint } from '../../platform/api/useEndpoint';
import { useSession } from '../../platform/session';
import { activeMethodFromQuery, activeMethodParam, visiblePaymentMethods, type CashierPurpose } from '../../cashier/paymentMethods';
import type { PaymentPlayer } from '../../cashier/paymentRestriction';
import type { BrandPaymentMethods } from '../../cashier/brandPaymentRestriction';
import { useScope } from '../../renderer/scope';
import type { ApiClient } from '../../platform/api/client';

/** A payment method with the fields the deposit reads beyond spec 3 (the sandbox's limits and networks). */
export type DepositMethod = PaymentMethod & {
  id: string | number;
  minDeposit?: number | null;
  maxDeposit?: number | null;
  isCrypto?: boolean | null;
  networks?: string[] | null;
};

const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

export function playerOf(user: Record<string, unknown> | null): PaymentPlayer {
  return {
    countryCode: str(user?.countryCode),
    currencyCode: str(user?.currencyCode),
    email: str(user?.email),
    tags: Array.isArray(user?.tags) ? (user.tags as string[]) : null,
  };
}

/**
 * The methods for a deposit (the default) or, with 'withdrawal', the methods that pay out (spec 4), less those the
 * brand's settings (paymentMethods) hide in the player's country, in the brand's order.
 */
export function usePaymentMethods(purpose: CashierPurpose = 'deposit') {
  const brand = (useScope().settings as { paymentMethods?: BrandPaymentMethods }).paymentMethods ?? null;
  const user = useSession((s) => s.user);
  const initialized = useSession((s) => s.initialized);
  const player = useMemo(() => playerOf(user), [user]);
  // spec 7 get-payments 'with currencyCode, countryCode': the player's, once the user is known (a guest
  // asks with none, and the platform answers for its location).
  const params = initialized ? { ...(player.currencyCode ? { currencyCode: player.currencyCode } : {}), ...(player.countryCode ? { countryCode: player.countryCode } : {}) } : null;
  const answer = useEndpoint('getPayments', params);
  const all = useMemo(() => (answer.data?.data?.payments ?? []) as DepositMethod[], [answer.data]);
  const visible = useMemo(() => visiblePaymentMethods(all, player, purpose, brand), [all, player, purpose, brand]);
  return { all, visible, error: answer.error as unknown, loading: !answer.data && !answer.error, retry: () => void answer.mutate() };
}

const norm = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

/** The method a name (?met=, a failedDeposit event's paymentMethod) stands for: by name, then by kind. */
export function methodByName<T extends DepositMethod>(name: unknown, methods: readonly T[]): T | null {
  const key = norm(name);
  if (!key) return null;
  return methods.find((m) => norm(m.name) === key) ?? methods.find((m) => norm(m.paymentMethod) === key) ?? null;
}

/** How a method is named to the player: its title, else its raw title, else its name. */
export function methodTitle(method: DepositMethod | null | undefined, fallback = ''): string {
  return str(method?.title) ?? str(method?.rawTitle) ?? str(method?.name) ?? fallback;
}

/** The logo's address (spec 3: thumbnailUrl, also spelled thumbnail_url); /api paths go to the api hosts. */
export function thumbnailOf(method: DepositMethod, api: ApiClient): string | null {
  const url = str(method.thumbnailUrl) ?? str(method.thumbnail_url);
  if (!url) return null;
  return /^(https?:|data:)/.test(url) ? url : api.url(url);
}

/** spec 2.1: '/deposit (the query parameter activeMethod preselects the payment method)'; /withdraw too. */
export const ACTIVE_METHOD = 'activeMethod';

/**
 * The selected method is ?activeMethod (so Back, a reload and a result dialog's alternative button agree);
 * choosing one replaces it in the address without a new history entry or a scroll.
 */
export function useActiveMethod<T extends DepositMethod>(methods: readonly T[]) {
  const [search, setSearch] = useSearchParams();
  const selected = activeMethodFromQuery(search.get(ACTIVE_METHOD), methods);
  const choose = (method: T) => {
    setSearch((previous) => {
      const next = new URLSearchParams(previous);
      next.set(ACTIVE_METHOD, activeMethodParam(method));
      return next;
    }, { replace: true, preventScrollReset: true });
  };
  return { selected, choose };
}
