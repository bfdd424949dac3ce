// Login guessing and starvation (review 2026-11-23 finding 6): a burst of bad logins from other clients must
// not hold a player's login up, each IP has a ceiling on password checks, and ten failures lock an account
// whichever IP tries next.
import { AUDIT_PASSWORD, expectAnswer, fail, header, held, type Answer, type Target, type Verdict } from '../target';

/**
 * How many of a burst's 40 bad logins (5 clients, 8 each), sent before a player's login, must be answered after
 * it. Served fairly (round robin per IP), the player's login waits for one turn of the five clients, and most
 * of the burst is answered after it; served in arrival order, it waits behind all of them and hardly any is. The
 * order of the answers, unlike their milliseconds, does not move with the machine's load.
 */
export const AFTER_PLAYER_AT_LEAST = 10;

export async function loginStarvation(target: Target): Promise<Verdict> {
  if (!target.loopback) fail('this check plays several clients from loopback addresses: run it against a loopback target');
  const player = await target.newPlayer('starve');
  const victim = await target.newPlayer('lockout');
  const login = (email: string, password: string, from: string) => target.call('POST', '/api/user/login', { body: { email, password }, from });

  // 40 bad logins from 5 other clients (8 each: all queued for a hash); once the first is answered, the player logs in.
  const timed = (answer: Promise<Answer>) => answer.then((a) => ({ answer: a, at: performance.now() }));
  const burst = Array.from({ length: 40 }, (_, n) => timed(login(`bot${n}.${target.run}@audit.test`, 'Wrong123!x', target.client(3 + (n % 5)))));
  await Promise.race(burst);
  const sent = performance.now();
  const during = await timed(login(player.email, AUDIT_PASSWORD, target.client(2)));
  const answers = await Promise.all(burst);
  const unexpected = answers.map((a) => a.answer).filter((a) => !(a.status === 401 && a.json()?.code === 'INVALID_CREDENTIALS'));
  if (unexpected.length) fail(`bad logins of the burst answered ${unexpected.map((a) => `${a.status} ${a.json()?.code ?? ''}`).slice(0, 3).join(', ')}: expected 401 INVALID_CREDENTIALS`);
  expectAnswer(during.answer, "the player's login during the burst", 200);
  const after = answers.filter((a) => a.at > during.at).length;
  if (after < AFTER_PLAYER_AT_LEAST) {
    fail(`the player's login, sent once 40 bad logins from 5 clients were queued, was answered after ${answers.length - after} of them (${Math.round(during.at - sent)} ms): it waited behind them`);
  }

  // The per-IP ceiling: 300 password calls in 15 minutes (bodies refused before any hash still count), then
  // 429 RATE_LIMITED even for the right password.
  const ceiling = await Promise.all(Array.from({ length: 300 }, () => target.call('POST', '/api/user/login', { body: {}, from: target.client(8) })));
  const refused = ceiling.filter((a) => a.status !== 400).length;
  if (refused) fail(`${refused} of the first 300 login calls from one IP answered other than 400 (the ceiling came early?)`);
  expectAnswer(await login(player.email, AUDIT_PASSWORD, target.client(8)), 'the 301st login call from one IP (the right password)', 429, { code: 'RATE_LIMITED' });

  // Ten failures lock the account (counted in parallel too), for every IP: the right password from another one then waits.
  const failures = await Promise.all(Array.from({ length: 10 }, (_, n) => login(victim.email, `Wrong${n}!x`, target.client(9))));
  const wrong = failures.filter((a) => a.status === 401 && a.json()?.code === 'INVALID_CREDENTIALS').length;
  const lockedNow = failures.filter((a) => a.status === 429 && a.json()?.code === 'ACCOUNT_LOCKED').length;
  if (wrong !== 9 || lockedNow !== 1) fail(`10 wrong passwords at once answered ${failures.map((a) => `${a.status} ${a.json()?.code ?? ''}`).join(', ')}: expected 9 x 401 INVALID_CREDENTIALS and one 429 ACCOUNT_LOCKED`);
  const locked = await login(victim.email, AUDIT_PASSWORD, target.client(10));
  expectAnswer(locked, 'the right password from another IP after 10 failures', 429, { code: 'ACCOUNT_LOCKED' });
  const retryAfter = Number(header(locked, 'retry-after'));
  if (!(retryAfter > 0)) fail(`the lockout answered Retry-After "${header(locked, 'retry-after')}"`);
  return held(`a login sent into 40 bad ones from 5 clients was answered before ${after} of them (${Math.round(during.at - sent)} ms); 301st login call per IP 429; 10 failures lock the account from any IP (Retry-After ${retryAfter} s)`);
}
