// The device type of the viewport for the scope, by the breakpoints of spec 9 (platform/tracking.ts).
import { useSyncExternalStore } from 'react';
import { deviceType as deviceTypeFor, type UserDeviceType as DeviceType } from '../platform/tracking';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};
// Only a change of device type re-renders; widths inside one band do not.
const snapshot = () => (typeof window === 'undefined' ? 'desktop' : deviceTypeFor(window.innerWidth));

/** `serverType`: what the server rendered for (the request's user agent), so hydration matches it. */
export function useDevice(serverType: DeviceType = 'desktop'): { type: DeviceType; width: number } {
  const type = useSyncExternalStore(subscribe, snapshot, () => serverType);
  return { type, width: typeof window === 'undefined' ? 1280 : window.innerWidth };
}
