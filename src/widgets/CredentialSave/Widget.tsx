// Shown once per 1-click registration, so its code loads with the modal, not with every page.
import { lazy, Suspense } from 'react';
import type { WidgetRenderProps } from '../types';
import type { CredentialSaveProps } from '../../generated/types';

const CredentialSaveView = lazy(() => import('./View'));

export default function CredentialSave({ props }: WidgetRenderProps<CredentialSaveProps>) {
  return (
    <Suspense fallback={null}>
      <CredentialSaveView props={props} />
    </Suspense>
  );
}
