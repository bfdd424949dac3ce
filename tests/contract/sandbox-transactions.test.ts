// GET /api/user/transactions, the call behind /profile/transactions (spec 2.1; not shown in the spec, so
// its filters are ours): type narrows to one kind, status to one of spec 3's 'Transaction statuses:
// processed, pending, rejected, confirmed, cancelled, completed, failed, processing.', pageNo and limit page
// it; a value outside a list is a 400 naming the parameter, never an empty list that looks like "none".
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PLAYER, bearer, expectValid, login, startSandbox } from './sandbox-helpers';
import { TRANSACTION_STATUSES } from '../../src/cashier/statuses';

type Row = { id: number; type: string; status: string; amount: number; paymentMethod: string | null; createdAt: string };

let app: FastifyInstance;
let token: string;
/** The player's whole history, unfiltered: the filters' expected answers are counted from it. */
let history: Row[];
const where = (keep: (r: Row) => boolean) => history.filter(keep);

beforeAll(async () => {
  app = await startSandbox();
  token = (await login(app)).token;
  // One failed and one pending deposit beside the seeded history (3 completed deposits, 3 bets, 3 wins),
  // through the control endpoints, so the status filter has more than one status to tell apart.
  for (const result of ['failed', 'pending']) {
    expect((await app.inject({ method: 'POST', url: '/api/sandbox/payments/next', payload: { result } })).statusCode).toBe(200);
    const res = await app.inject({ method: 'POST', url: '/api/sandbox/deposit', payload: { email: PLAYER, amount: 15, paymentMethod: 'skrill' } });
    expect(res.statusCode, res.body).toBe(200);
  }
  history = (await app.inject({ method: 'GET', url: '/api/user/transactions?limit=1000', headers: bearer(token) })).json().data.transactions.rows;
});
afterAll(() => app.close());

async function list(query: string, withToken = true) {
  return app.inject({ method: 'GET', url: `/api/user/transactions${query}`, headers: withToken ? bearer(token) : {} });
}

async function page(query: string): Promise<{ count: number; rows: Row[] }> {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  expectValid('api/transactions.response', res.json());
  return res.json().data.transactions;
}

describe('GET /api/user/transactions filters and paging', () => {
  it('without filters: every row of the player, newest first', async () => {
    const all = await page('?limit=100');
    // The seed's 3 completed deposits, 3 bets and 3 wins, and the two deposits above.
    expect(all.count).toBeGreaterThanOrEqual(11);
    expect(all.rows).toHaveLength(all.count);
    const ids = all.rows.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(all.rows.map((r) => r.type))).toEqual(new Set(['deposit', 'debit', 'credit']));
  });

  it('type narrows to one kind, and count counts only that kind', async () => {
    const deposits = await page('?type=deposit&limit=100');
    expect(deposits.count).toBeGreaterThanOrEqual(5);
    expect(deposits.rows).toEqual(where((r) => r.type === 'deposit'));
    const bets = await page('?type=debit&limit=100');
    expect(bets.count).toBeGreaterThanOrEqual(3);
    expect(bets.rows).toEqual(where((r) => r.type === 'debit'));
    expect(bets.rows.every((r) => r.type === 'debit' && r.amount < 0)).toBe(true);
    expect((await page('?type=withdrawal')).count).toBe(where((r) => r.type === 'withdrawal').length);
  });

  it('status narrows to one spec 3 transaction status, alone or with type', async () => {
    const failed = await page('?status=failed&limit=100');
    expect(failed.rows).toEqual(where((r) => r.status === 'failed'));
    expect(failed.rows[0]).toMatchObject({ type: 'deposit', status: 'failed', paymentMethod: 'skrill' });
    expect((await page('?status=pending&limit=100')).rows).toEqual(where((r) => r.status === 'pending'));
    expect(where((r) => r.status === 'pending').length).toBeGreaterThanOrEqual(1);
    const completedDeposits = await page('?type=deposit&status=completed&limit=100');
    expect(completedDeposits.count).toBeGreaterThanOrEqual(3);
    expect(completedDeposits.rows).toEqual(where((r) => r.type === 'deposit' && r.status === 'completed'));
    expect((await page('?type=debit&status=failed')).count).toBe(0);
    // Every status of the list is accepted, even when the player has none of it.
    for (const status of TRANSACTION_STATUSES) expect((await list(`?status=${status}`)).statusCode, status).toBe(200);
  });

  it('pageNo (from 1) and limit page the rows; count is the total of the filter, on every page', async () => {
    const total = history.length;
    const pages = Math.ceil(total / 4);
    const seen: Row[] = [];
    for (let pageNo = 1; pageNo <= pages; pageNo += 1) {
      const one = await page(`?limit=4&pageNo=${pageNo}`);
      expect(one.count).toBe(total);
      expect(one.rows).toHaveLength(pageNo < pages ? 4 : total - 4 * (pages - 1));
      seen.push(...one.rows);
    }
    expect(seen).toEqual(history);
    // Past the end: no rows, the count still says how many there are.
    expect(await page(`?limit=4&pageNo=${pages + 1}`)).toEqual({ count: total, rows: [] });
    const deposits = where((r) => r.type === 'deposit');
    const filtered = await page('?type=deposit&limit=2&pageNo=2');
    expect(filtered).toEqual({ count: deposits.length, rows: deposits.slice(2, 4) });
    // The default page size is 24 (the catalogue calls' convention).
    expect((await page('')).rows).toEqual(history.slice(0, 24));
  });

  it('an unknown status, type or a bad page is a 400 naming the parameter', async () => {
    const bogus = await list('?status=bogus');
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json()).toMatchObject({ field: 'status' });
    expect(bogus.json().message).toBe(`status must be one of ${TRANSACTION_STATUSES.join(', ')}`);
    // A request status that is not a transaction status (spec 3 keeps the two lists apart).
    expect((await list('?status=requested')).statusCode).toBe(400);
    expect((await list('?status=COMPLETED')).statusCode).toBe(400);
    expect((await list('?type=bonus')).json()).toMatchObject({ field: 'type' });
    expect((await list('?pageNo=0')).json()).toMatchObject({ field: 'pageNo' });
    expect((await list('?limit=abc')).json()).toMatchObject({ field: 'limit' });
  });

  it('needs a token: without one the call is refused and lists nothing', async () => {
    const res = await list('?status=completed', false);
    expect(res.statusCode).toBe(403);
    expect(res.json().data).toBeUndefined();
  });
});
