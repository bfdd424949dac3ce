// The audit's control-plane checks (review 2026-11-23 finding 2) against stand-ins: a target whose control calls
// answer without the key (or with the key checked on one spelling of the path), and stand-in site servers
// started by the exposure check (small node scripts in place of server/site/main.ts).
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { controlKey, sandboxExposure } from '../../../tools/audit/checks/control';
import { verdictLine, verdictOf } from '../../../tools/audit/run';
import { Target } from '../../../tools/audit/target';
import { closeStandIns, accounts, standIn, type Handler } from './standIn';

afterEach(closeStandIns);

describe('audit R2: control endpoints without the key', () => {
  type Flaw = 'open' | 'case-sensitive' | 'no-key-given';
  async function lineOf(flaw?: Flaw) {
    const a = accounts();
    const control: Handler = ({ rawPath, headers, body, method }) => {
      const path = rawPath.split('?')[0];
      const routed = decodeURIComponent(path).toLowerCase().replace(/\/{2,}/g, '/');
      const checked = flaw === 'case-sensitive' ? path.replace(/\/{2,}/g, '/') : routed;
      const isControl = checked.startsWith('/api/sandbox/') && !checked.startsWith('/api/sandbox/provider/') && !checked.startsWith('/api/sandbox/retargeting/');
      if (flaw !== 'open' && isControl && headers['x-sandbox-key'] !== 'stand-in-key') {
        return { status: 403, body: { message: 'needs the key', code: 'SANDBOX_CONTROL_KEY' } };
      }
      if (routed === '/api/sandbox/wallet' && method === 'POST') {
        const user = a.byEmail(body.email)!;
        user.state.balance = (user.state.balance ?? 0) + body.amount;
        return { status: 200, body: { success: true } };
      }
      if (['/api/sandbox/events', '/api/sandbox/reset-code', '/api/sandbox/settings'].includes(routed)) return { status: 200, body: { success: true, data: {} } };
      return undefined;
    };
    const server = await standIn({
      ...a.routes,
      'GET /api/user/get-user-details': (request) => ({ status: 200, body: { data: { getUser: { userWallet: { totalAmount: a.userOf(request)?.state.balance ?? 0 } } } } }),
    }, control);
    const target = flaw === 'no-key-given' ? new Target(server.url) : server.target;
    return verdictLine('R2', await verdictOf({ name: 'R2', run: controlKey }, target));
  }
  it('prints FAILED when the audit is given no key (the old check held on loopback while every control call answered 200)', async () => {
    expect(await lineOf('no-key-given')).toMatch(/^FAILED {2}R2: the audit was given no SANDBOX_CONTROL_KEY/);
  });
  it('prints FAILED when control calls answer without the key', async () => {
    expect(await lineOf('open')).toMatch(/^FAILED {2}R2: a wallet credit without X-Sandbox-Key: expected 403 SANDBOX_CONTROL_KEY, got 200/);
  });
  it('prints FAILED when another spelling of the path skips the key', async () => {
    expect(await lineOf('case-sensitive')).toMatch(/^FAILED {2}R2: a wallet credit at \/api\/Sandbox\/wallet without a key: expected 403 SANDBOX_CONTROL_KEY, got 200/);
  });
  it('holds when every spelling needs the key and the key works', async () => {
    expect(await lineOf()).toMatch(/^held {4}R2: /);
  });
});

describe('audit R2: the sandbox exposure at start', () => {
  const dir = mkdtempSync(join(tmpdir(), 'audit-exposure-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  type Flaw = 'binds-anyway' | 'crashes' | 'mounted' | 'wrong-api-base' | 'no-hsts';
  /** A stand-in site server: refuses a non-loopback HOST without a key, and with API_URL mounts no sandbox. */
  const script = (flaw?: Flaw) => {
    const file = join(dir, `site-${flaw ?? 'right'}.mjs`);
    writeFileSync(file, `
import { createServer } from 'node:http';
const env = process.env;
const flaw = ${JSON.stringify(flaw ?? null)};
if (flaw === 'crashes') { console.error('TypeError: x is undefined'); process.exit(1); }
if (!env.API_URL && !env.SANDBOX_CONTROL_KEY && !env.HOST.startsWith('127.') && flaw !== 'binds-anyway') {
  console.error('Refusing to listen on HOST=' + env.HOST + ': set SANDBOX_CONTROL_KEY');
  process.exit(1);
}
const sandbox = !env.API_URL || flaw === 'mounted';
createServer((req, res) => {
  if (req.url.startsWith('/api/')) {
    res.writeHead(sandbox ? 200 : 404, { 'content-type': 'application/json' });
    return res.end(sandbox ? '{"success":true}' : '{"message":"Not found"}');
  }
  const boot = JSON.stringify({ apiBase: flaw === 'wrong-api-base' ? '' : env.API_URL ?? '' });
  const https = env.TRUST_PROXY && req.headers['x-forwarded-proto'] === 'https' && flaw !== 'no-hsts';
  res.writeHead(200, { 'content-type': 'text/html', ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}) });
  res.end('<!doctype html><script id="boot-config" type="application/json">' + boot + '</script>');
}).listen(Number(env.PORT), env.HOST.startsWith('127.') ? env.HOST : '127.0.0.1');
`);
    return [process.execPath, file];
  };
  const lineOf = async (flaw?: Flaw) =>
    verdictLine('R2', await verdictOf({ name: 'R2', run: (t) => sandboxExposure(t, { command: script(flaw), cwd: dir, withinMs: 5000 }) }, new Target('http://127.0.0.1:1')));

  it('prints FAILED when a server without a key keeps running on HOST=0.0.0.0', async () => {
    expect(await lineOf('binds-anyway')).toMatch(/^FAILED {2}R2: a server with HOST=0\.0\.0\.0 and no SANDBOX_CONTROL_KEY was still running after 5 s/);
  });
  it('prints FAILED when the server exits for another reason than the refusal', async () => {
    expect(await lineOf('crashes')).toMatch(/^FAILED {2}R2: a server with HOST=0\.0\.0\.0 and no key exited 1 without refusing: TypeError/);
  });
  it('prints FAILED when the sandbox is mounted in front of a real platform (API_URL)', async () => {
    expect(await lineOf('mounted')).toMatch(/^FAILED .*a sandbox wallet credit with API_URL set: expected 404, got 200/);
  });
  it("prints FAILED when the page does not name the platform's API", async () => {
    expect(await lineOf('wrong-api-base')).toMatch(/^FAILED .*names apiBase $/);
  });
  it('prints FAILED when the site behind a TLS proxy sends no HSTS (the old check never looked)', async () => {
    expect(await lineOf('no-hsts')).toMatch(/^FAILED .*behind the TLS proxy .* answered Strict-Transport-Security "", not a year or more/);
  });
  it('holds when the open start is refused, API_URL mounts no sandbox and HSTS comes over HTTPS only', async () => {
    expect(await lineOf()).toMatch(/^held {4}R2: HOST=0\.0\.0\.0 without a key: refused to start/);
  });
});
