// A layer over the game's screen: the loading, away and stopped states, as the document declares them.
import { Stack } from '@chakra-ui/react';
import type { GameOverlayProps } from '../../generated/types';
import type { WidgetRenderProps } from '../types';
import { useText } from '../../renderer/text';

const TONES = {
  busy: { color: 'white' },
  dim: { bg: 'blackAlpha.800', color: 'white' },
  panel: { bg: 'bg.panel' },
} as const;

export default function GameOverlay({ props, children }: WidgetRenderProps<GameOverlayProps>) {
  const t = useText();
  const tone = props.tone;
  return (
    <Stack position="absolute" inset="0" align="center" justify="center" gap="3" p="6" textAlign="center" {...TONES[tone]}
      aria-busy={tone === 'busy' || undefined} role={props.label ? 'region' : undefined} aria-label={props.label ? t(props.label) : undefined}>
      {children}
    </Stack>
  );
}
