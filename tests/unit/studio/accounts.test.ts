// Issue 27 item 1: operator accounts, roles, sessions, CSRF and the audit log (server/studio/).
import { describe, it, expect, beforeEach } from 'vitest';
import { StudioAccounts, StudioError, SESSION_MS, csrfMatches } from '../../../server/studio/accounts';
import { roleAtLeast, ROLES } from '../../../server/studio/roles';
import { seedSandboxOperators, studioDbPath } from '../../../server/studio/setup';

// A cheap scrypt: the rules are the same, the tests fast.
const FAST = { N: 1024, r: 8, p: 1, keyLength: 64 };
const now = new Date('2026-11-27T10:00:00Z');
let accounts: StudioAccounts;
beforeEach(() => {
  accounts = new StudioAccounts(':memory:', FAST);
});

describe('operator roles (viewer < editor < publisher < admin)', () => {
  it('each role may do what the roles below it may, and no more', () => {
    expect(ROLES).toEqual(['viewer', 'editor', 'publisher', 'admin']);
    expect(roleAtLeast('editor', 'viewer')).toBe(true);
    expect(roleAtLeast('editor', 'editor')).toBe(true);
    expect(roleAtLeast('editor', 'publisher')).toBe(false);
    expect(roleAtLeast('publisher', 'admin')).toBe(false);
    expect(roleAtLeast('admin', 'publisher')).toBe(true);
  });
});

describe('operator accounts', () => {
  it('keeps a salted scrypt hash, never the password; the right password signs in, a wrong one does not', async () => {
    await accounts.addOperator('Ann@example.com', 'a long password', 'editor', now);
    await accounts.addOperator('bob@example.com', 'a long password', 'viewer', now);
    const hashes = accounts.db.prepare('SELECT password_hash FROM operators').all() as { password_hash: string }[];
    expect(hashes.every((h) => h.password_hash.startsWith('scrypt$') && !h.password_hash.includes('a long password'))).toBe(true);
    // Same password, different salts.
    expect(hashes[0].password_hash).not.toBe(hashes[1].password_hash);
    expect((await accounts.checkPassword('ann@example.com', 'a long password'))?.role).toBe('editor');
    expect(await accounts.checkPassword('ann@example.com', 'a wrong password')).toBeNull();
    expect(await accounts.checkPassword('nobody@example.com', 'a long password')).toBeNull();
  });

  it('refuses a bad email, a short password, an unknown role and a second account of one email, with a sentence', async () => {
    await expect(accounts.addOperator('not an email', 'a long password', 'editor', now)).rejects.toThrow(StudioError);
    await expect(accounts.addOperator('a@b.c', 'short', 'editor', now)).rejects.toThrow(/10 to 200 characters/);
    await expect(accounts.addOperator('a@b.c', 'a long password', 'owner' as never, now)).rejects.toThrow(/not a role/);
    await accounts.addOperator('a@b.c', 'a long password', 'editor', now);
    await expect(accounts.addOperator('A@B.C', 'a long password', 'editor', now)).rejects.toThrow(/already an operator/);
  });

  it('changes a role', async () => {
    await accounts.addOperator('a@b.c', 'a long password', 'editor', now);
    expect(accounts.setRole('a@b.c', 'publisher').role).toBe('publisher');
    expect(() => accounts.setRole('x@b.c', 'publisher')).toThrow(/no operator/);
  });
});

describe('studio sessions', () => {
  it('a session is found by its token until it expires or ends; only the token hash is stored', async () => {
    const operator = await accounts.addOperator('a@b.c', 'a long password', 'editor', now);
    const session = accounts.startSession(operator, now);
    expect(accounts.session(session.token, new Date(now.getTime() + SESSION_MS - 1))?.operator.email).toBe('a@b.c');
    expect(accounts.session(session.token, new Date(now.getTime() + SESSION_MS))).toBeNull();
    expect(JSON.stringify(accounts.db.prepare('SELECT * FROM sessions').all())).not.toContain(session.token);
    accounts.endSession(session.token);
    expect(accounts.session(session.token, now)).toBeNull();
    expect(accounts.session('forged', now)).toBeNull();
  });

  it('each session has its own CSRF token, and only that token matches', async () => {
    const operator = await accounts.addOperator('a@b.c', 'a long password', 'editor', now);
    const one = accounts.startSession(operator, now);
    const two = accounts.startSession(operator, now);
    expect(one.csrf).not.toBe(two.csrf);
    expect(csrfMatches(one, one.csrf)).toBe(true);
    expect(csrfMatches(one, two.csrf)).toBe(false);
    expect(csrfMatches(one, undefined)).toBe(false);
    expect(csrfMatches(one, '')).toBe(false);
  });
});

describe('the audit log', () => {
  it('lists who did what to which brand, document and version, newest first', () => {
    accounts.record({ at: '2026-11-27T10:00:00.000Z', who: 'a@b.c', action: 'save draft', brand: 'curacao', document: 'texts/en.json', version: 'abcdef123456' });
    accounts.record({ at: '2026-11-27T10:01:00.000Z', who: 'a@b.c', action: 'publish', brand: 'curacao', version: 'abcdef123456', detail: 'New title' });
    expect(accounts.auditLog()).toEqual([
      { at: '2026-11-27T10:01:00.000Z', who: 'a@b.c', action: 'publish', brand: 'curacao', version: 'abcdef123456', detail: 'New title' },
      { at: '2026-11-27T10:00:00.000Z', who: 'a@b.c', action: 'save draft', brand: 'curacao', document: 'texts/en.json', version: 'abcdef123456' },
    ]);
  });
});

describe('the sandbox operators and the accounts file', () => {
  it('seeds operator@sandbox.test (admin) and editor@sandbox.test (editor), password Sandbox123!, once', async () => {
    await seedSandboxOperators(accounts, now);
    await seedSandboxOperators(accounts, now);
    expect(accounts.operators().map((o) => [o.email, o.role])).toEqual([['editor@sandbox.test', 'editor'], ['operator@sandbox.test', 'admin']]);
    expect(await accounts.checkPassword('operator@sandbox.test', 'Sandbox123!')).not.toBeNull();
  });

  it('lives in STUDIO_DB, else beside the brand store', () => {
    expect(studioDbPath({ STUDIO_DB: '/tmp/x.db' }, '/store')).toBe('/tmp/x.db');
    expect(studioDbPath({}, '/store')).toBe('/store/studio.db');
  });
});
