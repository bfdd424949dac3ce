// A deposit result dialog's message (spec 2.4 modal=deposit-*&met=<method>). Loads with the dialog.
import { lazy, Suspense } from 'react';
import type { WidgetRenderProps } from '../types';
import type { DepositResultProps } from '../../generated/types';
import { evaluate } from '../../renderer/expressions';
import { useScope } from '../../renderer/scope';

const DepositResultView = lazy(() => import('./View'));

export default function DepositResult({ props }: WidgetRenderProps<DepositResultProps>) {
  const scope = useScope();
  const method = evaluate(props.method, scope);
  return (
    <Suspense fallback={null}>
      <DepositResultView props={props} method={typeof method === 'string' ? method : null} />
    </Suspense>
  );
}
