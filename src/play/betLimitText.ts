// spec 8 Bet limits: 'Each of the 8 limit types has a title and text, with placeholders for the bet and the
// limit.' The limit types are spec 3's enumeration; the game reports a breach as casino:error BET_LIMIT with
// limitType, bet and limit (CONTRACT 2, 3). Amounts are shown in the player's currency, as the header does.
import { formatWalletAmount, type AmountFormat } from '../platform/wallet';

/** spec 3 Enumerations, Limit types. */
export const LIMIT_TYPES = [
  'MAX_BET_LIMIT_REACHED', 'maxBetLimit', 'dailyBetLimit', 'weeklyBetLimit', 'monthlyBetLimit',
  'dailyLossLimit', 'weeklyLossLimit', 'monthlyLossLimit',
] as const;
export type LimitType = (typeof LIMIT_TYPES)[number];

export function isLimitType(value: unknown): value is LimitType {
  return typeof value === 'string' && (LIMIT_TYPES as readonly string[]).includes(value);
}

/**
 * spec 8 Bet limits: 'A bonus-bet limit breach message exists': a bet above the active bonus's maximum bet,
 * reported by the platform as this limit type (ours, beside spec 3's eight), has a title and text of its own.
 */
export const BONUS_BET_LIMIT = 'bonusBetLimit';

export interface BetLimitMessage {
  /** Text keys; the texts hold {{bet}} and {{limit}}. */
  title: string;
  text: string;
  values: { bet: string; limit: string };
}

/** An unknown limit type (a newer platform) still gets a dialog, with a generic title and text. */
const UNKNOWN = 'unknown';

function amount(value: unknown, format: AmountFormat): string {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? formatWalletAmount(n, format) : '';
}

/** The title, text and filled placeholders of a bet-limit breach. */
export function betLimitMessage(limitType: unknown, bet: unknown, limit: unknown, format: AmountFormat = {}): BetLimitMessage {
  const type = isLimitType(limitType) || limitType === BONUS_BET_LIMIT ? limitType : UNKNOWN;
  return {
    title: `text.game.betLimit.${type}.title`,
    text: `text.game.betLimit.${type}.text`,
    values: { bet: amount(bet, format), limit: amount(limit, format) },
  };
}
