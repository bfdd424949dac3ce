// Checks of password recovery by SMS: the reset code (review 2026-11-23 finding 1) and a phone number shared
// with a second account (review 2026-11-27 N7).
import { AUDIT_PASSWORD, brief, expectAnswer, fail, held, type Answer, type Player, type Target, type Verdict } from '../target';

const ATTACKER_PASSWORD = 'Attacker123!x';

/** The code of the last SMS the sandbox sent to the phone; the check fails when there is none to read. */
async function sentCode(target: Target, phone: Player['phone']): Promise<string> {
  const answer = await target.call('POST', '/api/sandbox/reset-code', { body: phone, control: true });
  const code = answer.json()?.code;
  if (answer.status !== 200 || typeof code !== 'string' || !/^\d{6}$/.test(code)) {
    fail(`the control call reset-code answered ${answer.status} ${brief(answer.body)}: without the code that was sent, the check cannot show it works and then stops working`);
  }
  return code;
}

const count = (answers: Answer[], status: number, code?: string) => answers.filter((a) => a.status === status && (code === undefined || a.json()?.code === code)).length;

// Finding 1: the code exists only after a request, works (once), dies after 5 wrong tries (parallel ones
// too), each phone gets at most 5 requests an hour, and each IP at most 300 code checks in 15 minutes.
export async function smsResetCode(target: Target): Promise<Verdict> {
  const victim = await target.newPlayer('reset');
  const from = target.client(21);
  const guess = (code: string, password = ATTACKER_PASSWORD, ip = from) =>
    target.call('POST', '/api/user/reset-password', { body: { ...victim.phone, code, password }, from: ip });
  const ask = (phone: unknown = victim.phone) => target.call('POST', '/api/user/forgot-password', { body: phone, from });
  const wrong = (code: string, n: number) => String((Number(code) + 1 + n * 7919) % 1_000_000).padStart(6, '0');

  // No request: no code works.
  const unrequested = await Promise.all(Array.from({ length: 20 }, (_, n) => guess(String(n * 49_999).padStart(6, '0'))));
  if (count(unrequested, 400, 'RESET_CODE_INVALID') !== 20) fail(`20 codes without a request answered ${unrequested.map((a) => a.status).join(',')}, not 400 RESET_CODE_INVALID each`);

  // The code that was sent works, once: the victim's own reset.
  let requests = 0;
  const request = async () => {
    requests += 1;
    expectAnswer(await ask(), `reset request ${requests}`, 200);
    return sentCode(target, victim.phone);
  };
  const first = await request();
  const newPassword = 'Renewed123!x';
  expectAnswer(await guess(first, newPassword), 'the code that was sent', 200);
  expectAnswer(await guess(first, ATTACKER_PASSWORD), 'the same code again', 400, { code: 'RESET_CODE_INVALID' });
  await target.login(victim.email, newPassword);

  // Five wrong codes void the request: the real code then fails.
  const second = await request();
  for (let n = 0; n < 4; n += 1) expectAnswer(await guess(wrong(second, n)), `wrong code ${n + 1}`, 400, { code: 'RESET_CODE_INVALID' });
  expectAnswer(await guess(wrong(second, 4)), 'the 5th wrong code', 400, { code: 'RESET_CODE_VOID' });
  expectAnswer(await guess(second), 'the real code after 5 wrong ones', 400, { code: 'RESET_CODE_INVALID' });

  // 40 wrong codes at once: each counts (one voids it), none works, and the real code is void after.
  const third = await request();
  const parallel = await Promise.all(Array.from({ length: 40 }, (_, n) => guess(wrong(third, n))));
  if (count(parallel, 200)) fail('a parallel wrong guess reset the password');
  if (count(parallel, 400, 'RESET_CODE_VOID') !== 1 || count(parallel, 400, 'RESET_CODE_INVALID') !== 39) {
    fail(`40 parallel wrong codes answered ${count(parallel, 400, 'RESET_CODE_INVALID')} x INVALID and ${count(parallel, 400, 'RESET_CODE_VOID')} x VOID (expected 39 and 1): the tries are not all counted`);
  }
  expectAnswer(await guess(third), 'the real code after 40 parallel wrong ones', 400, { code: 'RESET_CODE_INVALID' });
  await target.login(victim.email, newPassword);

  // At most 5 requests an hour for one phone, however it is spelled.
  while (requests < 5) await request();
  expectAnswer(await ask(), 'the 6th reset request for one phone in an hour', 429, { code: 'RATE_LIMITED' });
  const spelled = { phoneCode: victim.phone.phoneCode.replace('+', ''), phone: `${victim.phone.phone.slice(0, 4)} ${victim.phone.phone.slice(4)}` };
  expectAnswer(await ask(spelled), `a 7th request spelled ${spelled.phoneCode} ${spelled.phone}`, 429, { code: 'RATE_LIMITED' });

  // At most 300 code checks per IP in 15 minutes (a number nobody has: each answer is INVALID until then).
  const nobody = { phoneCode: '+356', phone: `79${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}` };
  const flood: Answer[] = [];
  for (let wave = 0; wave < 6; wave += 1) {
    flood.push(...await Promise.all(Array.from({ length: 50 }, (_, n) =>
      target.call('POST', '/api/user/reset-password', { body: { ...nobody, code: String(wave * 50 + n).padStart(6, '0'), password: ATTACKER_PASSWORD }, from: target.client(22) }))));
  }
  if (count(flood, 400, 'RESET_CODE_INVALID') !== 300) fail(`300 guesses from one IP answered ${[...new Set(flood.map((a) => a.status))].join('/')}: expected 400 RESET_CODE_INVALID each before the ceiling`);
  expectAnswer(await target.call('POST', '/api/user/reset-password', { body: { ...nobody, code: '999999', password: ATTACKER_PASSWORD }, from: target.client(22) }), 'the 301st code check from one IP', 429, { code: 'RATE_LIMITED' });
  return held('no code without a request; the sent code works once; 5 wrong (or 40 parallel) void it; 6th request per phone 429; 301st check per IP 429');
}

/**
 * N7: how a second account with a verified player's phone is kept from blocking the player's SMS reset.
 * Either the sign-up is refused (this status and code), or it is taken and the first player's reset still
 * works. The helper fixing N7 reports which; the lead adjusts the refusal here.
 */
export const SHARED_PHONE_REFUSAL = { status: 409, code: 'PHONE_TAKEN' } as const;

export async function sharedPhone(target: Target): Promise<Verdict> {
  const victim = await target.newPlayer('phone');
  const link = (await target.control('verification-link', { email: victim.email })).url;
  if (typeof link !== 'string') fail('verification-link answered no url');
  await target.call('GET', link);
  const details = await target.call('GET', '/api/user/get-user-details', { token: victim.token });
  if (details.json()?.data?.getUser?.isEmailVerified !== true) fail("the victim's email is not verified after its link: the check needs a verified account");
  const attackerEmail = target.email('phone-thief');
  const attacker = await target.call('POST', '/api/user/sign-up', { body: target.signUpBody(attackerEmail, victim.phone) });
  if (attacker.status === SHARED_PHONE_REFUSAL.status && attacker.json()?.code === SHARED_PHONE_REFUSAL.code) {
    return held(`a second sign-up with a verified player's phone is refused ${attacker.status} ${SHARED_PHONE_REFUSAL.code}`);
  }
  expectAnswer(attacker, "a second sign-up with a verified player's phone (refused, or taken and harmless)", 201);
  expectAnswer(await target.call('POST', '/api/user/forgot-password', { body: victim.phone, from: target.client(23) }), "the victim's SMS reset request after the second sign-up", 200);
  const code = await sentCode(target, victim.phone);
  const reset = await target.call('POST', '/api/user/reset-password', { body: { ...victim.phone, code, password: 'Renewed123!x' }, from: target.client(23) });
  expectAnswer(reset, "the victim's reset with the code sent", 200);
  await target.login(victim.email, 'Renewed123!x');
  await target.login(attackerEmail, AUDIT_PASSWORD);
  return held("a second account may share the phone, and the verified player's SMS reset still resets the player's own password");
}
