// Seconds left until an expiry, ticking once a second (spec 4: 'A UPI QR payment expires, with a
// countdown.'). Reads the clock on every tick rather than counting ticks, so a throttled background tab
// shows the right time when it comes back.
import { useEffect, useState } from 'react';
import { secondsLeft } from '../../cashier/depositFlow';

export function useCountdown(expiresAt: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  const left = expiresAt === null ? null : secondsLeft(expiresAt, now);
  useEffect(() => {
    if (expiresAt === null) return;
    setNow(Date.now());
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (secondsLeft(expiresAt, current) === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return left;
}
