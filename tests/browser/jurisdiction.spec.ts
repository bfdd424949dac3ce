// The jurisdiction pack (issue 13, beyond the spec; brand settings off by default, on for lulu:
// sessionClock, realityCheckMinutes 60) against the real site and sandbox: the header's session clock
// (spec 5 Clock: HH:MM, refreshed every 60 s while the tab is visible) and the reality check dialog every
// 60 minutes of a session, with the time, the amount wagered and the net position since login (the
// sandbox's session summary sums the ledger), Continue and Log out. The page's clock is Playwright's
// (page.clock), moved by the test; fresh registered players only.
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { CURACAO, DESKTOP, LULU, freshPlayer, headerBalance, headerLogin, logInFromHeader, open, text, pageSettled } from './fixtures';

test.use({ viewport: DESKTOP });

/** One real spin of 1 that pays nothing, through the platform with the page's token. */
async function losingSpin(page: Page, origin: string, email: string) {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const auth = { Authorization: `Bearer ${token}` };
  const games = ((await (await page.request.get(`${origin}/api/core/casino/games?limit=100`)).json()) as { data: { games: { rows: Array<{ slug: string; restrictedCountries: string[]; minBet: number }> } } }).data.games.rows;
  const slug = games.find((g) => !g.restrictedCountries.includes('MT') && g.minBet <= 1)!.slug;
  const launch = await page.request.post(`${origin}/api/core/casino/games/${slug}/launch`, { data: { mode: 'real' }, headers: auth });
  expect(launch.ok(), await launch.text()).toBe(true);
  // This player's next spin only (email): tests beside this one spin too.
  expect((await page.request.post(`${origin}/api/sandbox/spins/next`, { data: { multiplier: 0, email } })).ok()).toBe(true);
  const spin = await page.request.post(`${origin}/api/core/casino/play/${(await launch.json()).data.launch.sessionId}/spin`, { data: { stake: 1 } });
  expect(spin.ok(), await spin.text()).toBe(true);
}

/**
 * Moves the page's clock on by `minutes` while the player stays active (a mouse move every 20 minutes), so
 * the inactivity timer (spec 4, 30 minutes) does not end the session first.
 */
async function playFor(page: Page, minutes: number) {
  for (let left = minutes; left > 0; left -= 20) {
    await page.mouse.move(10 + (left % 7), 300);
    await page.clock.fastForward(Math.min(left, 20) * 60_000);
  }
}

const clock = (page: Page) => page.getByTestId('session-clock');
const realityCheck = (page: Page) => page.getByRole('alertdialog', { name: text('jurisdiction.realityCheck.title') });

test('lulu: the header clock shows the time since login; every 60 minutes a reality check with the session, wagered and net; Continue, then Log out', async ({ page }, info) => {
  await page.clock.install({ time: new Date() });
  const email = await freshPlayer(page, LULU, 'reality', info.workerIndex, 20);
  await open(page, `${LULU}/casino`);
  await expect(clock(page)).toHaveCount(0);
  await logInFromHeader(page, email);
  await expect(clock(page)).toHaveText(/^\d{2}:\d{2} · 00:0\d$/);
  await losingSpin(page, LULU, email);

  // 30 minutes on: the clock moved (refreshed each minute), no reality check yet.
  await playFor(page, 30);
  await expect(clock(page)).toHaveText(/^\d{2}:\d{2} · 00:3\d$/);
  await expect(realityCheck(page)).toHaveCount(0);

  // 60 minutes after login: the reality check, with the position the platform summed from the ledger.
  await playFor(page, 30);
  const dialog = realityCheck(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/You have been logged in for 6\d minutes\./);
  await expect(dialog).toContainText(/you have wagered €1\.00, and your net position is (-€|€-)1\.00\./);
  await pageSettled(page);
  const violations = (await new AxeBuilder({ page }).include('[role="alertdialog"]').analyze()).violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
  expect(violations.map((v) => v.id)).toEqual([]);
  await dialog.getByRole('button', { name: text('jurisdiction.realityCheck.continue') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(headerBalance(page)).toBeVisible();

  // The next one, an hour later: Log out ends the session.
  await playFor(page, 60);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: text('jurisdiction.realityCheck.logout') }).click();
  await expect(headerLogin(page)).toBeVisible();
  await expect(clock(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
});

test('curacao: the pack is off by default, no clock and no reality check', async ({ page }, info) => {
  await page.clock.install({ time: new Date() });
  const email = await freshPlayer(page, CURACAO, 'no-reality', info.workerIndex, 20);
  const summaries: string[] = [];
  page.on('request', (request) => { if (request.url().includes('/api/user/session-summary')) summaries.push(request.url()); });
  await open(page, `${CURACAO}/casino`);
  await logInFromHeader(page, email);
  await playFor(page, 61);
  await expect(headerBalance(page)).toBeVisible();
  await expect(clock(page)).toHaveCount(0);
  await expect(realityCheck(page)).toHaveCount(0);
  // Nothing of the pack runs: the session summary is never asked for.
  expect(summaries).toEqual([]);
});
