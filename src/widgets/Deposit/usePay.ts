// Pay (spec 2.5 Deposit, spec 4 Bonus rules, spec 8 Deposit error codes): one requestId per attempt (a
// double click or a lost answer makes one deposit); the card goes only to the provider's tokeniser (a
// plain fetch to the boot config's paymentProviderUrl, without the player's token), the deposit gets its
// token; a bonus while another is active needs the warning first; refusals are shown by their code. The
// answer's next step (the 3DS redirect, the UPI QR, the crypto address) moves the deposit's flow; a
// result opens its dialog (spec 2.4), once per transaction even when the socket tells it too.
import { useRef, useState } from 'react';
import { ApiError } from '../../platform/api/client';
import { callEndpoint } from '../../platform/api/endpoints';
import { tokenizeCard } from '../../platform/paymentProvider';
import { trackDepositAction } from '../../platform/depositActions';
import { checkDepositAmount, formatDepositAmount } from '../../cashier/amount';
import { CARD_FIELDS, cardForTokenizer, cardProblems, EMPTY_CARD, type CardField } from '../../cashier/cardForm';
import { refusedFieldProblem } from '../../cashier/depositFields';
import { depositErrorCodeOf, depositErrorMessage, fillDepositErrorText } from '../../cashier/depositErrors';
import { activationMessage, isActivationRefusal } from '../../rewards/activationErrors';
import { depositStep, needsBonusWarning, newRequestId, reusableRequestId, type DepositResultModal } from '../../cashier/depositFlow';
import type { useText } from '../../renderer/text';
import type { RuntimeConfig } from '../../shell/RuntimeConfig';
import type { DepositInput, DepositNextStep, DepositState } from './context';
import type { DepositMethod } from './methods';
import { browserNavigation } from './browser';
import { beginPayAttempt, claimResult, endPayAttempt } from './results';
import { playerTimeZone } from '../../platform/timeZone';

interface Attempt { key: string; fingerprint: string; answered: boolean }

export interface PayOptions {
  state: Pick<DepositState, 'method' | 'limits' | 'networks' | 'format' | 'refs' | 'kind' | 'fields'>;
  input: DepositInput;
  change(changes: Partial<DepositInput>): void;
  runtime: Pick<RuntimeConfig, 'api' | 'track' | 'boot'>;
  t: ReturnType<typeof useText>;
  activeBonus: unknown;
  /** Moves the deposit's flow to a step: redirecting, upiQr or crypto. */
  goTo(step: 'redirecting' | DepositNextStep['kind'], next?: DepositNextStep): void;
  openResult(result: DepositResultModal, method: string | null): void;
  /** An attempt starts (the last success message goes). */
  started(): void;
  succeeded(amount: unknown, method: unknown): void;
  /** The answer refused the method (METHOD_NOT_AVAILABLE): the list is read again. */
  methodsChanged(): void;
  /** spec 4 Bonus rules: the warning is asked; its answer calls pay(true) or declines. */
  askBonusWarning(): void;
}

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export function usePay(options: PayOptions) {
  const [attempted, setAttempted] = useState(false);
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const [payErrorCode, setPayErrorCode] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [cardServerError, setCardServerError] = useState<{ field: CardField; message: string } | null>(null);
  const payingRef = useRef(false);
  const lastAttempt = useRef<Attempt | null>(null);

  const refusal = (error: unknown): string => {
    const { t, state } = options;
    if (!(error instanceof ApiError)) return t('text.errors.deposit.generic');
    if (error.status === 0 || error.status === 408) return t('text.cashier.deposit.noAnswer');
    const body = (error.body && typeof error.body === 'object' ? error.body : {}) as Record<string, unknown>;
    // The platform refused a field the document declares (spec 2.5 Skrill email step: ACCOUNT_EMAIL_INVALID with
    // field accountEmail; the field's own check missed it): that field's text for the reason.
    const refusedField = typeof body.field === 'string' ? state.fields().find((f) => f.name === body.field) : undefined;
    if (refusedField) return refusedField.message(refusedFieldProblem(body.reason));
    // The chosen bonus's terms refused the deposit (spec 8 Bonus activation error codes): its own text.
    if (isActivationRefusal(body)) {
      const bonus = activationMessage(body);
      return t(bonus.key, bonus.values);
    }
    const message = depositErrorMessage(body, { min: num(body.min) ?? state.limits.min, max: num(body.max) ?? state.limits.max }, state.format);
    return fillDepositErrorText(t(message.key), message.placeholders);
  };

  const answered = (deposit: Record<string, unknown>, method: DepositMethod, amountShown: string) => {
    const step = depositStep(deposit);
    if (step.kind === 'redirect') {
      options.goTo('redirecting');
      options.change({ card: EMPTY_CARD });
      browserNavigation.assign(/^https?:/i.test(step.url) ? step.url : options.runtime.api.url(step.url));
      return;
    }
    if (step.kind === 'upiQr') {
      options.goTo('upiQr', { kind: 'upiQr', link: step.link, expiresAt: step.expiresAt, transactionId: deposit.transactionId, amount: amountShown });
      return;
    }
    if (step.kind === 'crypto') {
      options.goTo('crypto', { kind: 'crypto', network: step.network, address: step.address, expiresAt: step.expiresAt, transactionId: deposit.transactionId, amount: amountShown });
      return;
    }
    if (step.result === 'success') {
      options.change({ card: EMPTY_CARD, cardTouched: {} });
      options.succeeded(deposit.amount, method.name ?? method.paymentMethod);
      void trackDepositAction(options.runtime.track, {
        transactionId: deposit.transactionId, depositCount: deposit.depositCount, amount: deposit.amount, paymentMethod: deposit.paymentMethod ?? method.name,
      });
      return;
    }
    if (claimResult(deposit.transactionId)) options.openResult(step.result, method.name ?? method.paymentMethod ?? null);
  };

  const pay = async (cancelActiveBonus: boolean) => {
    const { state, input, t } = options;
    const method = state.method;
    if (payingRef.current || !method) return;
    setAttempted(true);
    setNotice(null);
    setPayError(null);
    setPayErrorCode(null);
    // Every problem is shown at once; focus goes to the first, in the page's order.
    const amount = checkDepositAmount(input.amountText, state.limits, state.format).value;
    const isCard = state.kind === 'card';
    const cardProblemsNow = isCard ? cardProblems(input.card, new Date()) : {};
    const firstCardProblem = CARD_FIELDS.find((field) => cardProblemsNow[field]);
    const noNetwork = state.networks.length > 0 && !input.network;
    const fields = state.fields();
    const badField = fields.find((f) => f.problem() !== null);
    if (amount === null || noNetwork || firstCardProblem || badField) {
      if (amount === null) state.refs.amount.current?.focus();
      else if (noNetwork) state.refs.network.current?.focus();
      else if (badField) badField.focus();
      else state.refs.card.current?.[firstCardProblem!]?.focus();
      return;
    }
    // The declared fields go in the body under their names (trimmed).
    const fieldValues = Object.fromEntries(fields.map((f) => [f.name, f.value().trim()]));
    const bonus = input.bonusId ? Number(input.bonusId) : null;
    if (!cancelActiveBonus && needsBonusWarning(bonus, options.activeBonus)) {
      options.askBonusWarning();
      return;
    }

    payingRef.current = true;
    setPaying(true);
    options.started();
    setCardServerError(null);
    beginPayAttempt();
    const amountShown = formatDepositAmount(amount, state.format);
    const paymentMethod = method.paymentMethod || method.name || String(method.id);
    const fingerprint = JSON.stringify([paymentMethod, amount, bonus, cancelActiveBonus, input.network, isCard ? cardForTokenizer(input.card) : null, fieldValues]);
    const requestId = reusableRequestId(lastAttempt.current, fingerprint) ?? newRequestId();
    lastAttempt.current = { key: requestId, fingerprint, answered: false };
    try {
      let cardToken: string | undefined;
      if (isCard) {
        try {
          // To the payment provider only (boot config), never through the casino api client.
          cardToken = (await tokenizeCard(options.runtime.boot.paymentProviderUrl, cardForTokenizer(input.card))).data.token;
        } catch (error) {
          lastAttempt.current = null; // nothing was deposited: the next attempt is a new one
          const body = error instanceof ApiError ? (error.body as { field?: unknown; message?: unknown } | null) : null;
          const field = CARD_FIELDS.find((f) => f === body?.field);
          if (field && typeof body?.message === 'string') {
            setCardServerError({ field, message: body.message });
          } else {
            setPayError(t('text.cashier.deposit.card.failed'));
          }
          return;
        }
      }
      const answer = await callEndpoint(options.runtime.api, 'deposit', {
        // First, so the form's own keys always win (brand validate also refuses a field named like one).
        ...fieldValues,
        paymentMethod, amount, requestId,
        // The offer's weekdays and hours are the player's (spec 8 VALID_ON_DAYS, START_TIME_ERROR, END_TIME_ERROR).
        ...(bonus !== null ? { bonusId: bonus, timeZone: playerTimeZone() } : {}),
        ...(cancelActiveBonus ? { cancelActiveBonus: true } : {}),
        ...(cardToken ? { cardToken } : {}),
        ...(state.networks.length > 0 ? { network: input.network } : {}),
      });
      lastAttempt.current = { ...lastAttempt.current, answered: true };
      answered(answer.data.deposit as unknown as Record<string, unknown>, method, amountShown);
    } catch (error) {
      const reached = !(error instanceof ApiError) || (error.status !== 0 && error.status !== 408);
      if (lastAttempt.current) lastAttempt.current = { ...lastAttempt.current, answered: reached };
      const code = error instanceof ApiError ? depositErrorCodeOf(error.body) : null;
      // The platform knows of an active bonus the page did not (yet): ask, as spec 4 says.
      if (code === 'ACTIVE_BONUS' && bonus !== null && !cancelActiveBonus) options.askBonusWarning();
      else { setPayError(refusal(error)); setPayErrorCode(code); }
      if (code === 'METHOD_NOT_AVAILABLE') options.methodsChanged();
    } finally {
      payingRef.current = false;
      setPaying(false);
      endPayAttempt();
    }
  };

  /** A new method starts fresh: no messages of the last one; the next attempt is a new one. */
  const reset = () => {
    setCardServerError(null);
    setPayError(null);
    setPayErrorCode(null);
    setNotice(null);
    setAttempted(false);
  };
  const forgetAttempt = () => { lastAttempt.current = null; };

  return { pay, attempted, paying, payError, payErrorCode, notice, setNotice, cardServerError, setCardServerError, reset, forgetAttempt };
}
