// A game's tile in the lobby, rails, favourites and search results: artwork, name and provider, one
// link to the game page (/casino/games/{slug}, spec 2.1). Presentational only: the caller fetches.
// The whole card is the link (one tab stop per game, a big touch target); its accessible name is the
// game's name alone (aria-labelledby) so a screen reader does not read the name twice (alt + text).
import { useId } from 'react';
import { Box, Skeleton, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { GameDetails } from '../generated/types';

export type GameCardSize = 'sm' | 'md' | 'lg';

export interface GameCardProps {
  game: GameDetails;
  /** sm for dense rails and side lists, md (default) for grids, lg for featured rows. */
  size?: GameCardSize;
}

/** Font sizes per card size; the width comes from the grid or rail cell the card sits in. */
const NAME_SIZE: Record<GameCardSize, string> = { sm: 'xs', md: 'sm', lg: 'md' };

/** The seed's artwork is 300 x 400: the box keeps that ratio so nothing moves when images arrive. */
export const GAME_ART_RATIO = '3 / 4';

/**
 * The game page of a game (spec 2.1 /casino/games/{game}). The page-key table (spec 2.2) has no key for
 * it and settings cannot move it, so the route table's path is used as is (useLinks().resolve of a
 * {path} target would return the same string).
 */
export const gamePath = (slug: string) => `/casino/games/${encodeURIComponent(slug)}`;

/** The provider's name: the catalogue sends a name, some platforms a provider record. */
export function providerName(provider: GameDetails['provider']): string {
  if (!provider) return '';
  if (typeof provider === 'string') return provider;
  const name = (provider as { name?: unknown }).name;
  return typeof name === 'string' ? name : '';
}

export function GameCard({ game, size = 'md' }: GameCardProps) {
  const nameId = useId();
  const providerId = useId();
  const name = game.name ?? game.slug ?? '';
  const provider = providerName(game.provider);
  const href = gamePath(game.slug ?? '');
  return (
    // Box asChild gives the router's <a> Chakra styles, including a visible keyboard focus ring.
    <Box
      asChild
      display="block"
      color="inherit"
      textDecoration="none"
      borderRadius="md"
      _focusVisible={{ outline: '2px solid', outlineColor: 'accent.focusRing', outlineOffset: '2px' }}
    >
    <RouterLink
      to={href}
      aria-labelledby={nameId}
      aria-describedby={provider ? providerId : undefined}
      data-testid="game-card"
      data-slug={game.slug}
    >
      <Box
        borderRadius="md"
        overflow="hidden"
        bg="bg.muted"
        style={{ aspectRatio: GAME_ART_RATIO }}
        transition="transform 0.15s"
        _hover={{ transform: 'translateY(-2px)' }}
      >
        {game.image && (
          <img
            src={game.image}
            alt={name}
            width={300}
            height={400}
            loading="lazy"
            decoding="async"
            style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        )}
      </Box>
      <Text id={nameId} mt="1" fontSize={NAME_SIZE[size]} fontWeight="semibold" lineClamp={1}>
        {name}
      </Text>
      {provider && (
        <Text id={providerId} fontSize="xs" color="fg.muted" lineClamp={1}>
          {provider}
        </Text>
      )}
    </RouterLink>
    </Box>
  );
}

/** The card's shape while the list loads, so the grid does not jump when the games arrive. */
export function GameCardSkeleton({ size = 'md' }: { size?: GameCardSize }) {
  return (
    <Box aria-hidden="true" data-testid="game-card-skeleton">
      <Skeleton borderRadius="md" style={{ aspectRatio: GAME_ART_RATIO }} />
      <Skeleton mt="1" height={size === 'lg' ? '5' : '4'} width="80%" />
      <Skeleton mt="1" height="3" width="50%" />
    </Box>
  );
}

export default GameCard;
