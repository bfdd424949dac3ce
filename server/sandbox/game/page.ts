// The game page of a launched session (contract "The play API" 2): a small accessible 3-reel slot. The
// HTML carries the session's settings in data attributes; the behaviour is the plain script slot.js
// (no inline script). Its own CSP: only that script, inline styles, calls to this origin, and framing
// by the site only.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GamePageInfo } from '../play';
import { html, pageShell } from '../../pageShell';

export const SLOT_SCRIPT_PATH = '/api/core/casino/play/slot.js';

/** Read once: the script does not change while the server runs. */
export const SLOT_SCRIPT = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'slot.js'), 'utf8');

export const GAME_PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'unsafe-inline'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

const STYLE = `
  :root { color-scheme: dark; font-family: system-ui, sans-serif; }
  body { margin: 0; background: #17122b; color: #f4f1ff; display: flex; min-height: 100vh; align-items: center; justify-content: center; }
  main { width: min(420px, 100%); padding: 16px; box-sizing: border-box; text-align: center; }
  h1 { font-size: 1.2rem; margin: 0 0 4px; }
  .mode { margin: 0 0 12px; font-size: .85rem; opacity: .8; }
  .reels { display: flex; gap: 8px; justify-content: center; margin: 12px 0; }
  .reel { list-style: none; margin: 0; padding: 4px; background: #2a2250; border-radius: 8px; width: 72px; }
  .cell { font-size: 2rem; height: 48px; line-height: 48px; }
  .cell:nth-child(2) { background: #3c3170; border-radius: 6px; }
  .controls { display: flex; gap: 8px; justify-content: center; align-items: center; flex-wrap: wrap; }
  button, select { font: inherit; padding: 8px 14px; border-radius: 8px; border: 1px solid #8a7cff; background: #2a2250; color: inherit; }
  button#spin { background: #8a7cff; color: #120d24; font-weight: 700; }
  button:disabled, select:disabled { opacity: .5; }
  button:focus-visible, select:focus-visible { outline: 3px solid #ffd84d; outline-offset: 2px; }
  .result { min-height: 1.5em; font-weight: 700; margin: 12px 0 4px; }
  .status { min-height: 1.2em; font-size: .85rem; opacity: .85; }
`;

function cellsOf(index: number) {
  return html`<ul class="reel" aria-label="Reel ${index + 1}"><li class="cell">?</li><li class="cell">?</li><li class="cell">?</li></ul>`;
}

export function gamePageHtml({ session, game, balance, currencyCode }: GamePageInfo): string {
  const data = {
    'session-id': session.id,
    'spin-url': `/api/core/casino/play/${session.id}/spin`,
    'min-bet': String(game.minBet),
    'max-bet': String(game.maxBet),
    'has-bonus-buy': String(game.hasBonusBuy),
    mode: session.mode,
    balance: String(balance),
    currency: currencyCode,
  };
  const attributes = Object.entries(data).map(([key, value]) => html` data-${key}="${value}"`);
  return pageShell({
    title: game.name,
    style: STYLE,
    body: html`<main id="slot"${attributes}>
  <h1>${game.name}</h1>
  <p class="mode">${session.mode === 'demo' ? 'Demo: play money' : 'Real money'} · Balance <span id="balance">${balance.toFixed(2)} ${currencyCode}</span></p>
  <div class="reels" role="group" aria-label="Reels">${[0, 1, 2].map(cellsOf)}</div>
  <p id="result" class="result" role="status" aria-live="polite"></p>
  <div class="controls">
    <label for="stake">Stake</label>
    <select id="stake"></select>
    <button id="spin" type="button">Spin</button>
    ${game.hasBonusBuy && html`<button id="buy" type="button">Bonus buy</button>`}
  </div>
  <p id="status" class="status" aria-live="polite"></p>
</main>
<script src="${SLOT_SCRIPT_PATH}"></script>`,
  });
}

export function sessionEndedHtml(): string {
  return pageShell({
    title: 'Session ended',
    style: STYLE,
    body: html`<main><h1>This game session has ended.</h1><p>Close the game and open it again to play.</p></main>`,
  });
}
