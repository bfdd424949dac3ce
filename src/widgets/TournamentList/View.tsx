// The races (spec 1) as cards with their state and a countdown (spec 3 Tournament states). One shared clock
// ticks every card; the countdowns are silent and a single polite region announces a race that starts or
// ends. When a race changes state the list is fetched again, so it follows the server.
import { Card, Heading, Image, Link, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../platform/i18nContext';
import type { TournamentListProps } from '../../generated/types';
import { useEndpoint } from '../../platform/api/useEndpoint';
import { useText } from '../../renderer/text';
import { useServices } from '../../renderer/services';
import { useNow } from '../../tournaments/clock';
import { Countdown } from '../../tournaments/Countdown';
import { formatMoney } from '../../tournaments/format';
import { LoadError } from '../../tournaments/LoadError';
import { CardSkeletons } from '../../tournaments/Skeletons';
import { useStateAnnouncement } from '../../tournaments/useStateAnnouncement';
import { raceList } from '../../tournaments/view';

export default function TournamentListView(props: TournamentListProps) {
  const t = useText();
  const { i18n } = useTranslation();
  const { resolve } = useServices().links;
  const now = useNow();
  const { data, error, isLoading, mutate } = useEndpoint('getTournaments', {});
  const races = raceList(data?.data?.tournaments ?? [], now);
  const announcement = useStateAnnouncement(
    races.map((r) => ({ id: r.tournament.id, name: r.tournament.name, state: r.clock.state })),
    () => void mutate(),
  );
  const level = props.headingLevel;

  let body;
  if (isLoading && !data) body = <CardSkeletons />;
  else if (error && !data) body = <LoadError text="text.tournaments.error" onRetry={() => void mutate()} />;
  else if (races.length === 0) body = <Text color="fg.muted">{t(props.emptyText)}</Text>;
  else {
    body = (
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="4" aria-label={t('text.tournaments.listLabel')}>
        {races.map(({ tournament, clock }) => {
          const href = resolve({ page: 'tournaments', query: { tournament: tournament.slug ?? String(tournament.id) } }).href;
          return (
            <Card.Root as="li" key={tournament.id} variant="outline" bg="bg.panel" overflow="hidden" data-testid="tournament-card" data-state={clock.state}>
              {tournament.image && <Image src={tournament.image} alt="" aspectRatio={2} objectFit="cover" loading="lazy" />}
              <Card.Body gap="2" p="4">
                <Heading as={`h${level}`} size="md">
                  <Link asChild variant="plain">
                    <RouterLink to={href}>{tournament.name}</RouterLink>
                  </Link>
                </Heading>
                <Stack gap="0">
                  <Text fontSize="sm" color="fg.muted">{t('text.tournaments.prizePool')}</Text>
                  <Text fontWeight="semibold" data-testid="tournament-prize-pool">{formatMoney(tournament.prizePool, tournament.currencyCode, i18n?.language)}</Text>
                </Stack>
                <Countdown clock={clock} />
              </Card.Body>
            </Card.Root>
          );
        })}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="4" data-testid="tournament-list">
      {body}
      <VisuallyHidden role="status" aria-live="polite">{announcement}</VisuallyHidden>
    </Stack>
  );
}
