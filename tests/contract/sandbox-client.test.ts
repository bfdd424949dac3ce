// The front end's own api client against the sandbox (DESIGN contract: paths, methods, parameters and
// answer shapes are the spec's section 7): every endpoint the front end names (src/platform/api/endpoints.ts)
// is called through callEndpoint over real HTTP, so a path, a method or a query/body split that differs
// between the two fails here, and each answer is checked against its schema. A new endpoint in the front
// end without a sample below fails the coverage test.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ApiClient } from '../../src/platform/api/client';
import { callEndpoint, ENDPOINT_NAMES, type EndpointName, type EndpointParams } from '../../src/platform/api/endpoints';
import { tokenizeCard } from '../../src/platform/paymentProvider';
import type { validators } from '../../src/generated/validators.js';
import { expectValid, startSandbox, PASSWORD, PLAYER } from './sandbox-helpers';
import { FetchXhr } from '../support/fetchXhr';
import { holdFile } from '../../src/forms/heldFiles';

// The upload is XMLHttpRequest in a browser (progress); Node has fetch only.
globalThis.XMLHttpRequest ??= FetchXhr as unknown as typeof XMLHttpRequest;
/** A held PNG (its signature is all the sandbox reads), which the uploadDocument sample sends. */
const PNG = () => holdFile(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], 'scan.png', { type: 'image/png' }));
let documentId = 0;

const NOW = new Date('2026-06-17T10:00:00.000Z');
let app: FastifyInstance;
let token: string | null = null;
let forbidden = 0;
let client: ApiClient;
let firstGameSlug = '';
/** A game with a bonus buy that the default location (MT) may play: launched, then its bonus buy confirmed. */
let bonusBuyGameSlug = '';
/** The game session of the launchGame sample, which the confirmBonusBuy sample confirms a bonus buy for. */
let launchedSessionId = '';
let resetToken = '';
let base = '';
/** A card token of the payment provider (not an endpoint of the client: src/platform/paymentProvider.ts), which the deposit sample pays with. */
let cardToken = '';
/** PaReq and MD of the deposit sample's 3DS challenge (authenticated), which the threeDsWebhook sample sends. */
let threeDs = { PaReq: '', MD: '' };
/** The quote of the calculateWithdrawal sample, which the withdraw sample confirms (crypto: calculate, then confirm). */
let quoteId = '';
/** The token of the signUp sample's new player (email not verified), for whom resendVerification sends the email again. */
let signedUpToken: string | null = null;
/** The player bonus of the applyCoupon sample, which the cancelBonus sample cancels. */
let couponBonusId = 0;
const WALLET = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh';
beforeAll(async () => {
  app = await startSandbox({ now: () => NOW });
  base = await app.listen({ host: '127.0.0.1', port: 0 });
  const link = (await (await fetch(`${base}/api/sandbox/reset-link`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'new@sandbox.test' }) })).json()) as { url: string };
  resetToken = new URL(link.url, base).searchParams.get('token')!;
  const rows = ((await (await fetch(`${base}/api/core/casino/games?limit=100`)).json()) as { data: { games: { rows: Array<{ slug: string; hasBonusBuy: boolean; restrictedCountries: string[] }> } } }).data.games.rows;
  firstGameSlug = rows[0].slug;
  bonusBuyGameSlug = rows.find((g) => g.hasBonusBuy && !g.restrictedCountries.includes('MT'))!.slug;
  client = new ApiClient({ apiBase: base, coreApiBase: base, getToken: () => token, getLanguage: () => 'en', onForbidden: () => (forbidden += 1) });
  cardToken = (await tokenizeCard(`${base}/api/sandbox/provider`, { number: '4242424242424242', holder: 'Maria Borg', expiry: '12/30', cvc: '123' })).data.token;
});
afterAll(() => app.close());

type Sample = { [N in EndpointName]: { params: () => EndpointParams[N]; schema: keyof typeof validators | null } };

// The order matters: login first (the token), logout last.
const SAMPLES: Sample = {
  login: { params: () => ({ email: PLAYER, password: PASSWORD, userDeviceType: 'desktop', screenResolution: '1280x800' }), schema: 'api/login.response' },
  getLocales: { params: () => ({ lng: 'en' }), schema: 'api/locales.response' },
  getScripts: { params: () => ({ _: 'hash' }), schema: 'api/scripts.response' },
  getSettings2: { params: () => ({}), schema: 'api/settings2.response' },
  getAllBonus: { params: () => ({ type: 'deposit', pageNo: 1, language: 'en', timeZone: 'Europe/Malta', countryCode: 'MT', currencyCode: 'EUR' }), schema: 'api/get-all-bonus.response' },
  getPayments: { params: () => ({ currencyCode: 'EUR', countryCode: 'MT' }), schema: 'api/get-payments.response' },
  getAllCountry: { params: () => ({}), schema: 'api/get-all-country.response' },
  getCurrencies: { params: () => ({}), schema: 'api/get-currencies.response' },
  getRakebackDays: { params: () => ({ user: 1, bonusId: 900 }), schema: 'api/get-rakeback-days.response' },
  getLocation: { params: () => ({}), schema: 'api/get-location.response' },
  getRegistrationFields: { params: () => ({}), schema: 'api/get-registration-fields.response' },
  getFullCategoryList: { params: () => ({ locale: 'en' }), schema: 'api/get-full-category-list.response' },
  getUserDetails: { params: () => ({}), schema: 'api/get-user-details.response' },
  signUp: {
    params: () => ({ email: 'client@sandbox.test', password: 'Client123', firstName: 'C', lastName: 'L', dateOfBirth: '1991-01-01', countryCode: 'MT', currencyCode: 'EUR' }),
    schema: 'api/sign-up.response',
  },
  resendVerification: { params: () => ({}), schema: 'api/resend-verification.response' },
  rakebackClaim: { params: () => ({ bonusId: 900, claimDate: '2026-06-17', customerDate: '2026-06-17', timeZone: 'Europe/Malta' }), schema: 'api/rakeback-claim.response' },
  calendarAward: { params: () => ({ user: 1 }), schema: 'api/calendar-award.response' },
  deposit: {
    params: () => ({ paymentMethod: 'visa', amount: 25, requestId: 'client-sample-0001', bonusId: null, cancelActiveBonus: false, cardToken, network: null }),
    schema: 'api/deposit.response',
  },
  threeDsWebhook: { params: () => threeDs, schema: 'api/success.response' },
  calculateWithdrawal: { params: () => ({ paymentMethod: 'bitcoin', amount: 100, walletAddress: WALLET, network: 'BTC' }), schema: 'api/withdraw-calculate.response' },
  withdraw: {
    params: () => ({ paymentMethod: 'bitcoin', amount: 100, requestId: 'client-sample-withdraw-0001', quoteId, details: { walletAddress: WALLET, network: 'BTC' } }),
    schema: 'api/withdraw.response',
  },
  getLimits: { params: () => ({}), schema: 'api/limits.response' },
  updateLimits: { params: () => ({ form: 'updateDeposit', period: 0, amount: 500 }), schema: 'api/limits-update.response' },
  setRakebackParticipation: { params: () => ({ participate: true }), schema: 'api/rakeback-participation.response' },
  reverseGeocode: { params: () => ({ latitude: 35.8989, longitude: 14.5146 }), schema: 'api/reverse-geocode.response' },
  getCryptoRate: { params: () => ({ coin: 'BTC' }), schema: 'api/crypto-rate.response' },
  // useMultiWallet is switched on before getWallets (below); the switch is to the active wallet (EUR), so the
  // samples after it keep the player's one currency.
  getWallets: { params: () => ({}), schema: 'api/wallets.response' },
  openWallet: { params: () => ({ currency: 'USD' }), schema: 'api/wallets.response' },
  switchWallet: { params: () => ({ currency: 'EUR' }), schema: 'api/wallets.response' },
  countryBlocked: { params: () => ({ ip: '198.51.100.1', country: 'US', firstUrl: '/' }), schema: 'api/success.response' },
  logEvent: { params: () => ({ event: 'PAGE_VIEW', data: { path: '/' }, userDeviceType: 'desktop' }), schema: 'api/success.response' },
  updateUserDetails: { params: () => ({ city: 'Sliema', updateFrom: 'Update Form' }), schema: 'api/update-user-details.response' },
  getGames: { params: () => ({ category: 'slots', sort: 'name', pageNo: 2, limit: 10 }), schema: 'api/games.response' },
  getGame: { params: () => ({ slug: firstGameSlug }), schema: 'api/game.response' },
  getProviders: { params: () => ({}), schema: 'api/providers.response' },
  getTournaments: { params: () => ({}), schema: 'api/tournaments.response' },
  getTournament: { params: () => ({ id: 1 }), schema: 'api/tournament.response' },
  addFavorite: { params: () => ({ slug: firstGameSlug }), schema: null },
  getFavorites: { params: () => ({}), schema: 'api/favorites.response' },
  removeFavorite: { params: () => ({ slug: firstGameSlug }), schema: null },
  getTransactions: { params: () => ({ pageNo: 1, limit: 5 }), schema: 'api/transactions.response' },
  launchGame: { params: () => ({ slug: bonusBuyGameSlug, mode: 'real' }), schema: 'api/launch-game.response' },
  confirmBonusBuy: { params: () => ({ sessionId: launchedSessionId, price: 50 }), schema: 'api/bonus-buy-confirm.response' },
  getTopWins: { params: () => ({ tab: 'my', limit: 5 }), schema: 'api/top-wins.response' },
  setGhostMode: { params: () => ({ enabled: false }), schema: 'api/ghost-mode.response' },
  forgotPassword: { params: () => ({ email: PLAYER }), schema: 'api/success.response' },
  resetPassword: { params: () => ({ token: resetToken, password: 'Reset123!' }), schema: 'api/success.response' },
  sendCredentials: { params: () => ({ password: PASSWORD }), schema: 'api/success.response' },
  uploadDocument: { params: () => ({ kind: 'identityProof', file: PNG() }), schema: 'api/document-upload.response' },
  getDocuments: { params: () => ({}), schema: 'api/documents.response' },
  deleteDocument: { params: () => ({ id: documentId }), schema: 'api/success.response' },
  // The bonus engine: the guests' promotions, a coupon (108), its cancel, an activation (211), the history.
  getPromotions: { params: () => ({ type: 'no_deposit', pageNo: 1, limit: 5 }), schema: 'api/promotions.response' },
  applyCoupon: { params: () => ({ code: 'freechip5', timeZone: 'Europe/Malta' }), schema: 'api/coupon.response' },
  cancelBonus: { params: () => ({ userBonusId: couponBonusId }), schema: 'api/bonus-cancel.response' },
  activateBonus: { params: () => ({ bonusId: 211, timeZone: 'Europe/Malta' }), schema: 'api/bonus-activate.response' },
  getBonusHistory: { params: () => ({ pageNo: 1, limit: 10 }), schema: 'api/bonus-history.response' },
  getSessionSummary: { params: () => ({}), schema: 'api/session-summary.response' },
  // The player excludes themselves, then freezes the account (which revokes this token): only logout follows.
  startSelfExclusion: { params: () => ({ duration: '1w' }), schema: 'api/self-exclusion.response' },
  freezeAccount: { params: () => ({ days: 1 }), schema: 'api/freeze-account.response' },
  logout: { params: () => ({}), schema: 'api/success.response' },
};

describe('every endpoint of the front end answers through its own client', () => {
  it('has a sample for every endpoint name', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...ENDPOINT_NAMES].sort());
  });

  it.each(Object.keys(SAMPLES) as EndpointName[])('%s', async (name) => {
    const sample = SAMPLES[name];
    // resendVerification is for a player whose email is not verified: the one the signUp sample made.
    const via = name === 'resendVerification' ? new ApiClient({ apiBase: base, coreApiBase: base, getToken: () => signedUpToken, getLanguage: () => 'en', onForbidden: () => (forbidden += 1) }) : client;
    if (name === 'getWallets') {
      const on = await fetch(`${base}/api/sandbox/settings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ useMultiWallet: true }) });
      expect(on.status).toBe(200);
    }
    const answer = await callEndpoint(via, name, sample.params() as never);
    if (name === 'signUp') signedUpToken = (answer as { data: { accessToken: string } }).data.accessToken;
    if (sample.schema) expectValid(sample.schema, answer);
    if (name === 'login') token = (answer as { data: { accessToken: string } }).data.accessToken;
    if (name === 'launchGame') launchedSessionId = (answer as { data: { launch: { sessionId: string } } }).data.launch.sessionId;
    if (name === 'deposit') {
      // The player passes the provider's 3DS page, which sends the browser back with PaReq and MD.
      const next = (answer as { data: { deposit: { next: { url: string } } } }).data.deposit.next;
      const res = await fetch(`${base}${next.url}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'decision=authenticate' });
      const location = new URL(res.headers.get('location')!, base).searchParams;
      threeDs = { PaReq: location.get('PaReq')!, MD: location.get('MD')! };
    }
    if (name === 'applyCoupon') couponBonusId = (answer as { data: { userBonusId: number } }).data.userBonusId;
    if (name === 'uploadDocument') documentId = (answer as { data: { document: { id: number } } }).data.document.id;
    if (name === 'calculateWithdrawal') quoteId = (answer as { data: { quote: { quoteId: string } } }).data.quote.quoteId;
    if (name === 'withdraw') expect((answer as { data: { withdrawal: { status: string; receive: number } } }).data.withdrawal).toMatchObject({ status: 'requested', receive: 0.00165 });
    if (name === 'switchWallet') expect((answer as { data: { wallets: Array<{ currency: string; active: boolean }> } }).data.wallets.map((w) => [w.currency, w.active])).toEqual([['EUR', true], ['USD', false]]);
    if (name === 'threeDsWebhook') expect((answer as { data: { status: string } }).data.status).toBe('completed');
    expect(forbidden).toBe(0);
  });

  it('after logout the token is refused with 403, which the client turns into onForbidden (spec 8)', async () => {
    await expect(callEndpoint(client, 'getUserDetails')).rejects.toMatchObject({ status: 403 });
    expect(forbidden).toBe(1);
  });
});
