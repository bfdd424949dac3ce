// @vitest-environment jsdom
import { describe, it, expect, afterEach, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import TournamentListView from '../../src/widgets/TournamentList/View';
import TournamentDetailsView from '../../src/widgets/TournamentDetails/View';
import { propsOf } from '../../src/renderer/widgetDefaults';
import { ApiError } from '../../src/platform/api/client';
import { useSession } from '../../src/platform/session';
import { clockRunning } from '../../src/tournaments/clock';
import { en, renderWith } from './tournaments-helpers';

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  useSession.setState({ authenticated: false, user: null, token: null });
});

const iso = (ms: number) => new Date(ms).toISOString();
const HOUR = 3_600_000;

function race(id: number, name: string, startsIn: number, duration: number) {
  const start = Date.now() + startsIn;
  return { id, slug: name.toLowerCase().replace(/ /g, '-'), name, state: 'ends in', startsAt: iso(start), endsAt: iso(start + duration), prizePool: 1000, currencyCode: 'EUR', image: null };
}

describe('TournamentList', () => {
  it('spec 3 Tournament states: running first, then upcoming, then ended; a race that ends is announced once', async () => {
    // The page clock is driven by the test (Date and the clock's interval), so a busy machine cannot end the race
    // before the first render; the rest (rendering, the call) runs on real timers.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const races = [
      race(1, 'Old Race', -48 * HOUR, HOUR),
      race(2, 'Next Race', 2 * HOUR, HOUR),
      race(3, 'Closing Race', -HOUR, HOUR + 1500),
      race(4, 'Long Race', -HOUR, 20 * HOUR),
    ];
    renderWith(<TournamentListView {...propsOf('TournamentList', {})} />, () => ({ data: { tournaments: races } }));
    await screen.findAllByTestId('tournament-card');
    const order = () => screen.getAllByTestId('tournament-card').map((c) => `${c.querySelector('h2')!.textContent}:${c.getAttribute('data-state')}`);
    // Running ones by the time left (the one ending soonest first), then upcoming, then ended.
    expect(order()).toEqual(['Closing Race:ends in', 'Long Race:ends in', 'Next Race:starts in', 'Old Race:ended']);
    expect(clockRunning()).toBe(true);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    act(() => { vi.advanceTimersByTime(2000); });
    await waitFor(() => expect(order()[2]).toBe('Closing Race:ended'));
    expect(status.textContent).toBe(en('text.tournaments.announce.ended', { name: 'Closing Race' }));
  });

  it('the shared clock stops while the tab is hidden and runs again when it is shown', async () => {
    renderWith(<TournamentListView {...propsOf('TournamentList', {})} />, () => ({ data: { tournaments: [race(1, 'A Race', -HOUR, 5 * HOUR)] } }));
    await screen.findByTestId('tournament-card');
    expect(clockRunning()).toBe(true);
    const visibility = (state: string) => act(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    visibility('hidden');
    expect(clockRunning()).toBe(false);
    visibility('visible');
    expect(clockRunning()).toBe(true);
    cleanup();
    expect(clockRunning()).toBe(false);
  });

  it('a failed load shows the error with a retry that loads again; an empty list says so', async () => {
    let calls = 0;
    renderWith(<TournamentListView {...propsOf('TournamentList', {})} />, () => {
      calls += 1;
      if (calls === 1) throw new ApiError(500, 'getTournaments failed');
      return { data: { tournaments: [] } };
    });
    expect((await screen.findByRole('alert')).textContent).toContain(en('text.tournaments.error'));
    fireEvent.click(screen.getByRole('button', { name: en('text.common.retry') }));
    expect(await screen.findByText(en('text.tournaments.empty'))).toBeTruthy();
  });

  it('each card links to its details on the tournaments page', async () => {
    renderWith(<TournamentListView {...propsOf('TournamentList', {})} />, () => ({ data: { tournaments: [race(1, 'Daily Drops Race', -HOUR, 5 * HOUR)] } }));
    const link = await screen.findByRole('link', { name: 'Daily Drops Race' });
    expect(link.getAttribute('href')).toBe('/tournaments?tournament=daily-drops-race');
  });
});

describe('TournamentDetails', () => {
  const leaderboard = [
    { rank: 1, nickname: 'ace***42', points: 900, prize: 300 },
    { rank: 2, nickname: 'LuckyLuke', points: 800, prize: 200 },
    { rank: 3, nickname: 'neo***11', points: 700, prize: 100 },
  ];

  it("spec 2.5 Tournament leaderboard and stats: the signed-in player's row is highlighted and their position shown", async () => {
    useSession.setState({ authenticated: true, token: 't', user: { userId: 7, nickname: 'luckyluke' } });
    renderWith(<TournamentDetailsView slug="wild" backText="text.tournaments.details.back" />, () => ({
      data: { tournament: { ...race(4, 'Wild', -HOUR, 5 * HOUR), slug: 'wild', leaderboard } },
    }));
    const table = await screen.findByTestId('leaderboard');
    const rows = [...table.querySelectorAll('tbody tr')];
    expect(rows.map((r) => r.getAttribute('data-own'))).toEqual([null, 'true', null]);
    expect(rows[1].getAttribute('aria-current')).toBe('true');
    expect(screen.getByTestId('stat-position').textContent).toContain('#2');
    expect(screen.getByTestId('stat-participants').textContent).toContain('3');
  });

  it('a guest sees no position and no highlighted row', async () => {
    renderWith(<TournamentDetailsView slug="wild" backText="text.tournaments.details.back" />, () => ({
      data: { tournament: { ...race(4, 'Wild', -HOUR, 5 * HOUR), slug: 'wild', leaderboard } },
    }));
    const table = await screen.findByTestId('leaderboard');
    expect(table.querySelector('[data-own]')).toBeNull();
    expect(screen.queryByTestId('stat-position')).toBeNull();
  });

  it('an unknown race is a not-found message, not a crash', async () => {
    renderWith(<TournamentDetailsView slug="nope" backText="text.tournaments.details.back" />, () => {
      throw new ApiError(404, 'getTournament failed: 404 Not Found');
    });
    expect((await screen.findByTestId('tournament-not-found')).textContent).toBe(en('text.tournaments.details.notFound'));
  });
});
