// Text in documents is a CMS key (text.*); its wording comes from the fetched CMS texts or the brand's
// defaults. Widgets call useText() and never hold wording of their own.
import { useCallback } from 'react';
import { useTranslation } from '../platform/i18nContext';

export type Translate = (key: string | undefined, values?: Record<string, unknown>) => string;

export function useText(): Translate {
  const { t } = useTranslation();
  return useCallback<Translate>((key, values) => (key ? String(t(key, { defaultValue: key, ...values })) : ''), [t]);
}
