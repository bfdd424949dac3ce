// The failed-deposit dialog and the deposit tracking codes on the realtime events (spec 4, spec 7). Shows nothing; its listener loads
// after the page, so the widget costs the first paint nothing wherever a document puts it.
import { lazy, Suspense } from 'react';
import type { WidgetRenderProps } from '../types';
import type { DepositEventsProps } from '../../generated/types';

const DepositEventsListener = lazy(() => import('./Listener'));

export default function DepositEvents({ props }: WidgetRenderProps<DepositEventsProps>) {
  return (
    <Suspense fallback={null}>
      <DepositEventsListener modal={props.modal} successModal={props.successModal} />
    </Suspense>
  );
}
