// The bonus and rakeback calendars (issue 14; spec 2.5 Bonus calendar dialog and Rakeback calendar, spec 4
// Rakeback day states, spec 9 Calendars) against the real site and sandbox: the bonus calendar's 28 cells start
// on a Monday; a depositor claims the amount POST /api/sandbox/rakeback put on today, sees the success dialog and
// the header balance rise by it; a guest sees a sample calendar with no claim button; both brands render them.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { DESKTOP, LULU, PHONE, amountOf, euros, modalTitle, open, text, watchProblems, pageSettled } from './fixtures';

test.use({ viewport: DESKTOP });

const PASSWORD = 'Sandbox123!';
const say = (key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce((s, [k, v]) => s.replace(`{{${k}}}`, v), text(key));

/** A new depositor (signed up and one deposit through the sandbox), so no other test's claim touches its days. */
async function newDepositor(request: APIRequestContext) {
  const email = `rakeback.${Date.now()}.${Math.floor(Math.random() * 1e6)}@calendar.test`;
  const answer = await request.post('/api/user/sign-up', {
    data: { email, password: PASSWORD, firstName: 'Maria', lastName: 'Borg', dateOfBirth: '1990-01-01', countryCode: 'MT', currencyCode: 'EUR' },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const deposit = await request.post('/api/sandbox/deposit', { data: { email, amount: 100, result: 'success' } });
  expect(deposit.status(), await deposit.text()).toBe(200);
  return { email, token: (await answer.json()).data.accessToken as string };
}

const signedIn = (page: Page, token: string) => page.addInitScript((value) => localStorage.setItem('accessToken', value), token);

async function noSeriousAxeFindings(page: Page, selector: string) {
  await pageSettled(page);
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  expect(results.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

/** Monday of the week before this one, as the calendar's first cell shows it ("Mon 16"). */
const firstCell = () => {
  const today = new Date();
  const back = ((today.getDay() + 6) % 7) + 7;
  const monday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - back);
  return `Mon ${monday.getDate()}`;
};

test('the bonus calendar dialog (?modal=calendar) has 28 cells starting on the Monday of last week', async ({ page }) => {
  const problems = await watchProblems(page);
  await open(page, '/casino?modal=calendar');
  const dialog = page.getByRole('dialog', { name: modalTitle('calendar') });
  await expect(dialog).toBeVisible();
  const cells = dialog.getByTestId('calendar-day');
  await expect(cells).toHaveCount(28);
  await expect(cells.first()).toContainText(firstCell());
  for (const i of [7, 14, 21]) await expect(cells.nth(i)).toContainText(/^Mon \d+/);
  await expect(cells.first()).toContainText(text('calendars.bonus.opened'));
  await expect(cells.last()).toContainText(text('calendars.bonus.locked'));
  await expect(dialog.getByRole('link', { name: text('calendars.bonus.more') })).toHaveCount(1);
  await noSeriousAxeFindings(page, '[role="dialog"]');
  expect(await problems.all()).toEqual([]);
});

test('a depositor claims today\'s rakeback: the success dialog names the amount and the header balance rises by it', async ({ page, request }) => {
  const problems = await watchProblems(page);
  const { email, token } = await newDepositor(request);
  const set = await request.post('/api/sandbox/rakeback', { data: { email, amount: 12.34 } });
  expect(set.status(), await set.text()).toBe(200);
  await signedIn(page, token);
  await open(page, '/cashback');
  const balance = page.getByRole('banner', { includeHidden: true }).getByTestId('balance');
  await expect(balance).toContainText(euros(100));
  const before = amountOf((await balance.textContent())!);

  const today = page.getByTestId('rakeback-day').filter({ hasText: euros(12.34) });
  await expect(today).toHaveCount(1);
  await expect(page.getByRole('timer')).toBeVisible(); // the accumulator's countdown
  await today.getByRole('button', { name: text('calendars.rakeback.claim') }).click();

  const dialog = page.getByRole('dialog', { name: text('calendars.rakeback.successTitle') });
  await expect(dialog).toContainText(say('calendars.rakeback.successText', { amount: '12.34', currency: 'EUR' }));
  await expect(balance).toContainText(euros(before + 12.34));
  await dialog.getByRole('button', { name: text('calendars.rakeback.ok') }).click();
  await expect(dialog).toHaveCount(0);
  // The days refetched: today is claimed, and its button is gone.
  await expect(today).toContainText(text('calendars.rakeback.claimed'));
  await expect(today.getByRole('button')).toHaveCount(0);
  expect(await problems.all()).toEqual([]);
});

test('a guest sees a sample rakeback calendar: amounts 1 to 1000 with 2 decimals and no claim button', async ({ page }) => {
  const problems = await watchProblems(page);
  await open(page, '/cashback');
  await expect(page.getByText(text('calendars.rakeback.sample'))).toBeVisible();
  const cells = page.getByTestId('rakeback-day');
  await expect(cells).toHaveCount(28);
  await expect(cells.first()).toContainText(firstCell());
  for (const shown of await cells.locator('p:nth-child(2)').allTextContents()) {
    expect(shown).toMatch(/^\d{1,3}(,\d{3})*\.\d\d$/);
    const amount = Number(shown.replace(/,/g, ''));
    expect(amount).toBeGreaterThanOrEqual(1);
    expect(amount).toBeLessThanOrEqual(1000);
  }
  await expect(page.getByRole('button', { name: text('calendars.rakeback.claim') })).toHaveCount(0);
  await noSeriousAxeFindings(page, 'main');
  expect(await problems.all()).toEqual([]);
});

test('a guest\'s bonus calendar shows today\'s title from the public promotions (GET /api/core/casino/promotions)', async ({ page, request }) => {
  const answer = await request.get('/api/core/casino/promotions?limit=100');
  expect(answer.status()).toBe(200);
  const rows = (await answer.json()).data.bonus.rows as Array<{ name?: string; banner?: { bannerTitle?: string } | null }>;
  // Each title as the calendar may show it: its first 30 characters (spec 9 cuts at 35).
  const titles = rows.map((r) => (r.banner?.bannerTitle || r.name || '').slice(0, 30)).filter(Boolean);
  expect(titles.length).toBeGreaterThan(0);
  await open(page, '/casino?modal=calendar');
  const dialog = page.getByRole('dialog', { name: modalTitle('calendar') });
  const today = dialog.getByTestId('calendar-day').filter({ has: page.getByRole('link', { name: text('calendars.bonus.more') }) });
  await expect(today).toHaveCount(1);
  await expect.poll(async () => { const shown = await today.textContent(); return titles.some((t) => shown?.includes(t)); }).toBe(true);
  await expect(today).not.toContainText(text('calendars.bonus.guestOffer'));
});

test('lulu renders both calendars', async ({ page }) => {
  await open(page, `${LULU}/cashback`);
  await expect(page.getByTestId('rakeback-day')).toHaveCount(28);
  await open(page, `${LULU}/casino?modal=rakeback`);
  await expect(page.getByRole('dialog', { name: modalTitle('rakeback') }).getByTestId('rakeback-day')).toHaveCount(28);
  await open(page, `${LULU}/casino?modal=calendar`);
  await expect(page.getByRole('dialog', { name: modalTitle('calendar') }).getByTestId('calendar-day')).toHaveCount(28);
});

test('on a phone the rakeback calendar and its claim button fit the screen: the page does not scroll sideways', async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  const { email, token } = await newDepositor(request);
  expect((await request.post('/api/sandbox/rakeback', { data: { email, amount: 987.65 } })).status()).toBe(200);
  await signedIn(page, token);
  await open(page, '/cashback');
  const today = page.getByTestId('rakeback-day').filter({ hasText: euros(987.65) });
  await expect(today.getByRole('button', { name: text('calendars.rakeback.claim') })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  const cells = page.getByTestId('rakeback-day');
  for (const i of [6, 27]) expect((await cells.nth(i).boundingBox())!.x + (await cells.nth(i).boundingBox())!.width).toBeLessThanOrEqual(PHONE.width);
  await open(page, '/casino?modal=calendar');
  const dialog = page.getByRole('dialog', { name: modalTitle('calendar') });
  await expect(dialog.getByTestId('calendar-day')).toHaveCount(28);
  const sunday = (await dialog.getByTestId('calendar-day').nth(6).boundingBox())!;
  expect(sunday.x + sunday.width).toBeLessThanOrEqual(PHONE.width);
  expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  // spec 9: a week at a time on a phone, the calendar's carousel moving on by itself (3 s) where it scrolls.
  const row = dialog.getByTestId('scroller').locator('> div').first();
  await expect.poll(() => row.evaluate((el) => el.scrollLeft), { timeout: 15_000 }).toBeGreaterThan(0);
});

test('a player\'s bonus calendar shows today\'s offer from get-all-bonus (cut to 35 characters) with More to promotions', async ({ page, request }) => {
  const { token } = await newDepositor(request);
  const answer = await request.get('/api/admin/get-all-bonus?limit=100', { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  type Row = { name?: string; status?: string; validOnDays: number[] | null; banner?: { bannerTitle?: string } | null };
  const weekday = new Date().getDay();
  const offer = ((await answer.json()).data.bonus.rows as Row[])
    .find((r) => (r.status ?? 'active') === 'active' && (r.banner?.bannerTitle || r.name) && (r.validOnDays === null || r.validOnDays.includes(weekday)));
  expect(offer, 'the sandbox seeds an offer for every weekday').toBeTruthy();
  const title = (offer!.banner?.bannerTitle || offer!.name)!;
  await signedIn(page, token);
  await open(page, '/casino?modal=calendar');
  const dialog = page.getByRole('dialog', { name: modalTitle('calendar') });
  const today = dialog.getByTestId('calendar-day').filter({ has: page.getByRole('link', { name: text('calendars.bonus.more') }) });
  await expect(today).toHaveCount(1);
  await expect(today).toContainText([...title].length <= 35 ? title : [...title].slice(0, 20).join(''));
  await today.getByRole('link', { name: text('calendars.bonus.more') }).click();
  await expect(page).toHaveURL(/\/promotions$/);
});

for (const [brand, base] of [['curacao', ''], ['lulu', LULU]] as const) {
  test(`${brand}: the bonus calendar's days are list items named by their date and state (a screen reader hears each day)`, async ({ page }) => {
    await open(page, `${base}/?modal=calendar`);
    const dialog = page.getByRole('dialog', { name: modalTitle('calendar') });
    await expect(dialog.getByRole('listitem')).toHaveCount(28);
    const today = new Intl.DateTimeFormat('en', { weekday: 'long', day: 'numeric', month: 'long' }).format(new Date());
    await expect(dialog.getByRole('listitem', { name: `${today}: ${text('calendars.bonus.state.today', brand)}`, exact: true })).toHaveCount(1);
  });
}
