// The cashier's deposit (POST /api/user/deposit; schemas/api/deposit.request and deposit.response): the
// refusals, the idempotency key, the bonus warning rule, and each flow until the deposit settles with the
// stored outcome (POST /api/sandbox/payments/next). A deposit is a row in deposits (the flow's data: method,
// amount, bonus, requestId, stage, expiry) linked to its row in the transactions ledger, which holds the
// spec 3 status and is what GET /api/user/transactions shows; the row keeps its id from pending to final.
// Every change is one IMMEDIATE transaction, and the socket events (deposit with count, failedDeposit,
// balance) go out after the commit. Refusals never use 403 (a 403 logs the player out, spec 8):
// 4xx with { success: false, code, message, ...details }.
import { checkDepositLimits } from './limits';
import { randomBytes } from 'node:crypto';
import type { DepositRequest } from '../../src/generated/types';
import { isSelfExcluded } from '../../src/platform/selfExclusion';
import { accountEmailProblem, needsAccountEmail } from '../../src/cashier/accountEmail';
import { depositNeedsEmailVerification } from '../../src/cashier/depositEmailVerification';
import { findUserById, selfExclusionOf, tagsOf } from './accounts';
import { announceBalance, assertActivation, cancelActive, grantDepositBonus, offerById } from './bonusEngine';
import { useCardToken } from './cardTokens';
import type { SandboxContext } from './context';
import { takePaymentResult, type PaymentResult } from './control';
import { sql } from './db';
import { refuseDemoAccount } from './demoAccount';
import { payReferral } from './referral';
import {
  CRYPTO_ADDRESS_TTL_MS, cryptoAddress, depositFlow, EXPIRED_STATUS, FAILED_DEPOSIT_CODE, limitsMessage, methodNetwork,
  methodUnavailable, outcomeEffect, THREE_DS_CHALLENGE_TTL_MS, UPI_QR_TTL_MS, upiLink, withinLimits, type DepositFlow,
} from './depositRules';
import { badRequest, HttpError } from './errors';
import { currentLocation } from './location';
import { refusal } from './play';
import type { PaymentMethodSeed } from './seed/payments';
import {
  announceCashChange, announceDeposit, announceFailedDeposit, completeDepositRow, openDepositRow, setDepositRowStatus, toMajor, toMinor,
  type CashResult, type FailedDeposit,
} from './wallet';

export const THREE_DS_PATH = '/api/sandbox/provider/3ds';

/** An offer's days and hours are read in the time zone the deposit sends with its bonus; UTC without one. */
const DEPOSIT_TIME_ZONE = 'UTC';

type Stage = 'challenge' | 'authenticated' | 'waiting' | 'settled';

interface DepositRow {
  id: number; userId: number; transactionId: number; requestId: string; paymentMethod: string; flow: DepositFlow;
  amountMinor: number; bonusId: number | null; stage: Stage; challengeId: string | null; md: string | null; paReq: string | null;
  network: string | null; address: string | null; depositCount: number | null; expiresAt: string | null;
  status: string; currencyCode: string; decimals: number; details: string | null;
}

const SELECT = `SELECT d.id, d.user_id AS userId, d.transaction_id AS transactionId, d.request_id AS requestId,
    d.payment_method AS paymentMethod, d.flow, d.amount_minor AS amountMinor, d.bonus_id AS bonusId, d.stage,
    d.challenge_id AS challengeId, d.md, d.pa_req AS paReq, d.network, d.address, d.deposit_count AS depositCount,
    d.expires_at AS expiresAt, d.details, t.status, t.currency_code AS currencyCode, c.decimals
  FROM deposits d JOIN transactions t ON t.id = d.transaction_id JOIN currencies c ON c.code = t.currency_code`;

const byId = (ctx: SandboxContext, id: number) => sql(ctx.db, `${SELECT} WHERE d.id = ?`).get(id) as DepositRow | undefined;
const byRequest = (ctx: SandboxContext, userId: number, requestId: string) =>
  sql(ctx.db, `${SELECT} WHERE d.user_id = ? AND d.request_id = ?`).get(userId, requestId) as DepositRow | undefined;

export type DepositNext =
  | { type: 'redirect'; url: string }
  | { type: 'upiQr'; link: string; expiresAt: string }
  | { type: 'crypto'; network: string; address: string; expiresAt: string };

export interface DepositView {
  transactionId: number; requestId: string; status: string; amount: number; currencyCode: string; paymentMethod: string;
  depositCount: number | null; bonusId: number | null; next: DepositNext | null;
  /** The details it was sent with (issue 26 item 5), {} for none. */
  details: Record<string, string>;
}

/** What the player does next: only while the deposit waits for the player (schemas/api/deposit.response). */
function nextStep(row: DepositRow): DepositNext | null {
  if (row.stage === 'challenge') return { type: 'redirect', url: `${THREE_DS_PATH}/${row.challengeId}` };
  if (row.stage !== 'waiting' || !row.expiresAt) return null;
  if (row.flow === 'upi') return { type: 'upiQr', link: upiLink(toMajor(row.amountMinor, row.decimals), row.decimals, row.transactionId, row.currencyCode), expiresAt: row.expiresAt };
  if (row.flow === 'crypto') return { type: 'crypto', network: row.network!, address: row.address!, expiresAt: row.expiresAt };
  return null;
}

function view(row: DepositRow): DepositView {
  return {
    transactionId: row.transactionId, requestId: row.requestId, status: row.status, amount: toMajor(row.amountMinor, row.decimals),
    currencyCode: row.currencyCode, paymentMethod: row.paymentMethod, depositCount: row.status === 'completed' ? row.depositCount : null,
    bonusId: row.bonusId, next: nextStep(row), details: row.details ? (JSON.parse(row.details) as Record<string, string>) : {},
  };
}

/** The realtime events a committed change owes the player. */
type Announcement = {
  kind: 'deposit'; done: CashResult & { count: number }; paymentMethod: string; bonus?: boolean;
  /** The referrer's share of it, paid with it (referral.ts). */
  referral?: { referrerId: number; credit: CashResult } | null;
} | { kind: 'failed'; failed: FailedDeposit } | null;

function announce(ctx: SandboxContext, userId: number, announcement: Announcement) {
  if (announcement?.kind === 'deposit') announceDeposit(ctx, userId, announcement.done, announcement.paymentMethod);
  // The deposit's bonus money came after the deposit's own balance: one more balance event with it.
  if (announcement?.kind === 'deposit' && announcement.bonus) announceBalance(ctx, userId);
  if (announcement?.kind === 'deposit' && announcement.referral) announceCashChange(ctx, announcement.referral.referrerId, 'credit', announcement.referral.credit);
  if (announcement?.kind === 'failed') announceFailedDeposit(ctx, userId, announcement.failed);
}

const failure = (row: DepositRow, status: string, reason?: string): Announcement => ({
  kind: 'failed',
  failed: {
    amount: toMajor(row.amountMinor, row.decimals), paymentMethod: row.paymentMethod, status, transactionId: row.transactionId,
    code: FAILED_DEPOSIT_CODE, ...(reason ? { reason } : {}),
  },
});

/** Ends a deposit that will not bring money (inside the caller's transaction). */
function fail(ctx: SandboxContext, row: DepositRow, status: string, outcome: string, reason?: string): Announcement {
  setDepositRowStatus(ctx.db, row.transactionId, status);
  sql(ctx.db, "UPDATE deposits SET stage = 'settled', outcome = ?, settled_at = ? WHERE id = ?").run(outcome, ctx.now().toISOString(), row.id);
  return failure(row, status, reason);
}

/**
 * Applies the stored outcome (inside the caller's transaction): success credits and counts the deposit;
 * failed, decline and cancel end it; pending and return leave it waiting for the provider.
 */
function applyOutcome(ctx: SandboxContext, row: DepositRow, result: PaymentResult): Announcement {
  const effect = outcomeEffect(result);
  const now = ctx.now().toISOString();
  if (effect.credit) {
    const done = completeDepositRow(ctx.db, row.userId, row.transactionId);
    sql(ctx.db, "UPDATE deposits SET stage = 'settled', outcome = ?, deposit_count = ?, settled_at = ? WHERE id = ?").run(result, done.count, now, row.id);
    // The deposit bonus chosen with it is granted through the bonus engine with the deposit's amount and
    // becomes the active bonus (the one a later bonus deposit warns about); a previous one is cancelled.
    if (row.bonusId !== null) grantDepositBonus(ctx, row.userId, row.bonusId, row.amountMinor);
    // Refer a friend: the player who referred this one earns their share of it (referral.ts).
    const referral = payReferral(ctx, row.userId, row.amountMinor, row.transactionId);
    return { kind: 'deposit', done, paymentMethod: row.paymentMethod, bonus: row.bonusId !== null, referral };
  }
  if (effect.failed) return fail(ctx, row, effect.status, result);
  setDepositRowStatus(ctx.db, row.transactionId, effect.status);
  // Still with the provider: a UPI QR or crypto address keeps its expiry; a card or direct payment has none.
  sql(ctx.db, `UPDATE deposits SET stage = 'waiting', outcome = ?, expires_at = CASE WHEN flow IN ('upi', 'crypto') THEN expires_at ELSE NULL END
      WHERE id = ?`).run(result, row.id);
  return null;
}

/** Runs a change in one IMMEDIATE transaction, then its events; the row is read again under the lock. */
function change(ctx: SandboxContext, id: number, work: (row: DepositRow) => Announcement): DepositRow {
  const { row, announcement } = ctx.db.transaction(() => {
    const current = byId(ctx, id)!;
    return { row: current, announcement: work(current) };
  }).immediate();
  announce(ctx, row.userId, announcement);
  return byId(ctx, id)!;
}

const isDue = (row: DepositRow, now: Date) =>
  (row.stage === 'challenge' || row.stage === 'waiting') && row.expiresAt !== null && row.expiresAt <= now.toISOString();

/** An expired QR, address or 3DS challenge ends the deposit as failed, with failedDeposit; once. */
function expireIfDue(ctx: SandboxContext, row: DepositRow): DepositRow {
  if (!isDue(row, ctx.now())) return row;
  return change(ctx, row.id, (current) => (isDue(current, ctx.now()) ? fail(ctx, current, EXPIRED_STATUS, 'expired', 'expired') : null));
}

/**
 * Ends every deposit of the player whose QR, address or challenge has run out, as a provider's expiry
 * callback would: a list read after the countdown shows it failed, not pending for ever.
 */
export function expireDueDeposits(ctx: SandboxContext, userId: number): void {
  const open = sql(ctx.db, `${SELECT} WHERE d.user_id = ? AND d.stage IN ('challenge', 'waiting') AND d.expires_at IS NOT NULL`).all(userId) as DepositRow[];
  for (const row of open) expireIfDue(ctx, row);
}

function methodByName(ctx: SandboxContext, name: string): PaymentMethodSeed | undefined {
  const row = sql(ctx.db, 'SELECT data FROM payment_methods WHERE name = ?').get(name) as { data: string } | undefined;
  return row ? (JSON.parse(row.data) as PaymentMethodSeed) : undefined;
}

function checkBonus(ctx: SandboxContext, bonusId: number) {
  const row = sql(ctx.db, 'SELECT type, data FROM bonuses WHERE id = ?').get(bonusId) as { type: string; data: string } | undefined;
  const active = row && (JSON.parse(row.data) as { status?: string }).status === 'active';
  if (!row || row.type !== 'deposit' || !active) throw badRequest('bonusId is not a deposit bonus on offer', 'bonusId');
}

const opaque = () => randomBytes(24).toString('hex');

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === 'SQLITE_CONSTRAINT_UNIQUE';

/**
 * A deposit (POST /api/user/deposit). Refusals, in this order: DEMO_ACCOUNT 409 (the settings' demo user,
 * demoAccount.ts), SELF_EXCLUDED 409 (spec 4: a self-excluded
 * player can only withdraw), METHOD_NOT_AVAILABLE 422, amount decimals 400, PAYMENT_PROVIDER_LIMIT_THRESHOLD
 * 422 {min, max}, PAYMENT_LIMIT_THRESHOLD 422 {period, limit, deposited} (the player's deposit limit), bonusId 400, ACTIVE_BONUS 409, CARD_TOKEN_REQUIRED 422, NETWORK_REQUIRED 422,
 * ACCOUNT_EMAIL_INVALID 422 {field: accountEmail, reason: required|invalid} (spec 2.5 Skrill email step). A requestId
 * the player already used answers that deposit (after the self-exclusion check only) and creates nothing. With the
 * settings' verifyEmailOnDeposit (the request's settings, passed in), an unverified player is refused first:
 * REQUIRED_EMAIL_VERIFICATION 422 (spec 8).
 */
export function createDeposit(ctx: SandboxContext, userId: number, body: DepositRequest, settings: Record<string, unknown> = {}): { deposit: DepositView; created: boolean } {
  refuseDemoAccount(userId, settings);
  const user = findUserById(ctx.db, userId)!;
  const now = ctx.now();
  if (isSelfExcluded(selfExclusionOf(user), now)) throw refusal(409, 'SELF_EXCLUDED', 'A self-excluded player can only withdraw.');

  const replay = () => {
    const existing = byRequest(ctx, userId, body.requestId);
    return existing ? { deposit: view(expireIfDue(ctx, existing)), created: false } : null;
  };
  const earlier = replay();
  if (earlier) return earlier;
  if (depositNeedsEmailVerification(settings, { isEmailVerified: user.is_email_verified === 1 })) {
    throw refusal(422, 'REQUIRED_EMAIL_VERIFICATION', 'Please verify your email address before you deposit.');
  }

  const method = methodByName(ctx, body.paymentMethod);
  const player = { countryCode: user.country_code ?? currentLocation(ctx).country, currencyCode: user.currency_code, email: user.email, tags: tagsOf(user) };
  const unavailable = methodUnavailable(method, player);
  if (unavailable || !method) {
    throw refusal(422, 'METHOD_NOT_AVAILABLE', 'This payment method is not available to you.', { paymentMethod: body.paymentMethod, reason: unavailable });
  }
  const { decimals } = sql(ctx.db, 'SELECT decimals FROM currencies WHERE code = ?').get(user.currency_code) as { decimals: number };
  const amountMinor = toMinor(body.amount, decimals);
  if (!withinLimits(method, body.amount)) {
    throw refusal(422, 'PAYMENT_PROVIDER_LIMIT_THRESHOLD', limitsMessage(method, user.currency_code), { min: method.minDeposit, max: method.maxDeposit });
  }
  // spec 8 PAYMENT_LIMIT_THRESHOLD: the player's own deposit limits (spec 2.5 Responsible gaming).
  checkDepositLimits(ctx, userId, amountMinor);
  const bonusId = body.bonusId ?? null;
  if (bonusId !== null) {
    checkBonus(ctx, bonusId);
    // The offer's own terms (spec 8 activation codes: its deposit number, dates, weekdays, hours, ...).
    assertActivation(ctx, userId, offerById(ctx.db, bonusId)!, body.timeZone ?? DEPOSIT_TIME_ZONE, { forDeposit: true });
    // spec 4 Bonus rules: 'A new deposit bonus cancels any active bonus, after a warning. Declining the
    // warning refuses the deposit.' The warning is this refusal; accepting it is cancelActiveBonus.
    if (user.active_bonus_id !== null && body.cancelActiveBonus !== true) {
      throw refusal(409, 'ACTIVE_BONUS', 'A bonus is active: a new deposit bonus cancels it. Confirm to continue.', { activeBonusId: user.active_bonus_id });
    }
  }
  const flow = depositFlow(method);
  const methodName = method.paymentMethod ?? method.name;
  const cardToken = typeof body.cardToken === 'string' ? body.cardToken.trim() : '';
  if (flow === 'card' && !cardToken) throw refusal(422, 'CARD_TOKEN_REQUIRED', 'A card token is required for this payment method.', { field: 'cardToken' });
  const network = flow === 'crypto' ? methodNetwork(method, body.network) : null;
  if (flow === 'crypto' && !network) {
    throw refusal(422, 'NETWORK_REQUIRED', 'Please select network', { field: 'network', networks: method.networks ?? [] });
  }

  // spec 2.5 'A Skrill email step': the wallet's account e-mail, checked with the cashier's own rule.
  const accountEmail = needsAccountEmail(method) ? (body.accountEmail ?? '').trim() : null;
  const emailProblem = accountEmail === null ? null : accountEmailProblem(accountEmail);
  if (emailProblem) {
    throw refusal(422, 'ACCOUNT_EMAIL_INVALID', `Please enter the e-mail address of your ${method.title ?? method.name} account.`, { field: 'accountEmail', reason: emailProblem });
  }

  // Issue 26 item 5: the brand's fields for the method, kept as sent (the request schema bounds their names, number
  // and length, and refuses card data), trimmed; blank ones are no detail.
  const sent = Object.entries(body.details ?? {}).map(([key, value]) => [key, value.trim()] as const).filter(([, value]) => value !== '');
  const details = sent.length ? JSON.stringify(Object.fromEntries(sent)) : null;

  let created: { id: number; announcement: Announcement } | null;
  try {
    created = ctx.db.transaction(() => {
      // Again under the write lock: a duplicate that raced this one (another process) answers its deposit.
      if (byRequest(ctx, userId, body.requestId)) return null;
      if (flow === 'card') useCardToken(ctx.db, cardToken, now);
      if (bonusId !== null && body.cancelActiveBonus === true) cancelActive(ctx.db, userId, now);
      const transactionId = openDepositRow(ctx.db, userId, amountMinor, methodName, 'pending', now);
      const ttl = flow === 'card' ? THREE_DS_CHALLENGE_TTL_MS : flow === 'upi' ? UPI_QR_TTL_MS : flow === 'crypto' ? CRYPTO_ADDRESS_TTL_MS : null;
      const inserted = sql(ctx.db, `INSERT INTO deposits (user_id, transaction_id, request_id, payment_method, flow, amount_minor, bonus_id, stage,
          challenge_id, md, card_token, network, address, created_at, expires_at, account_email, details) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
        userId, transactionId, body.requestId, methodName, flow, amountMinor, bonusId, flow === 'card' ? 'challenge' : 'waiting',
        flow === 'card' ? opaque() : null, flow === 'card' ? opaque() : null, flow === 'card' ? cardToken : null,
        network, network ? cryptoAddress(userId, network) : null, now.toISOString(), ttl === null ? null : new Date(now.getTime() + ttl).toISOString(), accountEmail, details);
      const id = Number(inserted.lastInsertRowid);
      const announcement = flow === 'direct' ? applyOutcome(ctx, byId(ctx, id)!, takePaymentResult(ctx, userId)) : null;
      return { id, announcement };
    }).immediate();
  } catch (error) {
    // Only the idempotency key's UNIQUE index makes a violation worth answering with the earlier deposit.
    const again = isUniqueViolation(error) ? replay() : null;
    if (!again) throw error;
    return again;
  }
  if (!created) return replay()!;
  // The cancelled bonus's money is gone (and the deposit may still be on its way): the balance now.
  if (bonusId !== null && body.cancelActiveBonus === true) announceBalance(ctx, userId);
  announce(ctx, userId, created.announcement);
  return { deposit: view(byId(ctx, created.id)!), created: true };
}

/** The provider's 3DS page is closed: 404 for an unknown id, 410 once decided or expired. */
export class ChallengeClosed extends HttpError {}

export interface Challenge { amount: number; currencyCode: string; paymentMethod: string; expiresAt: string }

const CHALLENGE_ID = /^[0-9a-f]{48}$/;

function openChallenge(ctx: SandboxContext, challengeId: string): DepositRow {
  const found = CHALLENGE_ID.test(challengeId) ? (sql(ctx.db, `${SELECT} WHERE d.challenge_id = ?`).get(challengeId) as DepositRow | undefined) : undefined;
  if (!found) throw new ChallengeClosed(404, 'Unknown payment');
  const row = expireIfDue(ctx, found);
  if (row.stage !== 'challenge') throw new ChallengeClosed(410, 'This authentication is no longer open');
  return row;
}

/** What the challenge page shows. */
export function challenge(ctx: SandboxContext, challengeId: string): Challenge {
  const row = openChallenge(ctx, challengeId);
  return { amount: toMajor(row.amountMinor, row.decimals), currencyCode: row.currencyCode, paymentMethod: row.paymentMethod, expiresAt: row.expiresAt! };
}

/**
 * The player's answer on the 3DS page: where the browser goes next. Authenticate: back to the cashier with
 * PaReq and MD for the deposit-3ds-success dialog, which calls the webhook (spec 4). Fail: the deposit fails
 * (failedDeposit) and the cashier opens the failed dialog for the method (spec 2.4 modal and met).
 */
export function decideChallenge(ctx: SandboxContext, challengeId: string, authenticate: boolean): string {
  const open = openChallenge(ctx, challengeId);
  let location = '';
  change(ctx, open.id, (row) => {
    if (row.stage !== 'challenge') throw new ChallengeClosed(410, 'This authentication is no longer open');
    if (!authenticate) {
      location = `/deposit?modal=deposit-failed&met=${encodeURIComponent(row.paymentMethod)}`;
      return fail(ctx, row, 'failed', 'authenticationFailed', 'authenticationFailed');
    }
    const paReq = opaque();
    sql(ctx.db, "UPDATE deposits SET stage = 'authenticated', pa_req = ?, expires_at = NULL WHERE id = ?").run(paReq, row.id);
    location = `/deposit?modal=deposit-3ds-success&PaReq=${paReq}&MD=${row.md}`;
    return null;
  });
  return location;
}

/**
 * spec 7 3ds-webhook {PaReq, MD}: settles the player's authenticated card deposit with the stored outcome,
 * once; a repeated call changes nothing and answers the current status. Another player's MD or an unknown
 * one is 404 (not 403, which would log the player out); a PaReq that does not match is 422.
 */
export interface ThreeDsAnswer { status: string; transactionId: number; amount: number; paymentMethod: string; depositCount: number | null }

/**
 * The 3DS webhook (spec 7; its answer is ours): the deposit's status after the call, with what the page needs
 * to tell the player of a completed deposit if the socket's deposit event is missed (amount, method, count).
 */
export function threeDsWebhook(ctx: SandboxContext, userId: number, paReq: string, md: string): ThreeDsAnswer {
  const found = sql(ctx.db, `${SELECT} WHERE d.md = ? AND d.user_id = ?`).get(md, userId) as DepositRow | undefined;
  if (!found) throw refusal(404, 'DEPOSIT_NOT_FOUND', 'No 3DS payment of yours has this MD.');
  if (found.paReq === null || found.paReq !== paReq) {
    throw refusal(422, 'THREE_DS_MISMATCH', found.paReq === null ? 'This payment was not authenticated.' : 'PaReq does not match this payment.');
  }
  const row = change(ctx, found.id, (current) => (current.stage === 'authenticated' ? applyOutcome(ctx, current, takePaymentResult(ctx, current.userId)) : null));
  const shown = view(row);
  return { status: shown.status, transactionId: shown.transactionId, amount: shown.amount, paymentMethod: shown.paymentMethod, depositCount: shown.depositCount };
}

/**
 * The provider's callback, as a control endpoint (POST /api/sandbox/deposits/settle): a deposit waiting
 * for the provider (UPI, crypto, or a pending or returned outcome) settles with the stored outcome; one
 * past its expiry fails instead (failedDeposit, reason expired). Anything else is 409 NOT_WAITING.
 */
export function settleDeposit(ctx: SandboxContext, transactionId: number): DepositView {
  const found = sql(ctx.db, `${SELECT} WHERE d.transaction_id = ?`).get(transactionId) as DepositRow | undefined;
  if (!found) throw refusal(404, 'DEPOSIT_NOT_FOUND', 'No deposit has this transactionId.');
  const row = expireIfDue(ctx, found);
  if (row !== found) return view(row);
  if (row.stage !== 'waiting') {
    throw refusal(409, 'NOT_WAITING', `This deposit is not waiting for the provider (${row.stage}, ${row.status}).`, { status: row.status });
  }
  return view(change(ctx, row.id, (current) => (current.stage === 'waiting' ? applyOutcome(ctx, current, takePaymentResult(ctx, current.userId)) : null)));
}
