// @vitest-environment jsdom
// The withdrawal page is the brand's document (issue 11; spec 2.5 Withdrawal form, spec 4, spec 5): the
// Withdraw node gives its children cashier.blocked and cashier.available, and what the operator declares
// (the fix link of each reason, the form of each kind, the order) is what the page shows.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { NodeDocument } from '../../src/generated/types';
import type { BrandBundle } from '../../src/platform/brand';
import { useSession } from '../../src/platform/session';
import { RenderNodes } from '../../src/renderer/RenderNode';
import { rendererStandIn } from '../support/services';
import { en, renderWith } from './tournaments-helpers';
import withdrawPage from '../../brands/curacao/pages/withdraw.json';
import withdrawAmount from '../../brands/curacao/forms/withdraw-amount.json';
import withdrawBank from '../../brands/curacao/forms/withdraw-bank.json';

type Doc = NodeDocument & { children?: Doc[] };
const page = () => structuredClone(withdrawPage.body) as unknown as Doc[];
/** The Withdraw node of the page (the self-excluded notices come before it). */
const withdrawNode = (body: Doc[]) => body.find((node) => node.type === 'Withdraw')!;
const METHODS = [
  { id: 1, name: 'visa', paymentMethod: 'visa', title: 'Visa', isCardForm: true, isActive: true, withdrawalExist: true, sortPriority: 100 },
  { id: 2, name: 'bank_transfer', paymentMethod: 'bank_transfer', title: 'Bank transfer', kind: 'bank', isActive: true, withdrawalExist: true, sortPriority: 90 },
];
const PLAYER = { userId: 1, email: 'p@sandbox.test', countryCode: 'MT', currencyCode: 'EUR', currencySymbol: '€', depositCount: 2, isEmailVerified: true, depositWagerComplete: true, activeBonus: null, userWallet: { amount: 120, nonCashAmount: 0, totalAmount: 120 } };
const brand = { forms: { 'withdraw-amount': withdrawAmount, 'withdraw-bank': withdrawBank } } as unknown as BrandBundle;
let renderer = rendererStandIn();

function renderPage(body: Doc[], user: Record<string, unknown>, url = '/withdraw') {
  useSession.setState({ user, authenticated: true, initialized: true });
  renderer = rendererStandIn({ dev: true });
  return renderWith(
    <RenderNodes nodes={body} path="pages/withdraw.json#/body" />,
    (_method, path) => {
      if (path === '/api/admin/get-payments') return { data: { payments: METHODS } };
      throw new Error(`unexpected ${path}`);
    },
    undefined, url, { renderer, services: { brand } },
  );
}

afterEach(() => {
  const reported = [...vi.mocked(renderer.reportError).mock.calls];
  cleanup();
  useSession.setState({ user: null, authenticated: false });
  // Checked after unmounting: a failed check must not leave this page in the next test's document.
  expect(reported).toEqual([]);
});

describe('the withdrawal page is a brand document', () => {
  it('spec 5: a player without a deposit sees that reason, with the fix link the document declares for it, and no methods', async () => {
    renderPage(page(), { ...PLAYER, depositCount: 0 });
    const notice = await screen.findByTestId('withdraw-blocked');
    expect(notice).toHaveProperty('dataset.block', 'noDeposit');
    expect(within(notice).getByText(en('text.cashier.withdrawal.blocked.noDeposit'))).toBeTruthy();
    expect(within(notice).getByRole('link', { name: en('text.cashier.withdrawal.blocked.toDeposit') }).getAttribute('href')).toBe('/deposit');
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it("an operator's fixes: a reason the document gives no link shows none, another page for another", async () => {
    const body = page();
    const blocked = withdrawNode(body).children![0];
    blocked.props = { fixes: { emailNotVerified: { page: 'verification', text: 'text.cashier.withdrawal.blocked.toProfile' } } };
    renderPage(body, { ...PLAYER, isEmailVerified: false });
    const notice = await screen.findByTestId('withdraw-blocked');
    expect(within(notice).getByRole('link').getAttribute('href')).toBe('/verification');
    cleanup();
    renderPage(body, { ...PLAYER, depositCount: 0 });
    expect(within(await screen.findByTestId('withdraw-blocked')).queryByRole('link')).toBeNull();
  });

  it('the available line is a Text of the document over cashier.available; the form is the one declared for the kind', async () => {
    const body = page();
    const form = withdrawNode(body).children![1].children![2];
    form.props = { forms: { bank: 'withdraw-amount' } };
    renderPage(body, PLAYER, '/withdraw?activeMethod=bank_transfer');
    expect(await screen.findByText(en('text.cashier.withdrawal.available', { amount: '€120.00' }))).toBeTruthy();
    const shown = await screen.findByTestId('withdraw-form');
    expect(shown.dataset.method).toBe('bank_transfer');
    // The amount-only form, as declared for bank methods here: no account number is asked.
    await waitFor(() => expect(within(shown).getByLabelText(en('text.cashier.withdrawal.field.amount'), { exact: false })).toBeTruthy());
    expect(within(shown).queryByLabelText(en('text.cashier.withdrawal.field.accountNumber'), { exact: false })).toBeNull();
  });
});
