// The sandbox payment provider's card tokens: card details go to the provider (POST
// /api/sandbox/provider/card-token), never to the casino API, which gets a one-time token instead, the
// way a hosted card field keeps a site in the lightest PCI tier. The details are checked with spec 5's
// Card rules from the shared vocabulary (src/forms/vocabulary.ts); only the token, the brand, the last
// four digits and the expiry are stored, never the number, the holder or the CVC. A token is good for
// one deposit within 15 minutes.
import { randomBytes } from 'node:crypto';
import cardValidator from 'card-validator';
import { MESSAGE_KEYS, type ProblemKeyword } from '../../src/forms/vocabulary';
import { CARD_FIELDS, cardProblems, type CardValues } from '../../src/cashier/cardForm';
import { sql, type Db } from './db';
import { HttpError } from './errors';
import { refusal } from './play';

export const CARD_TOKEN_TTL_MS = 15 * 60_000;

export interface CardDetails { number: string; holder: string; expiry: string; cvc: string }

/** spec 5 Card messages (the expiry ones quoted; the others in the spec's words). */
export const CARD_MESSAGES = {
  number: 'Please enter a valid card number.',
  holder: 'Cardholder name is required.',
  cvcRequired: 'CVC is required.',
  cvc: 'CVC must be exactly 3 digits.',
  expiryFormat: 'Please enter a valid expiry date in MM/YY format.',
  expiryMonth: 'Invalid month',
  expiryPast: 'Expiry date is in the past',
} as const;

/** The first problem of the card details, in the form's order, with the field, the message and its text key. */
export interface CardProblem { field: keyof CardDetails; message: string; code: string }

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** The message of each field's problem keyword (the vocabulary's keywords, as cardProblems gives them). */
function messageOf(field: keyof CardDetails, problem: ProblemKeyword): string {
  if (field === 'number') return CARD_MESSAGES.number;
  if (field === 'holder') return CARD_MESSAGES.holder;
  if (field === 'cvc') return problem === 'required' ? CARD_MESSAGES.cvcRequired : CARD_MESSAGES.cvc;
  return problem === 'cardExpiryMonth' ? CARD_MESSAGES.expiryMonth : problem === 'cardExpiryPast' ? CARD_MESSAGES.expiryPast : CARD_MESSAGES.expiryFormat;
}

/** The first problem in the form's order: the same rule the deposit form checks (src/cashier/cardForm.ts). */
export function cardDetailsProblem(input: unknown, today: Date): CardProblem | null {
  const body = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const card = Object.fromEntries(CARD_FIELDS.map((key) => [key, textOf(body[key])])) as CardValues;
  const problems = cardProblems(card, today);
  const field = CARD_FIELDS.find((key) => problems[key]);
  if (!field) return null;
  const problem = problems[field]!;
  return { field, message: messageOf(field, problem), code: MESSAGE_KEYS[problem] };
}

/** card-validator's type (visa, mastercard, american-express ...) and the last four digits. */
export function cardSummary(number: string): { brand: string; last4: string } {
  const digits = number.replace(/\D/g, '');
  return { brand: cardValidator.number(digits).card?.type ?? 'unknown', last4: digits.slice(-4) };
}

export interface CardToken { token: string; brand: string; last4: string; expiresAt: string }

/** Checks the details (422 {success: false, field, message, code} on the first problem) and issues a token. */
export function tokenizeCard(db: Db, input: unknown, now: Date): CardToken {
  const found = cardDetailsProblem(input, now);
  if (found) throw new HttpError(422, found.message, { field: found.field, code: found.code, details: { success: false } });
  const { number, expiry } = input as CardDetails;
  const { brand, last4 } = cardSummary(number);
  const token = `tok_${randomBytes(24).toString('hex')}`;
  const expiresAt = new Date(now.getTime() + CARD_TOKEN_TTL_MS).toISOString();
  sql(db, 'INSERT INTO card_tokens (token, brand, last4, expiry, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(token, brand, last4, expiry.trim(), now.toISOString(), expiresAt);
  return { token, brand, last4, expiresAt };
}

/**
 * Uses a token for one deposit (inside the deposit's transaction, so a refused deposit leaves it unused).
 * Unknown, expired or used: 422 CARD_TOKEN_REQUIRED, since what the cashier needs is a new token.
 */
export function useCardToken(db: Db, token: string, now: Date): { brand: string; last4: string } {
  const row = sql(db, 'SELECT brand, last4, expires_at AS expiresAt, used_at AS usedAt FROM card_tokens WHERE token = ?').get(token) as
    { brand: string; last4: string; expiresAt: string; usedAt: string | null } | undefined;
  const refuse = (reason: string, message: string) => refusal(422, 'CARD_TOKEN_REQUIRED', message, { field: 'cardToken', reason });
  if (!row) throw refuse('unknown', 'This card token is not one of the payment provider\'s. Enter the card again.');
  if (row.usedAt) throw refuse('used', 'This card token was already used for a deposit. Enter the card again.');
  if (row.expiresAt <= now.toISOString()) throw refuse('expired', 'This card token has expired. Enter the card again.');
  sql(db, 'UPDATE card_tokens SET used_at = ? WHERE token = ? AND used_at IS NULL').run(now.toISOString(), token);
  return { brand: row.brand, last4: row.last4 };
}
