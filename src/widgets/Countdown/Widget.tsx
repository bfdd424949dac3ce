// A countdown (spec 4 Rakeback day states: 'The accumulator is a countdown to the next half hour. At zero,
// the award data and user data are refetched once'): MM:SS to the next target, ticking each second, and the
// event zero once per target reached. The rule is src/rewards/calendar.ts msToNextHalfHour; the clock is the
// page's (Date and timers), which tests move. Nothing is drawn on the server (the time would differ).
import { useEffect, useRef, useState } from 'react';
import { Text } from '@chakra-ui/react';
import type { CountdownProps } from '../../generated/types';
import type { WidgetRenderProps } from '../types';
import { countdownText, msToNextHalfHour } from '../../rewards/calendar';
import { useText } from '../../renderer/text';

const TARGETS = { halfHour: msToNextHalfHour } as const;

export default function Countdown({ props, emit }: WidgetRenderProps<CountdownProps>) {
  const t = useText();
  const [left, setLeft] = useState<number | null>(null);
  const emitRef = useRef(emit);
  emitRef.current = emit;

  useEffect(() => {
    const until = TARGETS[props.until];
    let target = Date.now() + until(new Date());
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const now = Date.now();
      if (now >= target) {
        const emit = emitRef.current;
        void emit('zero');
        target = now + until(new Date(now));
      }
      const ms = target - now;
      setLeft(ms);
      // The next whole second of the count (never more than a second away).
      timer = setTimeout(tick, Math.max(1, Math.min(1000, ms % 1000 || 1000)));
    };
    tick();
    return () => clearTimeout(timer);
  }, [props.until]);

  if (left === null) return null;
  return (
    <Text as="span" role="timer" aria-label={props.label ? t(props.label) : undefined} fontVariantNumeric="tabular-nums" data-testid={props.testId}>
      {t(props.text, { time: countdownText(left) })}
    </Text>
  );
}
