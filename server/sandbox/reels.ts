// The sandbox's small 3-reel slot: symbols, the pay table and one spin's reels (three reels of three
// visible symbols; the middle row pays). Pure over a random source, so a test can pass its own; the
// server uses node:crypto. A fixed multiplier (POST /api/sandbox/spins/next, for tests) is shown as
// the line that pays it.

export const SYMBOLS = ['cherry', 'lemon', 'bell', 'star', 'seven'] as const;
export type SymbolName = (typeof SYMBOLS)[number];

/** Three of a kind on the middle row pays stake x this. */
export const PAYS: Record<SymbolName, number> = { cherry: 2, lemon: 3, bell: 5, star: 10, seven: 50 };
/** Two cherries at the start of the middle row give the stake back. */
export const TWO_CHERRIES = 1;
/**
 * A bought bonus round always plays its feature: a multiplier of its price, drawn by weight. Its return
 * to player is bonusBuyReturn() = 95.9%, below 100% like a real game's (a buy that paid back more than
 * it cost would be a money machine), and its spread is narrow enough that 1,000 buys land near it.
 */
export const BONUS_BUY_FEATURE: ReadonlyArray<{ multiplier: number; weight: number }> = [
  { multiplier: 0.5, weight: 17 }, { multiplier: 0.8, weight: 25 }, { multiplier: 1, weight: 29 },
  { multiplier: 1.2, weight: 17 }, { multiplier: 1.5, weight: 12 },
];
export const BONUS_BUY_MULTIPLIERS = BONUS_BUY_FEATURE.map((f) => f.multiplier);
/** The price of a bonus buy (contract: 50x the stake), worked out by the server from the stake. */
export const BONUS_BUY_PRICE_FACTOR = 50;

const FEATURE_WEIGHT = BONUS_BUY_FEATURE.reduce((sum, f) => sum + f.weight, 0);

/** The expected return of a bonus buy per unit of its price. */
export function bonusBuyReturn(): number {
  return BONUS_BUY_FEATURE.reduce((sum, f) => sum + f.multiplier * f.weight, 0) / FEATURE_WEIGHT;
}

function featureMultiplier(random: RandomInt): number {
  let ticket = random(FEATURE_WEIGHT);
  for (const f of BONUS_BUY_FEATURE) {
    if (ticket < f.weight) return f.multiplier;
    ticket -= f.weight;
  }
  return BONUS_BUY_FEATURE[BONUS_BUY_FEATURE.length - 1].multiplier;
}

/** Reel strip weights: common fruit, rare sevens. */
const WEIGHTS: Record<SymbolName, number> = { cherry: 6, lemon: 5, bell: 4, star: 2, seven: 1 };
const STRIP: SymbolName[] = SYMBOLS.flatMap((s) => Array<SymbolName>(WEIGHTS[s]).fill(s));

export interface SpinOutcome { reels: SymbolName[][]; multiplier: number }

/** Random integer in [0, n). */
export type RandomInt = (n: number) => number;

/** The multiplier of a middle row. */
export function lineMultiplier(line: readonly SymbolName[]): number {
  if (line[0] === line[1] && line[1] === line[2]) return PAYS[line[0]];
  if (line[0] === 'cherry' && line[1] === 'cherry') return TWO_CHERRIES;
  return 0;
}

const column = (random: RandomInt, middle?: SymbolName): SymbolName[] =>
  [STRIP[random(STRIP.length)], middle ?? STRIP[random(STRIP.length)], STRIP[random(STRIP.length)]];

/** A middle row that pays exactly `multiplier`, or stars when the pay table has no such line. */
function lineFor(multiplier: number, random: RandomInt): SymbolName[] {
  if (multiplier === 0) {
    // A losing row: three different symbols never pay.
    const first = SYMBOLS[1 + random(SYMBOLS.length - 1)];
    const rest = SYMBOLS.filter((s) => s !== first);
    const second = rest[random(rest.length)];
    const third = rest.filter((s) => s !== second)[random(rest.length - 1)];
    return [first, second, third];
  }
  if (multiplier === TWO_CHERRIES) return ['cherry', 'cherry', 'lemon'];
  const symbol = SYMBOLS.find((s) => PAYS[s] === multiplier) ?? 'star';
  return [symbol, symbol, symbol];
}

/**
 * One spin. `fixed` sets the multiplier (tests); a bonus buy plays the feature (a multiplier drawn from
 * BONUS_BUY_FEATURE); otherwise the reels decide.
 */
export function spinReels(random: RandomInt, options: { fixed?: number | null; bonusBuy?: boolean } = {}): SpinOutcome {
  let multiplier: number;
  let line: SymbolName[];
  if (options.fixed != null) {
    multiplier = options.fixed;
    line = lineFor(multiplier, random);
  } else if (options.bonusBuy) {
    multiplier = featureMultiplier(random);
    line = lineFor(multiplier, random);
  } else {
    line = [STRIP[random(STRIP.length)], STRIP[random(STRIP.length)], STRIP[random(STRIP.length)]];
    multiplier = lineMultiplier(line);
  }
  return { reels: line.map((symbol) => column(random, symbol)), multiplier };
}
