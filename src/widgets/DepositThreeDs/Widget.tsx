// The deposit-3ds-success dialog's body (spec 4: the 3DS webhook call, once). Loads with the dialog.
import { lazy, Suspense } from 'react';
import type { WidgetRenderProps } from '../types';
import type { DepositThreeDsProps } from '../../generated/types';
import { evaluate } from '../../renderer/expressions';
import { useScope } from '../../renderer/scope';

const DepositThreeDsView = lazy(() => import('./View'));

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

export default function DepositThreeDs({ props }: WidgetRenderProps<DepositThreeDsProps>) {
  const scope = useScope();
  const paReq = text(evaluate(props.paReq, scope));
  const md = text(evaluate(props.md, scope));
  return (
    <Suspense fallback={null}>
      <DepositThreeDsView paReq={paReq} md={md} />
    </Suspense>
  );
}
