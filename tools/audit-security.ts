// npm run audit:security: replays the attacks of the security review (../shared/reviews/2026-11-23/
// security.md) against a running site (`npm start`), and prints held or FAILED for each; exits 1 when one
// failed. AUDIT_URL picks the site (default http://127.0.0.1:5173); SANDBOX_CONTROL_KEY is sent as
// X-Sandbox-Key when set. It signs up its own throw-away players and never touches the seeded accounts.
//
// The attacks: brute force of the SMS reset code, unauthenticated control calls, card data on the casino
// API host (a real card deposit in Debian's Chromium, every request recorded), the bonus buy's return over
// 1,000 buys, login starvation and the account lockout, IDOR on rakeback days, edge inputs, and token and
// header hygiene.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { existsSync, readFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { connect as tcpConnect } from 'node:net';

const BASE = new URL(process.env.AUDIT_URL ?? 'http://127.0.0.1:5173');
const CONTROL_KEY = process.env.SANDBOX_CONTROL_KEY;
const PASSWORD = 'Audit123!x';
const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const CHROMIUM = '/usr/bin/chromium';

interface Answer { status: number; headers: Record<string, string | string[] | undefined>; body: string; json: () => any }
interface Call { body?: unknown; raw?: string; token?: string; control?: boolean; from?: string; headers?: Record<string, string> }

/** One HTTP call; `from` is the local address to call from (127.0.0.x plays another client on loopback). */
function call(method: string, path: string, options: Call = {}): Promise<Answer> {
  const url = new URL(path, BASE);
  const payload = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (payload !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.control && CONTROL_KEY) headers['x-sandbox-key'] = CONTROL_KEY;
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, { method, headers, localAddress: options.from, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, json: () => JSON.parse(body) });
      });
    });
    req.on('error', reject);
    req.setTimeout(60_000, () => req.destroy(new Error(`${method} ${path}: no answer in 60 s`)));
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

let players = 0;
/** A new player with a complete profile and a unique Maltese mobile number; email, token and phone. */
async function newPlayer(tag: string) {
  players += 1;
  const email = `audit.${tag}.${RUN}.${players}@audit.test`;
  const phone = `79${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  const answer = await call('POST', '/api/user/sign-up', {
    body: {
      email, password: PASSWORD, firstName: 'Audit', lastName: 'Player', dateOfBirth: '1990-01-01', countryCode: 'MT', currencyCode: 'EUR',
      phoneCode: '+356', phone, address: 'Triq il-Kbira 1', city: 'Valletta', zipCode: 'VLT 1010',
    },
  });
  if (answer.status !== 201) throw new Error(`sign-up answered ${answer.status}: ${answer.body}`);
  return { email, token: answer.json().data.accessToken as string, userId: answer.json().data.createUser.userId as number, phone: { phoneCode: '+356', phone } };
}

/** A control endpoint that must answer 200 (the audit needs it to set up an attack). */
async function control(path: string, body: unknown) {
  const answer = await call('POST', `/api/sandbox/${path}`, { body, control: true });
  if (answer.status !== 200) throw new Error(`control ${path} answered ${answer.status}: ${answer.body} (set SANDBOX_CONTROL_KEY?)`);
  return answer.json();
}

type Verdict = { held: boolean; detail: string };
const held = (detail: string): Verdict => ({ held: true, detail });
const failed = (detail: string): Verdict => ({ held: false, detail });

// 1. The SMS reset code (review finding 1).
async function resetCodeBruteForce(): Promise<Verdict> {
  const victim = await newPlayer('reset');
  const guess = (code: string) => call('POST', '/api/user/reset-password', { body: { ...victim.phone, code, password: 'Attacker123!' } });
  // No request made: no code works.
  const unrequested = await Promise.all(Array.from({ length: 50 }, (_, n) => guess(String(n * 19_997).padStart(6, '0'))));
  if (unrequested.some((a) => a.status === 200)) return failed('a code worked without any reset request');
  // A request; the attacker guesses; the code that was really sent (the victim's phone) is then void.
  const asked = await call('POST', '/api/user/forgot-password', { body: victim.phone });
  if (asked.status !== 200) return failed(`forgot-password answered ${asked.status}`);
  const sent = await call('POST', '/api/sandbox/reset-code', { body: victim.phone, control: true });
  const code = sent.status === 200 ? (sent.json().code as string) : null;
  const guesses = Array.from({ length: 1000 }, (_, n) => String((Number(code ?? 0) + 1 + n * 997) % 1_000_000).padStart(6, '0')).filter((g) => g !== code);
  const answers = await Promise.all(guesses.map(guess));
  if (answers.some((a) => a.status === 200)) return failed('a guessed code reset the password');
  if (answers.some((a) => a.status >= 500)) return failed('a guess answered 5xx');
  if (code !== null && (await guess(code)).status === 200) return failed('after 1,000 wrong guesses the real code still worked');
  const login = await call('POST', '/api/user/login', { body: { email: victim.email, password: PASSWORD } });
  if (login.status !== 200) return failed(`the victim's own password stopped working (${login.status})`);
  return held(`${guesses.length} guesses and 50 without a request found nothing${code ? '; the real code was void after 5 wrong tries' : ''}`);
}

/** Whether the site's port answers on any of this machine's non-loopback addresses. */
async function reachableBeyondLoopback(): Promise<string | null> {
  const port = Number(BASE.port || (BASE.protocol === 'https:' ? 443 : 80));
  const addresses = Object.values(networkInterfaces()).flat().filter((a) => a && !a.internal).map((a) => a!.address);
  for (const address of addresses) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = tcpConnect({ host: address, port, timeout: 1500 }, () => { socket.destroy(); resolve(true); });
      socket.on('error', () => resolve(false));
      socket.on('timeout', () => { socket.destroy(); resolve(false); });
    });
    if (open) return address;
  }
  return null;
}

// 2. Unauthenticated control calls (review finding 2).
async function controlWithoutKey(): Promise<Verdict> {
  const credit = await call('POST', '/api/sandbox/wallet', { body: { email: `nobody.${RUN}@audit.test`, amount: 1_000_000 } });
  const events = await call('GET', '/api/sandbox/events?limit=1');
  if (credit.status === 403 && events.status === 403) return held('control calls without X-Sandbox-Key are refused (403)');
  if (credit.status === 404 && events.status === 404 && !/player/i.test(credit.body)) return held('no sandbox is mounted (a real platform)');
  const exposed = await reachableBeyondLoopback();
  if (exposed) return failed(`control calls answer without a key (wallet ${credit.status}, events ${events.status}) and the site is reachable on ${exposed}`);
  return held('control calls answer without a key, but only on loopback (no SANDBOX_CONTROL_KEY: tests and demos)');
}

// 3. Card data on the casino API host (review finding 3): a real card deposit, every request recorded.
async function cardDataOnlyToProvider(): Promise<Verdict> {
  if (!existsSync(CHROMIUM)) return failed(`${CHROMIUM} is missing: install Debian's chromium to run this check`);
  const { chromium } = await import('@playwright/test');
  const player = await newPlayer('card');
  const card = { number: '4000 0566 5566 5556', holder: 'Quintessa Vallejo', expiry: '11/31', cvc: '739' };
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const context = await browser.newContext({ baseURL: BASE.href });
    const recorded: Array<{ method: string; url: string; body: string; headers: Record<string, string> }> = [];
    context.on('request', (r) => recorded.push({ method: r.method(), url: r.url(), body: r.postData() ?? '', headers: r.headers() }));
    const page = await context.newPage();
    await page.addInitScript((token) => localStorage.setItem('accessToken', token), player.token);
    await page.goto('/deposit?activeMethod=visa');
    const boot = JSON.parse((await page.locator('#boot-config').textContent({ timeout: 15_000 })) ?? '{}') as { paymentProviderUrl?: string };
    const provider = new URL(boot.paymentProviderUrl || '/api/sandbox/provider', page.url()).href.replace(/\/+$/, '');
    await page.getByTestId('deposit-card').waitFor({ timeout: 15_000 });
    for (const [field, value] of Object.entries(card)) {
      await page.getByTestId('deposit-card').getByLabel(cardLabel(field), { exact: false }).fill(value);
    }
    await page.getByTestId('deposit-pay').click();
    await page.waitForURL(/\/3ds\//, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Authenticate' }).click();
    await page.waitForURL(/modal=deposit-3ds-success/, { timeout: 15_000 });
    await page.waitForResponse((r) => r.url().includes('/api/user/3ds-webhook'), { timeout: 15_000 }).catch(() => undefined);
    const digits = card.number.replace(/\D/g, '');
    const carries = (text: string) => {
      let decoded = text;
      try { decoded = decodeURIComponent(text); } catch { /* as is */ }
      return decoded.replace(/[\s-]/g, '').includes(digits) || /quintessa|vallejo/i.test(decoded) || decoded.split(/[^0-9A-Za-z]+/).includes(card.cvc);
    };
    const carrying = recorded.filter((r) => carries(r.url) || carries(r.body));
    const wrong = carrying.filter((r) => !(r.method === 'POST' && r.url === `${provider}/card-token`));
    if (carrying.length === 0) return failed('the card deposit sent the card nowhere: the check did not see the tokeniser');
    if (wrong.length) return failed(`card data reached ${wrong.map((r) => `${r.method} ${r.url}`).join(', ')}`);
    const credentials = Object.keys(carrying[0].headers).filter((h) => /^(authorization2?|cookie)$/i.test(h));
    if (credentials.length) return failed(`the tokeniser request carried ${credentials.join(', ')}`);
    if (!recorded.some((r) => r.url.includes('/api/user/deposit'))) return failed('no deposit call was seen');
    return held(`of ${recorded.length} requests of a card deposit, only POST ${new URL(provider).pathname}/card-token carried the card, without credentials`);
  } finally {
    await browser.close();
  }
}

/** The card form's English label of a field, from the default brand's texts (the audit follows the documents). */
function cardLabel(field: string): string {
  const texts = JSON.parse(readFileSync(new URL('../brands/curacao/texts/en.json', import.meta.url), 'utf8'));
  return texts.text.cashier.deposit.card[field] as string;
}

// 4. The bonus buy (review findings 4 and 5).
async function bonusBuyReturn(): Promise<Verdict> {
  const player = await newPlayer('bonusbuy');
  const games = (await call('GET', '/api/core/casino/games?limit=200')).json().data.games.rows as Array<{ slug: string; hasBonusBuy: boolean; restrictedCountries: string[]; minBet: number; maxBet: number }>;
  const game = games.find((g) => g.hasBonusBuy && !g.restrictedCountries.includes('MT') && g.minBet <= 1 && g.maxBet >= 1);
  if (!game) return failed('no bonus-buy game to test');
  const buys = 1000;
  const price = 50;
  await control('wallet', { email: player.email, amount: buys * price });
  const launch = await call('POST', `/api/core/casino/games/${game.slug}/launch`, { body: { mode: 'real' }, token: player.token });
  const sessionId = launch.json().data.launch.sessionId as string;
  const spin = (body: unknown) => call('POST', `/api/core/casino/play/${sessionId}/spin`, { body });
  const confirm = (p: unknown) => call('POST', '/api/user/bonus-buy-confirm', { body: { sessionId, price: p }, token: player.token });
  if ((await spin({ stake: 1, bonusBuy: true })).status !== 409) return failed('a bonus buy went through without a confirmation');
  if ((await confirm(900 * price)).status !== 400) return failed('a confirmation for a stake beyond the game\'s bounds was accepted');
  let staked = 0;
  let won = 0;
  for (let n = 0; n < buys; n += 1) {
    const confirmed = await confirm(price);
    if (confirmed.status !== 200) return failed(`confirmation ${n + 1} answered ${confirmed.status}: ${confirmed.body}`);
    const answer = await spin({ stake: 1, bonusBuy: true });
    if (answer.status !== 200) return failed(`bonus buy ${n + 1} answered ${answer.status}: ${answer.body}`);
    const result = answer.json().data.spin as { price: number; win: number };
    staked += result.price;
    won += result.win;
  }
  const rtp = won / staked;
  const text = `${buys} confirmed buys at ${price}: staked ${staked.toFixed(2)}, won ${won.toFixed(2)}, return ${(rtp * 100).toFixed(1)}%`;
  return rtp < 1 ? held(text) : failed(text);
}

// 5. Login starvation and the lockout (review finding 6). Three loopback addresses play three clients.
async function loginStarvation(): Promise<Verdict> {
  const player = await newPlayer('starve');
  const victim = await newPlayer('lockout');
  const burst = Array.from({ length: 200 }, (_, n) =>
    call('POST', '/api/user/login', { body: { email: `bot${n}.${RUN}@audit.test`, password: 'Wrong123!' }, from: '127.0.0.3' }));
  await new Promise((resolve) => setTimeout(resolve, 50));
  const started = performance.now();
  const login = await call('POST', '/api/user/login', { body: { email: player.email, password: PASSWORD }, from: '127.0.0.2' });
  const waited = performance.now() - started;
  const answers = await Promise.all(burst);
  if (answers.some((a) => a.status >= 500)) return failed('a bad login answered 5xx');
  if (login.status !== 200) return failed(`the player's login during the burst answered ${login.status}`);
  if (waited > 3000) return failed(`the player's login waited ${Math.round(waited)} ms behind 200 bad logins`);
  // Ten failures lock the account: the right password then waits (429 with Retry-After).
  for (let n = 0; n < 10; n += 1) await call('POST', '/api/user/login', { body: { email: victim.email, password: `Wrong${n}!` }, from: '127.0.0.4' });
  const locked = await call('POST', '/api/user/login', { body: { email: victim.email, password: PASSWORD }, from: '127.0.0.4' });
  if (locked.status !== 429 || !locked.headers['retry-after']) return failed(`after 10 failed logins the account answered ${locked.status} without a lockout`);
  return held(`a login during 200 bad ones took ${Math.round(waited)} ms; 10 failures lock the account (429, Retry-After ${locked.headers['retry-after']} s)`);
}

// 6. IDOR on rakeback days (review finding 7).
async function rakebackIdor(): Promise<Verdict> {
  const a = await newPlayer('idor');
  const b = await newPlayer('idor');
  const guest = await call('GET', `/api/admin/get-rakeback-days?user=${a.userId}`);
  const other = await call('GET', `/api/admin/get-rakeback-days?user=${a.userId}`, { token: b.token });
  const own = await call('GET', `/api/admin/get-rakeback-days?user=${b.userId}`, { token: b.token });
  if (guest.status === 200 || other.status === 200) return failed(`another player's days answered (guest ${guest.status}, other player ${other.status})`);
  if (other.status !== 404) return failed(`another player's id answered ${other.status}, not 404`);
  if (own.status !== 200) return failed(`the player's own days answered ${own.status}`);
  return held(`guest ${guest.status}, another player's id ${other.status}, own days ${own.status}`);
}

// 7. Edge inputs (review findings 11 and 12).
async function edgeInputs(): Promise<Verdict> {
  // A player who may withdraw (a deposit, a verified email), so the amount itself is what is checked.
  const player = await newPlayer('edges');
  await control('deposit', { email: player.email, amount: 50, result: 'success' });
  const link = (await control('verification-link', { email: player.email })).url as string;
  await call('GET', link);
  const results: Array<[string, number]> = [];
  results.push(['withdraw 1e-9', (await call('POST', '/api/user/withdraw', { body: { paymentMethod: 'skrill', amount: 1e-9, requestId: `audit-${RUN}-tiny` }, token: player.token })).status]);
  results.push(['pageNo=1e20', (await call('GET', '/api/core/casino/games?pageNo=99999999999999999999')).status]);
  const deep = `{"event":"PAGE_VIEW","data":${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}}`;
  results.push(['log-event 100,000 deep', (await call('POST', '/api/user/log-event', { raw: deep })).status]);
  results.push(['log-event of 1 MB', (await call('POST', '/api/user/log-event', { body: { event: 'PAGE_VIEW', data: { page: 'x'.repeat(1_000_000) } } })).status]);
  results.push(['a name with markup', (await call('POST', '/api/user/sign-up', { body: { email: `html.${RUN}@audit.test`, currencyCode: 'EUR', firstName: '<img src=x onerror=alert(1)>' } })).status]);
  const bad = results.filter(([, status]) => status < 400 || status >= 500);
  if (bad.length) return failed(bad.map(([what, status]) => `${what}: ${status}`).join('; '));
  const email = `race.${RUN}@audit.test`;
  const race = await Promise.all(Array.from({ length: 5 }, () => call('POST', '/api/user/sign-up', {
    body: { email, password: PASSWORD, firstName: 'Race', lastName: 'Player', dateOfBirth: '1990-01-01', countryCode: 'MT', currencyCode: 'EUR' },
  })));
  const raceStatuses = race.map((a) => a.status).sort().join(', ');
  if (raceStatuses !== '201, 409, 409, 409, 409') return failed(`5 parallel sign-ups with one email answered ${raceStatuses}`);
  return held(`${results.map(([what, status]) => `${what} ${status}`).join(', ')}, 5 parallel sign-ups with one email 201 and 4 x 409`);
}

// 8. Tokens and headers (review findings 13 to 15).
async function tokensAndHeaders(): Promise<Verdict> {
  const player = await newPlayer('tokens');
  const padded = await call('GET', '/api/user/get-user-details', { token: `${player.token}=` });
  if (padded.status !== 403) return failed(`a token with padding appended answered ${padded.status}`);
  const login = await call('POST', '/api/user/login', { body: { email: player.email, password: PASSWORD } });
  const cookie = String(login.headers['set-cookie'] ?? '');
  if (cookie && !/HttpOnly/.test(cookie)) return failed('the access token cookie is readable by scripts');
  if (login.headers['cache-control'] !== 'no-store') return failed('the login answer (a token) may be cached');
  const details = await call('GET', '/api/user/get-user-details', { token: player.token });
  if (details.headers['cache-control'] !== 'no-store') return failed('get-user-details may be cached');
  const page = await call('GET', '/casino', { headers: { accept: 'text/html' } });
  const csp = String(page.headers['content-security-policy'] ?? '');
  const wildcard = csp.split(';').filter((d) => /^(connect|frame)-src/.test(d.trim())).find((d) => /(^|\s)(ws:|wss:|https:|\*)(\s|$)/.test(d));
  if (!csp || wildcard) return failed(`the page's CSP ${csp ? `allows ${wildcard?.trim()}` : 'is missing'}`);
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(page.body)?.[1];
  if (script) {
    const map = await call('GET', `${script}.map`);
    if (map.status === 200) return failed(`${script}.map is served`);
  }
  return held('padded token 403, HttpOnly cookie, no-store on personal answers, CSP without wildcards, no public source maps');
}

const ATTACKS: Array<[string, () => Promise<Verdict>]> = [
  ['SMS reset code brute force', resetCodeBruteForce],
  ['control endpoints without a key', controlWithoutKey],
  ['card data on the casino API host', cardDataOnlyToProvider],
  ['bonus buy return over 1,000 buys', bonusBuyReturn],
  ['login starvation and lockout', loginStarvation],
  ['IDOR on rakeback days', rakebackIdor],
  ['edge inputs', edgeInputs],
  ['tokens and headers', tokensAndHeaders],
];

console.log(`Security audit of ${BASE.origin}${CONTROL_KEY ? ' (with the control key)' : ''}`);
let failures = 0;
for (const [name, attack] of ATTACKS) {
  let verdict: Verdict;
  try {
    verdict = await attack();
  } catch (error) {
    verdict = failed(`the check could not run: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!verdict.held) failures += 1;
  console.log(`${verdict.held ? 'held  ' : 'FAILED'}  ${name}: ${verdict.detail}`);
}
console.log(failures ? `${failures} of ${ATTACKS.length} attacks were not held` : `all ${ATTACKS.length} attacks held`);
process.exit(failures ? 1 : 0);
