// Every call of spec 7 by name, with its method, path, and which parameters go to the query and which to
// the body exactly as the spec's table says (a DESIGN contract). Actions call an endpoint by this name
// (`call` action), so a brand document never holds a path, and the answers are typed from schemas/api.
// The payment provider's card tokeniser is not here: card details never go through the casino api client
// (src/platform/paymentProvider.ts).
import type {
  CalendarAwardResponse, CountryBlockedRequest, GetAllBonusResponse, GetAllCountryResponse, GetCurrenciesResponse,
  GetFullCategoryListResponse, GetLocationResponse, GetPaymentsResponse, GetRakebackDaysResponse,
  GetRegistrationFieldsResponse, GetUserDetailsResponse, LogEventRequest, LoginRequest, LoginResponse, LogoutRequest,
  RakebackClaimRequest, RakebackClaimResponse, ScriptsResponse, SignUpPayload, SignUpResponse,
  ThreeDsWebhookRequest, UpdateUserDetailsResponse,
  FavoritesResponse, GameResponse, GamesResponse, ProvidersResponse, SuccessResponse, TournamentResponse,
  TournamentsResponse, TransactionsResponse, LaunchGameResponse, BonusBuyConfirmResponse,
  TopWinsResponse, GhostModeResponse, DepositRequest, DepositResponse,
  WithdrawRequest, WithdrawResponse, WithdrawCalculateRequest, WithdrawCalculateResponse,
  ResendVerificationResponse,
  DocumentsResponse, DocumentUploadResponse,
  SelfExclusionRequest, SelfExclusionResponse, FreezeAccountRequest, FreezeAccountResponse, SessionSummaryResponse,
  LimitsResponse, LimitsUpdateRequest, LimitsUpdateResponse,
  BonusActivateRequest, BonusActivateResponse, BonusCancelRequest, BonusCancelResponse, BonusHistoryResponse,
  CouponRequest, CouponResponse, PromotionsResponse,
  RakebackParticipationRequest, RakebackParticipationResponse,
  ReverseGeocodeResponse,
  CryptoRateResponse,
  WalletCurrencyRequest, WalletsResponse,
} from '../../generated/types';
import { dailyVersion } from '../cms';
import type { ApiClient, HttpMethod, QueryValue, RequestOptions } from './client';

type Id = string | number;

/** The parameters of each call. */
export interface EndpointParams {
  getLocales: { lng: string; _v4?: string };
  getScripts: { enableAuthUsers?: boolean; enableDepositors?: boolean; _?: string };
  getSettings2: Record<string, never>;
  getAllBonus: {
    limit?: number; type?: string; calendarDateTime?: string; pageNo?: number; isDeposit?: boolean;
    language?: string; cpnc?: string | null; dayOfWeek?: number | string; timeZone?: string;
    countryCode?: string; currencyCode?: string;
  };
  getPayments: { currencyCode?: string; countryCode?: string };
  getAllCountry: Record<string, never>;
  getCurrencies: Record<string, never>;
  getRakebackDays: { user: Id; bonusId?: Id };
  getLocation: Record<string, never>;
  getRegistrationFields: Record<string, never>;
  getFullCategoryList: { locale: string };
  getUserDetails: Record<string, never>;
  login: LoginRequest;
  signUp: SignUpPayload;
  logout: LogoutRequest;
  rakebackClaim: RakebackClaimRequest & { timeZone?: string };
  calendarAward: { user: Id };
  threeDsWebhook: ThreeDsWebhookRequest;
  countryBlocked: CountryBlockedRequest;
  logEvent: LogEventRequest;
  /** Profile fields plus updateFrom ('Update Form' or 'Profile Page'; spec 7). */
  updateUserDetails: { updateFrom?: string; onChangeResetKyc?: boolean; [field: string]: unknown };

  // Catalogue calls the spec leaves 'not shown' (the sandbox's, see server/sandbox/routes/catalogue.ts).
  /** sort: spec 3 Game sorting; pageNo from 1; limit default 24. */
  getGames: {
    category?: string; provider?: string; search?: string;
    sort?: 'sort' | 'releaseDate' | 'name' | 'returnToPlayer' | 'maxMultiplier' | 'minBet' | 'maxBet';
    order?: 'asc' | 'desc'; pageNo?: number; limit?: number;
  };
  getGame: { slug: string };
  getProviders: Record<string, never>;
  getTournaments: Record<string, never>;
  /** id: the tournament's id or slug. */
  getTournament: { id: Id };
  getFavorites: Record<string, never>;
  addFavorite: { slug: string };
  removeFavorite: { slug: string };
  getTransactions: { type?: string; status?: string; pageNo?: number; limit?: number };
  /** The play API (issue-4 contract 1): a game session in demo or real mode; the token is optional. */
  launchGame: { slug: string; mode: 'demo' | 'real' };
  /** spec 4 Bonus rules: the one-off bonus buy confirmation of a game session (contract 4). */
  /** The price the game showed (50 x its stake): the confirmation holds for a bonus buy of exactly that price. */
  confirmBonusBuy: { sessionId: string; price: number };
  /** spec 2.5 Top wins tabs (contract 7); tab my needs a token. */
  getTopWins: { tab: 'my' | 'all' | 'high-rollers' | 'multiplier'; limit?: number };
  /** spec 6 Ghost mode (contract 7). */
  setGhostMode: { enabled: boolean };
  /** Password reset (spec 2.3; not shown): by email, or by phone with useSMSResetPassword. */
  forgotPassword: { email?: string; phoneCode?: string; phone?: string };
  /** With the token of the email's link, or the phone and the SMS code. */
  resetPassword: { password: string; token?: string; phoneCode?: string; phone?: string; code?: string };
  /** Emails the login details of a 1-click registration (spec 2.5 credential save; not shown). */
  sendCredentials: { password: string };
  /** The cashier's deposit (not shown in the spec; schemas/api/deposit.request). */
  deposit: DepositRequest;
  /** The cashier's withdrawal request (not shown in the spec; schemas/api/withdraw.request). */
  withdraw: WithdrawRequest;
  /** The crypto withdrawal's calculate step (spec 2.5; schemas/api/withdraw-calculate.request). */
  calculateWithdrawal: WithdrawCalculateRequest;
  /** Sends the player's email verification link again (ours: the spec shows no call; schemas/api/resend-verification.request). */
  resendVerification: Record<string, never>;
  /** KYC documents (ours; schemas/api/documents.response): per kind its status and documents. */
  getDocuments: Record<string, never>;
  /** A KYC document (spec 3 Document kinds): file is a file field's value (src/forms/heldFiles.ts); sent raw, with progress. */
  uploadDocument: { kind: 'identityProof' | 'proofOfAddress' | 'bankStatement'; file: string };
  /** Removes a document still in review. */
  deleteDocument: { id: Id };
  /** The player's self-exclusion (spec 3 Limit forms updateSelfExclusion; a path of ours, schemas/api/self-exclusion.request). */
  startSelfExclusion: SelfExclusionRequest;
  /** The player's account freeze (spec 2.5 Freeze account; a path of ours, schemas/api/freeze-account.request). */
  freezeAccount: FreezeAccountRequest;
  /** The session since login and the position over it (the jurisdiction pack's reality check; schemas/api/session-summary.response). */
  getSessionSummary: Record<string, never>;
  /** The limits page (spec 2.5 Responsible gaming; ours: schemas/api/limits.response). */
  getLimits: Record<string, never>;
  /** One limit change (spec 3 Limit forms; schemas/api/limits-update.request). */
  updateLimits: LimitsUpdateRequest;
  /** The bonus engine (ours: schemas/api/bonus-activate.request, bonus-cancel.request, bonus-history.response, coupon.request, promotions.response). */
  activateBonus: BonusActivateRequest;
  cancelBonus: BonusCancelRequest;
  getBonusHistory: { pageNo?: number; limit?: number };
  applyCoupon: CouponRequest;
  /** Public: the promotions a guest sees (spec 7 makes a bonus call without a token throw). */
  getPromotions: { type?: string; pageNo?: number; limit?: number };
  setRakebackParticipation: RakebackParticipationRequest;
  /** Ours (spec 7 Maps service: reverse geocoding with latitude and longitude); schemas/api/reverse-geocode.response. */
  reverseGeocode: { latitude: number; longitude: number };
  /** Ours (issue 15 crypto coin-to-fiat): the rate per coin in the player's currency (schemas/api/crypto-rate.response). */
  getCryptoRate: { coin: string };
  /** Ours (issue 15 useMultiWallet): the player's wallets, opening one, switching the active one (schemas/api/wallets.response, wallet-currency.request). */
  getWallets: Record<string, never>;
  openWallet: WalletCurrencyRequest;
  switchWallet: WalletCurrencyRequest;
}

/** The answers of each call; unknown where the spec does not show them. */
export interface EndpointAnswers {
  getLocales: Record<string, unknown>;
  getScripts: ScriptsResponse;
  /** No schema: AppSettings, possibly wrapped in data (see settings.ts). */
  getSettings2: unknown;
  getAllBonus: GetAllBonusResponse;
  getPayments: GetPaymentsResponse;
  getAllCountry: GetAllCountryResponse;
  getCurrencies: GetCurrenciesResponse;
  getRakebackDays: GetRakebackDaysResponse;
  getLocation: GetLocationResponse;
  getRegistrationFields: GetRegistrationFieldsResponse;
  getFullCategoryList: GetFullCategoryListResponse;
  getUserDetails: GetUserDetailsResponse;
  login: LoginResponse;
  signUp: SignUpResponse;
  logout: unknown;
  rakebackClaim: RakebackClaimResponse;
  calendarAward: CalendarAwardResponse;
  threeDsWebhook: unknown;
  countryBlocked: unknown;
  logEvent: unknown;
  updateUserDetails: UpdateUserDetailsResponse;
  getGames: GamesResponse;
  getGame: GameResponse;
  getProviders: ProvidersResponse;
  getTournaments: TournamentsResponse;
  getTournament: TournamentResponse;
  getFavorites: FavoritesResponse;
  addFavorite: SuccessResponse;
  removeFavorite: SuccessResponse;
  getTransactions: TransactionsResponse;
  launchGame: LaunchGameResponse;
  confirmBonusBuy: BonusBuyConfirmResponse;
  getTopWins: TopWinsResponse;
  setGhostMode: GhostModeResponse;
  forgotPassword: SuccessResponse;
  resetPassword: SuccessResponse;
  sendCredentials: SuccessResponse;
  deposit: DepositResponse;
  withdraw: WithdrawResponse;
  calculateWithdrawal: WithdrawCalculateResponse;
  resendVerification: ResendVerificationResponse;
  getDocuments: DocumentsResponse;
  uploadDocument: DocumentUploadResponse;
  deleteDocument: SuccessResponse;
  startSelfExclusion: SelfExclusionResponse;
  freezeAccount: FreezeAccountResponse;
  getSessionSummary: SessionSummaryResponse;
  getLimits: LimitsResponse;
  updateLimits: LimitsUpdateResponse;
  activateBonus: BonusActivateResponse;
  cancelBonus: BonusCancelResponse;
  getBonusHistory: BonusHistoryResponse;
  applyCoupon: CouponResponse;
  getPromotions: PromotionsResponse;
  setRakebackParticipation: RakebackParticipationResponse;
  reverseGeocode: ReverseGeocodeResponse;
  getCryptoRate: CryptoRateResponse;
  getWallets: WalletsResponse;
  openWallet: WalletsResponse;
  switchWallet: WalletsResponse;
}

export type EndpointName = keyof EndpointParams;

export interface Endpoint {
  method: HttpMethod;
  /** {name} segments are filled from the parameters of the same name. */
  path: string;
  /** Parameters sent in the query. */
  query: readonly string[];
  /** Parameters sent in the body; '*' sends every parameter that is not in the path or the query. */
  body: readonly string[] | '*';
  cacheable: boolean;
  /** Values used when the caller leaves a parameter undefined. */
  defaults?: Record<string, unknown>;
  /** The parameter holding a file field's value: the file is the body, sent by ApiClient.upload. */
  upload?: string;
}

const get = (path: string, query: readonly string[] = [], cacheable = false, defaults?: Record<string, unknown>): Endpoint =>
  ({ method: 'GET', path, query, body: [], cacheable, defaults });

export const ENDPOINTS: Readonly<Record<EndpointName, Endpoint>> = {
  getLocales: get('/api/core/casino/locales/{lng}.json', ['_v4'], true),
  getScripts: get('/api/core/casino/scripts', ['enableAuthUsers', 'enableDepositors', '_'], true,
    { enableAuthUsers: true, enableDepositors: true }),
  getSettings2: get('/api/core/casino/settings2', [], true),
  getAllBonus: get('/api/admin/get-all-bonus', ['limit', 'type', 'calendarDateTime', 'pageNo', 'isDeposit', 'language',
    'cpnc', 'dayOfWeek', 'timeZone', 'countryCode', 'currencyCode'], false, { limit: 24 }),
  getPayments: get('/api/admin/get-payments', ['currencyCode', 'countryCode']),
  getAllCountry: get('/api/admin/get-all-country', [], true),
  getCurrencies: get('/api/admin/get-currencies', [], true),
  getRakebackDays: get('/api/admin/get-rakeback-days', ['user', 'bonusId']),
  getLocation: get('/api/admin/get-location'),
  getRegistrationFields: get('/api/admin/get-registration-fields'),
  getFullCategoryList: get('/api/admin/get-full-category-list', ['locale'], true),
  getUserDetails: get('/api/user/get-user-details'),
  login: { method: 'POST', path: '/api/user/login', query: [], cacheable: false,
    body: ['email', 'password', 'recaptchaToken', 'afterReg', 'cpnc', 'mkt', 'userDeviceType', 'screenResolution', 'uidToken'] },
  signUp: { method: 'POST', path: '/api/user/sign-up', query: [], body: '*', cacheable: false },
  logout: { method: 'POST', path: '/api/user/logout', query: [], body: ['reason'], cacheable: false,
    defaults: { reason: 'USER_INITIATED' } },
  rakebackClaim: { method: 'POST', path: '/api/user/rakeback-claim', query: ['timeZone', 'customerDate', 'bonusId'],
    body: ['bonusId', 'claimDate', 'customerDate'], cacheable: false },
  calendarAward: get('/api/user/calendar-award', ['user']),
  threeDsWebhook: { method: 'POST', path: '/api/user/3ds-webhook', query: [], body: ['PaReq', 'MD'], cacheable: false },
  countryBlocked: { method: 'PUT', path: '/api/user/country-blocked', query: [], body: ['ip', 'country', 'firstUrl'], cacheable: false },
  logEvent: { method: 'POST', path: '/api/user/log-event', query: [],
    body: ['event', 'data', 'mkt', 'userDeviceType', 'cpncToSent'], cacheable: false },
  updateUserDetails: { method: 'PUT', path: '/api/user/update-user-details', query: [], body: '*', cacheable: false },
  getGames: get('/api/core/casino/games', ['category', 'provider', 'search', 'sort', 'order', 'pageNo', 'limit'], true),
  getGame: get('/api/core/casino/games/{slug}', [], true),
  getProviders: get('/api/core/casino/providers', [], true),
  getTournaments: get('/api/core/casino/tournaments'),
  getTournament: get('/api/core/casino/tournaments/{id}'),
  getFavorites: get('/api/user/favorites'),
  addFavorite: { method: 'PUT', path: '/api/user/favorites/{slug}', query: [], body: [], cacheable: false },
  removeFavorite: { method: 'DELETE', path: '/api/user/favorites/{slug}', query: [], body: [], cacheable: false },
  getTransactions: get('/api/user/transactions', ['type', 'status', 'pageNo', 'limit']),
  launchGame: { method: 'POST', path: '/api/core/casino/games/{slug}/launch', query: [], body: ['mode'], cacheable: false },
  confirmBonusBuy: { method: 'POST', path: '/api/user/bonus-buy-confirm', query: [], body: ['sessionId', 'price'], cacheable: false },
  getTopWins: get('/api/core/casino/top-wins', ['tab', 'limit'], false, { limit: 20 }),
  setGhostMode: { method: 'PUT', path: '/api/user/ghost-mode', query: [], body: ['enabled'], cacheable: false },
  forgotPassword: { method: 'POST', path: '/api/user/forgot-password', query: [], body: ['email', 'phoneCode', 'phone'], cacheable: false },
  resetPassword: { method: 'POST', path: '/api/user/reset-password', query: [], body: ['token', 'phoneCode', 'phone', 'code', 'password'], cacheable: false },
  sendCredentials: { method: 'POST', path: '/api/user/send-credentials', query: [], body: ['password'], cacheable: false },
  deposit: { method: 'POST', path: '/api/user/deposit', query: [], body: ['paymentMethod', 'amount', 'requestId', 'bonusId', 'timeZone', 'cancelActiveBonus', 'cardToken', 'network', 'accountEmail', 'details'], cacheable: false },
  withdraw: { method: 'POST', path: '/api/user/withdraw', query: [], body: ['paymentMethod', 'amount', 'requestId', 'quoteId', 'details'], cacheable: false },
  calculateWithdrawal: { method: 'POST', path: '/api/user/withdraw/calculate', query: [], body: ['paymentMethod', 'amount', 'walletAddress', 'network'], cacheable: false },
  resendVerification: { method: 'POST', path: '/api/user/resend-verification', query: [], body: [], cacheable: false },
  getDocuments: get('/api/user/documents'),
  uploadDocument: { method: 'POST', path: '/api/user/documents', query: ['kind'], body: [], upload: 'file', cacheable: false },
  deleteDocument: { method: 'DELETE', path: '/api/user/documents/{id}', query: [], body: [], cacheable: false },
  startSelfExclusion: { method: 'POST', path: '/api/user/self-exclusion', query: [], body: ['duration'], cacheable: false },
  freezeAccount: { method: 'POST', path: '/api/user/freeze-account', query: [], body: ['days'], cacheable: false },
  getSessionSummary: { method: 'GET', path: '/api/user/session-summary', query: [], body: [], cacheable: false },
  getLimits: get('/api/user/limits'),
  updateLimits: { method: 'POST', path: '/api/user/limits', query: [], body: ['form', 'period', 'limit', 'amount', 'value', 'unit', 'confirm'], cacheable: false },
  activateBonus: { method: 'POST', path: '/api/user/bonus/activate', query: [], body: ['bonusId', 'timeZone'], cacheable: false },
  cancelBonus: { method: 'POST', path: '/api/user/bonus/cancel', query: [], body: ['userBonusId'], cacheable: false },
  getBonusHistory: { method: 'GET', path: '/api/user/bonus-history', query: ['pageNo', 'limit'], body: [], cacheable: false },
  applyCoupon: { method: 'POST', path: '/api/user/coupon', query: [], body: ['code', 'timeZone'], cacheable: false },
  getPromotions: { method: 'GET', path: '/api/core/casino/promotions', query: ['type', 'pageNo', 'limit'], body: [], cacheable: false },
  // Ours (spec 4: a player may cancel participation in the reward calendar); schemas/api/rakeback-participation.*.
  setRakebackParticipation: { method: 'POST', path: '/api/user/rakeback-participation', query: [], body: ['participate'], cacheable: false },
  // Ours (spec 7 Maps service; its 10 s timeout is src/account/reverseGeocode.ts'); schemas/api/reverse-geocode.response.
  reverseGeocode: get('/api/core/casino/maps/reverse-geocode', ['latitude', 'longitude']),
  // Ours (issue 15 crypto coin-to-fiat); schemas/api/crypto-rate.response.
  getCryptoRate: get('/api/user/crypto-rate', ['coin']),
  // Ours (issue 15 useMultiWallet; 409 MULTI_WALLET_OFF when off); schemas/api/wallets.response, wallet-currency.request.
  getWallets: get('/api/user/wallets'),
  openWallet: { method: 'POST', path: '/api/user/wallets/open', query: [], body: ['currency'], cacheable: false },
  switchWallet: { method: 'POST', path: '/api/user/wallets/switch', query: [], body: ['currency'], cacheable: false },
};

export const ENDPOINT_NAMES = Object.freeze(Object.keys(ENDPOINTS)) as readonly EndpointName[];

export function isEndpointName(name: string): name is EndpointName {
  return Object.prototype.hasOwnProperty.call(ENDPOINTS, name);
}

export interface CallOptions {
  /** Sent as the system-access-token header of get-full-category-list when configured (settings.systemAccessToken). */
  systemAccessToken?: string;
  signal?: AbortSignal;
  /** The date of the locale file's daily version (getLocales). */
  now?: () => Date;
  /**
   * spec 7 get-all-bonus sends language and cpnc: the page's language and the visitor's campaign (spec 4
   * Marketing parameters: the latest cpnc still valid), so campaign offers are asked for. Used for getAllBonus
   * when its parameters leave them out; callEndpoint fills them from the client and the stored parameters.
   */
  language?: string;
  cpnc?: string | null;
}

export interface BuiltRequest {
  method: HttpMethod;
  path: string;
  options: RequestOptions;
}

/** The request of a call: path filled, parameters split into query and body, defaults applied. Pure. */
export function buildRequest<N extends EndpointName>(name: N, params?: EndpointParams[N], options: CallOptions = {}): BuiltRequest {
  const endpoint = ENDPOINTS[name];
  const values: Record<string, unknown> = { ...endpoint.defaults };
  for (const [key, value] of Object.entries(params ?? {})) if (value !== undefined) values[key] = value;
  if (name === 'getLocales' && values._v4 === undefined) values._v4 = dailyVersion(options.now?.() ?? new Date());
  if (name === 'getAllBonus') {
    if (values.language === undefined && options.language) values.language = options.language;
    if (values.cpnc === undefined && options.cpnc) values.cpnc = options.cpnc;
  }

  const inPath = new Set<string>();
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, key: string) => {
    inPath.add(key);
    const value = values[key];
    if (value === undefined || value === null || value === '') throw new Error(`${name}: the parameter ${key} is required`);
    return encodeURIComponent(String(value));
  });

  const query: Record<string, QueryValue> = {};
  for (const key of endpoint.query) query[key] = values[key] as QueryValue;

  let body: Record<string, unknown> | undefined;
  if (endpoint.method !== 'GET') {
    body = {};
    const keys = endpoint.body === '*'
      ? Object.keys(values).filter((k) => !inPath.has(k) && !endpoint.query.includes(k))
      : endpoint.body;
    for (const key of keys) if (values[key] !== undefined) body[key] = values[key];
  }

  const headers: Record<string, string> = {};
  if (name === 'getFullCategoryList' && options.systemAccessToken) headers['system-access-token'] = options.systemAccessToken;

  return {
    method: endpoint.method,
    path,
    options: { query, body, cacheable: endpoint.cacheable, headers, signal: options.signal },
  };
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- {} extends T: every parameter is optional
type CallArgs<N extends EndpointName> = {} extends EndpointParams[N]
  ? [params?: EndpointParams[N], options?: CallOptions]
  : [params: EndpointParams[N], options?: CallOptions];

/** Makes a call of spec 7 by name through the api client. */
export function callEndpoint<N extends EndpointName>(client: ApiClient, name: N, ...args: CallArgs<N>): Promise<EndpointAnswers[N]> {
  const [params, options] = args;
  let built: BuiltRequest;
  try {
    built = buildRequest(name, params, {
      ...options,
      systemAccessToken: options?.systemAccessToken ?? client.systemAccessToken?.(),
      ...(name === 'getAllBonus' ? { language: options?.language ?? client.language?.(), cpnc: options?.cpnc ?? client.campaign?.() } : {}),
    });
  } catch (error) {
    return Promise.reject(error);
  }
  const file = ENDPOINTS[name].upload;
  if (file) return client.upload<EndpointAnswers[N]>(built.path, (params as Record<string, unknown>)[file], built.options);
  return client.request<EndpointAnswers[N]>(built.method, built.path, built.options);
}
