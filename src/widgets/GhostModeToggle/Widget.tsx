// The ghost mode switch loads with the first page that shows it (Chakra's Switch is not first-paint code).
import { lazy, Suspense } from 'react';
import type { WidgetRenderProps } from '../types';
import type { GhostModeToggleProps } from '../../generated/types';
import { useSession } from '../../platform/session';

const GhostModeView = lazy(() => import('./View'));

export default function GhostModeToggle({ props }: WidgetRenderProps<GhostModeToggleProps>) {
  const authenticated = useSession((s) => s.authenticated);
  if (!authenticated) return null;
  return (
    <Suspense fallback={null}>
      <GhostModeView {...props} />
    </Suspense>
  );
}
