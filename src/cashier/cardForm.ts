// The deposit card form (spec 5 Card): which field is wrong and why, and how what the player types is
// tidied while typing. The checks are the shared vocabulary's (src/forms/vocabulary.ts, also used by the
// sandbox's card tokeniser), so the browser and the provider accept the same cards.
// spec 5 Card: 'Number valid ('Please enter a valid card number.'). Cardholder name required. CVC
// required, exactly 3 digits. Expiry MM/YY required. Messages: 'Invalid month', 'Expiry date is in the
// past', 'Please enter a valid expiry date in MM/YY format.'.
import { MESSAGE_KEYS, TEXT_MAX, cardExpiryProblem, cardNumberValid, cvcValid, type ProblemKeyword } from '../forms/vocabulary';

export const CARD_FIELDS = ['number', 'holder', 'expiry', 'cvc'] as const;
export type CardField = (typeof CARD_FIELDS)[number];
export type CardValues = Record<CardField, string>;

export const EMPTY_CARD: CardValues = { number: '', holder: '', expiry: '', cvc: '' };

/**
 * The problems a field can have, each its own rule: the card fields in the provider's frame (number, expiry, CVC)
 * and the holder's name on the page check one field at a time, the tokeniser all four (cardProblems).
 */
export function cardFieldProblem(field: CardField, value: string, today: Date): ProblemKeyword | null {
  if (field === 'number') {
    const number = value.replace(/\s+/g, '');
    if (number === '') return 'required';
    return cardNumberValid(number) ? null : 'cardNumber';
  }
  if (field === 'holder') {
    const holder = value.trim();
    if (holder === '') return 'required';
    return holder.length > TEXT_MAX ? 'maxLength' : null;
  }
  if (field === 'expiry') return value.trim() === '' ? 'required' : cardExpiryProblem(value, today);
  if (value === '') return 'required';
  return cvcValid(value) ? null : 'cvc';
}

/** The problem of each wrong field (keywords of the vocabulary; MESSAGE_KEYS names their texts). */
export function cardProblems(card: CardValues, today: Date): Partial<Record<CardField, ProblemKeyword>> {
  const problems: Partial<Record<CardField, ProblemKeyword>> = {};
  for (const field of CARD_FIELDS) {
    const problem = cardFieldProblem(field, card[field], today);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The text key of a field's problem. */
export const cardMessageKey = (problem: ProblemKeyword): string => MESSAGE_KEYS[problem];

/** The card number as typed, in groups of 4 digits (at most 19 digits); other characters are dropped. */
export function formatCardNumberInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * The expiry as typed, MM/YY: the slash comes by itself after the month ("12" -> "12/"), a single digit
 * above 1 is a month ("4" -> "04/"), and deleting the slash deletes it (typing "12/" then Backspace
 * gives "12", not "12/" again): `previous` tells a deletion from typing.
 */
export function formatExpiryInput(value: string, previous = ''): string {
  const deleting = value.length < previous.length;
  const digits = value.replace(/\D/g, '').slice(0, 4);
  if (digits.length === 0) return '';
  if (digits.length === 1) return !deleting && /[2-9]/.test(digits) ? `0${digits}/` : digits;
  if (digits.length === 2) return deleting ? digits : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** The CVC as typed: digits only, at most 3 (spec 5: exactly 3 digits). */
export const formatCvcInput = (value: string): string => value.replace(/\D/g, '').slice(0, 3);

/** What the provider's tokeniser gets: the number without spaces, the other fields trimmed. */
export function cardForTokenizer(card: CardValues): CardValues {
  return { number: card.number.replace(/\s+/g, ''), holder: card.holder.trim(), expiry: card.expiry.trim(), cvc: card.cvc };
}
