// The game's screen: the sandboxed frame of the running game, with the document's overlays laid over it.
import { Box } from '@chakra-ui/react';
import type { GameFrameProps } from '../../generated/types';
import type { WidgetRenderProps } from '../types';
import { useText } from '../../renderer/text';
import { usePlay } from '../GamePlay/context';

export default function GameFrame({ props, children }: WidgetRenderProps<GameFrameProps>) {
  const t = useText();
  const play = usePlay();
  const { phase } = play;
  return (
    <Box ref={play.containerRef} position="relative" width="full" bg="black" borderRadius="md" overflow="hidden" style={{ aspectRatio: '16 / 9' }}>
      {phase.kind === 'playing' && (
        <iframe
          ref={play.frameRef}
          key={phase.sessionId}
          src={phase.url}
          title={t(props.title, { name: play.name })}
          sandbox="allow-scripts"
          referrerPolicy="no-referrer"
          inert={play.away}
          style={{ width: '100%', height: '100%', border: 0, display: 'block' }}
        />
      )}
      {children}
    </Box>
  );
}
