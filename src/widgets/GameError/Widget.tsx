// The running game's last error, by its code (src/play/access.ts gameErrorText); a live region that stays
// mounted, so a new error is announced.
import { Text } from '@chakra-ui/react';
import { useText } from '../../renderer/text';
import { gameErrorText } from '../../play/access';
import { BONUS_BUY_FAILED } from '../../play/playFlow';
import { usePlay } from '../GamePlay/context';

export default function GameError() {
  const t = useText();
  const { error } = usePlay();
  const text = error === BONUS_BUY_FAILED ? 'text.game.bonusBuy.failed' : error ? gameErrorText(error) : null;
  return <Text role="alert" color="fg.error" data-testid="game-error">{text ? t(text) : ''}</Text>;
}
