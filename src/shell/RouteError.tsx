// Last line of defence: the shell itself failed. Says so plainly and offers a reload; nodes that
// fail are caught much closer by their own boundaries.
import { useRouteError } from 'react-router';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useText } from '../renderer/text';

export function RouteError() {
  const error = useRouteError();
  const t = useText();
  console.error('[shell]', error);
  return (
    <Stack as="main" role="alert" p={8} gap={4} maxW="xl" mx="auto">
      <Heading as="h1">{t('text.common.somethingWentWrong')}</Heading>
      <Text>{t('text.common.reloadHint')}</Text>
      <Button alignSelf="start" onClick={() => window.location.reload()}>{t('text.common.reload')}</Button>
    </Stack>
  );
}
