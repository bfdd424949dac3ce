// Tournaments ('races', spec 1) and top wins against the real site and sandbox: spec 3 Tournament states
// with live countdowns, spec 2.5 Tournament leaderboard and stats, the Top wins table and spec 6 Ghost mode.
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { CURACAO, DESKTOP, freshPlayer, logInFromHeader, loginDialog, open, text, watchProblems, pageSettled } from './fixtures';

test.use({ viewport: DESKTOP });

const cards = (page: Page) => page.getByTestId('tournament-card');

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
      expect(before).toMatch(/^(\d+d )?\d{2}h \d{2}m \d{2}s$/);
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

  test('the list and a race have no critical or serious axe violations', async ({ browser }) => {
    // @axe-core/playwright needs a page from browser.newContext() (STACK.md).
    const context = await browser.newContext({ baseURL: CURACAO, viewport: DESKTOP });
    try {
      const page = await context.newPage();
      for (const url of ['/tournaments', '/tournaments?tournament=weekly-wild-race']) {
        await open(page, url);
        await expect(page.getByTestId(url.includes('?') ? 'leaderboard' : 'tournament-card').first()).toBeVisible();
        await pageSettled(page);
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
        expect(serious.map((v) => `${url} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      }
    } finally {
      await context.close();
    }
  });

  test('an upcoming race has no leaderboard yet; an unknown race is a not-found message', async ({ page }) => {
    await open(page, `${CURACAO}/tournaments?tournament=live-casino-showdown`);
    await expect(page.getByTestId('leaderboard-empty')).toHaveText(text('tournaments.details.noLeaderboard'));
    await expect(page.getByTestId('stat-time-left')).toContainText(text('tournaments.state.startsIn'));
    await open(page, `${CURACAO}/tournaments?tournament=no-such-race`);
    await expect(page.getByTestId('tournament-not-found')).toHaveText(text('tournaments.details.notFound'));
  });
});

// ---- Top wins (spec 2.5) and ghost mode (spec 6), on the tournaments page and the profile. ----

const topWins = (page: Page) => page.getByTestId('top-wins');
const column = (page: Page, testId: string) => topWins(page).getByTestId(testId);

/** The values of one column of the open tab (data-value for numbers, dateTime for times, text for players). */
async function values(page: Page, testId: string): Promise<Array<number | string>> {
  return column(page, testId).evaluateAll((cells) => cells.map((c) => {
    if (c.hasAttribute('data-value')) return Number(c.getAttribute('data-value'));
    if (c.tagName === 'TIME') return c.getAttribute('datetime') ?? '';
    return c.textContent ?? '';
  }));
}

const descending = <T extends number | string>(list: T[]) => [...list].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));

test.describe('top wins', () => {
  test('spec 2.5 Top wins table with tabs: my wins, all wins, high rollers, multiplier madness, ordered as the feed says', async ({ page }) => {
    const problems = await watchProblems(page);
    await open(page, `${CURACAO}/tournaments`);
    const tabs = topWins(page).getByRole('tab');
    await expect(tabs).toHaveText(['topWins.tabs.my', 'topWins.tabs.all', 'topWins.tabs.highRollers', 'topWins.tabs.multiplier'].map((k) => text(k)));
    // All wins: newest first.
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(column(page, 'top-win-row')).toHaveCount(20);
    const times = await values(page, 'top-win-time') as string[];
    expect(times).toEqual(descending(times));
    // A seeded ghost's row (about 1 in 8 players is one) shows the neutral label, never a name.
    const players = await values(page, 'top-win-player');
    expect(players.every((p) => typeof p === 'string' && p.length > 0)).toBe(true);
    await expect(column(page, 'top-win-row').first().getByRole('link')).toHaveAttribute('href', /^\/casino\/games\/[a-z0-9-]+$/);
    // Arrow keys move between tabs (Chakra Tabs): high rollers, stake 20 or more, biggest win first.
    await tabs.nth(1).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    await expect(column(page, 'top-win-row').first()).toBeVisible();
    await expect.poll(async () => (await values(page, 'top-win-stake')).every((s) => (s as number) >= 20)).toBe(true);
    const wins = await values(page, 'top-win-win') as number[];
    expect(wins.length).toBeGreaterThan(1);
    expect(wins).toEqual(descending(wins));
    // Multiplier madness: biggest multiplier first.
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true');
    await expect.poll(async () => {
      const multipliers = await values(page, 'top-win-multiplier') as number[];
      return multipliers.length === 20 && multipliers.join() === descending(multipliers).join();
    }).toBe(true);
    // My wins for a guest: a login prompt that opens the login modal.
    await tabs.nth(0).click();
    await topWins(page).getByRole('button', { name: text('topWins.login') }).click();
    await expect(page).toHaveURL(/[?&]modal=login/);
    await expect(loginDialog(page)).toBeVisible();
    expect(await problems.all()).toEqual([]);
  });

  test.describe('spec 6 Ghost mode', () => {
    // A fresh player of this test's own: ghost mode and the win are no other spec's to see.
    test("hides the player's name in all wins but not in my wins", async ({ page }, info) => {
      const player = await freshPlayer(page, CURACAO, 'ghost', info.workerIndex);
      await open(page, `${CURACAO}/tournaments`);
      await logInFromHeader(page, player);
      // A real win of the player through the play API (the seeded wins are fictional players').
      const token = await page.evaluate(() => localStorage.getItem('accessToken'));
      const headers = { Authorization: `Bearer ${token}` };
      const launch = await page.request.post(`${CURACAO}/api/core/casino/games/golden-fortune/launch`, { headers, data: { mode: 'real' } });
      expect(launch.status()).toBe(200);
      const { sessionId } = (await launch.json()).data.launch;
      // The player's next spin pays twice the stake (control endpoint), at the game's smallest stake.
      const { minBet } = (await (await page.request.get(`${CURACAO}/api/core/casino/games/golden-fortune`)).json()).data.game as { minBet: number };
      expect((await page.request.post(`${CURACAO}/api/sandbox/spins/next`, { data: { multiplier: 2, email: player } })).ok()).toBe(true);
      const spin = await page.request.post(`${CURACAO}/api/core/casino/play/${sessionId}/spin`, { data: { stake: minBet } });
      expect(spin.status()).toBe(200);
      expect((await spin.json()).data.spin.win).toBe(minBet * 2);

      // My wins (profile): the player's own name on their newest win.
      await open(page, `${CURACAO}/profile`);
      const myFirst = column(page, 'top-win-player').first();
      await expect(myFirst).not.toHaveText(text('topWins.hiddenPlayer'));
      const name = (await myFirst.textContent())!;
      expect(name.length).toBeGreaterThan(0);

      // All wins: the newest row is that win, under the player's name.
      await open(page, `${CURACAO}/tournaments`);
      await expect(column(page, 'top-win-player').first()).toHaveText(name);

      // Ghost mode on in the profile.
      await open(page, `${CURACAO}/profile`);
      const ghost = page.getByRole('checkbox', { name: text('topWins.ghostMode.label') });
      await expect(ghost).not.toBeChecked();
      await page.getByTestId('ghost-mode').getByText(text('topWins.ghostMode.label')).click();
      await expect(ghost).toBeChecked();
      // My wins still name the player.
      await expect(column(page, 'top-win-player').first()).toHaveText(name);
      // It holds after a reload (the user details' ghostMode).
      await open(page, `${CURACAO}/profile`);
      await expect(page.getByRole('checkbox', { name: text('topWins.ghostMode.label') })).toBeChecked();

      // All wins: the same newest row now shows the neutral label, and the name appears nowhere.
      await open(page, `${CURACAO}/tournaments`);
      await expect(column(page, 'top-win-player').first()).toHaveText(text('topWins.hiddenPlayer'));
      expect(await values(page, 'top-win-player')).not.toContain(name);
    });
  });
});
