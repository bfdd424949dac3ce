// Favourite games (spec 2.1 /profile/favorites; spec 6: for authenticated players) against the real site and
// sandbox: the heart on the game page, the favourites grid, the empty state and the login-required page for
// guests. Each player is a fresh one (freshPlayer), whose favourites no other test touches. The favourite is
// removed again at the end.
import { expect, test } from '@playwright/test';
import { CURACAO, DESKTOP, freshPlayer, logInFromHeader, open, text } from './fixtures';

test.use({ viewport: DESKTOP });

const BASE = CURACAO;

test('a guest on /profile/favorites sees the login prompt, not a list', async ({ page }) => {
  await open(page, `${BASE}/profile/favorites`);
  await expect(page.getByText(text('auth.loginRequired'))).toBeVisible();
  await expect(page.getByTestId('favorite-games')).toHaveCount(0);
});

test('a player favourites a game, finds it on /profile/favorites, and unfavourites it', async ({ page, request }, info) => {
  const player = await freshPlayer(page, BASE, 'favourite', info.workerIndex);
  const rows = ((await (await request.get(`${BASE}/api/core/casino/games?limit=3`)).json()) as { data: { games: { rows: Array<{ slug: string; name: string }> } } }).data.games.rows;
  const game = rows[2];
  await open(page, `${BASE}/casino/games/${game.slug}`);
  await logInFromHeader(page, player);
  const heart = page.getByTestId('favorite-toggle');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart).toHaveAccessibleName(text('game.favorite.remove'));

  await open(page, `${BASE}/profile/favorites`);
  const card = page.getByTestId('favorite-games').locator(`[data-slug="${game.slug}"]`);
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(`${BASE}/casino/games/${game.slug}`);
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');

  await open(page, `${BASE}/profile/favorites`);
  await expect(page.getByTestId('favorites-empty').or(page.getByTestId('favorite-games'))).toBeVisible();
  await expect(page.locator(`[data-slug="${game.slug}"]`)).toHaveCount(0);
});

test('with no favourites the page says so and links to the lobby', async ({ page }, info) => {
  const player = await freshPlayer(page, BASE, 'favourite-none', info.workerIndex);
  await open(page, `${BASE}/profile/favorites`);
  await logInFromHeader(page, player);
  await expect(page.getByTestId('favorites-empty')).toBeVisible();
  await page.getByRole('link', { name: text('game.favorites.browse') }).click();
  await expect(page).toHaveURL(`${BASE}/casino`);
});
