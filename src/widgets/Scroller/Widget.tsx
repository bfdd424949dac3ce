// A row of slides that scrolls sideways on a small screen and moves on by itself (spec 9: carousel
// auto-scroll, 3 s for the calendar) only where it really scrolls: the overflow is measured after mount
// and on resize, so a wide screen that stacks the slides never moves. Scroll snapping keeps a slide
// aligned however the player moves it; the timer pauses while the player is there (hover, focus).
import { useCallback, useEffect, useRef, useState } from 'react';
import { Box, Button, Stack } from '@chakra-ui/react';
import type { WidgetRenderProps } from '../types';
import type { ScrollerProps } from '../../generated/types';
import { useText } from '../../renderer/text';

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Where a step from `left` lands: the next slide's start, or back to the first after the last. Pure. Right
 * to left (ar, he) the row starts at the right: scrollLeft runs from 0 down to minus the overflow, and the
 * next slide is further left.
 */
export function nextScrollLeft(left: number, width: number, scrollWidth: number, step: 1 | -1, dir: 'ltr' | 'rtl' = 'ltr'): number {
  const sign = dir === 'rtl' ? -1 : 1;
  const from = left * sign;
  const last = Math.max(0, scrollWidth - width);
  const to = step > 0 ? (from >= last - 1 ? 0 : Math.min(last, from + width)) : (from <= 1 ? last : Math.max(0, from - width));
  return to * sign + 0; // + 0: never -0
}

export default function Scroller({ props, children }: WidgetRenderProps<ScrollerProps>) {
  const t = useText();
  const row = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  const [playing, setPlaying] = useState(true);
  const [here, setHere] = useState({ hovered: false, focused: false });
  const stack = props.stackFrom;
  const interval = props.intervalMs;

  useEffect(() => {
    if (prefersReducedMotion()) setPlaying(false);
    const element = row.current;
    if (!element) return undefined;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const step = useCallback((direction: 1 | -1) => {
    const element = row.current;
    if (!element) return;
    const dir = getComputedStyle(element).direction === 'rtl' ? 'rtl' : 'ltr';
    element.scrollTo({ left: nextScrollLeft(element.scrollLeft, element.clientWidth, element.scrollWidth, direction, dir), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, []);

  const moving = scrolls && playing && !here.hovered && !here.focused;
  useEffect(() => {
    if (!moving) return undefined;
    const timer = setInterval(() => step(1), interval);
    return () => clearInterval(timer);
  }, [moving, interval, step]);

  // From stackFrom up: a column, nothing to scroll (so it never moves by itself there).
  const at = <T,>(row: T, column: T) => (stack === 'never' ? row : { base: row, [stack]: column });
  return (
    <Box as="section" aria-roledescription="carousel" aria-label={t(props.label)} data-testid="scroller" data-moving={moving}
      onMouseEnter={() => setHere((h) => ({ ...h, hovered: true }))} onMouseLeave={() => setHere((h) => ({ ...h, hovered: false }))}
      onFocus={() => setHere((h) => ({ ...h, focused: true }))}
      onBlur={(e) => { if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHere((h) => ({ ...h, focused: false })); }}>
      <Box ref={row} display="flex" gap={3} flexDirection={at('row', 'column')} overflowX={at('auto', 'visible')} scrollSnapType="x mandatory"
        aria-live={moving ? 'off' : 'polite'} css={{ '& > *': { flex: at('0 0 100%', '0 0 auto'), minWidth: 0, scrollSnapAlign: 'start' } }}>
        {children}
      </Box>
      {scrolls && (
        <Stack direction="row" gap="1" justify="flex-end" mt="2">
          {/* ‹ and › are mirrored characters (Unicode Bidi_Mirrored): right to left they point the other way by themselves. */}
          <Button size="sm" variant="outline" onClick={() => step(-1)} aria-label={t('text.lobby.carousel.previous')}>‹</Button>
          <Button size="sm" variant="outline" onClick={() => setPlaying(!playing)} aria-label={t(playing ? 'text.lobby.carousel.pause' : 'text.lobby.carousel.play')}>
            {playing ? '❚❚' : '▶'}
          </Button>
          <Button size="sm" variant="outline" onClick={() => step(1)} aria-label={t('text.lobby.carousel.next')}>›</Button>
        </Stack>
      )}
    </Box>
  );
}
