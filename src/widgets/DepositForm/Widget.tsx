// The pay form of the Deposit node above: its fields are the document's children (DepositAmount,
// DepositNetwork, DepositCard, DepositBonus, DepositPay, or any other node), in the document's order;
// submitting it (Enter in a field, or DepositPay) pays.
import type { FormEvent } from 'react';
import { Stack } from '@chakra-ui/react';
import type { DepositFormProps } from '../../generated/types';
import type { WidgetRenderProps } from '../types';
import { useDeposit } from '../Deposit/context';

export default function DepositForm({ children }: WidgetRenderProps<DepositFormProps>) {
  const { method, pay } = useDeposit('DepositForm');
  if (!method) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void pay(false);
  };
  return (
    <form method="post" noValidate onSubmit={submit} data-testid="deposit-form" data-method={method.name}>
      <Stack gap="5">{children}</Stack>
    </form>
  );
}
