// Tournaments ('races', spec 1) and top wins against the real site and sandbox: spec 3 Tournament states
// with live countdowns, spec 2.5 Tournament leaderboard and stats, the Top wins table and spec 6 Ghost mode.
import { expect, test } from '@playwright/test';
import { CURACAO, DESKTOP, open, text, watchProblems } from './fixtures';

test.use({ viewport: DESKTOP });

const cards = (page: import('@playwright/test').Page) => page.getByTestId('tournament-card');

test.describe('tournaments (races)', () => {
  test('spec 3 Tournament states: the list shows running races first, then upcoming, then ended, with countdowns that tick', async ({ page }) => {
    const problems = await watchProblems(page);
    await open(page, `${CURACAO}/tournaments`);
    await expect(cards(page)).toHaveCount(6);
    // The sandbox seeds two races in each state (server/sandbox/seed/tournaments.ts).
    const states = await cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-state')));
    expect(states).toEqual(['ends in', 'ends in', 'starts in', 'starts in', 'ended', 'ended']);
    await expect(cards(page).nth(0).getByTestId('tournament-state')).toHaveText(text('tournaments.state.endsIn'));
    await expect(cards(page).nth(2).getByTestId('tournament-state')).toHaveText(text('tournaments.state.startsIn'));
    await expect(cards(page).nth(4).getByTestId('tournament-state')).toHaveText(text('tournaments.state.ended'));
    // Ended races have no countdown; the others count down every second.
    await expect(cards(page).nth(4).getByTestId('tournament-time')).toHaveCount(0);
    for (const index of [0, 2]) {
      const time = cards(page).nth(index).getByTestId('tournament-time');
      const before = await time.textContent();
      expect(before).toMatch(/^\d+d \d{2}h \d{2}m \d{2}s$/);
      await expect(time).not.toHaveText(before!, { timeout: 2500 });
    }
    // The countdown is not a live region (it would chatter every second); one status region announces changes.
    const inLiveRegion = await cards(page).nth(0).getByTestId('tournament-time').evaluate((el) => el.closest('[aria-live]') !== null);
    expect(inLiveRegion).toBe(false);
    // Each card has its image and prize pool.
    await expect(cards(page).nth(0).locator('img')).toHaveAttribute('src', /\/api\/core\/casino\/assets\/tournaments\/.+\.svg$/);
    await expect(cards(page).nth(0).getByTestId('tournament-prize-pool')).toHaveText(/€[\d,]+/);
    expect(await problems.all()).toEqual([]);
  });

  test('spec 2.5 Tournament leaderboard and stats: opening a race shows its leaderboard, stats and rules', async ({ page }) => {
    await open(page, `${CURACAO}/tournaments`);
    await page.getByRole('link', { name: 'Weekly Wild Race' }).click();
    await expect(page).toHaveURL(/\/tournaments\?tournament=weekly-wild-race$/);
    const details = page.getByTestId('tournament-details');
    await expect(details.getByRole('heading', { level: 2, name: 'Weekly Wild Race' })).toBeVisible();
    const rows = details.getByTestId('leaderboard').locator('tbody tr');
    await expect(rows).toHaveCount(20);
    await expect(rows.nth(0).locator('td').nth(0)).toHaveText('1');
    // Points go down the table.
    const points = await rows.evaluateAll((trs) => trs.map((tr) => Number(tr.children[2].textContent!.replace(/,/g, ''))));
    expect(points).toEqual([...points].sort((a, b) => b - a));
    await expect(details.getByTestId('stat-participants')).toContainText('20');
    await expect(details.getByTestId('stat-prize-pool')).toContainText('€15,000');
    await expect(details.getByTestId('tournament-rules')).toContainText('Biggest multiplier of the week.');
    // Guests have no position; the list is gone while a race is open, and the back link returns to it.
    await expect(details.getByTestId('stat-position')).toHaveCount(0);
    await expect(cards(page)).toHaveCount(0);
    await details.getByRole('link', { name: text('tournaments.details.back') }).click();
    await expect(cards(page)).toHaveCount(6);
  });

  test('an upcoming race has no leaderboard yet; an unknown race is a not-found message', async ({ page }) => {
    await open(page, `${CURACAO}/tournaments?tournament=live-casino-showdown`);
    await expect(page.getByTestId('leaderboard-empty')).toHaveText(text('tournaments.details.noLeaderboard'));
    await expect(page.getByTestId('stat-time-left')).toContainText(text('tournaments.state.startsIn'));
    await open(page, `${CURACAO}/tournaments?tournament=no-such-race`);
    await expect(page.getByTestId('tournament-not-found')).toHaveText(text('tournaments.details.notFound'));
  });
});
