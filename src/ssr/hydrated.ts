// False while React renders on the server or hydrates the server's HTML, true after: parts that differ
// per player (the session) show what the server showed until hydration is done, so the markup matches.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export const useHydrated = () => useSyncExternalStore(noSubscription, () => true, () => false);

let hydrating = false;

/**
 * Whether the browser is taking over server HTML right now: set by the boot around hydrateRoot and ended
 * when the app answers input (src/shell/Runtime.tsx). For a component to read once when it mounts,
 * without the render that useHydrated's change causes after hydration.
 */
export const hydration = {
  start() { hydrating = true; },
  end() { hydrating = false; },
  get active() { return hydrating; },
};
