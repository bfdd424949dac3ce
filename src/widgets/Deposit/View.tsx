// The deposit page (spec 2.5 Deposit). The rules are the cashier modules' (src/cashier); this view only
// wires them to the player's input and the calls:
// - the method list (get-payments, visiblePaymentMethods), preselected by ?activeMethod (spec 2.1) and
//   kept there when chosen, so Back, a reload and the failed dialog's alternative button all agree;
// - the amount (checkDepositAmount, stepAmount, QUICK_AMOUNTS, the method's limits), a crypto method's
//   network, a card-form method's card, the bonus select;
// - Pay: one requestId per attempt (a double click or a lost answer makes one deposit); the card goes
//   only to the provider's tokeniser (a plain fetch to the boot config's paymentProviderUrl, without the
//   player's token), the deposit gets its token; a bonus while another is active needs
//   the warning first (spec 4 Bonus rules); refusals are shown by their code (spec 8);
// - the answer's next step (the 3DS redirect, the UPI QR, the crypto address) or its result: the success
//   message or a result dialog (spec 2.4 modal=<name>&met=<method>), once per transaction even when the
//   socket's event tells it too; a completed answer also sends the tracking action code (spec 7), once per
//   transaction with DepositEvents, which sends it for the socket's deposit event;
// - the payment-profile step (spec 2.5; the rule is src/cashier/paymentProfile.ts): while the chosen
//   method needs profile fields the player has not set, ProfileStep asks for them instead of the pay form;
//   the method (in the address) and the amount, network and bonus (this view's state) stay as they were.
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Box, Button, Field, NativeSelect, Skeleton, Spinner, Stack, Text } from '@chakra-ui/react';
import type { Bonus, DepositProps } from '../../generated/types';
import { ApiError } from '../../platform/api/client';
import { loadUser } from '../../platform/auth';
import { callEndpoint } from '../../platform/api/endpoints';
import { tokenizeCard } from '../../platform/paymentProvider';
import { useEndpoint } from '../../platform/api/useEndpoint';
import { WALLET_BROWSER_EVENTS } from '../../platform/realtime';
import { useSession } from '../../platform/session';
import type { AmountFormat } from '../../platform/wallet';
import { useText } from '../../renderer/text';
import { useScope } from '../../renderer/scope';
import { trackDepositAction } from '../../platform/depositActions';
import { useRuntimeConfig } from '../../shell/RuntimeConfig';
import { PlayDialog } from '../../play/PlayDialog';
import { usePlayerAmountFormat } from '../../play/format';
import { QUICK_AMOUNTS, checkDepositAmount, depositAmountProblem, depositLimitsOf, formatDepositAmount, initialDepositAmount, stepAmount, parseAmount } from '../../cashier/amount';
import { depositErrorCodeOf, depositErrorMessage, fillDepositErrorText } from '../../cashier/depositErrors';
import { depositStep, needsBonusWarning, newRequestId, reusableRequestId, type DepositResultModal } from '../../cashier/depositFlow';
import { methodNeedsProfile, missingProfileFields } from '../../cashier/paymentProfile';
import { CARD_FIELDS, EMPTY_CARD, cardForTokenizer, cardMessageKey, cardProblems, type CardField, type CardValues } from '../../cashier/cardForm';
import { TEXT_MAX } from '../../forms/vocabulary';
import { AmountField } from './AmountField';
import { CardFields } from './CardFields';
import { CryptoAddress } from './CryptoAddress';
import { MethodList } from './MethodList';
import { ProfileStep } from './ProfileStep';
import { UpiQr } from './UpiQr';
import { browserNavigation } from './browser';
import { methodByName, methodTitle, useActiveMethod, usePaymentMethods, type DepositMethod } from './methods';
import { afterPayAttempt, beginPayAttempt, claimResult, endPayAttempt, useOpenResultModal } from './results';


type Stage =
  | { kind: 'form' }
  | { kind: 'redirecting' }
  | { kind: 'upiQr'; link: unknown; expiresAt: unknown; transactionId: unknown; amount: string }
  | { kind: 'crypto'; network: unknown; address: unknown; expiresAt: unknown; transactionId: unknown; amount: string };

interface Attempt { key: string; fingerprint: string; answered: boolean }

const RESULT_PROP: Record<DepositResultModal, keyof NonNullable<DepositProps['resultModals']>> = {
  'deposit-failed': 'failed',
  'deposit-return': 'return',
  'deposit-decline': 'decline',
  'deposit-cancel': 'cancel',
  'deposit-pending': 'pending',
};

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const sameTransaction = (a: unknown, b: unknown) => a === null || a === undefined || b === null || b === undefined || String(a) === String(b);
const networksOf = (method: DepositMethod | null): string[] =>
  Array.isArray(method?.networks) ? method.networks.filter((n): n is string => typeof n === 'string' && n.trim() !== '') : [];
const bonusTitle = (bonus: Bonus) => bonus.banner?.bannerTitle || bonus.name || String(bonus.id);

export default function DepositView({ props }: { props: DepositProps }) {
  const t = useText();
  const { api, track, boot } = useRuntimeConfig();
  const { settings } = useScope();
  const user = useSession((s) => s.user);
  const playerFormat = usePlayerAmountFormat();
  const openResult = useOpenResultModal();
  const payments = usePaymentMethods();

  // ---- the method: ?activeMethod is the selection ----
  const { selected, choose } = useActiveMethod(payments.visible);
  const selectedKey = selected ? String(selected.id) : null;

  const limits = depositLimitsOf(selected);
  const isCrypto = limits.isCrypto === true;
  const isCard = selected?.isCardForm === true;
  const networks = networksOf(selected);
  // spec 2.5 payment-profile step: the fields the method needs that the player has not set. Until the
  // user details are there, a method that needs a profile waits for them rather than flashing either.
  const profileMissing = useMemo(() => (user ? missingProfileFields(selected, user, settings) : []), [selected, user, settings]);
  const profileUnknown = !user && methodNeedsProfile(selected);
  const needsProfile = profileMissing.length > 0;
  // spec 5: crypto amounts up to 8 decimals, in the coin rather than the player's currency.
  const format: AmountFormat = useMemo(() => (isCrypto ? { isCrypto: true, locale: playerFormat.locale } : playerFormat), [isCrypto, playerFormat]);

  // ---- what the player typed ----
  const [amountText, setAmountText] = useState('');
  const [amountTouched, setAmountTouched] = useState(false);
  const [network, setNetwork] = useState('');
  const [card, setCard] = useState<CardValues>(EMPTY_CARD);
  const [cardTouched, setCardTouched] = useState<Partial<Record<CardField, boolean>>>({});
  const [cardServerError, setCardServerError] = useState<{ field: CardField; message: string } | null>(null);
  const [bonusId, setBonusId] = useState('');
  const [attempted, setAttempted] = useState(false);

  // ---- the attempt and its outcome ----
  const [stage, setStage] = useState<Stage>({ kind: 'form' });
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [warning, setWarning] = useState(false);
  const payingRef = useRef(false);
  const warningOpen = useRef(false);
  const lastAttempt = useRef<Attempt | null>(null);
  const amountRef = useRef<HTMLInputElement | null>(null);
  const networkRef = useRef<HTMLSelectElement | null>(null);
  const cardRefs = useRef<Partial<Record<CardField, HTMLInputElement | null>>>({});
  /** A field to focus once the form is enabled again (a disabled field cannot take the focus). */
  const focusAfterPay = useRef<CardField | null>(null);
  /** The profile step was just completed: the pay form that replaces it takes the focus. */
  const focusAfterProfile = useRef(false);

  // A new method starts fresh: its own default amount (unless the player typed one), network, messages.
  useEffect(() => {
    if (!selected) return;
    if (!amountTouched) {
      const initial = initialDepositAmount(limits);
      setAmountText(initial === null ? '' : String(initial));
    }
    const only = networksOf(selected);
    setNetwork(only.length === 1 ? only[0] : '');
    setCardServerError(null);
    setPayError(null);
    setNotice(null);
    setAttempted(false);
    focusAfterProfile.current = false;
  }, [selectedKey]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (needsProfile || !focusAfterProfile.current) return;
    focusAfterProfile.current = false;
    amountRef.current?.focus();
  }, [needsProfile]);

  useEffect(() => {
    if (paying || !focusAfterPay.current) return;
    cardRefs.current[focusAfterPay.current]?.focus();
    focusAfterPay.current = null;
  }, [paying]);

  // ---- bonuses (spec 2.5: a bonus select; none by default) ----
  const showBonus = props.bonus !== false;
  const bonusParams = showBonus && user ? {
    type: 'deposit', isDeposit: true,
    ...(typeof user.countryCode === 'string' ? { countryCode: user.countryCode } : {}),
    ...(typeof user.currencyCode === 'string' ? { currencyCode: user.currencyCode } : {}),
  } : null;
  const bonusAnswer = useEndpoint('getAllBonus', bonusParams);
  const bonuses = useMemo(() => (bonusAnswer.data?.data?.bonus?.rows ?? []).filter((b) => !b.type || b.type === 'deposit'), [bonusAnswer.data]);
  const chosenBonus = bonuses.find((b) => String(b.id) === bonusId) ?? null;

  // ---- checks ----
  const amountCheck = checkDepositAmount(amountText, limits, format);
  const amountError = (amountTouched || attempted) && amountCheck.messageKey ? t(amountCheck.messageKey, amountCheck.values) : null;
  const { min: minText, max: maxText } = amountCheck.values;
  const limitsLine = minText && maxText ? t('text.cashier.deposit.amount.limits', { min: minText, max: maxText })
    : minText ? t('text.cashier.deposit.amount.min', { min: minText })
    : maxText ? t('text.cashier.deposit.amount.max', { max: maxText })
    : null;
  const quick = isCrypto ? [] : QUICK_AMOUNTS.filter((amount) => depositAmountProblem(amount, limits) === null)
    .map((amount) => ({ amount, label: formatDepositAmount(amount, format) }));
  const cardProblemsNow = isCard ? cardProblems(card, new Date()) : {};
  const cardErrors: Partial<Record<CardField, string>> = {};
  for (const field of CARD_FIELDS) {
    const problem = cardProblemsNow[field];
    if (problem && (attempted || cardTouched[field])) cardErrors[field] = t(cardMessageKey(problem), { limit: TEXT_MAX });
    else if (cardServerError?.field === field) cardErrors[field] = cardServerError.message;
  }
  const networkError = networks.length > 0 && !network && attempted ? t('text.cashier.deposit.network.required') : null;
  const bonusHint = chosenBonus && num(chosenBonus.minDeposit) !== null
    && (amountCheck.value === null || amountCheck.value < (chosenBonus.minDeposit as number))
    ? t('text.cashier.deposit.bonus.minDeposit', { min: formatDepositAmount(chosenBonus.minDeposit as number, playerFormat) })
    : null;

  // ---- results ----
  const methodFormat = useCallback((name: unknown): AmountFormat => {
    const method = methodByName(name, payments.all);
    return depositLimitsOf(method).isCrypto ? { isCrypto: true, locale: playerFormat.locale } : playerFormat;
  }, [payments.all, playerFormat]);
  const showSuccess = useCallback((amount: unknown, method: unknown) => {
    const value = num(amount);
    setSuccess(value === null ? t('text.cashier.deposit.successNoAmount') : t('text.cashier.deposit.success', { amount: formatDepositAmount(value, methodFormat(method)) }));
  }, [t, methodFormat]);

  // A completed deposit changes more than the wallet the socket sends (depositCount, a cancelled active
  // bonus): the user details are read again.
  const refreshUserRef = useRef(() => { void loadUser(api); });
  refreshUserRef.current = () => { void loadUser(api); };
  const stageRef = useRef(stage);
  stageRef.current = stage;
  const showSuccessRef = useRef(showSuccess);
  showSuccessRef.current = showSuccess;
  // spec 7 Realtime socket: deposit (a completed deposit: the success message; the QR or address step it
  // was waiting for ends) and failedDeposit (the step ends; the dialog is DepositEvents').
  useEffect(() => {
    const detailOf = (event: Event) => ((event as CustomEvent).detail ?? {}) as Record<string, unknown>;
    const endStep = (transactionId: unknown) => {
      const current = stageRef.current;
      if ((current.kind === 'upiQr' || current.kind === 'crypto') && sameTransaction(current.transactionId, transactionId)) setStage({ kind: 'form' });
    };
    const onDeposit = (event: Event) => {
      const detail = detailOf(event);
      afterPayAttempt(() => {
        endStep(detail.transactionId);
        showSuccessRef.current(detail.amount, detail.paymentMethod);
        refreshUserRef.current();
      });
    };
    const onFailed = (event: Event) => {
      const detail = detailOf(event);
      afterPayAttempt(() => endStep(detail.transactionId));
    };
    window.addEventListener(WALLET_BROWSER_EVENTS.deposit, onDeposit);
    window.addEventListener(WALLET_BROWSER_EVENTS.failedDeposit, onFailed);
    return () => {
      window.removeEventListener(WALLET_BROWSER_EVENTS.deposit, onDeposit);
      window.removeEventListener(WALLET_BROWSER_EVENTS.failedDeposit, onFailed);
    };
  }, []);

  const resultModal = (result: DepositResultModal) => props.resultModals?.[RESULT_PROP[result]] ?? result;

  const handleDeposit = (deposit: Record<string, unknown>, method: DepositMethod, amountShown: string) => {
    const step = depositStep(deposit);
    if (step.kind === 'redirect') {
      setStage({ kind: 'redirecting' });
      setCard(EMPTY_CARD);
      browserNavigation.assign(/^https?:/i.test(step.url) ? step.url : api.url(step.url));
      return;
    }
    if (step.kind === 'upiQr') {
      setStage({ kind: 'upiQr', link: step.link, expiresAt: step.expiresAt, transactionId: deposit.transactionId, amount: amountShown });
      return;
    }
    if (step.kind === 'crypto') {
      setStage({ kind: 'crypto', network: step.network, address: step.address, expiresAt: step.expiresAt, transactionId: deposit.transactionId, amount: amountShown });
      return;
    }
    if (step.result === 'success') {
      setCard(EMPTY_CARD);
      setCardTouched({});
      showSuccess(deposit.amount, method.name ?? method.paymentMethod);
      refreshUserRef.current();
      void trackDepositAction(track, {
        transactionId: deposit.transactionId, depositCount: deposit.depositCount, amount: deposit.amount, paymentMethod: deposit.paymentMethod ?? method.name,
      });
      return;
    }
    if (claimResult(deposit.transactionId)) openResult(resultModal(step.result), method.name ?? method.paymentMethod ?? null);
  };

  const refusal = (error: unknown): string => {
    if (!(error instanceof ApiError)) return t('text.errors.deposit.generic');
    if (error.status === 0 || error.status === 408) return t('text.cashier.deposit.noAnswer');
    const body = (error.body && typeof error.body === 'object' ? error.body : {}) as Record<string, unknown>;
    const message = depositErrorMessage(body, { min: num(body.min) ?? limits.min, max: num(body.max) ?? limits.max }, format);
    return fillDepositErrorText(t(message.key), message.placeholders);
  };

  const pay = async (cancelActiveBonus: boolean) => {
    if (payingRef.current || !selected) return;
    setAttempted(true);
    setNotice(null);
    setPayError(null);
    // Every problem is shown at once; focus goes to the first, in the page's order.
    const firstCardProblem = CARD_FIELDS.find((field) => cardProblemsNow[field]);
    const invalid = amountCheck.value === null ? amountRef.current
      : networks.length > 0 && !network ? networkRef.current
      : firstCardProblem ? cardRefs.current[firstCardProblem] ?? null
      : null;
    if (amountCheck.value === null || (networks.length > 0 && !network) || firstCardProblem) {
      invalid?.focus();
      return;
    }
    const bonus = chosenBonus ? Number(chosenBonus.id) : null;
    // spec 4 Bonus rules: 'A new deposit bonus cancels any active bonus, after a warning.'
    if (!cancelActiveBonus && needsBonusWarning(bonus, user?.activeBonus)) {
      openWarning();
      return;
    }

    payingRef.current = true;
    setPaying(true);
    setSuccess(null);
    setCardServerError(null);
    beginPayAttempt();
    const amount = amountCheck.value;
    const amountShown = formatDepositAmount(amount, format);
    const method = selected;
    const paymentMethod = method.paymentMethod || method.name || String(method.id);
    const fingerprint = JSON.stringify([paymentMethod, amount, bonus, cancelActiveBonus, network, isCard ? cardForTokenizer(card) : null]);
    const requestId = reusableRequestId(lastAttempt.current, fingerprint) ?? newRequestId();
    lastAttempt.current = { key: requestId, fingerprint, answered: false };
    try {
      let cardToken: string | undefined;
      if (isCard) {
        try {
          // To the payment provider only (boot config), never through the casino api client.
          const token = await tokenizeCard(boot.paymentProviderUrl, cardForTokenizer(card));
          cardToken = token.data.token;
        } catch (error) {
          lastAttempt.current = null; // nothing was deposited: the next attempt is a new one
          const body = error instanceof ApiError ? (error.body as { field?: unknown; message?: unknown } | null) : null;
          const field = CARD_FIELDS.find((f) => f === body?.field);
          if (field && typeof body?.message === 'string') {
            setCardServerError({ field, message: body.message });
            focusAfterPay.current = field;
          } else {
            setPayError(t('text.cashier.deposit.card.failed'));
          }
          return;
        }
      }
      const answer = await callEndpoint(api, 'deposit', {
        paymentMethod, amount, requestId,
        ...(bonus !== null ? { bonusId: bonus } : {}),
        ...(cancelActiveBonus ? { cancelActiveBonus: true } : {}),
        ...(cardToken ? { cardToken } : {}),
        ...(networks.length > 0 ? { network } : {}),
      });
      lastAttempt.current = { ...lastAttempt.current, answered: true };
      handleDeposit(answer.data.deposit as unknown as Record<string, unknown>, method, amountShown);
    } catch (error) {
      const answered = !(error instanceof ApiError) || (error.status !== 0 && error.status !== 408);
      if (lastAttempt.current) lastAttempt.current = { ...lastAttempt.current, answered };
      const code = error instanceof ApiError ? depositErrorCodeOf(error.body) : null;
      // The platform knows of an active bonus the page did not (yet): ask, as spec 4 says.
      if (code === 'ACTIVE_BONUS' && bonus !== null && !cancelActiveBonus) openWarning();
      else setPayError(refusal(error));
      if (code === 'METHOD_NOT_AVAILABLE') payments.retry();
    } finally {
      payingRef.current = false;
      setPaying(false);
      endPayAttempt();
    }
  };

  // spec 4 Bonus rules: 'Declining the warning refuses the deposit.' Answered once: Escape, the backdrop
  // and the buttons all come here, and closing the dialog must not count as a second answer.
  const openWarning = () => {
    warningOpen.current = true;
    setWarning(true);
  };
  const answerWarning = (accept: boolean) => {
    if (!warningOpen.current) return;
    warningOpen.current = false;
    setWarning(false);
    if (accept) void pay(true);
    else setNotice(t('text.cashier.deposit.bonus.declined'));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void pay(false);
  };

  const newPayment = () => {
    setStage({ kind: 'form' });
    lastAttempt.current = null;
  };

  const stepBy = (direction: 'up' | 'down') => {
    const parsed = parseAmount(amountText, isCrypto);
    setAmountText(String(stepAmount(parsed.ok ? parsed.value : 0, direction, limits)));
    setAmountTouched(true);
  };

  const amountLabel = isCrypto ? t('text.cashier.deposit.amount.labelCrypto', { method: methodTitle(selected) }) : t('text.cashier.deposit.amount.label');

  return (
    <Box width="full" maxW="2xl" data-testid="deposit" data-stage={stage.kind}>
      {/* Live regions stay mounted (empty when quiet), so what appears in them is announced. */}
      <Text role="status" aria-live="polite" color="fg.success" fontWeight="semibold" mb={success ? '4' : undefined} data-testid="deposit-success">{success ?? ''}</Text>
      <Stack gap="6">
        {stage.kind === 'form' && (
          <>
            <MethodList methods={payments.visible} selected={selected} onSelect={choose} loading={payments.loading}
              failed={!!payments.error && !payments.all.length} onRetry={payments.retry} api={api} />
            {!selected && payments.visible.length > 0 && <Text color="fg.muted">{t('text.cashier.deposit.methods.choose')}</Text>}
            {selected && profileUnknown && <Stack gap="3" aria-busy="true">{[0, 1].map((i) => <Skeleton key={i} height="10" />)}</Stack>}
            {selected && needsProfile && (
              <ProfileStep form={props.profileForm ?? 'payment-profile'} fields={profileMissing} methodTitle={methodTitle(selected)}
                onSaved={() => { focusAfterProfile.current = true; setNotice(t('text.cashier.deposit.profile.saved')); }} />
            )}
            {selected && !profileUnknown && !needsProfile && (
              <form noValidate onSubmit={submit} data-testid="deposit-form" data-method={selected.name}>
                <Stack gap="5">
                  <AmountField value={amountText} label={amountLabel} isCrypto={isCrypto} disabled={paying}
                    onChange={(value) => { setAmountText(value); setAmountTouched(true); }}
                    onBlur={() => setAmountTouched(true)} onStep={stepBy}
                    quick={quick} onQuick={(amount) => { setAmountText(String(amount)); setAmountTouched(true); }}
                    limits={limitsLine} error={amountError} inputRef={amountRef} />

                  {networks.length > 0 && (
                    <Field.Root invalid={!!networkError} required disabled={paying}>
                      <Field.Label>{t('text.cashier.deposit.network.label')}</Field.Label>
                      <NativeSelect.Root>
                        <NativeSelect.Field ref={networkRef} value={network} onChange={(e) => setNetwork(e.currentTarget.value)} data-testid="deposit-network">
                          <option value="">{t('text.cashier.deposit.network.choose')}</option>
                          {networks.map((n) => <option key={n} value={n}>{n}</option>)}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                      <Field.ErrorText>{networkError}</Field.ErrorText>
                    </Field.Root>
                  )}

                  {isCard && (
                    <CardFields values={card} disabled={paying} errors={cardErrors} refs={cardRefs}
                      onChange={(values) => { setCard(values); if (cardServerError) setCardServerError(null); }}
                      onBlur={(field) => setCardTouched((touched) => (touched[field] ? touched : { ...touched, [field]: true }))} />
                  )}

                  {showBonus && (
                    <Field.Root disabled={paying}>
                      <Field.Label>{t('text.cashier.deposit.bonus.label')}</Field.Label>
                      <NativeSelect.Root>
                        <NativeSelect.Field value={bonusId} onChange={(e) => setBonusId(e.currentTarget.value)} data-testid="deposit-bonus">
                          <option value="">{t('text.cashier.deposit.bonus.none')}</option>
                          {bonuses.map((b) => <option key={String(b.id)} value={String(b.id)}>{bonusTitle(b)}</option>)}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                      {bonusHint && <Field.HelperText>{bonusHint}</Field.HelperText>}
                      {bonusAnswer.error ? <Field.HelperText>{t('text.cashier.deposit.bonus.loadFailed')}</Field.HelperText> : null}
                    </Field.Root>
                  )}

                  <Box>
                    <Text role="alert" color="fg.error" mb={payError ? '3' : undefined} data-testid="deposit-error">{payError ?? ''}</Text>
                    <Text role="status" aria-live="polite" mb={notice ? '3' : undefined} data-testid="deposit-notice">{notice ?? ''}</Text>
                    <Button type="submit" colorPalette="accent" size="lg" width={{ base: 'full', sm: 'auto' }}
                      loading={paying} loadingText={t('text.cashier.deposit.paying')} disabled={paying} data-testid="deposit-pay">
                      {t('text.cashier.deposit.pay')}
                    </Button>
                  </Box>
                </Stack>
              </form>
            )}
          </>
        )}

        {stage.kind === 'redirecting' && (
          <Stack direction="row" gap="3" align="center" role="status" aria-live="polite" data-testid="deposit-redirecting">
            <Spinner size="sm" />
            <Text>{t('text.cashier.deposit.redirecting')}</Text>
          </Stack>
        )}
        {stage.kind === 'upiQr' && <UpiQr link={stage.link} expiresAt={stage.expiresAt} amount={stage.amount} onNewPayment={newPayment} />}
        {stage.kind === 'crypto' && (
          <CryptoAddress network={stage.network} address={stage.address} expiresAt={stage.expiresAt} amount={stage.amount} onNewPayment={newPayment} />
        )}

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
      </Stack>
    </Box>
  );
}
