import { useCallback, useEffect, useState } from 'react';
import { api } from './api';

/** A GET of the studio API: its answer, its error's sentence, and a way to ask again. */
export function useAnswer<T>(path: string | null): { data?: T; error?: string; reload: () => void } {
  const [state, setState] = useState<{ data?: T; error?: string }>({});
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!path) return;
    let current = true;
    api.get<T>(path).then((data) => current && setState({ data }), (error: Error) => current && setState({ error: error.message }));
    return () => {
      current = false;
    };
  }, [path, round]);
  return { ...state, reload: useCallback(() => setRound((r) => r + 1), []) };
}
