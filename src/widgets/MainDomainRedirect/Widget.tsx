// The main domain's redirect (spec 3 mainDomainConfigs): the rule is src/compliance/mainDomain.ts; this only
// feeds it after mount (the location call, the address, the user agent, storage), so the server draws
// nothing and a switched-off setting costs no call.
import { useEffect } from 'react';
import type { WidgetRenderProps } from '../types';
import type { MainDomainRedirectProps, MirrorDomain } from '../../generated/types';
import { callEndpoint } from '../../platform/api/endpoints';
import { useSession } from '../../platform/session';
import { STORAGE_KEYS, readString } from '../../platform/storage';
import { useScope } from '../../renderer/scope';
import { useServices } from '../../renderer/services';
import { locationOf } from '../../compliance/countryBlock';
import { mainDomainRedirect, type MainDomainConfigs } from '../../compliance/mainDomain';

export default function MainDomainRedirect(_: WidgetRenderProps<MainDomainRedirectProps>) {
  const { settings } = useScope();
  const { api } = useServices();
  const initialized = useSession((s) => s.initialized);
  const authenticated = useSession((s) => s.authenticated);
  const config = settings.mainDomainConfigs as MainDomainConfigs | undefined;
  const enabled = config?.isEnabled === true;

  useEffect(() => {
    if (!enabled || !initialized || authenticated) return;
    let live = true;
    callEndpoint(api, 'getLocation', {}).then((answer) => {
      const location = locationOf(answer);
      const whitelisted = new URLSearchParams(window.location.search).get('whitelisted') === '1' ? '1' : readString(STORAGE_KEYS.whitelisted);
      const target = live && mainDomainRedirect({
        config, mirrorDomain: settings.mirrorDomain as MirrorDomain[] | undefined, href: window.location.href,
        country: location?.country ?? null, ip: location?.ip ?? null, whitelistedIPs: settings.whitelistedIPs as string[] | undefined,
        authenticated: useSession.getState().authenticated, userAgent: navigator.userAgent, whitelisted,
      });
      if (target) window.location.replace(target);
      // Said on the page, so a test (or an operator in devtools) sees the check ran and kept the visitor.
      else if (live) document.documentElement.dataset.mainDomain = 'stay';
    }, (error: unknown) => console.warn('Geolocation failed; the main domain redirect is not checked', error));
    return () => { live = false; };
  }, [enabled, initialized, authenticated]); // eslint-disable-line react-hooks/exhaustive-deps -- checked again for a change of session only: the settings and the api are the boot's
  return null;
}
