// @vitest-environment jsdom
// The promotions and free-money pages are the brand's documents (issue 14; spec 3 Bonus, spec 7 get-all-bonus,
// spec 8 Bonus activation error codes and the coupon texts): a guest's offers from the public promotions, a
// player's from get-all-bonus, the type filter kept in the address, loading, empty and failed states, the
// activation's success and refusal, the login prompt for a guest, the email-verification hint
// (verifyEmailOnBonusActivation), and the coupon form's applied, not-applied and already-redeemed texts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NodeDocument } from '../../src/generated/types';
import type { BrandBundle } from '../../src/platform/brand';
import { ApiError } from '../../src/platform/api/client';
import { useSession } from '../../src/platform/session';
import { RenderNodes } from '../../src/renderer/RenderNode';
import { emptyScope } from '../../src/renderer/scope';
import { rendererStandIn } from '../support/services';
import { en, renderWith, type Answer } from './tournaments-helpers';
import promotionsPage from '../../brands/curacao/pages/promotions.json';
import freemoneyPage from '../../brands/curacao/pages/freemoney.json';
import coupon from '../../brands/curacao/forms/coupon.json';
import offerCard from '../../brands/curacao/fragments/offer-card.json';

type Doc = NodeDocument & { children?: Doc[] };
const brand = { forms: { coupon }, fragments: { 'offer-card': offerCard } } as unknown as BrandBundle;
const PLAYER = { userId: 7, email: 'p@sandbox.test', currencyCode: 'EUR', currencySymbol: '€', countryCode: 'MT', isEmailVerified: true };

const offer = (id: number, type: string, title: string, fields: Record<string, unknown> = {}) => ({
  id, name: `Offer ${id}`, type, status: 'active', banner: { bannerTitle: title, bannerImage: `/api/core/casino/assets/banners/bonus-${id}.svg` }, ...fields,
});
const OFFERS = [
  offer(101, 'deposit', '100% up to 1000 EUR', { depositBonusPercent: 100, maxBonusThreshold: 1000, minDeposit: 100, wageringMultiplier: 35 }),
  offer(108, 'no_deposit', '5 EUR free chip', { bonusAmount: 5, maxWin: 50 }),
  offer(201, 'freespins', '50 Free Spins every Monday', { freeSpinsQuantity: 50 }),
  offer(301, 'deposit', 'Summer Splash', { status: 'expired' }),
];
const list = (rows: unknown[]) => ({ data: { bonus: { count: rows.length, rows } } });

let renderer = rendererStandIn();
interface Options {
  player?: Record<string, unknown> | null;
  settings?: Record<string, unknown>;
  url?: string;
  page?: 'promotions' | 'freemoney';
  answer?: Answer;
}
function renderPage({ player = null, settings = {}, url = '/promotions', page = 'promotions', answer }: Options = {}) {
  if (player) useSession.setState({ user: player, authenticated: true, initialized: true, token: 'player-token' });
  const calls: Array<{ method: string; path: string; query?: Record<string, unknown>; body?: unknown }> = [];
  const base: Answer = (method, path, options) => {
    if (path === '/api/core/casino/promotions' || path === '/api/admin/get-all-bonus') {
      const type = options.query?.type;
      return list(OFFERS.filter((o) => !type || o.type === type));
    }
    if (method === 'GET' && path === '/api/user/get-user-details') return { data: { getUser: player } };
    throw new Error(`unexpected ${method} ${path}`);
  };
  const recorded: Answer = (method, path, options) => {
    calls.push({ method, path, query: options.query, body: options.body });
    return (answer ?? base)(method, path, options) ?? base(method, path, options);
  };
  const notify = vi.fn();
  renderer = rendererStandIn({ dev: true });
  const doc = page === 'promotions' ? promotionsPage : freemoneyPage;
  const body = structuredClone(doc.body) as unknown as Doc[];
  const { services } = renderWith(
    <RenderNodes nodes={body} path={`pages/${page}.json#/body`} />,
    recorded,
    { ...emptyScope, user: player, auth: { authenticated: Boolean(player), initialized: true }, settings } as never,
    url,
    { renderer, services: { brand, notify } },
  );
  return { calls, notify, openModal: vi.mocked(services.modals.openModal) };
}

const cardOf = async (title: string) => {
  const heading = await screen.findByRole('heading', { name: title });
  // The card is the nearest ancestor holding an Activate button.
  let node: HTMLElement | null = heading.parentElement;
  while (node && !within(node).queryByRole('button', { name: en('text.bonus.promotions.activate') })) node = node.parentElement;
  return node!;
};

afterEach(() => {
  const reported = vi.mocked(renderer.reportError).mock.calls;
  cleanup();
  useSession.setState({ user: null, authenticated: false, token: null });
  expect(reported).toEqual([]);
});

describe('the promotions page', () => {
  it('a guest sees the offers from the public promotions (not the bonus call), with type and labels; an ended offer is left out', async () => {
    const { calls } = renderPage();
    const chip = await cardOf('5 EUR free chip');
    expect(within(chip).getByText(en('text.bonus.promotions.types.no_deposit'))).toBeTruthy();
    expect(within(chip).getByText(en('text.bonus.promotions.labels.bonusAmount', { amount: '5.00' }))).toBeTruthy();
    expect(within(chip).getByRole('link', { name: en('text.bonus.promotions.terms') })).toBeTruthy();
    const welcome = await cardOf('100% up to 1000 EUR');
    expect(within(welcome).getByText(en('text.bonus.promotions.labels.depositBonusPercent', { percent: 100 }))).toBeTruthy();
    expect(within(welcome).getByText(en('text.bonus.promotions.labels.wageringMultiplier', { times: 35 }))).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Summer Splash' })).toBeNull();
    expect(calls.map((c) => c.path)).not.toContain('/api/admin/get-all-bonus');
    expect(calls.some((c) => c.path === '/api/core/casino/promotions')).toBe(true);
  });

  it('a guest pressing Activate gets the login prompt, and no bonus call is made (spec 7)', async () => {
    const { calls, openModal } = renderPage();
    const chip = await cardOf('5 EUR free chip');
    fireEvent.click(within(chip).getByRole('button', { name: en('text.bonus.promotions.activate') }));
    await waitFor(() => expect(openModal).toHaveBeenCalledWith('login', undefined));
    expect(calls.some((c) => c.path.startsWith('/api/user/bonus'))).toBe(false);
  });

  it('the type filter asks for that type and is read from the address (a shared link opens it filtered)', async () => {
    const { calls } = renderPage({ url: '/promotions?type=freespins' });
    await screen.findByRole('heading', { name: '50 Free Spins every Monday' });
    expect(screen.queryByRole('heading', { name: '5 EUR free chip' })).toBeNull();
    expect(calls.find((c) => c.path === '/api/core/casino/promotions')?.query).toMatchObject({ type: 'freespins' });
    const select = await screen.findByLabelText(en('text.bonus.promotions.filter'));
    const option = within(select).getByRole('option', { name: en('text.bonus.promotions.types.no_deposit') }) as HTMLOptionElement;
    fireEvent.change(select, { target: { value: option.value } });
    await screen.findByRole('heading', { name: '5 EUR free chip' });
    expect(screen.queryByRole('heading', { name: '50 Free Spins every Monday' })).toBeNull();
  });

  it('a bogus type in the address lists every offer', async () => {
    const { calls } = renderPage({ url: '/promotions?type=bogus' });
    await screen.findByRole('heading', { name: '5 EUR free chip' });
    expect(calls.find((c) => c.path === '/api/core/casino/promotions')?.query?.type ?? null).toBeNull();
  });

  it("no offers: the 'no promotions' text", async () => {
    renderPage({ answer: (method, path) => (path === '/api/core/casino/promotions' ? list([]) : undefined) });
    expect(await screen.findByText(en('text.bonus.promotions.empty'))).toBeTruthy();
  });

  it('a failed load says so, and Retry loads again', async () => {
    let fail = true;
    renderPage({ answer: (method, path) => {
      if (path === '/api/core/casino/promotions' && fail) throw new ApiError(503, 'Service Unavailable', { message: 'Service Unavailable' });
      return undefined;
    } });
    expect(await screen.findByText(en('text.bonus.promotions.loadFailed'))).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: en('text.common.retry') }));
    await screen.findByRole('heading', { name: '5 EUR free chip' });
    expect(screen.queryByText(en('text.bonus.promotions.loadFailed'))).toBeNull();
  });

  it("a player's offers come from get-all-bonus with the player's country and currency; Activate shows the success", async () => {
    const { calls, notify } = renderPage({
      player: PLAYER,
      answer: (method, path) => (path === '/api/user/bonus/activate' ? { success: true, data: { status: 'active', bonusId: 108, userBonusId: 3 } } : undefined),
    });
    const chip = await cardOf('5 EUR free chip');
    expect(calls.find((c) => c.path === '/api/admin/get-all-bonus')?.query).toMatchObject({ countryCode: 'MT', currencyCode: 'EUR' });
    expect(calls.some((c) => c.path === '/api/core/casino/promotions')).toBe(false);
    fireEvent.click(within(chip).getByRole('button', { name: en('text.bonus.promotions.activate') }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith(expect.objectContaining({ text: 'text.bonus.promotions.activated', tone: 'info' })));
    expect(calls.find((c) => c.path === '/api/user/bonus/activate')?.body).toMatchObject({ bonusId: 108 });
    // The auth state follows the new active bonus (spec 4): the user details are read again.
    await waitFor(() => expect(calls.some((c) => c.path === '/api/user/get-user-details')).toBe(true));
  });

  it('spec 7 get-all-bonus pageNo: offers come in pages of 24 (the default page size), so a list past 100 can be read to its end', async () => {
    const many = Array.from({ length: 130 }, (_, i) => offer(1000 + i, 'deposit', `Campaign offer ${i + 1}`));
    const paged: Answer = (method, path, options) => {
      if (path !== '/api/admin/get-all-bonus') return undefined;
      const limit = Number(options.query?.limit);
      const pageNo = Number(options.query?.pageNo);
      return { data: { bonus: { count: many.length, rows: many.slice((pageNo - 1) * limit, pageNo * limit) } } };
    };
    const { calls } = renderPage({ player: PLAYER, answer: paged });
    await screen.findByRole('heading', { name: 'Campaign offer 1' });
    expect(calls.find((c) => c.path === '/api/admin/get-all-bonus')?.query).toMatchObject({ limit: 24, pageNo: 1 });
    expect(screen.getByText(en('text.bonus.promotions.paging.page', { page: 1, pages: 6 }))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en('text.bonus.promotions.paging.next') }));
    await screen.findByRole('heading', { name: 'Campaign offer 25' });
    expect(calls.filter((c) => c.path === '/api/admin/get-all-bonus').at(-1)?.query).toMatchObject({ limit: 24, pageNo: 2 });
    cleanup();
    // A link to the last page shows the offers past 100.
    renderPage({ player: PLAYER, answer: paged, url: '/promotions?page=6' });
    await screen.findByRole('heading', { name: 'Campaign offer 130' });
    expect(screen.getByRole('heading', { name: 'Campaign offer 121' })).toBeTruthy();
  });

  it('a deposit offer is taken with the next deposit: its own success text', async () => {
    const { notify } = renderPage({
      player: PLAYER,
      answer: (method, path) => (path === '/api/user/bonus/activate' ? { success: true, data: { status: 'nextDeposit', bonusId: 101 } } : undefined),
    });
    fireEvent.click(within(await cardOf('100% up to 1000 EUR')).getByRole('button', { name: en('text.bonus.promotions.activate') }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith(expect.objectContaining({ text: 'text.bonus.promotions.nextDeposit' })));
    expect(notify).not.toHaveBeenCalledWith(expect.objectContaining({ text: 'text.bonus.promotions.activated' }));
  });

  it('a refusal shows its spec 8 code text (UNIFIED_ERROR with its reference)', async () => {
    const { notify } = renderPage({
      player: PLAYER,
      answer: (method, path) => {
        if (path === '/api/user/bonus/activate') {
          throw new ApiError(422, 'x', { code: 'UNIFIED_ERROR', message: 'x', reference: { promotionId: 108, userId: 7, userBonusId: 12 } });
        }
        return undefined;
      },
    });
    fireEvent.click(within(await cardOf('5 EUR free chip')).getByRole('button', { name: en('text.bonus.promotions.activate') }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith(expect.objectContaining({
      text: 'text.bonus.activation.unified', tone: 'error', values: { promotionId: '108', userId: '7', userBonusId: '12' },
    })));
  });

  it('REQUIRED_EMAIL_VERIFICATION: its text, and the link to verify the email (verifyEmailOnBonusActivation)', async () => {
    const { notify } = renderPage({
      player: { ...PLAYER, isEmailVerified: false },
      settings: { verifyEmailOnBonusActivation: true },
      answer: (method, path) => {
        if (path === '/api/user/bonus/activate') throw new ApiError(409, 'x', { code: 'REQUIRED_EMAIL_VERIFICATION', message: 'x' });
        return undefined;
      },
    });
    const chip = await cardOf('5 EUR free chip');
    const verifyLink = { name: en('text.bonus.promotions.verifyEmailLink') };
    expect(within(chip).queryByRole('link', verifyLink)).toBeNull();
    fireEvent.click(within(chip).getByRole('button', { name: en('text.bonus.promotions.activate') }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith(expect.objectContaining({ text: 'text.bonus.activation.requiredEmailVerification', tone: 'error' })));
    // The refused card links to the profile (as the deposit page for its code); the page's banner keeps its own.
    expect((await within(chip).findByRole('link', verifyLink)).getAttribute('href')).toBe('/edit-profile');
    expect(within(await cardOf('100% up to 1000 EUR')).queryByRole('link', verifyLink)).toBeNull();
    expect(screen.getAllByRole('link', verifyLink)).toHaveLength(2);
  });

  it('REQUIRED_EMAIL_VERIFICATION links to verify on the refused card even when the settings did not warn; the next refusal\'s code decides again', async () => {
    let code = 'REQUIRED_EMAIL_VERIFICATION';
    renderPage({
      player: { ...PLAYER, isEmailVerified: false },
      settings: { verifyEmailOnBonusActivation: false },
      answer: (method, path) => {
        if (path === '/api/user/bonus/activate') throw new ApiError(409, 'x', { code, message: 'x' });
        return undefined;
      },
    });
    const chip = await cardOf('5 EUR free chip');
    const verifyLink = { name: en('text.bonus.promotions.verifyEmailLink') };
    const activate = within(chip).getByRole('button', { name: en('text.bonus.promotions.activate') });
    expect(screen.queryByRole('link', verifyLink)).toBeNull();
    fireEvent.click(activate);
    expect((await within(chip).findByRole('link', verifyLink)).getAttribute('href')).toBe('/edit-profile');
    expect(screen.getAllByRole('link', verifyLink)).toHaveLength(1);
    code = 'RETRY_PERIOD';
    fireEvent.click(activate);
    await waitFor(() => expect(screen.queryByRole('link', verifyLink)).toBeNull());
  });

  it('with verifyEmailOnBonusActivation an unverified player is told before activating; a verified one is not', async () => {
    renderPage({ player: { ...PLAYER, isEmailVerified: false }, settings: { verifyEmailOnBonusActivation: true } });
    expect(await screen.findByText(en('text.bonus.promotions.verifyEmail'))).toBeTruthy();
    cleanup();
    renderPage({ player: PLAYER, settings: { verifyEmailOnBonusActivation: true } });
    await cardOf('5 EUR free chip');
    expect(screen.queryByText(en('text.bonus.promotions.verifyEmail'))).toBeNull();
    cleanup();
    // A brand without the setting does not ask.
    renderPage({ player: { ...PLAYER, isEmailVerified: false }, settings: { verifyEmailOnBonusActivation: false } });
    await cardOf('5 EUR free chip');
    expect(screen.queryByText(en('text.bonus.promotions.verifyEmail'))).toBeNull();
  });
});

describe('the coupon form', () => {
  const couponForm = async () => waitFor(() => {
    const node = document.querySelector('[data-form="coupon"]') as HTMLElement | null;
    if (!node || !within(node).queryByRole('button')) throw new Error('coupon form not rendered');
    return node;
  });
  const apply = async (code: string) => {
    const form = await couponForm();
    fireEvent.change(within(form).getByLabelText(new RegExp(`^${en('text.bonus.coupon.field')}\\W*$`)), { target: { value: code } });
    fireEvent.click(within(form).getByRole('button', { name: en('text.bonus.coupon.submit') }));
    return form;
  };
  const refusing = (status: number, body: Record<string, unknown>): Answer => (method, path) => {
    if (path === '/api/user/coupon') throw new ApiError(status, String(body.message), body);
    return undefined;
  };

  it('a guest is asked to log in instead', async () => {
    const { openModal } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: en('text.auth.login') }));
    expect(screen.getByText(en('text.bonus.coupon.guest'))).toBeTruthy();
    await waitFor(() => expect(openModal).toHaveBeenCalledWith('login', undefined));
    expect(document.querySelector('[data-form="coupon"]')).toBeNull();
  });

  it('applied: the code is sent and the applied text shown', async () => {
    const { calls, notify } = renderPage({ player: PLAYER, answer: (method, path) => (path === '/api/user/coupon' ? { success: true, data: { code: 'FREECHIP5', status: 'active', bonusId: 108 } } : undefined) });
    await apply('FREECHIP5');
    await waitFor(() => expect(notify).toHaveBeenCalledWith(expect.objectContaining({ text: 'text.bonus.coupon.applied' })));
    expect(calls.find((c) => c.path === '/api/user/coupon')?.body).toMatchObject({ code: 'FREECHIP5' });
  });

  it('not applied and already redeemed: the brand\'s texts, not the server\'s words', async () => {
    renderPage({ player: PLAYER, answer: refusing(422, { code: 'COUPON_NOT_APPLIED', message: 'server words' }) });
    const form = await apply('NOPE');
    expect(await within(form).findByText(en('text.bonus.coupon.notApplied'))).toBeTruthy();
    cleanup();
    renderPage({ player: PLAYER, answer: refusing(409, { code: 'COUPON_ALREADY_REDEEMED', message: 'server words' }) });
    const again = await apply('FREECHIP5');
    expect(await within(again).findByText(en('text.bonus.coupon.alreadyRedeemed'))).toBeTruthy();
    expect(screen.queryByText('server words')).toBeNull();
  });

  it("too many wrong codes: the platform's lock message (with its wait) is shown as it is", async () => {
    renderPage({ player: PLAYER, answer: refusing(429, { code: 'ACCOUNT_LOCKED', message: 'Too many wrong coupon codes. Please try again in 15 minutes.' }) });
    const form = await apply('GUESS');
    expect(await within(form).findByText('Too many wrong coupon codes. Please try again in 15 minutes.')).toBeTruthy();
  });

  it('a code that cannot be one is stopped in the browser', async () => {
    const { calls } = renderPage({ player: PLAYER });
    const form = await apply('no spaces allowed');
    expect((await within(form).findAllByText(en('text.bonus.coupon.invalid'))).length).toBeGreaterThan(0);
    expect(calls.some((c) => c.path === '/api/user/coupon')).toBe(false);
  });
});

describe('the free-money page', () => {
  it('lists the no-deposit and the free-spin offers, each under its heading, with the type fixed', async () => {
    const { calls } = renderPage({ page: 'freemoney', url: '/freemoney' });
    expect(await screen.findByRole('heading', { name: en('text.page.freemoney.no_deposit') })).toBeTruthy();
    expect(screen.getByRole('heading', { name: en('text.page.freemoney.freespins') })).toBeTruthy();
    await screen.findByRole('heading', { name: '5 EUR free chip' });
    await screen.findByRole('heading', { name: '50 Free Spins every Monday' });
    expect(screen.queryByRole('heading', { name: '100% up to 1000 EUR' })).toBeNull();
    const types = calls.filter((c) => c.path === '/api/core/casino/promotions').map((c) => c.query?.type).sort();
    expect(types).toEqual(['freespins', 'no_deposit']);
  });
});
