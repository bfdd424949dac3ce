// @vitest-environment jsdom
// The cookie notice of layout.json (spec 2.5 Cookie notice; spec 9 'Cookie consent lasts one year. The
// consent value is stored under a fixed key.'): the brand's nodes, shown by the rule of
// src/compliance/cookieNotice.ts, hidden by the acceptCookies action.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { NodeDocument } from '../../src/generated/types';
import { RenderNodes } from '../../src/renderer/RenderNode';
import { RendererContext } from '../../src/renderer/RendererContext';
import { emptyScope } from '../../src/renderer/scope';
import { useCookieConsent } from '../../src/compliance/cookieConsent';
import { rendererStandIn } from '../support/services';
import { en, renderWith } from './tournaments-helpers';
import layout from '../../brands/curacao/layout.json';

const renderer = rendererStandIn();
function renderNotice(url: string, settings: Record<string, unknown> = { cookiesPopup: true }) {
  return renderWith(
    <RendererContext.Provider value={renderer}><RenderNodes nodes={layout.notices as unknown as NodeDocument[]} path="layout.json#/notices" /></RendererContext.Provider>,
    () => { throw new Error('no call expected'); },
    { ...emptyScope, settings } as never,
    url,
  );
}
const notice = () => screen.queryByRole('region', { name: en('text.cookies.label') });

afterEach(() => {
  cleanup();
  localStorage.clear();
  useCookieConsent.setState({ consent: undefined, read: false });
});

describe('the cookie notice (spec 2.5)', () => {
  it('shows for a visitor who has not accepted, with the policy link; accepting hides it and stores the consent under the fixed key', async () => {
    renderNotice('/casino');
    await waitFor(() => expect(notice()).not.toBeNull());
    expect(screen.getByRole('link', { name: en('text.cookies.policy') }).getAttribute('href')).toBe('/privacy-policy');
    fireEvent.click(screen.getByRole('button', { name: en('text.cookies.accept') }));
    await waitFor(() => expect(notice()).toBeNull());
    const stored = JSON.parse(localStorage.getItem('cookieConsent') ?? 'null') as { acceptedAt: string };
    expect(Math.abs(Date.parse(stored.acceptedAt) - Date.now())).toBeLessThan(60_000);
    cleanup();
    renderNotice('/casino');
    await waitFor(() => expect(useCookieConsent.getState().read).toBe(true));
    expect(notice()).toBeNull();
  });

  it('never on a game page (/games/, /play/, /casino/games/), nor with cookiesPopup off', async () => {
    for (const url of ['/casino/games/golden-fortune', '/play/golden-fortune?mode=demo', '/games/x']) {
      renderNotice(url);
      await waitFor(() => expect(useCookieConsent.getState().read).toBe(true));
      expect(notice(), url).toBeNull();
      cleanup();
    }
    renderNotice('/casino', { cookiesPopup: false });
    await waitFor(() => expect(useCookieConsent.getState().read).toBe(true));
    expect(notice()).toBeNull();
  });

  it('a consent from over a year ago no longer counts (spec 9)', async () => {
    localStorage.setItem('cookieConsent', JSON.stringify({ acceptedAt: new Date(Date.now() - 366 * 86_400_000).toISOString() }));
    renderNotice('/casino');
    await waitFor(() => expect(notice()).not.toBeNull());
  });
});
