// /profile/favorites (spec 2.1; spec 6: favourites are for authenticated players). The page document says
// access "user", so PageView shows guests the sign-in prompt; the widget also waits for a token itself,
// so it never asks for a player's list without one.
import { Button, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { WidgetRenderProps } from '../types';
import type { FavoriteGamesProps } from '../../generated/types';
import { GameCard, GameCardSkeleton } from '../../lobby/GameCard';
import { useEndpoint } from '../../platform/api/useEndpoint';
import { useSession } from '../../platform/session';
import { useText } from '../../renderer/text';
import { useServices } from '../../renderer/services';
import { LoginPrompt } from '../../play/LoginPrompt';

const COLUMNS = { base: 2, sm: 3, md: 4, lg: 6 };

export default function FavoriteGames({ props }: WidgetRenderProps<FavoriteGamesProps>) {
  const t = useText();
  const { resolve } = useServices().links;
  const authenticated = useSession((s) => s.authenticated);
  const { data, error, isLoading, mutate } = useEndpoint('getFavorites', authenticated ? {} : null);
  const rows = data?.data?.favorites?.rows ?? [];

  if (!authenticated) return <LoginPrompt text="text.auth.loginRequired" button="text.auth.login" />;
  if (error && !data) {
    return (
      <Stack gap="3" align="start">
        <Text role="alert">{t('text.game.favorites.loadFailed')}</Text>
        <Button size="sm" variant="outline" onClick={() => void mutate()}>{t('text.common.retry')}</Button>
      </Stack>
    );
  }
  if (isLoading && !data) {
    return <SimpleGrid columns={COLUMNS} gap="4" aria-busy="true">{Array.from({ length: 6 }, (_, i) => <GameCardSkeleton key={i} />)}</SimpleGrid>;
  }
  if (rows.length === 0) {
    return (
      <Stack gap="3" align="start" data-testid="favorites-empty">
        <Text>{t(props.emptyText)}</Text>
        <Link asChild variant="underline">
          <RouterLink to={resolve({ page: 'casino' }).href}>{t(props.browseText)}</RouterLink>
        </Link>
      </Stack>
    );
  }
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={COLUMNS} gap="4" aria-label={t('text.game.favorites.label')} data-testid="favorite-games">
      {rows.map((game) => <li key={game.slug ?? String(game.id)}><GameCard game={game} /></li>)}
    </SimpleGrid>
  );
}
