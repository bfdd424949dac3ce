// A failed load: what failed and a retry button (the rest of the page keeps working).
import { Button, HStack, Text } from '@chakra-ui/react';
import { useText } from '../renderer/text';

export function LoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  const t = useText();
  return (
    <HStack gap="3" role="alert" data-testid="load-error" wrap="wrap">
      <Text>{t(text)}</Text>
      <Button type="button" size="sm" variant="outline" onClick={onRetry}>{t('text.common.retry')}</Button>
    </HStack>
  );
}
