// spec 2.3: after a successful email verification the player goes to /casino?modal=login; an expired
// verification link lands on /?modal=verify-email-expired.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startSandbox, login, bearer, NEW_PLAYER } from './sandbox-helpers';

let app: FastifyInstance;
beforeAll(async () => { app = await startSandbox(); });
afterAll(() => app.close());

const linkFor = async (email: string, expired = false) =>
  (await app.inject({ method: 'POST', url: '/api/sandbox/verification-link', payload: { email, expired } })).json().url as string;
const isVerified = async () => {
  const { token } = await login(app, NEW_PLAYER);
  const details = await app.inject({ method: 'GET', url: '/api/user/get-user-details', headers: bearer(token) });
  return details.json().data.getUser.isEmailVerified;
};

describe('email verification links (spec 2.3)', () => {
  it('spec 2.3: an expired verification link lands on /?modal=verify-email-expired and verifies nothing', async () => {
    const res = await app.inject({ method: 'GET', url: await linkFor(NEW_PLAYER, true) });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/?modal=verify-email-expired');
    expect(await isVerified()).toBe(false);
  });

  it('a tampered or missing token is treated as expired', async () => {
    const url = await linkFor(NEW_PLAYER);
    expect((await app.inject({ method: 'GET', url: `${url.slice(0, -3)}xyz` })).headers.location).toBe('/?modal=verify-email-expired');
    expect((await app.inject({ method: 'GET', url: '/api/user/verify-email' })).headers.location).toBe('/?modal=verify-email-expired');
  });

  it('spec 2.3: a good link verifies the email and sends the player to /casino?modal=login', async () => {
    const res = await app.inject({ method: 'GET', url: await linkFor(NEW_PLAYER) });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/casino?modal=login');
    expect(await isVerified()).toBe(true);
  });

  it('the link token is not a session: it cannot call the API', async () => {
    const token = new URL(await linkFor(NEW_PLAYER), 'http://x').searchParams.get('token')!;
    expect((await app.inject({ method: 'GET', url: '/api/user/get-user-details', headers: bearer(token) })).statusCode).toBe(403);
  });
});
