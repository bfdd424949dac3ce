// The crypto step of the Deposit node above (spec 2.5 Deposit: 'a crypto network and address'), once the
// deposit's answer gave an address: the network the player chose, the
// address to send to with a Copy button, and the time left before the address expires.
import { useEffect, useRef, useState } from 'react';
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { formatCountdown, parseExpiry } from '../../cashier/depositFlow';
import { useText } from '../../renderer/text';
import { useCountdown } from '../Deposit/useCountdown';
import { useDeposit } from '../Deposit/context';
import type { DepositCryptoAddressProps } from '../../generated/types';
import type { WidgetRenderProps } from '../types';

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

export default function DepositCryptoAddress(_: WidgetRenderProps<DepositCryptoAddressProps>) {
  const { next, newPayment } = useDeposit('DepositCryptoAddress');
  if (next?.kind !== 'crypto') return null;
  return <CryptoAddress {...next} onNewPayment={newPayment} />;
}

function CryptoAddress({ network, address, expiresAt, amount, onNewPayment }: { network: unknown; address: unknown; expiresAt: unknown; amount: string; onNewPayment: () => void }) {
  const t = useText();
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const net = text(network);
  const addr = text(address);
  const expiry = parseExpiry(expiresAt);
  const missing = !net || !addr;
  const left = useCountdown(missing ? null : expiry);
  const [copy, setCopy] = useState<{ ok: boolean } | null>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const copyAddress = async () => {
    try {
      await navigator.clipboard.writeText(addr ?? '');
      setCopy({ ok: true });
    } catch {
      setCopy({ ok: false });
    }
  };
  const expired = left === 0;
  const problem = missing ? 'text.cashier.deposit.upi.noData' : expired ? 'text.cashier.deposit.crypto.expired' : null;

  return (
    <Stack gap="4" data-testid="deposit-crypto">
      <Heading as="h2" size="lg" tabIndex={-1} ref={headingRef} outline="none">{t('text.cashier.deposit.crypto.title')}</Heading>
      {!problem && (
        <>
          <Text>{t('text.cashier.deposit.crypto.instructions', { amount, network: net })}</Text>
          <Box as="dl" borderWidth="1px" borderRadius="md" p="3">
            <Text as="dt" fontSize="sm" color="fg.muted">{t('text.cashier.deposit.crypto.network')}</Text>
            <Text as="dd" mb="2" fontWeight="semibold" data-testid="crypto-network">{net}</Text>
            <Text as="dt" fontSize="sm" color="fg.muted">{t('text.cashier.deposit.crypto.address')}</Text>
            <Text as="dd" fontFamily="mono" wordBreak="break-all" data-testid="crypto-address">{addr}</Text>
          </Box>
          <HStack gap="3" wrap="wrap">
            <Button type="button" variant="outline" onClick={() => void copyAddress()}>{t('text.cashier.deposit.crypto.copy')}</Button>
            <Text role="timer" aria-live="off" fontVariantNumeric="tabular-nums" data-testid="crypto-countdown">
              {left === null ? '' : t('text.cashier.deposit.expiresIn', { time: formatCountdown(left) })}
            </Text>
          </HStack>
        </>
      )}
      <Box>
        <Text role="status" aria-live="polite" mb={copy ? '3' : undefined} color={copy && !copy.ok ? 'fg.error' : 'fg.success'}>
          {copy ? t(copy.ok ? 'text.cashier.deposit.crypto.copied' : 'text.cashier.deposit.crypto.copyFailed') : ''}
        </Text>
        <Text role="alert" color="fg.error" mb={problem ? '3' : undefined}>{problem ? t(problem) : ''}</Text>
        <Button type="button" variant={problem ? 'solid' : 'outline'} colorPalette="accent" onClick={onNewPayment}>
          {t('text.cashier.deposit.newPayment')}
        </Button>
      </Box>
    </Stack>
  );
}
