// The UPI step of the Deposit node above: the deposit's upi:// link as a QR code with a countdown to its expiry (spec 4: 'A UPI QR
// payment expires, with a countdown.'), its error states (spec 8: 'UPI QR: expired, failed to display,
// no data, invalid link.') and the note not to refresh while the payment is processing (spec 2.5). The
// QR encoder (qrcode) loads only here, never with the lobby's first paint.
import { useEffect, useRef, useState } from 'react';
import { Box, Button, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { UPI_QR_MESSAGE_KEYS, formatCountdown, parseExpiry, upiLinkProblem, type UpiQrProblem } from '../../cashier/depositFlow';
import { useText } from '../../renderer/text';
import { useCountdown } from '../Deposit/useCountdown';
import { useDeposit } from '../Deposit/context';
import type { DepositUpiQrProps } from '../../generated/types';
import type { WidgetRenderProps } from '../types';


type QrModule = { toString(text: string, options: { type: 'svg'; margin?: number; errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H'; width?: number }): Promise<string> };

async function qrSvg(link: string): Promise<string> {
  const mod = (await import('qrcode')) as unknown as QrModule & { default?: QrModule };
  // qrcode is CommonJS: its functions sit on the default export or on the namespace, by bundler.
  // (Object.prototype has a toString too, so "own" is the test.)
  const lib = mod.default && Object.prototype.hasOwnProperty.call(mod.default, 'toString') ? mod.default : mod;
  return lib.toString(link, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
}

export default function DepositUpiQr(_: WidgetRenderProps<DepositUpiQrProps>) {
  const { next, newPayment } = useDeposit('DepositUpiQr');
  if (next?.kind !== 'upiQr') return null;
  return <UpiQr {...next} onNewPayment={newPayment} />;
}

function UpiQr({ link, expiresAt, amount, onNewPayment }: { link: unknown; expiresAt: unknown; amount: string; onNewPayment: () => void }) {
  const t = useText();
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const dataProblem = upiLinkProblem(link, expiresAt);
  const left = useCountdown(dataProblem ? null : parseExpiry(expiresAt));
  const [image, setImage] = useState<string | null>(null);
  const [displayFailed, setDisplayFailed] = useState(false);

  useEffect(() => headingRef.current?.focus(), []);

  useEffect(() => {
    if (dataProblem || typeof link !== 'string') return;
    let live = true;
    setImage(null);
    setDisplayFailed(false);
    qrSvg(link.trim()).then(
      (svg) => { if (live) setImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`); },
      (error: unknown) => {
        console.warn('The UPI QR code could not be made', error);
        if (live) setDisplayFailed(true);
      },
    );
    return () => { live = false; };
  }, [link, dataProblem]);

  const expired = left === 0;
  const problem: UpiQrProblem | null = dataProblem ?? (expired ? 'expired' : displayFailed ? 'displayFailed' : null);
  const showQr = !dataProblem && !expired && !displayFailed;

  return (
    <Stack gap="4" align="stretch" data-testid="deposit-upi" data-problem={problem ?? undefined}>
      <Heading as="h2" size="lg" tabIndex={-1} ref={headingRef} outline="none">{t('text.cashier.deposit.upi.title')}</Heading>
      {showQr && (
        <>
          <Text>{t('text.cashier.deposit.upi.instructions', { amount })}</Text>
          <Box alignSelf="center" bg="white" p="2" borderRadius="md" width="240px" height="240px" display="flex" alignItems="center" justifyContent="center">
            {image
              ? <img src={image} alt={t('text.cashier.deposit.upi.qrAlt')} width={224} height={224} data-testid="upi-qr" onError={() => setDisplayFailed(true)} />
              : <Spinner color="black" aria-label={t('text.cashier.deposit.upi.generating')} />}
          </Box>
          <Text role="timer" aria-live="off" textAlign="center" fontSize="lg" fontWeight="semibold" fontVariantNumeric="tabular-nums" data-testid="upi-countdown">
            {left === null ? '' : t('text.cashier.deposit.expiresIn', { time: formatCountdown(left) })}
          </Text>
          <Link href={String(link).trim()} alignSelf="center" colorPalette="accent" fontWeight="medium">{t('text.cashier.deposit.upi.open')}</Link>
        </>
      )}
      <Box>
        {/* spec 8's states, announced (an alert region that is there from the start, empty until needed). */}
        <Text role="alert" color="fg.error" mb={problem ? '3' : undefined} data-testid="upi-problem">{problem ? t(UPI_QR_MESSAGE_KEYS[problem]) : ''}</Text>
        {!problem && <Text fontSize="sm" color="fg.muted" mb="3" data-testid="deposit-do-not-refresh">{t('text.cashier.deposit.doNotRefresh')}</Text>}
        <Button type="button" variant={problem ? 'solid' : 'outline'} colorPalette="accent" onClick={onNewPayment}>
          {t('text.cashier.deposit.newPayment')}
        </Button>
      </Box>
    </Stack>
  );
}
