// The audit's Chromium checks (review 2026-11-23 findings 3 and 8; review 2026-11-27 N5) against stand-in pages
// in Debian's Chromium: a card form that sends the card with the casino's credentials or to the casino, card
// fields in the page's own document, a sign-in link adopted without asking; and their correct counterparts.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { cardData, closeBrowser, hostedCardFields, linkTokenSession } from '../../../tools/audit/checks/browser';
import { closeStandIns, lineOf, accounts, standIn, type Handler } from './standIn';

afterEach(closeStandIns);
afterAll(() => closeBrowser());

const html = (body: string, script = '') => ({ status: 200, body: `<!doctype html><html><head><title>stand-in</title></head><body>${body}<script>${script}</script></body></html>` });

describe('audit R8: a sign-in link never swaps the session silently', () => {
  type Flaw = 'adopts' | 'keeps-address';
  const sandbox = (flaw?: Flaw): Record<string, Handler> => {
    const a = accounts();
    return {
      ...a.routes,
      'GET /api/user/get-user-details': (request) => ({ status: 200, body: { data: { getUser: { email: a.userOf(request)?.email } } } }),
      'GET /casino': () => html('<main id="app"></main>', `
        const at = new URLSearchParams(location.search).get('at');
        const stored = localStorage.getItem('accessToken');
        if (at && ${flaw === 'adopts'}) { localStorage.setItem('accessToken', at); history.replaceState(null, '', '/casino'); }
        else if (at && stored && at !== stored) {
          if (${flaw !== 'keeps-address'}) history.replaceState(null, '', '/casino');
          fetch('/api/user/get-user-details', { headers: { authorization: 'Bearer ' + at } }).then((r) => r.json()).then((answer) => {
            const p = document.createElement('p');
            p.dataset.testid = 'switch-account-link';
            p.textContent = 'Sign in as ' + answer.data.getUser.email + '?';
            document.getElementById('app').append(p);
          });
        }`),
    };
  };
  it("prints FAILED when the link's token replaces the session (as found)", async () => {
    expect(await lineOf('R8', linkTokenSession, sandbox('adopts'))).toMatch(/^FAILED {2}R8: the link's token replaced the signed-in player's session without asking/);
  }, 60_000);
  it('prints FAILED when the address keeps the token', async () => {
    expect(await lineOf('R8', linkTokenSession, sandbox('keeps-address'))).toMatch(/^FAILED {2}R8: the address still carries the token/);
  }, 60_000);
  it("holds when the player is asked and the session stays", async () => {
    expect(await lineOf('R8', linkTokenSession, sandbox())).toMatch(/^held {4}R8: /);
  }, 60_000);
});

describe('audit N5: the card fields in the provider frame', () => {
  const FIELDS = '<input autocomplete="cc-number"><input autocomplete="cc-name"><input autocomplete="cc-exp"><input autocomplete="cc-csc">';
  async function provider() {
    const server = await standIn({ 'GET /fields': () => html(FIELDS) });
    return server;
  }
  const sandbox = (frame: string | null): Record<string, Handler> => ({
    ...accounts().routes,
    'GET /deposit': () => html(frame ? `<iframe title="card" src="${frame}"></iframe>` : FIELDS),
    'GET /fields': () => html(FIELDS),
  });
  it("prints FAILED when the card fields are in the page's own document (as found)", async () => {
    expect(await lineOf('N5', hostedCardFields, sandbox(null))).toMatch(/^FAILED {2}N5: the deposit page's own document has 3 card field\(s\)/);
  }, 60_000);
  it("prints FAILED when the frame is the site's own origin", async () => {
    expect(await lineOf('N5', hostedCardFields, sandbox('/fields'))).toMatch(/^FAILED {2}N5: the card fields are in a frame of http:\/\/127\.0\.0\.1:\d+, not of the provider's own origin/);
  }, 60_000);
  it('holds when the fields are in a frame of another origin', async () => {
    const other = await provider();
    expect(await lineOf('N5', hostedCardFields, sandbox(`${other.url.replace('127.0.0.1', 'localhost')}/fields`))).toMatch(/^held {4}N5: the card fields are in a frame of http:\/\/localhost:\d+/);
  }, 60_000);
});

describe('audit R3: card data only to the provider', () => {
  type Flaw = 'authorization' | 'cookie' | 'to-casino';
  const sandbox = (flaw?: Flaw): Record<string, Handler> => {
    const form = `<div data-testid="deposit-card"><input autocomplete="cc-number"><input autocomplete="cc-name"><input autocomplete="cc-exp"><input autocomplete="cc-csc"></div>
      <button data-testid="deposit-pay">Pay</button><script id="boot-config" type="application/json">{"paymentProviderUrl":"/provider"}</script>`;
    return {
      ...accounts().routes,
      'POST /provider/card-token': () => ({ status: 200, body: { token: 'card-token-1' } }),
      'POST /api/user/deposit': () => ({ status: 200, body: { data: { redirect: '/3ds/1' } } }),
      'POST /api/user/3ds-webhook': () => ({ status: 200, body: { success: true } }),
      'GET /3ds/1': () => html(`<button value="authenticate" onclick="location.href = '/deposit?modal=deposit-3ds-success'">Authenticate</button>`),
      'GET /deposit': ({ url }) => html(form, url.searchParams.get('modal') ? `fetch('/api/user/3ds-webhook', { method: 'POST', body: '{}' });` : `
        document.querySelector('[data-testid=deposit-pay]').onclick = async () => {
          const value = (token) => document.querySelector('[autocomplete=' + token + ']').value;
          const card = { number: value('cc-number'), holder: value('cc-name'), expiry: value('cc-exp'), cvc: value('cc-csc') };
          const bearer = { authorization: 'Bearer ' + localStorage.getItem('accessToken') };
          await fetch('/provider/card-token', { method: 'POST', body: JSON.stringify(card), credentials: ${JSON.stringify(flaw === 'cookie' ? 'include' : 'omit')},
            headers: { 'content-type': 'application/json', ...(${flaw === 'authorization'} ? bearer : {}) } });
          await fetch('/api/user/deposit', { method: 'POST', headers: { 'content-type': 'application/json', ...bearer },
            body: JSON.stringify(${flaw === 'to-casino'} ? card : { cardToken: 'card-token-1' }) });
          location.href = '/3ds/1';
        };`),
    };
  };
  it("prints FAILED when the tokeniser gets the casino's Authorization (as found)", async () => {
    expect(await lineOf('R3', cardData, sandbox('authorization'))).toMatch(/^FAILED {2}R3: POST http:\/\/127\.0\.0\.1:\d+\/provider\/card-token carried the card with the casino's authorization/);
  }, 60_000);
  it("prints FAILED when the tokeniser gets the casino's cookie (the old check could not see cookies)", async () => {
    expect(await lineOf('R3', cardData, sandbox('cookie'))).toMatch(/^FAILED {2}R3: POST .*\/provider\/card-token carried the card with the casino's cookie/);
  }, 60_000);
  it('prints FAILED when the card also goes to the casino API', async () => {
    expect(await lineOf('R3', cardData, sandbox('to-casino'))).toMatch(/^FAILED {2}R3: card data reached POST http:\/\/127\.0\.0\.1:\d+\/api\/user\/deposit/);
  }, 60_000);
  it('holds when only the tokeniser gets the card, without credentials', async () => {
    expect(await lineOf('R3', cardData, sandbox())).toMatch(/^held {4}R3: of \d+ requests of a signed-in card deposit, only POST \/provider\/card-token carried the card/);
  }, 60_000);
});
