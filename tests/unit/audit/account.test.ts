// The audit's account checks (review 2026-11-23 findings 7, 9, 10, 11-16) against stand-ins: as found or with
// the audit's old blind spots (FAILED), and as the fixes behave (held).
import { afterEach, describe, expect, it } from 'vitest';
import { edgeInputs, forwardedFor, kycLock, rakebackIdor, tokenCookieProblem, tokensAndHeaders } from '../../../tools/audit/checks/account';
import { MESSAGE_KEYS } from '../../../src/forms/vocabulary';
import { closeStandIns, lineOf, accounts, sessionExpired, type Handler, type StandInReply } from './standIn';

afterEach(closeStandIns);

const ok = (body: unknown = { success: true }): StandInReply => ({ status: 200, body });
const bad = (status: number, body: Record<string, unknown>): StandInReply => ({ status, body });

describe('audit R7: IDOR on rakeback days', () => {
  const sandbox = (flaw?: 'guest' | 'other-player' | 'unrelated-400') => {
    const a = accounts();
    const days: Handler = (request) => {
      const user = a.userOf(request);
      const asked = Number(request.url.searchParams.get('user'));
      if (!user) return flaw === 'guest' ? ok({ data: { days: [{ amount: 5 }] } }) : sessionExpired;
      if (asked !== user.id) {
        if (flaw === 'other-player') return ok({ data: { days: [{ amount: 5 }] } });
        if (flaw === 'unrelated-400') return bad(400, { message: 'bonusId is required' });
        return bad(404, { message: 'Not found' });
      }
      return ok({ data: { days: [] } });
    };
    const award: Handler = (request) => {
      const user = a.userOf(request);
      if (!user || Number(request.url.searchParams.get('user')) !== user.id) return sessionExpired;
      return ok({ data: {} });
    };
    return { ...a.routes, 'GET /api/admin/get-rakeback-days': days, 'GET /api/user/calendar-award': award };
  };
  it("prints FAILED when another player's days answer", async () => {
    expect(await lineOf('R7', rakebackIdor, sandbox('other-player'))).toMatch(/^FAILED {2}R7: a player asking for another player's rakeback days: expected 404, got 200/);
  });
  it("prints FAILED when a guest reads a player's days", async () => {
    expect(await lineOf('R7', rakebackIdor, sandbox('guest'))).toMatch(/^FAILED {2}R7: a guest asking .*expected 403 SESSION_EXPIRED, got 200/);
  });
  it('prints FAILED for a refusal of another kind (any 4xx no longer passes)', async () => {
    expect(await lineOf('R7', rakebackIdor, sandbox('unrelated-400'))).toMatch(/^FAILED .*expected 404, got 400/);
  });
  it("holds when only the player's own days answer", async () => {
    expect(await lineOf('R7', rakebackIdor, sandbox())).toMatch(/^held {4}R7: /);
  });
});

describe('audit R9: the KYC lock', () => {
  const sandbox = (flaw?: 'unlocked' | 'address-open' | 'other-refusal' | 'never-approved' | 'refuses-everything') => {
    const a = accounts();
    const details = (user: ReturnType<typeof a.userOf> & object) => ({
      firstName: user.body.firstName, lastName: user.body.lastName, dateOfBirth: user.body.dateOfBirth, countryCode: user.body.countryCode,
      address: user.body.address, kycStatus: user.state.kyc ?? null, newsLetter: user.body.newsLetter ?? false,
    });
    return {
      ...a.routes,
      'POST /api/sandbox/deposit': () => ok(),
      'POST /api/user/documents': (request) => {
        const user = a.userOf(request);
        if (!user) return sessionExpired;
        user.state.kinds = [...(user.state.kinds ?? []), request.url.searchParams.get('kind')];
        return { status: 201, body: { success: true } };
      },
      'POST /api/sandbox/documents/decide': ({ body }) => {
        const user = a.byEmail(body.email)!;
        if (flaw !== 'never-approved' && user.state.kinds?.length === 2) user.state.kyc = 'APPROVED';
        return ok();
      },
      'GET /api/user/get-user-details': (request) => {
        const user = a.userOf(request);
        return user ? ok({ data: { getUser: details(user) } }) : sessionExpired;
      },
      'PUT /api/user/update-user-details': (request) => {
        const user = a.userOf(request)!;
        const [field, value] = Object.entries(request.body)[0];
        const locked = ['firstName', 'lastName', 'dateOfBirth', 'countryCode'].includes(field) || (field === 'address' && user.state.kyc === 'APPROVED' && flaw !== 'address-open');
        if (flaw === 'refuses-everything' || (locked && flaw !== 'unlocked')) {
          return flaw === 'other-refusal' ? bad(403, { message: 'no' }) : bad(400, { message: 'locked', field, code: 'FIELD_LOCKED' });
        }
        user.body[field] = value;
        return ok({ data: { success: true } });
      },
    } satisfies Record<string, Handler>;
  };
  it('prints FAILED when an approved identity can be edited (as found)', async () => {
    expect(await lineOf('R9', kycLock, sandbox('unlocked'))).toMatch(/^FAILED {2}R9: an APPROVED player changing firstName to Mallory: expected 400 FIELD_LOCKED field firstName, got 200/);
  });
  it('prints FAILED when only the address, locked by KYC alone, stays open', async () => {
    expect(await lineOf('R9', kycLock, sandbox('address-open'))).toMatch(/^FAILED .*changing address to Elsewhere 2: expected 400 FIELD_LOCKED/);
  });
  it('prints FAILED for a refusal that is not the lock', async () => {
    expect(await lineOf('R9', kycLock, sandbox('other-refusal'))).toMatch(/^FAILED .*expected 400 FIELD_LOCKED field firstName, got 403/);
  });
  it('prints FAILED when the player never becomes APPROVED (nothing to check)', async () => {
    expect(await lineOf('R9', kycLock, sandbox('never-approved'))).toMatch(/^FAILED .*the check needs an APPROVED player/);
  });
  it('prints FAILED when every change is refused, unlocked fields too', async () => {
    expect(await lineOf('R9', kycLock, sandbox('refuses-everything'))).toMatch(/^FAILED .*changing newsLetter: expected 200, got 400/);
  });
  it('holds when the approved identity is locked and the rest changes', async () => {
    expect(await lineOf('R9', kycLock, sandbox())).toMatch(/^held {4}R9: /);
  });
});

describe('audit R10: X-Forwarded-For without TRUST_PROXY', () => {
  const sandbox = (flaw?: 'trusts-login' | 'trusts-location' | 'no-history') => {
    const a = accounts();
    const clientIp = (request: Parameters<Handler>[0], trust: boolean) => (trust ? String(request.headers['x-forwarded-for'] ?? request.ip) : request.ip);
    return {
      ...a.routes,
      'POST /api/user/login': (request) => {
        const user = a.byEmail(request.body.email);
        if (!user) return bad(401, { code: 'INVALID_CREDENTIALS' });
        const previous = user.state.login ?? null;
        user.state.login = { ip: clientIp(request, flaw === 'trusts-login') };
        return ok({ data: { accessToken: 'x', lastLogin: flaw === 'no-history' ? null : previous } });
      },
      'GET /api/admin/get-location': (request) => ok({ data: { location: { ipInfo: { ip: clientIp(request, flaw === 'trusts-location') } } } }),
    } satisfies Record<string, Handler>;
  };
  it('prints FAILED when the login history takes X-Forwarded-For (as found before the fix)', async () => {
    expect(await lineOf('R10', forwardedFor, sandbox('trusts-login'))).toMatch(/^FAILED {2}R10: the login history recorded 6\.6\.6\.6 for a login from 127\.\d+\.\d+\.24/);
  });
  it('prints FAILED when get-location takes X-Forwarded-For', async () => {
    expect(await lineOf('R10', forwardedFor, sandbox('trusts-location'))).toMatch(/^FAILED .*get-location .* answered ip 1\.2\.3\.4/);
  });
  it('prints FAILED when no login history comes back (nothing was compared)', async () => {
    expect(await lineOf('R10', forwardedFor, sandbox('no-history'))).toMatch(/^FAILED .*no lastLogin/);
  });
  it("holds when both show the socket's address", async () => {
    expect(await lineOf('R10', forwardedFor, sandbox())).toMatch(/^held {4}R10: /);
  });
});

describe('audit R11/R12/R16: edge inputs and names', () => {
  type Flaw = 'names-ignored' | 'withdraw-403' | 'no-data-cap' | 'race' | 'nickname-open';
  const sandbox = (flaw?: Flaw) => {
    const a = accounts();
    const nameOk = (v: unknown) => typeof v !== 'string' || /^[\p{L} .'-]+$/u.test(v);
    const signUp = a.routes['POST /api/user/sign-up'];
    return {
      ...a.routes,
      'POST /api/user/sign-up': async (request) => {
        const { body } = request;
        if (!body.password) return bad(400, { message: 'password is required', field: 'password' });
        for (const field of ['firstName', 'lastName']) {
          if (flaw !== 'names-ignored' && !nameOk(body[field])) return bad(400, { message: 'x', field, code: MESSAGE_KEYS.personName });
        }
        if (body.username !== undefined && !/^[a-z0-9._-]+$/i.test(body.username)) return bad(400, { field: 'username', code: 'USERNAME_INVALID' });
        // As found before the fix: the email check and the insert are apart, so parallel sign-ups all pass.
        if (flaw === 'race' && a.byEmail(body.email)) return { status: 201, body: { data: { accessToken: 'second', createUser: { userId: 0 } } } };
        return signUp(request);
      },
      'POST /api/sandbox/deposit': () => ok(),
      'POST /api/sandbox/verification-link': () => ok({ url: '/api/user/verify-email?token=t' }),
      'GET /api/user/verify-email': () => ({ status: 302, headers: { location: '/' } }),
      'POST /api/user/withdraw': ({ body }) => {
        if (flaw === 'withdraw-403') return bad(403, { message: 'Email not verified', code: 'EMAIL_NOT_VERIFIED' });
        if (typeof body.amount !== 'number') return bad(400, { message: 'amount must be number', field: 'amount' });
        if (body.amount === 0) return bad(422, { code: 'AMOUNT_BELOW_ZERO', field: 'amount' });
        if (body.amount > 1e9 || Math.round(body.amount * 100) !== body.amount * 100) return bad(400, { message: 'bad amount', field: 'amount' });
        return ok();
      },
      'GET /api/core/casino/games': ({ url }) => {
        const pageNo = url.searchParams.get('pageNo');
        const limit = url.searchParams.get('limit');
        if (pageNo && !(Number(pageNo) < 1e6)) return bad(400, { field: 'pageNo' });
        if (limit && !(Number(limit) > 0)) return bad(400, { field: 'limit' });
        return ok({ data: { games: { rows: [] } } });
      },
      'POST /api/user/log-event': ({ body, raw }) => {
        if (/\{("a":\{){16}/.test(raw)) return bad(400, { message: 'nested too deeply', field: 'body' });
        if (flaw !== 'no-data-cap' && JSON.stringify(body.data ?? null).length > 4096) return bad(400, { field: 'data' });
        return ok();
      },
      'PUT /api/user/update-user-details': ({ body }) =>
        (flaw !== 'nickname-open' && !/^[\w.-]{2,30}$/.test(body.nickname) ? bad(400, { field: 'nickname', code: MESSAGE_KEYS.nickname }) : ok()),
    } satisfies Record<string, Handler>;
  };
  it('prints FAILED when the sign-up ignores the name rule (the old check sent no password, so it could not tell)', async () => {
    expect(await lineOf('R16', edgeInputs, sandbox('names-ignored'))).toMatch(/^FAILED {2}R16: sign-up firstName "<img src=x onerror=alert\(1\)>": expected 400 .*personName field firstName, got 201/);
  });
  it('prints FAILED when a tiny withdrawal is refused for another reason (any 4xx no longer passes)', async () => {
    expect(await lineOf('R11', edgeInputs, sandbox('withdraw-403'))).toMatch(/^FAILED {2}R11: withdraw 1e-9: expected 400 field amount, got 403/);
  });
  it('prints FAILED when a large tracking event under the body limit is stored', async () => {
    expect(await lineOf('R12', edgeInputs, sandbox('no-data-cap'))).toMatch(/^FAILED .*log-event data of 5,000 characters: expected 400 field data, got 200/);
  });
  it('prints FAILED when parallel sign-ups with one email make two accounts', async () => {
    expect(await lineOf('R11', edgeInputs, sandbox('race'))).toMatch(/^FAILED .*5 parallel sign-ups with one email answered 201, 201/);
  });
  it('prints FAILED when a profile nickname takes markup', async () => {
    expect(await lineOf('R16', edgeInputs, sandbox('nickname-open'))).toMatch(/^FAILED .*profile nickname <b>x<\/b>: expected 400/);
  });
  it('holds when each edge input gets its own refusal', async () => {
    expect(await lineOf('R11', edgeInputs, sandbox())).toMatch(/^held {4}R11: withdraw 1e-9 400/);
  });
});

describe('audit R13-R15: tokens, cookie and headers', () => {
  const COOKIE = (token: string) => `accessToken=${token}; Max-Age=2592000; Path=/; HttpOnly; Secure; SameSite=Strict`;
  const POLICY = "default-src 'self'; script-src 'self'; connect-src 'self'; frame-src 'self'; object-src 'none'";
  const HEADERS = { 'content-security-policy': POLICY, 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer', 'cross-origin-opener-policy': 'same-origin' };
  type Flaw = 'no-cookie' | 'cookie-not-secure' | 'padding' | 'cached' | 'deposit-wildcard' | 'no-script' | 'map-served';
  const sandbox = (flaw?: Flaw) => {
    const a = accounts();
    const login = a.routes['POST /api/user/login'];
    const personal = (request: Parameters<Handler>[0]) => {
      const token = request.token ?? '';
      const user = a.userOfToken(flaw === 'padding' ? token.replace(/=+$/, '') : token);
      return user ? { status: 200, body: { data: {} }, headers: { 'cache-control': flaw === 'cached' ? 'private, max-age=60' : 'no-store' } } : sessionExpired;
    };
    return {
      routes: {
        ...a.routes,
        'POST /api/user/login': async (request) => {
          const answer = (await login(request))!;
          const token = (answer.body as { data: { accessToken: string } }).data.accessToken;
          const cookie: Record<string, string> = flaw === 'no-cookie' ? {} : { 'set-cookie': flaw === 'cookie-not-secure' ? COOKIE(token).replace('; Secure', '') : COOKIE(token) };
          return { ...answer, headers: { 'cache-control': 'no-store', ...cookie } };
        },
        'GET /api/user/get-user-details': personal,
        'GET /api/user/transactions': personal,
        'GET /api/user/limits': personal,
        'GET /api/admin/get-rakeback-days': personal,
        'GET /api/user/calendar-award': personal,
        'GET /assets/app.js': () => ({ status: 200, body: 'console.log(1)', headers: { 'content-type': 'text/javascript' } }),
        'GET /assets/app.js.map': () => (flaw === 'map-served' ? ok({ version: 3 }) : bad(404, { message: 'Not found' })),
      } satisfies Record<string, Handler>,
      pages: (({ url }) => ({
        status: url.pathname === '/no-such-page' ? 404 : 200,
        body: `<!doctype html><head>${flaw === 'no-script' ? '' : '<script type="module" src="/assets/app.js"></script>'}</head>`,
        headers: { ...HEADERS, ...(flaw === 'deposit-wildcard' && url.pathname === '/deposit' ? { 'content-security-policy': POLICY.replace("connect-src 'self'", "connect-src 'self' wss:") } : {}) },
      })) satisfies Handler,
    };
  };
  const line = async (flaw?: Flaw) => {
    const { routes, pages } = sandbox(flaw);
    return lineOf('R15', tokensAndHeaders, routes, pages);
  };
  it('prints FAILED when the login sets no cookie (the old check passed then)', async () => {
    expect(await line('no-cookie')).toMatch(/^FAILED {2}R15: the login set no accessToken cookie/);
  });
  it('prints FAILED when the cookie lacks Secure', async () => {
    expect(await line('cookie-not-secure')).toMatch(/^FAILED .*the cookie lacks secure/);
  });
  it('prints FAILED when a padded token is accepted', async () => {
    expect(await line('padding')).toMatch(/^FAILED .*a token with "=" appended: expected 403 SESSION_EXPIRED, got 200/);
  });
  it('prints FAILED when a personal answer may be cached', async () => {
    expect(await line('cached')).toMatch(/^FAILED .*get-user-details answered Cache-Control "private, max-age=60"/);
  });
  it('prints FAILED when a page other than /casino allows a wildcard (the old check looked at one page)', async () => {
    expect(await line('deposit-wildcard')).toMatch(/^FAILED {2}R15: GET \/deposit: connect-src allows wss:/);
  });
  it('prints FAILED when no script is found to ask a source map for (the old check skipped it)', async () => {
    expect(await line('no-script')).toMatch(/^FAILED .*no \/assets\/\*\.js script found/);
  });
  it('prints FAILED when a source map is served', async () => {
    expect(await line('map-served')).toMatch(/^FAILED .*GET \/assets\/app\.js\.map: expected 404, got 200/);
  });
  it('holds when all of them are right', async () => {
    expect(await line()).toMatch(/^held {4}R15: padded token 403/);
  });
  it('reads the cookie among several Set-Cookie headers', () => {
    expect(tokenCookieProblem(`a=1; Expires=Wed, 21 Oct 2026 07:28:00 GMT, ${COOKIE('t')}`, 't')).toBe('');
    expect(tokenCookieProblem(COOKIE('other'), 't')).toMatch(/does not carry/);
  });
});
