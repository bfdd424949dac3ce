// Checks of the sandbox's control plane (review 2026-11-23 finding 2): on the target (started with a control
// key, as CI starts it) no control call works without the key, however its path is spelled; and two servers
// of the checkout's own, started by this check: one on HOST=0.0.0.0 without a key (must refuse to start) and
// one with API_URL set (a real platform: no sandbox at all).
import { after, answering, freePort, start, START_WITHIN_MS, type ServerOptions } from '../spawn';
import { brief, expectAnswer, fail, header, held, type Answer, type Target, type Verdict } from '../target';

/** A control call without the right key: 403 SANDBOX_CONTROL_KEY, or 404 when its path routes nowhere. */
function refused(answer: Answer, what: string, mayRouteNowhere: boolean): void {
  if (mayRouteNowhere && answer.status === 404) return;
  expectAnswer(answer, what, 403, { code: 'SANDBOX_CONTROL_KEY' });
}

export async function controlKey(target: Target): Promise<Verdict> {
  if (!target.controlKey) {
    fail('the audit was given no SANDBOX_CONTROL_KEY: a server without one leaves every control call open on loopback; start the target with a key and pass it (tools/test.sh does)');
  }
  const player = await target.newPlayer('control');
  const credit = { email: player.email, amount: 1_000_000 };
  const keyless = (path: string, headers: Record<string, string> = {}, rawPath = false, method = 'POST', body: unknown = credit) =>
    target.call(method, path, { body: method === 'GET' ? undefined : body, headers, rawPath });
  refused(await keyless('/api/sandbox/wallet'), 'a wallet credit without X-Sandbox-Key', false);
  refused(await keyless('/api/sandbox/wallet', { 'x-sandbox-key': `${target.controlKey}x` }), 'a wallet credit with a wrong key', false);
  refused(await keyless('/api/sandbox/wallet', { 'x-sandbox-key': '' }), 'a wallet credit with an empty key', false);
  const spellings = [
    '/api/Sandbox/wallet', '/API/SANDBOX/WALLET', '/api/sandbox//wallet', '/api/sandbox/%77allet', '/api/sandbox/./wallet',
    '/api/sandbox/provider/../wallet', '/api/sandbox/provider/%2e%2e/wallet', '/api/sandbox/retargeting/..%2fwallet', '//api/sandbox/wallet',
  ];
  for (const path of spellings) refused(await keyless(path, {}, true), `a wallet credit at ${path} without a key`, true);
  refused(await keyless('/api/sandbox/events?limit=1', {}, false, 'GET'), 'reading the tracked events without a key', false);
  refused(await keyless('/api/sandbox/reset-code', {}, false, 'POST', player.phone), "reading a player's reset code without a key", false);
  refused(await keyless('/api/sandbox/settings', {}, false, 'POST', {}), 'patching the settings without a key', false);
  const balance = async () => {
    const details = await target.call('GET', '/api/user/get-user-details', { token: player.token });
    expectAnswer(details, "the player's details", 200);
    return details.json().data.getUser.userWallet?.totalAmount as unknown;
  };
  const before = await balance();
  if (before !== 0) fail(`after ${spellings.length + 3} keyless credits the player's balance is ${String(before)}, not 0`);
  // The right key works: what was refused was the missing key.
  expectAnswer(await target.call('POST', '/api/sandbox/wallet', { body: { email: player.email, amount: 5 }, control: true }), 'a wallet credit with the key', 200);
  const after = await balance();
  if (after !== 5) fail(`a credit of 5 with the key left the balance at ${String(after)}`);
  return held(`without the key (none, wrong, empty, ${spellings.length} spellings of the path, events, reset-code, settings): 403 SANDBOX_CONTROL_KEY or 404, balance 0; with it 200`);
}

export type ExposureOptions = ServerOptions;

// Finding 2 (R2c, R2d): the checkout's own site server refuses HOST=0.0.0.0 without a control key, and with
// API_URL set (a real platform) mounts no sandbox: no control endpoint and no seeded account. That server runs
// as behind a TLS proxy (TRUST_PROXY=1), so finding 15's HSTS is checked too: sent for X-Forwarded-Proto https,
// not over plain http. Needs the checkout built (dist/site), as CI's audit stage has it; CORE_API_URL points at
// the target for settings2.
export async function sandboxExposure(target: Target, options: ServerOptions = {}): Promise<Verdict> {
  const withinMs = options.withinMs ?? START_WITHIN_MS;
  const [openPort, platformPort] = [await freePort(), await freePort()];
  const open = start(options, { HOST: '0.0.0.0', PORT: String(openPort) });
  const apiUrl = 'http://127.0.0.1:9';
  const platform = start(options, { HOST: '127.0.0.1', PORT: String(platformPort), API_URL: apiUrl, CORE_API_URL: target.base.origin, TRUST_PROXY: '1' });
  let site: Target | null = null;
  try {
    const refusedStart = await Promise.race([open.exitCode, after(withinMs, 'running' as const)]);
    if (refusedStart === 'running') fail(`a server with HOST=0.0.0.0 and no SANDBOX_CONTROL_KEY was still running after ${withinMs / 1000} s`);
    if (refusedStart === 0 || !/Refusing to listen on HOST=0\.0\.0\.0/.test(open.output())) {
      fail(`a server with HOST=0.0.0.0 and no key exited ${String(refusedStart)} without refusing: ${brief(open.output(), 200)}`);
    }
    site = await answering(platform, platformPort, 'the server with API_URL set', withinMs);
    const page = await site.call('GET', '/casino', { headers: { accept: 'text/html' } });
    const boot = /<script id="boot-config" type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(page.body)?.[1];
    const apiBase = boot ? JSON.parse(boot).apiBase : undefined;
    if (apiBase !== apiUrl) fail(`the page of the server with API_URL=${apiUrl} names apiBase ${String(apiBase)}`);
    expectAnswer(await site.call('POST', '/api/sandbox/wallet', { body: { email: 'player@sandbox.test', amount: 1 } }), 'a sandbox wallet credit with API_URL set', 404);
    expectAnswer(await site.call('POST', '/api/user/login', { body: { email: 'player@sandbox.test', password: 'Sandbox123!' } }), 'the seeded login with API_URL set', 404);
    expectAnswer(await site.call('POST', '/api/sandbox/reset', { body: {} }), 'a sandbox reset with API_URL set', 404);
    if (header(page, 'strict-transport-security')) fail(`a page over plain http sent Strict-Transport-Security: ${header(page, 'strict-transport-security')}`);
    const proxied = await site.call('GET', '/casino', { headers: { accept: 'text/html', 'x-forwarded-proto': 'https' } });
    const hsts = header(proxied, 'strict-transport-security');
    const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0);
    if (maxAge < 31_536_000) fail(`a page behind the TLS proxy (TRUST_PROXY=1, X-Forwarded-Proto https) answered Strict-Transport-Security "${hsts}", not a year or more`);
    return held(`HOST=0.0.0.0 without a key: refused to start (exit ${refusedStart}); with API_URL: apiBase ${apiUrl}, sandbox wallet, reset and seeded login 404; behind a TLS proxy HSTS max-age ${maxAge}, none over http`);
  } finally {
    site?.close();
    await Promise.all([open.stop(), platform.stop()]);
  }
}
