// The crypto network of the Deposit node above (spec 2.5 Deposit: 'a crypto network and address';
// spec 8: 'Please select network'): the chosen method's networks, preselected when there is one only.
// Shows nothing for a method without networks.
import { Field, NativeSelect } from '@chakra-ui/react';
import type { DepositNetworkProps } from '../../generated/types';
import type { WidgetRenderProps } from '../types';
import { useText } from '../../renderer/text';
import { useDeposit } from '../Deposit/context';

export default function DepositNetwork({ props }: WidgetRenderProps<DepositNetworkProps>) {
  const t = useText();
  const { networks, input, change, attempted, paying, refs } = useDeposit('DepositNetwork');
  if (!networks.length) return null;
  const error = !input.network && attempted ? t('text.cashier.deposit.network.required') : null;
  return (
    <Field.Root invalid={!!error} required disabled={paying}>
      <Field.Label>{t(props.label)}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field ref={refs.network} value={input.network} onChange={(e) => change({ network: e.currentTarget.value })} data-testid="deposit-network">
          <option value="">{t('text.cashier.deposit.network.choose')}</option>
          {networks.map((n) => <option key={n} value={n}>{n}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
