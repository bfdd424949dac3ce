// Messages from the game: only from its own window (an opaque origin cannot be checked), parsed and turned
// into what they change on the page (src/play/playFlow.ts gameMessageEffect).
import { useEffect, useRef, type RefObject } from 'react';
import { isFromFrame, parseGameMessage } from '../../play/messages';
import { gameMessageEffect, type GameMessageEffect } from '../../play/playFlow';

export function useGameMessages(frameRef: RefObject<HTMLIFrameElement | null>, apply: (effect: GameMessageEffect) => void) {
  const latest = useRef(apply);
  latest.current = apply;
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!isFromFrame(event, frameRef.current)) return;
      const message = parseGameMessage(event.data);
      if (message) latest.current(gameMessageEffect(message));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frameRef]);
}
