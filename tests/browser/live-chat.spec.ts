// The live chat against the real site and sandbox (issue 15; spec 2.5 'Live chat with settings: name colour,
// appearance dark or light, font size, nickname', spec 6 Guest 'Can use the chat only after logging in').
// Live chat is switched on (showLiveChat) for each test's browser context only (useSettings), so its launcher
// floats over no other spec's pages; the sandbox runs the room (server/sandbox/chat.ts). The room is
// shared by parallel workers, so each test looks for its own, unique messages.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { CURACAO, DESKTOP, PHONE, freshPlayer, logInFromHeader, open, text, useSettings, watchProblems, pageSettled } from './fixtures';

/** The site of the tests; live chat is on for the contexts given to withChat. */
const CHAT = CURACAO;
/** showLiveChat for this context (after freshPlayer, which clears the context's cookies, the scope's too). */
const withChat = (context: BrowserContext) => useSettings(context, CHAT, { showLiveChat: true });

test.use({ viewport: DESKTOP });

const launcher = (page: Page) => page.getByRole('button', { name: text('chat.launcher'), exact: true });
const panel = (page: Page) => page.getByRole('dialog', { name: text('chat.title') });
const log = (page: Page) => panel(page).getByRole('log', { name: text('chat.messages') });
const input = (page: Page) => panel(page).getByLabel(text('chat.input'));

async function openChat(page: Page) {
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  // Connected: the room's history has come (empty or not), so nothing says it is loading or connecting.
  await expect(panel(page).getByTestId('chat-status')).toHaveCount(0);
  await expect(log(page)).not.toContainText(text('chat.loading'));
}

/**
 * Opens the settings and waits for them. A click can land while the panel's status line comes or goes (a
 * reconnect under load moves the toggle), so it is clicked again only while the toggle says it is still closed.
 */
async function openSettings(page: Page) {
  const toggle = panel(page).getByRole('button', { name: text('chat.settings.toggle') });
  await expect(async () => {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(panel(page).getByLabel(text('chat.settings.nickname'))).toBeVisible({ timeout: 2000 });
  }).toPass();
}

test('a guest sees no launcher; a player chats with the support bot, HTML stays text, and the settings persist after a reload', async ({ page, context }, info) => {
  const problems = await watchProblems(page);
  const email = await freshPlayer(page, CHAT, 'chat', info.workerIndex);
  await withChat(context);
  await open(page, `${CHAT}/casino`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(launcher(page)).toHaveCount(0);

  await logInFromHeader(page, email);
  await openChat(page);

  const tag = `w${info.workerIndex}-${Date.now()}`;
  await input(page).fill(`Hello from ${tag}`);
  await panel(page).getByRole('button', { name: text('chat.send') }).click();
  await expect(input(page)).toHaveValue('');
  const mine = log(page).getByTestId('chat-message').filter({ hasText: `Hello from ${tag}` });
  await expect(mine).toHaveCount(1);
  // The bot's reply comes after the message, marked by the room's role with a badge; the player's name has none.
  const reply = mine.locator('xpath=following-sibling::li[@data-testid="chat-bot-message"]').first();
  await expect(reply.getByTestId('chat-role')).toHaveText(text('chat.roles.bot'));
  await expect(mine.getByTestId('chat-role')).toHaveCount(0);

  // Markup is shown as typed, never interpreted.
  await input(page).fill(`<b>html</b> ${tag}`);
  await input(page).press('Enter');
  const html = log(page).getByTestId('chat-message').filter({ hasText: `<b>html</b> ${tag}` });
  await expect(html).toHaveCount(1);
  await expect(html.locator('b')).toHaveCount(0);

  // Over the length limit: said before sending, and Send is off.
  await input(page).fill('x'.repeat(501));
  await expect(panel(page).getByTestId('chat-error')).toHaveText(text('chat.errors.tooLong').replace('{{max}}', '500'));
  await expect(panel(page).getByRole('button', { name: text('chat.send') })).toBeDisabled();
  await input(page).fill('');

  // Settings: nickname, name colour, appearance, font size; kept after a reload.
  await openSettings(page);
  await panel(page).getByLabel(text('chat.settings.nickname')).fill(`Rosa_${tag}`);
  await panel(page).getByLabel(text('chat.settings.nameColour')).selectOption({ label: text('chat.colours.green') });
  await panel(page).getByLabel(text('chat.settings.appearance')).selectOption({ label: text('chat.appearance.dark') });
  await panel(page).getByLabel(text('chat.settings.fontSize')).selectOption({ label: text('chat.fontSizes.lg') });
  await input(page).fill(`Named ${tag}`);
  await input(page).press('Enter');
  await expect(log(page).getByTestId('chat-message').filter({ hasText: `Named ${tag}` })).toContainText(`Rosa_${tag}: Named ${tag}`);

  await page.reload();
  await expect(launcher(page)).toBeVisible();
  await openChat(page);
  // The history came back with the messages sent before.
  await expect(log(page).getByTestId('chat-message').filter({ hasText: `Hello from ${tag}` })).toHaveCount(1);
  await openSettings(page);
  await expect(panel(page).getByLabel(text('chat.settings.nickname'))).toHaveValue(`Rosa_${tag}`);
  await expect(panel(page).getByLabel(text('chat.settings.nameColour'))).toHaveValue('green');
  await expect(panel(page).getByLabel(text('chat.settings.appearance'))).toHaveValue('dark');
  await expect(panel(page).getByLabel(text('chat.settings.fontSize'))).toHaveValue('lg');
  expect(await problems.all()).toEqual([]);
});

test('a reserved chat name is refused with the reason, the message is kept, and the keyboard leads to the nickname (security review N3)', async ({ page, context }, info) => {
  const problems = await watchProblems(page);
  const email = await freshPlayer(page, CHAT, 'chat-name', info.workerIndex);
  await withChat(context);
  await open(page, `${CHAT}/casino`);
  await logInFromHeader(page, email);
  await openChat(page);
  const tag = `w${info.workerIndex}-${Date.now()}`;

  await openSettings(page);
  const nickname = panel(page).getByLabel(text('chat.settings.nickname'));
  // The bot's name, written with a zero for the o: the room refuses the message.
  await nickname.fill('Supp0rt');
  await input(page).fill(`Impersonating ${tag}`);
  await input(page).press('Enter');
  await expect(panel(page).getByRole('alert').filter({ hasText: text('chat.errors.nicknameNotAllowed') })).toBeVisible();
  await expect(input(page)).toHaveValue(`Impersonating ${tag}`);
  await expect(panel(page).getByTestId('chat-nickname-error')).toHaveText(text('chat.errors.nicknameNotAllowed'));

  // By keyboard: the button to change the name puts the focus on the nickname.
  const change = panel(page).getByRole('button', { name: text('chat.errors.changeNickname') });
  await change.focus();
  await page.keyboard.press('Enter');
  await expect(nickname).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(`Ana_${tag}`);
  await expect(panel(page).getByTestId('chat-error')).toHaveCount(0);
  await input(page).press('Enter');
  const sent = log(page).getByTestId('chat-message').filter({ hasText: `Impersonating ${tag}` });
  await expect(sent).toHaveCount(1);
  await expect(sent).toContainText(`Ana_${tag}: Impersonating ${tag}`);
  await expect(input(page)).toHaveValue('');
  expect(await problems.all()).toEqual([]);
});

test('the open panel has no serious axe violations, and on a phone it is full width', async ({ browser }, info) => {
  for (const [origin, viewport] of [[CHAT, DESKTOP], [CHAT, PHONE]] as const) {
    // @axe-core/playwright needs a page from browser.newContext() (STACK.md).
    const context = await browser.newContext({ viewport });
    try {
      const page = await context.newPage();
      const email = await freshPlayer(page, origin, 'chat-axe', info.workerIndex);
      await withChat(context);
      await open(page, `${origin}/casino`);
      await logInFromHeader(page, email);
      await openChat(page);
      if (viewport === PHONE) {
        const box = await panel(page).boundingBox();
        expect(box?.width).toBe(PHONE.width);
      }
      await openSettings(page);
      await pageSettled(page);
      const violations = (await new AxeBuilder({ page }).include('[data-testid="chat-panel"]').analyze()).violations
        .filter((v) => v.impact === 'critical' || v.impact === 'serious')
        .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} ${n.html} ${n.failureSummary ?? ""}`).join(", ")}`);
      expect(violations, origin).toEqual([]);
    } finally {
      await context.close();
    }
  }
});
