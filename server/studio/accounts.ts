// Operator accounts (issue 27 item 1): their own SQLite file (STUDIO_DB, default <BRANDS_DIR>/studio.db; ':memory:'
// for tests), never the players' (a player's token or cookie opens nothing here). Passwords are scrypt hashes with a
// salt of their own (the sandbox's hashPassword), sessions are random tokens kept only as their sha256 (a copy of the
// file opens no session), each with a CSRF token of its own, and every action lands in the audit log.
import Database from 'better-sqlite3';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { hashPassword, verifyPassword, type ScryptParams } from '../sandbox/accounts';
import { isRole, type Role } from './roles';

export interface Operator { id: number; email: string; role: Role; createdAt: string }

export interface AuditEntry {
  at: string;
  /** The operator's email ('' for a sign-in of an unknown email). */
  who: string;
  action: string;
  brand?: string;
  document?: string;
  version?: string;
  detail?: string;
}

export interface StudioSession { token: string; csrf: string; operator: Operator }

/** A session lasts a working day from sign-in. */
export const SESSION_MS = 12 * 60 * 60 * 1000;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}$/;
/** A password an operator chooses: long enough, short enough to hash quickly. */
export const PASSWORD_RULE = { min: 10, max: 200 } as const;

export class StudioError extends Error {}

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

interface OperatorRow { id: number; email: string; role: string; password_hash: string; created_at: string }

const toOperator = (row: OperatorRow): Operator => ({ id: row.id, email: row.email, role: isRole(row.role) ? row.role : 'viewer', createdAt: row.created_at });

export class StudioAccounts {
  readonly db: Database.Database;

  constructor(path: string, private readonly scrypt?: ScryptParams) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.db = new Database(path);
    if (path !== ':memory:') this.db.pragma('journal_mode = WAL');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS operators (id INTEGER PRIMARY KEY, email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        password_hash TEXT NOT NULL, role TEXT NOT NULL, created_at TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS sessions (token_hash TEXT PRIMARY KEY, operator_id INTEGER NOT NULL REFERENCES operators(id),
        csrf TEXT NOT NULL, expires_at INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS audit (id INTEGER PRIMARY KEY, at TEXT NOT NULL, who TEXT NOT NULL, action TEXT NOT NULL,
        brand TEXT, document TEXT, version TEXT, detail TEXT);`);
  }

  close(): void {
    this.db.close();
  }

  /** Adds an operator, or throws a StudioError that says what is wrong with the input. */
  async addOperator(email: string, password: string, role: Role, now: Date): Promise<Operator> {
    const address = email.trim();
    if (!EMAIL.test(address)) throw new StudioError(`"${email}" is not an email address`);
    if (!isRole(role)) throw new StudioError(`"${role}" is not a role: viewer, editor, publisher or admin`);
    if (password.length < PASSWORD_RULE.min || password.length > PASSWORD_RULE.max) {
      throw new StudioError(`A password has ${PASSWORD_RULE.min} to ${PASSWORD_RULE.max} characters`);
    }
    if (this.operator(address)) throw new StudioError(`There is already an operator ${address}`);
    const hash = await hashPassword(password, this.scrypt);
    // OR IGNORE: servers sharing the file may seed the same operator at the same moment.
    this.db.prepare('INSERT OR IGNORE INTO operators (email, password_hash, role, created_at) VALUES (?, ?, ?, ?)').run(address, hash, role, now.toISOString());
    return this.operator(address)!;
  }

  operator(email: string): Operator | null {
    const row = this.db.prepare('SELECT * FROM operators WHERE email = ?').get(email.trim()) as OperatorRow | undefined;
    return row ? toOperator(row) : null;
  }

  operators(): Operator[] {
    return (this.db.prepare('SELECT * FROM operators ORDER BY email').all() as OperatorRow[]).map(toOperator);
  }

  setRole(email: string, role: Role): Operator {
    if (!isRole(role)) throw new StudioError(`"${role}" is not a role: viewer, editor, publisher or admin`);
    const info = this.db.prepare('UPDATE operators SET role = ? WHERE email = ?').run(role, email.trim());
    if (!info.changes) throw new StudioError(`There is no operator ${email}`);
    return this.operator(email)!;
  }

  /** The operator whose password this is, or null (an unknown email costs a hash too, so timing tells nothing). */
  async checkPassword(email: string, password: string): Promise<Operator | null> {
    const row = this.db.prepare('SELECT * FROM operators WHERE email = ?').get(email.trim()) as OperatorRow | undefined;
    const stored = row?.password_hash ?? (this.decoy ??= await hashPassword('decoy password', this.scrypt));
    const ok = await verifyPassword(password.slice(0, PASSWORD_RULE.max), stored);
    return ok && row ? toOperator(row) : null;
  }

  private decoy: string | undefined;

  startSession(operator: Operator, now: Date): StudioSession {
    const token = randomBytes(32).toString('base64url');
    const csrf = randomBytes(24).toString('base64url');
    this.db.prepare('DELETE FROM sessions WHERE expires_at <= ?').run(now.getTime());
    this.db.prepare('INSERT INTO sessions (token_hash, operator_id, csrf, expires_at) VALUES (?, ?, ?, ?)').run(digest(token), operator.id, csrf, now.getTime() + SESSION_MS);
    return { token, csrf, operator };
  }

  /** The session of a cookie's token, while it lasts. */
  session(token: string, now: Date): StudioSession | null {
    if (!token || token.length > 100) return null;
    const row = this.db.prepare(`SELECT s.csrf, s.expires_at, o.* FROM sessions s JOIN operators o ON o.id = s.operator_id WHERE s.token_hash = ?`)
      .get(digest(token)) as (OperatorRow & { csrf: string; expires_at: number }) | undefined;
    if (!row || row.expires_at <= now.getTime()) return null;
    return { token, csrf: row.csrf, operator: toOperator(row) };
  }

  endSession(token: string): void {
    this.db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(digest(token));
  }

  record(entry: AuditEntry): void {
    this.db.prepare('INSERT INTO audit (at, who, action, brand, document, version, detail) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(entry.at, entry.who, entry.action, entry.brand ?? null, entry.document ?? null, entry.version ?? null, entry.detail ?? null);
  }

  /** The newest entries first. */
  auditLog(limit = 200): AuditEntry[] {
    const rows = this.db.prepare('SELECT * FROM audit ORDER BY id DESC LIMIT ?').all(limit) as Record<string, string | null>[];
    return rows.map((row) => {
      const entry: AuditEntry = { at: row.at!, who: row.who!, action: row.action! };
      for (const key of ['brand', 'document', 'version', 'detail'] as const) if (row[key] !== null) entry[key] = row[key]!;
      return entry;
    });
  }
}

/** Whether a request's CSRF header is the session's token (constant time). */
export function csrfMatches(session: StudioSession, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(session.csrf);
  return a.length === b.length && timingSafeEqual(a, b);
}
