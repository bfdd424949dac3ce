// The sandbox payment provider's 3DS challenge page (GET /api/sandbox/provider/3ds/{id}): a small
// accessible page with a plain form and two buttons, Authenticate and Fail authentication, posting back
// to the same address. No script at all; its own CSP allows only its one style (by hash) and posting
// the form to this origin, and no framing.
import type { Challenge } from '../deposits';
import { html, pageShell, styleHash, type Markup } from '../../pageShell';

const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; display: flex; min-height: 100vh; align-items: center; justify-content: center; }
  main { width: min(420px, 100%); padding: 24px; box-sizing: border-box; }
  h1 { font-size: 1.3rem; margin: 0 0 8px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; margin: 16px 0; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  .actions { display: flex; gap: 12px; flex-wrap: wrap; }
  button { font: inherit; padding: 10px 16px; border-radius: 8px; border: 2px solid currentColor; cursor: pointer; }
  button[value="authenticate"] { background: #1f6f43; color: #fff; border-color: #1f6f43; }
  button:focus-visible { outline: 3px solid #4c8dff; outline-offset: 2px; }
`;

export const CHALLENGE_PAGE_CSP = [
  "default-src 'none'",
  `style-src ${styleHash(STYLE)}`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

const page = (title: string, body: Markup) => pageShell({
  title, style: STYLE, meta: { referrer: 'no-referrer' },
  body: html`<main>
${body}
</main>`,
});

export function challengePageHtml(action: string, info: Challenge): string {
  const amount = `${info.amount} ${info.currencyCode}`;
  return page('Confirm your payment - Sandbox 3-D Secure', html`<h1>Confirm your payment</h1>
<p>Your bank asks you to confirm this card payment. This is the sandbox's 3-D Secure page: no real bank is involved.</p>
<dl>
  <dt>Merchant</dt><dd>Sandbox Casino</dd>
  <dt>Amount</dt><dd>${amount}</dd>
  <dt>Method</dt><dd>${info.paymentMethod}</dd>
</dl>
<form method="post" action="${action}" class="actions">
  <button type="submit" name="decision" value="authenticate">Authenticate</button>
  <button type="submit" name="decision" value="fail">Fail authentication</button>
</form>`);
}

/** 404 (unknown payment) or 410 (decided or expired): the player can only go back to the cashier. */
export function challengeClosedHtml(status: number, message: string): string {
  return page(status === 404 ? 'Unknown payment' : 'Authentication closed', html`<h1>${message}</h1>
<p>${status === 404 ? 'This payment is not known to the payment provider.' : 'This payment was already authenticated, declined or has expired.'}</p>
<p><a href="/deposit">Back to the cashier</a></p>`);
}
