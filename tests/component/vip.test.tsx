// @vitest-environment jsdom
// The VIP pages are the brand's documents (brands/curacao/pages/vip.json for /vip-club and /vip,
// vip-level.json for /profile2/vip-club): spec 3 User userLoyaltyLevel with App settings
// loyaltyLevelGroupSteps (spec 9 default [1]) for the level, its progress and what the next level gives;
// a guest sees the levels and a sign-up / log-in call to action; refer-a-friend with referralData,
// referAFriendPercent, referAFriendLanding and the affiliate parameter, and a Copy button whose success and
// failure each have their message.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NodeDocument } from '../../src/generated/types';
import { RenderNodes } from '../../src/renderer/RenderNode';
import { emptyScope } from '../../src/renderer/scope';
import { rendererStandIn } from '../support/services';
import { en, renderWith } from './tournaments-helpers';
import vipPage from '../../brands/curacao/pages/vip.json';
import vipLevelPage from '../../brands/curacao/pages/vip-level.json';

type Doc = NodeDocument & { children?: Doc[] };
const PLAYER = {
  userId: 7, email: 'p@sandbox.test', currencyCode: 'EUR', currencySymbol: '€',
  userLoyaltyLevel: { level: 2, name: 'Silver', groupStep: 1, points: 550, levelPoints: 100, nextLevelPoints: 1000 },
  referralData: { referralCode: 'REF000007', referredCount: 3 },
};
const SETTINGS = { loyaltyLevelGroupSteps: [1], affiliateKeyQueryParameter: 'nxafk', referAFriendPercent: 10 };

let renderer = rendererStandIn();
let openModal = vi.fn();
let notify = vi.fn();
function renderPage(doc: { body: unknown }, user: Record<string, unknown> | null, settings: Record<string, unknown> = SETTINGS) {
  notify = vi.fn();
  openModal = vi.fn();
  renderer = rendererStandIn();
  const body = structuredClone(doc.body) as unknown as Doc[];
  renderWith(
    <RenderNodes nodes={body} path="pages/vip.json#/body" />,
    () => { throw new Error('the VIP pages call nothing'); },
    { ...emptyScope, user, auth: { authenticated: user !== null, initialized: true }, settings } as never,
    '/',
    { renderer, services: { notify, modals: { openModal } } },
  );
}
const link = `${window.location.origin}/?nxafk=REF000007&nxaft=REF000007`;

afterEach(() => {
  const reported = vi.mocked(renderer.reportError).mock.calls;
  cleanup();
  vi.unstubAllGlobals();
  expect(reported).toEqual([]);
});

describe('the VIP club page (/vip-club, /vip)', () => {
  it('a guest sees every level with its benefits and the sign-up / log-in call to action, no player sections', async () => {
    renderPage(vipPage, null);
    const guest = await screen.findByTestId('vip-guest');
    expect(within(guest).getByRole('button', { name: en('text.vip.guest.register') })).toBeTruthy();
    expect(within(guest).getByRole('button', { name: en('text.vip.guest.login') })).toBeTruthy();
    const levels = await screen.findAllByTestId('vip-level');
    expect(levels).toHaveLength(5);
    expect(screen.getByRole('heading', { name: en('text.vip.levels.gold.name') })).toBeTruthy();
    expect(screen.getByText(en('text.vip.levels.diamond.benefits'))).toBeTruthy();
    expect(screen.queryByText(en('text.vip.levels.current'))).toBeNull();
    expect(screen.queryByTestId('vip-status')).toBeNull();
    expect(screen.queryByTestId('vip-referral')).toBeNull();
  });

  it('the call to action opens the register and login dialogs', async () => {
    renderPage(vipPage, null);
    fireEvent.click(await screen.findByRole('button', { name: en('text.vip.guest.register') }));
    fireEvent.click(screen.getByRole('button', { name: en('text.vip.guest.login') }));
    await waitFor(() => expect(openModal.mock.calls.map((c) => c[0])).toEqual(['register', 'login']));
  });

  it('a player sees their level, the progress to the next and what the next level gives; their card and the next are marked', async () => {
    renderPage(vipPage, PLAYER);
    const status = await screen.findByTestId('vip-status');
    await within(status).findByText(en('text.vip.status.level', { level: 2 }));
    expect(within(status).getByText(en('text.vip.levels.silver.name'))).toBeTruthy();
    expect(within(status).getByText(en('text.vip.status.progress', { percent: 50 }))).toBeTruthy();
    const next = within(status).getByTestId('vip-next-level');
    expect(within(next).getByText(en('text.vip.levels.gold.benefits'))).toBeTruthy();
    expect(within(next).queryByText(en('text.vip.levels.platinum.benefits'))).toBeNull();
    const cards = screen.getAllByTestId('vip-level');
    expect(within(cards[1]).getByText(en('text.vip.levels.current'))).toBeTruthy();
    expect(within(cards[2]).getByText(en('text.vip.levels.next'))).toBeTruthy();
    expect(screen.queryByTestId('vip-guest')).toBeNull();
  });

  it('loyaltyLevelGroupSteps groups levels: level 4 with steps [3] is in the second VIP level', async () => {
    renderPage(vipPage, { ...PLAYER, userLoyaltyLevel: 4 }, { ...SETTINGS, loyaltyLevelGroupSteps: [3] });
    const status = await screen.findByTestId('vip-status');
    await within(status).findByText(en('text.vip.levels.silver.name'));
    expect(within(status).getByText(en('text.vip.status.progress', { percent: 0 }))).toBeTruthy();
  });

  it('at the top level there is no next level', async () => {
    renderPage(vipPage, { ...PLAYER, userLoyaltyLevel: { level: 5, points: 30000, levelPoints: 25000, nextLevelPoints: null } });
    const status = await screen.findByTestId('vip-status');
    await within(status).findByText(en('text.vip.status.top'));
    expect(within(status).queryByTestId('vip-next-level')).toBeNull();
  });

  it('refer a friend: the link (landing + the affiliate parameter with the code), the percent and the friends who joined', async () => {
    renderPage(vipPage, PLAYER);
    const referral = await screen.findByTestId('vip-referral');
    expect(await within(referral).findByText(link)).toBeTruthy();
    expect(within(referral).getByText(en('text.vip.referral.intro', { percent: 10 }))).toBeTruthy();
    expect(within(referral).getByText(en('text.vip.referral.referred', { count: 3 }))).toBeTruthy();
  });

  it('referAFriendLanding and the parameter name of the settings make the link; without a percent it is not promised', async () => {
    renderPage(vipPage, PLAYER, { ...SETTINGS, referAFriendLanding: 'https://join.casino.test/welcome', affiliateKeyQueryParameter: 'ref', referAFriendPercent: undefined });
    const referral = await screen.findByTestId('vip-referral');
    expect(await within(referral).findByText('https://join.casino.test/welcome?ref=REF000007&nxaft=REF000007')).toBeTruthy();
    expect(within(referral).getByText(en('text.vip.referral.introNoPercent'))).toBeTruthy();
  });

  it('Copy puts the link on the clipboard and says so', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderPage(vipPage, PLAYER);
    const referral = await screen.findByTestId('vip-referral');
    await within(referral).findByText(link);
    fireEvent.click(within(referral).getByRole('button', { name: en('text.vip.referral.copy') }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith(expect.objectContaining({ text: 'text.vip.referral.copied', tone: 'info' })));
    expect(writeText).toHaveBeenCalledWith(link);
  });

  it('a clipboard failure has its own message, and the link stays on the page to select', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn(async () => { throw new Error('denied'); }) } });
    renderPage(vipPage, PLAYER);
    const referral = await screen.findByTestId('vip-referral');
    await within(referral).findByText(link);
    fireEvent.click(within(referral).getByRole('button', { name: en('text.vip.referral.copy') }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith(expect.objectContaining({ text: 'text.vip.referral.copyFailed', tone: 'error' })));
    expect(within(referral).getByText(link)).toBeTruthy();
  });

  it('a player without a referral code is told the link is not ready', async () => {
    renderPage(vipPage, { ...PLAYER, referralData: null });
    const referral = await screen.findByTestId('vip-referral');
    expect(await within(referral).findByText(en('text.vip.referral.noCode'))).toBeTruthy();
    expect(within(referral).queryByRole('button', { name: en('text.vip.referral.copy') })).toBeNull();
  });
});

describe('my VIP level (/profile2/vip-club)', () => {
  it('the level, its progress, what the next gives, the referral link and a way to all levels', async () => {
    renderPage(vipLevelPage, PLAYER);
    const status = await screen.findByTestId('vip-status');
    await within(status).findByText(en('text.vip.status.progress', { percent: 50 }));
    expect(within(status).getByText(en('text.vip.status.pointsToNext', { amount: '€450.00' }))).toBeTruthy();
    expect(within(within(status).getByTestId('vip-next-level')).getByText(en('text.vip.levels.gold.name'))).toBeTruthy();
    expect(screen.getByRole('link', { name: en('text.vip.allLevels') })).toBeTruthy();
    expect(await within(screen.getByTestId('vip-referral')).findByText(link)).toBeTruthy();
  });
});
