// Old rows go (issue 10 item 11; security review finding 12): server/sandbox/purge.ts.
import { describe, it, expect } from 'vitest';
import { createSandboxContext } from '../../../server/sandbox/index';
import { purgeExpired } from '../../../server/sandbox/purge';
import { sql } from '../../../server/sandbox/db';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

describe('purgeExpired', () => {
  it('removes what has outlived its use and keeps what is still live, and the ledger', async () => {
    let now = Date.parse('2026-11-23T12:00:00Z');
    const ctx = await createSandboxContext({ db: ':memory:', now: () => new Date(now), scrypt: { N: 1024 } });
    const { db } = ctx;
    const transactions = (sql(db, 'SELECT COUNT(*) AS n FROM transactions').get() as { n: number }).n;
    const session = sql(db, 'INSERT INTO game_sessions (id, user_id, auth_session_id, game_slug, mode, created_at, expires_at) VALUES (?, NULL, NULL, ?, ?, ?, ?)');
    session.run('old'.padEnd(48, '0'), 'x', 'demo', iso(now - 3 * DAY), iso(now - 2 * DAY));
    session.run('new'.padEnd(48, '0'), 'x', 'demo', iso(now), iso(now + 4 * 3_600_000));
    const token = sql(db, 'INSERT INTO card_tokens (token, brand, last4, expiry, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)');
    token.run('tok_old', 'visa', '1111', '12/30', iso(now - 3 * DAY), iso(now - 2 * DAY));
    token.run('tok_new', 'visa', '1111', '12/30', iso(now), iso(now + 15 * 60_000));
    const event = sql(db, 'INSERT INTO events (user_id, event, data, created_at) VALUES (NULL, ?, NULL, ?)');
    event.run('PAGE_VIEW', iso(now - 91 * DAY));
    event.run('PAGE_VIEW', iso(now - DAY));
    sql(db, 'INSERT INTO country_blocked (ip, country, first_url, created_at) VALUES (?, ?, ?, ?)').run('1.2.3.4', 'DE', '/', iso(now - 100 * DAY));

    const purged = purgeExpired(ctx);
    expect(purged).toMatchObject({ gameSessions: 1, cardTokens: 1, events: 1, countryBlocked: 1 });
    expect(sql(db, 'SELECT id FROM game_sessions').all()).toEqual([{ id: 'new'.padEnd(48, '0') }]);
    expect(sql(db, 'SELECT token FROM card_tokens').all()).toEqual([{ token: 'tok_new' }]);
    expect((sql(db, 'SELECT COUNT(*) AS n FROM events').get() as { n: number }).n).toBe(1);
    expect((sql(db, 'SELECT COUNT(*) AS n FROM transactions').get() as { n: number }).n).toBe(transactions);

    // A day after the live ones end, they go too.
    now += 2 * DAY;
    expect(purgeExpired(ctx)).toMatchObject({ gameSessions: 1, cardTokens: 1 });
    db.close();
  });
});
