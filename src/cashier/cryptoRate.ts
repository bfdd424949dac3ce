// Issue 15 crypto coin-to-fiat: a crypto deposit is typed in the coin (spec 5: up to 8 decimals), and the
// cashier shows what it is worth in the player's currency before paying, from the platform's rate per coin
// (units of the player's currency for one coin). Pure, so the sandbox and the cashier round alike.

/** spec 5 'Crypto amounts show up to 8 decimals'; a coin with fewer decimals of its own shows those. */
export const MAX_COIN_DECIMALS = 8;
export const COIN_DECIMALS: Readonly<Record<string, number>> = { BTC: 8, ETH: 8, LTC: 8, DOGE: 8, TRX: 6, USDT: 6, USDC: 6 };

export const coinDecimals = (coin: string): number => Math.min(COIN_DECIMALS[coin.toUpperCase()] ?? MAX_COIN_DECIMALS, MAX_COIN_DECIMALS);

const usable = (value: number) => Number.isFinite(value) && value > 0;

/**
 * The player's-currency value of a coin amount at a rate, rounded half up to the currency's decimals
 * (spec 5: fiat shows 2). Null when the amount or the rate cannot give one (empty, 0, negative, not a number).
 */
export function coinToFiat(coinAmount: number, rate: number, fiatDecimals = 2): number | null {
  if (!usable(coinAmount) || !usable(rate)) return null;
  const factor = 10 ** fiatDecimals;
  // Through a string with 12 significant digits first, so 0.1 * 3 does not round 0.3 down.
  return Math.round(Number((coinAmount * rate * factor).toPrecision(12))) / factor;
}

/**
 * The coin amount a player's-currency amount buys at a rate, rounded down to the coin's decimals (the player
 * is never promised more coin than the money buys). Null when it cannot give one.
 */
export function fiatToCoin(fiatAmount: number, rate: number, coin: string): number | null {
  if (!usable(fiatAmount) || !usable(rate)) return null;
  const factor = 10 ** coinDecimals(coin);
  return Math.floor(Number(((fiatAmount / rate) * factor).toPrecision(12))) / factor;
}
