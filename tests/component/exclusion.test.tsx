// @vitest-environment jsdom
// Self-exclusion and account freeze as the brand declares them (issue 13; spec 2.5 Responsible gaming,
// spec 3 Enumerations: Self-exclusion durations, Freeze options, Session termination reasons): the
// self-exclusion section of brands/curacao/pages/limits.json on forms/self-exclusion.json, and
// pages/freeze-account.json on forms/freeze-account.json, rendered by the real renderer and widgets. Each
// asks for a confirmation in a dialog before it calls the platform, shows the server's message, and the
// freeze signs the player out (ACCOUNT_LOCKED). An exclusion cannot be lifted early (spec 4; security review
// N1): a choice ending before the exclusion in force is said so, before the confirmation when the user details
// carry it, and whenever the platform refuses with SELF_EXCLUSION_SHORTER.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NodeDocument } from '../../src/generated/types';
import type { BrandBundle } from '../../src/platform/brand';
import { ApiError } from '../../src/platform/api/client';
import { useSession } from '../../src/platform/session';
import { RenderNodes } from '../../src/renderer/RenderNode';
import { emptyScope, freezeDeep, type Scope } from '../../src/renderer/scope';
import { rendererStandIn } from '../support/services';
import type { WidgetServices } from '../../src/renderer/services';
import { en, renderWith, type Answer } from './tournaments-helpers';
import limitsPage from '../../brands/curacao/pages/limits.json';
import freezePage from '../../brands/curacao/pages/freeze-account.json';
import selfExclusionForm from '../../brands/curacao/forms/self-exclusion.json';
import luluSelfExclusionForm from '../../brands/lulu/forms/self-exclusion.json';
import freezeForm from '../../brands/curacao/forms/freeze-account.json';

type Doc = NodeDocument & { children?: Doc[] };
/** The self-exclusion section: the limits page's last node (the rest of the page is the limits forms). */
const selfExclusionSection = () => [structuredClone(limitsPage.body.at(-1)) as unknown as Doc];
const freezeBody = () => structuredClone(freezePage.body) as unknown as Doc[];
const brand = { forms: { 'self-exclusion': selfExclusionForm, 'freeze-account': freezeForm } } as unknown as BrandBundle;
const PLAYER = { userId: 7, email: 'p@sandbox.test', currencyCode: 'EUR', userWallet: { amount: 10, nonCashAmount: 0, totalAmount: 10 } };
const signedIn = freezeDeep({ ...emptyScope, auth: { initialized: true, authenticated: true, selfExcluded: false }, user: PLAYER }) as Scope;
const guest = freezeDeep({ ...emptyScope, auth: { initialized: true, authenticated: false, selfExcluded: false } }) as Scope;

let renderer = rendererStandIn();
let services: WidgetServices;
let request = vi.fn();

function show(body: Doc[], answer: Answer, scope: Scope = signedIn) {
  renderer = rendererStandIn();
  useSession.setState({ token: 'token', user: PLAYER, authenticated: true, initialized: true });
  const shown = renderWith(<RenderNodes nodes={body} path="pages/test.json#/body" />, answer, scope, '/', { renderer, services: { brand } });
  services = shown.services;
  request = shown.request;
  return shown;
}

const choose = async (label: string, option: string) => {
  const select = (await screen.findByLabelText(new RegExp(label))) as HTMLSelectElement;
  const index = [...select.options].findIndex((o) => o.text === option);
  expect(index, `${option} is offered`).toBeGreaterThan(0);
  fireEvent.change(select, { target: { value: select.options[index].value } });
};
const optionsOf = async (label: string) => [...((await screen.findByLabelText(new RegExp(label))) as HTMLSelectElement).options].map((o) => o.text).filter(Boolean);
const calls = (path: string) => request.mock.calls.filter(([, p]) => p === path);

afterEach(() => {
  const reported = [...vi.mocked(renderer.reportError).mock.calls];
  cleanup();
  useSession.setState({ token: null, user: null, authenticated: false });
  // Checked after unmounting: a failed check must not leave this page in the next test's document.
  expect(reported).toEqual([]);
});

describe('self-exclusion on the limits page (spec 2.5, spec 3 Self-exclusion durations)', () => {
  const excluded = { success: true, message: 'You have excluded yourself until the end of 2026-12-03 (UTC). Until then you can only withdraw.', data: { selfExclusion: '2026-12-03', isSelfExclusionPermanent: false, endedGameSessions: 1 } };

  it("offers spec 3's durations (no permanent on curacao); lulu's form adds permanent", async () => {
    show(selfExclusionSection(), () => excluded);
    expect(await optionsOf(en('text.responsibleGaming.selfExclusion.duration'))).toEqual(
      ['1h', '12h', '1d', '3d', '1w', '1m'].map((d) => en(`text.responsibleGaming.selfExclusion.durations.${d}`)));
    const lulu = luluSelfExclusionForm.schema.properties.duration.oneOf.map((o) => o.const);
    expect(lulu).toEqual(['1h', '12h', '1d', '3d', '1w', '1m', 'permanent']);
  });

  it('asks for a duration, then a confirmation; only the confirmation calls the platform, and its message is shown', async () => {
    show(selfExclusionSection(), (method, path) => {
      if (method === 'POST' && path === '/api/user/self-exclusion') return excluded;
      if (path === '/api/user/get-user-details') return { data: { getUser: { ...PLAYER, userLimit: { selfExclusion: '2099-12-03', isSelfExclusionPermanent: false } } } };
      throw new Error(`unexpected ${method} ${path}`);
    });
    fireEvent.click(await screen.findByRole('button', { name: en('text.responsibleGaming.selfExclusion.submit') }));
    expect(await screen.findByText(en('text.responsibleGaming.selfExclusion.durationRequired'))).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await choose(en('text.responsibleGaming.selfExclusion.duration'), en('text.responsibleGaming.selfExclusion.durations.1w'));
    fireEvent.click(screen.getByRole('button', { name: en('text.responsibleGaming.selfExclusion.submit') }));
    const dialog = await screen.findByRole('alertdialog', { name: en('text.responsibleGaming.selfExclusion.confirm.title') });
    expect(within(dialog).getByText(en('text.responsibleGaming.selfExclusion.confirm.text'))).toBeTruthy();
    expect(calls('/api/user/self-exclusion')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: en('text.responsibleGaming.selfExclusion.confirm.accept') }));
    expect(await screen.findByText(excluded.message)).toBeTruthy();
    expect(calls('/api/user/self-exclusion').map(([, , o]) => o.body)).toEqual([{ duration: '1w' }]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByRole('button', { name: en('text.responsibleGaming.selfExclusion.submit') })).toBeNull();

    // Continue loads the player again: the auth state becomes self-excluded (spec 4), which sends them to withdraw.
    fireEvent.click(screen.getByRole('button', { name: en('text.responsibleGaming.selfExclusion.continue') }));
    await waitFor(() => expect(useSession.getState().selfExcluded).toBe(true));
  });

  it('the exclusion ends when the player chose, to the minute: the page shows that time in the player\'s zone (issue 29)', async () => {
    const endsAt = '2026-12-03T14:05:00.000Z';
    const answer = { ...excluded, data: { ...excluded.data, selfExclusionEndsAt: endsAt } };
    show(selfExclusionSection(), (method, path) => {
      if (method === 'POST' && path === '/api/user/self-exclusion') return answer;
      throw new Error(`unexpected ${method} ${path}`);
    });
    await choose(en('text.responsibleGaming.selfExclusion.duration'), en('text.responsibleGaming.selfExclusion.durations.1w'));
    fireEvent.click(screen.getByRole('button', { name: en('text.responsibleGaming.selfExclusion.submit') }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: en('text.responsibleGaming.selfExclusion.confirm.accept') }));
    // Medium date and short time in the runtime's (the player's) time zone, as the site formats every date.
    const shown = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(endsAt));
    const done = await screen.findByText(en('text.responsibleGaming.selfExclusion.done', { until: shown }));
    expect(done.closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByText(excluded.message)).toBeNull();
  });

  it('a permanent exclusion is said so when done', async () => {
    const answer = { success: true, message: 'You have excluded yourself permanently. You can still withdraw your balance.', data: { selfExclusion: null, selfExclusionEndsAt: null, isSelfExclusionPermanent: true, endedGameSessions: 0 } };
    show(selfExclusionSection(), (method, path) => {
      if (method === 'POST' && path === '/api/user/self-exclusion') return answer;
      throw new Error(`unexpected ${method} ${path}`);
    });
    await choose(en('text.responsibleGaming.selfExclusion.duration'), en('text.responsibleGaming.selfExclusion.durations.1m'));
    fireEvent.click(screen.getByRole('button', { name: en('text.responsibleGaming.selfExclusion.submit') }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: en('text.responsibleGaming.selfExclusion.confirm.accept') }));
    expect(await screen.findByText(en('text.responsibleGaming.selfExcluded.permanent'))).toBeTruthy();
  });

  it('Cancel closes the confirmation and calls nothing; a refusal shows the server message and the form again', async () => {
    show(selfExclusionSection(), (method, path) => {
      if (path === '/api/user/self-exclusion') throw new ApiError(400, 'Bad Request', { message: 'Permanent self-exclusion is not offered here. Choose a duration.', code: 'PERMANENT_NOT_ALLOWED' });
      throw new Error(`unexpected ${method} ${path}`);
    });
    await choose(en('text.responsibleGaming.selfExclusion.duration'), en('text.responsibleGaming.selfExclusion.durations.1h'));
    fireEvent.click(screen.getByRole('button', { name: en('text.responsibleGaming.selfExclusion.submit') }));
    let dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: en('text.responsibleGaming.cancel') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls('/api/user/self-exclusion')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: en('text.responsibleGaming.selfExclusion.submit') }));
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: en('text.responsibleGaming.selfExclusion.confirm.accept') }));
    const alert = await screen.findByText('Permanent self-exclusion is not offered here. Choose a duration.');
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByRole('button', { name: en('text.responsibleGaming.selfExclusion.submit') })).toBeTruthy();
  });
});

describe('an exclusion cannot be lifted early (spec 4 Self-exclusion; security review N1)', () => {
  const shorter = () => en('text.responsibleGaming.selfExclusion.shorter');
  const submit = () => fireEvent.click(screen.getByRole('button', { name: en('text.responsibleGaming.selfExclusion.submit') }));
  const duration = (d: string) => choose(en('text.responsibleGaming.selfExclusion.duration'), en(`text.responsibleGaming.selfExclusion.durations.${d}`));
  afterEach(() => { vi.useRealTimers(); });

  it('the platform refuses SELF_EXCLUSION_SHORTER: the page says so in its own words, and the form is back', async () => {
    const message = 'You are already excluded until the end of 2027-06-17 (UTC). An exclusion cannot be shortened or lifted early: choose a period that ends later.';
    show(selfExclusionSection(), (method, path) => {
      if (path === '/api/user/self-exclusion') throw new ApiError(409, 'Conflict', { success: false, code: 'SELF_EXCLUSION_SHORTER', message });
      throw new Error(`unexpected ${method} ${path}`);
    });
    await duration('1h');
    submit();
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: en('text.responsibleGaming.selfExclusion.confirm.accept') }));
    const alert = await screen.findByText(shorter());
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(screen.queryByText(message)).toBeNull();
    expect(screen.getByRole('button', { name: en('text.responsibleGaming.selfExclusion.submit') })).toBeTruthy();
    // Choosing again clears it.
    await duration('1m');
    submit();
    await screen.findByRole('alertdialog');
    expect(screen.queryByText(shorter())).toBeNull();
  });

  it('user details carrying a longer exclusion: a shorter choice is said so before any confirmation or call; a longer one is confirmed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-17T12:00:00.000Z'));
    const user = { ...PLAYER, userLimit: { selfExclusion: '2026-06-20', selfExclusionEndsAt: '2026-06-20T12:00:00.000Z', isSelfExclusionPermanent: false } };
    show(selfExclusionSection(), () => { throw new Error('no call expected'); }, freezeDeep({ ...signedIn, user }) as Scope);
    await duration('1d');
    submit();
    expect((await screen.findByText(shorter())).closest('[role="alert"]')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // 3 days ends at 2026-06-20 12:00 too: not earlier, so it is confirmed as usual.
    await duration('3d');
    submit();
    expect(await screen.findByRole('alertdialog', { name: en('text.responsibleGaming.selfExclusion.confirm.title') })).toBeTruthy();
    expect(screen.queryByText(shorter())).toBeNull();
    expect(request).not.toHaveBeenCalled();
  });

  it('a permanent exclusion: every duration is said so', async () => {
    const user = { ...PLAYER, userLimit: { selfExclusion: null, isSelfExclusionPermanent: true } };
    show(selfExclusionSection(), () => { throw new Error('no call expected'); }, freezeDeep({ ...signedIn, user }) as Scope);
    await duration('1m');
    submit();
    expect(await screen.findByText(shorter())).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('freeze account (/profile2/freeze-account; spec 3 Freeze options)', () => {
  const frozen = { success: true, message: 'Your account is frozen until 2026-12-03 14:05 UTC. You have been signed out.', data: { until: '2026-12-03T14:05:00.000Z', revokedSessions: 2 } };

  it("offers spec 3's options, confirms, freezes, shows the server's message and signs the player out (ACCOUNT_LOCKED)", async () => {
    show(freezeBody(), (method, path) => {
      if (method === 'POST' && path === '/api/user/freeze-account') return frozen;
      throw new Error(`unexpected ${method} ${path}`);
    });
    expect(await optionsOf(en('text.responsibleGaming.freeze.days'))).toEqual(['1 Day (24h)', '3 Days', '7 Days', '10 Days']);
    await choose(en('text.responsibleGaming.freeze.days'), '7 Days');
    fireEvent.click(screen.getByRole('button', { name: en('text.responsibleGaming.freeze.submit') }));
    const dialog = await screen.findByRole('alertdialog', { name: en('text.responsibleGaming.freeze.confirm.title') });
    expect(calls('/api/user/freeze-account')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: en('text.responsibleGaming.freeze.confirm.accept') }));

    expect(await screen.findByText(frozen.message)).toBeTruthy();
    expect(calls('/api/user/freeze-account').map(([, , o]) => o.body)).toEqual([{ days: 7 }]);
    await waitFor(() => expect(services.session.logout).toHaveBeenCalledWith('ACCOUNT_LOCKED', { stay: true }));
    // The page stays: its message names the freeze's end (a sign-out goes home unless the document says stay).
    expect(screen.getByRole('heading', { name: en('text.responsibleGaming.freeze.doneTitle') })).toBeTruthy();
    expect(screen.getByRole('link', { name: en('text.responsibleGaming.freeze.home') }).getAttribute('href')).toBe('/casino');
  });

  it('a refusal shows the server message and keeps the player signed in', async () => {
    show(freezeBody(), () => { throw new ApiError(400, 'Bad Request', { message: 'days must be one of 1, 3, 7, 10' }); });
    await choose(en('text.responsibleGaming.freeze.days'), '1 Day (24h)');
    fireEvent.click(screen.getByRole('button', { name: en('text.responsibleGaming.freeze.submit') }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: en('text.responsibleGaming.freeze.confirm.accept') }));
    expect(await screen.findByText('days must be one of 1, 3, 7, 10')).toBeTruthy();
    expect(services.session.logout).not.toHaveBeenCalled();
  });

  it('a guest sees the login prompt instead of the form', async () => {
    show(freezeBody(), () => ({}), guest);
    expect(await screen.findByText(en('text.auth.loginRequired'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en('text.auth.login') }));
    expect(services.modals.openModal).toHaveBeenCalledWith('login', undefined);
    expect(screen.queryByLabelText(new RegExp(en('text.responsibleGaming.freeze.days')))).toBeNull();
  });
});
