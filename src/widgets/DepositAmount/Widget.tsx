// The deposit amount of the Deposit node above (spec 5 Deposit amount, spec 9 Deposit): a text field (so
// "25,50" and crypto's 8 decimals are typed as the player writes them), - and + that step by the spec's
// grid, the brand's quick amounts that the method accepts, the provider's limits under the field, and
// the message of checkDepositAmount. A new method starts from the brand's default amount (unless the
// player typed one), moved into the method's limits (initialDepositAmount).
import { useEffect } from 'react';
import { Button, Field, HStack, IconButton, Input, Stack } from '@chakra-ui/react';
import type { DepositAmountProps } from '../../generated/types';
import type { WidgetRenderProps } from '../types';
import { useText } from '../../renderer/text';
import { checkDepositAmount, depositAmountProblem, formatDepositAmount, initialDepositAmount, parseAmount, stepAmount } from '../../cashier/amount';
import { useDeposit } from '../Deposit/context';
import { methodTitle } from '../Deposit/methods';

export default function DepositAmount({ props }: WidgetRenderProps<DepositAmountProps>) {
  const t = useText();
  const { method, limits, format, input, change, attempted, paying: disabled, refs, focusAmount } = useDeposit('DepositAmount');
  const isCrypto = limits.isCrypto === true;
  const value = input.amountText;

  // A new method (or the first) starts from the default, unless the player typed an amount.
  const methodKey = method ? String(method.id) : null;
  useEffect(() => {
    if (!method || input.amountTouched) return;
    const initial = initialDepositAmount(limits, props.defaultAmount);
    change({ amountText: initial === null ? '' : String(initial) });
  }, [methodKey]); // eslint-disable-line react-hooks/exhaustive-deps -- a new method only (by its id) starts from the default: the player's typing must not
  // After the payment-profile step, the pay form's first field takes the focus.
  useEffect(() => {
    if (!focusAmount.current) return;
    focusAmount.current = false;
    refs.amount.current?.focus();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, on mount: the focus after the payment-profile step is taken a single time

  const check = checkDepositAmount(value, limits, format);
  const error = (input.amountTouched || attempted) && check.messageKey ? t(check.messageKey, check.values) : null;
  const { min: minText, max: maxText } = check.values;
  const limitsLine = minText && maxText ? t('text.cashier.deposit.amount.limits', { min: minText, max: maxText })
    : minText ? t('text.cashier.deposit.amount.min', { min: minText })
    : maxText ? t('text.cashier.deposit.amount.max', { max: maxText })
    : null;
  // spec 5: quick amounts are in the player's currency; a crypto method's amounts are coins, so none.
  const quick = isCrypto ? [] : props.quickAmounts.filter((amount) => depositAmountProblem(amount, limits) === null)
    .map((amount) => ({ amount, label: formatDepositAmount(amount, format) }));
  const label = isCrypto ? t('text.cashier.deposit.amount.labelCrypto', { method: methodTitle(method) }) : t(props.label);
  const onChange = (text: string) => change({ amountText: text, amountTouched: true });
  const onBlur = () => { if (!input.amountTouched) change({ amountTouched: true }); };
  const onStep = (direction: 'up' | 'down') => {
    const parsed = parseAmount(value, isCrypto);
    onChange(String(stepAmount(parsed.ok ? parsed.value : 0, direction, limits)));
  };
  const onQuick = (amount: number) => onChange(String(amount));
  const inputRef = refs.amount;
  const current = Number(value);
  return (
    <Stack gap="2">
      <Field.Root invalid={!!error} disabled={disabled}>
        <Field.Label>{label}</Field.Label>
        <HStack gap="2" width="full">
          <IconButton type="button" variant="outline" aria-label={t('text.cashier.deposit.amount.decrease')} onClick={() => onStep('down')} disabled={disabled}>
            <span aria-hidden="true">−</span>
          </IconButton>
          <Input
            ref={inputRef}
            value={value}
            onChange={(e) => onChange(e.currentTarget.value)}
            onBlur={onBlur}
            inputMode="decimal"
            autoComplete="off"
            enterKeyHint="done"
            flex="1"
            minW="0"
            textAlign="center"
            fontVariantNumeric="tabular-nums"
            data-testid="deposit-amount"
            data-crypto={isCrypto ? 'true' : undefined}
          />
          <IconButton type="button" variant="outline" aria-label={t('text.cashier.deposit.amount.increase')} onClick={() => onStep('up')} disabled={disabled}>
            <span aria-hidden="true">+</span>
          </IconButton>
        </HStack>
        {limitsLine && <Field.HelperText data-testid="deposit-limits">{limitsLine}</Field.HelperText>}
        <Field.ErrorText data-testid="deposit-amount-error">{error}</Field.ErrorText>
      </Field.Root>
      {quick.length > 0 && (
        <HStack gap="2" wrap="wrap" role="group" aria-label={t('text.cashier.deposit.amount.quick')}>
          {quick.map((q) => (
            <Button key={q.amount} type="button" size="sm" variant={current === q.amount ? 'solid' : 'outline'} colorPalette="accent"
              aria-pressed={current === q.amount} onClick={() => onQuick(q.amount)} disabled={disabled}>
              {q.label}
            </Button>
          ))}
        </HStack>
      )}
    </Stack>
  );
}
