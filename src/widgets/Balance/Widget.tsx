// The player's balance: read from the session's userWallet, which the realtime socket replaces on every
// wallet event, so it updates live without a fetch. A polite live region announces changes; while the
// socket is down a small notice says the balance may be out of date (it is reloaded on reconnect).
import { Badge, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from '../../platform/i18nContext';
import type { WidgetRenderProps } from '../types';
import type { BalanceProps } from '../../generated/types';
import { useText } from '../../renderer/text';
import { useSession } from '../../platform/session';
import { useRealtimeStatus } from '../../platform/realtimeStatus';
import { formatWalletAmount, walletAmount } from '../../platform/wallet';

export default function Balance({ props }: WidgetRenderProps<BalanceProps>) {
  const t = useText();
  const { i18n } = useTranslation();
  const authenticated = useSession((s) => s.authenticated);
  const user = useSession((s) => s.user);
  const status = useRealtimeStatus((s) => s.status);
  const amount = walletAmount(user, props.amount);
  if (!authenticated || amount === null) return null;

  const text = formatWalletAmount(amount, {
    currencySymbol: user?.currencySymbol as string | null | undefined,
    currencyCode: user?.currencyCode as string | null | undefined,
    isCrypto: user?.isCrypto === true,
    locale: i18n?.language,
  });
  const notice = status === 'reconnecting' ? props.reconnectingText
    : status === 'offline' ? props.offlineText
    : null;

  return (
    <HStack gap="2" role="status" aria-live="polite" aria-atomic="true" data-testid="balance">
      <Text as="span" fontSize="sm" color="fg.muted">{t(props.label)}</Text>
      <Text as="span" fontWeight="semibold" fontVariantNumeric="tabular-nums">{text}</Text>
      {notice && <Badge size="sm" colorPalette="orange" variant="subtle">{t(notice)}</Badge>}
    </HStack>
  );
}
