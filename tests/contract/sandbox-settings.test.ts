// Issue 15 "Sandbox controls": POST /api/sandbox/settings merge-patches the settings2 answer at run time,
// DELETE restores the seeded one; the site's boot config (the settings every page starts with) follows, so a
// test switches a setting without a restart.
import { describe, expect, it } from 'vitest';
import { useTestSite } from './site-helpers';

const site = useTestSite();

const settings2 = async () => (await (await fetch(`${site.base}/api/core/casino/settings2`)).json()) as Record<string, unknown>;
/** The settings in the page's boot config. */
async function bootSettings(): Promise<Record<string, unknown>> {
  const html = await (await fetch(`${site.base}/`, { headers: { accept: 'text/html' } })).text();
  const json = /<script[^>]*id="boot-config"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(json, 'the page carries its boot config').toBeTruthy();
  return (JSON.parse(json!) as { settings: Record<string, unknown> }).settings;
}
const patch = (body: unknown, method = 'POST') => fetch(`${site.base}/api/sandbox/settings`, {
  method, headers: body === undefined ? {} : { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body),
});

describe('POST /api/sandbox/settings', () => {
  it('merge-patches settings2 and the pages loaded afterwards; DELETE restores the seeded settings', async () => {
    const seeded = await settings2();
    expect(seeded.cookiesPopup).toBe(true);
    const answer = await patch({ cookiesPopup: false, showLiveChat: true, excludedCountryCodeList: ['US'] });
    expect(answer.status).toBe(200);
    expect((await answer.json()).data).toMatchObject({ cookiesPopup: false, showLiveChat: true, excludedCountryCodeList: ['US'] });
    expect(await settings2()).toMatchObject({ cookiesPopup: false, showLiveChat: true });
    expect(await bootSettings()).toMatchObject({ cookiesPopup: false, showLiveChat: true, excludedCountryCodeList: ['US'] });

    await patch({ showLiveChat: null }); // null removes the key (RFC 7396); the earlier patch stays
    expect(await settings2()).not.toHaveProperty('showLiveChat');
    expect((await settings2()).cookiesPopup).toBe(false);

    expect((await patch(undefined, 'DELETE')).status).toBe(200);
    expect(await settings2()).toEqual(seeded);
    expect((await bootSettings()).cookiesPopup).toBe(true);
  });

  it('issue 26 item 3: settings2 does not decide the brand\'s own settings (pageUrls, navigationSystem): they stay out of the boot config', async () => {
    await patch({ pageUrls: [{ key: 'vip', href: '/vip-club' }], navigationSystem: 'panel', showLiveChat: true });
    try {
      const boot = await bootSettings();
      expect(boot).toMatchObject({ showLiveChat: true });
      expect(boot).not.toHaveProperty('pageUrls');
      expect(boot).not.toHaveProperty('navigationSystem');
    } finally {
      await patch(undefined, 'DELETE');
    }
  });

  it('refuses a body that is not an object and one over the size limit, changing nothing', async () => {
    const before = await settings2();
    const array = await patch(['cookiesPopup']);
    expect(array.status).toBe(400);
    expect((await array.json()).message).toMatch(/merge patch/);
    expect((await patch({ brandName: 'x'.repeat(70 * 1024) })).status).toBe(413);
    expect(await settings2()).toEqual(before);
  });

  it('is dropped by /api/sandbox/reset', async () => {
    await patch({ cookiesPopup: false });
    await fetch(`${site.base}/api/sandbox/reset`, { method: 'POST' });
    expect((await settings2()).cookiesPopup).toBe(true);
  });
});

describe('scoped settings (?scope=, cookie sandbox-settings-scope)', () => {
  it('applies a scoped patch only to requests with its cookie, on top of the unscoped one', async () => {
    await patch({ cookiesPopup: false });
    await fetch(`${site.base}/api/sandbox/settings?scope=t1`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ showLiveChat: true }) });
    const inScope = await (await fetch(`${site.base}/api/core/casino/settings2`, { headers: { cookie: 'sandbox-settings-scope=t1' } })).json();
    expect(inScope).toMatchObject({ cookiesPopup: false, showLiveChat: true });
    const html = await (await fetch(`${site.base}/`, { headers: { accept: 'text/html', cookie: 'other=1; sandbox-settings-scope=t1' } })).text();
    expect(html).toContain('"showLiveChat":true');
    expect((await settings2()).showLiveChat).not.toBe(true);
    expect((await bootSettings()).showLiveChat).not.toBe(true);
    expect((await fetch(`${site.base}/api/sandbox/settings?scope=t1`, { method: 'DELETE' })).status).toBe(200);
    const dropped = await (await fetch(`${site.base}/api/core/casino/settings2`, { headers: { cookie: 'sandbox-settings-scope=t1' } })).json();
    expect(dropped.showLiveChat).not.toBe(true);
    expect(dropped.cookiesPopup).toBe(false); // the unscoped patch stays
    expect((await fetch(`${site.base}/api/sandbox/settings?scope=${'x'.repeat(65)}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(400);
    await patch(undefined, 'DELETE');
  });
});
