// Last line of defence: the shell itself failed. Says so plainly and offers a reload; nodes that
// fail are caught much closer by their own boundaries.
import { useEffect } from 'react';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useText } from '../renderer/text';

export function RouteError({ error }: { error: unknown }) {
  const t = useText();
  useEffect(() => console.error('[shell]', error), [error]);
  return (
    <Stack as="main" role="alert" p={8} gap={4} maxW="xl" mx="auto">
      <Heading as="h1">{t('text.common.somethingWentWrong')}</Heading>
      <Text>{t('text.common.reloadHint')}</Text>
      <Button alignSelf="start" onClick={() => window.location.reload()}>{t('text.common.reload')}</Button>
    </Stack>
  );
}
