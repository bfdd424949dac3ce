// What the GamePlay node shares with the widgets its document puts inside it (GameFrame, GameAccess,
// GameError, GameBetLimit): the frame and its container, the launch, and the messages that need a rule
// of src/play to become text. Everything a document decides on is in the scope's `play` as well.
import { createContext, useContext, type RefObject } from 'react';
import type { BetLimitMessage } from '../../play/betLimitText';
import type { LaunchPhase } from '../../play/playFlow';

export interface PlayState {
  phase: LaunchPhase;
  name: string;
  away: boolean;
  frameRef: RefObject<HTMLIFrameElement | null>;
  containerRef: RefObject<HTMLDivElement | null>;
  /** spec 8 Game access: the refusal code, and asking for the location again (then launching again). */
  code: string | null;
  reverify(): Promise<void>;
  /** The running game's error code (GameError). */
  error: string | null;
  /** spec 8 Bet limits: the dialog's title, text and amounts (GameBetLimit). */
  betLimit: BetLimitMessage | null;
}

export const PlayContext = createContext<PlayState | null>(null);

export function usePlay(): PlayState {
  const play = useContext(PlayContext);
  if (!play) throw new Error('This widget shows the game player: put it inside a GamePlay node');
  return play;
}
