// The player's IANA time zone, in which an offer's days and hours and a calendar's today are read (spec 7
// get-all-bonus and rakeback-claim take timeZone; the bonus activation and deposit calls of ours too).
// Read from the runtime when asked, never while rendering on the server (its zone is not the player's).

/** The runtime's time zone; UTC when it has none. */
export function playerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
