// The card form of card-form methods (spec 5 Card): number, holder, MM/YY expiry and CVC with the spec's
// messages. The values live only in this page's memory and go only to the provider's tokeniser; the
// browser's autofill names (cc-number ...) let a saved card fill it.
import { Box, Field, Grid, Input } from '@chakra-ui/react';
import type { RefObject } from 'react';
import { formatCardNumberInput, formatCvcInput, formatExpiryInput, type CardField, type CardValues } from '../../cashier/cardForm';
import { useText } from '../../renderer/text';

interface Props {
  values: CardValues;
  onChange: (values: CardValues) => void;
  onBlur: (field: CardField) => void;
  /** The message of each field to show now, already translated. */
  errors: Partial<Record<CardField, string>>;
  disabled: boolean;
  refs: RefObject<Partial<Record<CardField, HTMLInputElement | null>>>;
}

const FIELDS: Array<{ field: CardField; label: string; autoComplete: string; inputMode: 'numeric' | 'text'; placeholder?: string; span: number }> = [
  { field: 'number', label: 'text.cashier.deposit.card.number', autoComplete: 'cc-number', inputMode: 'numeric', span: 2 },
  { field: 'holder', label: 'text.cashier.deposit.card.holder', autoComplete: 'cc-name', inputMode: 'text', span: 2 },
  { field: 'expiry', label: 'text.cashier.deposit.card.expiry', autoComplete: 'cc-exp', inputMode: 'numeric', placeholder: 'MM/YY', span: 1 },
  { field: 'cvc', label: 'text.cashier.deposit.card.cvc', autoComplete: 'cc-csc', inputMode: 'numeric', span: 1 },
];

export function CardFields({ values, onChange, onBlur, errors, disabled, refs }: Props) {
  const t = useText();
  const change = (field: CardField, raw: string) => {
    const value = field === 'number' ? formatCardNumberInput(raw)
      : field === 'expiry' ? formatExpiryInput(raw, values.expiry)
      : field === 'cvc' ? formatCvcInput(raw)
      : raw;
    onChange({ ...values, [field]: value });
  };
  return (
    <Box as="fieldset" minW="0" data-testid="deposit-card">
      <Box as="legend" fontWeight="semibold" mb="2">{t('text.cashier.deposit.card.legend')}</Box>
      <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap="3">
        {FIELDS.map(({ field, label, autoComplete, inputMode, placeholder, span }) => (
          <Field.Root key={field} invalid={!!errors[field]} disabled={disabled} required gridColumn={`span ${span}`}>
            <Field.Label>{t(label)}</Field.Label>
            <Input
              ref={(el) => { refs.current[field] = el; }}
              name={`card-${field}`}
              value={values[field]}
              onChange={(e) => change(field, e.currentTarget.value)}
              onBlur={() => onBlur(field)}
              autoComplete={autoComplete}
              inputMode={inputMode}
              placeholder={placeholder}
              maxLength={field === 'cvc' ? 3 : field === 'expiry' ? 5 : undefined}
              spellCheck={false}
              data-testid={`card-${field}`}
            />
            <Field.ErrorText>{errors[field]}</Field.ErrorText>
          </Field.Root>
        ))}
      </Grid>
    </Box>
  );
}
