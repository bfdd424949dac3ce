// Issue: realistic seed data generated in code, deterministic (a seeded PRNG) so tests can rely on it:
// ~250 countries, ~30 currencies, payment methods with every restriction field (spec 3), bonuses of every
// type, several hundred games over at least 12 providers, tournaments in every state, and the three
// sandbox accounts of the DESIGN contract.
import { describe, it, expect } from 'vitest';
import { createSandboxContext } from '../../../server/sandbox/index';
import { sql } from '../../../server/sandbox/db';
import { verifyPassword, findUserByEmail } from '../../../server/sandbox/accounts';
import { DEMO_USER_ID, SANDBOX_ACCOUNTS } from '../../../server/sandbox/seed/accounts';
import { readFileSync } from 'node:fs';
import { COUNTRIES, flagEmoji } from '../../../server/sandbox/seed/countries';
import { CURRENCIES } from '../../../server/sandbox/seed/currencies';
import { gameSeeds, providerSeeds, CATEGORIES } from '../../../server/sandbox/seed/games';
import { paymentMethodSeeds } from '../../../server/sandbox/seed/payments';
import { bonusSeeds } from '../../../server/sandbox/seed/bonuses';
import { createPrng } from '../../../server/sandbox/seed/prng';
import { slugify } from '../../../server/sandbox/seed/slug';
import { writeSeed } from '../../../server/sandbox/seed';

describe('reference data', () => {
  it('~250 countries, unique ISO codes, each with countryId, name, phone code and flag emoji (spec 3 Country)', () => {
    expect(COUNTRIES.length).toBe(250);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(250);
    expect(COUNTRIES.every((c) => /^[A-Z]{2}$/.test(c.code) && /^\+\d+$/.test(c.phoneCode) && c.name)).toBe(true);
    expect(flagEmoji('MT')).toBe('🇲🇹');
    // AX shares FI's code: spec 5 makes phone code options unique by code and excludes AX.
    expect(COUNTRIES.find((c) => c.code === 'AX')!.phoneCode).toBe(COUNTRIES.find((c) => c.code === 'FI')!.phoneCode);
  });

  it('~30 currencies including EUR, USD, GBP, INR, BTC, ETH, USDT', () => {
    expect(CURRENCIES.length).toBeGreaterThanOrEqual(30);
    expect(CURRENCIES.map((c) => c.code)).toEqual(expect.arrayContaining(['EUR', 'USD', 'GBP', 'INR', 'BTC', 'ETH', 'USDT']));
  });
});

describe('catalogue', () => {
  it('the same games on every run (seeded generator)', () => {
    expect(JSON.stringify(gameSeeds())).toBe(JSON.stringify(gameSeeds()));
    const prng = createPrng('x');
    expect([prng.next(), prng.int(1, 6)]).toEqual((() => { const p = createPrng('x'); return [p.next(), p.int(1, 6)]; })());
  });

  it('600 games over at least 12 providers, in the lobby\'s categories, with the spec 3 game details', () => {
    const games = gameSeeds();
    expect(games).toHaveLength(600);
    expect(new Set(games.map((g) => g.slug)).size).toBe(600);
    expect(new Set(games.map((g) => g.provider)).size).toBeGreaterThanOrEqual(12);
    for (const category of ['popular', 'new', 'slots', 'live-casino', 'table-games', 'jackpots']) {
      expect(games.filter((g) => g.categories.includes(category)).length, category).toBeGreaterThan(10);
    }
    const known = new Set(CATEGORIES.map((c) => c.slug));
    expect(games.flatMap((g) => g.categories).every((slug) => known.has(slug))).toBe(true);
    for (const g of games) {
      expect(g.slug).toBe(slugify(g.name)); // spec 5 slug rule
      expect(g.minBet).toBeLessThan(g.maxBet);
      expect(g.RTP).toBeGreaterThan(90);
      expect(g.RTP).toBeLessThan(100);
    }
    expect(games.some((g) => g.restrictedCountries.length > 0)).toBe(true);
    expect(games.some((g) => !g.hasDemo)).toBe(true);
    expect(providerSeeds().length).toBeGreaterThanOrEqual(12);
  });

  it('spec 5 slug rule: lowercase, spaces and underscores to hyphens, others removed, hyphens collapsed', () => {
    expect(slugify("Casino Hold'em  Deluxe_2")).toBe('casino-holdem-deluxe-2');
    expect(slugify('Rock -- Roll')).toBe('rock-roll');
  });

  it('payment methods cover every restriction field and the methods spec 4 names', () => {
    const methods = paymentMethodSeeds();
    const names = methods.map((m) => m.name);
    expect(names).toEqual(expect.arrayContaining(['visa', 'mastercard', 'skrill', 'bank_transfer', 'netbanking', 'upi', 'bitcoin', 'carouseller']));
    expect(methods.filter((m) => m.isCardForm).map((m) => m.name)).toEqual(['visa', 'mastercard']);
    for (const field of ['allowedCountries', 'restrictedCountries', 'tagRestrictedCountries', 'allowedCurrencies', 'restrictedCurrencies', 'allowEmails'] as const) {
      expect(methods.some((m) => m[field]), field).toBe(true);
    }
    expect(methods.some((m) => m.allowTags || m.allowedTags)).toBe(true);
    expect(methods.some((m) => m.hidden && m.withdrawalExist)).toBe(true);
    expect(methods.some((m) => m.hidden && !m.withdrawalExist)).toBe(true);
    expect(new Set(methods.map((m) => m.sortPriority)).size).toBe(methods.length);
    expect(methods.find((m) => m.name === 'upi')).toMatchObject({ allowedCountries: ['IN'], allowedCurrencies: ['INR'] });
  });

  it('bonuses of every type with a banner title, one per weekday for the calendar', () => {
    const bonuses = bonusSeeds();
    expect(new Set(bonuses.map((b) => b.type))).toEqual(new Set(['deposit', 'freespins', 'no_deposit', 'instant_cashback']));
    expect(bonuses.every((b) => b.banner.bannerTitle.length > 0)).toBe(true);
    for (let day = 0; day < 7; day++) expect(bonuses.some((b) => b.validOnDays?.includes(day)), `day ${day}`).toBe(true);
    expect(bonuses.some((b) => b.banner.bannerTitle.length > 35)).toBe(true); // spec 9: cut at 35 in the calendar
    const games = new Set(gameSeeds().map((g) => g.slug));
    expect(bonuses.filter((b) => typeof b.game === 'string').every((b) => games.has(b.game as string))).toBe(true);
  });
});

describe('seeding the database', () => {
  it('fills every table on first start and leaves a seeded database alone; reset rewrites it', async () => {
    const ctx = await createSandboxContext({ db: ':memory:' }, {});
    const count = (table: string) => (sql(ctx.db, `SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
    expect({ countries: count('countries'), currencies: count('currencies'), games: count('games'), users: count('users') })
      .toEqual({ countries: 250, currencies: CURRENCIES.length, games: 600, users: 4 });
    sql(ctx.db, "UPDATE users SET first_name = 'Changed' WHERE email = 'player@sandbox.test'").run();
    await writeSeed(ctx);
    expect(findUserByEmail(ctx.db, 'player@sandbox.test')!.first_name).toBe('Maria');
    ctx.db.close();
  });

  it('DESIGN contract: the three accounts share the password Sandbox123!, each with its own salt', async () => {
    const ctx = await createSandboxContext({ db: ':memory:' }, {});
    const hashes = ['player', 'new', 'excluded'].map((name) => findUserByEmail(ctx.db, `${name}@sandbox.test`)!.password_hash);
    expect(new Set(hashes.map((h) => h.split('$')[4])).size).toBe(3);
    for (const hash of hashes) expect(await verifyPassword('Sandbox123!', hash)).toBe(true);
    ctx.db.close();
  });

  it('spec 6 Demo user: demo@sandbox.test is seeded and settings2 names its id as demoUserId', async () => {
    const ctx = await createSandboxContext({ db: ':memory:' }, {});
    const demo = findUserByEmail(ctx.db, SANDBOX_ACCOUNTS.demo)!;
    expect(demo.id).toBe(DEMO_USER_ID);
    expect(await verifyPassword('Sandbox123!', demo.password_hash)).toBe(true);
    const settings2 = JSON.parse(readFileSync(new URL('../../../server/sandbox/data/settings2.json', import.meta.url), 'utf8')) as { demoUserId?: unknown };
    expect(settings2.demoUserId).toBe(DEMO_USER_ID);
    ctx.db.close();
  });
});
