// The operator's script sets and the retargeting pixel (spec 7 scripts, Retargeting). Shows nothing, and does
// everything in effects: asks the sets for the player's audience (src/platform/scripts.ts), again when it changes
// (login, logout, first deposit), and places or removes the entries' allowed elements, read by parseMarkup.ts.
import { useEffect, useMemo } from 'react';
import type { WidgetRenderProps } from '../types';
import type { ScriptsLoaderProps } from '../../generated/types';
import { callEndpoint } from '../../platform/api/endpoints';
import { useSession } from '../../platform/session';
import { useScope } from '../../renderer/scope';
import { useServices } from '../../renderer/services';
import { audienceKey, placementsOf, retargetingPlacement, scriptSetQuery, type ScriptEntry } from '../../platform/scripts';
import { applyPlacements } from './place';

// No props: the sets, the session and the settings say everything.
export default function ScriptsLoader(_: WidgetRenderProps<ScriptsLoaderProps>) {
  const { api } = useServices();
  const { settings } = useScope();
  const initialized = useSession((s) => s.initialized);
  const authenticated = useSession((s) => s.authenticated && s.token !== null);
  const depositCount = useSession((s) => (typeof s.user?.depositCount === 'number' ? s.user.depositCount : 0));
  const audience = audienceKey({ authenticated, depositCount });
  const hash = String(settings.cacheControlHash ?? '');
  const { dspretargettraffID, dspretargetBaseUrl } = settings as { dspretargettraffID?: unknown; dspretargetBaseUrl?: unknown };
  const retargeting = useMemo(() => retargetingPlacement({ dspretargettraffID, dspretargetBaseUrl }), [dspretargettraffID, dspretargetBaseUrl]);

  useEffect(() => {
    // Until the session is known, a signed-in player would get the guests' sets first.
    if (!initialized) return;
    let current = true;
    const query = scriptSetQuery({ authenticated: audience !== 'guest', depositCount: audience === 'depositor' ? 1 : 0 }, hash);
    callEndpoint(api, 'getScripts', query)
      .then(async (answer) => {
        const entries = (answer.data ?? []) as ScriptEntry[];
        // The markup reader is loaded only when there is markup to read: most pages' answer is empty.
        const parse = entries.length > 0 ? (await import('./parseMarkup')).parseMarkup : null;
        if (current) applyPlacements(document, parse ? placementsOf(entries, retargeting, parse) : retargeting ? [retargeting] : []);
      })
      .catch((error: unknown) => {
        // The page works without them: what is placed stays; the retargeting does not depend on the call.
        console.warn('The script sets could not be loaded', error);
        if (current && retargeting) applyPlacements(document, [retargeting], { keepOthers: true });
      });
    return () => {
      current = false;
    };
  }, [api, initialized, audience, hash, retargeting]);

  return null;
}
