// Pay (spec 2.5 Deposit, spec 4 Bonus rules, spec 8 Deposit error codes): one requestId per attempt (a
// double click or a lost answer makes one deposit); the card is tokenised by the provider's hosted card fields
// (DepositCard: the page never holds the number, expiry or CVC; it sends the holder's name and gets the token),
// the deposit gets the token; a bonus while another is active needs the warning first; refusals are shown by their code. The
// answer's next step (the 3DS redirect, the UPI QR, the crypto address) moves the deposit's flow; a
// result opens its dialog (spec 2.4), once per transaction even when the socket tells it too.
import { useRef, useState } from 'react';
import { ApiError } from '../../platform/api/client';
import { callEndpoint } from '../../platform/api/endpoints';
import { trackDepositAction } from '../../platform/depositActions';
import { checkDepositAmount, formatDepositAmount } from '../../cashier/amount';
import { cardFieldProblem } from '../../cashier/cardForm';
import type { HostedCardField } from '../../cashier/hostedCardFields';
import { refusedFieldProblem } from '../../cashier/depositFields';
import { depositBodyFields } from '../../cashier/depositDetails';
import { depositErrorCodeOf, depositErrorMessage, fillDepositErrorText } from '../../cashier/depositErrors';
import { activationMessage, isActivationRefusal } from '../../rewards/activationErrors';
import { depositStep, needsBonusWarning, newRequestId, reusableRequestId, type DepositResultModal } from '../../cashier/depositFlow';
import type { useText } from '../../renderer/text';
import type { WidgetServices } from '../../renderer/services';
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
  runtime: Pick<WidgetServices, 'api' | 'track' | 'boot'>;
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
  const [holderRefusal, setHolderRefusal] = useState<string | null>(null);
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
      options.change({ cardHolder: '' });
      options.state.refs.cardFields.current?.clear();
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
      options.change({ cardHolder: '', cardHolderTouched: false });
      options.state.refs.cardFields.current?.clear();
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
    // Every problem is shown at once; focus goes to the first, in the page's order (the card's fields after
    // the amount, the network and the declared fields; the holder's name after the provider's frame).
    const amount = checkDepositAmount(input.amountText, state.limits, state.format).value;
    const isCard = state.kind === 'card';
    const cardFields = isCard ? state.refs.cardFields.current : null;
    const noNetwork = state.networks.length > 0 && !input.network;
    const fields = state.fields();
    const badField = fields.find((f) => f.problem() !== null);
    if (amount === null || noNetwork || badField) {
      if (amount === null) state.refs.amount.current?.focus();
      else if (noNetwork) state.refs.network.current?.focus();
      else badField?.focus();
      void cardFields?.validate();
      return;
    }
    if (isCard) {
      if (!cardFields || cardFields.status() !== 'ready') {
        setPayError(t('text.cashier.deposit.card.failed'));
        return;
      }
      const checked = await cardFields.validate();
      if (checked.outcome === 'invalid') {
        cardFields.focus(checked.field);
        return;
      }
      if (checked.outcome !== 'valid') {
        setPayError(t('text.cashier.deposit.card.failed'));
        return;
      }
      if (cardFieldProblem('holder', input.cardHolder, new Date())) {
        state.refs.cardHolder.current?.focus();
        return;
      }
    }
    // The declared fields go in the body under their names (trimmed); a brand's own (details.<name>) in details.
    const fieldValues = Object.fromEntries(fields.map((f) => [f.name, f.value().trim()]));
    const declared = depositBodyFields(fieldValues);
    const bonus = input.bonusId ? Number(input.bonusId) : null;
    if (!cancelActiveBonus && needsBonusWarning(bonus, options.activeBonus)) {
      options.askBonusWarning();
      return;
    }
    if (payingRef.current) return;

    payingRef.current = true;
    setPaying(true);
    options.started();
    setHolderRefusal(null);
    beginPayAttempt();
    cardFields?.disable(true);
    // A card field the provider refused takes the focus once the fields are enabled again.
    let refocus: HostedCardField | null = null;
    const amountShown = formatDepositAmount(amount, state.format);
    const paymentMethod = method.paymentMethod || method.name || String(method.id);
    try {
      let cardToken: string | undefined;
      let card: string | null = null;
      if (cardFields) {
        // To the payment provider only, from its own frame; the page gets the token, the brand and last four digits.
        const result = await cardFields.tokenize(input.cardHolder.trim());
        if (result.outcome !== 'token') {
          lastAttempt.current = null; // nothing was deposited: the next attempt is a new one
          if (result.outcome === 'refused') {
            // The frame shows a refused card field's reason; the holder's name is this page's.
            if (result.field === 'holder') setHolderRefusal(result.code);
            else refocus = result.field;
          } else if (result.outcome === 'invalid') refocus = result.field;
          else setPayError(t('text.cashier.deposit.card.failed'));
          return;
        }
        cardToken = result.token;
        card = `${result.brand} ${result.last4}`;
      }
      // The same attempt (a lost answer, a double click) keeps its requestId: the same card is its brand and last four.
      const fingerprint = JSON.stringify([paymentMethod, amount, bonus, cancelActiveBonus, input.network, card, fieldValues]);
      const requestId = reusableRequestId(lastAttempt.current, fingerprint) ?? newRequestId();
      lastAttempt.current = { key: requestId, fingerprint, answered: false };
      const answer = await callEndpoint(options.runtime.api, 'deposit', {
        // First, so the form's own keys always win (brand validate also refuses a field named like one).
        ...declared.body,
        ...(declared.details ? { details: declared.details } : {}),
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
      cardFields?.disable(false);
      if (refocus) cardFields?.focus(refocus);
      endPayAttempt();
    }
  };

  /** A new method starts fresh: no messages of the last one; the next attempt is a new one. */
  const reset = () => {
    setHolderRefusal(null);
    setPayError(null);
    setPayErrorCode(null);
    setNotice(null);
    setAttempted(false);
  };
  const forgetAttempt = () => { lastAttempt.current = null; };

  return { pay, attempted, paying, payError, payErrorCode, notice, setNotice, holderRefusal, setHolderRefusal, reset, forgetAttempt };
}
