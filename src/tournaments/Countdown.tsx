// The state label and countdown of a race (spec 3 Tournament states), ticking with the shared clock.
// The countdown is plain text, not a live region: a screen reader would otherwise hear every second.
// State changes are announced once by the owner of the list (see useStateAnnouncements).
import { Badge, HStack, Text } from '@chakra-ui/react';
import { useText } from '../renderer/text';
import { pad2 } from './format';
import type { TournamentClock, TournamentState } from './state';

export const STATE_TEXT: Readonly<Record<TournamentState, string>> = {
  'starts in': 'text.tournaments.state.startsIn',
  'ends in': 'text.tournaments.state.endsIn',
  ended: 'text.tournaments.state.ended',
};

const STATE_PALETTE: Readonly<Record<TournamentState, string>> = { 'ends in': 'green', 'starts in': 'blue', ended: 'gray' };

/** "1d 02h 03m 04s", or "02h 03m 04s" on the last day, from the remaining time. */
export function useCountdownText() {
  const t = useText();
  return (clock: TournamentClock) => {
    const { days, hours, minutes, seconds } = clock.remaining;
    return t(days > 0 ? 'text.tournaments.countdown' : 'text.tournaments.countdownLastDay', { days, hours: pad2(hours), minutes: pad2(minutes), seconds: pad2(seconds) });
  };
}

/** The state label, and the time left unless `labelOnly` (a stat nearby shows it). */
export function Countdown({ clock, labelOnly = false }: { clock: TournamentClock; labelOnly?: boolean }) {
  const t = useText();
  const countdown = useCountdownText();
  return (
    <HStack gap="2" data-testid="tournament-countdown" data-state={clock.state}>
      <Badge colorPalette={STATE_PALETTE[clock.state]} variant="subtle" data-testid="tournament-state">{t(STATE_TEXT[clock.state])}</Badge>
      {clock.state !== 'ended' && !labelOnly && (
        <Text as="span" fontVariantNumeric="tabular-nums" data-testid="tournament-time">{countdown(clock)}</Text>
      )}
    </HStack>
  );
}
