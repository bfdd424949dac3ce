// The transactions list loads with the page that shows it: its table, filters and paging are not needed
// for the first paint of the lobby (only their small Chakra recipes are in src/shell/chakraConfig.ts).
import { lazy, Suspense } from 'react';
import type { WidgetRenderProps } from '../types';
import type { TransactionsProps } from '../../generated/types';
import { TransactionsLoading } from './TransactionsLoading';

const TransactionsView = lazy(() => import('./View'));

export default function Transactions({ props }: WidgetRenderProps<TransactionsProps>) {
  return (
    <Suspense fallback={<TransactionsLoading />}>
      <TransactionsView {...props} />
    </Suspense>
  );
}
