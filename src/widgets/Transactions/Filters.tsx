// The type and status filters: two labelled native selects (the phone's own picker, the keyboard's own
// behaviour). They show what the address query says; a value the page does not know shows as All.
import { useId } from 'react';
import { Field, NativeSelect, Stack } from '@chakra-ui/react';
import { useText } from '../../renderer/text';
import { statusLabelKey } from '../../cashier/statuses';
import {
  STATUS_FILTERS, TRANSACTION_TYPES, isTransactionType, typeFilterKey, type TransactionQuery,
} from '../../cashier/transactions';
import type { TransactionStatus } from '../../generated/types/api/enums';

interface FilterSelectProps {
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
  testId: string;
}

function FilterSelect({ label, value, options, onChange, testId }: FilterSelectProps) {
  const t = useText();
  const id = useId();
  return (
    <Field.Root flex="1" minW="0">
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field id={id} value={value} data-testid={testId} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">{t('text.cashier.transactions.filters.all')}</option>
          {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export function TransactionFilters({ query, onChange }: { query: TransactionQuery; onChange: (change: Partial<TransactionQuery>) => void }) {
  const t = useText();
  const types = TRANSACTION_TYPES.map((type) => ({ value: type, label: t(typeFilterKey(type)) }));
  const statuses = STATUS_FILTERS.map((status) => ({ value: status, label: t(statusLabelKey('transaction', status)) }));
  return (
    <Stack role="group" aria-label={t('text.cashier.transactions.filters.label')} direction={{ base: 'column', sm: 'row' }} gap="3" maxW={{ sm: '2xl' }} data-testid="transaction-filters">
      <FilterSelect
        label={t('text.cashier.transactions.filters.type')}
        value={query.type ?? ''}
        options={types}
        testId="transaction-type-filter"
        onChange={(value) => onChange({ type: isTransactionType(value) ? value : null })}
      />
      <FilterSelect
        label={t('text.cashier.transactions.filters.status')}
        value={query.status ?? ''}
        options={statuses}
        testId="transaction-status-filter"
        onChange={(value) => onChange({ status: (STATUS_FILTERS as readonly string[]).includes(value) ? (value as TransactionStatus) : null })}
      />
    </Stack>
  );
}
