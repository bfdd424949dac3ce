// An access token passed as ?at=<token> (a link from an e-mail or a partner site) signs the player in:
// it is saved to local storage and removed from the address, so it is not bookmarked, shared or sent
// as a referrer (spec 2.3 Redirects and address handling).
import { STORAGE_KEYS, type KeyValueStorage, getLocalStorage, writeString } from './storage';

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
 * Takes ?at=<token> from the address: stores it as accessToken and replaces the address without it,
 * keeping the path, the other query parameters (as written) and the hash. Returns the token, or null.
 */
export function takeAccessTokenFromUrl(
  loc: Pick<Location, 'pathname' | 'search' | 'hash'>,
  history: Pick<History, 'replaceState' | 'state'>,
  storage: KeyValueStorage | null = getLocalStorage(),
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

  if (!token) return null;
  writeString(STORAGE_KEYS.accessToken, token, storage);
  return token;
}
