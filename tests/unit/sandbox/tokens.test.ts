// Access tokens (issue: HMAC-SHA256 over a payload with user id and expiry; 403 on an expired, tampered
// or unknown token; logout revokes). spec 9: the access token cookie lasts 30 days (2592000 s), the
// default token lifetime; spec 8: 403 means the session expired.
import { describe, it, expect, beforeEach } from 'vitest';
import { createSandboxContext } from '../../../server/sandbox/index';
import { authenticate, issueToken, revokeSession, signToken, TOKEN_TTL_SECONDS, tokenSecret, verifyToken } from '../../../server/sandbox/tokens';
import type { SandboxContext } from '../../../server/sandbox/context';

const NOW = new Date('2026-06-17T10:00:00.000Z');
const SECRET = 'test-secret';
const payload = { sub: 7, sid: 'session-1', iat: NOW.getTime() / 1000, exp: NOW.getTime() / 1000 + 60 };

describe('signed tokens', () => {
  it('a token verifies with its secret and carries the payload', () => {
    const check = verifyToken(signToken(payload, SECRET), SECRET, NOW);
    expect(check).toEqual({ ok: true, payload });
  });

  it('is URL-safe, so it can travel as ?at= (spec 2.3)', () => {
    expect(signToken(payload, SECRET)).toMatch(/^[A-Za-z0-9._-]+$/);
  });

  it('a changed payload, a changed signature or another secret fail the signature check', () => {
    const token = signToken(payload, SECRET);
    const [v, body, sig] = token.split('.');
    const changed = Buffer.from(JSON.stringify({ ...payload, sub: 8 })).toString('base64url');
    expect(verifyToken(`${v}.${changed}.${sig}`, SECRET, NOW)).toEqual({ ok: false, problem: 'signature' });
    expect(verifyToken(`${v}.${body}.${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`, SECRET, NOW)).toEqual({ ok: false, problem: 'signature' });
    expect(verifyToken(token, 'other-secret', NOW)).toEqual({ ok: false, problem: 'signature' });
  });

  it('malformed tokens are refused', () => {
    for (const bad of [undefined, '', 'abc', 'v2.a.b', 'v1.a', 42]) expect(verifyToken(bad, SECRET, NOW)).toMatchObject({ ok: false, problem: 'malformed' });
  });

  it('expires at exp: valid one second before, refused at it', () => {
    const token = signToken(payload, SECRET);
    expect(verifyToken(token, SECRET, new Date(NOW.getTime() + 59_000)).ok).toBe(true);
    expect(verifyToken(token, SECRET, new Date(NOW.getTime() + 60_000))).toEqual({ ok: false, problem: 'expired' });
  });

  it('spec 9: the default lifetime is the access token cookie\'s, 30 days', () => {
    expect(TOKEN_TTL_SECONDS).toBe(2592000);
  });
});

describe('sessions', () => {
  let ctx: SandboxContext;
  beforeEach(async () => {
    ctx = await createSandboxContext({ db: ':memory:', now: () => NOW }, {});
  });

  it('the secret is made once per database and kept; SANDBOX_SECRET wins', () => {
    const first = tokenSecret(ctx.db, {});
    expect(first).toHaveLength(43);
    expect(tokenSecret(ctx.db, {})).toBe(first);
    expect(tokenSecret(ctx.db, { SANDBOX_SECRET: 'from-env' })).toBe('from-env');
  });

  it('an issued token authenticates until its expiry (30 days by default)', () => {
    const { token, session } = issueToken(ctx.db, 1, ctx.secret, NOW);
    expect(session.expiresAt.toISOString()).toBe('2026-07-17T10:00:00.000Z');
    expect(authenticate(ctx.db, token, ctx.secret, NOW)).toMatchObject({ ok: true, session: { userId: 1 } });
    expect(authenticate(ctx.db, token, ctx.secret, new Date('2026-07-17T10:00:00.000Z'))).toEqual({ ok: false, problem: 'expired' });
  });

  it('a revoked session is refused (logout)', () => {
    const { token, session } = issueToken(ctx.db, 1, ctx.secret, NOW);
    expect(revokeSession(ctx.db, session.sessionId, 'USER_INITIATED', NOW)).toBe(true);
    expect(authenticate(ctx.db, token, ctx.secret, NOW)).toEqual({ ok: false, problem: 'revoked' });
    expect(revokeSession(ctx.db, session.sessionId, 'USER_INITIATED', NOW)).toBe(false);
  });

  it('a correctly signed token without a session, or naming another user, is unknown', () => {
    const exp = NOW.getTime() / 1000 + 60;
    expect(authenticate(ctx.db, signToken({ sub: 1, sid: 'never-issued', iat: 0, exp }, ctx.secret), ctx.secret, NOW)).toEqual({ ok: false, problem: 'unknown' });
    const { session } = issueToken(ctx.db, 1, ctx.secret, NOW);
    expect(authenticate(ctx.db, signToken({ sub: 2, sid: session.sessionId, iat: 0, exp }, ctx.secret), ctx.secret, NOW)).toEqual({ ok: false, problem: 'unknown' });
  });
});

describe('token lifetime and spelling (issue 10 item 12; security review finding 13)', () => {
  it('only the canonical base64url spelling is accepted: padding or spare bits are malformed', () => {
    const token = signToken(payload, SECRET);
    expect(verifyToken(token, SECRET, NOW).ok).toBe(true);
    expect(verifyToken(`${token}=`, SECRET, NOW)).toEqual({ ok: false, problem: 'malformed' });
    const [v, body, sig] = token.split('.');
    expect(verifyToken(`${v}.${body}=.${sig}`, SECRET, NOW)).toEqual({ ok: false, problem: 'malformed' });
    expect(verifyToken(`${v}.${body}.${sig}+`, SECRET, NOW)).toEqual({ ok: false, problem: 'malformed' });
    // The signature's last character carries 2 spare bits: a sibling spelling decodes to the same bytes.
    const last = sig[sig.length - 1];
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sibling = alphabet[alphabet.indexOf(last) ^ 1];
    expect(Buffer.from(`${sig.slice(0, -1)}${sibling}`, 'base64url').equals(Buffer.from(sig, 'base64url'))).toBe(true);
    expect(verifyToken(`${v}.${body}.${sig.slice(0, -1)}${sibling}`, SECRET, NOW)).toEqual({ ok: false, problem: 'malformed' });
  });

  it('the session row\'s expiry counts: a token re-signed with a later exp stops when its session does', async () => {
    let now = NOW;
    const ctx = await createSandboxContext({ db: ':memory:', now: () => now, secret: SECRET }, {});
    const { token, session } = issueToken(ctx.db, 1, SECRET, now, 60);
    const [, body] = token.split('.');
    const original = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    const resigned = signToken({ ...original, exp: original.exp + 3600 }, SECRET);
    now = new Date(session.expiresAt.getTime());
    expect(authenticate(ctx.db, token, SECRET, now)).toEqual({ ok: false, problem: 'expired' });
    expect(authenticate(ctx.db, resigned, SECRET, now)).toEqual({ ok: false, problem: 'expired' });
    ctx.db.close();
  });
});
