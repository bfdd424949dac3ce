// The jurisdiction pack (issue 13, beyond the spec; brand settings, off by default): a reality check every N
// minutes of a session (UKGC style: session time, amount wagered and net position since login) and a
// session clock in the header (spec 5 Clock: 'The HH:MM clock is refreshed every 60 seconds while the tab
// is visible'). Pure: clocks come in as numbers, so tests drive them.

/** spec 5 Clock: refreshed every 60 seconds while the tab is visible. */
export const CLOCK_REFRESH_MS = 60_000;

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall clock, HH:MM in the player's local time. */
export function wallClock(at: Date): string {
  return `${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** Time since login as HH:MM (hours go past 24 rather than wrap); never negative. */
export function elapsedClock(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/**
 * Milliseconds from now until the next reality check: checks fall every `everyMinutes` after the session
 * started (since), so a reload does not restart the count. Null when the interval is not a positive number
 * (the brand's setting is off) or the start is unknown.
 */
export function nextCheckDelay(since: number, now: number, everyMinutes: number): number | null {
  if (!Number.isFinite(everyMinutes) || everyMinutes <= 0 || !Number.isFinite(since)) return null;
  const every = everyMinutes * 60_000;
  if (now < since) return since - now + every;
  const passed = (now - since) % every;
  return every - passed;
}

export interface LedgerEntry { type: string; amountMinor: number }
export interface SessionPosition { wageredMinor: number; wonMinor: number; netMinor: number }

/**
 * The player's position over ledger rows of one session: wagered is what bets took (debits), won what
 * wins paid (credits), net the two together (negative: a loss). Deposits, withdrawals and bonuses are not play.
 */
export function sessionPosition(entries: readonly LedgerEntry[]): SessionPosition {
  let wageredMinor = 0;
  let wonMinor = 0;
  for (const entry of entries) {
    if (entry.type === 'debit') wageredMinor += Math.abs(entry.amountMinor);
    else if (entry.type === 'credit') wonMinor += Math.abs(entry.amountMinor);
  }
  return { wageredMinor, wonMinor, netMinor: wonMinor - wageredMinor };
}
