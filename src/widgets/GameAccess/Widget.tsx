// spec 8 Game access: the refusal's text by its code (src/play/access.ts refusalText) and re-verify.
import { AccessMessage } from '../../play/AccessMessage';
import { usePlay } from '../GamePlay/context';

export default function GameAccess() {
  const play = usePlay();
  return play.code ? <AccessMessage code={play.code} onReverify={play.reverify} /> : null;
}
