// The deposit success dialog's message: the page's latest completed deposit (src/platform/depositNews.ts),
// its amount in the player's format. A live region, so a screen reader hears it as the dialog opens.
import { Text } from '@chakra-ui/react';
import type { WidgetRenderProps } from '../types';
import type { DepositSuccessProps } from '../../generated/types';
import { useLatestDeposit } from '../../platform/depositNews';
import { usePlayerAmountFormat } from '../../play/format';
import { formatDepositAmount } from '../../cashier/amount';
import { useText } from '../../renderer/text';

export default function DepositSuccess({ props }: Pick<WidgetRenderProps<DepositSuccessProps>, 'props'>) {
  const t = useText();
  const format = usePlayerAmountFormat();
  const amount = useLatestDeposit((s) => s.detail?.amount);
  const words = typeof amount === 'number' && Number.isFinite(amount)
    ? t(props.text, { amount: formatDepositAmount(amount, format) }) : t(props.textNoAmount);
  return <Text role="status" color="fg.success" fontWeight="semibold" data-testid="deposit-success-dialog">{words}</Text>;
}
