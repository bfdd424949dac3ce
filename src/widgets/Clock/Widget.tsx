// The session clock (spec 5 Clock): HH:MM and the time since login, refreshed every 60 seconds while the tab
// is visible, and at once when it becomes visible again. The formats are src/account/jurisdiction.ts.
import { useEffect, useState } from 'react';
import { Text } from '@chakra-ui/react';
import type { ClockProps } from '../../generated/types';
import type { WidgetRenderProps } from '../types';
import { CLOCK_REFRESH_MS, elapsedClock, wallClock } from '../../account/jurisdiction';
import { evaluate } from '../../renderer/expressions';
import { useScope } from '../../renderer/scope';
import { useText } from '../../renderer/text';

export default function Clock({ props }: WidgetRenderProps<ClockProps>) {
  const t = useText();
  const scope = useScope();
  const sinceValue = evaluate(props.since, scope);
  const since = typeof sinceValue === 'string' ? Date.parse(sinceValue) : Number.NaN;
  // null until mounted: the server draws nothing, so hydration never disagrees about the time.
  const [now, setNow] = useState<number | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      clearInterval(timer);
      setNow(Date.now());
      timer = setInterval(() => setNow(Date.now()), CLOCK_REFRESH_MS);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') start();
      else clearInterval(timer);
    };
    if (document.visibilityState !== 'hidden') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  if (now === null || Number.isNaN(since)) return null;
  return (
    <Text as="span" hideBelow={props.phone === 'hide' ? 'md' : undefined} role="timer" aria-label={props.label ? t(props.label) : undefined} fontSize="xs" whiteSpace="nowrap" fontVariantNumeric="tabular-nums" data-testid="session-clock">
      {t(props.text, { time: wallClock(new Date(now)), elapsed: elapsedClock(now - since) })}
    </Text>
  );
}
