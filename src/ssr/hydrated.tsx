// Whether this render may show what differs per browser (the stored session, the stored colour mode):
// false on the server and while the browser hydrates the server's HTML, true after. Parts that differ
// show what the server showed until then, so the markup matches.
//
// A context flipped in a transition, not useSyncExternalStore's server snapshot: React renders a server
// snapshot's change synchronously, so hydration's end would be one long task re-rendering the page; a
// transition renders the same change in slices that yield to the browser (issue 12: total blocking time).
import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

const HydratedContext = createContext(true);

export const useHydrated = () => useContext(HydratedContext);

/** Wraps the app: `hydrating` on the server and for a browser that hydrates, which ends after hydration. */
export function HydrationPhase({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!hydrating);
  // Effects do not run on the server, so the server renders with `false` throughout.
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>;
}

let hydrating = false;

/**
 * Whether the browser is taking over server HTML right now: set by the boot around hydrateRoot and ended
 * when the app answers input (src/shell/Runtime.tsx). For a component to read once when it mounts,
 * without a render of its own after hydration.
 */
export const hydration = {
  start() { hydrating = true; },
  end() { hydrating = false; },
  get active() { return hydrating; },
};
