// One declared value shown in its format (a Table's cell, a Details entry): label and badge through a
// labels map (never a raw code), money as the wallet shows it, a date in a time element, a code as words,
// a number in its plural text.
import type { ReactNode } from 'react';
import { Badge } from '@chakra-ui/react';
import type { Column, Tone } from '../../generated/types/widgets/Table';
import { evaluate } from '../../renderer/expressions';
import type { Scope } from '../../renderer/scope';
import type { Translate } from '../../renderer/text';
import { asText, asWords, formatAmount, formatDate, labelKey, toneOf, type Wallet } from './cells';

const PALETTE: Record<Tone, string> = { neutral: 'gray', success: 'green', warning: 'orange', danger: 'red', info: 'blue' };

/** What a value needs to be shown: a Table column's value settings. */
export type CellSpec = Pick<Column, 'value' | 'format' | 'labels' | 'otherLabel' | 'tones' | 'otherTone' | 'currency' | 'signed' | 'blank' | 'countText'>;

export interface CellContext { t: Translate; locale: string; wallet: Wallet }

export function cellContent(column: CellSpec, scope: Scope, { t, locale, wallet }: CellContext): { content: ReactNode; value: unknown } {
  const value = evaluate(column.value, scope);
  if (column.blank && (value === null || value === undefined || value === '')) return { value, content: t(column.blank) };
  switch (column.format ?? 'text') {
    case 'label': return { value, content: t(labelKey(column.labels, value, column.otherLabel)) };
    case 'badge': {
      const tone = toneOf(column.tones, value, column.otherTone);
      return { value, content: <Badge colorPalette={PALETTE[tone]} variant="subtle" data-tone={tone}>{t(labelKey(column.labels, value, column.otherLabel))}</Badge> };
    }
    case 'amount': {
      const currency = column.currency === undefined ? undefined : evaluate(column.currency, scope);
      return { value, content: formatAmount(value, currency, { signed: column.signed, locale, wallet }) };
    }
    case 'date': {
      const shown = formatDate(value, locale);
      return { value, content: shown ? <time dateTime={String(value)}>{shown}</time> : '' };
    }
    case 'words': return { value, content: asWords(value) };
    case 'count': {
      // A number in its plural text (issue 25): "1 spin", "12 spins"; anything else as it is.
      const count = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      return { value, content: column.countText && typeof count === 'number' && Number.isFinite(count) ? t(column.countText, { count }) : asText(value) };
    }
    default: return { value, content: asText(value) };
  }
}
