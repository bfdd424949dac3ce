// The game's details load with the first game page (not part of the lobby's first paint).
import { lazy, Suspense } from 'react';
import type { WidgetRenderProps } from '../types';
import type { GameDetailsProps } from '../../generated/types';
import { evaluate } from '../../renderer/expressions';
import { useScope } from '../../renderer/scope';
import { GameDetailsSkeleton } from '../../play/GameDetailsSkeleton';

const GameDetailsView = lazy(() => import('./View'));

export default function GameDetails({ props }: WidgetRenderProps<GameDetailsProps>) {
  const scope = useScope();
  const slug = evaluate(props.slug, scope);
  return (
    <Suspense fallback={<GameDetailsSkeleton />}>
      <GameDetailsView slug={typeof slug === 'string' ? slug : ''} showActions={props.showActions} headingLevel={props.headingLevel} />
    </Suspense>
  );
}
