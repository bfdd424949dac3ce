// Issue 15 crypto coin-to-fiat: the rate per coin the cashier shows before a crypto deposit (ours; the spec
// shows no rate call). GET /api/user/crypto-rate?coin= answers units of the player's currency for one coin:
// the sandbox's numbers (SANDBOX_COIN_RATES, the withdrawal quote's too) unless a test set one with
// POST /api/sandbox/crypto-rates {coin, rate} or made the call fail ({coin, fail: true}: 503 RATE_UNAVAILABLE).
// Stored in meta, so they last until /api/sandbox/reset. With ?scope=<scope> (like the settings' scope) a rate
// applies only to requests carrying the cookie sandbox-settings-scope=<scope> (one browser context), on top of the
// unscoped ones, so a test setting a rate never disturbs the test beside it. The withdrawal quote takes its rate
// here too (coinRate), so a test can set the rate a crypto withdrawal is quoted at.
import type { SandboxContext } from './context';
import { getMeta, setMeta, sql } from './db';
import { badRequest } from './errors';
import { refusal } from './play';
import { SANDBOX_COIN_RATES } from './withdrawalRules';
import { coinDecimals } from '../../src/cashier/cryptoRate';

const COIN = /^[A-Z0-9]{2,10}$/;
/** Unscoped: cryptoRate:<coin>; scoped: cryptoRate@<scope>:<coin> (a scope has no ':'). */
const key = (coin: string, scope: string | null = null) => (scope ? `cryptoRate@${scope}:${coin}` : `cryptoRate:${coin}`);

export function checkCoin(value: unknown): string {
  const coin = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (!COIN.test(coin)) throw badRequest('coin must be a coin code such as BTC', 'coin');
  return coin;
}

export interface CryptoRate { coin: string; currencyCode: string; rate: number; coinDecimals: number }

/**
 * Units of the player's currency for one coin, in this scope (null: the unscoped rates only): the scope's test rate,
 * else the unscoped one, else the sandbox's number. 503 RATE_UNAVAILABLE when a test made it fail, 404 UNKNOWN_COIN.
 */
export function coinRate(ctx: SandboxContext, coin: string, scope: string | null = null): number {
  const stored = (scope ? getMeta(ctx.db, key(coin, scope)) : undefined) ?? getMeta(ctx.db, key(coin));
  if (stored === 'fail') throw refusal(503, 'RATE_UNAVAILABLE', 'The rate of this coin is not available at the moment.');
  const rate = stored !== undefined ? Number(stored) : SANDBOX_COIN_RATES[coin];
  if (rate === undefined) throw refusal(404, 'UNKNOWN_COIN', 'There is no rate for this coin.', { field: 'coin' });
  return rate;
}

export function cryptoRate(ctx: SandboxContext, userId: number, coin: string, scope: string | null = null): CryptoRate {
  const rate = coinRate(ctx, coin, scope);
  const { currencyCode } = sql(ctx.db, 'SELECT currency_code AS currencyCode FROM users WHERE id = ?').get(userId) as { currencyCode: string };
  return { coin, currencyCode, rate, coinDecimals: coinDecimals(coin) };
}

/** Drops every test rate and failure (POST /api/sandbox/reset). */
export function clearCryptoRates(ctx: SandboxContext): void {
  sql(ctx.db, "DELETE FROM meta WHERE key LIKE 'cryptoRate:%' OR key LIKE 'cryptoRate@%'").run();
}

/** Drops one scope's test rates and failures (DELETE /api/sandbox/crypto-rates?scope=). */
export function clearScopedCryptoRates(ctx: SandboxContext, scope: string): void {
  // GLOB, not LIKE: a scope may hold '_', LIKE's wildcard; it never holds GLOB's (* ? [).
  sql(ctx.db, 'DELETE FROM meta WHERE key GLOB ?').run(`cryptoRate@${scope}:*`);
}

/** The control: a rate (a positive number, at most 1e9) or a failure for one coin. */
export function setCryptoRate(ctx: SandboxContext, body: unknown, scope: string | null = null): { coin: string; rate: number | null; fail: boolean } {
  const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const coin = checkCoin(input.coin);
  if (input.fail === true) {
    setMeta(ctx.db, key(coin, scope), 'fail');
    return { coin, rate: null, fail: true };
  }
  const rate = input.rate;
  // At least 1e-8: the quote counts a rate to 8 decimals (withdrawalRules.receiveUnits).
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate < 1e-8 || rate > 1e9) throw badRequest('rate must be a positive number', 'rate');
  setMeta(ctx.db, key(coin, scope), String(rate));
  return { coin, rate, fail: false };
}
