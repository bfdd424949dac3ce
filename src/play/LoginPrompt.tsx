// The login prompt of the game pages (spec 6: a guest 'Sees ... the login prompt'): a sentence and a
// button that opens ?modal=login, like the sign-in prompt of a page for players only.
import { Button, Stack, Text } from '@chakra-ui/react';
import { useText } from '../renderer/text';
import { useServices } from '../renderer/services';

export function LoginPrompt({ text, button = 'text.game.loginToPlay' }: { text?: string; button?: string }) {
  const t = useText();
  const { openModal } = useServices().modals;
  return (
    <Stack gap="3" align="start" data-testid="game-login-prompt">
      {text && <Text>{t(text)}</Text>}
      <Button colorPalette="accent" onClick={() => openModal('login')}>{t(button)}</Button>
    </Stack>
  );
}
