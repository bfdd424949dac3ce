// One race (spec 2.5 Tournament leaderboard and stats): stats, leaderboard and rules. The time left ticks
// with the shared clock; when the race starts or ends it is fetched again (the leaderboard opens at the
// start). An unknown slug is a not-found message, never a crash.
import { Box, Heading, HStack, Image, Link, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
// The table's Chakra recipe, passed as the recipe prop: it loads with this view, not with the first paint (issue 25).
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../platform/i18nContext';
import { useEndpoint } from '../../platform/api/useEndpoint';
import { ApiError } from '../../platform/api/client';
import { useSession } from '../../platform/session';
import { useText } from '../../renderer/text';
import { useServices } from '../../renderer/services';
import { useNow } from '../../tournaments/clock';
import { Countdown, useCountdownText } from '../../tournaments/Countdown';
import { formatMoney } from '../../tournaments/format';
import { ownRow } from '../../tournaments/leaderboard';
import { LoadError } from '../../tournaments/LoadError';
import { RowSkeletons } from '../../tournaments/Skeletons';
import { useStateAnnouncement } from '../../tournaments/useStateAnnouncement';
import { clockOf } from '../../tournaments/view';
import { numberFormat } from '../../platform/intlFormats';

function Stat({ label, children, testId }: { label: string; children: React.ReactNode; testId: string }) {
  return (
    <Stack gap="0" data-testid={testId}>
      <Box as="dt" fontSize="sm" color="fg.muted">{label}</Box>
      <Box as="dd" fontWeight="semibold">{children}</Box>
    </Stack>
  );
}

export default function TournamentDetailsView({ slug, backText }: { slug: string; backText: string }) {
  const t = useText();
  const { i18n } = useTranslation();
  const { resolve } = useServices().links;
  const now = useNow();
  const countdown = useCountdownText();
  const user = useSession((s) => (s.authenticated ? s.user : null));
  const { data, error, isLoading, mutate } = useEndpoint('getTournament', { id: slug });
  const tournament = data?.data?.tournament;
  const clock = tournament ? clockOf(tournament, now) : null;
  const announcement = useStateAnnouncement(tournament && clock ? [{ id: tournament.id, name: tournament.name, state: clock.state }] : [], () => void mutate());
  const back = (
    <Link asChild variant="underline" alignSelf="flex-start">
      <RouterLink to={resolve({ page: 'tournaments' }).href}>{t(backText)}</RouterLink>
    </Link>
  );

  // keepPreviousData: while another race loads, the previous one must not show under the new slug.
  const current = tournament && (tournament.slug === slug || String(tournament.id) === slug);
  if (error && error instanceof ApiError && error.status === 404) {
    return <Stack gap="3" data-testid="tournament-details">{back}<Text role="alert" data-testid="tournament-not-found">{t('text.tournaments.details.notFound')}</Text></Stack>;
  }
  if (error && !current) return <Stack gap="3" data-testid="tournament-details">{back}<LoadError text="text.tournaments.details.error" onRetry={() => void mutate()} /></Stack>;
  if ((isLoading && !current) || !tournament || !clock || !current) return <Stack gap="3">{back}<RowSkeletons /></Stack>;

  const rows = tournament.leaderboard ?? [];
  const mine = ownRow(rows, user);
  const money = (amount: number | null | undefined) => formatMoney(amount, tournament.currencyCode, i18n?.language);
  const participants = typeof tournament.participants === 'number' ? tournament.participants : rows.length;

  return (
    <Stack gap="5" as="section" aria-labelledby="tournament-details-title" data-testid="tournament-details">
      {back}
      <HStack gap="4" align="flex-start" wrap="wrap">
        {tournament.image && <Image src={tournament.image} alt="" width="48" aspectRatio={2} objectFit="cover" borderRadius="l2" />}
        <Stack gap="2">
          <Heading as="h2" size="xl" id="tournament-details-title">{tournament.name}</Heading>
          <Countdown clock={clock} labelOnly />
        </Stack>
      </HStack>

      <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="4" aria-label={t('text.tournaments.details.stats')}>
        <Stat label={t('text.tournaments.details.participants')} testId="stat-participants">{participants}</Stat>
        <Stat label={t('text.tournaments.prizePool')} testId="stat-prize-pool">{money(tournament.prizePool)}</Stat>
        {user && (
          <Stat label={t('text.tournaments.details.yourPosition')} testId="stat-position">
            {mine ? `#${mine.rank}` : t('text.tournaments.details.notRanked')}
          </Stat>
        )}
        <Stat label={t(clock.state === 'starts in' ? 'text.tournaments.state.startsIn' : 'text.tournaments.details.timeLeft')} testId="stat-time-left">
          {clock.state === 'ended' ? t('text.tournaments.state.ended') : countdown(clock)}
        </Stat>
      </SimpleGrid>

      <Stack gap="2">
        <Heading as="h3" size="md">{t('text.tournaments.details.leaderboard')}</Heading>
        {rows.length === 0 ? (
          <Text color="fg.muted" data-testid="leaderboard-empty">{t(clock.state === 'starts in' ? 'text.tournaments.details.noLeaderboard' : 'text.tournaments.details.leaderboardEmpty')}</Text>
        ) : (
          <Table.ScrollArea>
            <Table.Root recipe={tableSlotRecipe} size="sm" data-testid="leaderboard">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader scope="col">{t('text.tournaments.details.rank')}</Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">{t('text.tournaments.details.player')}</Table.ColumnHeader>
                  <Table.ColumnHeader scope="col" textAlign="end">{t('text.tournaments.details.points')}</Table.ColumnHeader>
                  <Table.ColumnHeader scope="col" textAlign="end">{t('text.tournaments.details.prize')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((row) => {
                  const own = row === mine;
                  return (
                    <Table.Row key={row.rank} bg={own ? 'accent.subtle' : undefined} fontWeight={own ? 'bold' : undefined} aria-current={own ? 'true' : undefined} data-own={own ? 'true' : undefined}>
                      <Table.Cell>{row.rank}</Table.Cell>
                      <Table.Cell>
                        {row.nickname}
                        {own && <> ({t('text.tournaments.details.you')})</>}
                      </Table.Cell>
                      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">{numberFormat(i18n?.language || 'en').format(row.points)}</Table.Cell>
                      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">{row.prize ? money(row.prize) : ''}</Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Stack>

      <Stack gap="2" data-testid="tournament-rules">
        <Heading as="h3" size="md">{t('text.tournaments.details.rules')}</Heading>
        {tournament.description && <Text>{tournament.description}</Text>}
        {typeof tournament.minBet === 'number' && <Text>{t('text.tournaments.details.minBet', { amount: money(tournament.minBet) })}</Text>}
        {tournament.games?.length ? (
          <Text>
            {t('text.tournaments.details.games')}{' '}
            {tournament.games.map((game, i) => (
              <span key={game}>
                {i > 0 && ', '}
                <Link asChild variant="underline"><RouterLink to={resolve({ path: `/casino/games/${encodeURIComponent(game)}` }).href}>{game}</RouterLink></Link>
              </span>
            ))}
          </Text>
        ) : null}
      </Stack>
      <VisuallyHidden role="status" aria-live="polite">{announcement}</VisuallyHidden>
    </Stack>
  );
}
