// The transactions as a real table (caption, column headers, the date as each row's header), so a
// screen reader can move by row and column. Below the md breakpoint the same table is laid out as one
// card per row (type and amount, then date and status, then the payment method), so a 375px phone reads
// it without scrolling sideways; the column headers stay for assistive technology, visually hidden.
import { Badge, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { WalletTransaction } from '../../generated/types';
import { useText } from '../../renderer/text';
import { useSession } from '../../platform/session';
import { statusLabelKey, statusTone, type StatusTone } from '../../cashier/statuses';
import { formatSignedAmount, paymentMethodName, typeLabelKey } from '../../cashier/transactions';

/** A badge colour per tone (ours: the spec names no colours). */
const TONE_PALETTE: Record<StatusTone, string> = { done: 'green', inProgress: 'orange', stopped: 'red' };

// The phone layout (below md). Explicit table roles keep the semantics that some browsers drop once a
// table's parts are no longer display: table-*.
const SR_ONLY = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' } as const;
const PHONE = {
  root: { mdDown: { display: 'block' } },
  body: { mdDown: { display: 'block' } },
  row: {
    mdDown: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateAreas: '"type amount" "date status" "method method"',
      columnGap: '3',
      rowGap: '1',
      borderWidth: '1px',
      borderRadius: 'l2',
      padding: '3',
      marginBottom: '2',
    },
  },
  cell: (area: string, end = false) => ({
    mdDown: {
      display: 'block', gridArea: area, padding: '0', borderBottomWidth: '0', minWidth: '0', overflowWrap: 'anywhere',
      ...(end ? { justifySelf: 'end', textAlign: 'end' } : {}),
    },
  }),
} as const;

function useDateFormat() {
  const { i18n } = useTranslation();
  const locale = i18n?.language || 'en';
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  } catch {
    format = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
  }
  return { locale, date: (iso: string) => (Number.isNaN(Date.parse(iso)) ? '' : format.format(new Date(iso))) };
}

export function TransactionTable({ rows, busy }: { rows: WalletTransaction[]; busy: boolean }) {
  const t = useText();
  const { locale, date } = useDateFormat();
  const user = useSession((s) => s.user);
  const wallet = {
    currencyCode: user?.currencyCode as string | null | undefined,
    currencySymbol: user?.currencySymbol as string | null | undefined,
    isCrypto: user?.isCrypto === true,
  };
  const column = (key: string, end = false) => (
    <Table.ColumnHeader scope="col" textAlign={end ? 'end' : undefined}>{t(`text.cashier.transactions.columns.${key}`)}</Table.ColumnHeader>
  );

  return (
    <Table.Root
      role="table" size="sm" variant="line" css={PHONE.root} data-testid="transactions-table"
      aria-busy={busy || undefined} opacity={busy ? 0.6 : undefined} transition="opacity 0.2s"
    >
      <Table.Caption srOnly>{t('text.cashier.transactions.caption')}</Table.Caption>
      <Table.Header role="rowgroup" css={{ mdDown: SR_ONLY }}>
        <Table.Row role="row">
          {column('date')}{column('type')}{column('method')}{column('amount', true)}{column('status', true)}
        </Table.Row>
      </Table.Header>
      <Table.Body role="rowgroup" css={PHONE.body}>
        {rows.map((row) => {
          const tone = statusTone(row.status);
          return (
            <Table.Row key={String(row.id)} role="row" css={PHONE.row} data-testid="transaction-row" data-type={row.type} data-status={row.status}>
              <Table.Cell as="th" scope="row" role="rowheader" fontWeight="normal" whiteSpace={{ md: 'nowrap' }} color="fg.muted" css={PHONE.cell('date')}>
                <time dateTime={row.createdAt}>{date(row.createdAt)}</time>
              </Table.Cell>
              <Table.Cell role="cell" fontWeight="medium" css={PHONE.cell('type')} data-testid="transaction-type">{t(typeLabelKey(row.type))}</Table.Cell>
              <Table.Cell role="cell" css={{ ...PHONE.cell('method'), mdDown: { ...PHONE.cell('method').mdDown, color: 'fg.muted', '&:empty': { display: 'none' } } }} data-testid="transaction-method">
                {paymentMethodName(row.paymentMethod)}
              </Table.Cell>
              <Table.Cell role="cell" textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums" css={PHONE.cell('amount', true)} data-testid="transaction-amount" data-value={row.amount}>
                {formatSignedAmount(row.amount, row.currencyCode, { locale, wallet })}
              </Table.Cell>
              <Table.Cell role="cell" textAlign="end" css={PHONE.cell('status', true)}>
                <Badge colorPalette={TONE_PALETTE[tone]} variant="subtle" data-testid="transaction-status" data-tone={tone}>
                  {t(statusLabelKey('transaction', row.status))}
                </Badge>
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}
