// The HH:MM clock (spec 4 Clock: refreshed every 60 seconds while the tab is visible), for rules that
// depend on the time of day such as the registration restriction's windows.
import { useEffect, useState } from 'react';

export const CLOCK_REFRESH_MS = 60_000;

export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      clearInterval(timer);
      setNow(new Date());
      timer = setInterval(() => setNow(new Date()), CLOCK_REFRESH_MS);
    };
    const onVisibility = () => (document.visibilityState === 'visible' ? start() : clearInterval(timer));
    if (document.visibilityState === 'visible') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => { clearInterval(timer); document.removeEventListener('visibilitychange', onVisibility); };
  }, []);
  return now;
}
