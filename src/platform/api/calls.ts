// The api client and the server's preloaded answers, for the platform's call hooks (useEndpoint). The
// renderer's ServicesProvider (src/renderer/services.tsx) provides them from the app's services, so the
// platform never reaches up to the shell that makes them.
import { createContext, useContext } from 'react';
import type { ApiClient } from './client';
import type { Preloaded } from '../../ssr/preloaded';

export interface Calls {
  api: ApiClient;
  preloaded?: Preloaded;
}

export const CallsContext = createContext<Calls | null>(null);

export function useCalls(): Calls {
  const calls = useContext(CallsContext);
  if (!calls) throw new Error('useCalls() outside a ServicesProvider');
  return calls;
}
