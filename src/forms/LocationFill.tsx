// A form document's "Use my location" (fillFromLocation, spec 7 Maps service): the browser's position (asked for
// on the click, never while rendering), reverse-geocoded by the maps call with its 10 s timeout, fills the
// address fields the form has and does not lock (src/account/reverseGeocode.ts). A failure says why in a
// message and changes nothing: the player types the address as before.
import { useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useText } from '../renderer/text';
import { callEndpoint } from '../platform/api/endpoints';
import type { ApiClient } from '../platform/api/client';
import { MAPS_TIMEOUT_MS, addressFill, locationErrorText, reverseGeocode } from '../account/reverseGeocode';

export interface LocationFillProps {
  label: string;
  api: ApiClient | undefined;
  /** The form's fields and its locked ones now. */
  fields: readonly string[];
  locked: readonly string[];
  onFill: (values: Record<string, string>) => void;
}

export default function LocationFill({ label, api, fields, locked, onFill }: LocationFillProps) {
  const t = useText();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ key: string; error: boolean } | null>(null);

  const fail = (error: unknown) => {
    console.warn('Use my location failed', error);
    setMessage({ key: locationErrorText(error), error: true });
    setBusy(false);
  };
  const locate = () => {
    if (busy) return;
    const geolocation = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    if (!geolocation || !api) return fail({ code: 2 });
    setBusy(true);
    setMessage({ key: 'text.platform.location.busy', error: false });
    geolocation.getCurrentPosition(async ({ coords }) => {
      try {
        const address = await reverseGeocode((c, signal) => callEndpoint(api, 'reverseGeocode', c, { signal }),
          { latitude: coords.latitude, longitude: coords.longitude });
        const fill = addressFill(address, Object.fromEntries(locked.map((f) => [f, true])));
        onFill(Object.fromEntries(Object.entries(fill).filter(([field]) => fields.includes(field) && !locked.includes(field))) as Record<string, string>);
        setMessage({ key: 'text.platform.location.filled', error: false });
        setBusy(false);
      } catch (error) {
        fail(error);
      }
    }, fail, { timeout: MAPS_TIMEOUT_MS, maximumAge: 60_000 });
  };

  return (
    <Stack gap={2} align="start" mb={4}>
      <Button type="button" size="sm" variant="outline" onClick={locate} loading={busy}>{t(label)}</Button>
      <Text role={message?.error ? 'alert' : 'status'} fontSize="sm" color={message?.error ? 'fg.error' : 'fg.muted'}>
        {message ? t(message.key) : ''}
      </Text>
    </Stack>
  );
}
