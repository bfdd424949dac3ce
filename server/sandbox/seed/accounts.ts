// The sandbox accounts of the DESIGN contract (and the demo user), seeded on first start, password Sandbox123!:
// player@sandbox.test (email verified, KYC APPROVED, 3 deposits, balance 500.00 EUR, country MT),
// new@sandbox.test (email not verified, no deposit, balance 0), excluded@sandbox.test (self-excluded
// until a date a year after seeding). The player's history adds up to the balance (3 deposits, bets
// and wins), so the ledger and the wallet agree.
import { createUser, hashPassword, type NewUser, type ScryptParams } from '../accounts';
import { changeCash, type CashChange } from '../wallet';
import { sql, type Db } from '../db';

export const SANDBOX_PASSWORD = 'Sandbox123!';
export const SANDBOX_ACCOUNTS = {
  player: 'player@sandbox.test',
  new: 'new@sandbox.test',
  excluded: 'excluded@sandbox.test',
  /** The demo user (spec 6): the settings2 answer's demoUserId is its id (seeded fourth, so 4). */
  demo: 'demo@sandbox.test',
} as const;

/** The demo account's id, which data/settings2.json names as demoUserId (a seed test checks they agree). */
export const DEMO_USER_ID = 4;

const DAY = 86_400_000;
const ago = (now: Date, days: number, hour = 12) => new Date(Math.floor(now.getTime() / DAY) * DAY - days * DAY + hour * 3_600_000);

// Hashing is the slow part of a seed; a reset or a test file reseeds many times in one process, so the
// hash of each account is made once per process (each account still has its own salt).
const hashes = new Map<string, Promise<string>>();
function passwordHashFor(email: string, params: ScryptParams): Promise<string> {
  const key = `${email}:${params.N}:${params.r}:${params.p}`;
  if (!hashes.has(key)) hashes.set(key, hashPassword(SANDBOX_PASSWORD, params));
  return hashes.get(key)!;
}

export async function accountHashes(params: ScryptParams): Promise<Record<keyof typeof SANDBOX_ACCOUNTS, string>> {
  const [player, fresh, excluded, demo] = await Promise.all(Object.values(SANDBOX_ACCOUNTS).map((email) => passwordHashFor(email, params)));
  return { player, new: fresh, excluded, demo };
}

/** Inserts the accounts; runs inside the seed's transaction. */
export function seedAccounts(db: Db, hashes: Record<keyof typeof SANDBOX_ACCOUNTS, string>, now: Date): void {
  const player: NewUser = {
    email: SANDBOX_ACCOUNTS.player, passwordHash: hashes.player,
    firstName: 'Maria', lastName: 'Borg', address: 'Triq il-Kbira 12', city: 'Valletta', zipCode: 'VLT 1010',
    dateOfBirth: '1990-05-14', phoneCode: '+356', phone: '79123456', countryCode: 'MT', currencyCode: 'EUR',
    gender: 'Female', nickname: 'lucky_maria', isEmailVerified: true, kycStatus: 'APPROVED', tags: ['vip'], loyaltyLevel: 3, newsLetter: true,
  };
  const playerId = createUser(db, player, ago(now, 90));
  const history: Array<[number, CashChange]> = [
    [30, { type: 'deposit', amountMinor: 20000, paymentMethod: 'visa' }],
    [29, { type: 'debit', amountMinor: -12000, reference: 'game:book-of-the-nile' }],
    [29, { type: 'credit', amountMinor: 4500, reference: 'game:book-of-the-nile' }],
    [14, { type: 'deposit', amountMinor: 30000, paymentMethod: 'skrill' }],
    [13, { type: 'debit', amountMinor: -18000, reference: 'game:golden-fortune' }],
    [13, { type: 'credit', amountMinor: 5500, reference: 'game:golden-fortune' }],
    [3, { type: 'deposit', amountMinor: 25000, paymentMethod: 'visa' }],
    [2, { type: 'debit', amountMinor: -10000, reference: 'game:wild-dragon-riches' }],
    [2, { type: 'credit', amountMinor: 5000, reference: 'game:wild-dragon-riches' }],
  ];
  for (const [days, change] of history) changeCash(db, playerId, { ...change, at: ago(now, days) }, now);
  sql(db, 'INSERT INTO logins (user_id, created_at, ip, location, user_device_type) VALUES (?, ?, ?, ?, ?)')
    .run(playerId, ago(now, 1, 20).toISOString(), '203.0.113.24', 'Valletta, Malta', 'desktop');

  // A fresh registration: names and birth date not given yet (1900-01-01 means not set, spec 3).
  createUser(db, {
    email: SANDBOX_ACCOUNTS.new, passwordHash: hashes.new, dateOfBirth: '1900-01-01', countryCode: 'MT', currencyCode: 'EUR',
    isEmailVerified: false, kycStatus: null,
  }, now);

  const selfExcludedUntil = new Date(now);
  selfExcludedUntil.setUTCFullYear(selfExcludedUntil.getUTCFullYear() + 1);
  const excludedId = createUser(db, {
    email: SANDBOX_ACCOUNTS.excluded, passwordHash: hashes.excluded,
    firstName: 'Erik', lastName: 'Lind', address: 'Storgatan 5', city: 'Stockholm', zipCode: '111 22', dateOfBirth: '1985-11-02',
    phoneCode: '+46', phone: '701234567', countryCode: 'SE', currencyCode: 'EUR', gender: 'Male',
    isEmailVerified: true, kycStatus: 'APPROVED', selfExclusionUntil: selfExcludedUntil.toISOString().slice(0, 10),
  }, ago(now, 200));
  changeCash(db, excludedId, { type: 'deposit', amountMinor: 5000, paymentMethod: 'bank_transfer', at: ago(now, 60) }, now);

  // The demo user (spec 6; demoUserId in settings2): a complete, verified account with play money for showing
  // the site; the site shows it as a demo account and keeps its cashier closed (docs/operators.md "Demo user").
  const demoId = createUser(db, {
    email: SANDBOX_ACCOUNTS.demo, passwordHash: hashes.demo,
    firstName: 'Demo', lastName: 'Player', address: 'Triq il-Demo 1', city: 'Sliema', zipCode: 'SLM 1000', dateOfBirth: '1990-01-01',
    phoneCode: '+356', phone: '79000000', countryCode: 'MT', currencyCode: 'EUR', isEmailVerified: true, kycStatus: 'APPROVED',
  }, ago(now, 30));
  changeCash(db, demoId, { type: 'deposit', amountMinor: 100000, paymentMethod: 'bank_transfer', at: ago(now, 30) }, now);
}
