// Issue 15 crypto coin-to-fiat: the rate per coin the cashier shows before a crypto deposit (ours; the spec
// shows no rate call). GET /api/user/crypto-rate?coin= answers units of the player's currency for one coin:
// the sandbox's numbers (SANDBOX_COIN_RATES, the withdrawal quote's too) unless a test set one with
// POST /api/sandbox/crypto-rates {coin, rate} or made the call fail ({coin, fail: true}: 503 RATE_UNAVAILABLE).
// Stored in meta, so they last until /api/sandbox/reset.
import type { SandboxContext } from './context';
import { getMeta, setMeta, sql } from './db';
import { badRequest } from './errors';
import { refusal } from './play';
import { SANDBOX_COIN_RATES } from './withdrawalRules';
import { coinDecimals } from '../../src/cashier/cryptoRate';

const COIN = /^[A-Z0-9]{2,10}$/;
const key = (coin: string) => `cryptoRate:${coin}`;

export function checkCoin(value: unknown): string {
  const coin = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (!COIN.test(coin)) throw badRequest('coin must be a coin code such as BTC', 'coin');
  return coin;
}

export interface CryptoRate { coin: string; currencyCode: string; rate: number; coinDecimals: number }

export function cryptoRate(ctx: SandboxContext, userId: number, coin: string): CryptoRate {
  const stored = getMeta(ctx.db, key(coin));
  if (stored === 'fail') throw refusal(503, 'RATE_UNAVAILABLE', 'The rate of this coin is not available at the moment.');
  const rate = stored !== undefined ? Number(stored) : SANDBOX_COIN_RATES[coin];
  if (rate === undefined) throw refusal(404, 'UNKNOWN_COIN', 'There is no rate for this coin.', { field: 'coin' });
  const { currencyCode } = sql(ctx.db, 'SELECT currency_code AS currencyCode FROM users WHERE id = ?').get(userId) as { currencyCode: string };
  return { coin, currencyCode, rate, coinDecimals: coinDecimals(coin) };
}

/** Drops every test rate and failure (POST /api/sandbox/reset). */
export function clearCryptoRates(ctx: SandboxContext): void {
  sql(ctx.db, "DELETE FROM meta WHERE key LIKE 'cryptoRate:%'").run();
}

/** The control: a rate (a positive number, at most 1e9) or a failure for one coin. */
export function setCryptoRate(ctx: SandboxContext, body: unknown): { coin: string; rate: number | null; fail: boolean } {
  const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const coin = checkCoin(input.coin);
  if (input.fail === true) {
    setMeta(ctx.db, key(coin), 'fail');
    return { coin, rate: null, fail: true };
  }
  const rate = input.rate;
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0 || rate > 1e9) throw badRequest('rate must be a positive number', 'rate');
  setMeta(ctx.db, key(coin), String(rate));
  return { coin, rate, fail: false };
}
