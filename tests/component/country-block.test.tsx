// @vitest-environment jsdom
// The blocked-country screen of layout.json (spec 2.5 Blocked-country notice; spec 4 Country block; spec 9):
// the brand's nodes over the site for a guest in a restricted country, with the country, IP and date; the
// re-verify button; the bypasses; the report (PUT country-blocked); a failed geolocation only logged.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useCookieConsent } from '../../src/compliance/cookieConsent';
import type { NodeDocument } from '../../src/generated/types';
import { useSession } from '../../src/platform/session';
import { RenderNodes } from '../../src/renderer/RenderNode';
import { RendererContext } from '../../src/renderer/RendererContext';
import { emptyScope } from '../../src/renderer/scope';
import { rendererStandIn } from '../support/services';
import { en, renderWith } from './tournaments-helpers';
import layout from '../../brands/curacao/layout.json';

const SETTINGS = { excludedCountryCodeList: ['US', 'DE'], whitelistedIPs: ['203.0.113.7'] };
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const located = (code: string, ip = '198.51.100.4', subdivisions: string[] = []) =>
  ({ data: { location: { country: { code, name: code === 'US' ? 'United States' : code }, ipInfo: { ip, subdivisions: subdivisions.map((isoCode) => ({ isoCode })) } } } });

const renderer = rendererStandIn();
function renderBlock(location: () => unknown, url = '/casino') {
  const reports: unknown[] = [];
  const view = renderWith(
    <RendererContext.Provider value={renderer}><RenderNodes nodes={layout.notices as unknown as NodeDocument[]} path="layout.json#/notices" /></RendererContext.Provider>,
    (method, path, options) => {
      if (path === '/api/admin/get-location') return location();
      if (method === 'PUT' && path === '/api/user/country-blocked') { reports.push(options.body); return { success: true }; }
      throw new Error(`unexpected ${method} ${path}`);
    },
    { ...emptyScope, settings: SETTINGS } as never,
    url,
  );
  return { ...view, reports };
}
const block = () => screen.queryByRole('dialog', { name: en('text.countryBlock.title') });
/** The location was asked for and its answer handled: every promise queued by then has settled (a macrotask later). */
async function asked(request: ReturnType<typeof vi.fn>) {
  await waitFor(() => expect(request.mock.calls.some((c) => c[1] === '/api/admin/get-location')).toBe(true));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  useCookieConsent.setState({ consent: undefined, read: false });
  vi.restoreAllMocks();
  useSession.setState({ authenticated: false, initialized: false, token: null, user: null });
});

function guest() {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(BROWSER);
  useSession.setState({ authenticated: false, initialized: true, token: null, user: null });
}

describe('the blocked-country screen (spec 2.5, 4 Country block)', () => {
  it('covers the site for a guest in a restricted country: country, IP and date; the flag stored; the block reported once', async () => {
    guest();
    const { reports } = renderBlock(() => located('US'));
    const screenNode = await waitFor(() => { const node = block(); expect(node).not.toBeNull(); return node!; });
    expect(screenNode.textContent).toContain(en('text.countryBlock.country', { country: 'United States' }));
    expect(screenNode.textContent).toContain(en('text.countryBlock.ip', { ip: '198.51.100.4' }));
    expect(screenNode.textContent).toContain(new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date()));
    // Focus moves in an effect after the screen is shown: wait for it (a busy machine runs it a moment later).
    await waitFor(() => expect(document.activeElement).toBe(screenNode));
    expect(localStorage.getItem('restrictedCountry')).toBe('US');
    await waitFor(() => expect(reports).toEqual([{ ip: '198.51.100.4', country: 'US', firstUrl: window.location.href }]));
  });

  it("re-verify: an allowed country clears the flag, stores isVerified=true and lifts the screen; a failed geolocation is only logged", async () => {
    guest();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let answer: () => unknown = () => located('US');
    renderBlock(() => answer());
    await waitFor(() => expect(block()).not.toBeNull());
    answer = () => { throw new Error('geolocation down'); };
    fireEvent.click(screen.getByRole('button', { name: en('text.countryBlock.reverify') }));
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('Geolocation failed'), expect.anything()));
    expect(block()).not.toBeNull();
    answer = () => located('MT');
    fireEvent.click(screen.getByRole('button', { name: en('text.countryBlock.reverify') }));
    await waitFor(() => expect(block()).toBeNull());
    expect(localStorage.getItem('restrictedCountry')).toBeNull();
    expect(localStorage.getItem('isVerified')).toBe('true');
  });

  it("spec 4: the German subdivision ST counts when DE is listed; a whitelisted IP and whitelisted=1 (address, then storage) bypass", async () => {
    guest();
    renderBlock(() => located('ST'));
    await waitFor(() => expect(block()).not.toBeNull());
    cleanup();
    const whitelistedIp = renderBlock(() => located('US', '203.0.113.7'));
    await asked(whitelistedIp.request);
    expect(localStorage.getItem('restrictedCountry')).toBeNull();
    expect(block()).toBeNull();
    cleanup();
    const byAddress = renderBlock(() => located('US'), '/casino?whitelisted=1');
    await asked(byAddress.request);
    await waitFor(() => expect(localStorage.getItem('whitelisted')).toBe('1'));
    expect(block()).toBeNull();
    cleanup();
    const stored = renderBlock(() => located('US'));
    await asked(stored.request);
    expect(block()).toBeNull();
  });

  it('a signed-in player and a bot are never checked', async () => {
    useSession.setState({ authenticated: true, initialized: true, token: 't', user: { userId: 1 } as never });
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(BROWSER);
    const player = renderBlock(() => located('US'));
    // The notices' effects have run (the cookie notice read its consent beside it): still no location call.
    await waitFor(() => expect(useCookieConsent.getState().read).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(player.request.mock.calls.some((c) => c[1] === '/api/admin/get-location')).toBe(false);
    cleanup();
    useSession.setState({ authenticated: false, initialized: true, token: null, user: null });
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    const bot = renderBlock(() => located('US'));
    await asked(bot.request);
    expect(localStorage.getItem('restrictedCountry')).toBeNull();
    expect(block()).toBeNull();
  });
});
