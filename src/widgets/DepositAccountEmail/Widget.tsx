// spec 2.5 'A Skrill email step': the wallet account's e-mail of the Deposit node above, pre-filled with the
// player's e-mail, checked by src/cashier/accountEmail.ts (shown once the field was left, or Pay pressed) and
// sent with the deposit. The document shows it for methods that ask (when cashier.method.accountEmail).
import { Field, Input } from '@chakra-ui/react';
import type { DepositAccountEmailProps } from '../../generated/types';
import type { WidgetRenderProps } from '../types';
import { useText } from '../../renderer/text';
import { ACCOUNT_EMAIL_MAX_LENGTH, ACCOUNT_EMAIL_PROBLEM_KEYS, accountEmailProblem, needsAccountEmail } from '../../cashier/accountEmail';
import { useDeposit } from '../Deposit/context';
import { methodTitle } from '../Deposit/methods';

export default function DepositAccountEmail({ props }: WidgetRenderProps<DepositAccountEmailProps>) {
  const t = useText();
  const { method, input, change, accountEmail, attempted, paying, refs } = useDeposit('DepositAccountEmail');
  if (!needsAccountEmail(method)) return null;
  const problem = accountEmailProblem(accountEmail);
  const error = problem && (attempted || input.accountEmailTouched) ? t(ACCOUNT_EMAIL_PROBLEM_KEYS[problem], { method: methodTitle(method) }) : null;
  return (
    <Field.Root invalid={!!error} required disabled={paying} data-testid="deposit-account-email-field">
      <Field.Label>{t(props.label ?? 'text.cashier.deposit.accountEmail.label', { method: methodTitle(method) })}</Field.Label>
      <Input
        ref={refs.accountEmail}
        type="email"
        name="account-email"
        value={accountEmail}
        onChange={(e) => change({ accountEmail: e.currentTarget.value, accountEmailTouched: true })}
        onBlur={() => { if (!input.accountEmailTouched) change({ accountEmail, accountEmailTouched: true }); }}
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        maxLength={ACCOUNT_EMAIL_MAX_LENGTH}
        data-testid="deposit-account-email"
      />
      <Field.HelperText>{t(props.hint ?? 'text.cashier.deposit.accountEmail.hint', { method: methodTitle(method) })}</Field.HelperText>
      <Field.ErrorText data-testid="deposit-account-email-error">{error}</Field.ErrorText>
    </Field.Root>
  );
}
