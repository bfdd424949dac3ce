// Tracking action codes for deposits (spec 7: the deposit count 1 to 5 or more maps to first, second,
// third, fourth and fifth-plus deposit), so the cashier and retargeting scripts name a deposit the same way.
// The code spelling is ours (upper snake case like PAGE_VIEW); the spec names only the five steps.

export const DEPOSIT_ACTION_CODES = ['FIRST_DEPOSIT', 'SECOND_DEPOSIT', 'THIRD_DEPOSIT', 'FOURTH_DEPOSIT', 'FIFTH_PLUS_DEPOSIT'] as const;
export type DepositActionCode = (typeof DEPOSIT_ACTION_CODES)[number];

/** The action code of the player's nth deposit (the depositCount after it); null below 1 or not a number. */
export function depositActionCode(depositCount: number): DepositActionCode | null {
  if (!Number.isFinite(depositCount) || depositCount < 1) return null;
  return DEPOSIT_ACTION_CODES[Math.min(Math.floor(depositCount), 5) - 1];
}
