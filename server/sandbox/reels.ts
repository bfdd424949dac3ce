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
/** A bought bonus round always plays its feature: one of these multipliers of its price. */
export const BONUS_BUY_MULTIPLIERS = [0.2, 0.5, 0.8, 1, 1.5, 2, 5] as const;
/** The price of a bonus buy (contract: 50x the stake). */
export const BONUS_BUY_PRICE_FACTOR = 50;

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
 * One spin. `fixed` sets the multiplier (tests); a bonus buy plays the feature (a multiplier from
 * BONUS_BUY_MULTIPLIERS); otherwise the reels decide.
 */
export function spinReels(random: RandomInt, options: { fixed?: number | null; bonusBuy?: boolean } = {}): SpinOutcome {
  let multiplier: number;
  let line: SymbolName[];
  if (options.fixed != null) {
    multiplier = options.fixed;
    line = lineFor(multiplier, random);
  } else if (options.bonusBuy) {
    multiplier = BONUS_BUY_MULTIPLIERS[random(BONUS_BUY_MULTIPLIERS.length)];
    line = lineFor(multiplier, random);
  } else {
    line = [STRIP[random(STRIP.length)], STRIP[random(STRIP.length)], STRIP[random(STRIP.length)]];
    multiplier = lineMultiplier(line);
  }
  return { reels: line.map((symbol) => column(random, symbol)), multiplier };
}
