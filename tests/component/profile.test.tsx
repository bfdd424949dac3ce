// @vitest-environment jsdom
// The profile overview (issue 13, spec 2.1 /profile) as the brand declares it (brands/curacao/pages/
// profile.json), rendered by the real renderer and widgets against a scope: the player's name, email and
// its verification, the KYC status (spec 3 User: kycStatus, APPROVED is one value), the loyalty level and
// the last login (spec 3 Browser storage). And the primitive it needs: a Text value shown by a format.
import { describe, it, expect, afterEach } from 'vitest';
import { readFileSync } from 'node:fs';
import { cleanup, render, screen } from '@testing-library/react';
import { createI18n } from '../../src/platform/i18n';
import { RenderNodes } from '../../src/renderer/RenderNode';
import { emptyScope, freezeDeep, type Scope } from '../../src/renderer/scope';
import { formatValue } from '../../src/renderer/valueFormats';
import type { NodeDocument } from '../../src/generated/types';
import { TestProviders } from '../support/services';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v]] : Object.entries(flatten(v, `${prefix}${k}.`)))));
const texts = flatten(JSON.parse(readFileSync('brands/curacao/texts/en.json', 'utf8')));
const i18n = createI18n({ locale: 'en', fallbackTexts: {}, texts });
const say = (key: string, values: Record<string, string> = {}) => Object.entries(values).reduce((s, [k, v]) => s.replace(`{{${k}}}`, v), texts[key]);

const profile = JSON.parse(readFileSync('brands/curacao/pages/profile.json', 'utf8')) as { body: NodeDocument[] };
/** The overview part of the page: its loading placeholder and its grid of cards. */
const overview = profile.body.filter((node) => node.type === 'Skeleton' || node.type === 'Grid');

const PLAYER = {
  userId: 1, email: 'player@sandbox.test', firstName: 'Maria', lastName: 'Borg', isEmailVerified: true, kycStatus: 'APPROVED',
  currencyCode: 'EUR', currencySymbol: '€', isCrypto: false, userLoyaltyLevel: { level: 3, name: 'Gold', groupStep: 1 },
  userWallet: { amount: 500, nonCashAmount: 0, totalAmount: 500 },
};

function show(nodes: NodeDocument[], over: Partial<Scope>) {
  const scope = freezeDeep({ ...emptyScope, auth: { initialized: true, authenticated: true, selfExcluded: false }, ...over }) as Scope;
  return render(
    <TestProviders i18n={i18n} scope={scope}><RenderNodes nodes={nodes} path="pages/profile.json#/body" /></TestProviders>,
  );
}

afterEach(cleanup);

describe('the profile overview (brands/curacao/pages/profile.json)', () => {
  it('shows the verified, KYC-approved player: name, email, KYC Approved, loyalty level and the last login', async () => {
    const date = '2026-11-24T08:15:00.000Z';
    show(overview, { user: PLAYER, lastLogin: { date, ip: '203.0.113.24', location: 'Valletta, Malta' } });
    expect(screen.getByText(say('text.profile.name', { name: 'Maria Borg' }))).toBeTruthy();
    expect(screen.getByText(say('text.profile.email', { email: 'player@sandbox.test' }))).toBeTruthy();
    expect(screen.getByText(say('text.profile.emailVerified'))).toBeTruthy();
    expect(screen.queryByText(say('text.profile.emailNotVerified'))).toBeNull();
    expect(screen.getByText(say('text.profile.kyc.approved'))).toBeTruthy();
    expect(screen.queryByText(say('text.profile.kyc.none'))).toBeNull();
    expect(screen.queryByRole('link', { name: say('text.profile.kyc.verify') })).toBeNull();
    // The level's name is the brand's VIP level name (the Compute of its group runs after mount).
    expect(await screen.findByText(say('text.profile.loyalty.level', { level: texts['text.vip.levels.gold.name'] }))).toBeTruthy();
    expect(screen.getByText(say('text.profile.lastLogin.date', { date: formatValue(date, 'date', { locale: 'en' }) }))).toBeTruthy();
    expect(formatValue(date, 'date', { locale: 'en' })).toMatch(/2026/);
    expect(screen.getByText(say('text.profile.lastLogin.ip', { ip: '203.0.113.24' }))).toBeTruthy();
    expect(screen.getByText(say('text.profile.lastLogin.location', { location: 'Valletta, Malta' }))).toBeTruthy();
    expect(screen.queryByText(say('text.profile.loading'))).toBeNull();
  });

  it('a new player: no name yet, email not verified, KYC not verified with a link to verify; no last login card', async () => {
    show(overview, { user: { ...PLAYER, firstName: null, lastName: '', isEmailVerified: false, kycStatus: null, userLoyaltyLevel: null }, lastLogin: null });
    expect(screen.getByText(say('text.profile.nameMissing'))).toBeTruthy();
    expect(screen.getByText(say('text.profile.emailNotVerified'))).toBeTruthy();
    expect(screen.getByText(say('text.profile.kyc.none'))).toBeTruthy();
    expect(screen.getByRole('link', { name: say('text.profile.kyc.verify') })).toBeTruthy();
    expect(await screen.findByText(say('text.profile.loyalty.none'))).toBeTruthy();
    expect(screen.queryByText(say('text.profile.lastLogin.title'))).toBeNull();
  });

  it("KYC statuses other than APPROVED show a word, never the raw code; a level given as a number is named by the brand's level", async () => {
    show(overview, { user: { ...PLAYER, kycStatus: 'PENDING', userLoyaltyLevel: 2 } });
    expect(screen.getByText(say('text.profile.kyc.pending'))).toBeTruthy();
    expect(screen.queryByText(/PENDING/)).toBeNull();
    // A level given as a number is named by the brand's VIP level of its group (level 2: Silver).
    expect(await screen.findByText(say('text.profile.loyalty.level', { level: texts['text.vip.levels.silver.name'] }))).toBeTruthy();
    cleanup();
    show(overview, { user: { ...PLAYER, kycStatus: 'REJECTED' } });
    expect(screen.getByText(say('text.profile.kyc.rejected'))).toBeTruthy();
    expect(screen.queryByText(say('text.profile.kyc.approved'))).toBeNull();
  });

  it('while the user loads, a placeholder instead of "not verified" guesses', async () => {
    show(overview, { user: null });
    expect(await screen.findByText(say('text.profile.loading'))).toBeTruthy();
    expect(screen.queryByText(say('text.profile.kyc.none'))).toBeNull();
    expect(screen.queryByText(say('text.profile.emailNotVerified'))).toBeNull();
  });
});

describe('Text formats: a placeholder value shown as a date or an amount', () => {
  const node = (formats: Record<string, 'date' | 'amount'>, value: unknown): NodeDocument[] =>
    [{ type: 'Text', props: { text: 'text.profile.lastLogin.date', values: { date: value }, formats } } as NodeDocument];

  it('amount: in the player\'s wallet currency, 2 decimals for fiat', () => {
    show(node({ date: 'amount' }, 1234.5), { user: PLAYER });
    expect(screen.getByText(say('text.profile.lastLogin.date', { date: '€1,234.50' }))).toBeTruthy();
  });

  it('date: the same reading as a Table date column; not a date shows nothing', () => {
    expect(formatValue('2026-01-02T12:00:00Z', 'date', { locale: 'en' })).toMatch(/Jan 2, 2026/);
    show(node({ date: 'date' }, 'soon'), { user: PLAYER });
    expect(screen.getByText(say('text.profile.lastLogin.date', { date: '' }).trim())).toBeTruthy();
  });

  it('without formats the value is shown as it is', () => {
    show(node({}, 1234.5), { user: PLAYER });
    expect(screen.getByText(say('text.profile.lastLogin.date', { date: '1234.5' }))).toBeTruthy();
  });
});
