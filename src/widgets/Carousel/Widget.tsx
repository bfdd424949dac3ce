// Banner carousel (spec 9 Interface: carousel auto-scroll default 2 s). Accessibility (WAI-ARIA APG
// carousel; WCAG 2.2.2 Pause, Stop, Hide: anything moving for over 5 s needs a pause control):
// a visible pause/play button, previous/next buttons, no movement while the pointer or keyboard focus is
// inside, none by itself under prefers-reduced-motion, aria-roledescription carousel/slide, and
// announcements (aria-live polite) only while it stands still, so moving slides do not chatter.
import { useEffect, useState } from 'react';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { WidgetRenderProps } from '../types';
import type { CarouselProps } from '../../generated/types';
import { useText } from '../../renderer/text';
import { useServices } from '../../renderer/services';

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export default function Carousel({ props }: WidgetRenderProps<CarouselProps>) {
  const t = useText();
  const { resolve } = useServices().links;
  const items = props.items;
  const count = items.length;
  const [index, setIndex] = useState(0);
  // Under reduced motion the carousel starts paused; the player may still press play.
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const moving = playing && !hovered && !focused && count > 1;
  const interval = props.intervalMs;

  useEffect(() => {
    if (!moving) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), interval);
    return () => clearInterval(timer);
  }, [moving, interval, count]);

  const go = (step: number) => setIndex((i) => (i + step + count) % count);
  const label = t(props.label);

  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label={label}
      data-testid="carousel"
      data-index={index}
      data-playing={moving}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => { if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false); }}
    >
      <Box position="relative" overflow="hidden" borderRadius="lg" bg="bg.muted" maxH="20rem" style={{ aspectRatio: '3 / 1' }}>
        <Box aria-live={moving ? 'off' : 'polite'} height="100%">
          {items.map((item, i) => {
            const title = t(item.title);
            const current = i === index;
            const image = (
              <img src={item.image} alt={title} width={1200} height={400} loading={i === 0 ? 'eager' : 'lazy'}
                style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
            );
            return (
              <Box
                key={i}
                role="group"
                aria-roledescription="slide"
                aria-label={t('text.lobby.carousel.slide', { index: i + 1, count })}
                // Slides out of view are hidden from everyone (and out of the tab order).
                hidden={!current}
                inert={!current}
                position="absolute"
                inset="0"
                data-testid="carousel-slide"
              >
                {item.to ? <RouterLink to={resolve(item.to).href} style={{ display: 'block', height: '100%' }}>{image}</RouterLink> : image}
              </Box>
            );
          })}
        </Box>
      </Box>
      <Stack direction="row" justify="space-between" align="center" mt="2" gap="2">
        <Text fontSize="sm" color="fg.muted" lineClamp={1}>{t(items[index]?.title)}</Text>
        <Stack direction="row" gap="1" flex="none">
          {/* ‹ and › are mirrored characters (Unicode Bidi_Mirrored): right to left they point the other way by themselves. */}
          <Button size="sm" variant="outline" onClick={() => go(-1)} aria-label={t('text.lobby.carousel.previous')} disabled={count < 2}>‹</Button>
          <Button size="sm" variant="outline" onClick={() => setPlaying(!playing)} aria-label={t(playing ? 'text.lobby.carousel.pause' : 'text.lobby.carousel.play')}>
            {playing ? '❚❚' : '▶'}
          </Button>
          <Button size="sm" variant="outline" onClick={() => go(1)} aria-label={t('text.lobby.carousel.next')} disabled={count < 2}>›</Button>
        </Stack>
      </Stack>
    </Box>
  );
}
