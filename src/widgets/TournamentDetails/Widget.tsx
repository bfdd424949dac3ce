// A race's leaderboard and stats load with the first page that opens one (the table is not needed for
// the first paint of the lobby).
import { lazy, Suspense } from 'react';
import type { WidgetRenderProps } from '../types';
import type { TournamentDetailsProps } from '../../generated/types';
import { useScope } from '../../renderer/scope';
import { RowSkeletons } from '../../tournaments/Skeletons';

const TournamentDetailsView = lazy(() => import('./View'));

export default function TournamentDetails({ props }: WidgetRenderProps<TournamentDetailsProps>) {
  const slug = useScope().query[props.param];
  if (!slug) return null;
  return (
    <Suspense fallback={<RowSkeletons />}>
      <TournamentDetailsView slug={slug} backText={props.backText} />
    </Suspense>
  );
}
