// @vitest-environment jsdom
// The card tokeniser is the payment provider's (PCI DSS SAQ A): the card goes to the boot config's
// paymentProviderUrl with a plain fetch that carries none of the casino's credentials.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/platform/api/client';
import { SANDBOX_PAYMENT_PROVIDER_URL, readBootConfig } from '../../../src/platform/boot';
import { PaymentProviderUnavailableError, cardTokenUrl, tokenizeCard } from '../../../src/platform/paymentProvider';
import { useSession } from '../../../src/platform/session';

const CARD = { number: '4242424242424242', holder: 'Maria Borg', expiry: '12/30', cvc: '123' };
const OK = { success: true, data: { token: 'tok_1', brand: 'visa', last4: '4242', expiresAt: '2030-01-01T00:00:00Z' } };

function fakeFetch(status = 200, body: unknown = OK) {
  return vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

afterEach(() => {
  useSession.setState({ token: null, authenticated: false });
  document.cookie = 'accessToken=; Max-Age=0; Path=/';
});

describe('tokenizeCard', () => {
  it('posts {number, holder, expiry, cvc} to {paymentProviderUrl}/card-token and answers the token', async () => {
    const fetch = fakeFetch();
    const answer = await tokenizeCard('https://pay.provider.test/v1/', CARD, { fetch });
    expect(answer.data.token).toBe('tok_1');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('https://pay.provider.test/v1/card-token');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual(CARD);
  });

  it("carries none of the player's credentials: no Authorization or Authorization2 header, no cookies, no referrer, no redirect", async () => {
    // A signed-in player with a token in the session and a cookie on the page: neither may reach the provider.
    useSession.setState({ token: 'PLAYER-TOKEN', authenticated: true });
    document.cookie = 'accessToken=PLAYER-TOKEN; Path=/';
    const fetch = fakeFetch();
    await tokenizeCard('/api/sandbox/provider', CARD, { fetch });
    const [, init] = fetch.mock.calls[0];
    const headers = new Headers(init.headers);
    expect(headers.has('authorization')).toBe(false);
    expect(headers.has('authorization2')).toBe(false);
    expect(headers.has('cookie')).toBe(false);
    expect(JSON.stringify(init)).not.toContain('PLAYER-TOKEN');
    expect(init).toMatchObject({ credentials: 'omit', referrerPolicy: 'no-referrer', redirect: 'error' });
  });

  it("a refused field throws the provider's body (422 {field, message}), which the card form shows on that field", async () => {
    const refusal = { success: false, field: 'expiry', message: 'Expiry date is in the past', code: 'INVALID_FIELD' };
    const error = await tokenizeCard('/api/sandbox/provider', CARD, { fetch: fakeFetch(422, refusal) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, body: refusal });
  });

  it('an answer without a token is a failure (502), not a deposit without a card', async () => {
    await expect(tokenizeCard('/p', CARD, { fetch: fakeFetch(200, { success: true, data: {} }) })).rejects.toMatchObject({ status: 502 });
  });

  it('a network failure is status 0 and a provider that never answers times out as 408', async () => {
    const offline = vi.fn(async () => { throw new TypeError('Failed to fetch'); });
    await expect(tokenizeCard('/p', CARD, { fetch: offline })).rejects.toMatchObject({ status: 0 });
    const silent = vi.fn((_url: string, init: RequestInit) => new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    }));
    await expect(tokenizeCard('/p', CARD, { fetch: silent, timeoutMs: 5 })).rejects.toMatchObject({ status: 408 });
  });

  it('an empty paymentProviderUrl means card payments are unavailable: nothing is sent', async () => {
    const fetch = fakeFetch();
    await expect(tokenizeCard('', CARD, { fetch })).rejects.toBeInstanceOf(PaymentProviderUnavailableError);
    await expect(tokenizeCard(undefined, CARD, { fetch })).rejects.toBeInstanceOf(PaymentProviderUnavailableError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('cardTokenUrl joins the base and card-token with one slash', () => {
    expect(cardTokenUrl('/api/sandbox/provider')).toBe('/api/sandbox/provider/card-token');
    expect(cardTokenUrl('https://psp.test/')).toBe('https://psp.test/card-token');
  });
});

describe('readBootConfig: paymentProviderUrl', () => {
  function page(config: unknown) {
    const doc = document.implementation.createHTMLDocument();
    if (config !== undefined) {
      const el = doc.createElement('script');
      el.id = 'boot-config';
      el.type = 'application/json';
      el.textContent = JSON.stringify(config);
      doc.head.append(el);
    }
    return doc;
  }

  it('is the sandbox provider when the page names none', () => {
    expect(SANDBOX_PAYMENT_PROVIDER_URL).toBe('/api/sandbox/provider');
    expect(readBootConfig(page(undefined)).paymentProviderUrl).toBe('/api/sandbox/provider');
    expect(readBootConfig(page({ brand: 'curacao' })).paymentProviderUrl).toBe('/api/sandbox/provider');
  });

  it("is the page's when it names one, and '' (no card payments) stays ''", () => {
    expect(readBootConfig(page({ paymentProviderUrl: 'https://psp.test/v1' })).paymentProviderUrl).toBe('https://psp.test/v1');
    expect(readBootConfig(page({ paymentProviderUrl: '' })).paymentProviderUrl).toBe('');
  });
});
