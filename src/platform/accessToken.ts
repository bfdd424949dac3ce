// An access token passed as ?at=<token> (a link from an e-mail or a partner site) signs the player in
// (spec 2.3 Redirects and address handling). It is always removed from the address, so it is not
// bookmarked, shared or sent as a referrer. It never silently replaces another session (security review
// finding 8: a link with someone else's token would sign the victim into that account, whose deposits
// the link's owner could then withdraw): with no session it is adopted, with the same one nothing
// changes, and with a different one the player is asked (src/shell/switchAccount.ts) while the link's
// token is held in memory only.
import type { SessionStore } from './session';

export const ACCESS_TOKEN_QUERY_PARAMETER = 'at';

function paramName(segment: string): string {
  const eq = segment.indexOf('=');
  const raw = (eq < 0 ? segment : segment.slice(0, eq)).replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Takes ?at=<token> from the address: replaces the address without it, keeping the path, the other query
 * parameters (as written) and the hash. Returns the token (stored nowhere; see linkTokenDecision), or null.
 */
export function takeAccessTokenFromUrl(
  loc: Pick<Location, 'pathname' | 'search' | 'hash'>,
  history: Pick<History, 'replaceState' | 'state'>,
): string | null {
  const token = new URLSearchParams(loc.search).get(ACCESS_TOKEN_QUERY_PARAMETER);
  if (token === null) return null;

  const kept = loc.search
    .replace(/^\?/, '')
    .split('&')
    .filter((segment) => segment !== '' && paramName(segment) !== ACCESS_TOKEN_QUERY_PARAMETER);
  const address = `${loc.pathname}${kept.length ? `?${kept.join('&')}` : ''}${loc.hash}`;
  try {
    history.replaceState(history.state, '', address);
  } catch (error) {
    console.warn('Could not remove the access token from the address', error);
  }

  return token || null;
}

/**
 * What a link's token does to the page's session. Pure.
 * - none: there is no link token;
 * - adopt: no session is stored, the link's token becomes the session's (spec 2.3);
 * - same: the stored session is the link's, nothing changes;
 * - ask: another session is stored: it stays, and the player decides whether to switch.
 */
export type LinkTokenDecision = 'none' | 'adopt' | 'same' | 'ask';

export function linkTokenDecision(linkToken: string | null, sessionToken: string | null): LinkTokenDecision {
  if (!linkToken) return 'none';
  if (!sessionToken) return 'adopt';
  return linkToken === sessionToken ? 'same' : 'ask';
}

/**
 * At boot, before the user loads: takes ?at= from the address and applies linkTokenDecision. adopt makes it
 * the session's token (the user loads with the stored session); ask hands it to `ask`, which holds it in
 * memory and asks the player. Returns the decision.
 */
export function handleAccessTokenLink(
  loc: Pick<Location, 'pathname' | 'search' | 'hash'>,
  history: Pick<History, 'replaceState' | 'state'>,
  session: Pick<SessionStore, 'getState'>,
  ask: (linkToken: string) => void,
): LinkTokenDecision {
  const linkToken = takeAccessTokenFromUrl(loc, history);
  const decision = linkTokenDecision(linkToken, session.getState().token);
  if (decision === 'adopt') session.getState().setToken(linkToken);
  else if (decision === 'ask') ask(linkToken!);
  return decision;
}
