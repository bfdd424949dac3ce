// spec 4 Away status in games, while a game session runs: one timer per session (src/play/away.ts), the
// page's own activity counted, and the frame told when the player goes away and comes back. Removal after
// 30 minutes away ends the game (onRemoved).
import { useEffect, useRef, useState, type RefObject } from 'react';
import { createAwayTimer, type AwayState, type AwayTimer } from '../../play/away';
import { postToFrame } from '../../play/messages';

/** Page events that count as activity; the frame reports its own as casino:activity. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

export function useAwayStatus(sessionId: string | null, frameRef: RefObject<HTMLIFrameElement | null>, onRemoved: () => void) {
  const [away, setAwayState] = useState<AwayState>('active');
  const timerRef = useRef<AwayTimer | null>(null);
  const removed = useRef(onRemoved);
  removed.current = onRemoved;

  useEffect(() => {
    if (!sessionId) return;
    setAwayState('active');
    const timer = createAwayTimer({
      onChange: (state) => {
        setAwayState(state);
        if (state === 'away') postToFrame(frameRef.current, { type: 'casino:away', away: true });
        if (state === 'active') postToFrame(frameRef.current, { type: 'casino:away', away: false });
        if (state === 'removed') removed.current();
      },
    });
    timerRef.current = timer;
    let last = 0;
    const onActivity = () => {
      const now = Date.now();
      if (now - last < 1000) return; // pointermove fires often; a second is precise enough for 5 minutes
      last = now;
      timer.activity();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });
    return () => {
      timer.dispose();
      timerRef.current = null;
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [sessionId, frameRef]);

  return { away: away === 'away', timerRef };
}
