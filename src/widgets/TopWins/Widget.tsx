// The top wins table loads with the first page that shows it: Chakra's Tabs and Table code stay out of
// the first paint (only their small recipes are in src/shell/chakraConfig.ts).
import { lazy, Suspense } from 'react';
import type { WidgetRenderProps } from '../types';
import type { TopWinsProps } from '../../generated/types';
import { RowSkeletons } from '../../tournaments/Skeletons';

const TopWinsView = lazy(() => import('./View'));

export default function TopWins({ props }: WidgetRenderProps<TopWinsProps>) {
  return (
    <Suspense fallback={<RowSkeletons />}>
      <TopWinsView {...props} />
    </Suspense>
  );
}
