// The failed dialog's alternative payment method (spec 4). Loads with the dialog.
import { lazy, Suspense } from 'react';
import type { WidgetRenderProps } from '../types';
import type { DepositAlternativeProps } from '../../generated/types';
import { evaluate } from '../../renderer/expressions';
import { useScope } from '../../renderer/scope';

const DepositAlternativeView = lazy(() => import('./View'));

export default function DepositAlternative({ props, emit }: WidgetRenderProps<DepositAlternativeProps>) {
  const scope = useScope();
  const method = evaluate(props.method, scope);
  return (
    <Suspense fallback={null}>
      <DepositAlternativeView props={props} failed={typeof method === 'string' ? method : null} emit={emit} />
    </Suspense>
  );
}
