// The game page and the player against the real site and sandbox: spec 6 guest rules under each settings
// combination (5273: settings2 lets guests view and play demo; view only: the same site with demo play off for
// the test's browser context (useSettings); 5275: neither), spec 8 Bet limits, real-money play moving the header
// balance over the socket, and the cookie-consent modal for games (spec 2.5). A player plays on 5275 as a fresh
// player (freshPlayer) whose next spin is set by email, so no money, limit or outcome another spec sees changes.
// spec 8 Game access (the location of a browser context, useLocation) is in country-block.spec.ts.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {
  CURACAO, DESKTOP, LULU, PORTS, amountOf, euros, freshPlayer, headerBalance, logInFromHeader, loginDialog, open, text, useSettings, watchProblems, pageSettled,
} from './fixtures';

test.use({ viewport: DESKTOP });

const CLOSED = `http://127.0.0.1:${PORTS.oneClick}`;

interface Game { slug: string; name: string; provider: string; hasDemo: boolean; isBonus: boolean; restrictedCountries: string[]; minBet: number; maxBet: number }

/** Games of the sandbox catalogue, as the lobby gets them. */
async function games(request: APIRequestContext, base: string): Promise<Game[]> {
  const answer = await request.get(`${base}/api/core/casino/games?limit=100`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { games: { rows: Game[] } } }).data.games.rows;
}
/** A game with demo that the sandbox's default location (MT) may play. */
const playable = (list: Game[]) => list.find((g) => g.hasDemo && !g.restrictedCountries.includes('MT'))!;

const consentDialog = (page: Page) => page.getByRole('dialog', { name: text('game.cookieConsent.title') });
const frame = (page: Page) => page.locator('iframe[title^="Game"]');

/** The cookie-consent modal for games appears on the first game visit; accepting it closes it. */
async function acceptGameCookies(page: Page) {
  await expect(consentDialog(page)).toBeVisible();
  await consentDialog(page).getByRole('button', { name: text('game.cookieConsent.accept') }).click();
  await expect(consentDialog(page)).toHaveCount(0);
}

test.describe('game page for guests (spec 6)', () => {
  test('allowGameViewNotLoggedUser and allowGuestPlayDemoGames: a guest sees the details and may play demo, real play asks for a login', async ({ page, request }) => {
    const problems = await watchProblems(page);
    const game = playable(await games(request, CURACAO));
    await open(page, `${CURACAO}/casino/games/${game.slug}`);
    const details = page.getByTestId('game-details');
    await expect(details.getByRole('heading', { level: 2, name: game.name })).toBeVisible();
    await expect(details.getByTestId('game-provider')).toContainText(game.provider);
    for (const fact of ['game-rtp', 'game-min-bet', 'game-max-bet', 'game-max-multiplier', 'game-bonus-buy', 'game-is-bonus']) {
      await expect(details.getByTestId(fact).locator('dd')).not.toBeEmpty();
    }
    await expect(details.getByRole('link', { name: text('game.play'), exact: true })).toHaveCount(0);
    await details.getByRole('button', { name: text('game.loginToPlay') }).click();
    await expect(loginDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(loginDialog(page)).toHaveCount(0);

    await details.getByRole('link', { name: text('game.playDemo') }).click();
    await expect(page).toHaveURL(new RegExp(`/play/${game.slug}\\?mode=demo$`));
    await acceptGameCookies(page);
    await expect(frame(page)).toHaveAttribute('sandbox', 'allow-scripts');
    await expect(page.frameLocator('iframe').getByRole('button', { name: 'Spin' })).toBeVisible();
    expect(await problems.all()).toEqual([]);
  });

  test('allowGameViewNotLoggedUser without allowGuestPlayDemoGames: details, but the login prompt instead of demo play', async ({ page, context, request }) => {
    const VIEW_ONLY = CURACAO;
    await useSettings(context, VIEW_ONLY, { allowGameViewNotLoggedUser: true, allowGuestPlayDemoGames: false });
    const game = playable(await games(request, VIEW_ONLY));
    await open(page, `${VIEW_ONLY}/casino/games/${game.slug}`);
    const details = page.getByTestId('game-details');
    await expect(details.getByRole('heading', { level: 2, name: game.name })).toBeVisible();
    await expect(details.getByRole('link', { name: text('game.playDemo') })).toHaveCount(0);
    await expect(details.getByRole('button', { name: text('game.loginToPlay') })).toBeVisible();
    // The player page launches nothing for the guest: the login prompt.
    await open(page, `${VIEW_ONLY}/play/${game.slug}?mode=demo`);
    await expect(page.getByText(text('game.loginRequired'))).toBeVisible();
    await expect(frame(page)).toHaveCount(0);
  });

  test('without allowGameViewNotLoggedUser a guest sees only the login prompt, on the game page and the player', async ({ page, request }) => {
    const game = playable(await games(request, CLOSED));
    await open(page, `${CLOSED}/casino/games/${game.slug}`);
    await expect(page.getByText(text('game.viewLoginRequired'))).toBeVisible();
    await expect(page.getByTestId('game-details')).toHaveCount(0);
    await expect(page.getByTestId('favorite-toggle')).toHaveCount(0);
    await open(page, `${CLOSED}/play/${game.slug}?mode=demo`);
    await expect(page.getByText(text('game.viewLoginRequired'))).toBeVisible();
    await expect(frame(page)).toHaveCount(0);
    await page.getByRole('button', { name: text('game.loginToPlay') }).click();
    await expect(loginDialog(page)).toBeVisible();
  });

  test('an unknown game is a not-found state with a link back to the lobby', async ({ page }) => {
    const problems = await watchProblems(page);
    await open(page, `${CURACAO}/casino/games/no-such-game-anywhere`);
    await expect(page.getByText(text('game.notFound'))).toBeVisible();
    await page.getByRole('link', { name: text('game.backToLobby') }).click();
    await expect(page).toHaveURL(`${CURACAO}/casino`);
    // 404 of the game call is expected; nothing else may go wrong.
    expect((await problems.all()).filter((p) => !p.includes('404'))).toEqual([]);
  });
});

test('a11y: the game page and the cookie-consent modal for games have no critical or serious axe violations', async ({ browser, request }) => {
  const game = playable(await games(request, CURACAO));
  // @axe-core/playwright needs a page from browser.newContext() (STACK.md).
  const context = await browser.newContext({ viewport: DESKTOP });
  try {
    const page = await context.newPage();
    const serious = async () => {
      await pageSettled(page); // the consent modal's fade-in, measured settled
      return (await new AxeBuilder({ page }).analyze()).violations
        .filter((v) => v.impact === 'critical' || v.impact === 'serious')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    };
    await open(page, `${CURACAO}/casino/games/${game.slug}`);
    await expect(page.getByTestId('game-details')).toBeVisible();
    expect(await serious()).toEqual([]);
    await open(page, `${CURACAO}/play/${game.slug}?mode=demo`);
    await expect(consentDialog(page)).toBeVisible();
    expect(await serious()).toEqual([]);
  } finally {
    await context.close();
  }
});

test.describe('playing as a player (5275)', () => {
  test('real money: a spin in the frame moves the header balance without a reload; the cookie modal asks only once', async ({ page, request }, info) => {
    const player = await freshPlayer(page, CLOSED, 'play-real', info.workerIndex);
    const game = playable(await games(request, CLOSED));
    await open(page, `${CLOSED}/casino/games/${game.slug}`);
    await logInFromHeader(page, player);
    await page.getByTestId('game-details').getByRole('link', { name: text('game.play'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/play/${game.slug}\\?mode=real$`));
    await acceptGameCookies(page);
    await page.evaluate(() => { (window as unknown as { noReload: boolean }).noReload = true; });
    const before = amountOf((await headerBalance(page).textContent()) ?? '');
    const game_ = page.frameLocator('iframe');
    const stake = Number(await game_.getByRole('combobox', { name: 'Stake' }).inputValue());
    // The player's next spin pays 3 x the stake (control endpoint): the debit and then the credit arrive over the socket.
    expect((await request.post(`${CLOSED}/api/sandbox/spins/next`, { data: { multiplier: 3, email: player } })).ok()).toBe(true);
    await game_.getByRole('button', { name: 'Spin' }).click();
    await expect(headerBalance(page)).toContainText(euros(before + 2 * stake));
    expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);

    // spec 2.5: once accepted, the game cookie modal does not come back.
    await page.reload();
    await expect(frame(page)).toBeVisible();
    await expect(consentDialog(page)).toHaveCount(0);
  });

  test("spec 8 Bet limits: a stake over the player's own max bet shows the maxBetLimit dialog with the bet and the limit", async ({ page, request }, info) => {
    const player = await freshPlayer(page, CLOSED, 'play-limit', info.workerIndex);
    const game = playable(await games(request, CLOSED));
    const limits = (value: number | null) => request.post(`${CLOSED}/api/sandbox/limits`, { data: { email: player, limits: { maxBet: value } } });
    expect((await limits(0.01)).ok()).toBe(true);
    try {
      // Logged in first: on the player page the consent for games (a new context) would cover the header.
      await open(page, `${CLOSED}/casino`);
      await logInFromHeader(page, player);
      await open(page, `${CLOSED}/play/${game.slug}?mode=real`);
      await acceptGameCookies(page);
      await page.frameLocator('iframe').getByRole('button', { name: 'Spin' }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(text('game.betLimit.maxBetLimit.title'));
      await expect(dialog).toContainText('€0.01');
      await dialog.getByRole('button', { name: text('game.betLimit.close') }).click();
      await expect(dialog).toHaveCount(0);
    } finally {
      await limits(null);
    }
  });
});

for (const [brand, base] of [['curacao', CURACAO], ['lulu', LULU]] as const) {
  test(`${brand}: spec 8 Bet limits: a stake above the active bonus's maximum bet shows the bonus-bet limit dialog, its own message`, async ({ page, request }, info) => {
    const player = await freshPlayer(page, base, `bonus-bet-${brand}`, info.workerIndex);
    // Welcome Bonus (101) active for this player: its terms allow bets up to 5 (the offer's maxBet).
    expect((await request.post(`${base}/api/sandbox/active-bonus`, { data: { email: player, bonusId: 101 } })).ok()).toBe(true);
    const game = (await games(request, base)).find((g) => g.hasDemo && g.isBonus && !g.restrictedCountries.includes('MT') && g.minBet <= 10 && g.maxBet >= 10)!;
    await open(page, `${base}/casino`);
    await logInFromHeader(page, player);
    await open(page, `${base}/play/${game.slug}?mode=real`);
    await acceptGameCookies(page);
    const slot = page.frameLocator('iframe');
    await slot.getByRole('combobox', { name: 'Stake' }).selectOption('10');
    await slot.getByRole('button', { name: 'Spin' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(text('game.betLimit.bonusBetLimit.title', brand));
    await expect(dialog).toContainText(text('game.betLimit.bonusBetLimit.text', brand).replace('{{bet}}', euros(10)).replace('{{limit}}', euros(5)));
    await dialog.getByRole('button', { name: text('game.betLimit.close', brand) }).click();
    await expect(dialog).toHaveCount(0);
  });
}
