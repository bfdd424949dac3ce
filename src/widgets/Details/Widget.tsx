// Named values of one record as a description list (DESIGN: generic widgets): each entry a label, a value
// expression and a format (the Table's cell formats, cellContent.tsx), shown when its `when` holds. The
// entries wrap in columns, one under the other on a phone.
import { Box } from '@chakra-ui/react';
import { useTranslation } from '../../platform/i18nContext';
import type { WidgetRenderProps } from '../types';
import type { DetailsProps } from '../../generated/types';
import { isVisible } from '../../renderer/expressions';
import { useScope } from '../../renderer/scope';
import { useText } from '../../renderer/text';
import type { Wallet } from '../Table/cells';
import { cellContent, type CellSpec } from '../Table/cellContent';

export default function Details({ props }: WidgetRenderProps<DetailsProps>) {
  const t = useText();
  const scope = useScope();
  const { i18n } = useTranslation();
  const user = scope.user ?? {};
  const wallet: Wallet = {
    currencyCode: user.currencyCode as string | null | undefined,
    currencySymbol: user.currencySymbol as string | null | undefined,
    isCrypto: user.isCrypto === true,
  };
  const context = { t, locale: i18n?.language || 'en', wallet };
  const entries = props.items.filter((item) => isVisible(item.when, scope));
  if (entries.length === 0) return null;
  return (
    <Box
      as="dl" aria-label={props.label ? t(props.label) : undefined} data-testid={props.testId}
      display="grid" gridTemplateColumns={{ base: '1fr', sm: 'repeat(auto-fill, minmax(11rem, 1fr))' }} gap="3" margin="0"
    >
      {entries.map((item, i) => (
        <Box key={i} minWidth="0">
          <Box as="dt" fontSize="sm" color="fg.muted">{t(item.label)}</Box>
          <Box as="dd" margin="0" fontWeight="medium" overflowWrap="anywhere" data-testid={item.testId}>
            {cellContent(item as CellSpec, scope, context).content}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
