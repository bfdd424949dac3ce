// The races list loads with the first page that shows it (its Chakra parts and the countdown code are
// not needed for the first paint of the lobby).
import { lazy, Suspense } from 'react';
import type { WidgetRenderProps } from '../types';
import type { TournamentListProps } from '../../generated/types';
import { CardSkeletons } from '../../tournaments/Skeletons';

const TournamentListView = lazy(() => import('./View'));

export default function TournamentList({ props }: WidgetRenderProps<TournamentListProps>) {
  return (
    <Suspense fallback={<CardSkeletons />}>
      <TournamentListView {...props} />
    </Suspense>
  );
}
