// Emits tick every N minutes after a start (the reality check of the jurisdiction pack); shows nothing.
// The timing is src/account/jurisdiction.ts nextCheckDelay; the clock is the page's (Date.now and
// setTimeout), which tests move (vi fake timers, Playwright page.clock).
import { useEffect, useRef } from 'react';
import type { TimerProps } from '../../generated/types';
import type { WidgetRenderProps } from '../types';
import { nextCheckDelay } from '../../account/jurisdiction';
import { evaluate } from '../../renderer/expressions';
import { useScope } from '../../renderer/scope';

export default function Timer({ props, emit }: WidgetRenderProps<TimerProps>) {
  const scope = useScope();
  const every = Number(evaluate(props.everyMinutes, scope));
  const sinceValue = evaluate(props.since, scope);
  const since = typeof sinceValue === 'string' ? Date.parse(sinceValue) : Number.NaN;
  // The latest emit, so a re-render (new scope) does not restart the timer.
  const emitRef = useRef(emit);
  emitRef.current = emit;

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const delay = nextCheckDelay(since, Date.now(), every);
      if (delay === null) return;
      timer = setTimeout(() => {
        // The payload says how long the session has lasted (whole minutes, by the page's clock).
        const emit = emitRef.current;
        void emit('tick', { minutes: Math.floor((Date.now() - since) / 60_000) });
        schedule();
      }, delay);
    };
    schedule();
    return () => clearTimeout(timer);
  }, [since, every]);
  return null;
}
