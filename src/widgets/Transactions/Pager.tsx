// Previous / Next and 'Page X of Y' under the list, in a navigation landmark of its own. The buttons are
// disabled at the ends; the page text is a polite live region, so a screen reader hears where it is now.
import { Button, HStack, Text } from '@chakra-ui/react';
import { useText } from '../../renderer/text';

export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const t = useText();
  return (
    <HStack as="nav" aria-label={t('text.cashier.transactions.paging.label')} gap="3" justify="space-between" wrap="wrap" data-testid="transactions-pager">
      <Button type="button" size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('text.cashier.transactions.paging.previous')}
      </Button>
      <Text role="status" aria-live="polite" fontSize="sm" data-testid="transactions-page">
        {t('text.cashier.transactions.paging.page', { page, pages })}
      </Text>
      <Button type="button" size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('text.cashier.transactions.paging.next')}
      </Button>
    </HStack>
  );
}
