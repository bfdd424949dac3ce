// Checks of the account API: IDOR on rakeback days (review 2026-11-23 finding 7), the KYC lock (9), the client
// IP without TRUST_PROXY (10), edge inputs and names (11, 12, 16), tokens and headers (13, 14, 15).
import { MESSAGE_KEYS } from '../../../src/forms/vocabulary';
import { brief, expectAnswer, fail, header, held, type Answer, type Target, type Verdict } from '../target';

// Finding 7: a player's rakeback days (and calendar award) are theirs only.
export async function rakebackIdor(target: Target): Promise<Verdict> {
  const a = await target.newPlayer('idor');
  const b = await target.newPlayer('idor');
  expectAnswer(await target.call('GET', `/api/admin/get-rakeback-days?user=${a.userId}`), "a guest asking for a player's rakeback days", 403, { code: 'SESSION_EXPIRED' });
  expectAnswer(await target.call('GET', `/api/admin/get-rakeback-days?user=${a.userId}`, { token: b.token }), "a player asking for another player's rakeback days", 404);
  expectAnswer(await target.call('GET', `/api/user/calendar-award?user=${a.userId}`, { token: b.token }), "a player asking for another player's calendar award", 403, { code: 'SESSION_EXPIRED' });
  const own = await target.call('GET', `/api/admin/get-rakeback-days?user=${b.userId}`, { token: b.token });
  expectAnswer(own, "the player's own rakeback days", 200);
  if (!Array.isArray(own.json()?.data?.days)) fail(`the player's own rakeback days answered no days: ${brief(own.body)}`);
  return held("guest 403, another player's days 404 and calendar award 403; own days 200");
}

/** The smallest file the upload accepts: PNG's signature. */
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

const detailsOf = async (target: Target, token: string) => {
  const answer = await target.call('GET', '/api/user/get-user-details', { token });
  expectAnswer(answer, "the player's details", 200);
  return answer.json().data.getUser as Record<string, unknown>;
};

// Finding 9: once KYC approved, the identity it checked (name, birth date, country, address) cannot be edited
// without support: each change is refused 400 FIELD_LOCKED and the profile keeps its values.
export async function kycLock(target: Target): Promise<Verdict> {
  const player = await target.newPlayer('kyc');
  await target.control('deposit', { email: player.email, amount: 20, result: 'success' });
  for (const kind of ['identityProof', 'proofOfAddress']) {
    const upload = await target.call('POST', `/api/user/documents?kind=${kind}&name=${kind}.png`, { bytes: PNG, token: player.token, headers: { 'content-type': 'application/octet-stream' } });
    expectAnswer(upload, `uploading the ${kind}`, 201);
  }
  await target.control('documents/decide', { email: player.email, kind: 'all', status: 'approved' });
  const before = await detailsOf(target, player.token);
  if (before.kycStatus !== 'APPROVED') fail(`the player is ${String(before.kycStatus)} after both documents were approved: the check needs an APPROVED player`);
  const changes: Array<[string, unknown]> = [['firstName', 'Mallory'], ['lastName', 'Other'], ['dateOfBirth', '1980-05-05'], ['countryCode', 'FR'], ['countryCode', 'KP'], ['address', 'Elsewhere 2']];
  for (const [field, value] of changes) {
    const answer = await target.call('PUT', '/api/user/update-user-details', { body: { [field]: value }, token: player.token });
    expectAnswer(answer, `an APPROVED player changing ${field} to ${String(value)}`, 400, { code: 'FIELD_LOCKED', field });
  }
  // A field KYC does not look at still changes: the refusals above are the lock's.
  expectAnswer(await target.call('PUT', '/api/user/update-user-details', { body: { newsLetter: true }, token: player.token }), 'the same player changing newsLetter', 200);
  const after = await detailsOf(target, player.token);
  const moved = ['firstName', 'lastName', 'dateOfBirth', 'countryCode', 'address', 'kycStatus'].filter((f) => after[f] !== before[f]);
  if (moved.length) fail(`after the refused changes the profile's ${moved.join(', ')} changed (${moved.map((f) => `${String(before[f])} -> ${String(after[f])}`).join(', ')})`);
  return held('an APPROVED player changing first or last name, birth date, country (FR, KP) or address: 400 FIELD_LOCKED each, profile unchanged; newsLetter 200');
}

/** An IPv4 address as the server may print it (dual-stack sockets give ::ffff:127.x.y.z). */
const sameIp = (seen: unknown, ip: string) => typeof seen === 'string' && seen.replace(/^::ffff:/, '') === ip;

// Finding 10: without TRUST_PROXY, X-Forwarded-For (and its kin) must not set the client's IP: the login
// history and get-location show the socket's address.
export async function forwardedFor(target: Target): Promise<Verdict> {
  if (!target.loopback) fail('this check calls from chosen loopback addresses: run it against a loopback target');
  const spoof = { 'x-forwarded-for': '6.6.6.6', 'x-real-ip': '6.6.6.6', forwarded: 'for=6.6.6.6' };
  const player = await target.newPlayer('proxy');
  const first = await target.call('POST', '/api/user/login', { body: { email: player.email, password: 'Audit123!x' }, from: target.client(24), headers: spoof });
  expectAnswer(first, 'a login with X-Forwarded-For: 6.6.6.6', 200);
  const second = await target.call('POST', '/api/user/login', { body: { email: player.email, password: 'Audit123!x' }, from: target.client(24) });
  expectAnswer(second, 'the next login', 200);
  const lastLogin = second.json().data.lastLogin as { ip?: unknown } | null;
  if (!lastLogin) fail('the second login answered no lastLogin: there is no recorded IP to check');
  if (!sameIp(lastLogin.ip, target.client(24))) fail(`the login history recorded ${String(lastLogin.ip)} for a login from ${target.client(24)} with X-Forwarded-For 6.6.6.6`);
  const location = await target.call('GET', '/api/admin/get-location', { from: target.client(25), headers: { ...spoof, 'x-forwarded-for': '1.2.3.4' } });
  expectAnswer(location, 'get-location with X-Forwarded-For: 1.2.3.4', 200);
  const ip = location.json()?.data?.location?.ipInfo?.ip;
  if (!sameIp(ip, target.client(25))) fail(`get-location from ${target.client(25)} with X-Forwarded-For 1.2.3.4 answered ip ${String(ip)}`);
  return held(`login history and get-location show the socket address (${target.client(24)}, ${target.client(25)}), not X-Forwarded-For`);
}

// Findings 11, 12 and 16: edge inputs get their own refusal (exact status and field), not a 500 and not an
// unrelated 4xx; each is paired with the same call made valid, which must pass.
export async function edgeInputs(target: Target): Promise<Verdict> {
  const seen: string[] = [];
  const expect = (answer: Answer, what: string, status: number, expected: Parameters<typeof expectAnswer>[3] = {}) => {
    expectAnswer(answer, what, status, expected);
    seen.push(`${what} ${status}`);
  };
  // A player who may withdraw (a deposit, a verified email): only the amount can be wrong.
  const player = await target.newPlayer('edges');
  await target.control('deposit', { email: player.email, amount: 50, result: 'success' });
  const link = (await target.control('verification-link', { email: player.email })).url as string;
  if (typeof link !== 'string') fail('verification-link answered no url');
  await target.call('GET', link);
  let request = 0;
  const withdraw = (amount: unknown) => target.call('POST', '/api/user/withdraw', { body: { paymentMethod: 'skrill', amount, requestId: `audit-${target.run}-${request++}` }, token: player.token });
  for (const amount of [1e-9, 0.004, 1e21, '5']) expect(await withdraw(amount), `withdraw ${JSON.stringify(amount)}`, 400, { field: 'amount' });
  expect(await withdraw(0), 'withdraw 0', 422, { code: 'AMOUNT_BELOW_ZERO' });
  expect(await withdraw(1), 'withdraw 1', 200);
  expect(await target.call('GET', '/api/core/casino/games?pageNo=99999999999999999999'), 'games pageNo=1e20', 400, { field: 'pageNo' });
  expect(await target.call('GET', '/api/core/casino/games?limit=NaN'), 'games limit=NaN', 400, { field: 'limit' });
  // Tracking events: deep nesting and a large data, each under the 1 MiB body limit so the event's own caps decide.
  const deep = `{"event":"PAGE_VIEW","data":${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}}`;
  expect(await target.call('POST', '/api/user/log-event', { raw: deep, from: target.client(30) }), 'log-event 100,000 deep', 400, { field: 'body' });
  expect(await target.call('POST', '/api/user/log-event', { body: { event: 'PAGE_VIEW', data: { page: 'x'.repeat(5000) } }, from: target.client(30) }), 'log-event data of 5,000 characters', 400, { field: 'data' });
  expect(await target.call('POST', '/api/user/log-event', { body: { event: 'PAGE_VIEW', data: { page: '/casino' } }, from: target.client(30) }), 'log-event of a page', 200);
  // Names (finding 16): a complete sign-up that only the name makes wrong.
  const personName = MESSAGE_KEYS.personName;
  for (const [field, value] of [['firstName', '<img src=x onerror=alert(1)>'], ['lastName', 'A\u202eB'], ['firstName', 'Bob$`x']] as const) {
    const answer = await target.call('POST', '/api/user/sign-up', { body: { ...target.signUpBody(target.email('name')), [field]: value } });
    expect(answer, `sign-up ${field} ${JSON.stringify(value)}`, 400, { field, code: personName });
  }
  const username = await target.call('POST', '/api/user/sign-up', { body: { ...target.signUpBody(target.email('name')), username: '<b>x</b>' } });
  expect(username, 'sign-up username <b>x</b>', 400, { field: 'username', code: 'USERNAME_INVALID' });
  const named = await target.call('POST', '/api/user/sign-up', { body: { ...target.signUpBody(target.email('name')), firstName: 'José-María', lastName: "O'Brien" } });
  expect(named, "sign-up José-María O'Brien", 201);
  const nickname = await target.call('PUT', '/api/user/update-user-details', { body: { nickname: '<b>x</b>' }, token: named.json().data.accessToken });
  expect(nickname, 'profile nickname <b>x</b>', 400, { field: 'nickname', code: MESSAGE_KEYS.nickname });
  // Parallel sign-ups with one email: one account.
  const email = target.email('race');
  const race = await Promise.all(Array.from({ length: 5 }, () => target.call('POST', '/api/user/sign-up', { body: target.signUpBody(email) })));
  const created = race.filter((a) => a.status === 201).length;
  const taken = race.filter((a) => a.status === 409 && a.json()?.code === 'EMAIL_TAKEN').length;
  if (created !== 1 || taken !== 4) fail(`5 parallel sign-ups with one email answered ${race.map((a) => `${a.status} ${a.json()?.code ?? ''}`.trim()).join(', ')}`);
  return held(`${seen.join(', ')}; 5 parallel sign-ups with one email: 201 + 4 x 409 EMAIL_TAKEN`);
}

/** Pages whose headers are checked: the lobby, the cashier, a profile page and the 404 page. */
export const PAGES = ['/casino', '/deposit', '/profile/transactions', '/no-such-page'];

/** What is wrong with a page's security headers ('' when nothing). */
export function pageHeaderProblem(answer: Answer): string {
  const csp = header(answer, 'content-security-policy');
  if (!csp) return 'no Content-Security-Policy';
  const directives = new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name, ...values]) => [name, values]));
  for (const name of ['connect-src', 'frame-src']) {
    const wild = (directives.get(name) ?? []).find((v) => /^(\*|https?:|wss?:)$/.test(v) || v.includes('*'));
    if (wild) return `${name} allows ${wild}`;
  }
  const scripts = directives.get('script-src') ?? directives.get('default-src') ?? [];
  const unsafe = scripts.find((v) => /^'unsafe-(inline|eval)'$/.test(v) || v === '*' || /^https?:$/.test(v));
  if (unsafe) return `script-src allows ${unsafe}`;
  if (!(directives.get('object-src') ?? []).includes("'none'")) return "object-src is not 'none'";
  if (header(answer, 'x-content-type-options') !== 'nosniff') return 'no X-Content-Type-Options: nosniff';
  if (header(answer, 'referrer-policy') !== 'no-referrer') return `Referrer-Policy ${header(answer, 'referrer-policy') || 'missing'}`;
  if (header(answer, 'cross-origin-opener-policy') !== 'same-origin') return `Cross-Origin-Opener-Policy ${header(answer, 'cross-origin-opener-policy') || 'missing'}`;
  return '';
}

/** What is wrong with the access token cookie a login sets ('' when nothing). */
export function tokenCookieProblem(setCookie: string, token: string): string {
  const cookie = setCookie.split(/,(?=\s*\w+=)/).map((c) => c.trim()).find((c) => c.startsWith('accessToken='));
  if (!cookie) return 'the login set no accessToken cookie';
  const attributes = cookie.split(';').map((a) => a.trim().toLowerCase());
  if (cookie.split(';')[0] !== `accessToken=${token}`) return 'the cookie does not carry the login\'s token';
  for (const wanted of ['httponly', 'secure', 'samesite=strict', 'path=/']) if (!attributes.includes(wanted)) return `the cookie lacks ${wanted} (${brief(cookie, 120)})`;
  return '';
}

// Findings 13 to 15: a malleable token, the token cookie, caching of personal answers, page headers and
// public source maps. (HSTS is sent only over HTTPS: control.ts asks for it behind a TLS proxy.)
export async function tokensAndHeaders(target: Target): Promise<Verdict> {
  const player = await target.newPlayer('tokens');
  expectAnswer(await target.call('GET', '/api/user/get-user-details', { token: `${player.token}=` }), 'a token with "=" appended', 403, { code: 'SESSION_EXPIRED' });
  expectAnswer(await target.call('GET', '/api/user/get-user-details', { token: player.token }), 'the same token as issued', 200);
  const login = await target.call('POST', '/api/user/login', { body: { email: player.email, password: 'Audit123!x' } });
  expectAnswer(login, 'the login', 200);
  const cookieProblem = tokenCookieProblem(header(login, 'set-cookie'), login.json().data.accessToken);
  if (cookieProblem) fail(cookieProblem);
  const personal: Array<[string, Answer]> = [['login', login]];
  for (const path of ['/api/user/get-user-details', '/api/user/transactions', '/api/user/limits', `/api/admin/get-rakeback-days?user=${player.userId}`, `/api/user/calendar-award?user=${player.userId}`]) {
    const answer = await target.call('GET', path, { token: player.token });
    expectAnswer(answer, `GET ${path}`, 200);
    personal.push([path, answer]);
  }
  const cached = personal.find(([, a]) => header(a, 'cache-control') !== 'no-store');
  if (cached) fail(`${cached[0]} answered Cache-Control "${header(cached[1], 'cache-control')}", not no-store`);
  let script: string | undefined;
  for (const path of PAGES) {
    const page = await target.call('GET', path, { headers: { accept: 'text/html' } });
    if (page.status !== 200 && page.status !== 404) fail(`GET ${path} answered ${page.status}`);
    const problem = pageHeaderProblem(page);
    if (problem) fail(`GET ${path}: ${problem}`);
    script ??= /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(page.body)?.[1];
  }
  if (!script) fail('no /assets/*.js script found in the pages: the source-map check has nothing to ask for');
  expectAnswer(await target.call('GET', `${script}.map`), `GET ${script}.map`, 404);
  expectAnswer(await target.call('GET', script), `GET ${script}`, 200);
  return held(`padded token 403; cookie HttpOnly, Secure, SameSite=Strict; no-store on ${personal.length} personal answers; ${PAGES.length} pages' CSP, nosniff, no-referrer, COOP; ${script}.map 404 (HSTS: see the servers-of-the-checkout check)`);
}
