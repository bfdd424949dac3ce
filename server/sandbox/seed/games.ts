// The game catalogue (spec 3 Game details: name, provider, isBonus, minBet, maxBet, maxMultiplier,
// hasBonusBuy, RTP), generated from word lists with the seeded generator: 600 games of 14 providers,
// in the lobby's categories. Artwork is drawn by the sandbox (../artwork.ts) from the name, so the
// catalogue needs no network. The provider names are invented, so no real brand is imitated.
import { createPrng, type Prng } from './prng';
import { slugify } from './slug';

export type GameType = 'slot' | 'live' | 'table' | 'instant';

export interface ProviderSeed { id: number; name: string; slug: string; logo: string; types: GameType[] }

export interface GameSeed {
  id: number;
  name: string;
  slug: string;
  provider: string;
  providerSlug: string;
  type: GameType;
  categories: string[];
  isBonus: boolean;
  minBet: number;
  maxBet: number;
  maxMultiplier: number;
  hasBonusBuy: boolean;
  RTP: number;
  volatility: 'low' | 'medium' | 'high' | null;
  releaseDate: string;
  /** Position in the default lobby order (1 = first). */
  sort: number;
  popularity: number;
  hasDemo: boolean;
  isJackpot: boolean;
  /** Countries where the game may not be played (spec 8 Game access). */
  restrictedCountries: string[];
  image: string;
  description: string;
}

export interface CategorySeed { id: number; slug: string; name: Record<string, string>; order: number }

/** The lobby's categories (spec 2.1 /casino/live-casino, /casino/slots, /casino/popular ...). */
export const CATEGORIES: readonly CategorySeed[] = [
  { id: 1, slug: 'popular', name: { en: 'Popular', de: 'Beliebt' }, order: 1 },
  { id: 2, slug: 'new', name: { en: 'New', de: 'Neu' }, order: 2 },
  { id: 3, slug: 'slots', name: { en: 'Slots', de: 'Slots' }, order: 3 },
  { id: 4, slug: 'live-casino', name: { en: 'Live Casino', de: 'Live-Casino' }, order: 4 },
  { id: 5, slug: 'table-games', name: { en: 'Table Games', de: 'Tischspiele' }, order: 5 },
  { id: 6, slug: 'jackpots', name: { en: 'Jackpots', de: 'Jackpots' }, order: 6 },
  { id: 7, slug: 'bonus-buy', name: { en: 'Bonus Buy', de: 'Bonuskauf' }, order: 7 },
  { id: 8, slug: 'megaways', name: { en: 'Megaways', de: 'Megaways' }, order: 8 },
  { id: 9, slug: 'instant-games', name: { en: 'Instant Games', de: 'Sofortspiele' }, order: 9 },
  { id: 10, slug: 'roulette', name: { en: 'Roulette', de: 'Roulette' }, order: 10 },
  { id: 11, slug: 'blackjack', name: { en: 'Blackjack', de: 'Blackjack' }, order: 11 },
  { id: 12, slug: 'game-shows', name: { en: 'Game Shows', de: 'Spielshows' }, order: 12 },
];

const PROVIDERS: ReadonlyArray<[string, GameType[]]> = [
  ['Northlight Gaming', ['slot', 'table']],
  ['Red Fox Studios', ['slot']],
  ['Golden Reel', ['slot']],
  ['Blue Orca Games', ['slot', 'instant']],
  ['Pixel Pharaoh', ['slot']],
  ['Lucky Anchor', ['slot', 'table']],
  ['Thunderpeak', ['slot']],
  ['Velvet Live', ['live']],
  ['Neon Arcade', ['slot', 'instant']],
  ['Jade Lotus Gaming', ['slot', 'table']],
  ['Ironclad Slots', ['slot']],
  ['Starlit Tables', ['table', 'live']],
  ['Crashpoint', ['instant']],
  ['Hollow Oak Interactive', ['slot']],
];

export function providerSeeds(): ProviderSeed[] {
  return PROVIDERS.map(([name, types], index) => {
    const slug = slugify(name);
    return { id: index + 1, name, slug, logo: `/api/core/casino/assets/providers/${slug}.svg`, types };
  });
}

const ADJECTIVES = ['Golden', 'Wild', 'Mystic', 'Lucky', 'Royal', 'Ancient', 'Blazing', 'Crystal', 'Frozen', 'Savage', 'Hidden',
  'Sacred', 'Diamond', 'Emerald', 'Midnight', 'Thunder', 'Cosmic', 'Electric', 'Jungle', 'Sunset', 'Silver', 'Fiery', 'Viking',
  'Aztec', 'Neon', 'Sweet', 'Mighty', 'Shining', 'Lost', 'Eternal', 'Velvet', 'Iron', 'Scarlet', 'Howling', 'Stormy', 'Jolly'];
const NOUNS = ['Fortune', 'Treasure', 'Gems', 'Riches', 'Gold', 'Spins', 'Reels', 'Temple', 'Kingdom', 'Legends', 'Quest', 'Empire',
  'Jewels', 'Fruits', 'Sevens', 'Coins', 'Pyramid', 'Dragon', 'Tiger', 'Phoenix', 'Buffalo', 'Panda', 'Wolf', 'Horizon', 'Vault',
  'Bandits', 'Pirates', 'Giants', 'Wizard', 'Lagoon', 'Safari', 'Mermaid', 'Samurai', 'Bounty', 'Oasis', 'Cherries'];
const PLACES = ['Olympus', 'Atlantis', 'the Nile', 'Asgard', 'Avalon', 'Cairo', 'El Dorado', 'Valhalla', 'the Amazon', 'Babylon',
  'Shangri-La', 'Troy', 'Sparta', 'the Deep', 'the Dead', 'Persia', 'Macau', 'Vegas', 'the Sun', 'the Moon'];
const SUFFIXES = ['Deluxe', 'Megaways', 'Hold and Win', 'Xmas Edition', 'Extreme', 'Dream Drop', '2', 'Power Reels', 'Cluster Pays'];
const LIVE_FLAVOURS = ['Speed', 'VIP', 'Immersive', 'Grand', 'Auto', 'Turbo', 'Golden', 'Salon', 'Infinite', 'Quantum', 'First Person', 'Power'];
const LIVE_GAMES = ['Roulette', 'Blackjack', 'Baccarat', 'Sic Bo', 'Dragon Tiger', 'Casino Hold\'em', 'Money Wheel', 'Dice Show', 'Andar Bahar', 'Teen Patti'];
const TABLE_GAMES = ['European Roulette', 'French Roulette', 'American Roulette', 'Classic Blackjack', 'Multihand Blackjack',
  'Blackjack Switch', 'Punto Banco', 'Three Card Poker', 'Caribbean Stud', 'Jacks or Better', 'Deuces Wild', 'Red Dog', 'Pai Gow', 'Video Poker'];
const INSTANT_GAMES = ['Rocket Rush', 'Jet Climb', 'Balloon Pop', 'Plinko Drop', 'Mines', 'Dice Duel', 'Hi-Lo Cards', 'Crash X',
  'Limbo Lift', 'Keno Blast', 'Tower Stack', 'Coin Flip', 'Wheel of Luck', 'Goal Rush', 'Scratch Gold'];

/** Games the other seed records (bonuses, tournaments) name, so their slugs are fixed. */
const FEATURED: ReadonlyArray<[string, string, GameType]> = [
  ['Book of the Nile', 'Pixel Pharaoh', 'slot'],
  ['Golden Fortune', 'Golden Reel', 'slot'],
  ['Wild Dragon Riches', 'Jade Lotus Gaming', 'slot'],
  ['Crystal Dragon Deluxe', 'Thunderpeak', 'slot'],
  ['Lucky Sevens Megaways', 'Red Fox Studios', 'slot'],
  ['Velvet Lightning Roulette', 'Velvet Live', 'live'],
  ['Rocket Rush', 'Crashpoint', 'instant'],
];

export const GAME_COUNT = 600;
/** The most games SANDBOX_GAMES may ask for (the name generator has room for about twice as many). */
export const MAX_GAME_COUNT = 10_000;

/**
 * The catalogue size: SANDBOX_GAMES (e.g. 5000 for the lobby benchmark, tools/bench-lobby.ts) or 600.
 * The generator draws the same sequence either way, so the first 600 games are the same in both
 * catalogues and the contract tests, which count on the default seed, keep their games.
 */
export function sandboxGameCount(env: Record<string, string | undefined> = process.env): number {
  const raw = env.SANDBOX_GAMES?.trim();
  if (!raw) return GAME_COUNT;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < FEATURED.length || count > MAX_GAME_COUNT) {
    throw new Error(`SANDBOX_GAMES must be a whole number from ${FEATURED.length} to ${MAX_GAME_COUNT}, not ${JSON.stringify(raw)}`);
  }
  return count;
}
/** The catalogue's fixed "today": release dates are spread over the five years before it. */
const CATALOGUE_DATE = Date.UTC(2026, 10, 1);
const DAY = 86_400_000;

function slotName(prng: Prng): string {
  switch (prng.int(0, 5)) {
    case 0: return `${prng.pick(ADJECTIVES)} ${prng.pick(NOUNS)}`;
    case 1: return `${prng.pick(NOUNS)} of ${prng.pick(PLACES)}`;
    case 2: return `Book of ${prng.pick(NOUNS)}`;
    case 3: return `${prng.pick(ADJECTIVES)} ${prng.pick(NOUNS)} ${prng.pick(SUFFIXES)}`;
    case 4: return `${prng.pick(ADJECTIVES)} ${prng.pick(NOUNS)} of ${prng.pick(PLACES)}`;
    default: return `${prng.pick(NOUNS)} ${prng.pick(SUFFIXES)}`;
  }
}

function nameFor(type: GameType, prng: Prng, provider: ProviderSeed): string {
  if (type === 'live') return `${prng.pick(LIVE_FLAVOURS)} ${prng.pick(LIVE_GAMES)}${prng.chance(0.4) ? ` ${prng.int(2, 12)}` : ''}`;
  if (type === 'table') return `${provider.name.split(' ')[0]} ${prng.pick(TABLE_GAMES)}`;
  if (type === 'instant') return `${prng.pick(INSTANT_GAMES)}${prng.chance(0.5) ? ` ${prng.pick(['X', 'Pro', 'Turbo', 'Deluxe', '1000'])}` : ''}`;
  return slotName(prng);
}

function typeFor(prng: Prng, provider: ProviderSeed): GameType {
  if (provider.types.length === 1) return provider.types[0];
  return prng.chance(0.75) ? provider.types[0] : provider.types[1];
}

function details(name: string, type: GameType, provider: ProviderSeed, prng: Prng): Omit<GameSeed, 'id' | 'sort' | 'categories'> {
  const slug = slugify(name);
  const slot = type === 'slot';
  const base = {
    name, slug, provider: provider.name, providerSlug: provider.slug, type,
    releaseDate: new Date(CATALOGUE_DATE - prng.int(0, 5 * 365) * DAY).toISOString().slice(0, 10),
    popularity: prng.int(1, 10000),
    restrictedCountries: prng.chance(0.08) ? prng.pick([['US', 'GB'], ['DE'], ['MT', 'IT'], ['FR', 'ES'], ['AU']]) : [],
    image: `/api/core/casino/assets/games/${slug}.svg`,
  };
  if (slot) {
    const minBet = prng.pick([0.1, 0.2, 0.25]);
    return {
      ...base, isBonus: prng.chance(0.85), minBet, maxBet: prng.pick([50, 100, 125, 250]), maxMultiplier: prng.pick([500, 1000, 2500, 5000, 10000, 21100, 50000]),
      hasBonusBuy: prng.chance(0.3), RTP: prng.amount(94, 97.8, 1), volatility: prng.pick(['low', 'medium', 'high'] as const),
      hasDemo: prng.chance(0.95), isJackpot: prng.chance(0.08),
      description: `${name} is a ${prng.pick(['5x3', '5x4', '6x5', '3x3'])} video slot by ${provider.name}.`,
    };
  }
  if (type === 'live') {
    return {
      ...base, isBonus: false, minBet: prng.pick([0.5, 1, 5]), maxBet: prng.pick([1000, 5000, 10000]), maxMultiplier: prng.pick([35, 500, 10000]),
      hasBonusBuy: false, RTP: prng.amount(95.5, 99.5, 2), volatility: null, hasDemo: false, isJackpot: false,
      description: `${name}: live dealers streamed from the ${provider.name} studio.`,
    };
  }
  if (type === 'table') {
    return {
      ...base, isBonus: prng.chance(0.2), minBet: prng.pick([0.1, 1]), maxBet: prng.pick([500, 1000, 2000]), maxMultiplier: prng.pick([35, 100, 1000]),
      hasBonusBuy: false, RTP: prng.amount(96, 99.6, 2), volatility: 'low', hasDemo: true, isJackpot: false,
      description: `${name}: the classic table game by ${provider.name}.`,
    };
  }
  return {
    ...base, isBonus: prng.chance(0.5), minBet: 0.1, maxBet: prng.pick([100, 200]), maxMultiplier: prng.pick([1000, 10000, 1000000]),
    hasBonusBuy: false, RTP: prng.amount(96, 99, 1), volatility: 'high', hasDemo: true, isJackpot: false,
    description: `${name}: a fast instant game by ${provider.name}.`,
  };
}

function categoriesOf(game: Omit<GameSeed, 'id' | 'sort' | 'categories'>): string[] {
  const categories: string[] = [];
  if (game.type === 'slot') categories.push('slots');
  if (game.type === 'live') categories.push('live-casino');
  if (game.type === 'table') categories.push('table-games');
  if (game.type === 'instant') categories.push('instant-games');
  if (game.isJackpot) categories.push('jackpots');
  if (game.hasBonusBuy) categories.push('bonus-buy');
  if (/megaways/i.test(game.name)) categories.push('megaways');
  if (/roulette/i.test(game.name)) categories.push('roulette');
  if (/blackjack/i.test(game.name)) categories.push('blackjack');
  if (game.type === 'live' && /wheel|show/i.test(game.name)) categories.push('game-shows');
  return categories;
}

/** 600 games (or SANDBOX_GAMES); the 48 most popular are in "popular" and the 40 newest in "new". */
export function gameSeeds(count = sandboxGameCount()): GameSeed[] {
  const prng = createPrng('sandbox-games-v1');
  const providers = providerSeeds();
  const bySlug = new Map<string, Omit<GameSeed, 'id' | 'sort' | 'categories'>>();
  for (const [name, providerName, type] of FEATURED) {
    const provider = providers.find((p) => p.name === providerName)!;
    const game = details(name, type, provider, prng);
    bySlug.set(game.slug, { ...game, popularity: 10000 + bySlug.size, restrictedCountries: [], hasDemo: type !== 'live', isBonus: true });
  }
  while (bySlug.size < count) {
    const provider = prng.pick(providers);
    const type = typeFor(prng, provider);
    const name = nameFor(type, prng, provider);
    if (bySlug.has(slugify(name))) continue;
    bySlug.set(slugify(name), details(name, type, provider, prng));
  }
  const games = [...bySlug.values()];
  const popular = new Set([...games].sort((a, b) => b.popularity - a.popularity).slice(0, 48).map((g) => g.slug));
  const newest = new Set([...games].sort((a, b) => b.releaseDate.localeCompare(a.releaseDate) || a.slug.localeCompare(b.slug)).slice(0, 40).map((g) => g.slug));
  const order = [...games].sort((a, b) => b.popularity - a.popularity);
  const sortOf = new Map(order.map((g, index) => [g.slug, index + 1]));
  return games.map((game, index) => ({
    id: index + 1,
    ...game,
    sort: sortOf.get(game.slug)!,
    categories: [
      ...(popular.has(game.slug) ? ['popular'] : []),
      ...(newest.has(game.slug) ? ['new'] : []),
      ...categoriesOf(game),
    ],
  }));
}
