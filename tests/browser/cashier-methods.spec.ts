// The brand's payment methods per country (issue 26 item 5; brands/curacao/settings.json paymentMethods, src/cashier/
// brandPaymentRestriction.ts) against the real site and sandbox: curacao hides Neteller from players of Germany,
// which the platform offers there, and the player's country decides (a Maltese player is offered it). Each test
// signs up a player of its own through the API and only reads the method list (no deposit is made).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DESKTOP, open, watchProblems } from './fixtures';

test.use({ viewport: DESKTOP });

async function newPlayer(request: APIRequestContext, countryCode: string) {
  const email = `methods.${countryCode}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@cashier.test`;
  const answer = await request.post('/api/user/sign-up', {
    data: {
      email, password: 'Sandbox123!', firstName: 'Maria', lastName: 'Borg', dateOfBirth: '1990-01-01',
      address: 'Hauptstrasse 1', city: 'Berlin', zipCode: '10115', countryCode, currencyCode: 'EUR',
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()).data.accessToken as string;
}

async function signedIn(page: Page, token: string) {
  await page.addInitScript((value) => { if (window === window.top) localStorage.setItem('accessToken', value); }, token);
}

test('a method the brand hides for the player\'s country is not offered, not even by ?activeMethod; the platform\'s list has it', async ({ page, request }) => {
  const problems = await watchProblems(page);
  const token = await newPlayer(request, 'DE');
  // The platform offers Neteller to this player: hiding it is the brand's doing.
  const platform = await request.get('/api/admin/get-payments?countryCode=DE&currencyCode=EUR', { headers: { Authorization: `Bearer ${token}` } });
  expect((await platform.json()).data.payments.map((m: { name: string }) => m.name)).toContain('neteller');

  await signedIn(page, token);
  await open(page, '/deposit?activeMethod=neteller');
  await expect(page.getByRole('radio', { name: 'Skrill' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Neteller' })).toHaveCount(0);
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  expect(await problems.all()).toEqual([]);
});

test('the same method is offered to a player of another country', async ({ page, request }) => {
  const token = await newPlayer(request, 'MT');
  await signedIn(page, token);
  await open(page, '/deposit?activeMethod=neteller');
  await expect(page.getByRole('radio', { name: 'Neteller' })).toBeChecked();
});
