// Values for {{placeholders}} in a CMS text, each an expression evaluated against the scope, then shown by
// its format where the node names one (a date, an amount: valueFormats.ts). Shared by the widgets that
// show text with placeholders (Text, Heading).
import { useTranslation } from '../platform/i18nContext';
import { evaluateEach } from './expressions';
import { useScope } from './scope';
import { formatValues, type ValueFormat } from './valueFormats';

export function useTextValues(
  values: Record<string, unknown> | undefined, formats?: Record<string, ValueFormat>,
): Record<string, unknown> | undefined {
  const scope = useScope();
  const { i18n, t } = useTranslation();
  if (!values) return undefined;
  return formatValues(evaluateEach(values, scope), formats, {
    locale: i18n?.language || scope.brand.locale || 'en', user: scope.user, translate: (key) => String(t(key, { defaultValue: key })),
  });
}
