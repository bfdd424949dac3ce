// @vitest-environment jsdom
// The deposit page (spec 2.5 Deposit) and its dialogs' widgets with the app's services replaced: the api
// answers come from the test, the address is a memory router whose location the test reads, the socket's
// browser events are dispatched as src/platform/realtime.ts does.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StrictMode, useMemo, type ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { TestCallCache } from '../support/callCache';
import { createI18n } from '../../src/platform/i18n';
import { ApiError } from '../../src/platform/api/client';
import { BrandContext } from '../../src/shell/BrandContext';
import { ScopeContext, emptyScope, type Scope } from '../../src/renderer/scope';
import type { BrandBundle } from '../../src/platform/brand';
import { useSession } from '../../src/platform/session';
import { useModalStore } from '../../src/shell/modalStore';
import { useRealtimeStatus } from '../../src/platform/realtimeStatus';
import { RenderNodes } from '../../src/renderer/RenderNode';
import { TestProviders, rendererStandIn, servicesStandIn } from '../support/services';
import depositPage from '../../brands/curacao/pages/deposit.json';
import luluDepositPage from '../../brands/lulu/pages/deposit.json';
import type { NodeDocument } from '../../src/generated/types';
import DepositEvents from '../../src/widgets/DepositEvents/Listener';
import DepositAlternativeView from '../../src/widgets/DepositAlternative/View';
import DepositResultView from '../../src/widgets/DepositResult/View';
import { propsOf } from '../../src/renderer/widgetDefaults';
import DepositThreeDsView, { forget3dsCalls } from '../../src/widgets/DepositThreeDs/View';
import { browserNavigation } from '../../src/widgets/Deposit/browser';
import { resetResultClaims } from '../../src/widgets/Deposit/results';
import { TEXTS, en } from './tournaments-helpers';
import depositFailed from '../../brands/curacao/modals/deposit-failed.json';
import depositReturn from '../../brands/curacao/modals/deposit-return.json';
import depositDecline from '../../brands/curacao/modals/deposit-decline.json';
import depositCancel from '../../brands/curacao/modals/deposit-cancel.json';
import depositPending from '../../brands/curacao/modals/deposit-pending.json';
import depositSuccess from '../../brands/curacao/modals/deposit-success.json';
import DepositSuccessView from '../../src/widgets/DepositSuccess/Widget';
import paymentProfile from '../../brands/curacao/forms/payment-profile.json';
import { forgetTrackedDeposits } from '../../src/platform/depositActions';
import { announceDeposit, takeDeposit } from '../../src/platform/depositNews';
import { ModalHost } from '../../src/shell/ModalHost';
import { CARD_FIELDS_CHANNEL, type FrameResult } from '../../src/cashier/hostedCardFields';

// A few DOM matchers (the project has no jest-dom): each says what it saw when it fails.
const el = (received: unknown) => received as HTMLElement;
expect.extend({
  toBeInTheDocument: (received) => ({ pass: !!received && document.body.contains(el(received)), message: () => 'expected the element in the document' }),
  toHaveTextContent(received, text: string | RegExp) {
    const content = el(received).textContent ?? '';
    const pass = typeof text === 'string' ? content.includes(text) : text.test(content);
    return { pass, message: () => `expected text ${String(text)}, got "${content}"` };
  },
  toHaveAttribute(received, name: string, value?: string) {
    const actual = el(received).getAttribute(name);
    // value null: the attribute must be absent.
    return { pass: value === undefined ? actual !== null : actual === value, message: () => `expected ${name}=${String(value)}, got ${String(actual)}` };
  },
  toBeDisabled: (received) => ({ pass: (el(received) as HTMLButtonElement).disabled === true, message: () => 'expected disabled' }),
  toBeChecked: (received) => ({ pass: (el(received) as HTMLInputElement).checked === true, message: () => 'expected checked' }),
  toHaveValue: (received, value: string) => ({ pass: (el(received) as HTMLInputElement).value === value, message: () => `expected value "${value}", got "${(el(received) as HTMLInputElement).value}"` }),
  toHaveFocus: (received) => ({ pass: document.activeElement === received, message: () => `expected focus, the focus is on ${document.activeElement?.outerHTML.slice(0, 80)}` }),
  toBeEmptyDOMElement: (received) => ({ pass: (el(received).textContent ?? '') === '', message: () => `expected empty, got "${el(received).textContent}"` }),
});
declare module 'vitest' {
  interface Assertion {
    toBeInTheDocument(): void;
    toHaveTextContent(text: string | RegExp): void;
    toHaveAttribute(name: string, value?: string): void;
    toBeDisabled(): void;
    toBeChecked(): void;
    toHaveValue(value: string): void;
    toHaveFocus(): void;
    toBeEmptyDOMElement(): void;
  }
}

type Method = Record<string, unknown> & { id: number; name: string };
const method = (id: number, name: string, title: string, fields: Record<string, unknown> = {}): Method => ({
  id, name, paymentMethod: name, title, thumbnailUrl: `/api/core/casino/assets/payments/${name}.svg`, isCardForm: false, isActive: true,
  hidden: false, sortPriority: 10, minDeposit: 10, maxDeposit: 5000, isCrypto: false, ...fields,
});
const METHODS: Method[] = [
  method(1, 'visa', 'Visa', { isCardForm: true, sortPriority: 100 }),
  method(2, 'mastercard', 'Mastercard', { isCardForm: true, sortPriority: 95 }),
  method(3, 'upi', 'UPI', { sortPriority: 90, minDeposit: 300, maxDeposit: 100000 }),
  method(4, 'skrill', 'Skrill', { sortPriority: 80 }),
  method(5, 'bitcoin', 'Bitcoin', { sortPriority: 60, isCrypto: true, minDeposit: 0.0002, maxDeposit: 10, networks: ['BTC'] }),
  method(6, 'tether', 'Tether USDT', { sortPriority: 58, isCrypto: true, minDeposit: 10, maxDeposit: 100000, networks: ['TRC20', 'ERC20', 'BEP20'] }),
  method(7, 'carouseller', 'Carouseller', { sortPriority: 50 }),
  method(8, 'legacy_voucher', 'Legacy voucher', { hidden: true }),
  method(9, 'sofort', 'Sofort', { isActive: false, sortPriority: 35 }),
];
const BONUSES = [
  { id: 101, name: 'Welcome Bonus', type: 'deposit', banner: { bannerTitle: '100% up to 1000 EUR + 100 Free Spins' }, minDeposit: 100 },
  { id: 102, name: 'Second Deposit Bonus', type: 'deposit', banner: { bannerTitle: '50% up to 500 EUR on your 2nd deposit' }, minDeposit: 20 },
];
// A complete profile: the payment-profile step (spec 2.5) has its own tests below.
const PROFILE = { firstName: 'Maria', lastName: 'Borg', dateOfBirth: '1990-01-01', address: 'Triq il-Kbira 12', city: 'Valletta', zipCode: 'VLT 1010' };
const PLAYER = { userId: 1, email: 'player@sandbox.test', countryCode: 'MT', currencyCode: 'EUR', currencySymbol: '€', tags: [], activeBonus: null, ...PROFILE };

type Options = { query?: Record<string, unknown>; body?: unknown };
type Handler = (method: string, path: string, options: Options) => unknown;

interface Deposit { transactionId: number; requestId: string; status: string; amount: number; currencyCode: string; paymentMethod: string; next: unknown }
const deposit = (body: Record<string, unknown>, fields: Partial<Deposit> = {}) => ({
  success: true,
  data: { deposit: { transactionId: 41, requestId: body.requestId, status: 'completed', amount: body.amount, currencyCode: 'EUR', paymentMethod: body.paymentMethod, depositCount: 4, next: null, ...fields } },
});

/** The sandbox's answers, with the deposit call given by the test. */
function answers(onDeposit: (body: Record<string, unknown>) => unknown = (body) => deposit(body), extra: Handler = () => undefined): Handler {
  return (method, path, options) => {
    const own = extra(method, path, options);
    if (own !== undefined) return own;
    if (path === '/api/admin/get-payments') return { data: { payments: METHODS } };
    if (path === '/api/admin/get-all-bonus') return { data: { bonus: { count: BONUSES.length, rows: BONUSES } } };
    if (path === '/api/user/deposit') return onDeposit(options.body as Record<string, unknown>);
    if (path === '/api/user/log-event') return { success: true };
    if (path === '/api/user/get-user-details') return { data: { getUser: useSession.getState().user } };
    throw new Error(`unexpected ${method} ${path}`);
  };
}

// The payment provider (boot config paymentProviderUrl): its card fields are an iframe of its origin, which jsdom
// does not load. cardFrame() stands in for the frame's script: from the iframe's window and the provider's origin it
// says it is ready and answers the page's questions (src/cashier/hostedCardFields.ts) as the test says. The page
// itself must never fetch anything of the provider: a stubbed global fetch records any call.
const PROVIDER_URL = 'https://pay.provider.test/v1';
const PROVIDER_ORIGIN = 'https://pay.provider.test';
let boot: { paymentProviderUrl?: string } = {};
let providerFetch: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;

type PageMessage = Record<string, unknown> & { type: string; id?: string };
interface CardFrame {
  /** What the page posted to the frame, with the target origin it named. */
  received: Array<{ message: PageMessage; origin: string }>;
  /** A message as the frame's window at an origin would send it (the provider's by default). */
  send(data: Record<string, unknown>, from?: { origin?: string; source?: unknown }): void;
}

/** The frame of the provider's card fields, its answers to validate and tokenize given by the test. */
async function cardFrame(answers: { validate?: FrameResult; tokenize?: FrameResult } = {}, ready = true): Promise<CardFrame> {
  const iframe = await screen.findByTestId('card-fields') as HTMLIFrameElement;
  const frameWindow = iframe.contentWindow!;
  // The provider's document, as a browser shows it to the page: another origin's, so unreadable.
  Object.defineProperty(iframe, 'contentDocument', { configurable: true, get: () => null });
  const received: CardFrame['received'] = [];
  const send: CardFrame['send'] = (data, from = {}) => act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin: from.origin ?? PROVIDER_ORIGIN, source: (from.source ?? frameWindow) as Window, data: { channel: CARD_FIELDS_CHANNEL, ...data } }));
  });
  vi.spyOn(frameWindow, 'postMessage').mockImplementation(((message: PageMessage, origin: string) => {
    received.push({ message, origin });
    const result = message.type === 'validate' ? answers.validate ?? { outcome: 'valid' } : message.type === 'tokenize' ? answers.tokenize : undefined;
    if (result) setTimeout(() => send({ type: 'result', id: message.id, result }));
  }) as typeof frameWindow.postMessage);
  if (ready) send({ type: 'ready' });
  return { received, send };
}
const TOKEN: FrameResult = { outcome: 'token', token: 'tok_1', brand: 'visa', last4: '4242' };
const sentTypes = (frame: CardFrame) => frame.received.map((r) => r.message.type);

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}
const address = () => new URL(screen.getByTestId('address').textContent!, 'http://site.test');

const brand = {
  modals: {
    'deposit-failed': depositFailed, 'deposit-return': depositReturn, 'deposit-decline': depositDecline,
    'deposit-cancel': depositCancel, 'deposit-pending': depositPending, 'deposit-success': depositSuccess,
  },
  forms: { 'payment-profile': paymentProfile },
} as unknown as BrandBundle;

function renderUi(ui: ReactNode, handler: Handler, url = '/deposit', strict = false, scope: Scope = emptyScope, renderer = rendererStandIn()) {
  const request = vi.fn(async (method: string, path: string, options: Options) => handler(method, path, options));
  const track = vi.fn(async () => {});
  const navigate = vi.fn();
  const services = servicesStandIn({
    api: { request, url: (p: string) => `http://api.test${p}` } as never, boot: boot as never, brand, track,
    links: { resolve: () => ({ href: '/', external: false, shallow: false }), navigate },
  });
  const i18n = createI18n({ locale: 'en', fallbackTexts: {}, texts: TEXTS });
  // The shell's modals (in the address and the modal store), and its brand for the modal host.
  const tree = (
    <TestProviders services={services} renderer={renderer} scope={scope} i18n={i18n} url={url} shellModals>
      <BrandContext.Provider value={brand}>
        <TestCallCache>
          {ui}
          <Address />
        </TestCallCache>
      </BrandContext.Provider>
    </TestProviders>
  );
  render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { request, track, navigate };
}

// The brand's page document (brands/curacao/pages/deposit.json) through the renderer, as the site shows it.
let renderer = rendererStandIn();
const renderDeposit = (handler: Handler = answers(), url = '/deposit', scope: Scope = emptyScope, body: NodeDocument[] = depositPage.body as unknown as NodeDocument[]) => {
  renderer = rendererStandIn({ dev: true });
  return renderUi(
    <>
      <RenderNodes nodes={body} path="pages/deposit.json#/body" />
      <DepositEvents modal="deposit-failed" />
    </>,
    handler, url, false, scope, renderer,
  );
};

const calls = (request: ReturnType<typeof vi.fn>, path: string) => request.mock.calls.filter((c) => c[1] === path);
const depositBodies = (request: ReturnType<typeof vi.fn>) => calls(request, '/api/user/deposit').map((c) => (c[2] as Options).body as Record<string, unknown>);
const amountField = () => screen.getByLabelText(en('text.cashier.deposit.amount.label'));
const payButton = () => screen.getByRole('button', { name: en('text.cashier.deposit.pay') });

const holderField = () => screen.getByLabelText(en('text.cashier.deposit.card.holder'), { exact: false });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => { resolve = r; });
  return { promise, resolve };
}

const dispatch = (type: string, detail: unknown) => act(() => { window.dispatchEvent(new CustomEvent(type, { detail })); });

beforeEach(() => {
  boot = { paymentProviderUrl: PROVIDER_URL };
  providerFetch = vi.fn(async (url: string) => { throw new Error(`the page fetched ${url}`); });
  vi.stubGlobal('fetch', providerFetch);
  useRealtimeStatus.setState({ status: 'connected' });
  useSession.setState({ authenticated: true, token: 't', initialized: true, user: { ...PLAYER }, selfExcluded: false });
});
afterEach(() => {
  // The document renders whole: no node of it failed (a broken widget or action would be reported here).
  const reported = [...vi.mocked(renderer.reportError).mock.calls];
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resetResultClaims();
  forgetTrackedDeposits();
  takeDeposit();
  forget3dsCalls();
  sessionStorage.clear();
  localStorage.clear();
  useModalStore.setState({ local: [], order: [] });
  useSession.setState({ authenticated: false, token: null, user: null });
  // Checked after unmounting: a failed check must not leave this page in the next test's document.
  expect(reported).toEqual([]);
});

describe('Deposit: the method list (spec 4 Payment method selection, spec 9 Interface)', () => {
  it('shows skeletons while get-payments loads, then the visible methods by sortPriority descending with their logos', async () => {
    const payments = deferred<unknown>();
    const { request } = renderDeposit(answers(undefined, (_m, path) => (path === '/api/admin/get-payments' ? payments.promise : undefined)));
    expect(await screen.findByTestId('deposit-methods-loading')).toHaveAttribute('aria-busy', 'true');
    await act(async () => payments.resolve({ data: { payments: METHODS } }));
    const radios = await screen.findAllByRole('radio');
    // spec 4: 'A hidden method stays hidden unless it is a withdrawal method.'
    expect(radios.map((r) => r.closest('label')!.textContent)).toEqual([
      'Visa', 'Mastercard', 'UPI', 'Skrill', 'Bitcoin', 'Tether USDT', 'Carouseller', `Sofort${en('text.cashier.deposit.methods.unavailable')}`,
    ]);
    // The inactive method stays listed but cannot be chosen.
    expect(screen.getByRole('radio', { name: /Sofort/ })).toBeDisabled();
    expect(screen.getByTestId('deposit-methods')).toHaveAttribute('data-full-width', 'false');
    expect(screen.getByTestId('deposit-methods').querySelector('img')!.getAttribute('src')).toBe('http://api.test/api/core/casino/assets/payments/visa.svg');
    // spec 7 get-payments 'with currencyCode, countryCode'.
    expect(calls(request, '/api/admin/get-payments')[0][2]).toMatchObject({ query: { currencyCode: 'EUR', countryCode: 'MT' } });
  });

  it("the brand's settings (paymentMethods, issue 26 item 5): a method hidden for the player's country is not offered, not even by ?activeMethod; its order goes first", async () => {
    useSession.setState({ user: { ...PLAYER, countryCode: 'DE' } });
    const paymentMethods = { order: ['carouseller'], restrictions: { skrill: { restrictedCountries: ['DE'] }, upi: { allowedCountries: ['IN'] } } };
    renderDeposit(answers(), '/deposit?activeMethod=skrill', { ...emptyScope, settings: { paymentMethods } } as unknown as Scope);
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((r) => r.closest('label')!.textContent)).toEqual([
      'Carouseller', 'Visa', 'Mastercard', 'Bitcoin', 'Tether USDT', `Sofort${en('text.cashier.deposit.methods.unavailable')}`,
    ]);
    expect(radios.some((r) => (r as HTMLInputElement).checked)).toBe(false);
  });

  it("the brand's country rules follow the player: a Maltese player is offered the method hidden in Germany", async () => {
    const paymentMethods = { restrictions: { skrill: { restrictedCountries: ['DE'] } } };
    renderDeposit(answers(), '/deposit?activeMethod=skrill', { ...emptyScope, settings: { paymentMethods } } as unknown as Scope);
    expect(await screen.findByRole('radio', { name: 'Skrill' })).toBeChecked();
  });

  it("spec 9: 'under 5 visible methods are shown full width'", async () => {
    renderDeposit(answers(undefined, (_m, path) => (path === '/api/admin/get-payments' ? { data: { payments: METHODS.slice(0, 4) } } : undefined)));
    expect(await screen.findByTestId('deposit-methods')).toHaveAttribute('data-full-width', 'true');
  });

  it("says 'No payment methods available' when there is none", async () => {
    renderDeposit(answers(undefined, (_m, path) => (path === '/api/admin/get-payments' ? { data: { payments: [METHODS[7]] } } : undefined)));
    expect(await screen.findByText('No payment methods available')).toBeInTheDocument();
  });

  it('a failed get-payments says so and retries on request', async () => {
    let fail = true;
    const { request } = renderDeposit(answers(undefined, (_m, path) => {
      if (path !== '/api/admin/get-payments') return undefined;
      if (fail) throw new ApiError(503, 'Service Unavailable');
      return { data: { payments: METHODS } };
    }));
    const alert = await screen.findByTestId('deposit-methods-error');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveTextContent(en('text.cashier.deposit.methods.loadFailed'));
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: en('text.common.retry') }));
    expect(await screen.findByRole('radio', { name: 'Visa' })).toBeInTheDocument();
    expect(calls(request, '/api/admin/get-payments')).toHaveLength(2);
  });

  it('spec 2.1: ?activeMethod preselects the method; choosing one keeps it in the address', async () => {
    renderDeposit(answers(), '/deposit?activeMethod=skrill&x=1');
    expect(await screen.findByRole('radio', { name: 'Skrill' })).toBeChecked();
    expect(await screen.findByTestId('deposit-form')).toHaveAttribute('data-method', 'skrill');
    fireEvent.click(screen.getByRole('radio', { name: 'Mastercard' }));
    await waitFor(() => expect(address().searchParams.get('activeMethod')).toBe('mastercard'));
    expect(address().searchParams.get('x')).toBe('1');
    expect(screen.getByRole('radio', { name: 'Mastercard' })).toBeChecked();
  });

  it("spec 4: 'Selecting a hidden active method is reset': a hidden or inactive ?activeMethod preselects nothing", async () => {
    renderDeposit(answers(), '/deposit?activeMethod=sofort');
    await screen.findByRole('radio', { name: 'Visa' });
    expect(screen.queryByTestId('deposit-form')).toBeNull();
    expect(screen.getByText(en('text.cashier.deposit.methods.choose'))).toBeInTheDocument();
  });
});

describe('Deposit: the amount (spec 5 Deposit amount, spec 9 Deposit)', () => {
  it('starts at 25, steps by 1 up to 30 and by 5 above, offers 25, 50 and 100, and shows the limits', async () => {
    renderDeposit(answers(), '/deposit?activeMethod=skrill');
    await screen.findByTestId('deposit-form');
    expect(amountField()).toHaveValue('25');
    expect(screen.getByTestId('deposit-limits')).toHaveTextContent('Min €10.00 · Max €5,000.00');
    const quick = screen.getByRole('group', { name: en('text.cashier.deposit.amount.quick') });
    expect(within(quick).getAllByRole('button').map((b) => b.textContent)).toEqual(['€25.00', '€50.00', '€100.00']);
    expect(within(quick).getByRole('button', { name: '€25.00' })).toHaveAttribute('aria-pressed', 'true');

    const plus = screen.getByRole('button', { name: en('text.cashier.deposit.amount.increase') });
    const minus = screen.getByRole('button', { name: en('text.cashier.deposit.amount.decrease') });
    fireEvent.click(plus);
    expect(amountField()).toHaveValue('26');
    fireEvent.change(amountField(), { target: { value: '30' } });
    fireEvent.click(plus);
    expect(amountField()).toHaveValue('35');
    fireEvent.click(minus);
    expect(amountField()).toHaveValue('30');
    fireEvent.click(within(quick).getByRole('button', { name: '€100.00' }));
    expect(amountField()).toHaveValue('100');
  });

  it('shows the messages of checkDepositAmount and sends nothing while the amount is refused', async () => {
    const { request } = renderDeposit(answers(), '/deposit?activeMethod=skrill');
    await screen.findByTestId('deposit-form');
    fireEvent.change(amountField(), { target: { value: '5' } });
    expect(screen.getByTestId('deposit-amount-error')).toHaveTextContent(en('text.cashier.amount.belowMin', { min: '€10.00' }));
    fireEvent.change(amountField(), { target: { value: '6000' } });
    expect(screen.getByTestId('deposit-amount-error')).toHaveTextContent(en('text.cashier.amount.aboveMax', { max: '€5,000.00' }));
    fireEvent.change(amountField(), { target: { value: '25.505' } });
    expect(screen.getByTestId('deposit-amount-error')).toHaveTextContent(en('text.cashier.amount.tooManyDecimals', { decimals: 2 }));
    fireEvent.click(payButton());
    expect(amountField()).toHaveFocus();
    expect(calls(request, '/api/user/deposit')).toHaveLength(0);
  });

  it("a method whose minimum is above 25 starts at its minimum (UPI from 300)", async () => {
    renderDeposit(answers(), '/deposit?activeMethod=upi');
    await screen.findByTestId('deposit-form');
    expect(amountField()).toHaveValue('300');
    expect(screen.queryByRole('group', { name: en('text.cashier.deposit.amount.quick') })).toBeNull();
  });

  it("spec 5: 'Crypto amounts show up to 8 decimals' and 'must exceed the minimum deposit'", async () => {
    renderDeposit(answers(), '/deposit?activeMethod=bitcoin');
    await screen.findByTestId('deposit-form');
    const field = screen.getByLabelText(en('text.cashier.deposit.amount.labelCrypto', { method: 'Bitcoin' }));
    expect(field).toHaveValue(''); // 25 coins is no sensible start (initialDepositAmount)
    expect(screen.getByTestId('deposit-limits')).toHaveTextContent('Min 0.0002 · Max 10.00');
    fireEvent.change(field, { target: { value: '0.00123456' } });
    expect(screen.queryByTestId('deposit-amount-error')).toBeNull();
    expect(field).toHaveAttribute('aria-invalid', null as unknown as string);
    fireEvent.change(field, { target: { value: '0.001234567' } });
    expect(screen.getByTestId('deposit-amount-error')).toHaveTextContent(en('text.cashier.amount.tooManyDecimals', { decimals: 8 }));
    fireEvent.change(field, { target: { value: '0.0002' } });
    expect(screen.getByTestId('deposit-amount-error')).toHaveTextContent(en('text.cashier.amount.notAboveMin', { min: '0.0002' }));
  });
});

describe("Deposit: a card (spec 5 Card; the provider's hosted card fields, only a token on the page)", () => {
  it("frames the provider's card fields with the brand's texts in their address; the holder's name is the page's field", async () => {
    renderDeposit(answers(), '/deposit?activeMethod=visa');
    const iframe = await screen.findByTestId('card-fields') as HTMLIFrameElement;
    const src = new URL(iframe.src);
    expect(`${src.origin}${src.pathname}`).toBe(`${PROVIDER_URL}/card-fields`);
    expect(Object.fromEntries(src.searchParams)).toMatchObject({
      lang: 'en', title: en('text.cashier.deposit.card.legend'), 'label.number': en('text.cashier.deposit.card.number'),
      'label.expiry': en('text.cashier.deposit.card.expiry'), 'label.cvc': en('text.cashier.deposit.card.cvc'),
      'message.cardNumber': 'Please enter a valid card number.', 'message.cardExpiryMonth': 'Invalid month',
      'message.required': en('text.form.validation.invalid.required'),
    });
    expect(iframe).toHaveAttribute('title', en('text.cashier.deposit.card.legend'));
    // No card input of the page's own: only the holder's name.
    expect(screen.getByTestId('deposit-card').querySelectorAll('input').length).toBe(1);
    expect(holderField()).toHaveAttribute('autocomplete', 'cc-name');
  });

  it("takes the frame's messages only from its window at the provider's origin, and writes only to that origin", async () => {
    renderDeposit(answers(), '/deposit?activeMethod=visa');
    const frame = await cardFrame({}, false);
    const busy = () => screen.getByTestId('card-fields').parentElement!;
    expect(busy()).toHaveAttribute('aria-busy', 'true');
    frame.send({ type: 'ready' }, { origin: 'https://evil.test' });
    frame.send({ type: 'ready' }, { source: window });
    frame.send({ type: 'ready', channel: 'another' });
    expect(busy()).toHaveAttribute('aria-busy', 'true');
    frame.send({ type: 'ready' });
    expect(busy()).toHaveAttribute('aria-busy', 'false');
    // Ready: the page's look goes to the frame, at the provider's origin only.
    expect(sentTypes(frame)).toContain('style');
    expect(new Set(frame.received.map((r) => r.origin))).toEqual(new Set([PROVIDER_ORIGIN]));
    // The frame's height is the iframe's.
    frame.send({ type: 'size', height: 230 });
    expect(screen.getByTestId('card-fields').style.height).toBe('230px');
  });

  it("Pay asks the frame to check its fields: a wrong one takes the focus in the frame, the holder's name shows its message, nothing is tokenised or sent", async () => {
    const { request } = renderDeposit(answers(), '/deposit?activeMethod=visa');
    const frame = await cardFrame({ validate: { outcome: 'invalid', field: 'expiry' } });
    fireEvent.click(payButton());
    // Every problem at once: the holder's name is empty too, but the frame's fields come first.
    await waitFor(() => expect(frame.received.map((r) => r.message)).toContainEqual(expect.objectContaining({ type: 'focus', field: 'expiry' })));
    expect(screen.getByTestId('card-fields')).toHaveFocus();
    expect(screen.getByTestId('deposit-card')).toHaveTextContent(en('text.form.validation.invalid.required'));
    expect(sentTypes(frame)).not.toContain('tokenize');
    expect(request.mock.calls.filter((c) => c[0] === 'POST')).toHaveLength(0);
  });

  it("with the frame's fields right, a missing holder's name (the page's field, after the frame) takes the focus; nothing is tokenised", async () => {
    const { request } = renderDeposit(answers(), '/deposit?activeMethod=visa');
    const frame = await cardFrame();
    fireEvent.click(payButton());
    await waitFor(() => expect(holderField()).toHaveFocus());
    expect(sentTypes(frame)).toContain('validate');
    expect(sentTypes(frame)).not.toContain('tokenize');
    expect(request.mock.calls.filter((c) => c[0] === 'POST')).toHaveLength(0);
  });

  it("with a wrong amount, the frame's problems show too (validate) while the focus goes to the amount", async () => {
    renderDeposit(answers(), '/deposit?activeMethod=visa');
    const frame = await cardFrame();
    fireEvent.change(amountField(), { target: { value: '1' } });
    fireEvent.click(payButton());
    await waitFor(() => expect(sentTypes(frame)).toContain('validate'));
    expect(amountField()).toHaveFocus();
    expect(sentTypes(frame)).not.toContain('focus');
  });

  it("hands the frame the holder's name, gets only the token (no card detail ever reaches the page), deposits with it and goes to the 3DS page", async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const { request } = renderDeposit(answers((body) => deposit(body, { status: 'pending', next: { type: 'redirect', url: '/api/sandbox/provider/3ds/abc' } })), '/deposit?activeMethod=visa');
    const frame = await cardFrame({ tokenize: TOKEN });
    fireEvent.change(holderField(), { target: { value: ' Maria Borg ' } });
    fireEvent.click(payButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://api.test/api/sandbox/provider/3ds/abc'));
    expect(frame.received.map((r) => r.message)).toContainEqual(expect.objectContaining({ type: 'tokenize', holder: 'Maria Borg' }));
    // While paying the frame's fields are disabled, then enabled again, and emptied for the next card.
    expect(sentTypes(frame).filter((type) => ['disable', 'clear'].includes(type))).toEqual(['disable', 'clear', 'disable']);
    expect(providerFetch).not.toHaveBeenCalled();
    const [body] = depositBodies(request);
    expect(body).toEqual({ paymentMethod: 'visa', amount: 25, requestId: expect.any(String), cardToken: 'tok_1' });
    // The page document's redirecting step: a status line, announced.
    expect((await screen.findByText(en('text.cashier.deposit.redirecting'))).closest('[role="status"]')).not.toBeNull();
    expect(screen.getByTestId('deposit')).toHaveAttribute('data-stage', 'redirecting');
  });

  it("a card field the provider refuses takes the focus in the frame once enabled again; a refused holder's name shows its reason on the page; nothing is deposited", async () => {
    const { request } = renderDeposit(answers(), '/deposit?activeMethod=visa');
    let tokenize: FrameResult = { outcome: 'refused', field: 'expiry', code: 'text.form.validation.card.expiryPast' };
    const frame = await cardFrame({ get tokenize() { return tokenize; } });
    fireEvent.change(holderField(), { target: { value: 'Maria Borg' } });
    fireEvent.click(payButton());
    await waitFor(() => expect(sentTypes(frame)).toContain('focus'));
    const types = sentTypes(frame);
    expect(types.slice(types.lastIndexOf('disable'))).toEqual(['disable', 'focus']);
    expect(frame.received.at(-1)?.message).toMatchObject({ type: 'focus', field: 'expiry' });
    tokenize = { outcome: 'refused', field: 'holder', code: 'text.form.validation.invalid.required' };
    fireEvent.click(payButton());
    await waitFor(() => expect(holderField()).toHaveFocus());
    expect(screen.getByTestId('deposit-card')).toHaveTextContent(en('text.form.validation.invalid.required'));
    expect(holderField()).toHaveValue('Maria Borg');
    // The reason goes with the next change of the name.
    fireEvent.change(holderField(), { target: { value: 'Maria Borg-Vella' } });
    expect(screen.getByTestId('deposit-card')).not.toHaveTextContent(en('text.form.validation.invalid.required'));
    expect(calls(request, '/api/user/deposit')).toHaveLength(0);
  });

  it('a frame that answers no token shows the card failure text and deposits nothing', async () => {
    const { request } = renderDeposit(answers(), '/deposit?activeMethod=visa');
    await cardFrame({ tokenize: { outcome: 'failed', status: 503 } });
    fireEvent.change(holderField(), { target: { value: 'Maria Borg' } });
    fireEvent.click(payButton());
    expect(await screen.findByText(en('text.cashier.deposit.card.failed'))).toBeInTheDocument();
    expect(calls(request, '/api/user/deposit')).toHaveLength(0);
  });

  it('without a payment provider (paymentProviderUrl empty) there is no frame: the page says card payments are unavailable, and Pay sends nothing', async () => {
    boot = { paymentProviderUrl: '' };
    const { request } = renderDeposit(answers(), '/deposit?activeMethod=visa');
    expect(await screen.findByTestId('card-fields-failed')).toHaveTextContent(en('text.cashier.deposit.card.unavailable'));
    expect(screen.getByTestId('card-fields-failed')).toHaveAttribute('role', 'alert');
    expect(screen.queryByTestId('card-fields')).toBeNull();
    fireEvent.change(holderField(), { target: { value: 'Maria Borg' } });
    fireEvent.click(payButton());
    expect(await screen.findByText(en('text.cashier.deposit.card.failed'))).toBeInTheDocument();
    expect(providerFetch).not.toHaveBeenCalled();
    expect(request.mock.calls.filter((c) => c[0] === 'POST')).toHaveLength(0);
  });
});

describe('Deposit: Pay', () => {
  it('a double click makes one attempt with one requestId; the button is disabled while paying', async () => {
    const answer = deferred<unknown>();
    const { request } = renderDeposit(answers(() => answer.promise), '/deposit?activeMethod=skrill');
    await screen.findByTestId('deposit-form');
    const pay = payButton();
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(screen.getByTestId('deposit-pay')).toBeDisabled());
    fireEvent.click(screen.getByTestId('deposit-pay'));
    expect(calls(request, '/api/user/deposit')).toHaveLength(1);
    const [body] = depositBodies(request);
    await act(async () => answer.resolve(deposit(body)));
    await waitFor(() => expect(screen.getByTestId('deposit-pay')).not.toBeDisabled());
    expect(screen.getByTestId('deposit-success')).toHaveTextContent(en('text.cashier.deposit.success', { amount: '€25.00' }));
  });

  it('an attempt that got no answer is retried with the same requestId; a changed or answered one gets a new one', async () => {
    let offline = true;
    const { request } = renderDeposit(answers((body) => {
      if (offline) throw new ApiError(0, 'Network failure');
      return deposit(body);
    }), '/deposit?activeMethod=skrill');
    await screen.findByTestId('deposit-form');
    fireEvent.click(payButton());
    expect(await screen.findByText(en('text.cashier.deposit.noAnswer'))).toBeInTheDocument();
    offline = false;
    fireEvent.click(payButton());
    await screen.findByText(en('text.cashier.deposit.success', { amount: '€25.00' }));
    fireEvent.click(payButton());
    await waitFor(() => expect(depositBodies(request)).toHaveLength(3));
    const [first, second, third] = depositBodies(request).map((b) => b.requestId);
    expect(second).toBe(first);
    expect(third).not.toBe(first);
  });

  it("spec 8: a refusal is shown by its code, [MN] and [MX] filled; the form keeps what the player typed", async () => {
    renderDeposit(answers(() => {
      throw new ApiError(422, 'The amount must be between 10 and 5000 EUR.', { success: false, code: 'PAYMENT_PROVIDER_LIMIT_THRESHOLD', message: 'x', min: 10, max: 5000 });
    }), '/deposit?activeMethod=skrill');
    await screen.findByTestId('deposit-form');
    fireEvent.change(amountField(), { target: { value: '40' } });
    fireEvent.change(screen.getByTestId('deposit-bonus'), { target: { value: '102' } });
    fireEvent.click(payButton());
    await waitFor(() => expect(screen.getByTestId('deposit-error')).toHaveTextContent('The amount must be between €10.00 and €5,000.00.'));
    expect(screen.getByTestId('deposit-error')).toHaveAttribute('role', 'alert');
    expect(amountField()).toHaveValue('40');
    expect(screen.getByTestId('deposit-bonus')).toHaveValue('102');
  });

  it('spec 8: PROVIDER_ERROR and an unknown code', async () => {
    let code = 'PROVIDER_ERROR';
    renderDeposit(answers(() => { throw new ApiError(422, 'x', { success: false, code, message: 'x' }); }), '/deposit?activeMethod=skrill');
    await screen.findByTestId('deposit-form');
    fireEvent.click(payButton());
    await waitFor(() => expect(screen.getByTestId('deposit-error')).toHaveTextContent('There was a problem creating a query to the providers.'));
    code = 'SOMETHING_NEW';
    fireEvent.click(payButton());
    await waitFor(() => expect(screen.getByTestId('deposit-error')).toHaveTextContent('Deposit error'));
  });
});

describe("Deposit: a field the page declares (DepositField; spec 2.5 'A Skrill email step')", () => {
  it("the Skrill account e-mail: pre-filled, checked and focused at Pay, sent as accountEmail; the platform's refusal shows the field's text; another method sends none", async () => {
    const withEmailStep = (_: string, path: string) => (path === '/api/admin/get-payments'
      ? { data: { payments: METHODS.map((m) => (m.name === 'skrill' ? { ...m, accountEmail: true } : m)) } } : undefined);
    let refuse = true;
    const onDeposit = (body: Record<string, unknown>) => {
      if (refuse) throw new ApiError(422, 'x', { success: false, code: 'ACCOUNT_EMAIL_INVALID', message: 'x', field: 'accountEmail', reason: 'invalid' });
      return deposit(body);
    };
    const { request } = renderDeposit(answers(onDeposit, withEmailStep), '/deposit?activeMethod=skrill', { ...emptyScope, user: { ...PLAYER } } as Scope);
    const field = await screen.findByLabelText(en('text.cashier.deposit.accountEmail.label', { method: 'Skrill' }), { exact: false });
    expect(field).toHaveValue(PLAYER.email);
    expect(field).toHaveAttribute('type', 'email');

    // Emptied: its required text, the focus, and nothing sent.
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.click(payButton());
    await waitFor(() => expect(screen.getByTestId('deposit-field-accountEmail-error')).toHaveTextContent(en('text.cashier.deposit.accountEmail.required', { method: 'Skrill' })));
    expect(field).toHaveFocus();
    expect(depositBodies(request)).toEqual([]);

    // Well-formed, but the platform refuses it: the field's invalid text where refusals show.
    fireEvent.change(field, { target: { value: ' wallet@skrill.test ' } });
    fireEvent.click(payButton());
    await waitFor(() => expect(screen.getByTestId('deposit-error')).toHaveTextContent(en('text.cashier.deposit.accountEmail.invalid')));
    expect(depositBodies(request)).toEqual([expect.objectContaining({ paymentMethod: 'skrill', accountEmail: 'wallet@skrill.test' })]);

    refuse = false;
    fireEvent.click(payButton());
    await waitFor(() => expect(depositBodies(request)).toHaveLength(2));
    await waitFor(() => expect(screen.getByTestId('deposit-error')).toBeEmptyDOMElement());

    fireEvent.click(screen.getByRole('radio', { name: 'Carouseller' }));
    await waitFor(() => expect(screen.getByTestId('deposit-form')).toHaveAttribute('data-method', 'carouseller'));
    expect(screen.queryByTestId('deposit-field-accountEmail')).toBeNull();
    fireEvent.click(payButton());
    await waitFor(() => expect(depositBodies(request)).toHaveLength(3));
    expect(depositBodies(request)[2]).not.toHaveProperty('accountEmail');
    expect(depositBodies(request)[2]).toMatchObject({ paymentMethod: 'carouseller' });
  });
});

describe("Deposit: a field of the brand's own (DepositField with detail, issue 26 item 5)", () => {
  it("a bank transfer's payer reference travels in details, trimmed; left blank (it is optional) or for another method, no details are sent", async () => {
    const withBank = (_: string, path: string) => (path === '/api/admin/get-payments'
      ? { data: { payments: [...METHODS, method(10, 'bank_transfer', 'Bank transfer', { sortPriority: 40, minDeposit: 20 })] } } : undefined);
    const { request } = renderDeposit(answers(undefined, withBank), '/deposit?activeMethod=bank_transfer', { ...emptyScope, user: { ...PLAYER } } as Scope);
    const field = await screen.findByLabelText(en('text.cashier.deposit.payerReference.label'), { exact: false });
    expect(field).toHaveAttribute('maxLength', '35');

    fireEvent.click(payButton());
    await waitFor(() => expect(depositBodies(request)).toHaveLength(1));
    expect(depositBodies(request)[0]).toMatchObject({ paymentMethod: 'bank_transfer' });
    expect(depositBodies(request)[0]).not.toHaveProperty('details');

    fireEvent.change(field, { target: { value: '  INV-2026-0042 ' } });
    fireEvent.click(payButton());
    await waitFor(() => expect(depositBodies(request)).toHaveLength(2));
    expect(depositBodies(request)[1]).toMatchObject({ paymentMethod: 'bank_transfer', details: { payerReference: 'INV-2026-0042' } });
    expect(depositBodies(request)[1]).not.toHaveProperty('payerReference');

    fireEvent.click(screen.getByRole('radio', { name: 'Carouseller' }));
    await waitFor(() => expect(screen.getByTestId('deposit-form')).toHaveAttribute('data-method', 'carouseller'));
    expect(screen.queryByLabelText(en('text.cashier.deposit.payerReference.label'), { exact: false })).toBeNull();
    fireEvent.click(payButton());
    await waitFor(() => expect(depositBodies(request)).toHaveLength(3));
    expect(depositBodies(request)[2]).not.toHaveProperty('details');
  });
});

describe("Deposit: the bonus (spec 4 Bonus rules: 'A new deposit bonus cancels any active bonus, after a warning. Declining the warning refuses the deposit.')", () => {
  it('offers the deposit bonuses, none by default, and sends the chosen one', async () => {
    const { request } = renderDeposit(answers(), '/deposit?activeMethod=skrill');
    await screen.findByTestId('deposit-form');
    const select = screen.getByLabelText(en('text.cashier.deposit.bonus.label'));
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    expect(select).toHaveValue('');
    fireEvent.click(payButton());
    await waitFor(() => expect(depositBodies(request)).toHaveLength(1));
    expect(depositBodies(request)[0]).not.toHaveProperty('bonusId');
    fireEvent.change(select, { target: { value: '101' } });
    expect(screen.getByText(en('text.cashier.deposit.bonus.minDeposit', { min: '€100.00' }))).toBeInTheDocument();
    fireEvent.change(amountField(), { target: { value: '100' } });
    fireEvent.click(payButton());
    await waitFor(() => expect(depositBodies(request)).toHaveLength(2));
    // The offer's weekdays and hours are read in the player's time zone (spec 8 VALID_ON_DAYS).
    expect(depositBodies(request)[1]).toMatchObject({ bonusId: 101, amount: 100, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
    // The offers running now on the player's day: a deposit would refuse the others (spec 8 DAYS_VALID, VALID_ON_DAYS).
    const { query } = calls(request, '/api/admin/get-all-bonus')[0][2] as { query: Record<string, unknown> };
    expect(query).toMatchObject({ type: 'deposit', isDeposit: true, countryCode: 'MT', currencyCode: 'EUR', timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
    expect(Math.abs(Date.parse(String(query.calendarDateTime)) - Date.now())).toBeLessThan(60_000);
  });

  it('with an active bonus: declining the warning makes no deposit; accepting sends cancelActiveBonus', async () => {
    useSession.setState({ user: { ...PLAYER, activeBonus: { id: 102, name: 'Second Deposit Bonus' } } });
    const { request } = renderDeposit(answers(), '/deposit?activeMethod=skrill');
    await screen.findByTestId('deposit-form');
    const select = screen.getByLabelText(en('text.cashier.deposit.bonus.label'));
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(select, { target: { value: '101' } });
    fireEvent.change(amountField(), { target: { value: '100' } });
    fireEvent.click(payButton());
    const dialog = await screen.findByRole('alertdialog', { name: en('text.cashier.deposit.bonus.warning.title') });
    expect(dialog).toHaveTextContent(en('text.cashier.deposit.bonus.warning.text'));
    fireEvent.click(within(dialog).getByRole('button', { name: en('text.cashier.deposit.bonus.warning.decline') }));
    await waitFor(() => expect(screen.getByTestId('deposit-notice')).toHaveTextContent(en('text.cashier.deposit.bonus.declined')));
    expect(calls(request, '/api/user/deposit')).toHaveLength(0);

    fireEvent.click(payButton());
    const again = await screen.findByRole('alertdialog', { name: en('text.cashier.deposit.bonus.warning.title') });
    fireEvent.click(within(again).getByRole('button', { name: en('text.cashier.deposit.bonus.warning.confirm') }));
    await waitFor(() => expect(depositBodies(request)).toHaveLength(1));
    expect(depositBodies(request)[0]).toMatchObject({ bonusId: 101, cancelActiveBonus: true });
  });

  it("no bonus chosen: no warning, even with an active bonus", async () => {
    useSession.setState({ user: { ...PLAYER, activeBonus: 102 } });
    const { request } = renderDeposit(answers(), '/deposit?activeMethod=skrill');
    await screen.findByTestId('deposit-form');
    fireEvent.click(payButton());
    await waitFor(() => expect(depositBodies(request)).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('the platform knows of an active bonus the page did not: ACTIVE_BONUS asks the same question', async () => {
    const { request } = renderDeposit(answers((body) => {
      if (!body.cancelActiveBonus) throw new ApiError(409, 'x', { success: false, code: 'ACTIVE_BONUS', message: 'x' });
      return deposit(body);
    }), '/deposit?activeMethod=skrill');
    await screen.findByTestId('deposit-form');
    const select = screen.getByLabelText(en('text.cashier.deposit.bonus.label'));
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(select, { target: { value: '102' } });
    fireEvent.click(payButton());
    const dialog = await screen.findByRole('alertdialog', { name: en('text.cashier.deposit.bonus.warning.title') });
    fireEvent.click(within(dialog).getByRole('button', { name: en('text.cashier.deposit.bonus.warning.confirm') }));
    await screen.findByText(en('text.cashier.deposit.success', { amount: '€25.00' }));
    expect(depositBodies(request).map((b) => b.cancelActiveBonus)).toEqual([undefined, true]);
  });

  it("the chosen bonus's terms refuse the deposit (spec 8 DEPOSITS_NUMBER2): the activation code's text, not a deposit error", async () => {
    renderDeposit(answers(() => {
      throw new ApiError(422, 'x', { success: false, code: 'DEPOSITS_NUMBER2', bonusId: 102, details: { forDepositNumber: 2 }, message: 'x' });
    }), '/deposit?activeMethod=skrill');
    await screen.findByTestId('deposit-form');
    const select = screen.getByLabelText(en('text.cashier.deposit.bonus.label'));
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(select, { target: { value: '102' } });
    fireEvent.click(payButton());
    await waitFor(() => expect(screen.getByTestId('deposit-error')).toHaveTextContent(en('text.bonus.activation.depositsNumber2', { deposit: '2' })));
  });
});

describe('Deposit: UPI (spec 4 countdown, spec 8 UPI QR states, spec 2.5 not to refresh)', () => {
  const upi = (next: Record<string, unknown>) => answers((body) => deposit(body, { status: 'pending', next: { type: 'upiQr', ...next } }));
  const link = 'upi://pay?pa=sandboxcasino%40upi&pn=Sandbox%20Casino&am=300.00&tn=41&cu=INR';

  it('shows the link as a QR code with a mm:ss countdown to its expiry and the note not to refresh', async () => {
    renderDeposit(upi({ link, expiresAt: new Date(Date.now() + 5 * 60_000).toISOString() }), '/deposit?activeMethod=upi');
    await screen.findByTestId('deposit-form');
    fireEvent.click(payButton());
    const qr = await screen.findByRole('img', { name: en('text.cashier.deposit.upi.qrAlt') });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await waitFor(() => expect(screen.getByRole('heading', { name: en('text.cashier.deposit.upi.title') })).toHaveFocus());
    expect(screen.getByTestId('upi-countdown').textContent).toMatch(/^Expires in 0[45]:\d\d$/);
    expect(screen.getByTestId('deposit-do-not-refresh')).toHaveTextContent(en('text.cashier.deposit.doNotRefresh'));
    expect(screen.getByRole('link', { name: en('text.cashier.deposit.upi.open') })).toHaveAttribute('href', link);
    const before = screen.getByTestId('upi-countdown').textContent;
    await waitFor(() => expect(screen.getByTestId('upi-countdown').textContent).not.toBe(before), { timeout: 2500 });
  });

  it('expired', async () => {
    renderDeposit(upi({ link, expiresAt: new Date(Date.now() - 1000).toISOString() }), '/deposit?activeMethod=upi');
    await screen.findByTestId('deposit-form');
    fireEvent.click(payButton());
    await waitFor(() => expect(screen.getByTestId('upi-problem')).toHaveTextContent(en('text.cashier.deposit.upi.expired')));
    expect(screen.queryByRole('img')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: en('text.cashier.deposit.newPayment') }));
    expect(await screen.findByTestId('deposit-form')).toBeInTheDocument();
    expect(amountField()).toHaveValue('300');
  });

  it('no data and an invalid link', async () => {
    renderDeposit(upi({ link: '', expiresAt: new Date(Date.now() + 60_000).toISOString() }), '/deposit?activeMethod=upi');
    await screen.findByTestId('deposit-form');
    fireEvent.click(payButton());
    await waitFor(() => expect(screen.getByTestId('upi-problem')).toHaveTextContent(en('text.cashier.deposit.upi.noData')));
    cleanup();
    renderDeposit(upi({ link: 'https://pay.example/?pa=a@b', expiresAt: new Date(Date.now() + 60_000).toISOString() }), '/deposit?activeMethod=upi');
    await screen.findByTestId('deposit-form');
    fireEvent.click(payButton());
    await waitFor(() => expect(screen.getByTestId('upi-problem')).toHaveTextContent(en('text.cashier.deposit.upi.invalidLink')));
  });

  it('failed to display', async () => {
    renderDeposit(upi({ link, expiresAt: new Date(Date.now() + 60_000).toISOString() }), '/deposit?activeMethod=upi');
    await screen.findByTestId('deposit-form');
    fireEvent.click(payButton());
    fireEvent.error(await screen.findByRole('img', { name: en('text.cashier.deposit.upi.qrAlt') }));
    await waitFor(() => expect(screen.getByTestId('upi-problem')).toHaveTextContent(en('text.cashier.deposit.upi.displayFailed')));
  });

  it("the socket's deposit event ends the QR step with the success message", async () => {
    renderDeposit(upi({ link, expiresAt: new Date(Date.now() + 60_000).toISOString() }), '/deposit?activeMethod=upi');
    await screen.findByTestId('deposit-form');
    fireEvent.click(payButton());
    await screen.findByTestId('deposit-upi');
    await dispatch('wallet:deposit', { amount: 300, count: 1, paymentMethod: 'upi', transactionId: 41 });
    expect(screen.queryByTestId('deposit-upi')).toBeNull();
    expect(screen.getByTestId('deposit-success')).toHaveTextContent(en('text.cashier.deposit.success', { amount: '€300.00' }));
  });

  it('a deposit completed just before the page mounted (back from the 3DS provider, the chunk loading) still shows its success message, once', async () => {
    announceDeposit({ amount: 25, count: 1, paymentMethod: 'visa', transactionId: 55 });
    renderDeposit(answers(), '/deposit?activeMethod=visa');
    await waitFor(() => expect(screen.getByTestId('deposit-success')).toHaveTextContent(en('text.cashier.deposit.success', { amount: '€25.00' })));
    // Taken: the next deposit page is not greeted with it again.
    expect(takeDeposit()).toBeNull();
  });
});

describe('Deposit: crypto (spec 2.5 a crypto network and address)', () => {
  it("needs a network ('Please select network'), then shows the address with Copy and the expiry", async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { request } = renderDeposit(answers((body) => deposit(body, {
      status: 'pending', next: { type: 'crypto', network: body.network as string, address: 'TQ4sandboxAddress', expiresAt: new Date(Date.now() + 30 * 60_000).toISOString() },
    })), '/deposit?activeMethod=tether');
    await screen.findByTestId('deposit-form');
    fireEvent.click(payButton());
    expect(await screen.findByText('Please select network')).toBeInTheDocument();
    expect(calls(request, '/api/user/deposit')).toHaveLength(0);
    await waitFor(() => expect(screen.getByTestId('deposit-network')).toHaveFocus());
    fireEvent.change(screen.getByTestId('deposit-network'), { target: { value: 'TRC20' } });
    fireEvent.click(payButton());
    expect(await screen.findByTestId('crypto-address')).toHaveTextContent('TQ4sandboxAddress');
    expect(depositBodies(request)[0]).toMatchObject({ paymentMethod: 'tether', amount: 25, network: 'TRC20' });
    expect(screen.getByTestId('crypto-network')).toHaveTextContent('TRC20');
    expect(screen.getByTestId('crypto-countdown').textContent).toMatch(/^Expires in (30|29):\d\d$/);
    fireEvent.click(screen.getByRole('button', { name: en('text.cashier.deposit.crypto.copy') }));
    await screen.findByText(en('text.cashier.deposit.crypto.copied'));
    expect(writeText).toHaveBeenCalledWith('TQ4sandboxAddress');
  });

  it('a method with one network has it chosen', async () => {
    renderDeposit(answers(), '/deposit?activeMethod=bitcoin');
    await screen.findByTestId('deposit-form');
    expect(screen.getByTestId('deposit-network')).toHaveValue('BTC');
  });
});

describe('Deposit: results (spec 2.4 modal=<name>&met=<method>, spec 7 socket deposit and failedDeposit)', () => {
  it.each([
    ['failed', 'deposit-failed'], ['rejected', 'deposit-decline'], ['cancelled', 'deposit-cancel'], ['pending', 'deposit-pending'], ['processing', 'deposit-return'],
  ])('a %s deposit opens %s with met', async (status, modal) => {
    renderDeposit(answers((body) => deposit(body, { status })), '/deposit?activeMethod=skrill');
    await screen.findByTestId('deposit-form');
    fireEvent.click(payButton());
    await waitFor(() => expect(address().searchParams.getAll('modal')).toEqual([modal]));
    expect(address().searchParams.get('met')).toBe('skrill');
    expect(address().searchParams.get('activeMethod')).toBe('skrill');
  });

  it("the socket's failedDeposit for the deposit being answered waits, and the answer's dialog is the only one", async () => {
    const answer = deferred<unknown>();
    renderDeposit(answers(() => answer.promise), '/deposit?activeMethod=skrill');
    await screen.findByTestId('deposit-form');
    fireEvent.click(payButton());
    await waitFor(() => expect(screen.getByTestId('deposit-pay')).toBeDisabled());
    await dispatch('wallet:failedDeposit', { amount: 25, paymentMethod: 'skrill', status: 'rejected', transactionId: 41 });
    expect(address().searchParams.get('modal')).toBeNull();
    await act(async () => answer.resolve({ success: true, data: { deposit: { transactionId: 41, status: 'rejected', amount: 25, paymentMethod: 'skrill', next: null } } }));
    await waitFor(() => expect(address().searchParams.getAll('modal')).toEqual(['deposit-decline']));
    // The event that waited ran with the answer (endPayAttempt); whatever it set in motion has settled.
    await act(async () => {});
    expect(address().searchParams.getAll('modal')).toEqual(['deposit-decline']);
  });

  it("a failedDeposit of its own (a QR that expired, another tab) opens deposit-failed with met", async () => {
    renderDeposit(answers());
    await screen.findByRole('radio', { name: 'Visa' });
    await dispatch('wallet:failedDeposit', { amount: 25, paymentMethod: 'visa', status: 'failed', transactionId: 77 });
    await waitFor(() => expect(address().searchParams.getAll('modal')).toEqual(['deposit-failed']));
    expect(address().searchParams.get('met')).toBe('visa');
  });

  it("the socket's deposit event shows the success message", async () => {
    renderDeposit(answers());
    await screen.findByRole('radio', { name: 'Visa' });
    const status = screen.getByTestId('deposit-success');
    expect(status).toHaveAttribute('role', 'status');
    await dispatch('wallet:deposit', { amount: 50, count: 4, paymentMethod: 'visa', transactionId: 78 });
    expect(status).toHaveTextContent(en('text.cashier.deposit.success', { amount: '€50.00' }));
  });
});

describe('Result dialogs: the message and the alternative method (spec 4 Deposit result dialogs)', () => {
  it('names the method by its title', async () => {
    renderUi(<DepositResultView props={propsOf('DepositResult', { text: 'text.modal.depositFailed.text', textNoMethod: 'text.modal.depositFailed.textNoMethod' })} method="visa" />, answers());
    await waitFor(() => expect(screen.getByTestId('deposit-result')).toHaveTextContent(en('text.modal.depositFailed.text', { method: 'Visa' })));
    cleanup();
    renderUi(<DepositResultView props={propsOf('DepositResult', { text: 'text.modal.depositFailed.text', textNoMethod: 'text.modal.depositFailed.textNoMethod' })} method={null} />, answers());
    expect(screen.getByTestId('deposit-result')).toHaveTextContent(en('text.modal.depositFailed.textNoMethod'));
  });

  it("a card-type method leads to the card-form method; the button logs ALTERNATIVE_METHOD_BUTTON and opens /deposit?activeMethod=", async () => {
    const emit = vi.fn(async () => {});
    const { track, navigate } = renderUi(<DepositAlternativeView props={propsOf('DepositAlternative', {})} failed="visa" emit={emit} />, answers());
    const button = await screen.findByRole('button', { name: en('text.cashier.deposit.alternative.button', { method: 'Mastercard' }) });
    fireEvent.click(button);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith({ page: 'deposit', query: { activeMethod: 'mastercard' } }));
    expect(track).toHaveBeenCalledWith('ALTERNATIVE_METHOD_BUTTON', { failedMethod: 'visa', alternativeMethod: 'mastercard' });
    expect(emit).toHaveBeenCalledWith('click', { failedMethod: 'visa', alternativeMethod: 'mastercard' });
  });

  it('any other method leads to carouseller; none, nothing is shown', async () => {
    renderUi(<DepositAlternativeView props={propsOf('DepositAlternative', {})} failed="skrill" emit={async () => {}} />, answers());
    expect(await screen.findByRole('button', { name: en('text.cashier.deposit.alternative.button', { method: 'Carouseller' }) })).toBeInTheDocument();
    cleanup();
    const { request } = renderUi(<DepositAlternativeView props={propsOf('DepositAlternative', {})} failed="carouseller" emit={async () => {}} />, answers());
    await screen.findByTestId('address');
    // The methods were answered and drawn from: still nothing.
    await waitFor(() => expect(calls(request, '/api/admin/get-payments')).toHaveLength(1));
    await act(async () => {});
    expect(screen.queryByTestId('deposit-alternative')).toBeNull();
  });
});

describe("deposit-3ds-success (spec 4: 'when the deposit-3ds-success dialog opens with PaReq and MD values, the 3DS webhook call is made once')", () => {
  it('calls the webhook once under StrictMode, shows progress, then the outcome; a second mount does not call again', async () => {
    const webhook = deferred<unknown>();
    const handler = answers(undefined, (_m, path) => (path === '/api/user/3ds-webhook' ? webhook.promise : undefined));
    const { request } = renderUi(<DepositThreeDsView paReq="pa1" md="md1" />, handler, '/deposit?modal=deposit-3ds-success&PaReq=pa1&MD=md1', true);
    expect(await screen.findByText(en('text.cashier.deposit.threeDs.confirming'))).toBeInTheDocument();
    await act(async () => webhook.resolve({ success: true, data: { status: 'completed', transactionId: 41 } }));
    await waitFor(() => expect(screen.getByTestId('deposit-3ds')).toHaveTextContent(en('text.cashier.deposit.threeDs.success')));
    expect(calls(request, '/api/user/3ds-webhook')).toHaveLength(1);
    expect(calls(request, '/api/user/3ds-webhook')[0][2]).toMatchObject({ body: { PaReq: 'pa1', MD: 'md1' } });
    cleanup();
    // A reload of the same address: the outcome, no second call.
    forget3dsCalls();
    const again = renderUi(<DepositThreeDsView paReq="pa1" md="md1" />, handler, '/deposit?modal=deposit-3ds-success&PaReq=pa1&MD=md1', true);
    await waitFor(() => expect(screen.getByTestId('deposit-3ds')).toHaveTextContent(en('text.cashier.deposit.threeDs.success')));
    expect(calls(again.request, '/api/user/3ds-webhook')).toHaveLength(0);
  });

  it('waits for the wallet socket (at most 3 s) so the balance event reaches the header live; then refreshes the user', async () => {
    useRealtimeStatus.setState({ status: 'connecting' });
    const { request } = renderUi(<DepositThreeDsView paReq="pa4" md="md4" />,
      answers(undefined, (_m, path) => (path === '/api/user/3ds-webhook' ? { success: true, data: { status: 'completed', transactionId: 43 } } : undefined)));
    // Drawn and its effects run, the socket still connecting: no call yet.
    expect(await screen.findByText(en('text.cashier.deposit.threeDs.confirming'))).toBeInTheDocument();
    await act(async () => {});
    expect(calls(request, '/api/user/3ds-webhook')).toHaveLength(0);
    act(() => useRealtimeStatus.setState({ status: 'connected' }));
    await waitFor(() => expect(screen.getByTestId('deposit-3ds')).toHaveTextContent(en('text.cashier.deposit.threeDs.success')));
    await waitFor(() => expect(calls(request, '/api/user/get-user-details')).toHaveLength(1));
  });

  it('a confirmed answer tells the page of the deposit as the socket would, once: the socket may have connected after the provider\'s callback', async () => {
    const heard: unknown[] = [];
    const listen = (event: Event) => heard.push((event as CustomEvent).detail);
    window.addEventListener('wallet:deposit', listen);
    try {
      renderUi(<DepositThreeDsView paReq="pa5" md="md5" />, answers(undefined, (_m, path) => (path === '/api/user/3ds-webhook'
        ? { success: true, data: { status: 'completed', transactionId: 44, amount: 25, paymentMethod: 'visa', depositCount: 1 } } : undefined)));
      await waitFor(() => expect(screen.getByTestId('deposit-3ds')).toHaveTextContent(en('text.cashier.deposit.threeDs.success')));
      expect(heard).toEqual([{ transactionId: 44, amount: 25, count: 1, paymentMethod: 'visa' }]);
      cleanup();
      renderUi(<DepositThreeDsView paReq="pa6" md="md6" />, answers(undefined, (_m, path) => (path === '/api/user/3ds-webhook'
        ? { success: true, data: { status: 'failed', transactionId: 45, amount: 25, paymentMethod: 'visa', depositCount: null } } : undefined)));
      await waitFor(() => expect(screen.getByTestId('deposit-3ds')).toHaveTextContent(en('text.cashier.deposit.threeDs.failed')));
      expect(heard).toHaveLength(1);
    } finally {
      window.removeEventListener('wallet:deposit', listen);
    }
  });

  it('a deposit the webhook leaves failed reads as failed; no PaReq or MD, no call', async () => {
    const { request } = renderUi(<DepositThreeDsView paReq="pa2" md="md2" />,
      answers(undefined, (_m, path) => (path === '/api/user/3ds-webhook' ? { success: true, data: { status: 'failed', transactionId: 42 } } : undefined)));
    await waitFor(() => expect(screen.getByTestId('deposit-3ds')).toHaveTextContent(en('text.cashier.deposit.threeDs.failed')));
    cleanup();
    renderUi(<DepositThreeDsView paReq={null} md="md3" />, answers());
    expect(screen.getByTestId('deposit-3ds')).toHaveTextContent(en('text.cashier.deposit.threeDs.noData'));
    expect(calls(request, '/api/user/3ds-webhook')).toHaveLength(1);
  });
});

describe("Deposit: the payment-profile step (spec 2.5: 'A payment-profile step asks the user to complete profile details before some methods.')", () => {
  const field = (within: HTMLElement, label: string) => {
    const input = Array.from(within.querySelectorAll('input')).find((i) => i.labels?.[0] && new RegExp(`^${label}\\W*$`).test(i.labels[0].textContent ?? ''));
    return input ?? null;
  };
  /** The sandbox's player record: update-user-details changes it, get-user-details reads it. */
  function platform(user: Record<string, unknown>, refuse?: ApiError) {
    let stored = { ...user };
    useSession.setState({ user: { ...stored } });
    return answers(undefined, (_m, path, options) => {
      if (path === '/api/user/update-user-details') {
        if (refuse) throw refuse;
        stored = { ...stored, ...(options.body as Record<string, unknown>) };
        return { data: { success: true, message: 'Profile updated' }, message: 'Profile updated' };
      }
      if (path === '/api/user/get-user-details') return { data: { getUser: stored } };
      return undefined;
    });
  }

  it("issue 11: a field the operator adds to the payment-profile form is asked in the step (it used to never show)", async () => {
    const forms = brand.forms as Record<string, unknown>;
    const original = forms['payment-profile'];
    const doc = structuredClone(paymentProfile) as unknown as { schema: { properties: Record<string, unknown>; required: string[] }; uiSchema: Record<string, unknown> };
    doc.schema.properties.phone = { type: 'string', title: 'text.form.field.phone', minLength: 1 };
    doc.uiSchema['ui:order'] = [...(doc.uiSchema['ui:order'] as string[]), 'phone'];
    forms['payment-profile'] = doc;
    try {
      renderDeposit(platform({ ...PLAYER, address: null }), '/deposit?activeMethod=visa');
      const step = await screen.findByTestId('deposit-profile');
      await waitFor(() => expect(field(step, en('text.form.field.address'))).not.toBeNull());
      expect(field(step, en('text.form.field.phone'))).not.toBeNull();
      expect(field(step, en('text.form.field.firstName'))).toBeNull();
    } finally {
      forms['payment-profile'] = original;
    }
  });

  it("a card-form method asks only for what the player lacks; saving it (updateFrom 'Update Form') and reading the user again shows the card form, method and amount kept", async () => {
    const { request } = renderDeposit(platform({ ...PLAYER, address: null, city: '', zipCode: null }), '/deposit?activeMethod=skrill');
    await screen.findByTestId('deposit-form');
    fireEvent.change(amountField(), { target: { value: '40' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Visa' }));

    const step = await screen.findByTestId('deposit-profile');
    expect(screen.queryByTestId('deposit-form')).toBeNull();
    expect(step).toHaveTextContent(en('text.cashier.deposit.profile.title'));
    expect(step).toHaveTextContent(en('text.cashier.deposit.profile.text', { method: 'Visa' }));
    await waitFor(() => expect(field(step, en('text.form.field.address'))).not.toBeNull());
    // The names and the birth date are there already: neither shown nor sent again.
    expect(field(step, en('text.form.field.firstName'))).toBeNull();
    expect(field(step, en('text.form.field.dateOfBirth'))).toBeNull();
    fireEvent.change(field(step, en('text.form.field.address'))!, { target: { value: 'Triq il-Kbira 12' } });
    fireEvent.change(field(step, en('text.form.field.city'))!, { target: { value: 'Valletta' } });
    fireEvent.change(field(step, en('text.form.field.zipCode'))!, { target: { value: 'VLT 1010' } });
    fireEvent.click(screen.getByRole('button', { name: en('text.cashier.deposit.profile.submit') }));

    await screen.findByTestId('deposit-card');
    expect(screen.queryByTestId('deposit-profile')).toBeNull();
    expect(calls(request, '/api/user/update-user-details').map((c) => [c[0], (c[2] as Options).body])).toEqual([
      ['PUT', { address: 'Triq il-Kbira 12', city: 'Valletta', zipCode: 'VLT 1010', updateFrom: 'Update Form', onChangeResetKyc: false }],
    ]);
    expect(calls(request, '/api/user/get-user-details')).toHaveLength(1);
    expect(useSession.getState().user).toMatchObject({ address: 'Triq il-Kbira 12', city: 'Valletta', zipCode: 'VLT 1010' });
    expect(address().searchParams.get('activeMethod')).toBe('visa');
    expect(amountField()).toHaveValue('40');
    await waitFor(() => expect(amountField()).toHaveFocus());
    expect(screen.getByTestId('deposit-notice')).toHaveTextContent(en('text.cashier.deposit.profile.saved'));
  });

  it("spec 7 update-user-details: 'For the lulu theme, onChangeResetKyc is also set'", async () => {
    const lulu = { ...emptyScope, brand: { ...emptyScope.brand, id: 'lulu', theme: 'lulu' } };
    const { request } = renderDeposit(platform({ ...PLAYER, zipCode: null }), '/deposit?activeMethod=visa', lulu);
    const step = await screen.findByTestId('deposit-profile');
    await waitFor(() => expect(field(step, en('text.form.field.zipCode'))).not.toBeNull());
    fireEvent.change(field(step, en('text.form.field.zipCode'))!, { target: { value: 'VLT 1010' } });
    fireEvent.click(screen.getByRole('button', { name: en('text.cashier.deposit.profile.submit') }));
    await screen.findByTestId('deposit-card');
    expect(calls(request, '/api/user/update-user-details').map((c) => (c[2] as Options).body)).toEqual([
      { zipCode: 'VLT 1010', updateFrom: 'Update Form', onChangeResetKyc: true },
    ]);
  });

  it("a refusal shows the server's message (spec 8 Profile update) and the step stays with what was typed", async () => {
    renderDeposit(platform({ ...PLAYER, firstName: ' ', lastName: null }, new ApiError(400, 'failed', { success: false, message: 'lastName: Too long' })), '/deposit?activeMethod=visa');
    const step = await screen.findByTestId('deposit-profile');
    await waitFor(() => expect(field(step, en('text.form.field.firstName'))).not.toBeNull());
    expect(field(step, en('text.form.field.address'))).toBeNull();
    fireEvent.change(field(step, en('text.form.field.firstName'))!, { target: { value: 'Maria' } });
    fireEvent.change(field(step, en('text.form.field.lastName'))!, { target: { value: 'Borg' } });
    fireEvent.click(screen.getByRole('button', { name: en('text.cashier.deposit.profile.submit') }));
    await waitFor(() => expect(step).toHaveTextContent('lastName: Too long'));
    expect(field(step, en('text.form.field.firstName'))).toHaveValue('Maria');
    expect(screen.queryByTestId('deposit-form')).toBeNull();
  });

  it('methods without a profile need no step; spec 3 allowDepWithoutAddress: a card asks no address, but a birth date of 1900-01-01 is not set', async () => {
    const noAddress = { ...PLAYER, address: null, city: null, zipCode: null };
    renderDeposit(platform(noAddress), '/deposit?activeMethod=skrill');
    expect(await screen.findByTestId('deposit-form')).toHaveAttribute('data-method', 'skrill');
    cleanup();

    const allowed = { ...emptyScope, settings: { allowDepWithoutAddress: true } };
    renderDeposit(platform(noAddress), '/deposit?activeMethod=visa', allowed);
    expect(await screen.findByTestId('deposit-card')).toBeInTheDocument();
    cleanup();

    renderDeposit(platform({ ...noAddress, dateOfBirth: '1900-01-01' }), '/deposit?activeMethod=visa', allowed);
    expect(await screen.findByTestId('deposit-profile')).toHaveAttribute('data-fields', 'dateOfBirth');
  });
});

describe("Deposit tracking (spec 7: 'Tracking action codes map the deposit count 1 to 5 or more to: first, second, third, fourth and fifth-plus deposit.')", () => {
  const trackCalls = (track: ReturnType<typeof vi.fn>) => track.mock.calls as unknown as Array<[string, Record<string, unknown>]>;

  it("a completed deposit sends its code once, though the answer and the socket's deposit event both tell it", async () => {
    const { track } = renderDeposit(answers(), '/deposit?activeMethod=skrill');
    await screen.findByTestId('deposit-form');
    fireEvent.click(payButton());
    await waitFor(() => expect(screen.getByTestId('deposit-success')).toHaveTextContent(en('text.cashier.deposit.success', { amount: '€25.00' })));
    await dispatch('wallet:deposit', { amount: 25, count: 4, paymentMethod: 'skrill', transactionId: 41 });
    await act(async () => {});
    expect(trackCalls(track)).toEqual([['FOURTH_DEPOSIT', { depositCount: 4, transactionId: 41, amount: 25, paymentMethod: 'skrill' }]]);
  });

  it('a deposit completed while the player is on another page opens the success dialog with its amount; on the deposit page it does not', async () => {
    renderUi(<DepositEvents modal="deposit-failed" successModal="deposit-success" />, answers(), '/casino');
    await screen.findByTestId('address');
    // As the realtime socket hands it on (src/platform/realtime.ts): kept as the latest deposit, then dispatched.
    act(() => announceDeposit({ amount: 40, count: 2, paymentMethod: 'visa', transactionId: 95 }));
    await waitFor(() => expect(useModalStore.getState().local.map((m) => m.name)).toEqual(['deposit-success']));
    cleanup();
    renderUi(<DepositSuccessView props={{ text: 'text.cashier.deposit.success', textNoAmount: 'text.cashier.deposit.successNoAmount' }} />, answers());
    expect(screen.getByTestId('deposit-success-dialog')).toHaveTextContent(en('text.cashier.deposit.success', { amount: '€40.00' }));
    cleanup();
    useModalStore.setState({ local: [], order: [] });

    // A deposit that came before the listener loaded (it loads after the page) opens the dialog too.
    act(() => announceDeposit({ amount: 30, count: 3, paymentMethod: 'visa', transactionId: 97 }));
    renderUi(<DepositEvents modal="deposit-failed" successModal="deposit-success" />, answers(), '/casino');
    await waitFor(() => expect(useModalStore.getState().local.map((m) => m.name)).toEqual(['deposit-success']));
    cleanup();
    useModalStore.setState({ local: [], order: [] });

    // On the deposit page's address, while its widget is still loading (back from a 3DS page): no dialog.
    act(() => announceDeposit({ amount: 35, count: 4, paymentMethod: 'visa', transactionId: 98 }));
    const early = renderUi(<DepositEvents modal="deposit-failed" successModal="deposit-success" />, answers(), '/deposit?modal=deposit-3ds-success');
    await waitFor(() => expect(early.track).toHaveBeenCalledWith('FOURTH_DEPOSIT', expect.objectContaining({ transactionId: 98 })));
    expect(useModalStore.getState().local).toEqual([]);
    cleanup();

    // The deposit page says it itself: no dialog over it.
    renderUi(<><DepositEvents modal="deposit-failed" successModal="deposit-success" /><RenderNodes nodes={depositPage.body as unknown as NodeDocument[]} path="pages/deposit.json#/body" /></>, answers(), '/deposit?activeMethod=visa');
    await screen.findByRole('radio', { name: 'Visa' });
    await dispatch('wallet:deposit', { amount: 50, count: 3, paymentMethod: 'visa', transactionId: 96 });
    await waitFor(() => expect(screen.getByTestId('deposit-success')).toHaveTextContent(en('text.cashier.deposit.success', { amount: '€50.00' })));
    expect(useModalStore.getState().local).toEqual([]);
  });

  it('off the deposit page, DepositEvents sends it for the socket event, once per transaction', async () => {
    const { track } = renderUi(<DepositEvents modal="deposit-failed" />, answers(), '/casino');
    await screen.findByTestId('address');
    await dispatch('wallet:deposit', { amount: 50, count: 1, paymentMethod: 'visa', transactionId: 90 });
    await dispatch('wallet:deposit', { amount: 50, count: 1, paymentMethod: 'visa', transactionId: 90 });
    await dispatch('wallet:deposit', { amount: 20, count: 2, paymentMethod: 'visa', transactionId: 91 });
    await waitFor(() => expect(trackCalls(track).map((c) => c[0])).toEqual(['FIRST_DEPOSIT', 'SECOND_DEPOSIT']));
    expect(trackCalls(track)[0][1]).toEqual({ depositCount: 1, transactionId: 90, amount: 50, paymentMethod: 'visa' });
  });
});

describe("Result dialogs: closing one removes met with modal (the modal document's queryParams)", () => {
  /** The query of the scope follows the address, as the shell's Runtime does. */
  function Modals() {
    const location = useLocation();
    const scope = useMemo(() => ({ ...emptyScope, query: Object.fromEntries(new URLSearchParams(location.search)) }), [location.search]);
    return <ScopeContext.Provider value={scope}><ModalHost dev={false} /></ScopeContext.Provider>;
  }

  it('closes ?modal=deposit-failed&met=visa to the address without both; the dialog keeps its text while it leaves', async () => {
    renderUi(<Modals />, answers(), '/deposit?activeMethod=visa&modal=deposit-failed&met=visa');
    const result = await screen.findByTestId('deposit-result');
    await waitFor(() => expect(result).toHaveTextContent(en('text.modal.depositFailed.text', { method: 'Visa' })));
    const close = document.querySelector<HTMLButtonElement>('[data-scope="dialog"][data-part="close-trigger"]');
    expect(close).not.toBeNull();
    fireEvent.click(close!);
    await waitFor(() => expect(address().search).toBe('?activeMethod=visa'));
    if (document.body.contains(result)) expect(result).toHaveTextContent(en('text.modal.depositFailed.text', { method: 'Visa' }));
    await waitFor(() => expect(screen.queryByTestId('deposit-result')).toBeNull());
  });

});

describe('the deposit page is a brand document (issue 11): what an operator changes in JSON, the page shows', () => {
  type Doc = NodeDocument & { children?: Doc[] };
  const page = () => structuredClone(depositPage.body) as unknown as Doc[];
  /** The pay form's fields in the curacao document: amount, network, card, bonus, pay. */
  const formOf = (body: Doc[]) => body.find((node) => node.type === 'Flow')!.children![0].children![0].children![3];

  it("lulu's document: its own quick amounts and default amount, and no bonus select for a crypto method", async () => {
    renderDeposit(answers(), '/deposit?activeMethod=skrill', emptyScope, luluDepositPage.body as unknown as NodeDocument[]);
    await screen.findByTestId('deposit-form');
    expect(amountField()).toHaveValue('50');
    const quick = screen.getByRole('group', { name: en('text.cashier.deposit.amount.quick') });
    expect(within(quick).getAllByRole('button').map((b) => b.textContent)).toEqual(['€20.00', '€50.00', '€100.00', '€200.00']);
    expect(screen.getByTestId('deposit-bonus')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Tether USDT' }));
    await waitFor(() => expect(screen.getByTestId('deposit-form')).toHaveAttribute('data-method', 'tether'));
    expect(screen.queryByTestId('deposit-bonus')).toBeNull();
  });

  it('the fields follow the document: reordered (bonus first), one removed (no bonus at all), one added (a text)', async () => {
    const body = page();
    const form = formOf(body);
    const byType = (type: string) => form.children!.find((child) => child.type === type)!;
    const [amount, network, card, bonus, pay] = ['DepositAmount', 'DepositNetwork', 'DepositCard', 'DepositBonus', 'DepositPay'].map(byType);
    form.children = [bonus, { type: 'Text', props: { text: 'text.cashier.deposit.doNotRefresh' } }, amount, network, card, pay];
    renderDeposit(answers(), '/deposit?activeMethod=skrill', emptyScope, body);
    const shown = await screen.findByTestId('deposit-form');
    const order = [...shown.querySelectorAll('[data-testid="deposit-bonus"], [data-testid="deposit-amount"], [data-testid="deposit-pay"]')].map((e) => e.getAttribute('data-testid'));
    expect(order).toEqual(['deposit-bonus', 'deposit-amount', 'deposit-pay']);
    expect(within(shown).getByText(en('text.cashier.deposit.doNotRefresh'))).toBeInTheDocument();
    cleanup();

    const without = page();
    formOf(without).children = formOf(without).children!.filter((node) => node.type !== 'DepositBonus');
    const { request } = renderDeposit(answers(), '/deposit?activeMethod=skrill', emptyScope, without);
    await screen.findByTestId('deposit-form');
    expect(screen.queryByTestId('deposit-bonus')).toBeNull();
    fireEvent.click(payButton());
    await waitFor(() => expect(depositBodies(request)).toHaveLength(1));
    expect(calls(request, '/api/admin/get-all-bonus')).toEqual([]);
  });

  it('a step list of its own for one method kind: crypto deposits show a note and no bonus, cards keep theirs', async () => {
    const body = page();
    const form = formOf(body);
    const notCrypto = { '!=': [{ var: 'cashier.kind' }, 'crypto'] };
    form.children = [
      { type: 'Text', props: { text: 'text.cashier.deposit.doNotRefresh' }, when: { '==': [{ var: 'cashier.kind' }, 'crypto'] } },
      ...form.children!.map((node) => (node.type === 'DepositBonus' ? { ...node, when: notCrypto } as Doc : node)),
    ];
    renderDeposit(answers(), '/deposit?activeMethod=visa', emptyScope, body);
    await screen.findByTestId('deposit-card');
    expect(screen.getByTestId('deposit-bonus')).toBeInTheDocument();
    expect(screen.queryByText(en('text.cashier.deposit.doNotRefresh'))).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Bitcoin' }));
    expect(await screen.findByText(en('text.cashier.deposit.doNotRefresh'))).toBeInTheDocument();
    expect(screen.queryByTestId('deposit-bonus')).toBeNull();
    expect(screen.queryByTestId('deposit-card')).toBeNull();
  });

});
