// Why the player may not withdraw yet (spec 5: a deposit, a verified email, the deposit wager done; spec 4:
// 'Withdrawal Not Allowed with Active Bonus'), the first reason of the Withdraw node above, with a link to
// where the player fixes it (the brand's fixes, by reason). Nothing when the player may withdraw.
import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { WithdrawBlockedProps } from '../../generated/types';
import type { WidgetRenderProps } from '../types';
import { useText } from '../../renderer/text';
import { useServices } from '../../renderer/services';
import { WITHDRAWAL_BLOCK_KEYS } from '../../cashier/withdrawal';
import { useWithdraw } from '../Withdraw/context';

export default function WithdrawBlocked({ props }: WidgetRenderProps<WithdrawBlockedProps>) {
  const t = useText();
  const { resolve } = useServices().links;
  const { block } = useWithdraw('WithdrawBlocked');
  if (!block) return null;
  const fix = props.fixes?.[block];
  return (
    <Stack role="alert" data-testid="withdraw-blocked" data-block={block} gap="3" align="start" p="4" borderWidth="1px" borderRadius="md" bg="bg.panel">
      <Text fontWeight="medium">{t(WITHDRAWAL_BLOCK_KEYS[block])}</Text>
      {fix && <ChakraLink asChild colorPalette="accent"><RouterLink to={resolve({ page: fix.page }).href}>{t(fix.text)}</RouterLink></ChakraLink>}
    </Stack>
  );
}
