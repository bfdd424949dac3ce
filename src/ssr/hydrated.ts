// False while React renders on the server or hydrates the server's HTML, true after: parts that differ
// per player (the session) show what the server showed until hydration is done, so the markup matches.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export const useHydrated = () => useSyncExternalStore(noSubscription, () => true, () => false);
