// The payment method list of the Deposit or Withdraw node above (spec 2.5; spec 4 Payment method selection, spec 6
// restriction, spec 9: sorted by sortPriority, under 5 methods full width): a radio group preselected by
// ?activeMethod (spec 2.1) and kept there when chosen. Its states: loading, failed with a retry, none.
import type { PaymentMethodsProps } from '../../generated/types';
import type { WidgetRenderProps } from '../types';
import { useServices } from '../../renderer/services';
import { useText } from '../../renderer/text';
import { useContext } from 'react';
import { CashierMethodsContext } from '../Deposit/context';
import { MethodList } from './MethodList';

export default function PaymentMethods({ props, emit }: WidgetRenderProps<PaymentMethodsProps>) {
  const t = useText();
  const { api } = useServices();
  const cashier = useContext(CashierMethodsContext);
  if (!cashier) throw new Error('PaymentMethods must be inside a Deposit or Withdraw node');
  const { payments, method, choose, radioName } = cashier;
  return (
    <MethodList methods={payments.visible} selected={method} loading={payments.loading}
      failed={!!payments.error && !payments.all.length} onRetry={payments.retry} api={api} name={radioName}
      legend={props.legend ? t(props.legend) : undefined}
      onSelect={(chosen) => { choose(chosen); void emit('select', { name: chosen.name ?? null, title: chosen.title ?? null }); }} />
  );
}
