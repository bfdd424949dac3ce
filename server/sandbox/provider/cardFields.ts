// The sandbox payment provider's hosted card fields (GET /api/sandbox/provider/card-fields): the page the casino's
// deposit form frames from the provider's origin (provider/origins.ts), with the card number, expiry and CVC
// inputs, labelled and described with the texts the casino page puts in the address (src/cashier/
// hostedCardFields.ts; the frame hard-codes no wording). Its behaviour is one static script built from
// cardFields.client.ts (npm run build: dist/provider/card-fields.js). Its own strict policy: that script from its
// own origin and no inline script, its one style by hash, requests to its own origin only (the tokeniser), no
// form posts, and framing by the site's origins only.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CardFieldsTexts, HostedCardField } from '../../../src/cashier/hostedCardFields';
import { html, pageShell, styleHash } from '../../pageShell';

export const CARD_FIELDS_SCRIPT_PATH = '/api/sandbox/provider/card-fields.js';
/** Where npm run build (tools/build-provider.ts) writes the frame's script. */
export const CARD_FIELDS_SCRIPT_FILE = join(dirname(fileURLToPath(import.meta.url)), '../../../dist/provider/card-fields.js');

// Defaults until the page sends its look (a style message): readable on their own, transparent so the page shows
// until the page says what colour is behind the frame.
const STYLE = `
  :root { font-family: var(--font-family, system-ui, sans-serif); font-size: var(--font-size, 14px); color: var(--text, #18181b); }
  html { background: var(--page-background, transparent); }
  body { margin: 0; padding: 2px; }
  form { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 12px; }
  .field { display: flex; flex-direction: column; gap: 6px; min-width: 0; }
  .wide { grid-column: span 2; }
  label { font-size: var(--label-size, 14px); font-weight: var(--label-weight, 500); color: var(--label-color, inherit); }
  input { font: inherit; color: inherit; background: var(--background, transparent); box-sizing: border-box; width: 100%; min-width: 0;
    height: var(--input-height, 40px); padding: 0 var(--padding-inline, 12px); border: 1px solid var(--border, #d4d4d8);
    border-radius: var(--radius, 4px); outline: 0; }
  input:focus-visible { border-color: var(--focus, #2563eb); outline: 1px solid var(--focus, #2563eb); }
  input[aria-invalid="true"] { border-color: var(--error, #dc2626); }
  input[aria-invalid="true"]:focus-visible { outline-color: var(--error, #dc2626); }
  input:disabled { opacity: .5; cursor: not-allowed; }
  .error { margin: 0; color: var(--error, #dc2626); font-size: var(--label-size, 14px); }
  @media (max-width: 240px) { form { grid-template-columns: minmax(0, 1fr); } .wide { grid-column: auto; } }
`;

/** The fields page's policy; the sources of the site origins it may be framed by (provider/origins.ts). */
export function cardFieldsPolicy(ancestors: readonly string[]): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src ${styleHash(STYLE)}`,
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${ancestors.join(' ')}`,
  ].join('; ');
}

const FIELDS: Array<{ field: HostedCardField; autocomplete: string; maxLength: number; wide: boolean }> = [
  { field: 'number', autocomplete: 'cc-number', maxLength: 23, wide: true },
  { field: 'expiry', autocomplete: 'cc-exp', maxLength: 5, wide: false },
  { field: 'cvc', autocomplete: 'cc-csc', maxLength: 3, wide: false },
];

/**
 * The fields page: the site origins it talks to and the messages' texts as data of the form (the script reads
 * them; no inline script), and the provider's base path for the tokeniser, on this same origin.
 */
export function cardFieldsPageHtml(texts: CardFieldsTexts, siteOrigins: readonly string[], providerPath: string): string {
  const fields = FIELDS.map(({ field, autocomplete, maxLength, wide }) => html`<div class="field${wide ? ' wide' : ''}">
    <label for="card-${field}">${texts.labels[field]}</label>
    <input id="card-${field}" name="${field}" autocomplete="${autocomplete}" inputmode="numeric" maxlength="${maxLength}" spellcheck="false" aria-required="true" aria-invalid="false" aria-describedby="card-${field}-error">
    <p id="card-${field}-error" class="error" aria-live="polite"></p>
  </div>`);
  return pageShell({
    title: texts.title,
    locale: texts.lang,
    style: STYLE,
    meta: { referrer: 'no-referrer' },
    body: html`<form id="card-fields" novalidate data-site-origins="${JSON.stringify(siteOrigins)}" data-provider-url="${providerPath}" data-messages="${JSON.stringify(texts.messages)}">
  ${fields}
</form>
<script src="${CARD_FIELDS_SCRIPT_PATH}"></script>`,
  });
}

let script: string | null = null;
/** The built script, read once; null before npm run build has made it. */
export function cardFieldsScript(): string | null {
  if (script === null && existsSync(CARD_FIELDS_SCRIPT_FILE)) script = readFileSync(CARD_FIELDS_SCRIPT_FILE, 'utf8');
  return script;
}
