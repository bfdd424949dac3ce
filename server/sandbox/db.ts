// The sandbox's one SQLite file (DESIGN contract: .data/sandbox.db, git-ignored; SANDBOX_DB=:memory:
// in tests), opened with better-sqlite3 and brought to the current schema.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from './migrations';

export type Db = Database.Database;

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const DEFAULT_DB_FILE = join(ROOT, '.data/sandbox.db');

/**
 * Where the database lives: the option, else SANDBOX_DB, else the default file. Under the test runner
 * (VITEST is set) the default is :memory:, so a test that builds the site without saying so never
 * writes into a developer's .data/sandbox.db.
 */
export function resolveDbPath(option: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  if (option) return option;
  if (env.SANDBOX_DB) return env.SANDBOX_DB;
  return env.VITEST ? ':memory:' : DEFAULT_DB_FILE;
}

export function openDatabase(path: string): Db {
  if (path !== ':memory:' && !path.startsWith('file:')) mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  // WAL lets `npm start` and a test or a second server read while one writes; the busy timeout makes
  // a writer wait for another instead of failing at once.
  if (path !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  db.pragma('synchronous = NORMAL');
  migrate(db);
  return db;
}

/** Prepared statements are compiled once per database and reused: the hot calls stay cheap. */
const statements = new WeakMap<Db, Map<string, Database.Statement>>();
export function sql(db: Db, text: string): Database.Statement {
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map()));
  let statement = cache.get(text);
  if (!statement) cache.set(text, (statement = db.prepare(text)));
  return statement;
}

export function getMeta(db: Db, key: string): string | undefined {
  return (sql(db, 'SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined)?.value;
}

export function setMeta(db: Db, key: string, value: string): void {
  sql(db, 'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(key, value);
}

export function getContent<T>(db: Db, key: string): T | undefined {
  const row = sql(db, 'SELECT value FROM content WHERE key = ?').get(key) as { value: string } | undefined;
  return row ? (JSON.parse(row.value) as T) : undefined;
}
