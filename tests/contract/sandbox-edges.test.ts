// Edge input answers 4xx with a message, never 500 (issue 10 item 10 and 11; security review findings 11
// and 12): a withdrawal of 1e-9, pageNo=1e20, a log-event nested 100,000 deep or of a megabyte, and
// free-text fields over their maximum length.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { bearer, login, startSandbox, PLAYER } from './sandbox-helpers';
import { LOG_EVENT_DATA_MAX } from '../../server/sandbox/routes/user';

let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await startSandbox({ scrypt: { N: 1024 } });
  ({ token } = await login(app, PLAYER));
});
afterAll(() => app.close());

const expect4xx = (res: Awaited<ReturnType<FastifyInstance['inject']>>, status = 400) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().message).toEqual(expect.any(String));
  return res.json();
};

describe('edge input answers 4xx with a message', () => {
  it('a withdrawal of 1e-9 (0 in cents) is refused, and the balance is untouched', async () => {
    const res = await app.inject({
      method: 'POST', url: '/api/user/withdraw', headers: bearer(token),
      payload: { paymentMethod: 'skrill', amount: 1e-9, requestId: 'tiny-amount-0001' },
    });
    expect(expect4xx(res).field).toBe('amount');
    const details = await app.inject({ method: 'GET', url: '/api/user/get-user-details', headers: bearer(token) });
    expect(details.json().data.getUser.userWallet.amount).toBe(500);
  });

  it('pageNo=1e20 and pageNo beyond the last servable page are 400 naming pageNo', async () => {
    for (const pageNo of ['99999999999999999999', '1000001', '9007199254740993']) {
      const res = await app.inject({ method: 'GET', url: `/api/core/casino/games?pageNo=${pageNo}` });
      expect(expect4xx(res).field, pageNo).toBe('pageNo');
    }
    expect((await app.inject({ method: 'GET', url: '/api/core/casino/games?pageNo=1000000' })).statusCode).toBe(200);
  });

  it('a log-event whose data is nested 100,000 deep is 400, and so is one of a megabyte', async () => {
    const deep = `{"event":"PAGE_VIEW","data":${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}}`;
    const nested = await app.inject({ method: 'POST', url: '/api/user/log-event', headers: { 'content-type': 'application/json' }, payload: deep });
    expect(expect4xx(nested).message).toMatch(/nested too deeply/);
    const big = await app.inject({ method: 'POST', url: '/api/user/log-event', payload: { event: 'PAGE_VIEW', data: { page: 'x'.repeat(LOG_EVENT_DATA_MAX) } } });
    expect(expect4xx(big).field).toBe('data');
    // An ordinary event is stored.
    expect((await app.inject({ method: 'POST', url: '/api/user/log-event', payload: { event: 'PAGE_VIEW', data: { page: '/casino' } } })).statusCode).toBe(200);
  });

  it('free-text fields over their maximum length are 400 naming the field (guests cannot grow the database)', async () => {
    const long = 'x'.repeat(5000);
    expect(expect4xx(await app.inject({ method: 'PUT', url: '/api/user/country-blocked', payload: { ip: long, country: 'DE', firstUrl: '/' } })).field).toBe('ip');
    expect(expect4xx(await app.inject({ method: 'POST', url: '/api/user/log-event', payload: { event: long } })).field).toBe('event');
    expect(expect4xx(await app.inject({ method: 'POST', url: '/api/user/login', payload: { email: `${long}@x.io`, password: 'x' } })).field).toBe('email');
    expect(expect4xx(await app.inject({ method: 'POST', url: '/api/user/sign-up', payload: { email: 'long@sandbox.test', currencyCode: 'EUR', city: long } })).field).toBe('city');
  });
});
