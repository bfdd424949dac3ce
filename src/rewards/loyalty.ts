// The loyalty level of a player (spec 3 User userLoyaltyLevel; spec 3 App settings loyaltyLevelGroupSteps,
// default [1] in spec 9) as the VIP pages read it. The spec does not show what a group step is: resolved here
// as the number of levels in each group the brand shows as one VIP level (its name and benefits are the brand's
// documents), the last step repeating for the levels above. [1] (the default): every level is its own group.
// Pure: the record and the settings are arguments.

/** spec 9 'loyaltyLevelGroupSteps [1]'. */
export const DEFAULT_LOYALTY_GROUP_STEPS: readonly number[] = [1];

/** The usable steps: positive whole numbers, else the default. */
export function groupSteps(steps: unknown): number[] {
  const usable = Array.isArray(steps) ? steps.filter((s): s is number => Number.isInteger(s) && s > 0) : [];
  return usable.length ? usable : [...DEFAULT_LOYALTY_GROUP_STEPS];
}

export interface LevelGroup {
  /** 1-based group number. */
  group: number;
  /** The first and last level of the group. */
  first: number;
  last: number;
}

/** The group a level (1-based) belongs to, with its levels' range. */
export function levelGroup(level: number, steps: unknown): LevelGroup {
  const list = groupSteps(steps);
  let first = 1;
  for (let group = 1; ; group += 1) {
    const size = list[Math.min(group - 1, list.length - 1)];
    const last = first + size - 1;
    if (level <= last) return { group, first, last };
    first = last + 1;
  }
}

const whole = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The level number of a userLoyaltyLevel (a number, or a record with `level`); null when it has none. */
export function loyaltyLevelOf(record: unknown): number | null {
  const raw = record && typeof record === 'object' ? (record as { level?: unknown }).level : record;
  const level = whole(typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw);
  return level === null || level < 1 ? null : Math.floor(level);
}

export interface LoyaltyProgress {
  level: number;
  /** The brand's VIP level (group) the player is in, 1-based, at most `groups`. */
  group: number;
  /** The next group, or null at the top. */
  nextGroup: number | null;
  isTop: boolean;
  /** Levels still to climb to reach the next group (0 at the top). */
  levelsToNext: number;
  /** Progress to the next level, 0 to 100. */
  percent: number;
  /** Points still needed for the next level, when the record says (null otherwise). */
  pointsToNext: number | null;
}

/**
 * A player's place among the brand's `groups` VIP levels. The progress comes from the record's points when it
 * has them (points, levelPoints: where the level starts, nextLevelPoints: where the next starts); else from
 * the level's place in its group. Null for a record without a level.
 */
export function loyaltyProgress(record: unknown, steps: unknown, groups: number): LoyaltyProgress | null {
  const level = loyaltyLevelOf(record);
  if (level === null) return null;
  const count = Math.max(1, Math.floor(groups) || 1);
  const found = levelGroup(level, steps);
  const group = Math.min(found.group, count);
  const isTop = group >= count;
  const r = record && typeof record === 'object' ? (record as Record<string, unknown>) : {};
  const points = whole(r.points);
  const start = whole(r.levelPoints) ?? 0;
  const next = whole(r.nextLevelPoints);
  let percent: number;
  let pointsToNext: number | null = null;
  if (isTop && found.group >= count && next === null) percent = 100;
  else if (points !== null && next !== null && next > start) {
    percent = Math.floor((100 * (points - start)) / (next - start));
    pointsToNext = Math.max(0, Math.round((next - points) * 100) / 100);
  } else percent = Math.floor((100 * (level - found.first)) / (found.last - found.first + 1));
  return {
    level, group, nextGroup: isTop ? null : group + 1, isTop,
    levelsToNext: isTop ? 0 : found.last - level + 1,
    percent: Math.min(100, Math.max(0, percent)), pointsToNext,
  };
}
