// The withdrawal page (spec 2.5 Withdrawal form). The rules are the cashier modules' (src/cashier); this
// view only wires them to the player and the calls:
// - blocked first (spec 5: a deposit, a verified email, the deposit wager done; spec 4: no active bonus),
//   each reason with its message and the page that fixes it; a self-excluded player is not blocked;
// - the methods that pay out (spec 4: withdrawalExist, hidden included), selected by ?activeMethod;
// - the method's form document (bank, netbanking, UPI, crypto, or the amount only), rendered by FormView
//   with the brand's messages; the view sends the request itself, with one requestId per attempt;
// - crypto: the form's submit is the calculate step; its quote is confirmed (or changed) in a second step,
//   with the form kept mounted so nothing typed is lost;
// - the result: the success dialog ('Success! Your withdrawal is on its way.') or the failure dialog
//   ('Oops! Something went wrong with your withdrawal.'); a refusal the player can fix stays in the form.
import { useMemo, useRef, useState } from 'react';
import { Box, Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { FormDocument, WithdrawCalculateResponse, WithdrawProps, WithdrawResponse } from '../../generated/types';
import { ApiError } from '../../platform/api/client';
import { callEndpoint } from '../../platform/api/endpoints';
import { loadUser } from '../../platform/auth';
import { useSession } from '../../platform/session';
import { walletAmount } from '../../platform/wallet';
import { useText } from '../../renderer/text';
import { useScope } from '../../renderer/scope';
import { useRenderer } from '../../renderer/RendererContext';
import { runActions } from '../../renderer/runActions';
import { useBrand } from '../../shell/BrandContext';
import { useLinks } from '../../shell/links';
import { useRuntimeConfig } from '../../shell/RuntimeConfig';
import { PlayDialog } from '../../play/PlayDialog';
import { formatAmount, usePlayerAmountFormat } from '../../play/format';
import FormView, { FormProblem } from '../../forms/FormView';
import { newRequestId, reusableRequestId } from '../../cashier/depositFlow';
import {
  WITHDRAWAL_BLOCK_KEYS, WITHDRAWAL_RESULT_KEYS, withdrawalBlocks, withdrawalDetailsOf, withdrawalRefusal, type WithdrawalBlock,
} from '../../cashier/withdrawal';
import { isNetbanking, withdrawalForm } from '../../cashier/withdrawalDetails';
import { statusLabelKey } from '../../cashier/statuses';
import { MethodList } from '../PaymentMethods/MethodList';
import { methodTitle, useActiveMethod, usePaymentMethods, type DepositMethod } from '../Deposit/methods';
import { CryptoConfirm, type Quote } from './CryptoConfirm';

/** The form document of each kind when the page document names none. */
const DEFAULT_FORMS = { bank: 'withdraw-bank', netbanking: 'withdraw-netbanking', upi: 'withdraw-upi', crypto: 'withdraw-crypto', none: 'withdraw-amount' } as const;

/** Where a blocked player fixes the reason (page keys of the brand's table). */
const BLOCK_FIX: Record<WithdrawalBlock, { page: string; label: string } | null> = {
  noDeposit: { page: 'deposit', label: 'text.cashier.withdrawal.blocked.toDeposit' },
  emailNotVerified: { page: 'edit-profile', label: 'text.cashier.withdrawal.blocked.toProfile' },
  depositWagerIncomplete: { page: 'root', label: 'text.cashier.withdrawal.blocked.toGames' },
  activeBonus: { page: 'bonus_history', label: 'text.cashier.withdrawal.blocked.toBonuses' },
};

type Result = { kind: 'success'; withdrawal: WithdrawResponse['data']['withdrawal'] } | { kind: 'failure'; key: string };

interface Attempt { key: string; fingerprint: string; answered: boolean }

const networksOf = (method: DepositMethod | null): string[] =>
  Array.isArray(method?.networks) ? method.networks.filter((n): n is string => typeof n === 'string' && n.trim() !== '') : [];

/** The crypto form's network choice is the method's networks, known only at run time. */
function withNetworks(doc: FormDocument, networks: string[]): FormDocument {
  const schema = doc.schema as { properties?: Record<string, Record<string, unknown>> };
  if (!schema.properties?.network) return doc;
  return { ...doc, schema: { ...schema, properties: { ...schema.properties, network: { ...schema.properties.network, enum: networks } } } };
}

const codeOf = (error: unknown): string | null => {
  const body = error instanceof ApiError ? (error.body as { code?: unknown } | null) : null;
  return body && typeof body.code === 'string' ? body.code : null;
};

function BlockedNotice({ block }: { block: WithdrawalBlock }) {
  const t = useText();
  const { resolve } = useLinks();
  const fix = BLOCK_FIX[block];
  return (
    <Stack role="alert" data-testid="withdraw-blocked" data-block={block} gap="3" align="start" p="4" borderWidth="1px" borderRadius="md" bg="bg.panel">
      <Text fontWeight="medium">{t(WITHDRAWAL_BLOCK_KEYS[block])}</Text>
      {fix && <ChakraLink asChild colorPalette="accent"><RouterLink to={resolve({ page: fix.page }).href}>{t(fix.label)}</RouterLink></ChakraLink>}
    </Stack>
  );
}

export default function WithdrawView({ props }: { props: WithdrawProps }) {
  const t = useText();
  const brand = useBrand();
  const renderer = useRenderer();
  const scope = useScope();
  const { api } = useRuntimeConfig();
  const user = useSession((s) => s.user);
  const format = usePlayerAmountFormat();
  const payments = usePaymentMethods('withdrawal');

  const active = useActiveMethod(payments.visible);
  const selected = active.selected;
  const choose = (method: DepositMethod) => {
    active.choose(method);
    setQuote(null);
    setNotice(null);
  };

  const [quote, setQuote] = useState<Quote | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  /** A new form (a fresh key) after a withdrawal went through, so the next one starts clean. */
  const [round, setRound] = useState(0);
  const lastAttempt = useRef<Attempt | null>(null);

  const blocks = useMemo(() => withdrawalBlocks(user, { depositWagerComplete: user?.depositWagerComplete as boolean | null | undefined }), [user]);
  const cash = walletAmount(user, 'cash');

  const kind = selected ? withdrawalForm(selected) : null;
  // Netbanking is the bank form with the bank's name (spec 5), so it has a document of its own.
  const docKind = kind === 'bank' && selected && isNetbanking(selected) ? 'netbanking' : kind;
  const formName = selected && docKind ? props.forms?.byMethod?.[selected.name ?? ''] ?? props.forms?.[docKind] ?? DEFAULT_FORMS[docKind] : null;
  const baseDoc = formName ? brand.forms[formName] : undefined;
  const networks = networksOf(selected);
  const doc = useMemo(() => (baseDoc ? withNetworks(baseDoc, networks) : undefined), [baseDoc, networks.join()]); // eslint-disable-line react-hooks/exhaustive-deps

  /** One requestId per attempt: the same values after a lost answer reuse it, so one withdrawal is made. */
  const requestIdFor = (fingerprint: string) => {
    const key = reusableRequestId(lastAttempt.current, fingerprint) ?? newRequestId();
    lastAttempt.current = { key, fingerprint, answered: false };
    return key;
  };

  /** A refusal: blocked (read the user again; the page shows why), failed (the dialog) or the form's message. */
  const refuse = (step: 'calculate' | 'withdraw', error: unknown): never | void => {
    const status = error instanceof ApiError ? error.status : null;
    const refusal = withdrawalRefusal(step, status, codeOf(error));
    if (refusal.kind === 'blocked') {
      void loadUser(api);
      throw new FormProblem(t(WITHDRAWAL_BLOCK_KEYS[refusal.block]));
    }
    if (refusal.kind === 'failed') {
      if (step === 'withdraw') { setResult({ kind: 'failure', key: refusal.key }); return; }
      throw new FormProblem(t(refusal.key));
    }
    const server = error instanceof ApiError ? error.serverMessage : undefined;
    throw new FormProblem(refusal.key ? t(refusal.key) : server ?? t(WITHDRAWAL_RESULT_KEYS.failure));
  };

  const requestWithdrawal = async (params: { amount: number; details: Record<string, string>; quoteId?: string }) => {
    if (!selected) return;
    const fingerprint = JSON.stringify([selected.id, params]);
    const requestId = requestIdFor(fingerprint);
    let answer: WithdrawResponse;
    try {
      answer = await callEndpoint(api, 'withdraw', { paymentMethod: selected.paymentMethod ?? selected.name ?? String(selected.id), requestId, ...params });
    } catch (error) {
      // A refusal is an answer: a new attempt gets a new key. A lost answer keeps it, so a retry is the same withdrawal.
      if (error instanceof ApiError && error.status < 500) lastAttempt.current = { ...lastAttempt.current!, answered: true };
      refuse('withdraw', error);
      return;
    }
    lastAttempt.current = { ...lastAttempt.current!, answered: true };
    setResult({ kind: 'success', withdrawal: answer.data.withdrawal });
    setQuote(null);
    setRound((n) => n + 1);
    void loadUser(api);
    if (doc?.submit?.length) await runActions(doc.submit, { ...renderer.actionBase, scope }, answer.data.withdrawal as unknown as Record<string, unknown>);
  };

  const submit = async (values: Record<string, unknown>) => {
    if (!selected || !kind) return;
    setNotice(null);
    const { amount, details } = withdrawalDetailsOf(values);
    if (typeof amount !== 'number') throw new FormProblem(t('text.cashier.withdrawal.crypto.amountRequired'));
    if (cash !== null && amount > cash) throw new FormProblem(t('text.cashier.withdrawal.insufficientFunds'));
    if (kind !== 'crypto') {
      await requestWithdrawal({ amount, details });
      return;
    }
    let answer: WithdrawCalculateResponse;
    try {
      answer = await callEndpoint(api, 'calculateWithdrawal', {
        paymentMethod: selected.paymentMethod ?? selected.name ?? String(selected.id), amount, walletAddress: details.walletAddress ?? '', network: details.network ?? '',
      });
    } catch (error) {
      refuse('calculate', error);
      return;
    }
    setQuote(answer.data.quote);
  };

  const confirm = async () => {
    if (!quote || confirming) return; // a double click confirms once
    setConfirming(true);
    setNotice(null);
    try {
      await requestWithdrawal({ amount: quote.amount, details: { walletAddress: quote.walletAddress, network: quote.network }, quoteId: quote.quoteId });
    } catch (error) {
      // The quote's own problems (expired, used) send the player back to calculate again.
      setQuote(null);
      setNotice(error instanceof Error ? error.message : t(WITHDRAWAL_RESULT_KEYS.failure));
    } finally {
      setConfirming(false);
    }
  };

  if (!user) return <Stack gap="3" aria-busy="true">{[0, 1].map((i) => <Box key={i} h="14" borderRadius="md" bg="bg.muted" />)}</Stack>;

  return (
    <Box maxW="2xl" data-testid="withdraw">
      <Stack gap="5">
        {blocks.length > 0 ? <BlockedNotice block={blocks[0]} /> : (
          <>
            {cash !== null && (
              <Text data-testid="withdraw-available">{t('text.cashier.withdrawal.available', { amount: formatAmount(cash, format) })}</Text>
            )}
            <MethodList methods={payments.visible} selected={selected} onSelect={choose} loading={payments.loading}
              failed={!!payments.error} onRetry={payments.retry} api={api} name="withdraw-method"
              legend={t('text.cashier.withdrawal.methods.legend')} />
            {selected && !doc && (
              <Text role="alert" data-testid="withdraw-no-form">{t('text.cashier.withdrawal.noForm', { method: methodTitle(selected) })}</Text>
            )}
            {selected && doc && formName && (
              <Box data-testid="withdraw-form" data-method={selected.name}>
                {kind === 'none' && <Text mb="3" color="fg.muted">{t('text.cashier.withdrawal.paidBack', { method: methodTitle(selected) })}</Text>}
                {notice && <Text role="alert" color="fg.error" mb="3" data-testid="withdraw-notice">{notice}</Text>}
                {quote && (
                  <CryptoConfirm quote={quote} confirming={confirming} onConfirm={confirm}
                    onChange={() => setQuote(null)} onExpired={() => { setQuote(null); setNotice(t('text.cashier.withdrawal.crypto.quoteExpired')); }} />
                )}
                {/* Hidden, not unmounted, while confirming: "change details" comes back to what was typed. */}
                <Box hidden={quote !== null}>
                  <FormView key={`${formName}:${String(selected.id)}:${round}`} name={formName} doc={doc} submit={submit} api={api} />
                </Box>
              </Box>
            )}
          </>
        )}
      </Stack>
      <PlayDialog open={result?.kind === 'success'} testId="withdraw-success" title={t(WITHDRAWAL_RESULT_KEYS.success)}
        onClose={() => setResult(null)}
        footer={<Button colorPalette="accent" onClick={() => setResult(null)}>{t('text.common.close')}</Button>}>
        {result?.kind === 'success' && t('text.cashier.withdrawal.successDetail', {
          amount: formatAmount(result.withdrawal.amount, format), method: methodTitle(selected), status: t(statusLabelKey('request', result.withdrawal.status)),
        })}
      </PlayDialog>
      <PlayDialog open={result?.kind === 'failure'} testId="withdraw-failure" title={t(WITHDRAWAL_RESULT_KEYS.failure)}
        onClose={() => setResult(null)}
        footer={<Button colorPalette="accent" onClick={() => setResult(null)}>{t('text.common.close')}</Button>}>
        {t('text.cashier.withdrawal.failureDetail')}
      </PlayDialog>
    </Box>
  );
}
