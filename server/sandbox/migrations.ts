// Schema migrations in code: a numbered list applied in order, each in its own transaction and recorded
// in schema_migrations, so an existing .data/sandbox.db is brought forward instead of thrown away.
// Append new steps at the end; never edit one that has shipped (a database that already applied it
// would not see the change).
import type Database from 'better-sqlite3';

export interface Migration { id: number; name: string; up: string }

export const MIGRATIONS: readonly Migration[] = [
  {
    id: 1,
    name: 'sandbox state and reference data',
    up: `
      -- Key-value state: the token secret, the seeding time, what the control endpoints set.
      CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE countries (
        code TEXT PRIMARY KEY, country_id INTEGER NOT NULL UNIQUE, name TEXT NOT NULL, phone_code TEXT,
        flag TEXT, is_open INTEGER NOT NULL DEFAULT 1);
      CREATE TABLE currencies (
        code TEXT PRIMARY KEY, name TEXT NOT NULL, symbol TEXT NOT NULL, decimals INTEGER NOT NULL, is_crypto INTEGER NOT NULL);
      -- Documents the platform serves as they are (script sets, the registration-fields config).
      CREATE TABLE content (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    `,
  },
  {
    id: 2,
    name: 'players, sessions and logins',
    up: `
      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        password_hash TEXT NOT NULL,
        first_name TEXT, last_name TEXT, address TEXT, zip_code TEXT, city TEXT, date_of_birth TEXT,
        phone_code TEXT, phone TEXT, country_code TEXT, currency_code TEXT NOT NULL REFERENCES currencies(code),
        gender TEXT, nickname TEXT, preferred_language TEXT NOT NULL DEFAULT 'en',
        is_email_verified INTEGER NOT NULL DEFAULT 0,
        kyc_status TEXT,
        tags TEXT NOT NULL DEFAULT '[]',
        deposit_count INTEGER NOT NULL DEFAULT 0,
        total_deposit_minor INTEGER NOT NULL DEFAULT 0,
        loyalty_level INTEGER NOT NULL DEFAULT 1,
        self_exclusion_until TEXT,
        self_exclusion_permanent INTEGER NOT NULL DEFAULT 0,
        news_letter INTEGER NOT NULL DEFAULT 0,
        cpnc TEXT, mkt TEXT, registration TEXT,
        created_at TEXT NOT NULL, updated_at TEXT NOT NULL);
      -- One row per access token; a token is valid only while its session exists and is not revoked.
      CREATE TABLE sessions (
        id TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at TEXT NOT NULL, expires_at TEXT NOT NULL, revoked_at TEXT, revoke_reason TEXT);
      CREATE INDEX sessions_user ON sessions(user_id);
      CREATE TABLE logins (
        id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at TEXT NOT NULL, ip TEXT, location TEXT, user_device_type TEXT);
      CREATE INDEX logins_user ON logins(user_id, id);
    `,
  },
  {
    id: 3,
    name: 'wallets and transactions',
    up: `
      -- Integer minor units; the CHECKs are the last guard against an overdraw.
      CREATE TABLE wallets (
        user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        currency_code TEXT NOT NULL REFERENCES currencies(code),
        cash_minor INTEGER NOT NULL DEFAULT 0 CHECK (cash_minor >= 0),
        non_cash_minor INTEGER NOT NULL DEFAULT 0 CHECK (non_cash_minor >= 0));
      CREATE TABLE transactions (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        type TEXT NOT NULL,
        amount_minor INTEGER NOT NULL,
        balance_after_minor INTEGER NOT NULL,
        currency_code TEXT NOT NULL,
        status TEXT NOT NULL,
        payment_method TEXT,
        reference TEXT,
        created_at TEXT NOT NULL);
      CREATE INDEX transactions_user ON transactions(user_id, id);
    `,
  },
  {
    id: 4,
    name: 'catalogue',
    up: `
      CREATE TABLE payment_methods (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, sort_priority INTEGER NOT NULL, data TEXT NOT NULL);
      CREATE TABLE bonuses (id INTEGER PRIMARY KEY, type TEXT NOT NULL, sort INTEGER NOT NULL, data TEXT NOT NULL);
      CREATE TABLE providers (id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL, data TEXT NOT NULL);
      CREATE TABLE categories (id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, sort INTEGER NOT NULL, data TEXT NOT NULL);
      CREATE TABLE games (
        id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL,
        provider_slug TEXT NOT NULL REFERENCES providers(slug),
        type TEXT NOT NULL, sort INTEGER NOT NULL, release_date TEXT NOT NULL, rtp REAL NOT NULL,
        max_multiplier REAL NOT NULL, min_bet REAL NOT NULL, max_bet REAL NOT NULL, data TEXT NOT NULL);
      CREATE TABLE game_categories (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE, category_slug TEXT NOT NULL,
        PRIMARY KEY (category_slug, game_id));
      CREATE TABLE tournaments (id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, data TEXT NOT NULL);
    `,
  },
  {
    id: 5,
    name: 'player activity',
    up: `
      CREATE TABLE events (
        id INTEGER PRIMARY KEY, user_id INTEGER, event TEXT NOT NULL, data TEXT, mkt TEXT,
        user_device_type TEXT, cpnc TEXT, created_at TEXT NOT NULL);
      CREATE TABLE country_blocked (id INTEGER PRIMARY KEY, ip TEXT, country TEXT, first_url TEXT, created_at TEXT NOT NULL);
      CREATE TABLE three_ds (id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, pa_req TEXT NOT NULL, md TEXT NOT NULL, created_at TEXT NOT NULL);
      CREATE TABLE rakeback_claims (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, bonus_id INTEGER NOT NULL, claim_date TEXT NOT NULL,
        amount_minor INTEGER NOT NULL, paid_at TEXT NOT NULL, customer_date TEXT, time_zone TEXT,
        PRIMARY KEY (user_id, bonus_id, claim_date));
      CREATE TABLE favorites (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        created_at TEXT NOT NULL, PRIMARY KEY (user_id, game_id));
    `,
  },
  {
    id: 6,
    name: 'play: game sessions, bet limits, wins, active bonus, ghost mode',
    up: `
      -- A launched game (contract "The play API"): the id is random and unguessable, since the game frame
      -- has no other credential. user_id is null for a guest's demo; auth_session_id ties a real game to
      -- the login, so a logout ends it. Demo play money lives here, never in the wallet.
      CREATE TABLE game_sessions (
        id TEXT PRIMARY KEY,
        user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
        auth_session_id TEXT,
        game_slug TEXT NOT NULL,
        mode TEXT NOT NULL CHECK (mode IN ('demo', 'real')),
        demo_balance_minor INTEGER NOT NULL DEFAULT 0 CHECK (demo_balance_minor >= 0),
        -- spec 4: a one-off bonus buy confirmation excludes only the next transaction from bet-limit checks.
        exempt_next INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL, expires_at TEXT NOT NULL, ended_at TEXT);
      CREATE INDEX game_sessions_user ON game_sessions(user_id);
      -- The player's own bet and loss limits (spec 3 Limit types), minor units; null = no limit.
      CREATE TABLE bet_limits (
        user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        min_bet_minor INTEGER, max_bet_minor INTEGER,
        daily_bet_minor INTEGER, weekly_bet_minor INTEGER, monthly_bet_minor INTEGER,
        daily_loss_minor INTEGER, weekly_loss_minor INTEGER, monthly_loss_minor INTEGER,
        updated_at TEXT NOT NULL);
      -- Wins for the top-wins feeds: real-mode spins (user_id set) and seeded wins of fictional players
      -- (player_name and seed_ghost). Major units: a display record; the wallet is the money's truth.
      CREATE TABLE wins (
        id INTEGER PRIMARY KEY,
        user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
        player_name TEXT,
        seed_ghost INTEGER NOT NULL DEFAULT 0,
        game_slug TEXT NOT NULL,
        stake REAL NOT NULL, win REAL NOT NULL, multiplier REAL NOT NULL,
        currency_code TEXT NOT NULL,
        created_at TEXT NOT NULL);
      CREATE INDEX wins_created ON wins(created_at);
      CREATE INDEX wins_user ON wins(user_id, created_at);
      ALTER TABLE users ADD COLUMN active_bonus_id INTEGER;
      ALTER TABLE users ADD COLUMN ghost_mode INTEGER NOT NULL DEFAULT 0;
    `,
  },
  {
    id: 7,
    name: 'cashier: deposits and card tokens',
    up: `
      -- The sandbox payment provider's card tokens (a hosted card field's token): never the number or the
      -- CVC, only what a receipt shows. A token is good for one deposit (used_at) until expires_at.
      CREATE TABLE card_tokens (
        token TEXT PRIMARY KEY, brand TEXT NOT NULL, last4 TEXT NOT NULL, expiry TEXT NOT NULL,
        created_at TEXT NOT NULL, expires_at TEXT NOT NULL, used_at TEXT);
      -- One row per deposit attempt, linked to its row in the transactions ledger (which holds the status
      -- of spec 3 and the amount the balance counts). stage is where the payment flow is: challenge (the
      -- card's 3DS page is open), authenticated (3DS passed, the webhook not yet called), waiting (for the
      -- provider: a UPI or crypto payment, or an outcome still pending), settled (final). The UNIQUE
      -- (user_id, request_id) makes the idempotency key hold across processes too.
      CREATE TABLE deposits (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        transaction_id INTEGER NOT NULL UNIQUE REFERENCES transactions(id) ON DELETE CASCADE,
        request_id TEXT NOT NULL,
        payment_method TEXT NOT NULL,
        flow TEXT NOT NULL CHECK (flow IN ('card', 'upi', 'crypto', 'direct')),
        amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
        bonus_id INTEGER,
        stage TEXT NOT NULL CHECK (stage IN ('challenge', 'authenticated', 'waiting', 'settled')),
        challenge_id TEXT UNIQUE,
        md TEXT UNIQUE,
        pa_req TEXT,
        card_token TEXT,
        network TEXT,
        address TEXT,
        -- The stored outcome applied (control.ts PAYMENT_RESULTS), or expired / authenticationFailed.
        outcome TEXT,
        -- The player's successful deposits once this one completed (the answer's depositCount).
        deposit_count INTEGER,
        created_at TEXT NOT NULL,
        expires_at TEXT,
        settled_at TEXT);
      CREATE UNIQUE INDEX deposits_request ON deposits(user_id, request_id);
    `,
  },
  {
    id: 8,
    name: 'cashier: withdrawals, crypto quotes and the deposit wager',
    up: `
      -- spec 5 Withdrawal: 'the deposit wagering requirement completed'. The spec has no field for it; 1
      -- (complete) by default, so only a player the control endpoint marks is blocked.
      ALTER TABLE users ADD COLUMN deposit_wager_complete INTEGER NOT NULL DEFAULT 1;
      -- A crypto withdrawal's calculate step (spec 2.5): what the confirm step shows, held until expires_at
      -- and good for one withdrawal (used_at). receive_units is the coin amount in 1e-8 units (exact).
      CREATE TABLE withdraw_quotes (
        id TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        payment_method TEXT NOT NULL,
        amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
        fee_minor INTEGER NOT NULL CHECK (fee_minor >= 0),
        coin TEXT NOT NULL, network TEXT NOT NULL, address TEXT NOT NULL,
        rate REAL NOT NULL,
        receive_units INTEGER NOT NULL CHECK (receive_units > 0),
        created_at TEXT NOT NULL, expires_at TEXT NOT NULL, used_at TEXT);
      CREATE INDEX withdraw_quotes_user ON withdraw_quotes(user_id);
      -- One row per withdrawal request, linked to its debit in the transactions ledger (the money leaves
      -- the cash at once; the ledger row is pending until the operator decides). status is spec 3's
      -- request status. The UNIQUE (user_id, request_id) makes the idempotency key hold across processes.
      CREATE TABLE withdrawals (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        transaction_id INTEGER NOT NULL UNIQUE REFERENCES transactions(id) ON DELETE CASCADE,
        request_id TEXT NOT NULL,
        payment_method TEXT NOT NULL,
        amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
        details TEXT NOT NULL DEFAULT '{}',
        quote_id TEXT UNIQUE REFERENCES withdraw_quotes(id),
        status TEXT NOT NULL CHECK (status IN ('requested', 'confirmed', 'rejected')),
        created_at TEXT NOT NULL,
        decided_at TEXT);
      CREATE UNIQUE INDEX withdrawals_request ON withdrawals(user_id, request_id);
    `,
  },
  {
    id: 9,
    name: 'trust: SMS reset codes',
    up: `
      -- A password reset by SMS (useSMSResetPassword): one row per request. Only the code's HMAC is kept;
      -- the code itself leaves in the SMS. A request ends when used, replaced by a newer one, or after
      -- too many wrong tries; it also stops at expires_at.
      CREATE TABLE reset_codes (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        code_hash TEXT NOT NULL,
        created_at TEXT NOT NULL, expires_at TEXT NOT NULL,
        wrong_tries INTEGER NOT NULL DEFAULT 0,
        ended_at TEXT, end_reason TEXT);
      CREATE INDEX reset_codes_user ON reset_codes(user_id, id);
    `,
  },
  {
    id: 10,
    name: 'trust: a bonus buy confirmation bound to its price',
    up: `
      -- spec 4: the one-off confirmation of a bonus buy is for the price the player saw, in this game
      -- session (minor units); null when none is pending. It replaces a plain flag.
      ALTER TABLE game_sessions ADD COLUMN confirmed_price_minor INTEGER;
      ALTER TABLE game_sessions DROP COLUMN exempt_next;
    `,
  },
  {
    id: 12,
    name: 'account: KYC documents',
    up: `
      -- A player's identity documents (spec 3 Document kinds). The file lives outside any public path
      -- (documents.ts: .data/documents/<storage_key>); the row keeps what its owner is shown.
      CREATE TABLE documents (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind TEXT NOT NULL,
        file_name TEXT NOT NULL,
        content_type TEXT NOT NULL,
        size INTEGER NOT NULL,
        storage_key TEXT NOT NULL UNIQUE,
        status TEXT NOT NULL DEFAULT 'inReview',
        created_at TEXT NOT NULL,
        decided_at TEXT);
      CREATE INDEX documents_user ON documents(user_id, id);
    `,
  },
  {
    id: 13,
    name: 'responsible gaming: deposit, session and monthly winnings limits, pending limit changes',
    up: `
      -- Deposit limits, the session time limit and the monthly winnings limit (spec 2.5, 3, 9), minor units
      -- (minutes for the session); null = no limit. bet_changed_at: the last bet limit change (spec 4: once per hour).
      CREATE TABLE player_limits (
        user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        daily_deposit_minor INTEGER, weekly_deposit_minor INTEGER, monthly_deposit_minor INTEGER,
        session_minutes INTEGER, monthly_winnings_minor INTEGER,
        bet_changed_at TEXT, updated_at TEXT NOT NULL);
      -- A raised or removed limit waits out its period (src/account/limits.ts); value null = removal.
      CREATE TABLE pending_limits (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        limit_key TEXT NOT NULL, value INTEGER, applies_at TEXT NOT NULL, requested_at TEXT NOT NULL,
        PRIMARY KEY (user_id, limit_key));
    `,
  },
  {
    id: 14,
    name: 'responsible gaming: an account freeze of its own',
    up: `
      -- spec 2.5 Freeze account, spec 3 Freeze options: the instant (ISO) until which login is refused;
      -- null when the account is not frozen. Separate from self-exclusion, which still lets a player in
      -- to withdraw (spec 4).
      ALTER TABLE users ADD COLUMN frozen_until TEXT;
    `,
  },
  {
    id: 15,
    name: 'bonus engine: player bonuses, bonus money ledger, coupon redemptions, duplicate accounts',
    up: `
      -- One row per activation of an offer (server/sandbox/bonusEngine.ts), minor units. 'failed': the
      -- engine could not grant it (the UNIFIED_ERROR answer carries its id as userBonusId).
      CREATE TABLE player_bonuses (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        bonus_id INTEGER NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('active', 'converted', 'expired', 'cancelled', 'lost', 'failed')),
        deposit_minor INTEGER,
        bonus_minor INTEGER NOT NULL DEFAULT 0 CHECK (bonus_minor >= 0),
        required_minor INTEGER NOT NULL DEFAULT 0 CHECK (required_minor >= 0),
        wagered_minor INTEGER NOT NULL DEFAULT 0 CHECK (wagered_minor >= 0),
        converted_minor INTEGER,
        free_spins_total INTEGER NOT NULL DEFAULT 0,
        free_spins_left INTEGER NOT NULL DEFAULT 0 CHECK (free_spins_left >= 0),
        free_spins_game TEXT,
        wagering_type TEXT NOT NULL CHECK (wagering_type IN ('REAL_TO_FUN', 'REAL_MONEY_ONLY')),
        wagering_multiplier REAL NOT NULL DEFAULT 0,
        max_win_minor INTEGER,
        activated_at TEXT NOT NULL, expires_at TEXT NOT NULL, ended_at TEXT);
      CREATE INDEX player_bonuses_user ON player_bonuses(user_id, id);
      CREATE INDEX player_bonuses_offer ON player_bonuses(bonus_id, user_id);
      -- The bonus money (wallets.non_cash_minor) as a ledger of its own, so the cash ledger stays the sum of
      -- the cash: grant, stake and win (reference game:<slug>, counted by the bet and loss limits), convert, remove.
      CREATE TABLE bonus_ledger (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        player_bonus_id INTEGER NOT NULL REFERENCES player_bonuses(id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('grant', 'stake', 'win', 'convert', 'remove')),
        amount_minor INTEGER NOT NULL,
        reference TEXT,
        created_at TEXT NOT NULL);
      CREATE INDEX bonus_ledger_user ON bonus_ledger(user_id, created_at);
      CREATE TABLE coupon_redemptions (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        code TEXT NOT NULL COLLATE NOCASE,
        player_bonus_id INTEGER REFERENCES player_bonuses(id) ON DELETE SET NULL,
        redeemed_at TEXT NOT NULL,
        PRIMARY KEY (user_id, code));
      -- spec 8 BONUS_FRAUD: a player flagged as a duplicate account.
      ALTER TABLE users ADD COLUMN duplicate_account INTEGER NOT NULL DEFAULT 0;
    `,
  },
  {
    id: 16,
    name: 'rakeback accruals',
    up: `
      -- An amount put on a rakeback day by POST /api/sandbox/rakeback (server/sandbox/rakebackAccrual.ts);
      -- unpaid until claimed (rakeback_claims).
      CREATE TABLE rakeback_accruals (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, accrual_date TEXT NOT NULL,
        amount_minor INTEGER NOT NULL, PRIMARY KEY (user_id, accrual_date));
      -- spec 4: a player may cancel participation in the reward calendar (POST /api/user/rakeback-participation).
      ALTER TABLE users ADD COLUMN rakeback_left_at TEXT;
    `,
  },
  {
    id: 23,
    name: 'registration identities',
    up: `
      -- Issue 15 registration switches (server/sandbox/registrationIdentity.ts): the username of the by-login
      -- variant and the phone (code and number, digits) of a registration by phone; each logs in and is unique.
      ALTER TABLE users ADD COLUMN username TEXT;
      ALTER TABLE users ADD COLUMN login_phone TEXT;
      CREATE UNIQUE INDEX users_username ON users(username COLLATE NOCASE) WHERE username IS NOT NULL;
      CREATE UNIQUE INDEX users_login_phone ON users(login_phone) WHERE login_phone IS NOT NULL;
    `,
  },
  {
    id: 24,
    name: 'held wallets',
    up: `
      -- Issue 15 useMultiWallet (server/sandbox/multiWallet.ts): the player's other wallets, one per currency. The
      -- active wallet stays the player's row in wallets (so every balance read and write is the active one's);
      -- a switch swaps the two rows in one transaction. The CHECKs are the same last guard as wallets'.
      CREATE TABLE held_wallets (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        currency_code TEXT NOT NULL REFERENCES currencies(code),
        cash_minor INTEGER NOT NULL DEFAULT 0 CHECK (cash_minor >= 0),
        non_cash_minor INTEGER NOT NULL DEFAULT 0 CHECK (non_cash_minor >= 0),
        PRIMARY KEY (user_id, currency_code));
    `,
  },
  {
    id: 25,
    name: 'deposit account email',
    up: `
      -- spec 2.5 'A Skrill email step': the wallet account's e-mail a deposit was sent with (null for methods
      -- that do not ask for one).
      ALTER TABLE deposits ADD COLUMN account_email TEXT;
    `,
  },
  {
    id: 26,
    name: 'phone held since',
    up: `
      -- When the account took its phone number (sign-up or profile): the SMS reset of a number several accounts
      -- give goes to the one that has held it longest, so a later account cannot take over or block it
      -- (passwordReset.ts; security review N7). Existing numbers date from the account's creation.
      ALTER TABLE users ADD COLUMN phone_since TEXT;
      UPDATE users SET phone_since = created_at WHERE phone IS NOT NULL AND phone <> '';
    `,
  },
  {
    id: 27,
    name: 'deposit details',
    up: `
      -- Issue 26 item 5: the details a deposit was sent with (the fields the brand declares for a method, as JSON
      -- of at most 10 strings; deposit.request details). Null for a deposit sent without any.
      ALTER TABLE deposits ADD COLUMN details TEXT;
    `,
  },
];

/** Applies the migrations the database has not recorded yet; returns the ids applied now. */
export function migrate(db: Database.Database, migrations: readonly Migration[] = MIGRATIONS): number[] {
  migrations.forEach((m, i) => {
    if (i > 0 && m.id <= migrations[i - 1].id) throw new Error(`migration ${m.id} (${m.name}) is out of order`);
  });
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
  const isApplied = db.prepare('SELECT 1 FROM schema_migrations WHERE id = ?');
  const record = db.prepare('INSERT INTO schema_migrations (id, name, applied_at) VALUES (?, ?, ?)');
  const done: number[] = [];
  for (const migration of migrations) {
    // IMMEDIATE, and checked under the lock: a second process opening the same file waits, then sees the
    // step recorded instead of applying it twice.
    const applied = db.transaction(() => {
      if (isApplied.get(migration.id)) return false;
      db.exec(migration.up);
      record.run(migration.id, migration.name, new Date().toISOString());
      return true;
    }).immediate();
    if (applied) done.push(migration.id);
  }
  return done;
}
