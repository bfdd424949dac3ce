// A read-only table declared as data (DESIGN: generic widgets): rows from an expression, each column a
// header, a value expression over item and a format (cells.ts). A real table for screen readers (caption,
// column headers, an optional row header). Below md either one card per row, laid out by each column's
// phone settings (the headers stay for assistive technology, visually hidden; explicit table roles keep
// the semantics some browsers drop once the parts are no longer display: table-*), or the table scrolls
// sideways inside its own labelled, focusable region; the page never scrolls sideways.
import { useMemo } from 'react';
import { Box, Table as ChakraTable, Text } from '@chakra-ui/react';
// The table's Chakra recipe, passed as the recipe prop: it loads with this widget's chunk, not with the first paint (issue 25).
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from '../../platform/i18nContext';
import type { WidgetRenderProps } from '../types';
import type { TableProps } from '../../generated/types';
import type { Column } from '../../generated/types/widgets/Table';
import { evaluate, truthy } from '../../renderer/expressions';
import { freezeDeep, useScope } from '../../renderer/scope';
import { useText } from '../../renderer/text';
import { asText, type Wallet } from './cells';
import { cellContent } from './cellContent';

const SR_ONLY = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' } as const;
const CARD_ROW = {
  mdDown: {
    display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: '3', rowGap: '1',
    borderWidth: '1px', borderRadius: 'l2', padding: '3', marginBottom: '2',
  },
} as const;

function cardCell(column: Column, index: number) {
  const end = column.align === 'end';
  const phone = column.phone ?? {};
  if (phone.hide) return { mdDown: SR_ONLY };
  return {
    mdDown: {
      display: 'block', order: phone.order ?? index, gridColumn: phone.wide ? '1 / -1' : undefined,
      padding: '0', borderBottomWidth: '0', minWidth: '0', overflowWrap: 'anywhere',
      ...(end ? { justifySelf: 'end', textAlign: 'end' } : {}),
      '&:empty': { display: 'none' },
    },
  };
}

export default function Table({ props }: WidgetRenderProps<TableProps>) {
  const t = useText();
  const scope = useScope();
  const { i18n } = useTranslation();
  const locale = i18n?.language || 'en';
  const list = evaluate(props.rows, scope);
  const busy = props.busy === undefined ? false : truthy(evaluate(props.busy, scope));
  const cards = props.phoneLayout === 'cards';
  const user = scope.user ?? {};
  const wallet: Wallet = {
    currencyCode: user.currencyCode as string | null | undefined,
    currencySymbol: user.currencySymbol as string | null | undefined,
    isCrypto: user.isCrypto === true,
  };
  const rows = useMemo(() => (Array.isArray(list) ? list : []).map((item, index) => freezeDeep({ ...scope, item, index })), [scope, list]);

  if (rows.length === 0) return props.empty ? <Text>{t(props.empty)}</Text> : null;

  const context = { t, locale, wallet };
  const table = (
    <ChakraTable.Root
      recipe={tableSlotRecipe} role="table" size="sm" variant="line" css={cards ? { mdDown: { display: 'block' } } : undefined} data-testid={props.testId}
      aria-busy={busy || undefined} opacity={busy ? 0.6 : undefined} transition="opacity 0.2s"
    >
      <ChakraTable.Caption srOnly={!props.captionVisible}>{t(props.caption)}</ChakraTable.Caption>
      <ChakraTable.Header role="rowgroup" css={cards ? { mdDown: SR_ONLY } : undefined}>
        <ChakraTable.Row role="row">
          {props.columns.map((column, i) => (
            <ChakraTable.ColumnHeader key={i} role="columnheader" scope="col" textAlign={column.align === 'end' ? 'end' : undefined}>{t(column.header)}</ChakraTable.ColumnHeader>
          ))}
        </ChakraTable.Row>
      </ChakraTable.Header>
      <ChakraTable.Body role="rowgroup" css={cards ? { mdDown: { display: 'block' } } : undefined}>
        {rows.map((rowScope, index) => (
          <ChakraTable.Row
            key={props.keyBy === undefined ? index : String(evaluate(props.keyBy, rowScope))}
            role="row" css={cards ? CARD_ROW : undefined} data-testid={props.rowTestId}
          >
            {props.columns.map((column, i) => {
              const { content, value } = cellContent(column, rowScope, context);
              const header = column.rowHeader ? { as: 'th' as const, scope: 'row', role: 'rowheader', fontWeight: 'normal' } : { role: 'cell' };
              return (
                <ChakraTable.Cell
                  key={i} {...header} css={cards ? cardCell(column, i) : undefined} data-testid={column.testId}
                  data-value={column.format === 'amount' || column.format === 'badge' ? asText(value) : undefined}
                  textAlign={column.align === 'end' ? 'end' : undefined}
                  whiteSpace={column.format === 'amount' || column.format === 'date' ? { md: 'nowrap' } : undefined}
                  fontVariantNumeric={column.format === 'amount' ? 'tabular-nums' : undefined}
                  color={column.muted ? 'fg.muted' : undefined} fontWeight={column.strong ? 'medium' : undefined}
                >
                  {content}
                </ChakraTable.Cell>
              );
            })}
          </ChakraTable.Row>
        ))}
      </ChakraTable.Body>
    </ChakraTable.Root>
  );
  if (cards) return table;
  return (
    <Box overflowX="auto" maxW="full" role="region" aria-label={t(props.caption)} tabIndex={0}>{table}</Box>
  );
}
