// Issue: schema migrations in code, a numbered list applied in order and recorded in a table; the data
// lives in one SQLite file, .data/sandbox.db, or :memory: with SANDBOX_DB (DESIGN contract).
import { describe, it, expect } from 'vitest';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { MIGRATIONS, migrate, type Migration } from '../../../server/sandbox/migrations';
import { DEFAULT_DB_FILE, resolveDbPath } from '../../../server/sandbox/db';

describe('migrations', () => {
  it('are numbered in increasing order', () => {
    const ids = MIGRATIONS.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('apply once, in order, each recorded in schema_migrations', () => {
    const db = new Database(':memory:');
    expect(migrate(db)).toEqual(MIGRATIONS.map((m) => m.id));
    expect(migrate(db)).toEqual([]);
    const recorded = db.prepare('SELECT id, name FROM schema_migrations ORDER BY id').all();
    expect(recorded).toEqual(MIGRATIONS.map(({ id, name }) => ({ id, name })));
    db.close();
  });

  it('a database from an older version gets only the new steps', () => {
    const db = new Database(':memory:');
    migrate(db, MIGRATIONS.slice(0, 2));
    const extra: Migration = { id: 99, name: 'later step', up: 'CREATE TABLE later (x INTEGER)' };
    expect(migrate(db, [...MIGRATIONS, extra])).toEqual([...MIGRATIONS.slice(2).map((m) => m.id), 99]);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'later'").get()).toEqual({ name: 'later' });
    db.close();
  });

  it('a failing step is rolled back and not recorded', () => {
    const db = new Database(':memory:');
    const broken: Migration[] = [{ id: 1, name: 'ok', up: 'CREATE TABLE a (x INTEGER)' }, { id: 2, name: 'broken', up: 'CREATE TABLE b (x INTEGER); NOT SQL' }];
    expect(() => migrate(db, broken)).toThrow();
    expect(db.prepare('SELECT id FROM schema_migrations').all()).toEqual([{ id: 1 }]);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'b'").get()).toBeUndefined();
    db.close();
  });

  it('an out-of-order list is refused', () => {
    const db = new Database(':memory:');
    expect(() => migrate(db, [{ id: 2, name: 'b', up: '' }, { id: 1, name: 'a', up: '' }])).toThrow(/out of order/);
    db.close();
  });
});

describe('DESIGN contract: where the database lives', () => {
  it('.data/sandbox.db by default, SANDBOX_DB when set, the option first; :memory: under the test runner', () => {
    expect(DEFAULT_DB_FILE.endsWith(join('.data', 'sandbox.db'))).toBe(true);
    expect(resolveDbPath(undefined, {})).toBe(DEFAULT_DB_FILE);
    expect(resolveDbPath(undefined, { SANDBOX_DB: ':memory:' })).toBe(':memory:');
    expect(resolveDbPath('/tmp/x.db', { SANDBOX_DB: ':memory:' })).toBe('/tmp/x.db');
    expect(resolveDbPath(undefined, { VITEST: 'true' })).toBe(':memory:');
  });
});
