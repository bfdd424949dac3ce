// The crypto withdrawal's confirm step (spec 2.5: 'Crypto has a calculate step and then a confirm step'):
// what the calculate step quoted (the amount and fee in the player's currency, what the wallet receives in
// the coin, to up to 8 decimals as spec 5 shows crypto amounts), the network and the address to check, and
// how long the quote holds. Confirm sends the quote; Change goes back to the form as it was typed.
import { useEffect } from 'react';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useText } from '../../renderer/text';
import { formatAmount, usePlayerAmountFormat } from '../../play/format';
import { formatDepositAmount } from '../../cashier/amount';
import { formatCountdown, parseExpiry } from '../../cashier/depositFlow';
import { useCountdown } from '../Deposit/useCountdown';
import type { Quote } from '../Withdraw/context';


interface Props {
  quote: Quote;
  confirming: boolean;
  onConfirm: () => void;
  onChange: () => void;
  onExpired: () => void;
}

export function CryptoConfirm({ quote, confirming, onConfirm, onChange, onExpired }: Props) {
  const t = useText();
  const format = usePlayerAmountFormat();
  const left = useCountdown(parseExpiry(quote.expiresAt));
  const expired = left === 0;
  useEffect(() => {
    if (expired && !confirming) onExpired();
  }, [expired, confirming]); // eslint-disable-line react-hooks/exhaustive-deps -- the expiry is told once, when it comes: onExpired is new each render

  const receive = `${formatDepositAmount(quote.receive, { isCrypto: true, locale: format.locale })} ${quote.coin}`;
  const rows: Array<[string, string]> = [
    ['text.cashier.withdrawal.crypto.quote.amount', formatAmount(quote.amount, format)],
    ['text.cashier.withdrawal.crypto.quote.fee', formatAmount(quote.fee, format)],
    ['text.cashier.withdrawal.crypto.quote.receive', receive],
    ['text.cashier.withdrawal.crypto.quote.network', quote.network],
    ['text.cashier.withdrawal.crypto.quote.address', quote.walletAddress],
  ];
  return (
    <Stack as="section" aria-labelledby="withdraw-confirm-title" gap="4" p="4" borderWidth="1px" borderRadius="md" bg="bg.panel" data-testid="withdraw-confirm">
      <Text as="h2" id="withdraw-confirm-title" fontWeight="semibold" fontSize="lg">{t('text.cashier.withdrawal.crypto.quote.title')}</Text>
      <Box as="dl" display="grid" gridTemplateColumns="minmax(0, auto) minmax(0, 1fr)" columnGap="4" rowGap="2">
        {rows.map(([label, value]) => (
          <Box key={label} display="contents">
            <Text as="dt" color="fg.muted">{t(label)}</Text>
            <Text as="dd" fontWeight="medium" wordBreak="break-all" data-quote={label.split('.').pop()}>{value}</Text>
          </Box>
        ))}
      </Box>
      {left !== null && (
        <Text role="timer" aria-live="off" color="fg.muted" data-testid="withdraw-quote-countdown">
          {t('text.cashier.withdrawal.crypto.quote.expiresIn', { time: formatCountdown(left) })}
        </Text>
      )}
      <HStack gap="3" flexWrap="wrap">
        <Button colorPalette="accent" onClick={onConfirm} loading={confirming} disabled={expired}>{t('text.cashier.withdrawal.crypto.confirm')}</Button>
        <Button variant="outline" onClick={onChange} disabled={confirming}>{t('text.cashier.withdrawal.crypto.change')}</Button>
      </HStack>
    </Stack>
  );
}
