// Device type from the viewport (spec 9 breakpoints: mobile up to 767px, tablet 768 to 1024px).
import { useSyncExternalStore } from 'react';

export type DeviceType = 'mobile' | 'tablet' | 'desktop';
export const MENU_BREAKPOINT = 1450;

export function deviceTypeFor(width: number): DeviceType {
  return width <= 767 ? 'mobile' : width <= 1024 ? 'tablet' : 'desktop';
}

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};
// Only a change of device type re-renders; widths inside one band do not.
const snapshot = () => (typeof window === 'undefined' ? 'desktop' : deviceTypeFor(window.innerWidth));

export function useDevice(): { type: DeviceType; width: number } {
  const type = useSyncExternalStore(subscribe, snapshot, () => 'desktop' as DeviceType);
  return { type, width: typeof window === 'undefined' ? 1280 : window.innerWidth };
}
