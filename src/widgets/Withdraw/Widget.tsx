// The withdrawal page loads with /withdraw: neither the lobby's first paint nor the deposit page carries it.
import { lazy, Suspense } from 'react';
import { Skeleton, Stack } from '@chakra-ui/react';
import type { WidgetRenderProps } from '../types';
import type { WithdrawProps } from '../../generated/types';

const WithdrawView = lazy(() => import('./View'));

export default function Withdraw({ props }: WidgetRenderProps<WithdrawProps>) {
  return (
    <Suspense fallback={<Stack gap="3" aria-busy="true">{[0, 1, 2].map((i) => <Skeleton key={i} height="14" borderRadius="md" />)}</Stack>}>
      <WithdrawView props={props} />
    </Suspense>
  );
}
