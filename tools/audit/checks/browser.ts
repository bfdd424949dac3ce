// Checks in Debian's Chromium (one browser for the run, closeBrowser at the end): card data goes to the payment
// provider's tokeniser only, without the casino's credentials (review 2026-11-23 finding 3); the card fields
// are the provider's, in a frame of another origin (review 2026-11-27 N5); a sign-in link never replaces the
// signed-in player's session silently (2026-11-23 finding 8).
import { existsSync } from 'node:fs';
import type { Browser, BrowserContext, Frame, Page, Request } from '@playwright/test';
import { fail, held, type Player, type Target, type Verdict } from '../target';

export const CHROMIUM = '/usr/bin/chromium';

/**
 * Where the card form's parts are, in one place (N5 moves the fields into the provider's frame; the helper
 * building it reports its selectors, the lead adjusts them here). The fields are found by their autocomplete
 * tokens in whichever frame holds them; the pay button in that frame first, else in the page.
 */
export const CARD_FORM = {
  number: 'input[autocomplete="cc-number"]',
  holder: 'input[autocomplete="cc-name"]',
  expiry: 'input[autocomplete="cc-exp"]',
  cvc: 'input[autocomplete="cc-csc"]',
  pay: '[data-testid="deposit-pay"]',
  /** The provider's tokeniser, below the boot config's paymentProviderUrl. */
  tokeniserPath: '/card-token',
  /** The 3DS page's button, and the address the deposit returns to after it. */
  authenticate: 'button[value="authenticate"]',
  success: /modal=deposit-3ds-success/,
} as const;

/** The switch-account dialog's line naming the link's account (src/widgets/SwitchAccount). */
export const SWITCH_ACCOUNT_LINK = '[data-testid="switch-account-link"]';

let shared: Promise<Browser> | null = null;

/** The run's Chromium, launched on first use. */
export function browser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) fail(`${CHROMIUM} is missing: install Debian's chromium to run this check`);
  shared ??= import('@playwright/test').then(({ chromium }) => chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  }));
  return shared;
}

export async function closeBrowser(): Promise<void> {
  const launched = shared;
  shared = null;
  if (launched) await (await launched).close();
}

/** A browser context signed in as the player: the token in storage (set once) and the HttpOnly cookie a login sets. */
async function signedIn(target: Target, player: Player): Promise<BrowserContext> {
  const context = await (await browser()).newContext({ baseURL: target.base.href });
  await context.addCookies([{ name: 'accessToken', value: player.token, url: target.base.origin, httpOnly: true, sameSite: 'Strict' }]);
  await context.addInitScript((token) => {
    if (sessionStorage.getItem('audit-signed-in')) return;
    sessionStorage.setItem('audit-signed-in', '1');
    localStorage.setItem('accessToken', token);
  }, player.token);
  return context;
}

/** The frame holding the card number field (the page's own or a child frame), once it is there. */
async function cardFrame(page: Page, withinMs = 20_000): Promise<Frame> {
  const until = Date.now() + withinMs;
  for (;;) {
    for (const frame of page.frames()) {
      if (await frame.locator(CARD_FORM.number).count().catch(() => 0)) return frame;
    }
    if (Date.now() > until) fail(`no card number field (${CARD_FORM.number}) on ${page.url()} or in its frames within ${withinMs / 1000} s`);
    await page.waitForTimeout(100);
  }
}

const origin = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
};

// Finding 3: a real card deposit, every request recorded with all its headers (cookies included): the card
// goes only to the provider's tokeniser, which gets neither the casino's Authorization nor its cookie. The
// context is signed in (token and cookie), so there are credentials to leak; that the recording sees cookies
// at all is checked on the site's own requests.
export async function cardData(target: Target): Promise<Verdict> {
  const player = await target.newPlayer('card');
  const card = { number: '4000 0566 5566 5556', holder: 'Quintessa Vallejo', expiry: '11/31', cvc: '739' };
  const context = await signedIn(target, player);
  try {
    const recorded: Request[] = [];
    context.on('request', (r) => recorded.push(r));
    const page = await context.newPage();
    await page.goto('/deposit?activeMethod=visa');
    const boot = JSON.parse((await page.locator('#boot-config').textContent({ timeout: 20_000 })) ?? '{}') as { paymentProviderUrl?: string };
    const provider = new URL(boot.paymentProviderUrl || '/api/sandbox/provider', page.url()).href.replace(/\/+$/, '');
    const frame = await cardFrame(page);
    // Each field where it is: the provider's frame (number, expiry, CVC) or the page (the holder's name).
    const field = async (selector: string) => ((await frame.locator(selector).count()) ? frame.locator(selector) : page.locator(selector));
    for (const name of ['number', 'holder', 'expiry', 'cvc'] as const) await (await field(CARD_FORM[name])).fill(card[name]);
    const pay = await field(CARD_FORM.pay);
    const webhook = page.waitForResponse((r) => r.url().includes('/api/user/3ds-webhook'), { timeout: 30_000 });
    await pay.click();
    await page.waitForURL(/\/3ds\//, { timeout: 30_000 });
    await page.locator(CARD_FORM.authenticate).click();
    await page.waitForURL(CARD_FORM.success, { timeout: 30_000 });
    await webhook;
    const digits = card.number.replace(/\D/g, '');
    const carries = (text: string) => {
      let decoded = text;
      try {
        decoded = decodeURIComponent(text);
      } catch { /* as is */ }
      return decoded.replace(/[\s-]/g, '').includes(digits) || /quintessa|vallejo/i.test(decoded) || decoded.split(/[^0-9A-Za-z]+/).includes(card.cvc);
    };
    const seen = await Promise.all(recorded.map(async (r) => ({ method: r.method(), url: r.url(), body: r.postData() ?? '', headers: await r.allHeaders().catch(() => ({} as Record<string, string>)) })));
    const carrying = seen.filter((r) => carries(r.url) || carries(r.body));
    if (carrying.length === 0) fail('the card deposit sent the card nowhere: the check did not see the tokeniser');
    const wrong = carrying.filter((r) => !(r.method === 'POST' && r.url === `${provider}${CARD_FORM.tokeniserPath}`));
    if (wrong.length) fail(`card data reached ${wrong.map((r) => `${r.method} ${r.url}`).join(', ')}`);
    const casinoCredentials = (h: Record<string, string>) => Object.entries(h)
      .filter(([name, value]) => /^authorization2?$/i.test(name) || (name.toLowerCase() === 'cookie' && /(^|;\s*)accessToken=/.test(value))).map(([name]) => name);
    const leaked = carrying.map((r) => ({ r, names: casinoCredentials(r.headers) })).filter((x) => x.names.length);
    if (leaked.length) fail(`${leaked[0].r.method} ${leaked[0].r.url} carried the card with the casino's ${leaked[0].names.join(', ')}`);
    const siteCookie = seen.some((r) => origin(r.url) === target.base.origin && /(^|;\s*)accessToken=/.test(r.headers.cookie ?? ''));
    if (!siteCookie) fail("no request of the signed-in page carried the accessToken cookie: the recording cannot see cookies, so it could not see one on the tokeniser");
    if (!seen.some((r) => r.url.includes('/api/user/deposit'))) fail('no deposit call was seen');
    return held(`of ${seen.length} requests of a signed-in card deposit, only POST ${new URL(provider).pathname}${CARD_FORM.tokeniserPath} carried the card (${carrying.length}x), without the casino's Authorization or cookie`);
  } finally {
    await context.close();
  }
}

// N5: the card fields are the provider's (SAQ A): in a frame of another origin, so no script of the casino's
// page (operator script sets included) can read them; the page's own document has no card field.
export async function hostedCardFields(target: Target): Promise<Verdict> {
  const player = await target.newPlayer('card-frame');
  const context = await signedIn(target, player);
  try {
    const page = await context.newPage();
    await page.goto('/deposit?activeMethod=visa');
    const frame = await cardFrame(page);
    const own = await page.mainFrame().locator([CARD_FORM.number, CARD_FORM.expiry, CARD_FORM.cvc].join(', ')).count();
    if (own || frame === page.mainFrame()) fail(`the deposit page's own document has ${own} card field(s) (cc-number, cc-exp, cc-csc): any script on the page can read the card`);
    const frameOrigin = origin(frame.url());
    if (frameOrigin === target.base.origin || frameOrigin === 'null' || !/^https?:/.test(frameOrigin)) fail(`the card fields are in a frame of ${frameOrigin}, not of the provider's own origin`);
    return held(`the card fields are in a frame of ${frameOrigin}; the page's own document has none`);
  } finally {
    await context.close();
  }
}

// Finding 8: with a player signed in, a link with another account's token (?at=) asks before switching: the
// stored session stays the player's, the address loses the token, and the switch-account dialog names the link's account.
export async function linkTokenSession(target: Target): Promise<Verdict> {
  const player = await target.newPlayer('signed-in');
  const other = await target.newPlayer('link-owner');
  const context = await signedIn(target, player);
  try {
    const page = await context.newPage();
    await page.goto(`/casino?at=${encodeURIComponent(other.token)}`);
    // Whichever comes first: the question, or the stored token changing.
    await page.waitForFunction(({ selector, token }) => document.querySelector(selector) !== null || localStorage.getItem('accessToken') !== token,
      { selector: SWITCH_ACCOUNT_LINK, token: player.token }, { timeout: 30_000 }).catch(() => fail('within 30 s of opening a sign-in link neither the switch-account question appeared nor the session changed'));
    const stored = await page.evaluate(() => localStorage.getItem('accessToken'));
    if (stored === other.token) fail("the link's token replaced the signed-in player's session without asking");
    if (stored !== player.token) fail(`after the link the stored session is ${stored ? 'another token' : 'gone'}, not the signed-in player's`);
    if (/[?&]at=/.test(page.url())) fail(`the address still carries the token: ${page.url().slice(0, 80)}`);
    const question = (await page.locator(SWITCH_ACCOUNT_LINK).first().textContent()) ?? '';
    if (!question.includes(other.email)) fail(`the switch-account question does not name the link's account: "${question.slice(0, 80)}"`);
    return held("a link with another account's token: the session stays the player's, the address loses the token, the switch-account question names the link's account");
  } finally {
    await context.close();
  }
}
