// The deposit page loads with /deposit: the lobby's first paint never carries it (nor the QR encoder,
// which loads only with a UPI payment).
import { lazy, Suspense } from 'react';
import { Skeleton, Stack } from '@chakra-ui/react';
import type { WidgetRenderProps } from '../types';
import type { DepositProps } from '../../generated/types';

const DepositView = lazy(() => import('./View'));

export default function Deposit({ props }: WidgetRenderProps<DepositProps>) {
  return (
    <Suspense fallback={<Stack gap="3" aria-busy="true">{[0, 1, 2].map((i) => <Skeleton key={i} height="14" borderRadius="md" />)}</Stack>}>
      <DepositView props={props} />
    </Suspense>
  );
}
