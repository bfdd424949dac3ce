// spec 3 Game details with the buttons the access rules allow. The order of the states: a guest who may not
// view games sees only the login prompt (spec 6); an unknown slug is a not-found message with a way back
// to the lobby, never a crash; then the details.
import type { ReactNode } from 'react';
import { Box, Button, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { GameDetails } from '../../generated/types';
import { ApiError } from '../../platform/api/client';
import { useEndpoint } from '../../platform/api/useEndpoint';
import { useSession } from '../../platform/session';
import { useText } from '../../renderer/text';
import { useServices } from '../../renderer/services';
import { providerName } from '../../lobby/GameCard';
import { mayViewGames, type ModeOffer } from '../../play/access';
import { AccessMessage } from '../../play/AccessMessage';
import { formatAmount, usePlayerAmountFormat } from '../../play/format';
import { GameDetailsSkeleton } from '../../play/GameDetailsSkeleton';
import { LoginPrompt } from '../../play/LoginPrompt';
import { playPath } from '../../play/paths';
import { useGameAccess } from '../../play/useGameAccess';

interface Props { slug: string; showActions: boolean; headingLevel: 2 | 3 }

export function GameNotFound() {
  const t = useText();
  const { resolve } = useServices().links;
  return (
    <Stack gap="3" align="start" data-testid="game-not-found">
      <Text role="alert">{t('text.game.notFound')}</Text>
      <Link asChild variant="underline">
        <RouterLink to={resolve({ page: 'casino' }).href}>{t('text.game.backToLobby')}</RouterLink>
      </Link>
    </Stack>
  );
}

function Fact({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <Box data-testid={testId}>
      <Text as="dt" fontSize="sm" color="fg.muted">{label}</Text>
      <Text as="dd" fontWeight="semibold">{value}</Text>
    </Box>
  );
}

export default function GameDetailsView({ slug, showActions, headingLevel }: Props) {
  const t = useText();
  const { settings } = useServices();
  const authenticated = useSession((s) => s.authenticated);
  const viewable = mayViewGames(authenticated, settings);
  const { data, error, isLoading, mutate } = useEndpoint('getGame', viewable && slug ? { slug } : null);
  const game = data?.data?.game as GameDetails | undefined;
  const current = game && game.slug === slug ? game : undefined; // keepPreviousData: never another game's details
  const { offer, reverify } = useGameAccess(current);
  const money = usePlayerAmountFormat();

  if (!viewable) return <LoginPrompt text="text.game.viewLoginRequired" />;
  if (!slug || (error instanceof ApiError && error.status === 404)) return <GameNotFound />;
  if (error && !current) {
    return (
      <Stack gap="3" align="start">
        <Text role="alert">{t('text.game.loadFailed')}</Text>
        <Button size="sm" variant="outline" onClick={() => void mutate()}>{t('text.common.retry')}</Button>
      </Stack>
    );
  }
  if (isLoading || !current || !offer) return <GameDetailsSkeleton />;

  const yesNo = (value: unknown) => t(value === true ? 'text.game.details.yes' : 'text.game.details.no');
  const number = (value: unknown, key: string) => (typeof value === 'number' ? t(key, { value }) : '');
  const blocked = [offer.real, offer.demo].flatMap((o: ModeOffer) => (o.kind === 'blocked' ? [o.code] : []));
  const needsLogin = offer.real.kind === 'login' || offer.demo.kind === 'login';

  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="6" align="start" data-testid="game-details" data-slug={current.slug}>
      {current.image && (
        <Box borderRadius="md" overflow="hidden" bg="bg.muted" width={{ base: 'full', md: '240px' }} flexShrink={0} style={{ aspectRatio: '3 / 4' }}>
          {/* The game page's largest paint: fetched first (issue 25, Lighthouse LCP). */}
          <img src={current.image} alt={current.name ?? ''} width={300} height={400} decoding="async" fetchPriority="high"
            style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
        </Box>
      )}
      <Stack gap="4" flex="1">
        <Heading as={headingLevel === 3 ? 'h3' : 'h2'} size="xl">{current.name}</Heading>
        <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="3" aria-label={t('text.game.details.label')}>
          <Fact testId="game-provider" label={t('text.game.details.provider')} value={providerName(current.provider)} />
          <Fact testId="game-rtp" label={t('text.game.details.rtp')} value={number(current.RTP, 'text.game.details.rtpValue')} />
          <Fact testId="game-min-bet" label={t('text.game.details.minBet')} value={formatAmount(current.minBet, money)} />
          <Fact testId="game-max-bet" label={t('text.game.details.maxBet')} value={formatAmount(current.maxBet, money)} />
          <Fact testId="game-max-multiplier" label={t('text.game.details.maxMultiplier')} value={number(current.maxMultiplier, 'text.game.details.multiplierValue')} />
          <Fact testId="game-bonus-buy" label={t('text.game.details.hasBonusBuy')} value={yesNo(current.hasBonusBuy)} />
          <Fact testId="game-is-bonus" label={t('text.game.details.isBonus')} value={yesNo(current.isBonus)} />
        </SimpleGrid>
        {showActions && (
          <Stack gap="3" align="start">
            <Stack direction="row" gap="3" wrap="wrap">
              {offer.real.kind === 'play' && (
                <Button asChild colorPalette="accent"><RouterLink to={playPath(current.slug ?? slug, 'real')}>{t('text.game.play')}</RouterLink></Button>
              )}
              {offer.demo.kind === 'play' && (
                <Button asChild variant="outline"><RouterLink to={playPath(current.slug ?? slug, 'demo')}>{t('text.game.playDemo')}</RouterLink></Button>
              )}
            </Stack>
            {needsLogin && <LoginPrompt />}
            {[...new Set(blocked)].map((code) => (
              <AccessMessage key={code} code={code} onReverify={async () => { await reverify(); }} />
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
