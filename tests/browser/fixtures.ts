// Shared helpers of the browser tests: the two brand servers, the brand documents (read from disk, so a
// test follows the documents instead of copying their wording) and small page helpers.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { PORTS } from '../../playwright.config';
import { mergePatch } from '../../src/lib/json';

export { PORTS };
export const CURACAO = `http://127.0.0.1:${PORTS.curacao}`;
export const LULU = `http://127.0.0.1:${PORTS.lulu}`;

/** Wide enough for the unfolded header menu (spec 9: menu breakpoint 1450px). */
export const DESKTOP = { width: 1600, height: 900 };
export const PHONE = { width: 390, height: 844 };

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A brand document as JSON, e.g. brandDoc('curacao', 'routes.json'). */
export function brandDoc<T = unknown>(brand: 'curacao' | 'lulu', file: string): T {
  return JSON.parse(readFileSync(`${ROOT}brands/${brand}/${file}`, 'utf8')) as T;
}

type Tree = { [key: string]: string | Tree };

function textsOf(brand: 'curacao' | 'lulu'): Tree {
  const curacao = brandDoc<Tree>('curacao', 'texts/en.json');
  if (brand === 'curacao') return curacao;
  let lulu: Tree = {};
  try { lulu = brandDoc<Tree>('lulu', 'texts/en.json'); } catch { /* lulu has no own texts */ }
  // A brand's document merge-patches the one of the brand it extends, as the brand library does.
  return mergePatch(curacao, lulu) as Tree;
}

/**
 * The English default of a text key as the brand documents define it: text('text.page.casino.title')
 * or text('page.casino.title'). Throws on a missing key, so a renamed key fails loudly.
 */
export function text(key: string, brand: 'curacao' | 'lulu' = 'curacao'): string {
  const path = (key.startsWith('text.') ? key : `text.${key}`).split('.');
  let node: string | Tree = textsOf(brand);
  for (const part of path) {
    if (typeof node !== 'object' || !(part in node)) throw new Error(`no text ${key} in brands/${brand}/texts/en.json`);
    node = node[part];
  }
  if (typeof node !== 'string') throw new Error(`text ${key} is not a string`);
  return node;
}

/** The h1 title of a page document, as a player reads it. */
export function pageTitle(page: string, brand: 'curacao' | 'lulu' = 'curacao'): string {
  return text(brandDoc<{ title: string }>('curacao', `pages/${page}.json`).title, brand);
}

/** The title of a modal document (its accessible name). */
export function modalTitle(modal: string): string {
  return text(brandDoc<{ title: string }>('curacao', `modals/${modal}.json`).title);
}

/**
 * Opens a path and waits until the app has rendered its page heading (which an open modal hides from
 * the accessibility tree, hence includeHidden) and answers input: the server's HTML shows the heading
 * before the scripts have hydrated it (html[data-app-ready], src/shell/Runtime.tsx).
 */
export async function open(page: Page, url: string) {
  const response = await page.goto(url);
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1, includeHidden: true })).toBeVisible();
  return response;
}

/** Waits until the app has hydrated (or rendered) the page and answers input. */
export async function appReady(page: Page) {
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
}

/** The header (banner landmark) of the shell. */
export const header = (page: Page): Locator => page.getByRole('banner');

/** The header's Log in button (not the Log in link in the casino page body). */
export const headerLogin = (page: Page): Locator => header(page).getByRole('button', { name: text('auth.login'), exact: true });

/**
 * Collects what should never happen while a page is used: console errors, uncaught exceptions and
 * Content-Security-Policy violations (recorded in the page by an init script). Call before page.goto.
 */
export async function watchProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const w = window as unknown as { __csp?: string[] };
      (w.__csp ??= []).push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return {
    /** Everything collected so far, including the CSP violations of the current document. */
    async all(): Promise<string[]> {
      const csp = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []).catch(() => []);
      return [...problems, ...csp.map((v) => `CSP violation: ${v}`)];
    },
  };
}

/** Resolves when every CSS animation of the element has finished (opening transitions of a dialog). */
export async function animationsDone(locator: Locator) {
  await locator.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))));
}

/**
 * Resolves when every finite animation of the page has finished: a dialog's fade-in and its backdrop, a bar
 * sliding in. Axe measures colour contrast through opacity, so it must look at the settled page (a fade-in
 * caught mid-way fails color-contrast on a busy machine). Endless ones (a spinner) are not waited for.
 */
export async function pageSettled(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations()
    .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
    .map((a) => a.finished.catch(() => undefined))));
}

/**
 * For a check that something did NOT happen in answer to an input: resolves once the page has painted twice
 * since now. React commits an input's update at once and runs its effects before the next paint, and a
 * closing dialog says so at once (data-state="closed", before its exit animation), so a reaction would show
 * by then. A wait for the page's rendering, not for a time.
 */
export async function afterTwoPaints(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * Switches settings for one browser context only (POST /api/sandbox/settings?scope=, docs/sandbox.md): the
 * merge patch applies to the pages this context loads afterwards and to its settings2 calls, never to tests
 * running beside it, so no clean-up is needed. Returns the scope.
 */
export async function useSettings(context: BrowserContext, origin: string, patch: Record<string, unknown>): Promise<string> {
  const scope = `s${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
  await context.addCookies([{ name: 'sandbox-settings-scope', value: scope, url: origin }]);
  const answer = await context.request.post(`${origin}/api/sandbox/settings?scope=${scope}`, { data: patch });
  if (!answer.ok()) throw new Error(`POST /api/sandbox/settings answered ${answer.status()}: ${await answer.text()}`);
  return scope;
}

// ---- Player identity (identity-*.spec.ts): the sandbox accounts, the auth dialogs and the header. ----

/** Sandbox accounts of the DESIGN contract (password Sandbox123! for all). */
export const SANDBOX_PASSWORD = 'Sandbox123!';
export const PLAYER = 'player@sandbox.test';
export const EXCLUDED = 'excluded@sandbox.test';

/** An address nobody else registers: the worker index and the clock keep parallel tests apart. */
export function uniqueEmail(tag: string, workerIndex: number): string {
  return `${tag}.${Date.now()}.w${workerIndex}.${Math.floor(Math.random() * 1e6)}@identity.test`;
}

/**
 * A player nobody else uses: registered through the platform, with `amount` to play for real. The sign-up
 * answer set the platform's cookie; it is cleared, so the player signs in through the site like anyone.
 */
export async function freshPlayer(page: Page, origin: string, tag: string, workerIndex: number, amount = 50): Promise<string> {
  const email = uniqueEmail(tag, workerIndex);
  const signUp = await page.request.post(`${origin}/api/user/sign-up`, {
    data: { email, password: SANDBOX_PASSWORD, firstName: 'Rosa', lastName: 'Camilleri', dateOfBirth: '1990-01-01', countryCode: 'MT', currencyCode: 'EUR' },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  await page.context().clearCookies();
  expect((await page.request.post(`${origin}/api/sandbox/wallet`, { data: { email, amount } })).ok()).toBe(true);
  return email;
}

export const loginDialog = (page: Page): Locator => page.getByRole('dialog', { name: modalTitle('login') });
export const registerDialog = (page: Page): Locator => page.getByRole('dialog', { name: modalTitle('register') });

/** The header's Register, Log out buttons and its balance (the Balance widget: a status region). */
export const headerRegister = (page: Page): Locator => header(page).getByRole('button', { name: text('auth.register'), exact: true });
export const headerLogout = (page: Page): Locator => header(page).getByRole('button', { name: text('auth.logout'), exact: true });
export const headerBalance = (page: Page): Locator => header(page).getByRole('status').filter({ hasText: text('wallet.balance') });

/** The amount of a shown balance ("Balance€1,012.50" -> 1012.5). */
export function amountOf(shown: string): number {
  const match = /(-?[\d,]+\.\d{2})/.exec(shown);
  if (!match) throw new Error(`no amount in "${shown}"`);
  return Number(match[1].replace(/,/g, ''));
}

/** A euro amount as the header shows it for an English page: symbol, grouping, 2 decimals. */
export const euros = (amount: number): string =>
  `€${new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`;

/** Opens the login dialog from the header and signs in; resolves when the header shows the balance. */
export async function logInFromHeader(page: Page, email: string, password = SANDBOX_PASSWORD) {
  await headerLogin(page).click();
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(text('form.field.email')).fill(email);
  await dialog.getByLabel(text('form.field.password')).fill(password);
  await dialog.getByRole('button', { name: text('auth.login'), exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(headerBalance(page)).toBeVisible();
}

/**
 * A control that lives in the header's folded menu (the language choice, the colour mode: issue 12, the
 * phone's one-row header): opens the menu first when the control is folded away.
 */
export async function inHeaderMenu(page: Page, control: Locator): Promise<Locator> {
  if (!(await control.isVisible())) {
    const menu = header(page).getByRole('button', { name: text('nav.openMenu') });
    if (await menu.isVisible()) await menu.click();
  }
  await expect(control).toBeVisible();
  return control;
}

// ---- Registration (identity-register, vip, registration-switches): the full register form. ----

const registerField = (dialog: Locator, key: string) => dialog.getByRole('textbox', { name: text(key), exact: true });
const registerSelect = (dialog: Locator, key: string) => dialog.getByRole('combobox', { name: text(key), exact: true });

/** Chooses the option whose label matches `label` (labels carry a flag emoji first). */
export async function chooseOption(selectBox: Locator, label: RegExp) {
  const option = selectBox.locator('option').filter({ hasText: label });
  await expect(option).toHaveCount(1);
  await selectBox.selectOption(await option.getAttribute('value') as string);
}

export interface RegistrationDetails {
  /** Left out for the phone variant (settings.emailPhoneRegistration), which asks no email. */
  email?: string;
  password?: string;
  /** Filled when the form asks one (settings.usernameRegistration). */
  username?: string;
  phone?: string;
}

/**
 * Fills every field of the register form with valid data (a player from Malta paying in euros), and ticks the
 * terms from the keyboard (focus, Space) as a keyboard player does. Resolves with nothing sent yet.
 */
export async function fillRegistration(dialog: Locator, details: RegistrationDetails) {
  if (details.email !== undefined) await registerField(dialog, 'form.field.email').fill(details.email);
  if (details.username !== undefined) await registerField(dialog, 'registration.username').fill(details.username);
  await registerField(dialog, 'form.field.password').fill(details.password ?? SANDBOX_PASSWORD);
  await registerField(dialog, 'form.field.firstName').fill('Ada');
  await registerField(dialog, 'form.field.lastName').fill('Lovelace');
  await registerField(dialog, 'form.field.dateOfBirth').fill('1990-05-17');
  await registerSelect(dialog, 'form.field.gender').selectOption({ label: 'Female' });
  await chooseOption(registerSelect(dialog, 'form.field.country'), /\sMalta$/);
  await chooseOption(registerSelect(dialog, 'form.field.currency'), /^EUR\b/);
  await chooseOption(registerSelect(dialog, 'form.field.phoneCode'), /\+356 Malta$/);
  await registerField(dialog, 'form.field.phone').fill(details.phone ?? '21234567');
  await registerField(dialog, 'form.field.address').fill('1 Republic Street');
  await registerField(dialog, 'form.field.city').fill('Valletta');
  await registerField(dialog, 'form.field.zipCode').fill('VLT 1117');
  const terms = dialog.getByRole('checkbox', { name: text('form.field.terms') });
  if (!(await terms.isChecked())) {
    await terms.focus();
    await terms.press('Space');
  }
  await expect(terms).toBeChecked();
}

/**
 * Posts a sandbox control for one browser context only (`?scope=`, docs/sandbox.md): it uses the context's settings
 * scope when it has one (call useSettings first, it starts a new scope), else starts one. Requests of this context
 * then see the control's state, tests beside it keep theirs; no clean-up needed.
 */
async function inContextScope(context: BrowserContext, origin: string, control: string, data: unknown): Promise<string> {
  let scope = (await context.cookies(origin)).find((c) => c.name === 'sandbox-settings-scope')?.value;
  if (!scope) {
    scope = `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
    await context.addCookies([{ name: 'sandbox-settings-scope', value: scope, url: origin }]);
  }
  const answer = await context.request.post(`${origin}/api/sandbox/${control}?scope=${scope}`, { data });
  if (!answer.ok()) throw new Error(`POST /api/sandbox/${control} answered ${answer.status()}: ${await answer.text()}`);
  return scope;
}

/** A coin's rate (or, with fail: true, a failing rate call) for this context's crypto deposits and withdrawal quotes. */
export const useCryptoRate = (context: BrowserContext, origin: string, rate: { coin: string; rate?: number; fail?: boolean }) =>
  inContextScope(context, origin, 'crypto-rates', rate);

/** The script entries this context's scripts calls answer instead of the site's. */
export const useScripts = (context: BrowserContext, origin: string, entries: Array<Record<string, unknown>>) =>
  inContextScope(context, origin, 'scripts', { entries });

/** Where this context's visitor is (what get-location answers it, and what decides its game access). */
export const useLocation = (context: BrowserContext, origin: string, location: { country: string; ip?: string; subdivision?: string }) =>
  inContextScope(context, origin, 'location', location);
