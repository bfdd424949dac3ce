// The deposit (spec 2.5 Deposit) as a document: this node holds the chosen method (?activeMethod, spec
// 2.1), what the player typed and the pay attempt, and gives its children `cashier.*` in the scope (the
// method, its kind, whether the payment-profile step is due). The brand's page document declares the
// rest: the Flow above it (steps pay, redirecting, upiQr, crypto), the method list, the profile step, the
// pay form's fields in their order, per method kind. It shows the success message (spec 7: the deposit
// answer, or the socket's deposit event) and the active-bonus warning (spec 4 Bonus rules).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CardFieldsHandle } from '../DepositCard/useCardFields';
import { Box, Button, Text } from '@chakra-ui/react';
import type { DepositProps } from '../../generated/types';
import type { WidgetRenderProps } from '../types';
import { loadUser } from '../../platform/auth';
import { useSession } from '../../platform/session';
import { useServices } from '../../renderer/services';
import { freezeDeep, ScopeContext, useScope } from '../../renderer/scope';
import { useNodeServices } from '../../renderer/nodeServices';
import { useText } from '../../renderer/text';
import { PlayDialog } from '../../play/PlayDialog';
import { usePlayerAmountFormat } from '../../play/format';
import { depositLimitsOf, parseAmount } from '../../cashier/amount';
import { depositMethodKind } from '../../cashier/paymentMethods';
import { needsAccountEmail } from '../../cashier/accountEmail';
import { methodNeedsProfile, missingProfileFields } from '../../cashier/paymentProfile';
import { CashierMethodsContext, DepositContext, type DeclaredField, type DepositInput, type DepositNextStep, type DepositState } from './context';
import { useActiveMethod, usePaymentMethods, type DepositMethod } from './methods';
import { useDepositEvents, useSuccessMessage } from './events';
import { useOpenResultModal } from './results';
import { usePay } from './usePay';
import './operators';

const START: DepositInput = { amountText: '', amountTouched: false, network: '', cardHolder: '', cardHolderTouched: false, bonusId: '', fields: {} };
const networksOf = (method: DepositMethod | null): string[] =>
  Array.isArray(method?.networks) ? method.networks.filter((n): n is string => typeof n === 'string' && n.trim() !== '') : [];

const amountOf = (text: string, isCrypto?: boolean | null) => {
  const parsed = parseAmount(text, isCrypto);
  return parsed.ok && parsed.value > 0 ? parsed.value : null;
};

export default function Deposit({ props, children }: WidgetRenderProps<DepositProps>) {
  const t = useText();
  const runtime = useServices();
  const scope = useScope();
  const flow = useNodeServices().flow(props.flow);
  const user = useSession((s) => s.user);
  const playerFormat = usePlayerAmountFormat();
  const openResult = useOpenResultModal();
  const payments = usePaymentMethods();
  const { selected: method, choose } = useActiveMethod(payments.visible);

  const limits = depositLimitsOf(method);
  const kind = depositMethodKind(method);
  const networks = networksOf(method);
  // spec 5: crypto amounts up to 8 decimals, in the coin rather than the player's currency.
  const format = useMemo(() => (limits.isCrypto ? { isCrypto: true, locale: playerFormat.locale } : playerFormat), [limits.isCrypto, playerFormat]);
  // spec 2.5 payment-profile step: until the user details are there, a method that needs a profile waits.
  const profileMissing = useMemo(() => (user ? missingProfileFields(method, user, scope.settings) : []), [method, user, scope.settings]);
  const profileUnknown = !user && methodNeedsProfile(method);

  const [input, setInput] = useState<DepositInput>(START);
  const change = useCallback((changes: Partial<DepositInput>) => setInput((previous) => ({ ...previous, ...changes })), []);
  const [next, setNext] = useState<DepositNextStep | null>(null);
  const [warning, setWarning] = useState(false);
  const warningOpen = useRef(false);
  const focusAmount = useRef(false);
  const refs = {
    amount: useRef<HTMLInputElement | null>(null), network: useRef<HTMLSelectElement | null>(null),
    cardHolder: useRef<HTMLInputElement | null>(null), cardFields: useRef<CardFieldsHandle | null>(null),
  };
  // The fields the document declares (DepositField) while they are shown, by name.
  const declared = useRef(new Map<string, DeclaredField>());
  const declareField = useCallback((field: DeclaredField) => {
    declared.current.set(field.name, field);
    return () => { if (declared.current.get(field.name) === field) declared.current.delete(field.name); };
  }, []);
  const fields = useCallback(() => [...declared.current.values()], []);
  const success = useSuccessMessage(payments.all, playerFormat);
  const refreshUser = () => { void loadUser(runtime.api); };
  // Without a Flow above (a document that forgot it, the widget's example), the steps are the node's own.
  const [ownStep, setOwnStep] = useState('pay');
  const goTo = (to: string, nextStep?: DepositNextStep) => {
    setNext(nextStep ?? null);
    if (flow) flow.go(to);
    else setOwnStep(to);
  };

  const attempt = usePay({
    state: { method, limits, networks, format, refs, kind, fields }, input, change, runtime, t, activeBonus: user?.activeBonus,
    goTo, openResult: (result, met) => openResult(props.resultModals?.[result.replace('deposit-', '') as keyof NonNullable<DepositProps['resultModals']>] ?? result, met),
    started: success.clear,
    succeeded: (amount, paid) => { success.show(amount, paid); refreshUser(); },
    methodsChanged: payments.retry,
    askBonusWarning: () => { warningOpen.current = true; setWarning(true); },
  });

  // A new method starts fresh: its network (the only one, if one), no messages of the last method.
  const methodKey = method ? String(method.id) : null;
  useEffect(() => {
    if (!method) return;
    const only = networksOf(method);
    change({ network: only.length === 1 ? only[0] : '' });
    attempt.reset();
  }, [methodKey]); // eslint-disable-line react-hooks/exhaustive-deps -- a new method only (by its id): the method object is new with each answer of the list

  // spec 7 Realtime socket: a completed deposit shows the success message and ends the QR or address step
  // it was waiting for; a failed one ends the step (its dialog is DepositEvents').
  const step = flow ? scope.flow?.step : ownStep;
  useDepositEvents(next, step, {
    succeeded: (amount, paid) => { success.show(amount, paid); refreshUser(); },
    ended: () => goTo('pay'),
  });

  // spec 4 Bonus rules: 'Declining the warning refuses the deposit.' Answered once: Escape, the backdrop
  // and the buttons all come here, and closing the dialog must not count as a second answer.
  const answerWarning = (accept: boolean) => {
    if (!warningOpen.current) return;
    warningOpen.current = false;
    setWarning(false);
    if (accept) void attempt.pay(true);
    else attempt.setNotice(t('text.cashier.deposit.bonus.declined'));
  };

  const state: DepositState = {
    payments, method, choose, kind, limits, networks, format, profileMissing, profileUnknown, input, change,
    attempted: attempt.attempted, paying: attempt.paying, payError: attempt.payError, payErrorCode: attempt.payErrorCode, declareField, fields, notice: attempt.notice, setNotice: attempt.setNotice,
    holderRefusal: attempt.holderRefusal, refs, pay: attempt.pay, next,
    newPayment: () => { attempt.forgetAttempt(); goTo('pay'); },
    profileSaved: () => { focusAmount.current = true; attempt.setNotice(t('text.cashier.deposit.profile.saved')); },
    focusAmount, clearHolderRefusal: () => attempt.setHolderRefusal(null),
  };
  const cashier = {
    // coin: the coin a crypto method pays in, from its record (the documents ask its rate by it).
    method: method ? { name: method.name ?? null, title: method.title ?? null, kind, accountEmail: needsAccountEmail(method), coin: method.coin ?? null } : null,
    // The amount as typed, read as a number (null until it is one): a crypto method's value before paying
    // (issue 15 crypto coin-to-fiat) is the document's Text with the coinToFiat operator over it.
    amount: amountOf(input.amountText, limits.isCrypto),
    errorCode: attempt.payErrorCode, kind, needsProfile: profileMissing.length > 0, profileUnknown, paying: attempt.paying, methods: payments.visible.length,
  };
  const ownFlow = flow ? null : { name: 'deposit', step: ownStep, index: 0, first: true, last: false, values: {} };
  const inner = useMemo(() => freezeDeep({ ...scope, cashier, ...(ownFlow ? { flow: ownFlow } : {}) }), [scope, JSON.stringify(cashier), ownStep]); // eslint-disable-line react-hooks/exhaustive-deps -- cashier is a new object each render: its JSON is the dependency

  const methods = useMemo(() => ({ payments, method, choose, radioName: 'deposit-method' }), [payments, method, choose]);
  return (
    <CashierMethodsContext.Provider value={methods}>
      <DepositContext.Provider value={state}>
        <ScopeContext.Provider value={inner}>
          <Box width="full" maxW="2xl" data-testid="deposit" data-stage={step}>
            {/* Live regions stay mounted (empty when quiet), so what appears in them is announced. */}
            <Text role="status" aria-live="polite" color="fg.success" fontWeight="semibold" mb={success.text ? '4' : undefined} data-testid="deposit-success">{success.text ?? ''}</Text>
            {children}
          </Box>
          <PlayDialog open={warning} testId="deposit-bonus-warning" title={t('text.cashier.deposit.bonus.warning.title')}
            onClose={() => answerWarning(false)}
            footer={(
              <>
                <Button variant="outline" onClick={() => answerWarning(false)}>{t('text.cashier.deposit.bonus.warning.decline')}</Button>
                <Button colorPalette="accent" onClick={() => answerWarning(true)}>{t('text.cashier.deposit.bonus.warning.confirm')}</Button>
              </>
            )}>
            {t('text.cashier.deposit.bonus.warning.text')}
          </PlayDialog>
        </ScopeContext.Provider>
      </DepositContext.Provider>
    </CashierMethodsContext.Provider>
  );
}
