// The news of a completed deposit (spec 7 Realtime socket: the deposit event; the 3DS webhook's answer) is
// a one-off browser event. The deposit page that says 'Your deposit of ... was successful.' loads in its own
// chunk, and on the way back from the provider (a full page load) it may mount after the news came. So the
// latest news is also kept here until a deposit page takes it, and only briefly: a deposit page opened
// minutes later must not greet the player with an old deposit. The clock is a parameter for tests.
import { create } from 'zustand';
import { WALLET_BROWSER_EVENTS } from './realtimeStatus';

/** How long a deposit's news waits for a deposit page to take it. */
export const DEPOSIT_NEWS_MS = 60_000;

let unseen: { detail: unknown; at: number } | null = null;

/** The latest completed deposit of this page, for the success dialog off the deposit page (spec 4 result dialogs). */
export const useLatestDeposit = create<{ detail: Record<string, unknown> | null }>(() => ({ detail: null }));

/** Deposits no layout listener (DepositEvents, loaded after the page) has handled yet. */
let undelivered: Array<{ detail: unknown; at: number }> = [];

/** Keeps a deposit's news for a deposit page and a layout listener that are not listening yet, and as the latest deposit. */
export function noteDeposit(detail: unknown, now = Date.now()): void {
  unseen = { detail, at: now };
  undelivered = [...undelivered, { detail, at: now }].slice(-5);
  useLatestDeposit.setState({ detail: detail && typeof detail === 'object' ? detail as Record<string, unknown> : null });
}

/** The deposits of the last minute no layout listener has handled; taking them clears them. */
export function takeUndelivered(now = Date.now(), maxAgeMs = DEPOSIT_NEWS_MS): unknown[] {
  const recent = undelivered.filter((news) => now - news.at <= maxAgeMs).map((news) => news.detail);
  undelivered = [];
  return recent;
}

let depositPages = 0;

/** A deposit page is showing (it says 'Your deposit of ... was successful.' itself); returns its leaving. */
export function enterDepositPage(): () => void {
  depositPages += 1;
  return () => { depositPages = Math.max(0, depositPages - 1); };
}

/** Whether a deposit page is showing now. */
export const onDepositPage = () => depositPages > 0;

/** Keeps the news and dispatches it as the socket's deposit event (for a caller that learnt it elsewhere). */
export function announceDeposit(detail: unknown, target: EventTarget | null = typeof window === 'undefined' ? null : window, now = Date.now()): void {
  noteDeposit(detail, now);
  target?.dispatchEvent(new CustomEvent(WALLET_BROWSER_EVENTS.deposit, { detail }));
}

/** The news no deposit page has taken yet, if it is recent; taking it clears it. */
export function takeDeposit(now = Date.now(), maxAgeMs = DEPOSIT_NEWS_MS): unknown {
  const news = unseen;
  unseen = null;
  return news && now - news.at <= maxAgeMs ? news.detail : null;
}
