// The card form of card-form methods in the Deposit node above (spec 5 Card): number, holder, MM/YY
// expiry and CVC with the spec's messages (shown once a field was left, or Pay pressed; a field the
// provider refused shows its message and takes the focus). The values live only in this page's memory and
// go only to the provider's tokeniser; the browser's autofill names (cc-number ...) let a saved card fill it.
import { useEffect } from 'react';
import { Box, Field, Grid, Input } from '@chakra-ui/react';
import type { DepositCardProps } from '../../generated/types';
import type { WidgetRenderProps } from '../types';
import { CARD_FIELDS, cardMessageKey, cardProblems, formatCardNumberInput, formatCvcInput, formatExpiryInput, type CardField } from '../../cashier/cardForm';
import { TEXT_MAX } from '../../forms/vocabulary';
import { useText } from '../../renderer/text';
import { useDeposit } from '../Deposit/context';

const FIELDS: Array<{ field: CardField; label: string; autoComplete: string; inputMode: 'numeric' | 'text'; placeholder?: string; span: number }> = [
  { field: 'number', label: 'text.cashier.deposit.card.number', autoComplete: 'cc-number', inputMode: 'numeric', span: 2 },
  { field: 'holder', label: 'text.cashier.deposit.card.holder', autoComplete: 'cc-name', inputMode: 'text', span: 2 },
  { field: 'expiry', label: 'text.cashier.deposit.card.expiry', autoComplete: 'cc-exp', inputMode: 'numeric', placeholder: 'MM/YY', span: 1 },
  { field: 'cvc', label: 'text.cashier.deposit.card.cvc', autoComplete: 'cc-csc', inputMode: 'numeric', span: 1 },
];

export default function DepositCard(_: WidgetRenderProps<DepositCardProps>) {
  const t = useText();
  const { input, change: changeInput, attempted, paying, cardServerError, clearCardServerError, refs } = useDeposit('DepositCard');
  const values = input.card;
  const problems = cardProblems(values, new Date());
  const errors: Partial<Record<CardField, string>> = {};
  for (const field of CARD_FIELDS) {
    const problem = problems[field];
    if (problem && (attempted || input.cardTouched[field])) errors[field] = t(cardMessageKey(problem), { limit: TEXT_MAX });
    else if (cardServerError?.field === field) errors[field] = cardServerError.message;
  }
  // A field the provider refused takes the focus once the form is enabled again (a disabled one cannot).
  useEffect(() => {
    if (!paying && cardServerError) refs.card.current[cardServerError.field]?.focus();
  }, [paying, cardServerError]); // eslint-disable-line react-hooks/exhaustive-deps

  const change = (field: CardField, raw: string) => {
    const value = field === 'number' ? formatCardNumberInput(raw)
      : field === 'expiry' ? formatExpiryInput(raw, values.expiry)
      : field === 'cvc' ? formatCvcInput(raw)
      : raw;
    changeInput({ card: { ...values, [field]: value } });
    if (cardServerError) clearCardServerError();
  };
  const onBlur = (field: CardField) => {
    if (!input.cardTouched[field]) changeInput({ cardTouched: { ...input.cardTouched, [field]: true } });
  };
  const disabled = paying;
  return (
    <Box as="fieldset" minW="0" data-testid="deposit-card">
      <Box as="legend" fontWeight="semibold" mb="2">{t('text.cashier.deposit.card.legend')}</Box>
      <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap="3">
        {FIELDS.map(({ field, label, autoComplete, inputMode, placeholder, span }) => (
          <Field.Root key={field} invalid={!!errors[field]} disabled={disabled} required gridColumn={`span ${span}`}>
            <Field.Label>{t(label)}</Field.Label>
            <Input
              ref={(el) => { refs.card.current[field] = el; }}
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
