// A game access refusal as the player reads it (spec 8 Game access), with the re-verify location prompt
// for a country restriction: the location may have been wrong (a VPN, a trip), so the player can ask for it
// again; the caller then checks again (the game page refetches, the player retries the launch).
import { useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useText } from '../renderer/text';
import { refusalText } from './access';

interface Props {
  code: string | undefined;
  /** Asks get-location again and retries; shown for COUNTRY_RESTRICTED only. */
  onReverify?: () => Promise<void>;
}

export function AccessMessage({ code, onReverify }: Props) {
  const t = useText();
  const [busy, setBusy] = useState(false);
  const reverify = async () => {
    if (!onReverify || busy) return;
    setBusy(true);
    try {
      await onReverify();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="2" align="start" data-testid="game-access" data-code={code}>
      <Text role="alert" color="fg.error">{t(refusalText(code))}</Text>
      {code === 'COUNTRY_RESTRICTED' && onReverify && (
        <>
          <Text fontSize="sm" color="fg.muted">{t('text.game.reverifyHint')}</Text>
          <Button size="sm" variant="outline" loading={busy} onClick={reverify}>{t('text.game.reverifyLocation')}</Button>
        </>
      )}
    </Stack>
  );
}
