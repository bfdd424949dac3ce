// The payment provider's hosted card fields (security review 2026-11-27 N5; spec 5 Card): what the casino page and
// the provider's frame agree on. The frame's address carries the brand's texts (the frame has no wording of its
// own); every message is read strictly, and only from the one window and origin expected, both ways.
import { describe, expect, it } from 'vitest';
import {
  CARD_FIELDS_CHANNEL, cardFieldsTextsOf, cardFieldsUrl, frameMessage, frameStyle, fromFrame, fromPage, hostedProblemOfCode, pageMessage,
  providerOrigin, type CardFieldsTexts,
} from '../../../src/cashier/hostedCardFields';
import { MESSAGE_KEYS } from '../../../src/forms/vocabulary';

const TEXTS: CardFieldsTexts = {
  lang: 'de',
  title: 'Kartendaten',
  labels: { number: 'Kartennummer', expiry: 'Ablaufdatum (MM/JJ)', cvc: 'CVC' },
  messages: {
    required: 'Pflichtfeld', cardNumber: 'Bitte eine gültige Kartennummer & mehr', cardExpiryFormat: 'MM/JJ', cardExpiryMonth: 'Ungültiger Monat',
    cardExpiryPast: 'Abgelaufen', cvc: 'Genau 3 Ziffern',
  },
};
const queryOf = (url: string) => Object.fromEntries(new URL(url).searchParams);
const on = (data: Record<string, unknown>) => ({ channel: CARD_FIELDS_CHANNEL, ...data });

describe("the frame's address", () => {
  it("is <paymentProviderUrl>/card-fields with the page's texts, which the provider reads back whole", () => {
    const url = cardFieldsUrl('https://pay.example/v1/', TEXTS);
    expect(url.startsWith('https://pay.example/v1/card-fields?')).toBe(true);
    expect(cardFieldsTextsOf(queryOf(url))).toEqual(TEXTS);
    expect(cardFieldsUrl('/api/sandbox/provider', TEXTS).startsWith('/api/sandbox/provider/card-fields?lang=de&')).toBe(true);
  });

  it('a missing, empty, repeated or over-long text is refused (the frame hard-codes no fallback wording)', () => {
    const query = queryOf(cardFieldsUrl('https://pay.example', TEXTS));
    const without = (name: string) => Object.fromEntries(Object.entries(query).filter(([key]) => key !== name));
    expect(cardFieldsTextsOf(without('label.cvc'))).toBeNull();
    expect(cardFieldsTextsOf(without('message.cardExpiryPast'))).toBeNull();
    expect(cardFieldsTextsOf(without('lang'))).toBeNull();
    expect(cardFieldsTextsOf({ ...query, title: ' ' })).toBeNull();
    expect(cardFieldsTextsOf({ ...query, 'label.number': ['a', 'b'] })).toBeNull();
    expect(cardFieldsTextsOf({ ...query, 'message.cvc': 'x'.repeat(256) })).toBeNull();
    expect(cardFieldsTextsOf({ ...query, extra: 'ignored' })).toEqual(TEXTS);
  });

  it("the tokeniser's refusal code (a vocabulary text key) names the problem the frame shows", () => {
    expect(hostedProblemOfCode(MESSAGE_KEYS.cardExpiryPast)).toBe('cardExpiryPast');
    expect(hostedProblemOfCode(MESSAGE_KEYS.cvc)).toBe('cvc');
    expect(hostedProblemOfCode(MESSAGE_KEYS.required)).toBe('required');
    expect(hostedProblemOfCode('text.form.validation.password.digit')).toBeNull();
    expect(hostedProblemOfCode(undefined)).toBeNull();
  });

  it("the provider's origin, resolved against the page (a same-origin path is the page's)", () => {
    expect(providerOrigin('http://localhost:5173/api/sandbox/provider', 'http://127.0.0.1:5173/deposit')).toBe('http://localhost:5173');
    expect(providerOrigin('/api/sandbox/provider', 'http://127.0.0.1:5173/deposit')).toBe('http://127.0.0.1:5173');
    expect(providerOrigin('javascript:alert(1)', 'http://127.0.0.1:5173/')).toBeNull();
  });
});

describe('messages from the page (the frame reads them)', () => {
  it('reads each kind, strictly', () => {
    expect(pageMessage(on({ type: 'hello' }))).toEqual({ type: 'hello' });
    expect(pageMessage(on({ type: 'validate', id: 'q1' }))).toEqual({ type: 'validate', id: 'q1' });
    expect(pageMessage(on({ type: 'tokenize', id: 'q2', holder: 'Maria Borg', number: '4242' }))).toEqual({ type: 'tokenize', id: 'q2', holder: 'Maria Borg' });
    expect(pageMessage(on({ type: 'focus', field: 'cvc' }))).toEqual({ type: 'focus', field: 'cvc' });
    expect(pageMessage(on({ type: 'disable', disabled: true }))).toEqual({ type: 'disable', disabled: true });
    expect(pageMessage(on({ type: 'clear' }))).toEqual({ type: 'clear' });
  });

  it('drops another channel, an unknown type and a malformed one', () => {
    expect(pageMessage({ type: 'hello' })).toBeNull();
    expect(pageMessage({ channel: 'other', type: 'hello' })).toBeNull();
    expect(pageMessage(on({ type: 'reveal' }))).toBeNull();
    expect(pageMessage(on({ type: 'focus', field: 'holder' }))).toBeNull();
    expect(pageMessage(on({ type: 'validate', id: 'a b' }))).toBeNull();
    expect(pageMessage(on({ type: 'tokenize', id: 'q3', holder: 'x'.repeat(256) }))).toBeNull();
    expect(pageMessage(on({ type: 'disable', disabled: 'yes' }))).toBeNull();
    expect(pageMessage('hello')).toBeNull();
    expect(pageMessage(null)).toBeNull();
  });

  it('the frame takes them only from its parent window at a site origin the provider allows', () => {
    const parent = {};
    const allowed = { parent, origins: ['http://127.0.0.1:5173'] };
    const hello = on({ type: 'hello' });
    expect(fromPage({ origin: 'http://127.0.0.1:5173', source: parent, data: hello }, allowed)).toEqual({ type: 'hello' });
    expect(fromPage({ origin: 'http://evil.example', source: parent, data: hello }, allowed)).toBeNull();
    expect(fromPage({ origin: 'http://127.0.0.1:5174', source: parent, data: hello }, allowed)).toBeNull();
    expect(fromPage({ origin: 'http://127.0.0.1:5173', source: {}, data: hello }, allowed)).toBeNull();
    // A frame opened on its own (no parent) takes nothing.
    expect(fromPage({ origin: 'http://127.0.0.1:5173', source: null, data: hello }, { parent: null, origins: allowed.origins })).toBeNull();
  });
});

describe('messages from the frame (the page reads them)', () => {
  it('reads ready, size, submit and each result', () => {
    expect(frameMessage(on({ type: 'ready' }))).toEqual({ type: 'ready' });
    expect(frameMessage(on({ type: 'size', height: 171.2 }))).toEqual({ type: 'size', height: 172 });
    expect(frameMessage(on({ type: 'size', height: 1e9 }))).toEqual({ type: 'size', height: 2000 });
    expect(frameMessage(on({ type: 'submit' }))).toEqual({ type: 'submit' });
    const result = (value: Record<string, unknown>) => frameMessage(on({ type: 'result', id: 'q1', result: value }));
    expect(result({ outcome: 'valid' })).toEqual({ type: 'result', id: 'q1', result: { outcome: 'valid' } });
    expect(result({ outcome: 'invalid', field: 'expiry' })).toMatchObject({ result: { outcome: 'invalid', field: 'expiry' } });
    expect(result({ outcome: 'token', token: 'tok_ab12', brand: 'visa', last4: '4242', number: '4242424242424242' }))
      .toEqual({ type: 'result', id: 'q1', result: { outcome: 'token', token: 'tok_ab12', brand: 'visa', last4: '4242' } });
    expect(result({ outcome: 'refused', field: 'holder', code: MESSAGE_KEYS.required })).toMatchObject({ result: { outcome: 'refused', field: 'holder' } });
    expect(result({ outcome: 'failed', status: 503 })).toMatchObject({ result: { outcome: 'failed', status: 503 } });
  });

  it('drops a malformed one: a token with markup, last4 that is not four digits, an unknown field, a negative size', () => {
    const result = (value: Record<string, unknown>) => frameMessage(on({ type: 'result', id: 'q1', result: value }));
    expect(result({ outcome: 'token', token: '<img>', brand: 'visa', last4: '4242' })).toBeNull();
    expect(result({ outcome: 'token', token: 'tok_1', brand: 'visa', last4: '4242424242424242' })).toBeNull();
    expect(result({ outcome: 'invalid', field: 'holder' })).toBeNull();
    expect(result({ outcome: 'refused', field: 'amount', code: 'x' })).toBeNull();
    expect(result({ outcome: 'failed', status: 'x' })).toBeNull();
    expect(frameMessage(on({ type: 'size', height: -1 }))).toBeNull();
    expect(frameMessage(on({ type: 'result', result: { outcome: 'valid' } }))).toBeNull();
    expect(frameMessage({ type: 'ready' })).toBeNull();
  });

  it("the page takes them only from the frame's window at the provider's exact origin", () => {
    const frameWindow = {};
    const frame = { origin: 'http://localhost:5173', window: frameWindow };
    const ready = on({ type: 'ready' });
    expect(fromFrame({ origin: 'http://localhost:5173', source: frameWindow, data: ready }, frame)).toEqual({ type: 'ready' });
    expect(fromFrame({ origin: 'http://localhost:5174', source: frameWindow, data: ready }, frame)).toBeNull();
    expect(fromFrame({ origin: 'http://127.0.0.1:5173', source: frameWindow, data: ready }, frame)).toBeNull();
    expect(fromFrame({ origin: 'http://localhost:5173', source: {}, data: ready }, frame)).toBeNull();
    expect(fromFrame({ origin: 'http://localhost:5173', source: null, data: ready }, { origin: frame.origin, window: null })).toBeNull();
  });
});

describe("the page's look for the frame", () => {
  it('keeps colours, lengths, a font list and a weight', () => {
    const style = {
      colorScheme: 'dark', pageBackground: 'rgb(17, 24, 39)', text: 'rgb(250, 250, 250)', background: 'rgba(0, 0, 0, 0)', border: '#27272a', radius: '4px', fontFamily: 'Inter, "Segoe UI", sans-serif',
      fontSize: '14px', inputHeight: '40px', paddingInline: '12px', labelColor: 'oklch(0.9 0.01 250)', labelSize: '0.875rem', labelWeight: '500', error: '#f87171', focus: 'color-mix(in srgb, #fff 40%, #000)',
    };
    expect(frameStyle(style)).toEqual(style);
  });

  it('drops anything that could name a resource or close the value, and unknown keys', () => {
    expect(frameStyle({
      background: 'url(https://evil.example/x.png)', text: 'red; background: blue', border: 'expression(alert(1))', radius: '4px}',
      fontFamily: 'a</style>', labelWeight: 'bold', colorScheme: 'dark; x', focus: 'rgb(1,2,3) url(x)', width: '1px',
    })).toEqual({});
    expect(frameStyle('red')).toEqual({});
    expect(frameStyle(null)).toEqual({});
  });
});
