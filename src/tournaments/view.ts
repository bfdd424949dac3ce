// A race as the front end shows it: the answer's fields plus its state and time left now (spec 3), and the
// list order (running first, then upcoming, then ended).
import type { Tournament } from '../generated/types';
import { STATE_ORDER, splitDuration, tournamentState, type TournamentClock } from './state';

export interface RaceView {
  tournament: Tournament;
  clock: TournamentClock;
}

/** The state now by the one rule; a race with unreadable dates keeps the server's state. */
export function clockOf(tournament: Pick<Tournament, 'startsAt' | 'endsAt' | 'state'>, now: number): TournamentClock {
  try {
    return tournamentState(tournament.startsAt, tournament.endsAt, now);
  } catch {
    return { state: tournament.state, remaining: splitDuration(0) };
  }
}

/** Running races first (ending soonest first), then upcoming (starting soonest first), then ended (latest first). */
export function raceList(tournaments: readonly Tournament[], now: number): RaceView[] {
  return tournaments
    .map((tournament) => ({ tournament, clock: clockOf(tournament, now) }))
    .sort((a, b) => STATE_ORDER[a.clock.state] - STATE_ORDER[b.clock.state]
      || (a.clock.state === 'ended'
        ? Date.parse(b.tournament.endsAt) - Date.parse(a.tournament.endsAt)
        : a.clock.remaining.totalMs - b.clock.remaining.totalMs));
}
