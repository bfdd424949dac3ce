// The payment provider's card tokeniser (PCI DSS SAQ A): the card number, holder, expiry and CVC go from
// the browser to the provider only, and the casino API gets the one-time token instead. The sandbox provider's
// hosted card fields call it from their own frame and origin (server/sandbox/provider/cardFields.client.ts; the
// casino's page never holds the card). It is a plain fetch, never the casino ApiClient, which would add the
// player's Authorization headers and resolve the path against the casino API host. It sends no cookies, no
// referrer and follows no redirect (a redirected POST would carry the card to another address).
import type { CardTokenResponse } from '../generated/types';
import { ApiError, DEFAULT_TIMEOUT_MS, readBody } from './api/client';

export interface CardDetails { number: string; holder: string; expiry: string; cvc: string }

/** The page names no payment provider (paymentProviderUrl ''): card payments are unavailable; nothing is sent. */
export class PaymentProviderUnavailableError extends Error {
  constructor() {
    super('No payment provider is configured');
    this.name = 'PaymentProviderUnavailableError';
  }
}

export interface TokenizeOptions {
  /** The page's fetch by default. */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  /** Default 15000 ms, as the api client's (spec 9 Timeouts). */
  timeoutMs?: number;
}

/** The tokeniser's address: POST {paymentProviderUrl}/card-token. */
export function cardTokenUrl(paymentProviderUrl: string): string {
  return `${paymentProviderUrl.replace(/\/+$/, '')}/card-token`;
}

/**
 * POST {paymentProviderUrl}/card-token {number, holder, expiry, cvc} -> {success, data: {token, brand, last4}}.
 * A refusal throws an ApiError with the provider's body (422 {success: false, field, message, code}), so the
 * form can show the message on its field; a timeout is 408 and a network failure 0, as the api client's.
 */
export async function tokenizeCard(paymentProviderUrl: string | undefined, card: CardDetails, options: TokenizeOptions = {}): Promise<CardTokenResponse> {
  if (!paymentProviderUrl) throw new PaymentProviderUnavailableError();
  const doFetch = options.fetch ?? ((url: string, init: RequestInit) => globalThis.fetch(url, init));
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  try {
    let response: Response;
    let body: unknown;
    try {
      response = await doFetch(cardTokenUrl(paymentProviderUrl), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ number: card.number, holder: card.holder, expiry: card.expiry, cvc: card.cvc }),
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
        redirect: 'error',
        cache: 'no-store',
        signal: controller.signal,
      });
      body = await readBody(response);
    } catch (error) {
      if (timedOut) throw new ApiError(408, 'Request timeout');
      throw new ApiError(0, `Network error on the card tokeniser: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!response.ok) throw new ApiError(response.status, `The card tokeniser answered ${response.status}`, body);
    const token = (body as Partial<CardTokenResponse> | null)?.data?.token;
    if (typeof token !== 'string' || token === '') throw new ApiError(502, 'The card tokeniser answered no token', body);
    return body as CardTokenResponse;
  } finally {
    clearTimeout(timer);
  }
}

