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

/** "1d 02h 03m 04s" from the remaining time (text.tournaments.countdown). */
export function useCountdownText() {
  const t = useText();
  return (clock: TournamentClock) => {
    const { days, hours, minutes, seconds } = clock.remaining;
    return t('text.tournaments.countdown', { days, hours: pad2(hours), minutes: pad2(minutes), seconds: pad2(seconds) });
  };
}

export function Countdown({ clock }: { clock: TournamentClock }) {
  const t = useText();
  const countdown = useCountdownText();
  return (
    <HStack gap="2" data-testid="tournament-countdown" data-state={clock.state}>
      <Badge colorPalette={STATE_PALETTE[clock.state]} variant="subtle" data-testid="tournament-state">{t(STATE_TEXT[clock.state])}</Badge>
      {clock.state !== 'ended' && (
        <Text as="span" fontVariantNumeric="tabular-nums" data-testid="tournament-time">{countdown(clock)}</Text>
      )}
    </HStack>
  );
}
