// A game's tile in the lobby, rails, favourites and search results: artwork, name and provider, one
// link to the game page (/casino/games/{slug}, spec 2.1). Presentational only: the caller fetches.
// The whole card is the link (one tab stop per game, a big touch target); its accessible name is the
// game's name alone (aria-labelledby) so a screen reader does not read the name twice (alt + text).
//
// Plain elements with class names, not Chakra style props: a Chakra element resolves its style props
// and serialises them with emotion on every render, and a windowed grid mounts a row of cards at every
// step of a scroll (bench:lobby, issue 4). The rules are written once per document (a <style> with href
// and precedence, which React 19 hoists to <head> and dedupes) with the theme's tokens as CSS variables.
import { useCallback, useId } from 'react';
import { Link as RouterLink } from 'react-router';
import type { GameDetails } from '../generated/types';
import { useArtQueue } from './artQueue';

export type GameCardSize = 'sm' | 'md' | 'lg';

export interface GameCardProps {
  game: GameDetails;
  /** sm for dense rails and side lists, md (default) for grids, lg for featured rows. */
  size?: GameCardSize;
  /**
   * The image waits for the card's turn in the art queue (src/lobby/artQueue.ts): a few images per
   * frame, none while a grid is flung past. The windowed grid's cards do; rails and lists load at once.
   */
  deferArt?: boolean;
  /** On the first screen: the art loads at once and before other images (the page's largest paint). */
  priority?: boolean;
}

/** The seed's artwork is 300 x 400: the box keeps that ratio so nothing moves when images arrive. */
export const GAME_ART_RATIO = '3 / 4';

/**
 * The card's rules, the same as the Chakra props they replace (tokens as Chakra's CSS variables, hover
 * and focus-visible as Chakra's conditions). Name font sizes per card size: xs, sm, md; the width comes
 * from the grid or rail cell the card sits in. One line each for name and provider, cut with an
 * ellipsis (the grid's row height, src/lobby/gridWindow.ts CARD_TEXT_REM, counts on it; nowrap lays out
 * cheaper than a one-line -webkit-line-clamp). The skeleton pulses as a whole: one animation, not three.
 */
const CARD_CSS = `
.game-card{display:block;color:inherit;text-decoration:none;border-radius:var(--chakra-radii-md)}
.game-card:is(:focus-visible,[data-focus-visible]){outline:2px solid var(--chakra-colors-accent-focus-ring);outline-offset:2px}
.game-card__art{aspect-ratio:${GAME_ART_RATIO};border-radius:var(--chakra-radii-md);overflow:hidden;background:var(--chakra-colors-bg-muted);transition:transform .15s}
@media (hover:hover){.game-card__art:hover{transform:translateY(-2px)}}
.game-card__art>img{width:100%;height:100%;object-fit:cover;display:block}
.game-card__art>img:not([src]){visibility:hidden}
.game-card__name,.game-card__provider{overflow:hidden;white-space:nowrap;text-overflow:ellipsis;line-height:1.5}
.game-card__name{margin-top:var(--chakra-spacing-1);font-size:var(--chakra-font-sizes-sm);font-weight:var(--chakra-font-weights-semibold)}
.game-card[data-size=sm] .game-card__name{font-size:var(--chakra-font-sizes-xs)}
.game-card[data-size=lg] .game-card__name{font-size:var(--chakra-font-sizes-md)}
.game-card__provider{font-size:var(--chakra-font-sizes-xs);color:var(--chakra-colors-fg-muted)}
.game-card-skeleton:not([data-still]){animation:var(--chakra-animations-pulse);animation-duration:1.2s}
.game-card-skeleton>div{background:var(--chakra-colors-bg-emphasized);border-radius:var(--chakra-radii-l2)}
.game-card-skeleton>.game-card__art{border-radius:var(--chakra-radii-md)}
.game-card-skeleton>div+div{margin-top:var(--chakra-spacing-1);height:var(--chakra-sizes-4);width:80%}
.game-card-skeleton[data-size=lg]>div:nth-child(2){height:var(--chakra-sizes-5)}
.game-card-skeleton>div+div+div{height:var(--chakra-sizes-3);width:50%}
`;

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

export function GameCard({ game, size = 'md', deferArt = false, priority = false }: GameCardProps) {
  const nameId = useId();
  const providerId = useId();
  // A deferred image is in the DOM from the start (its alt names the game; CSS hides it until it has a
  // src) and gets its src when its turn comes: no render per image. Unmounting leaves the queue. Both
  // kinds stay lazy (but the first screen's, `priority`): a short grid renders whole, and its cards far below
  // load when scrolled to.
  const image = game.image;
  const artQueue = useArtQueue();
  const deferredArt = useCallback((img: HTMLImageElement | null) => {
    if (img && image) return artQueue.request(() => { img.src = image; });
  }, [image, artQueue]);
  const name = game.name ?? game.slug ?? '';
  const provider = providerName(game.provider);
  const href = gamePath(game.slug ?? '');
  return (
    <RouterLink
      to={href}
      className="game-card"
      data-size={size}
      aria-labelledby={nameId}
      aria-describedby={provider ? providerId : undefined}
      data-testid="game-card"
      data-slug={game.slug}
    >
      <style href="lobby-game-card" precedence="medium">{CARD_CSS}</style>
      <div className="game-card__art">
        {image && (deferArt
          ? <img ref={deferredArt} alt={name} width={300} height={400} loading="lazy" decoding="async" />
          : <img src={image} alt={name} width={300} height={400} loading={priority ? 'eager' : 'lazy'} decoding="async" fetchPriority={priority ? 'high' : undefined} />)}
      </div>
      <p id={nameId} className="game-card__name">{name}</p>
      {provider && <p id={providerId} className="game-card__provider">{provider}</p>}
    </RouterLink>
  );
}

/**
 * The card's shape while the list loads, so the grid does not jump when the games arrive: Chakra's
 * pulsing skeleton (bg.emphasized, the pulse token) in the same plain CSS as the card, as a grid shows
 * a row of these at every page it fetches. `still`: no pulse (the grid's placeholders for a next page).
 */
export function GameCardSkeleton({ size = 'md', still = false }: { size?: GameCardSize; still?: boolean }) {
  return (
    <div aria-hidden="true" data-testid="game-card-skeleton" className="game-card-skeleton" data-size={size} data-still={still || undefined}>
      <style href="lobby-game-card" precedence="medium">{CARD_CSS}</style>
      <div className="game-card__art" />
      <div />
      <div />
    </div>
  );
}

export default GameCard;
