// KYC documents (spec 3 Document kinds; spec 5 Upload; spec 9 'Upload limit 25MB'): a player's uploads, kept
// outside any public path, and the review that moves the player's kycStatus (src/account/kyc.ts). Files:
//   - are checked by their content (src/forms/uploadContent.ts), never by their name, and by size
//     (src/forms/vocabulary.ts, the same rule the upload field checks in the browser);
//   - live under .data/documents/ next to the database file, named by a random key (never by the player's
//     file name); with an in-memory database (tests) under a directory of this sandbox's own in .data/,
//     removed when the sandbox closes. A reset of the seed empties it;
//   - are served back to their owner only (routes/documents.ts), as an attachment.
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { SandboxContext } from './context';
import { DEFAULT_DB_FILE, sql } from './db';
import { HttpError, badRequest, notFound } from './errors';
import { DOCUMENT_KINDS, REQUIRED_DOCUMENT_KINDS, hasKycAddress, isDocumentKind, kindStatus, kycStatusFor, requiredDocumentsApproved, type DocumentKind, type DocumentStatus } from '../../src/account/kyc';
import { uploadContentType, type UploadContentType } from '../../src/forms/uploadContent';
import { UPLOAD_MAX_BYTES, uploadSizeProblem } from '../../src/forms/vocabulary';

/** The spec's refusals (spec 5 Upload), as the upload field shows them. */
export const UPLOAD_TYPE_MESSAGE = 'Only jpg, pdf, png accepted';
export const UPLOAD_SIZE_MESSAGE = 'File size must be less than 25MB';

/** The request body limit of an upload: a little above 25MB, so a file of 25MB or more is refused with the spec's text. */
export const UPLOAD_BODY_LIMIT = UPLOAD_MAX_BYTES + 64 * 1024;

export interface DocumentRow {
  id: number; user_id: number; kind: DocumentKind; file_name: string; content_type: UploadContentType; size: number;
  storage_key: string; status: DocumentStatus; created_at: string; decided_at: string | null;
}

export interface KycDocument {
  id: number; kind: DocumentKind; name: string; type: UploadContentType; size: number; status: DocumentStatus;
  createdAt: string; decidedAt: string | null;
}

const view = (row: DocumentRow): KycDocument => ({
  id: row.id, kind: row.kind, name: row.file_name, type: row.content_type, size: row.size, status: row.status,
  createdAt: row.created_at, decidedAt: row.decided_at,
});

const stores = new WeakMap<SandboxContext, string>();

/** Where this sandbox keeps its files: next to the database file, or a directory of its own for an in-memory one. */
export function documentsDir(ctx: SandboxContext): string {
  let dir = stores.get(ctx);
  if (!dir) {
    const file = ctx.db.memory || ctx.db.name === ':memory:' || ctx.db.name.startsWith('file:') ? null : ctx.db.name;
    dir = file ? join(dirname(file), 'documents') : join(dirname(DEFAULT_DB_FILE), `documents-${process.pid}-${randomUUID().slice(0, 8)}`);
    if (!file) removeOrphans(dirname(dir));
    stores.set(ctx, dir);
  }
  return dir;
}

const OWN_DIR = /^documents-(\d+)-[0-9a-f]{8}$/;

/** A process that ended without closing its sandbox (killed) left its directory: removed by the next one. */
function removeOrphans(parent: string): void {
  let names: string[] = [];
  try {
    names = readdirSync(parent);
  } catch {
    return;
  }
  for (const name of names) {
    const pid = Number(OWN_DIR.exec(name)?.[1]);
    if (!pid || pid === process.pid) continue;
    try {
      process.kill(pid, 0); // still running: its directory stays
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ESRCH') rmSync(join(parent, name), { recursive: true, force: true });
    }
  }
}

/** Whether the directory is this sandbox's own (in-memory database): removed when it closes. */
export const ownsDocumentsDir = (ctx: SandboxContext) => OWN_DIR.test(basename(documentsDir(ctx)));

/** Empties the store (a reset of the seed: its rows are gone too). */
export function clearDocuments(ctx: SandboxContext, removeDir = false): void {
  const dir = documentsDir(ctx);
  rmSync(dir, { recursive: true, force: true });
  if (!removeDir) mkdirSync(dir, { recursive: true, mode: 0o700 });
}

/** A file name to show its owner: its last path part, without control characters, at most 255 characters. */
export function cleanFileName(name: unknown): string {
  if (typeof name !== 'string') throw badRequest('name must be the file name', 'name');
  // eslint-disable-next-line no-control-regex -- control characters are what it takes out
  const clean = name.split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 255);
  if (!clean) throw badRequest('name must be the file name', 'name');
  return clean;
}

/** Stores an upload after its checks: size (413), kind (400), content (415). */
export function storeDocument(ctx: SandboxContext, userId: number, kind: unknown, name: unknown, body: unknown): KycDocument {
  const content = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
  if (uploadSizeProblem(content.length)) throw new HttpError(413, UPLOAD_SIZE_MESSAGE, { code: 'FILE_TOO_LARGE' });
  if (!isDocumentKind(kind)) throw badRequest(`kind must be one of ${DOCUMENT_KINDS.join(', ')}`, 'kind');
  const fileName = cleanFileName(name);
  // spec 3 allowKYCBeforeDeposit off: documents come after the first deposit (the page says so, and hides the upload).
  const deposits = (sql(ctx.db, 'SELECT deposit_count FROM users WHERE id = ?').get(userId) as { deposit_count: number }).deposit_count;
  if (deposits < 1 && !ctx.kycBeforeDeposit()) {
    throw new HttpError(409, 'You can upload your documents after your first deposit.', { code: 'DEPOSIT_REQUIRED' });
  }
  const type = uploadContentType(content);
  if (!type) throw new HttpError(415, UPLOAD_TYPE_MESSAGE, { code: 'FILE_TYPE' });

  const key = randomUUID();
  const dir = documentsDir(ctx);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  writeFileSync(join(dir, key), content, { mode: 0o600 });
  const now = ctx.now().toISOString();
  const id = ctx.db.transaction(() => {
    const { lastInsertRowid } = sql(ctx.db, `INSERT INTO documents (user_id, kind, file_name, content_type, size, storage_key, status, created_at)
      VALUES (?, ?, ?, ?, ?, ?, 'inReview', ?)`).run(userId, kind, fileName, type, content.length, key, now);
    // A new document waits for review: the status moves to PENDING, unless the player is approved already.
    const user = sql(ctx.db, 'SELECT kyc_status, address FROM users WHERE id = ?').get(userId) as { kyc_status: string | null; address: string | null };
    if (user.kyc_status !== 'APPROVED') sql(ctx.db, 'UPDATE users SET kyc_status = ?, updated_at = ? WHERE id = ?').run(kycStatusFor(rowsOf(ctx, userId), user.address), now, userId);
    return Number(lastInsertRowid);
  })();
  return view(documentRow(ctx, userId, id));
}

const rowsOf = (ctx: SandboxContext, userId: number) =>
  (sql(ctx.db, 'SELECT * FROM documents WHERE user_id = ? ORDER BY id DESC').all(userId) as DocumentRow[]).map((r) => ({ ...r, createdAt: r.created_at }));

/** A player's own document; 404 for anyone else's (the same answer as for none, so ids tell nothing). */
export function documentRow(ctx: SandboxContext, userId: number, id: number): DocumentRow {
  const row = sql(ctx.db, 'SELECT * FROM documents WHERE id = ? AND user_id = ?').get(id, userId) as DocumentRow | undefined;
  if (!row) throw notFound();
  return row;
}

/** The file of a player's own document. */
export function documentFile(ctx: SandboxContext, userId: number, id: number): { row: DocumentRow; content: Buffer } {
  const row = documentRow(ctx, userId, id);
  return { row, content: readFileSync(join(documentsDir(ctx), row.storage_key)) };
}

/** Removes a document still in review (a wrong file); a reviewed one stays (409). */
export function deleteDocument(ctx: SandboxContext, userId: number, id: number): void {
  const row = documentRow(ctx, userId, id);
  if (row.status !== 'inReview') throw new HttpError(409, 'A reviewed document cannot be removed', { code: 'DOCUMENT_REVIEWED' });
  sql(ctx.db, 'DELETE FROM documents WHERE id = ?').run(id);
  rmSync(join(documentsDir(ctx), row.storage_key), { force: true });
}

/** The verification page's view: per kind (spec 3 order) its status and documents; the spec 6 and 8 facts. */
export function documentsSummary(ctx: SandboxContext, userId: number) {
  const rows = rowsOf(ctx, userId);
  const user = sql(ctx.db, 'SELECT address FROM users WHERE id = ?').get(userId) as { address: string | null };
  return {
    kinds: DOCUMENT_KINDS.map((kind) => ({
      kind,
      required: REQUIRED_DOCUMENT_KINDS.includes(kind),
      status: kindStatus(rows, kind),
      documents: rows.filter((r) => r.kind === kind).map(view),
    })),
    requiredApproved: requiredDocumentsApproved(rows),
    addressMissing: !hasKycAddress(user.address),
  };
}

export interface Decision {
  userId: number; documentId?: number; kind?: DocumentKind | 'all'; status?: 'approved' | 'rejected'; moveKycStatus?: boolean;
}

/**
 * The operator's review (control endpoint): decides one document, or every document of a kind (or all) in
 * review, then moves the player's kycStatus by kycStatusFor, unless moveKycStatus is false: the profile
 * status then lags behind the documents (spec 8 KYC status discrepancy). Returns what was decided and the status.
 */
export function decideDocuments(ctx: SandboxContext, decision: Decision): { decided: number; kycStatus: string | null } {
  const now = ctx.now().toISOString();
  return ctx.db.transaction(() => {
    let decided = 0;
    if (decision.documentId !== undefined || decision.kind !== undefined) {
      if (!decision.status) throw badRequest('status must be approved or rejected', 'status');
      if (decision.documentId !== undefined) documentRow(ctx, decision.userId, decision.documentId);
      decided = sql(ctx.db, `UPDATE documents SET status = @status, decided_at = @now WHERE user_id = @userId
          AND (@id IS NULL OR id = @id) AND (@id IS NOT NULL OR status = 'inReview') AND (@kind IS NULL OR @kind = 'all' OR kind = @kind)`)
        .run({ status: decision.status, now, userId: decision.userId, id: decision.documentId ?? null, kind: decision.kind ?? null }).changes;
    }
    const user = sql(ctx.db, 'SELECT kyc_status, address FROM users WHERE id = ?').get(decision.userId) as { kyc_status: string | null; address: string | null };
    if (decision.moveKycStatus === false) return { decided, kycStatus: user.kyc_status };
    const kycStatus = kycStatusFor(rowsOf(ctx, decision.userId), user.address);
    sql(ctx.db, 'UPDATE users SET kyc_status = ?, updated_at = ? WHERE id = ?').run(kycStatus, now, decision.userId);
    return { decided, kycStatus };
  })();
}
