// The list's placeholder while the code or the first answer loads: rows of the list's height, busy for
// assistive technology, with a sentence a screen reader can say instead of silence.
import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { useText } from '../../renderer/text';

export function TransactionsLoading({ rows = 5 }: { rows?: number }) {
  const t = useText();
  return (
    <Stack gap="2" aria-busy="true" data-testid="transactions-loading">
      <Text srOnly>{t('text.cashier.transactions.loading')}</Text>
      {Array.from({ length: rows }, (_, i) => <Skeleton key={i} height="10" />)}
    </Stack>
  );
}
