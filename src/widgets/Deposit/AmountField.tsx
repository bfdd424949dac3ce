// The deposit amount (spec 5 Deposit amount, spec 9 Deposit): a text field (so "25,50" and crypto's 8
// decimals are typed as the player writes them), - and + that step by the spec's grid, quick amounts,
// the provider's limits under the field, and the message of checkDepositAmount.
import { Button, Field, HStack, IconButton, Input, Stack } from '@chakra-ui/react';
import type { Ref } from 'react';
import { useText } from '../../renderer/text';

interface Props {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  onStep: (direction: 'up' | 'down') => void;
  /** Quick amounts the method accepts, each with its label (the formatted amount). */
  quick: Array<{ amount: number; label: string }>;
  onQuick: (amount: number) => void;
  /** The limits line, already translated; null when the method has none. */
  limits: string | null;
  /** The problem's message, already translated; null when the amount is fine (or not yet checked). */
  error: string | null;
  label: string;
  isCrypto: boolean;
  disabled: boolean;
  inputRef: Ref<HTMLInputElement>;
}

export function AmountField({ value, onChange, onBlur, onStep, quick, onQuick, limits, error, label, isCrypto, disabled, inputRef }: Props) {
  const t = useText();
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
        {limits && <Field.HelperText data-testid="deposit-limits">{limits}</Field.HelperText>}
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
