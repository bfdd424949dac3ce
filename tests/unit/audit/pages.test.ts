// The audit's page checks (security review 2026-11-27 N2, N4, N8, N9) against stand-ins: one that behaves as
// the review found (the check prints FAILED) and one that behaves as the fix's contract says (held).
import { afterEach, describe, expect, it } from 'vitest';
import { htmlAssembly, LONG_QUERY_BYTES, longQueries, previewRedirect, scriptNonce } from '../../../tools/audit/checks/pages';
import { closeStandIns, lineOf, type Handler } from './standIn';

afterEach(closeStandIns);

const page = (html: string, headers: Record<string, string> = {}) => ({ status: 200, body: html, headers });

describe('audit N2: the preview redirect', () => {
  const preview = (location: (rawPath: string) => string): Handler => ({ rawPath }) =>
    (rawPath.includes('preview=off') ? { status: 303, headers: { location: location(rawPath) } } : page('<!doctype html>'));

  it('prints FAILED when the redirect echoes //host or /\\host (as found)', async () => {
    const line = await lineOf('N2', previewRedirect, {}, preview((rawPath) => rawPath.split('?')[0]));
    expect(line).toMatch(/^FAILED {2}N2: GET \/\/evil\.example\/\?preview=off redirects to \/\/evil\.example\//);
  });
  it('prints FAILED when only the backslash form is echoed', async () => {
    const line = await lineOf('N2', previewRedirect, {}, preview((rawPath) => rawPath.split('?')[0].replace(/^\/\//, '/')));
    expect(line).toMatch(/^FAILED {2}N2: GET \/\\evil\.example\/\?preview=off redirects to \/\\evil\.example\//);
  });
  it('prints FAILED when nothing redirects (a server without BRAND_PREVIEW_KEY: nothing was checked)', async () => {
    expect(await lineOf('N2', previewRedirect, {}, () => page('<!doctype html>'))).toMatch(/^FAILED .*answered 200 without a Location/);
  });
  it('holds when the redirect goes to a same-site path', async () => {
    const line = await lineOf('N2', previewRedirect, {}, preview((rawPath) => `/${rawPath.split('?')[0].replace(/^[/\\]+/, '')}`));
    expect(line).toMatch(/^held {4}N2: 303 to same-site paths/);
  });
});

describe('audit N4: long query strings', () => {
  const render = page('<!doctype html><p>page</p>');
  it('prints FAILED when a 14 KB query is rendered like any page (as found)', async () => {
    const line = await lineOf('N4', longQueries, {}, () => ({ ...render, delayMs: 5 }));
    expect(line).toMatch(/^FAILED {2}N4: a page with a 14 KB query string answered 200/);
  });
  it('prints FAILED when the refusal comes only after the render', async () => {
    const line = await lineOf('N4', longQueries, {}, ({ rawPath }) => (rawPath.length > 8192 ? { status: 414, body: 'too long', delayMs: 60 } : { ...render, delayMs: 40 }));
    expect(line).toMatch(/^FAILED {2}N4: 60 long-query refusals took .* no quicker than a page render/);
  });
  it('holds when long queries are refused 414 at once', async () => {
    const line = await lineOf('N4', longQueries, {}, ({ rawPath }) => (rawPath.length > 8192 ? { status: 414, body: 'too long' } : { ...render, delayMs: 400 }));
    expect(line).toMatch(/^held {4}N4: a 14 KB query answers 414/);
    expect(LONG_QUERY_BYTES).toBe(14336);
  });
});

describe('audit N8: the HTML assembly', () => {
  const template = (body: string) => `<!doctype html><html><head><script id="boot-config" type="application/json">{}</script></head><body>${body}</body></html>`;
  const ssr = (search: string) => `<div id="root">${search}</div><script id="ssr-data" type="application/json">{"search":${JSON.stringify(search)}}</script>`;
  it("prints FAILED when $` in a value expands into the template again (as found)", async () => {
    const line = await lineOf('N8', htmlAssembly, {}, ({ url }) => {
      const search = url.searchParams.get('search') ?? '';
      // String.replace with a string replacement: $` expands to the text before the match.
      return page(template('<!--app-->').replace('<!--app-->', ssr(search)));
    });
    expect(line).toMatch(/^FAILED {2}N8: GET \/casino\?search=%24%60zz has 3 <!doctype/);
  });
  it('prints FAILED when the page has no ssr-data block to check', async () => {
    expect(await lineOf('N8', htmlAssembly, {}, () => page(template('')))).toMatch(/^FAILED .*no ssr-data block/);
  });
  it('holds when the values are inserted as they are', async () => {
    const line = await lineOf('N8', htmlAssembly, {}, ({ url }) => page(template('<!--app-->').replace('<!--app-->', () => ssr(url.searchParams.get('search') ?? ''))));
    expect(line).toMatch(/^held {4}N8: /);
  });
});

describe('audit N9: the script nonce', () => {
  const CONTENT = 'c'.repeat(27);
  const policy = (nonce: string) => ({ 'content-security-policy': `script-src 'self' 'nonce-${nonce}'` });
  let counter = 0;
  const fresh = () => `fresh${String(counter++).padStart(17, '0')}`;
  it('prints FAILED when a revalidation takes the nonce from If-None-Match (as found)', async () => {
    const line = await lineOf('N9', scriptNonce, {}, ({ headers }) => {
      const match = /^"c{27}([A-Za-z0-9_-]{22})"$/.exec(String(headers['if-none-match'] ?? ''));
      if (match) return { status: 304, headers: { ...policy(match[1]), etag: `"${CONTENT}${match[1]}"` } };
      const nonce = fresh();
      return page('<!doctype html><head></head>', { ...policy(nonce), etag: `"${CONTENT}${nonce}"` });
    });
    expect(line).toMatch(/^FAILED {2}N9: If-None-Match .* got 304 with the policy's 'nonce-AAAAAAAAAAAAAAAAAAAAAA'/);
  });
  it('prints FAILED when the nonce is in a meta element', async () => {
    const line = await lineOf('N9', scriptNonce, {}, () => {
      const nonce = fresh();
      return page(`<!doctype html><head><meta name="csp-nonce" content="${nonce}"></head>`, policy(nonce));
    });
    expect(line).toMatch(/^FAILED {2}N9: the page publishes its nonce/);
  });
  it('prints FAILED when every answer has the same nonce', async () => {
    expect(await lineOf('N9', scriptNonce, {}, () => page('<!doctype html>', policy('samesamesamesamesamesa')))).toMatch(/^FAILED {2}N9: two page answers share the nonce/);
  });
  it('prints FAILED when there is no nonce to check', async () => {
    expect(await lineOf('N9', scriptNonce, {}, () => page('<!doctype html>', { 'content-security-policy': "script-src 'self'" }))).toMatch(/^FAILED .*no script nonce/);
  });
  it('holds when every answer has its own nonce, whatever the request names', async () => {
    const line = await lineOf('N9', scriptNonce, {}, () => {
      const nonce = fresh();
      return page('<!doctype html><head></head>', { ...policy(nonce), etag: `"${CONTENT}"` });
    });
    expect(line).toMatch(/^held {4}N9: two answers, two nonces/);
  });
});
