// The audit's SMS reset checks (review 2026-11-23 finding 1, review 2026-11-27 N7) against stand-ins.
import { afterEach, describe, expect, it } from 'vitest';
import { sharedPhone, smsResetCode, SHARED_PHONE_REFUSAL } from '../../../tools/audit/checks/reset';
import { closeStandIns, lineOf, accounts, type Handler, type StandInReply } from './standIn';

afterEach(closeStandIns);

const ok = (body: unknown = { success: true }): StandInReply => ({ status: 200, body });
const bad = (status: number, code: string): StandInReply => ({ status, body: { message: code, code } });
const phoneKey = (body: { phoneCode?: string; phone?: string }) => `${String(body.phoneCode).replace(/\D/g, '')}${String(body.phone).replace(/\D/g, '')}`;

type Flaw = 'no-control' | 'code-never-works' | 'stateless' | 'race' | 'no-cap' | 'no-ceiling' | 'blocked' | 'wrong-account' | 'refuse-signup';

/** A sandbox's SMS reset: codes per request, 5 wrong tries void one, 5 requests a phone, 300 checks an IP. */
function sandbox(flaw?: Flaw) {
  const a = accounts();
  const codes = new Map<string, { code: string; tries: number; live: boolean }>();
  const requests = new Map<string, number>();
  const checks = new Map<string, number>();
  const owners = (key: string) => a.users.filter((u) => phoneKey(u.body) === key);
  const signUp = a.routes['POST /api/user/sign-up'];
  return {
    ...a.routes,
    'POST /api/user/sign-up': (request) => {
      if (flaw === 'refuse-signup' && owners(phoneKey(request.body)).length) return bad(SHARED_PHONE_REFUSAL.status, SHARED_PHONE_REFUSAL.code);
      return signUp(request);
    },
    'POST /api/sandbox/verification-link': ({ body }) => ok({ url: `/api/user/verify-email?email=${encodeURIComponent(body.email)}` }),
    'GET /api/user/verify-email': ({ url }) => {
      a.byEmail(url.searchParams.get('email'))!.state.verified = true;
      return { status: 302, headers: { location: '/' } };
    },
    'GET /api/user/get-user-details': (request) => ok({ data: { getUser: { isEmailVerified: a.userOf(request)?.state.verified === true } } }),
    'POST /api/user/forgot-password': ({ body }) => {
      const key = phoneKey(body);
      const count = (requests.get(key) ?? 0) + 1;
      requests.set(key, count);
      if (count > 5 && flaw !== 'no-cap') return bad(429, 'RATE_LIMITED');
      if (flaw === 'blocked' && owners(key).length > 1) return bad(409, 'PHONE_SHARED');
      codes.set(key, { code: String(100000 + Math.floor(Math.random() * 899999)), tries: 0, live: true });
      return ok();
    },
    'POST /api/sandbox/reset-code': ({ body }) => {
      const sent = codes.get(phoneKey(body));
      return flaw === 'no-control' || !sent ? bad(404, 'NOT_FOUND') : ok({ code: sent.code });
    },
    'POST /api/user/reset-password': async ({ body, ip }) => {
      const checked = (checks.get(ip) ?? 0) + 1;
      checks.set(ip, checked);
      if (checked > 300 && flaw !== 'no-ceiling') return bad(429, 'RATE_LIMITED');
      const key = phoneKey(body);
      const live = codes.get(key);
      if (!live || !live.live) return bad(400, 'RESET_CODE_INVALID');
      if (body.code === live.code && flaw !== 'code-never-works') {
        if (flaw !== 'stateless') live.live = false;
        const user = flaw === 'wrong-account' ? owners(key).at(-1)! : owners(key)[0];
        user.password = body.password;
        return ok();
      }
      if (flaw === 'stateless') return bad(400, 'RESET_CODE_INVALID');
      const seen = live.tries;
      // As a read-then-write without a transaction would: parallel tries all read the same count.
      if (flaw === 'race') await new Promise((resolve) => setTimeout(resolve, 100));
      live.tries = seen + 1;
      if (live.tries >= 5) {
        live.live = false;
        return bad(400, 'RESET_CODE_VOID');
      }
      return bad(400, 'RESET_CODE_INVALID');
    },
  } satisfies Record<string, Handler>;
}

describe('audit R1: the SMS reset code', () => {
  it('prints FAILED when the sent code cannot be read (the old check skipped its last assertion then)', async () => {
    expect(await lineOf('R1', smsResetCode, sandbox('no-control'))).toMatch(/^FAILED {2}R1: the control call reset-code answered 404 .*cannot show it works/);
  });
  it('prints FAILED when the sent code does not work at all (the old check never tried it first)', async () => {
    expect(await lineOf('R1', smsResetCode, sandbox('code-never-works'))).toMatch(/^FAILED {2}R1: the code that was sent: expected 200, got 400/);
  });
  it('prints FAILED when wrong codes never void the request', async () => {
    expect(await lineOf('R1', smsResetCode, sandbox('stateless'))).toMatch(/^FAILED .*(the same code again: expected 400 RESET_CODE_INVALID, got 200|the 5th wrong code: expected 400 RESET_CODE_VOID)/);
  });
  it('prints FAILED when parallel wrong codes are not all counted', async () => {
    expect(await lineOf('R1', smsResetCode, sandbox('race'))).toMatch(/^FAILED .*40 parallel wrong codes answered \d+ x INVALID and \d+ x VOID \(expected 39 and 1\)/);
  });
  it('prints FAILED when a phone may ask for codes without limit', async () => {
    expect(await lineOf('R1', smsResetCode, sandbox('no-cap'))).toMatch(/^FAILED .*the 6th reset request for one phone in an hour: expected 429 RATE_LIMITED, got 200/);
  });
  it('prints FAILED when an IP may check codes without limit', async () => {
    expect(await lineOf('R1', smsResetCode, sandbox('no-ceiling'))).toMatch(/^FAILED .*the 301st code check from one IP: expected 429 RATE_LIMITED, got 400/);
  });
  it('holds for a code that works once, dies after 5 wrong tries and is rate limited', async () => {
    expect(await lineOf('R1', smsResetCode, sandbox())).toMatch(/^held {4}R1: /);
  });
});

describe("audit N7: a second account with a verified player's phone", () => {
  it("prints FAILED when the second account blocks the player's SMS reset (as found)", async () => {
    expect(await lineOf('N7', sharedPhone, sandbox('blocked'))).toMatch(/^FAILED {2}N7: the victim's SMS reset request after the second sign-up: expected 200, got 409 .*PHONE_SHARED/);
  });
  it("prints FAILED when the reset changes the second account's password", async () => {
    expect(await lineOf('N7', sharedPhone, sandbox('wrong-account'))).toMatch(/^FAILED {2}N7: logging audit\.phone\..* in: expected 200, got 401/);
  });
  it('holds when the second sign-up is refused', async () => {
    expect(await lineOf('N7', sharedPhone, sandbox('refuse-signup'))).toMatch(/^held {4}N7: a second sign-up .* is refused 409 PHONE_TAKEN/);
  });
  it("holds when the second account may exist and the player's reset still works", async () => {
    expect(await lineOf('N7', sharedPhone, sandbox())).toMatch(/^held {4}N7: a second account may share the phone/);
  });
});
