// The payment method list: a radio group (native radios, so arrow keys move between methods and a
// screen reader says "2 of 7"), with the method's logo and title. spec 9 Interface: 'under 5 visible
// methods are shown full width'. While loading it shows skeletons; a failed get-payments says so with a
// retry; no method at all says 'No payment methods available'.
import { Box, Button, Grid, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { isFullWidthLayout } from '../../cashier/paymentMethods';
import type { ApiClient } from '../../platform/api/client';
import { useText } from '../../renderer/text';
import { methodTitle, thumbnailOf, type DepositMethod } from '../Deposit/methods';

interface Props {
  methods: DepositMethod[];
  selected: DepositMethod | null;
  onSelect: (method: DepositMethod) => void;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  api: ApiClient;
  /** The group's legend, already translated (the deposit's by default); the withdrawal page names its own. */
  legend?: string;
  /** The radios' name, one per page kind. */
  name?: string;
}

const columns = (count: number) => (isFullWidthLayout(count) ? '1fr' : { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' });

export function MethodList({ methods, selected, onSelect, loading, failed, onRetry, api, legend, name = 'deposit-method' }: Props) {
  const t = useText();
  if (loading) {
    return (
      <Stack gap="2" aria-busy="true" data-testid="deposit-methods-loading">
        <VisuallyHidden role="status">{t('text.cashier.deposit.methods.loading')}</VisuallyHidden>
        <Grid templateColumns={columns(6)} gap="2">
          {[0, 1, 2, 3, 4, 5].map((i) => <Skeleton key={i} height="14" borderRadius="md" />)}
        </Grid>
      </Stack>
    );
  }
  if (failed) {
    return (
      <Stack gap="3" align="start" role="alert" data-testid="deposit-methods-error">
        <Text>{t('text.cashier.deposit.methods.loadFailed')}</Text>
        <Button size="sm" variant="outline" onClick={onRetry}>{t('text.common.retry')}</Button>
      </Stack>
    );
  }
  if (!methods.length) return <Text data-testid="deposit-methods-empty">{t('text.cashier.deposit.methods.empty')}</Text>;

  return (
    <Box as="fieldset" minW="0" data-testid="deposit-methods" data-full-width={isFullWidthLayout(methods.length) ? 'true' : 'false'}>
      <Box as="legend" fontWeight="semibold" mb="2">{legend ?? t('text.cashier.deposit.methods.legend')}</Box>
      <Grid templateColumns={columns(methods.length)} gap="2">
        {methods.map((method) => {
          const checked = selected !== null && String(selected.id) === String(method.id);
          const disabled = method.isActive === false;
          const logo = thumbnailOf(method, api);
          return (
            <Box
              as="label"
              key={String(method.id)}
              position="relative"
              display="flex"
              alignItems="center"
              gap="3"
              minH="14"
              px="3"
              py="2"
              borderWidth="2px"
              borderRadius="md"
              colorPalette="accent"
              borderColor={checked ? 'colorPalette.solid' : 'border'}
              bg={checked ? 'colorPalette.subtle' : 'bg.panel'}
              cursor={disabled ? 'not-allowed' : 'pointer'}
              opacity={disabled ? 0.6 : 1}
              _hover={disabled ? undefined : { borderColor: 'colorPalette.solid' }}
              css={{ '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' } }}
              data-method={method.name}
              data-checked={checked ? 'true' : undefined}
            >
              <VisuallyHidden asChild>
                <input type="radio" name={name} value={String(method.id)} checked={checked} disabled={disabled} onChange={() => onSelect(method)} />
              </VisuallyHidden>
              {logo && <img src={logo} alt="" width={40} height={28} loading="lazy" decoding="async" style={{ objectFit: 'contain', flexShrink: 0 }} />}
              <Stack gap="0" minW="0">
                <Text fontWeight="medium" truncate>{methodTitle(method)}</Text>
                {disabled && <Text fontSize="xs" color="fg.muted">{t('text.cashier.deposit.methods.unavailable')}</Text>}
              </Stack>
            </Box>
          );
        })}
      </Grid>
    </Box>
  );
}
