// Announces a race changing state (started, ended) once, in a polite live region, instead of making the
// ticking countdowns live regions. The first answer is not announced: nothing changed yet for the player.
import { useEffect, useRef, useState } from 'react';
import { useText } from '../renderer/text';
import type { TournamentState } from './state';

const ANNOUNCE: Partial<Record<TournamentState, string>> = {
  'ends in': 'text.tournaments.announce.started',
  ended: 'text.tournaments.announce.ended',
};

export function useStateAnnouncement(items: ReadonlyArray<{ id: string | number; name: string; state: TournamentState }>, onChange?: () => void): string {
  const t = useText();
  const seen = useRef(new Map<string | number, TournamentState>());
  const [message, setMessage] = useState('');
  const key = items.map((i) => `${i.id}:${i.state}`).join('|');
  useEffect(() => {
    const changes: string[] = [];
    for (const item of items) {
      const before = seen.current.get(item.id);
      if (before !== undefined && before !== item.state && ANNOUNCE[item.state]) changes.push(t(ANNOUNCE[item.state], { name: item.name }));
      seen.current.set(item.id, item.state);
    }
    if (changes.length) {
      setMessage(changes.join(' '));
      onChange?.();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of some state (the key) is announced, not every tick
  }, [key]);
  return message;
}
