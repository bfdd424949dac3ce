// The call answers' cache for a test render: SWR with the site's settings (src/platform/api/callCache.ts),
// a cache of its own per render so tests never share answers, no dedupe window, so a widget mounted
// again in the same test asks again, and no focus throttle, so a focus right after mounting counts (SWR
// ignores focus for 5 s after a hook mounts). `cache`: one Map for several renders (one tab across a sign-in).
import { useState, type ReactNode } from 'react';
import { SWRConfig, type Cache } from 'swr';
import { callCacheConfig } from '../../src/platform/api/callCache';

export function TestCallCache({ children, cache, fallback }: { children: ReactNode; cache?: Map<string, unknown>; fallback?: Record<string, unknown> }) {
  const [value] = useState(() => ({
    ...callCacheConfig(fallback),
    dedupingInterval: 0,
    focusThrottleInterval: 0,
    ...(cache ? { provider: () => cache as unknown as Cache } : {}),
  }));
  return <SWRConfig value={value}>{children}</SWRConfig>;
}
