// The switch-account dialog's body; shown only after a sign-in link for another account, so its code loads
// with the dialog, not with every page.
import { lazy, Suspense } from 'react';
import type { WidgetRenderProps } from '../types';
import type { SwitchAccountProps } from '../../generated/types';

const SwitchAccountView = lazy(() => import('./View'));

export default function SwitchAccount({ emit }: WidgetRenderProps<SwitchAccountProps>) {
  return (
    <Suspense fallback={null}>
      <SwitchAccountView onDone={() => void emit('done')} />
    </Suspense>
  );
}
