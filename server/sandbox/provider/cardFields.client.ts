// The script of the sandbox provider's hosted card fields (cardFields.ts serves the page; npm run build bundles this
// file into dist/provider/card-fields.js). It runs in the provider's origin inside the casino page's iframe: it
// formats and checks the number, expiry and CVC with the casino's own card rules (src/cashier/cardForm.ts, the
// tokeniser's too), shows each problem under its field with the texts the page put in the frame's address, and
// when the page asks, posts the card with the holder's name to this origin's tokeniser and hands the page only
// the token, the brand and the last four digits, or which field is wrong. It takes messages only from its parent
// window at one of the site origins the page was served for, and posts only to that origin
// (src/cashier/hostedCardFields.ts).
import { cardFieldProblem, formatCardNumberInput, formatCvcInput, formatExpiryInput } from '../../../src/cashier/cardForm';
import {
  CARD_FIELDS_CHANNEL, HOSTED_CARD_FIELDS, fromPage, hostedProblemOfCode,
  type FrameMessage, type FrameResult, type FrameStyle, type HostedCardField, type HostedCardProblem, type PageMessage,
} from '../../../src/cashier/hostedCardFields';
import { tokenizeCard } from '../../../src/platform/paymentProvider';
import { ApiError } from '../../../src/platform/api/client';

const form = document.getElementById('card-fields') as HTMLFormElement;
const siteOrigins = JSON.parse(form.dataset.siteOrigins ?? '[]') as string[];
const messages = JSON.parse(form.dataset.messages ?? '{}') as Record<HostedCardProblem, string>;
const providerUrl = form.dataset.providerUrl ?? '';

const inputs = Object.fromEntries(HOSTED_CARD_FIELDS.map((field) => [field, document.getElementById(`card-${field}`) as HTMLInputElement])) as Record<HostedCardField, HTMLInputElement>;
const errors = Object.fromEntries(HOSTED_CARD_FIELDS.map((field) => [field, document.getElementById(`card-${field}-error`) as HTMLElement])) as Record<HostedCardField, HTMLElement>;

const state = {
  /** The page's origin, once it has written to the frame; until then 'ready' goes to each allowed site origin. */
  site: null as string | null,
  touched: {} as Partial<Record<HostedCardField, boolean>>,
  /** Pay was pressed: every problem shows. */
  attempted: false,
  /** The tokeniser refused a field: its problem shows until the field changes. */
  refused: null as { field: HostedCardField; problem: HostedCardProblem } | null,
  /** Each field's value as last formatted: the expiry's formatting tells a deletion from typing by it. */
  previous: {} as Partial<Record<HostedCardField, string>>,
};

function post(message: FrameMessage) {
  for (const origin of state.site ? [state.site] : siteOrigins) window.parent.postMessage({ channel: CARD_FIELDS_CHANNEL, ...message }, origin);
}

/** A field's problem: the tokeniser's refusal, else the rule's once the field was left or Pay was pressed. */
function problemOf(field: HostedCardField): HostedCardProblem | null {
  if (state.refused?.field === field) return state.refused.problem;
  if (!state.attempted && !state.touched[field]) return null;
  return cardFieldProblem(field, inputs[field].value, new Date()) as HostedCardProblem | null;
}

function render() {
  for (const field of HOSTED_CARD_FIELDS) {
    const problem = problemOf(field);
    const text = problem ? messages[problem] ?? '' : '';
    if (errors[field].textContent !== text) errors[field].textContent = text;
    inputs[field].setAttribute('aria-invalid', problem ? 'true' : 'false');
  }
}

/** The first wrong field in the form's order, by the rules (not only the shown ones). */
const firstInvalid = (): HostedCardField | null => HOSTED_CARD_FIELDS.find((field) => cardFieldProblem(field, inputs[field].value, new Date())) ?? null;

const FORMAT: Record<HostedCardField, (value: string, previous: string) => string> = {
  number: (value) => formatCardNumberInput(value),
  expiry: (value, previous) => formatExpiryInput(value, previous),
  cvc: (value) => formatCvcInput(value),
};

for (const field of HOSTED_CARD_FIELDS) {
  const input = inputs[field];
  input.addEventListener('input', () => {
    const formatted = FORMAT[field](input.value, state.previous[field] ?? '');
    if (formatted !== input.value) input.value = formatted;
    state.previous[field] = formatted;
    if (state.refused?.field === field) state.refused = null;
    render();
  });
  input.addEventListener('blur', () => {
    state.touched[field] = true;
    render();
  });
  // Enter pays, as in the page's own form.
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      post({ type: 'submit' });
    }
  });
}
form.addEventListener('submit', (event) => event.preventDefault());

async function tokenize(holder: string): Promise<FrameResult> {
  const invalid = firstInvalid();
  if (invalid) return { outcome: 'invalid', field: invalid };
  try {
    const answer = await tokenizeCard(providerUrl, {
      number: inputs.number.value.replace(/\s+/g, ''), holder: holder.trim(), expiry: inputs.expiry.value.trim(), cvc: inputs.cvc.value,
    });
    const { token, brand, last4 } = answer.data;
    return { outcome: 'token', token, brand: brand ?? '', last4: last4 ?? '' };
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 0;
    const body = (error instanceof ApiError && error.body && typeof error.body === 'object' ? error.body : {}) as { field?: unknown; code?: unknown };
    const code = typeof body.code === 'string' ? body.code : '';
    if (body.field === 'holder') return { outcome: 'refused', field: 'holder', code };
    const field = HOSTED_CARD_FIELDS.find((f) => f === body.field);
    if (field) {
      // An unknown reason still shows on its field, as the field's own invalid text.
      const fallback: Record<HostedCardField, HostedCardProblem> = { number: 'cardNumber', expiry: 'cardExpiryFormat', cvc: 'cvc' };
      state.refused = { field, problem: hostedProblemOfCode(code) ?? fallback[field] };
      return { outcome: 'refused', field, code };
    }
    return { outcome: 'failed', status };
  }
}

const STYLE_PROPERTIES: Record<Exclude<keyof FrameStyle, 'colorScheme'>, string> = {
  pageBackground: '--page-background', text: '--text', background: '--background', border: '--border', radius: '--radius', fontFamily: '--font-family',
  fontSize: '--font-size', inputHeight: '--input-height', paddingInline: '--padding-inline', labelColor: '--label-color',
  labelSize: '--label-size', labelWeight: '--label-weight', error: '--error', focus: '--focus',
};

function applyStyle(style: FrameStyle) {
  const root = document.documentElement.style;
  // The page's colour scheme: a frame of another scheme would be painted opaque over the page.
  if (style.colorScheme) root.colorScheme = style.colorScheme;
  for (const [key, property] of Object.entries(STYLE_PROPERTIES)) {
    const value = style[key as keyof typeof STYLE_PROPERTIES];
    if (value) root.setProperty(property, value);
  }
}

async function handle(message: PageMessage) {
  switch (message.type) {
    case 'hello':
      post({ type: 'ready' });
      return;
    case 'style':
      applyStyle(message.style);
      return;
    case 'validate': {
      state.attempted = true;
      render();
      const field = firstInvalid();
      post({ type: 'result', id: message.id, result: field ? { outcome: 'invalid', field } : { outcome: 'valid' } });
      return;
    }
    case 'tokenize': {
      state.attempted = true;
      const result = await tokenize(message.holder);
      render();
      post({ type: 'result', id: message.id, result });
      return;
    }
    case 'focus':
      inputs[message.field].focus();
      return;
    case 'disable':
      for (const input of Object.values(inputs)) input.disabled = message.disabled;
      return;
    case 'clear':
      for (const input of Object.values(inputs)) input.value = '';
      state.touched = {};
      state.previous = {};
      state.attempted = false;
      state.refused = null;
      render();
      return;
  }
}

window.addEventListener('message', (event) => {
  const message = fromPage(event, { parent: window.parent === window ? null : window.parent, origins: siteOrigins });
  if (!message) return;
  state.site = event.origin;
  void handle(message);
});

// The page sizes the frame to its content: the fields, and the messages under them when they show.
new ResizeObserver(() => post({ type: 'size', height: document.body.scrollHeight })).observe(document.body);
post({ type: 'ready' });
