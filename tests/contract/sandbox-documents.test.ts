// KYC documents on the sandbox (issue 13; spec 5 Upload, spec 9 'Upload limit 25MB', spec 6 'An address is
// required for KYC approval', spec 8 KYC status discrepancy): uploads are checked by content, not name, and by
// size with the spec's texts; they need a session; a player never reads another's document; the control
// endpoint decides documents and moves kycStatus (or leaves it lagging); a reset empties the store.
import { describe, it, expect, afterEach } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { bearer, expectValid, login, startSandbox, NEW_PLAYER, PLAYER } from './sandbox-helpers';
import type { SandboxOptions } from '../../server/sandbox/index';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const PDF = Buffer.from('%PDF-1.4\n%EOF\n');
const JPG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);

let app: FastifyInstance;
afterEach(() => app?.close());

async function sandbox(options: SandboxOptions = {}) {
  app = await startSandbox({ scrypt: { N: 1024 }, ...options });
  return app;
}

const upload = (token: string | null, kind: string, name: string, body: Buffer, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST', url: `/api/user/documents?kind=${kind}&name=${encodeURIComponent(name)}`,
    headers: { 'content-type': 'application/octet-stream', ...(token ? bearer(token) : {}), ...headers }, payload: body,
  });
const list = async (token: string) => {
  const res = await app.inject({ method: 'GET', url: '/api/user/documents', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  expectValid('api/documents.response', res.json());
  return res.json().data;
};
const decide = (body: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/sandbox/documents/decide', payload: body });
const kycStatus = async (token: string) =>
  (await app.inject({ method: 'GET', url: '/api/user/get-user-details', headers: bearer(token) })).json().data.getUser.kycStatus;
const setAddress = (token: string, address: string) =>
  app.inject({ method: 'PUT', url: '/api/user/update-user-details', headers: bearer(token), payload: { address, updateFrom: 'Profile Page' } });

describe('uploads (spec 5 Upload: only jpg, pdf and png, below 25MB)', () => {
  it('a png, a pdf and a jpg are accepted by their content, in review, listed per kind for their owner', async () => {
    await sandbox();
    const { token } = await login(app, NEW_PLAYER);
    const res = await upload(token, 'identityProof', 'passport.png', PNG);
    expect(res.statusCode, res.body).toBe(201);
    expectValid('api/document-upload.response', res.json());
    expect(res.json().data.document).toMatchObject({ kind: 'identityProof', name: 'passport.png', type: 'png', size: PNG.length, status: 'inReview' });
    // The content decides the type, not the name.
    expect((await upload(token, 'proofOfAddress', 'bill.png', PDF)).json().data.document.type).toBe('pdf');
    expect((await upload(token, 'bankStatement', 'C:\\scans\\card.jpeg', JPG)).json().data.document).toMatchObject({ type: 'jpg', name: 'card.jpeg' });
    const data = await list(token);
    expect(data.kinds.map((k: { kind: string; status: string; required: boolean }) => [k.kind, k.status, k.required]))
      .toEqual([['identityProof', 'inReview', true], ['proofOfAddress', 'inReview', true], ['bankStatement', 'inReview', false]]);
    expect(data.requiredApproved).toBe(false);
    // A document waits: the profile's status is PENDING.
    expect(await kycStatus(token)).toBe('PENDING');
  });

  it('is refused by content whatever the name says: text named .png, a GIF, an empty file (415, the spec\'s text)', async () => {
    await sandbox();
    const { token } = await login(app, NEW_PLAYER);
    for (const [name, body] of [['fake.png', Buffer.from('not an image at all')], ['a.jpg', Buffer.from('GIF89a....')], ['empty.pdf', Buffer.alloc(0)]] as const) {
      const res = await upload(token, 'identityProof', name, body);
      expect(res.statusCode, name).toBe(415);
      expect(res.json(), name).toMatchObject({ message: 'Only jpg, pdf, png accepted', code: 'FILE_TYPE' });
    }
    // Another body type is not read as a file.
    const json = await upload(token, 'identityProof', 'a.png', Buffer.from('{}'), { 'content-type': 'application/json' });
    expect(json.statusCode).toBe(415);
    expect((await list(token)).kinds.every((k: { documents: unknown[] }) => k.documents.length === 0)).toBe(true);
  });

  it('is refused at 25MB and above with the spec\'s text (413), and nothing is stored', async () => {
    await sandbox();
    const { token } = await login(app, NEW_PLAYER);
    const big = Buffer.alloc(25 * 1024 * 1024);
    PNG.copy(big);
    const res = await upload(token, 'identityProof', 'big.png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: 'File size must be less than 25MB' });
    const bigger = Buffer.alloc(26 * 1024 * 1024);
    PNG.copy(bigger);
    const res2 = await upload(token, 'identityProof', 'bigger.png', bigger);
    expect(res2.statusCode).toBe(413);
    expect(res2.json()).toMatchObject({ message: 'File size must be less than 25MB' });
    // Just below the limit is fine.
    const ok = await upload(token, 'identityProof', 'ok.png', big.subarray(0, 25 * 1024 * 1024 - 1));
    expect(ok.statusCode, ok.body).toBe(201);
    expect((await list(token)).kinds[0].documents).toHaveLength(1);
  }, 90_000); // 76 MB through the upload route: seconds when idle, more on a busy CI machine

  it('needs a session (403 without a token or with a bad one) and a known kind and a name (400)', async () => {
    await sandbox();
    expect((await upload(null, 'identityProof', 'a.png', PNG)).statusCode).toBe(403);
    expect((await upload('not-a-token', 'identityProof', 'a.png', PNG)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/user/documents' })).statusCode).toBe(403);
    const { token } = await login(app, NEW_PLAYER);
    expect((await upload(token, 'selfie', 'a.png', PNG)).json()).toMatchObject({ field: 'kind' });
    expect((await upload(token, 'identityProof', '', PNG)).json()).toMatchObject({ field: 'name' });
  });

  it('with allowKYCBeforeDeposit off, a player uploads after the first deposit (409 before it)', async () => {
    await sandbox({ kycBeforeDeposit: () => false });
    const { token } = await login(app, NEW_PLAYER);
    const early = await upload(token, 'identityProof', 'a.png', PNG);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'DEPOSIT_REQUIRED' });
    const deposited = await app.inject({ method: 'POST', url: '/api/sandbox/deposit', payload: { email: NEW_PLAYER, amount: 20, paymentMethod: 'visa', result: 'success' } });
    expect(deposited.statusCode, deposited.body).toBe(200);
    expect((await upload(token, 'identityProof', 'a.png', PNG)).statusCode).toBe(201);
  });

  it('is limited per player (429), and another player is not held back by it', async () => {
    await sandbox({ limits: { uploads: { max: 2, timeWindowMs: 60_000 } } });
    const { token } = await login(app, NEW_PLAYER);
    expect((await upload(token, 'identityProof', 'a.png', PNG)).statusCode).toBe(201);
    expect((await upload(token, 'identityProof', 'b.png', PNG)).statusCode).toBe(201);
    expect((await upload(token, 'identityProof', 'c.png', PNG)).statusCode).toBe(429);
    const other = await login(app, PLAYER);
    expect((await upload(other.token, 'identityProof', 'd.png', PNG)).statusCode).toBe(201);
  });
});

describe('a player\'s documents are their own', () => {
  it('the owner reads the file back as an attachment; another player gets 404 for it, for its removal and never sees it listed', async () => {
    await sandbox();
    const owner = await login(app, NEW_PLAYER);
    const other = await login(app, PLAYER);
    const id = (await upload(owner.token, 'identityProof', 'passport.png', PNG)).json().data.document.id;
    const own = await app.inject({ method: 'GET', url: `/api/user/documents/${id}/file`, headers: bearer(owner.token) });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['content-disposition']).toMatch(/^attachment/);
    expect(own.rawPayload.equals(PNG)).toBe(true);
    const theirs = await app.inject({ method: 'GET', url: `/api/user/documents/${id}/file`, headers: bearer(other.token) });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('PNG');
    expect((await app.inject({ method: 'DELETE', url: `/api/user/documents/${id}`, headers: bearer(other.token) })).statusCode).toBe(404);
    expect((await list(other.token)).kinds.flatMap((k: { documents: unknown[] }) => k.documents)).toEqual([]);
    expect((await app.inject({ method: 'GET', url: `/api/user/documents/${id}/file` })).statusCode).toBe(403);
  });

  it('files are stored next to the database (.data/documents/), never in a public folder, by a random name; a reset empties the store', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kyc-'));
    try {
      await sandbox({ db: join(dir, 'sandbox.db') });
      const { token } = await login(app, NEW_PLAYER);
      await upload(token, 'identityProof', 'passport.png', PNG);
      const files = readdirSync(join(dir, 'documents'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(readFileSync(join(dir, 'documents', files[0])).equals(PNG)).toBe(true);
      expect((await app.inject({ method: 'POST', url: '/api/sandbox/reset' })).statusCode).toBe(200);
      expect(readdirSync(join(dir, 'documents'))).toEqual([]);
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the review: POST /api/sandbox/documents/decide moves kycStatus (spec 6, spec 8)', () => {
  it('approving every required kind approves KYC only with an address; the bank statement is not required', async () => {
    await sandbox();
    const { token } = await login(app, NEW_PLAYER);
    await upload(token, 'identityProof', 'id.png', PNG);
    await upload(token, 'proofOfAddress', 'bill.pdf', PDF);
    // new@sandbox.test has no address: approved documents, yet not APPROVED (spec 6).
    const first = await decide({ email: NEW_PLAYER, kind: 'all', status: 'approved' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ decided: 2, kycStatus: 'PENDING' });
    expect(await list(token)).toMatchObject({ requiredApproved: true, addressMissing: true });
    expect(await kycStatus(token)).toBe('PENDING');
    expect((await setAddress(token, 'Triq il-Kbira 1')).statusCode).toBe(200);
    expect((await decide({ email: NEW_PLAYER })).json().data.kycStatus).toBe('APPROVED');
    expect(await kycStatus(token)).toBe('APPROVED');
    expect((await list(token)).addressMissing).toBe(false);
  });

  it('moveKycStatus false leaves the profile status lagging behind approved documents (spec 8), until it is moved', async () => {
    await sandbox();
    const { token } = await login(app, NEW_PLAYER);
    await setAddress(token, 'Triq il-Kbira 1');
    await upload(token, 'identityProof', 'id.png', PNG);
    await upload(token, 'proofOfAddress', 'bill.pdf', PDF);
    expect((await decide({ email: NEW_PLAYER, kind: 'all', status: 'approved', moveKycStatus: false })).json().data.kycStatus).toBe('PENDING');
    expect((await list(token)).requiredApproved).toBe(true);
    expect(await kycStatus(token)).toBe('PENDING');
    await decide({ email: NEW_PLAYER });
    expect(await kycStatus(token)).toBe('APPROVED');
  });

  it('rejecting one document by id rejects KYC; the player uploads again and it is in review; a reviewed document cannot be removed', async () => {
    await sandbox();
    const { token } = await login(app, NEW_PLAYER);
    const id = (await upload(token, 'identityProof', 'id.png', PNG)).json().data.document.id;
    expect((await decide({ email: NEW_PLAYER, documentId: id, status: 'rejected' })).json().data).toMatchObject({ decided: 1, kycStatus: 'REJECTED' });
    expect((await list(token)).kinds[0].status).toBe('rejected');
    expect((await app.inject({ method: 'DELETE', url: `/api/user/documents/${id}`, headers: bearer(token) })).statusCode).toBe(409);
    const again = (await upload(token, 'identityProof', 'id2.png', PNG)).json().data.document.id;
    expect((await list(token)).kinds[0].status).toBe('inReview');
    expect(await kycStatus(token)).toBe('PENDING');
    expect((await app.inject({ method: 'DELETE', url: `/api/user/documents/${again}`, headers: bearer(token) })).statusCode).toBe(200);
  });

  it('refuses a bad body, an unknown player, another player\'s document id', async () => {
    await sandbox();
    const { token } = await login(app, NEW_PLAYER);
    const id = (await upload(token, 'identityProof', 'id.png', PNG)).json().data.document.id;
    expect((await decide({ email: NEW_PLAYER, kind: 'all', status: 'maybe' })).statusCode).toBe(400);
    expect((await decide({ email: NEW_PLAYER, kind: 'all' })).statusCode).toBe(400);
    expect((await decide({ email: 'nobody@sandbox.test', kind: 'all', status: 'approved' })).statusCode).toBe(404);
    expect((await decide({ email: PLAYER, documentId: id, status: 'approved' })).statusCode).toBe(404);
  });
});
