// spec 8 Game access: launchGame once the guest rules allow it, and again when the game, the mode, the
// player or the attempt (Start again, re-verify) changes. A refusal is kept by its code (launchRefusal).
import { useCallback, useEffect, useState } from 'react';
import type { ApiClient } from '../../platform/api/client';
import { callEndpoint } from '../../platform/api/endpoints';
import type { PlayMode } from '../../play/access';
import { launchRefusal, type LaunchPhase } from '../../play/playFlow';

export function useLaunch(ready: boolean, slug: string, mode: PlayMode, player: boolean, api: ApiClient) {
  const [phase, setPhase] = useState<LaunchPhase>({ kind: 'waiting' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!ready) return;
    let cancelled = false;
    setPhase({ kind: 'launching' });
    callEndpoint(api, 'launchGame', { slug, mode }).then(
      (answer) => {
        if (cancelled) return;
        const { url, sessionId } = answer.data.launch;
        setPhase({ kind: 'playing', url: /^https?:/.test(url) ? url : api.url(url), sessionId });
      },
      (error: unknown) => {
        if (!cancelled) setPhase(launchRefusal(error));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [ready, slug, mode, player, attempt, api]);
  const relaunch = useCallback(() => setAttempt((n) => n + 1), []);
  return { phase, setPhase, relaunch };
}
