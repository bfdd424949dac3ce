// The pay button of the Deposit node above, with the attempt's refusal (role alert) and notices (a live
// region), both mounted from the start so what appears in them is announced.
import { Box, Button, Text } from '@chakra-ui/react';
import type { DepositPayProps } from '../../generated/types';
import type { WidgetRenderProps } from '../types';
import { useText } from '../../renderer/text';
import { useDeposit } from '../Deposit/context';

export default function DepositPay({ props }: WidgetRenderProps<DepositPayProps>) {
  const t = useText();
  const { paying, payError, notice } = useDeposit('DepositPay');
  return (
    <Box>
      <Text role="alert" color="fg.error" mb={payError ? '3' : undefined} data-testid="deposit-error">{payError ?? ''}</Text>
      <Text role="status" aria-live="polite" mb={notice ? '3' : undefined} data-testid="deposit-notice">{notice ?? ''}</Text>
      <Button type="submit" colorPalette="accent" size="lg" width={{ base: 'full', sm: 'auto' }}
        loading={paying} loadingText={t('text.cashier.deposit.paying')} disabled={paying} data-testid="deposit-pay">
        {t(props.text)}
      </Button>
    </Box>
  );
}
