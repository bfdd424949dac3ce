// A player's bonus as the bonus history shows it (spec 3 Bonus display labels; spec 4 Bonus rules). Pure:
// which of the display labels apply to a record, and the wager left. The page document declares the
// labels' order, texts and formats; this module only says which of them a record has.

/** A player bonus record (the sandbox's bonus history, schemas/api/player-bonus.schema.json), loosely read. */
export interface BonusRecord {
  userBonusId?: number;
  name?: string | null;
  status?: string | null;
  depositAmount?: number | null;
  bonusAmount?: number | null;
  freeSpinsQuantity?: number | null;
  freeSpinsLeft?: number | null;
  game?: string | null;
  wagerRequirement?: number | null;
  wagered?: number | null;
  wagerLeft?: number | null;
  convertedAmount?: number | null;
  maxWin?: number | null;
  wageringMultiplier?: number | null;
  start?: string | null;
  expiration?: string | null;
  endedAt?: string | null;
}

/** The spec 3 display labels the history shows (by the names of the record's fields). */
export const BONUS_LABELS = [
  'depositAmount', 'bonusAmount', 'freeSpinsQuantity', 'freeSpinsLeft', 'game', 'wagerLeft', 'wagered',
  'wageringMultiplier', 'maxWin', 'start', 'expiration', 'convertedAmount', 'endedAt', 'status',
] as const;
export type BonusLabel = (typeof BONUS_LABELS)[number];

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * spec 3 'wager left': what the player still has to wager, the requirement minus what was wagered, never
 * below 0. Without a requirement, the record's own wagerLeft (or 0).
 */
export function wagerLeft(record: Pick<BonusRecord, 'wagerRequirement' | 'wagered' | 'wagerLeft'>): number {
  const requirement = num(record.wagerRequirement);
  if (requirement === null) return Math.max(0, num(record.wagerLeft) ?? 0);
  return Math.max(0, requirement - (num(record.wagered) ?? 0));
}

/** The record has something to wager: a requirement above 0 (a 0 multiplier converts at once). */
const hasWagering = (record: BonusRecord) => (num(record.wagerRequirement) ?? num(record.wagerLeft) ?? 0) > 0 || (num(record.wagered) ?? 0) > 0;

/**
 * Which spec 3 display labels apply to a record: a deposit amount only for a deposit bonus; free spins
 * (quantity, and left while active) and their game only for a bonus with free spins; bonus money when
 * there is some or no free spins; wager left only while active and with something to wager, wagered with
 * something to wager; the converted amount only for a converted bonus; the end date only for a past one;
 * start, expiration and status always.
 */
export function bonusLabels(record: BonusRecord): Record<BonusLabel, boolean> {
  const active = record.status === 'active';
  const spins = (num(record.freeSpinsQuantity) ?? 0) > 0;
  const wagering = hasWagering(record);
  return {
    depositAmount: num(record.depositAmount) !== null,
    bonusAmount: (num(record.bonusAmount) ?? 0) > 0 || !spins,
    freeSpinsQuantity: spins,
    freeSpinsLeft: spins && active,
    game: spins && typeof record.game === 'string' && record.game !== '',
    wagerLeft: active && wagering,
    wagered: wagering,
    wageringMultiplier: wagering && (num(record.wageringMultiplier) ?? 0) > 0,
    maxWin: num(record.maxWin) !== null,
    start: typeof record.start === 'string',
    expiration: typeof record.expiration === 'string',
    convertedAmount: record.status === 'converted' && num(record.convertedAmount) !== null,
    endedAt: !active && typeof record.endedAt === 'string',
    status: true,
  };
}

/** A record with its wager left and the labels that apply (`applies.<label>`), for a page document. */
export function bonusView(record: unknown): (BonusRecord & { wagerLeft: number; applies: Record<BonusLabel, boolean> }) | null {
  if (!record || typeof record !== 'object') return null;
  const bonus = record as BonusRecord;
  return { ...bonus, wagerLeft: wagerLeft(bonus), applies: bonusLabels(bonus) };
}

/** The Compute rules of the bonus history (src/widgets/Compute): args.bonus -> one view; args.rows -> the list's. */
export const BONUS_RULES = {
  bonusRecord: (args: Record<string, unknown>) => ({ bonus: bonusView(args.bonus) }),
  bonusRecords: (args: Record<string, unknown>) => ({
    rows: (Array.isArray(args.rows) ? args.rows : []).map(bonusView).filter((row) => row !== null),
  }),
};
