// The withdrawal (spec 2.5 Withdrawal form) as a document: this node holds the methods that pay out
// (spec 4: withdrawalExist, hidden ones included; ?activeMethod, spec 2.1), the crypto quote and the
// request, and gives its children cashier.* in the scope: cashier.blocked (the first reason of spec 5 and
// spec 4 the player may not withdraw; a self-excluded player is not blocked), cashier.available (the cash,
// formatted), cashier.method and cashier.kind. The brand's page document declares the rest:
// WithdrawBlocked, the available line, PaymentMethods and WithdrawForm. It shows the result dialogs
// ('Success! Your withdrawal is on its way.', 'Oops! Something went wrong with your withdrawal.').
import { useEffect, useMemo } from 'react';
import { Box, Button, Stack } from '@chakra-ui/react';
import type { WithdrawProps } from '../../generated/types';
import type { WidgetRenderProps } from '../types';
import { useSession } from '../../platform/session';
import { walletAmount } from '../../platform/wallet';
import { freezeDeep, ScopeContext, useScope } from '../../renderer/scope';
import { useText } from '../../renderer/text';
import { useServices } from '../../renderer/services';
import { PlayDialog } from '../../play/PlayDialog';
import { formatAmount, usePlayerAmountFormat } from '../../play/format';
import { depositMethodKind } from '../../cashier/paymentMethods';
import { statusLabelKey } from '../../cashier/statuses';
import { WITHDRAWAL_RESULT_KEYS, withdrawalBlocks } from '../../cashier/withdrawal';
import { withdrawalForm } from '../../cashier/withdrawalDetails';
import { CashierMethodsContext } from '../Deposit/context';
import { methodTitle, useActiveMethod, usePaymentMethods, type DepositMethod } from '../Deposit/methods';
import { WithdrawContext, type WithdrawState } from './context';
import { useWithdrawal } from './useWithdrawal';

const networksOf = (method: DepositMethod | null): string[] =>
  Array.isArray(method?.networks) ? method.networks.filter((n): n is string => typeof n === 'string' && n.trim() !== '') : [];

export default function Withdraw({ children }: WidgetRenderProps<WithdrawProps>) {
  const t = useText();
  const scope = useScope();
  const { api } = useServices();
  const user = useSession((s) => s.user);
  const format = usePlayerAmountFormat();
  const payments = usePaymentMethods('withdrawal');
  const { selected: method, choose } = useActiveMethod(payments.visible);
  const form = method ? withdrawalForm(method) : null;
  const block = useMemo(() => withdrawalBlocks(user, { depositWagerComplete: user?.depositWagerComplete as boolean | null | undefined })[0] ?? null, [user]);
  const cash = walletAmount(user, 'cash');
  const withdrawal = useWithdrawal({ api, t, method, form, cash });

  const methodKey = method ? String(method.id) : null;
  useEffect(() => { withdrawal.reset(); }, [methodKey]); // eslint-disable-line react-hooks/exhaustive-deps -- a new method only (by its id) resets the withdrawal: withdrawal is a new object each render

  const state: WithdrawState = {
    method, form, networks: networksOf(method), block, quote: withdrawal.quote, confirming: withdrawal.confirming, notice: withdrawal.notice,
    round: withdrawal.round, submit: withdrawal.submit, confirm: withdrawal.confirm, changeQuote: withdrawal.changeQuote, quoteExpired: withdrawal.quoteExpired,
  };
  const methods = useMemo(() => ({ payments, method, choose, radioName: 'withdraw-method' }), [payments, method, choose]);
  const kind = depositMethodKind(method);
  const cashier = {
    method: method ? { name: method.name ?? null, title: method.title ?? null, kind } : null,
    kind, blocked: block, available: cash === null ? null : formatAmount(cash, format), methods: payments.visible.length,
  };
  const inner = useMemo(() => freezeDeep({ ...scope, cashier }), [scope, JSON.stringify(cashier)]); // eslint-disable-line react-hooks/exhaustive-deps -- cashier is a new object each render: its JSON is the dependency
  const result = withdrawal.result;

  if (!user) return <Stack gap="3" aria-busy="true">{[0, 1].map((i) => <Box key={i} h="14" borderRadius="md" bg="bg.muted" />)}</Stack>;
  return (
    <CashierMethodsContext.Provider value={methods}>
      <WithdrawContext.Provider value={state}>
        <ScopeContext.Provider value={inner}>
          <Box maxW="2xl" data-testid="withdraw"><Stack gap="5">{children}</Stack></Box>
        </ScopeContext.Provider>
        <PlayDialog open={result?.kind === 'success'} testId="withdraw-success" title={t(WITHDRAWAL_RESULT_KEYS.success)}
          onClose={withdrawal.closeResult}
          footer={<Button colorPalette="accent" onClick={withdrawal.closeResult}>{t('text.common.close')}</Button>}>
          {result?.kind === 'success' && t('text.cashier.withdrawal.successDetail', {
            amount: formatAmount(result.withdrawal.amount, format), method: methodTitle(method), status: t(statusLabelKey('request', result.withdrawal.status)),
          })}
        </PlayDialog>
        <PlayDialog open={result?.kind === 'failure'} testId="withdraw-failure" title={t(WITHDRAWAL_RESULT_KEYS.failure)}
          onClose={withdrawal.closeResult}
          footer={<Button colorPalette="accent" onClick={withdrawal.closeResult}>{t('text.common.close')}</Button>}>
          {t('text.cashier.withdrawal.failureDetail')}
        </PlayDialog>
      </WithdrawContext.Provider>
    </CashierMethodsContext.Provider>
  );
}
