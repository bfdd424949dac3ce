// The blocked-country screen's frame (spec 2.5 Blocked-country notice, 4 Country block): who sees it is the
// pure rule of src/compliance/countryBlock.ts; what it says is the document's children, which read the
// location as data.<name>.value. Everything here runs after mount (the location call, the user agent,
// storage, today's date), so the server draws nothing and no visitor is blocked by a server's guess.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Box, Stack } from '@chakra-ui/react';
import type { WidgetRenderProps } from '../types';
import type { CountryBlockProps } from '../../generated/types';
import { callEndpoint } from '../../platform/api/endpoints';
import { useSession } from '../../platform/session';
import { STORAGE_KEYS, readString, remove, writeString } from '../../platform/storage';
import { dateTimeFormat } from '../../platform/intlFormats';
import { freezeDeep, ScopeContext, useScope, type DataState } from '../../renderer/scope';
import { NodeServicesContext, useNodeServices } from '../../renderer/nodeServices';
import { useText } from '../../renderer/text';
import { useServices } from '../../renderer/services';
import { locationOf, showCountryBlock } from '../../compliance/countryBlock';

type Found = NonNullable<ReturnType<typeof locationOf>>;

export default function CountryBlock({ props, children }: WidgetRenderProps<CountryBlockProps>) {
  const t = useText();
  const scope = useScope();
  const parent = useNodeServices();
  const { api } = useServices();
  const authenticated = useSession((s) => s.authenticated);
  const initialized = useSession((s) => s.initialized);
  const [search] = useSearchParams();
  const [found, setFound] = useState<{ location: Found; blocked: boolean; at: Date } | null>(null);
  const reported = useRef(false);
  const screen = useRef<HTMLDivElement>(null);
  const { excludedCountryCodeList, whitelistedIPs } = scope.settings as { excludedCountryCodeList?: string[]; whitelistedIPs?: string[] };
  const whitelistedQuery = search.get('whitelisted');

  const check = useCallback(async () => {
    // spec 4: whitelisted=1 in the address bypasses the block, and is kept for the next pages (storage).
    if (whitelistedQuery === '1') writeString(STORAGE_KEYS.whitelisted, '1');
    let location: Found | null = null;
    try {
      location = locationOf(await callEndpoint(api, 'getLocation', {}));
    } catch (error) {
      console.warn('Geolocation failed; the country is not checked', error);
    }
    // spec 4: 'Geolocation failure is only logged.'
    if (!location) return;
    const blocked = showCountryBlock({
      authenticated: useSession.getState().authenticated, userAgent: navigator.userAgent, location, excludedCountryCodeList, whitelistedIPs,
      whitelistedQuery, whitelistedStored: readString(STORAGE_KEYS.whitelisted),
    });
    if (blocked) {
      writeString(STORAGE_KEYS.restrictedCountry, location.country ?? '');
      if (!reported.current) {
        reported.current = true;
        callEndpoint(api, 'countryBlocked', { ip: location.ip ?? '', country: location.country ?? '', firstUrl: window.location.href })
          .catch((error: unknown) => console.warn('The country block could not be reported', error));
      }
    } else if (readString(STORAGE_KEYS.restrictedCountry) !== null) {
      // spec 4: 'On re-verify, if geolocation finds an allowed country, the value is cleared and isVerified=true is stored.'
      remove(STORAGE_KEYS.restrictedCountry);
      writeString(STORAGE_KEYS.isVerified, 'true');
    }
    setFound({ location, blocked, at: new Date() });
  }, [api, excludedCountryCodeList, whitelistedIPs, whitelistedQuery]);

  // Guests only: a signed-in player is never checked (the session is known first).
  const guest = initialized && !authenticated;
  useEffect(() => { if (guest) void check(); }, [guest, check]);
  const visible = guest && found?.blocked === true;
  useEffect(() => { if (visible) screen.current?.focus(); }, [visible]);

  const locale = scope.brand.locale || 'en';
  const value = found ? {
    country: found.location.country, countryName: found.location.countryName ?? found.location.country, ip: found.location.ip,
    date: dateTimeFormat(locale, { dateStyle: 'long' }).format(found.at),
  } : null;
  const state: DataState = { value, loading: !found, error: null };
  const inner = useMemo(() => freezeDeep({ ...scope, data: { ...scope.data, [props.name]: state } }),
    [scope, props.name, found]); // eslint-disable-line react-hooks/exhaustive-deps -- state is a new object each render: what was found is the dependency
  const services = useMemo(() => ({
    ...parent,
    refetch: (name: string) => (name === props.name ? (void check(), true) : parent.refetch(name)),
  }), [parent, props.name, check]);

  if (!visible) return null;
  return (
    <Box ref={screen} role="dialog" aria-modal="true" aria-label={t(props.label)} tabIndex={-1} position="fixed" inset={0} zIndex="modal"
      bg="bg" overflowY="auto" outline="none" data-testid="country-block">
      <Stack maxW="xl" mx="auto" px={4} py={{ base: 10, md: 20 }} gap={4} align="center" textAlign="center">
        <NodeServicesContext.Provider value={services}>
          <ScopeContext.Provider value={inner}>{children}</ScopeContext.Provider>
        </NodeServicesContext.Provider>
      </Stack>
    </Box>
  );
}
