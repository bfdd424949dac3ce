// The payment provider's hosted card fields (PCI DSS SAQ A): the card number, expiry and CVC are inputs of a page
// the provider serves in an iframe from its own origin (<paymentProviderUrl>/card-fields), so no script of the
// casino's page (operators' and third parties' script sets included) can read them. The frame checks them with
// the same rules as the tokeniser (cardForm.ts), posts them to its own origin's /card-token and hands the page
// only the token, the card's brand and last four digits, or which field is wrong. This module is what both
// sides agree on: the frame's address with the brand's texts, and the messages between the page and the frame,
// each read strictly (an unknown or malformed message is dropped) and only from the one window and origin
// expected (fromFrame, fromPage).
import { MESSAGE_KEYS, TEXT_MAX, type ProblemKeyword } from '../forms/vocabulary';
import type { CardField } from './cardForm';

/** Every message carries it, so the page and the frame never take another frame's messages for theirs. */
export const CARD_FIELDS_CHANNEL = 'card-fields/1';

/** The fields in the provider's frame, in their order; the holder's name stays on the page. */
export const HOSTED_CARD_FIELDS = ['number', 'expiry', 'cvc'] as const;
export type HostedCardField = (typeof HOSTED_CARD_FIELDS)[number];

/** The problems a frame field can show, whose texts the page gives the frame (in its address). */
export const HOSTED_CARD_PROBLEMS = ['required', 'cardNumber', 'cardExpiryFormat', 'cardExpiryMonth', 'cardExpiryPast', 'cvc'] as const satisfies readonly ProblemKeyword[];
export type HostedCardProblem = (typeof HOSTED_CARD_PROBLEMS)[number];

/** The page the provider serves under its base URL. */
export const CARD_FIELDS_PATH = '/card-fields';

/** The texts the frame shows: its title, a label per field, a message per problem, and the page's language. */
export interface CardFieldsTexts {
  lang: string;
  title: string;
  labels: Record<HostedCardField, string>;
  messages: Record<HostedCardProblem, string>;
}

/** A text in the frame's address is at most this long (labels and messages are a sentence at most). */
export const CARD_FIELDS_TEXT_MAX = TEXT_MAX;

/** The frame's address: the provider's card-fields page with the page's texts as query parameters. */
export function cardFieldsUrl(paymentProviderUrl: string, texts: CardFieldsTexts): string {
  const query = new URLSearchParams({ lang: texts.lang, title: texts.title });
  for (const field of HOSTED_CARD_FIELDS) query.set(`label.${field}`, texts.labels[field]);
  for (const problem of HOSTED_CARD_PROBLEMS) query.set(`message.${problem}`, texts.messages[problem]);
  return `${paymentProviderUrl.replace(/\/+$/, '')}${CARD_FIELDS_PATH}?${query}`;
}

/** The texts of a card-fields address (the provider's side); null when one is missing, empty or too long. */
export function cardFieldsTextsOf(query: Record<string, unknown>): CardFieldsTexts | null {
  const read = (name: string): string | null => {
    const value = query[name];
    return typeof value === 'string' && value.trim() !== '' && value.length <= CARD_FIELDS_TEXT_MAX ? value : null;
  };
  const lang = read('lang');
  const title = read('title');
  const labels = Object.fromEntries(HOSTED_CARD_FIELDS.map((field) => [field, read(`label.${field}`)]));
  const messages = Object.fromEntries(HOSTED_CARD_PROBLEMS.map((problem) => [problem, read(`message.${problem}`)]));
  if (!lang || !title || Object.values(labels).includes(null) || Object.values(messages).includes(null)) return null;
  return { lang, title, labels: labels as CardFieldsTexts['labels'], messages: messages as CardFieldsTexts['messages'] };
}

/** The problem keyword a tokeniser's refusal code (a text key of MESSAGE_KEYS) names, if it is one the frame shows. */
export function hostedProblemOfCode(code: unknown): HostedCardProblem | null {
  return HOSTED_CARD_PROBLEMS.find((problem) => MESSAGE_KEYS[problem] === code) ?? null;
}

// ---- the look: the page's colours and sizes, so the frame's fields look like the page's own ----

/** CSS values the page reads from its own holder field and hands the frame, which sets them as custom properties. */
export const FRAME_STYLE_KEYS = [
  'colorScheme', 'pageBackground', 'text', 'background', 'border', 'radius', 'fontFamily', 'fontSize', 'inputHeight', 'paddingInline',
  'labelColor', 'labelSize', 'labelWeight', 'error', 'focus',
] as const;
export type FrameStyle = Partial<Record<(typeof FRAME_STYLE_KEYS)[number], string>>;

const COLOR = /^(#[0-9a-f]{3,8}|[a-z]+|(rgba?|hsla?|oklch|oklab|lab|lch|color|color-mix)\([a-z0-9 .,%/#()-]*\))$/i;
const LENGTH = /^\d{1,4}(\.\d{1,4})?(px|rem|em)$/;
const STYLE_RULES: Record<(typeof FRAME_STYLE_KEYS)[number], RegExp> = {
  colorScheme: /^(light|dark|normal|light dark|dark light)$/,
  pageBackground: COLOR, text: COLOR, background: COLOR, border: COLOR, labelColor: COLOR, error: COLOR, focus: COLOR,
  radius: LENGTH, fontSize: LENGTH, inputHeight: LENGTH, paddingInline: LENGTH, labelSize: LENGTH,
  labelWeight: /^[1-9]00$/,
  // Font names and quotes only: nothing that could close the value or name another resource.
  fontFamily: /^[\w\s,"'-]{1,200}$/,
};

/** The entries of a style that are plain colours, lengths, a font list or a weight; anything else is dropped. */
export function frameStyle(value: unknown): FrameStyle {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const style: FrameStyle = {};
  for (const key of FRAME_STYLE_KEYS) {
    const entry = (value as Record<string, unknown>)[key];
    if (typeof entry === 'string' && !/url\(|expression|[;{}<>\\]/i.test(entry) && STYLE_RULES[key].test(entry.trim())) style[key] = entry.trim();
  }
  return style;
}

// ---- the messages ----

/** page -> frame. */
export type PageMessage =
  /** Answer 'ready' (the page has just started listening). */
  | { type: 'hello' }
  | { type: 'style'; style: FrameStyle }
  /** Show every field's problem (Pay was pressed); answers valid or invalid with the first wrong field. */
  | { type: 'validate'; id: string }
  /** Check, then tokenise with the holder's name; answers token, invalid, refused or failed. */
  | { type: 'tokenize'; id: string; holder: string }
  | { type: 'focus'; field: HostedCardField }
  | { type: 'disable'; disabled: boolean }
  /** The payment went through: the fields are emptied. */
  | { type: 'clear' };

/** What the frame answers a validate or tokenize. */
export type FrameResult =
  | { outcome: 'valid' }
  | { outcome: 'invalid'; field: HostedCardField }
  | { outcome: 'token'; token: string; brand: string; last4: string }
  /** The provider's tokeniser refused a field (the holder's name is the page's to show); code is a MESSAGE_KEYS text key. */
  | { outcome: 'refused'; field: CardField; code: string }
  /** No token: 0 no answer, 408 timeout, else the provider's status. */
  | { outcome: 'failed'; status: number };

/** frame -> page. */
export type FrameMessage =
  | { type: 'ready' }
  | { type: 'size'; height: number }
  /** Enter in a card field: the page pays, as Enter in its own form would. */
  | { type: 'submit' }
  | { type: 'result'; id: string; result: FrameResult };

const ID = /^[A-Za-z0-9_-]{1,40}$/;
const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const isHostedField = (value: unknown): value is HostedCardField => HOSTED_CARD_FIELDS.includes(value as HostedCardField);
const isCardField = (value: unknown): value is CardField => isHostedField(value) || value === 'holder';
const shortText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;

/** A message of the page as the frame reads it, or null (not ours, unknown or malformed). */
export function pageMessage(data: unknown): PageMessage | null {
  if (!isRecord(data) || data.channel !== CARD_FIELDS_CHANNEL) return null;
  switch (data.type) {
    case 'hello':
    case 'clear':
      return { type: data.type };
    case 'style':
      return { type: 'style', style: frameStyle(data.style) };
    case 'validate':
      return typeof data.id === 'string' && ID.test(data.id) ? { type: 'validate', id: data.id } : null;
    case 'tokenize':
      return typeof data.id === 'string' && ID.test(data.id) && shortText(data.holder, TEXT_MAX) ? { type: 'tokenize', id: data.id, holder: data.holder } : null;
    case 'focus':
      return isHostedField(data.field) ? { type: 'focus', field: data.field } : null;
    case 'disable':
      return typeof data.disabled === 'boolean' ? { type: 'disable', disabled: data.disabled } : null;
    default:
      return null;
  }
}

function frameResult(data: unknown): FrameResult | null {
  if (!isRecord(data)) return null;
  switch (data.outcome) {
    case 'valid':
      return { outcome: 'valid' };
    case 'invalid':
      return isHostedField(data.field) ? { outcome: 'invalid', field: data.field } : null;
    case 'token':
      return typeof data.token === 'string' && /^[\w-]{1,200}$/.test(data.token) && shortText(data.brand, 40) && typeof data.last4 === 'string' && /^(\d{4})?$/.test(data.last4)
        ? { outcome: 'token', token: data.token, brand: data.brand, last4: data.last4 } : null;
    case 'refused':
      return isCardField(data.field) && shortText(data.code, 100) ? { outcome: 'refused', field: data.field, code: data.code } : null;
    case 'failed':
      return Number.isInteger(data.status) && (data.status as number) >= 0 && (data.status as number) < 600 ? { outcome: 'failed', status: data.status as number } : null;
    default:
      return null;
  }
}

/** A message of the frame as the page reads it, or null (not ours, unknown or malformed). */
export function frameMessage(data: unknown): FrameMessage | null {
  if (!isRecord(data) || data.channel !== CARD_FIELDS_CHANNEL) return null;
  switch (data.type) {
    case 'ready':
    case 'submit':
      return { type: data.type };
    case 'size':
      return typeof data.height === 'number' && Number.isFinite(data.height) && data.height >= 0 ? { type: 'size', height: Math.min(Math.ceil(data.height), 2000) } : null;
    case 'result': {
      const result = frameResult(data.result);
      return result && typeof data.id === 'string' && ID.test(data.id) ? { type: 'result', id: data.id, result } : null;
    }
    default:
      return null;
  }
}

/** What a message event says about where it came from (MessageEvent's fields). */
export interface MessageFrom { origin: string; source: unknown; data: unknown }

/** The page takes a message only from the frame's window and the provider's exact origin. */
export function fromFrame(event: MessageFrom, frame: { origin: string; window: unknown }): FrameMessage | null {
  if (!frame.window || event.source !== frame.window || event.origin !== frame.origin) return null;
  return frameMessage(event.data);
}

/** The frame takes a message only from its parent window, and only from a site origin the provider allows. */
export function fromPage(event: MessageFrom, page: { parent: unknown; origins: readonly string[] }): PageMessage | null {
  if (!page.parent || event.source !== page.parent || !page.origins.includes(event.origin)) return null;
  return pageMessage(event.data);
}

/** The origin of the provider's frame, resolved against the page's address (a same-origin path is the page's). */
export function providerOrigin(paymentProviderUrl: string, pageUrl: string): string | null {
  try {
    const url = new URL(paymentProviderUrl, pageUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}
