// spec 4 Deposit result dialogs: '3DS success: when the deposit-3ds-success dialog opens with PaReq and
// MD values, the 3DS webhook call is made once.' Once, whatever React does: StrictMode runs effects
// twice in development, the dialog may mount again (the exit animation, a re-render of the modal host),
// and the player may reload the page with PaReq and MD still in the address. So the call is kept per
// PaReq and MD: in memory for this page (the same promise for every mount), and its outcome in session
// storage for a reload, which shows the outcome instead of calling again.
import { useEffect, useState } from 'react';
import { Spinner, Stack, Text } from '@chakra-ui/react';
import type { ApiClient } from '../../platform/api/client';
import { ApiError } from '../../platform/api/client';
import { callEndpoint } from '../../platform/api/endpoints';
import { loadUser } from '../../platform/auth';
import { useRealtimeStatus } from '../../platform/realtimeStatus';
import { announceDeposit } from '../../platform/depositNews';
import { useSession } from '../../platform/session';
import { useText } from '../../renderer/text';
import { depositResultOf } from '../../cashier/depositFlow';
import { beginPayAttempt, endPayAttempt } from '../Deposit/results';
import { useServices } from '../../renderer/services';

/** confirmed: the deposit completed; pending: the provider has not settled it yet; failed: it did not go through. */
type Outcome = 'confirmed' | 'pending' | 'failed';

const STORAGE_PREFIX = 'deposit3ds:';
/** At most this long for the socket before the call is made anyway. */
const SOCKET_WAIT_MS = 3000;
const calls = new Map<string, Promise<Outcome>>();

function stored(key: string): Outcome | null {
  try {
    const value = sessionStorage.getItem(STORAGE_PREFIX + key);
    return value === 'confirmed' || value === 'pending' || value === 'failed' ? value : null;
  } catch {
    return null;
  }
}

function store(key: string, outcome: Outcome) {
  try {
    sessionStorage.setItem(STORAGE_PREFIX + key, outcome);
  } catch {
    // Private mode without storage: the in-memory guard still holds for this page.
  }
}

/**
 * The webhook's answer as the player's outcome. The spec does not show the answer; the sandbox's is
 * {success, data: {status, transactionId}}, the deposit's status after the call (spec 3 Transaction
 * statuses). An answer without a status is taken as confirmed: the call went through.
 */
export function outcomeOf(answer: unknown): Outcome {
  const body = (answer && typeof answer === 'object' ? answer : {}) as { success?: unknown; data?: { status?: unknown } | null };
  if (body.success === false) return 'failed';
  const status = body.data?.status;
  if (typeof status !== 'string') return 'confirmed';
  const result = depositResultOf(status);
  if (result === 'success') return 'confirmed';
  return result === 'deposit-pending' || result === 'deposit-return' ? 'pending' : 'failed';
}

/** A confirmed answer's deposit, in the socket's deposit event shape (spec 7: amount, count, method, id). */
function depositOf(answer: unknown): Record<string, unknown> | null {
  const data = (answer as { data?: Record<string, unknown> | null } | null)?.data;
  if (!data || typeof data.amount !== 'number' || data.transactionId === undefined) return null;
  return { transactionId: data.transactionId, amount: data.amount, count: data.depositCount, paymentMethod: data.paymentMethod };
}

/** The webhook call for these values: made the first time, the same promise ever after. */
export function confirm3ds(api: ApiClient, paReq: string, md: string): Promise<Outcome> {
  const key = `${md}\n${paReq}`;
  const known = calls.get(key);
  if (known) return known;
  const before = stored(key);
  let deposited: Record<string, unknown> | null = null;
  // While the call is out, the socket's failedDeposit for this deposit waits (DepositEvents), so it opens
  // the failed dialog (with its alternative method) over this one rather than racing it.
  if (!before) beginPayAttempt();
  const call = before
    ? Promise.resolve(before)
    : callEndpoint(api, 'threeDsWebhook', { PaReq: paReq, MD: md }).then(
      (answer) => {
        const outcome = outcomeOf(answer);
        if (outcome === 'confirmed') deposited = depositOf(answer);
        return outcome;
      },
      (error: unknown) => {
        console.warn('The 3DS webhook call failed', error instanceof ApiError ? error.status : error);
        return 'failed' as const;
      },
    ).then((outcome) => {
      store(key, outcome);
      endPayAttempt();
      // The page hears of the completed deposit from the answer as well as from the socket, which may have
      // connected after the provider's callback (a slow phone): the success message and the tracking code
      // follow the first of the two, once per transaction (DepositEvents, depositActions).
      if (deposited) announceDeposit(deposited);
      // The wallet, deposit count and active bonus changed: the user details say so even if the socket
      // missed the events (it connects as this page loads, which may be after the provider's callback).
      if (outcome !== 'failed') void loadUser(api);
      return outcome;
    });
  calls.set(key, call);
  return call;
}

/** For tests: forget the calls of this page. */
export function forget3dsCalls() {
  calls.clear();
}

export default function DepositThreeDsView({ paReq, md }: { paReq: string | null; md: string | null }) {
  const t = useText();
  const { api } = useServices();
  const token = useSession((s) => s.token);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The page has just loaded (back from the provider): the call waits, briefly, for the wallet socket, so
  // the deposit's balance event reaches the header live rather than with the next user details.
  const socketUp = useRealtimeStatus((s) => s.status === 'connected');
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), SOCKET_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  const ready = !!paReq && !!md && !!token && (socketUp || waited);

  useEffect(() => {
    if (!ready) return;
    let live = true;
    void confirm3ds(api, paReq, md).then((result) => { if (live) setOutcome(result); });
    return () => { live = false; };
  }, [ready, api, paReq, md]);

  if (!paReq || !md) return <Text data-testid="deposit-3ds" data-state="none">{t('text.cashier.deposit.threeDs.noData')}</Text>;
  return (
    <Stack gap="3" data-testid="deposit-3ds" data-state={outcome ?? 'confirming'}>
      {outcome === null && (
        <Stack direction="row" gap="3" align="center" aria-busy="true">
          <Spinner size="sm" />
          <Text>{t('text.cashier.deposit.threeDs.confirming')}</Text>
        </Stack>
      )}
      <Text role="status" aria-live="polite" color={outcome === 'failed' ? 'fg.error' : outcome === 'confirmed' ? 'fg.success' : undefined} fontWeight="semibold">
        {outcome ? t(`text.cashier.deposit.threeDs.${outcome === 'confirmed' ? 'success' : outcome}`) : ''}
      </Text>
    </Stack>
  );
}
