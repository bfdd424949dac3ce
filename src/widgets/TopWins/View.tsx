// Top wins (spec 2.5) in accessible tabs (Chakra Tabs: arrow keys, Home/End; only the open tab is mounted,
// so only its feed is fetched). Guests on 'my wins' see a login prompt (?modal=login) and no call is made.
import { useId, useState } from 'react';
import { Button, Heading, Link, Stack, Table, Tabs, Text } from '@chakra-ui/react';
// This view's Chakra recipes, passed as the recipe prop: they load with it, not with the first paint (issue 25).
import { tableSlotRecipe, tabsSlotRecipe } from '@chakra-ui/react/theme';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../platform/i18nContext';
import type { TopWinsProps } from '../../generated/types';
import { callEndpoint } from '../../platform/api/endpoints';
import { callKey } from '../../platform/api/callCache';
import { useCall, useViewer } from '../../platform/api/useEndpoint';
import { useServices } from '../../renderer/services';
import { useSession } from '../../platform/session';
import { useText } from '../../renderer/text';
import { formatMoney } from '../../tournaments/format';
import { LoadError } from '../../tournaments/LoadError';
import { RowSkeletons } from '../../tournaments/Skeletons';
import { TAB_TEXT, shownPlayer, tabsOf, type TopWinRow, type TopWinTab } from '../../topWins/tabs';
import { dateTimeFormat, numberFormat } from '../../platform/intlFormats';

function WinsTable({ tab, limit }: { tab: TopWinTab; limit: number }) {
  const t = useText();
  const { i18n } = useTranslation();
  const { resolve, navigate } = useServices().links;
  const authenticated = useSession((s) => s.authenticated);
  const guestOnMine = tab === 'my' && !authenticated;
  // Cached per player (the key's viewer): after a sign-out and another player's sign-in on the same page, the
  // previous player's wins never show, not even until the new answer arrives (no previous data kept). Not
  // preloaded by the server: the feed changes by the second, so it is the browser's to ask for.
  const { api } = useServices();
  const viewer = useViewer();
  const { data, error, isLoading, mutate } = useCall(
    guestOnMine ? null : callKey('getTopWins', { tab, limit }, viewer),
    () => callEndpoint(api, 'getTopWins', { tab, limit }),
  );

  if (guestOnMine) {
    return (
      <Stack gap="3" align="flex-start" data-testid="top-wins-login">
        <Text>{t('text.topWins.loginPrompt')}</Text>
        <Button type="button" colorPalette="accent" onClick={() => navigate('?modal=login')}>{t('text.topWins.login')}</Button>
      </Stack>
    );
  }
  if (isLoading && !data) return <RowSkeletons />;
  if (error && !data) return <LoadError text="text.topWins.error" onRetry={() => void mutate()} />;
  const rows: TopWinRow[] = data?.data?.wins?.rows ?? [];
  if (rows.length === 0) return <Text color="fg.muted" data-testid="top-wins-empty">{t(tab === 'my' ? 'text.topWins.emptyMy' : 'text.topWins.empty')}</Text>;

  const locale = i18n?.language || 'en';
  const time = dateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
  const number = numberFormat(locale, { maximumFractionDigits: 2 });
  return (
    <Table.ScrollArea>
      <Table.Root recipe={tableSlotRecipe} size="sm" data-testid="top-wins-table" data-tab={tab}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{t('text.topWins.columns.player')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{t('text.topWins.columns.game')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">{t('text.topWins.columns.stake')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">{t('text.topWins.columns.win')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">{t('text.topWins.columns.multiplier')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{t('text.topWins.columns.time')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => {
            const player = shownPlayer(row);
            return (
              <Table.Row key={row.id} data-testid="top-win-row">
                <Table.Cell data-testid="top-win-player" color={player ? undefined : 'fg.muted'} fontStyle={player ? undefined : 'italic'}>
                  {player ?? t('text.topWins.hiddenPlayer')}
                </Table.Cell>
                <Table.Cell>
                  <Link asChild variant="underline">
                    <RouterLink to={resolve({ path: `/casino/games/${encodeURIComponent(row.game.slug)}` }).href}>{row.game.name}</RouterLink>
                  </Link>
                </Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" data-testid="top-win-stake" data-value={row.stake}>{formatMoney(row.stake, row.currencyCode, locale)}</Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" data-testid="top-win-win" data-value={row.win}>{formatMoney(row.win, row.currencyCode, locale)}</Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" data-testid="top-win-multiplier" data-value={row.multiplier}>{`${number.format(row.multiplier)}×`}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  <time dateTime={row.createdAt} data-testid="top-win-time">{Number.isNaN(Date.parse(row.createdAt)) ? '' : time.format(new Date(row.createdAt))}</time>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

export default function TopWinsView(props: TopWinsProps) {
  const t = useText();
  const tabs = tabsOf(props.tabs);
  const [tab, setTab] = useState<TopWinTab>(props.defaultTab && tabs.includes(props.defaultTab) ? props.defaultTab : tabs[0]);
  const limit = props.limit;
  const table = <WinsTable tab={tab} limit={limit} />;
  const titleId = useId();
  return (
    <Stack gap="3" as="section" aria-labelledby={props.title ? titleId : undefined} aria-label={props.title ? undefined : t('text.topWins.title')} data-testid="top-wins">
      {props.title && <Heading as="h2" size="lg" id={titleId}>{t(props.title)}</Heading>}
      {tabs.length === 1 ? table : (
        <Tabs.Root recipe={tabsSlotRecipe} value={tab} onValueChange={(e) => setTab(e.value as TopWinTab)} lazyMount unmountOnExit variant="line">
          <Tabs.List aria-label={t('text.topWins.tabsLabel')}>
            {tabs.map((name) => <Tabs.Trigger key={name} value={name}>{t(TAB_TEXT[name])}</Tabs.Trigger>)}
          </Tabs.List>
          {tabs.map((name) => <Tabs.Content key={name} value={name}>{name === tab ? table : null}</Tabs.Content>)}
        </Tabs.Root>
      )}
    </Stack>
  );
}
