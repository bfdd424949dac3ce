// The game player loads with the first /play page: the lobby's first paint never carries it.
import { lazy, Suspense } from 'react';
import { Skeleton } from '@chakra-ui/react';
import type { WidgetRenderProps } from '../types';
import type { GamePlayerProps } from '../../generated/types';
import { evaluate } from '../../renderer/expressions';
import { useScope } from '../../renderer/scope';
import { playModeOf } from '../../play/paths';

const GamePlayerView = lazy(() => import('./View'));

export default function GamePlayer({ props }: WidgetRenderProps<GamePlayerProps>) {
  const scope = useScope();
  const slug = evaluate(props.slug ?? { var: 'route.params.game' }, scope);
  const mode = playModeOf(evaluate(props.mode ?? { var: 'query.mode' }, scope));
  return (
    <Suspense fallback={<Skeleton borderRadius="md" width="full" style={{ aspectRatio: '16 / 9' }} />}>
      <GamePlayerView slug={typeof slug === 'string' ? slug : ''} mode={mode} consentModal={props.cookieConsentModal ?? 'game-cookie-consent'} />
    </Suspense>
  );
}
