// Checks of the site's page server (security review 2026-11-27, section B): the preview redirect (N2), long
// query strings (N4), the server-rendered HTML's assembly (N8) and the script nonce (N9).
import { brief, fail, header, held, type Answer, type Target, type Verdict } from '../target';

const PAGE = { accept: 'text/html' };

/** A Location a browser keeps on this site: one "/" followed by neither "/" nor "\" (those name another host). */
export const sameSitePath = (location: string) => /^\/(?![/\\])/.test(location);

// N2: `?preview=off` sends the browser to the same address without the preview parameters. The address is the
// request's path, which may start with `//host` or `/\host`: echoed, that is a redirect to another site.
export async function previewRedirect(target: Target): Promise<Verdict> {
  const seen: string[] = [];
  for (const path of ['//evil.example/?preview=off', '/\\evil.example/?preview=off']) {
    const answer = await target.call('GET', path, { rawPath: true, headers: PAGE });
    const location = header(answer, 'location');
    if (answer.status !== 303 || !location) {
      fail(`GET ${path} answered ${answer.status}${location ? ` to ${location}` : ' without a Location'}: expected the preview's 303 (the server needs BRAND_PREVIEW_KEY for this check)`);
    }
    if (!sameSitePath(location)) fail(`GET ${path} redirects to ${location}, which a browser reads as another host`);
    seen.push(`${path} -> ${location}`);
  }
  return held(`303 to same-site paths: ${seen.join(', ')}`);
}

/** Milliseconds of the p-th fraction of the sorted values. */
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

// N4: a page render per unique URL, with no bound on the query's length, let a few clients hold the server
// (9 pages/s, RSS 280 -> 612 MB). A 14 KB query string must be refused (414) before any rendering, and
// quickly: the many long queries of a flood cost less each than one page render. (Not checked here: the
// server's memory, which a client cannot read; the concurrency cap's 503 and the per-IP page limit's 429.)
export const LONG_QUERY_BYTES = 14 * 1024;
export async function longQueries(target: Target): Promise<Verdict> {
  const renders: number[] = [];
  for (let n = 0; n < 3; n += 1) {
    const answer = await target.call('GET', `/casino?audit=${target.run}${n}`, { headers: PAGE });
    if (answer.status !== 200) fail(`a page with a short query answered ${answer.status}: the check needs a rendered page to compare with`);
    renders.push(answer.ms);
  }
  const render = Math.min(...renders);
  const long = (n: number) => `/casino?q=${n.toString(36)}${'a'.repeat(LONG_QUERY_BYTES)}`;
  const first = await target.call('GET', long(0), { headers: PAGE });
  if (first.status !== 414) fail(`a page with a 14 KB query string answered ${first.status} in ${Math.round(first.ms)} ms: expected 414`);
  // A flood: 60 unique long queries, 10 at a time, from 5 addresses.
  const answers: Answer[] = [];
  for (let wave = 0; wave < 6; wave += 1) {
    answers.push(...await Promise.all(Array.from({ length: 10 }, (_, n) =>
      target.call('GET', long(wave * 10 + n + 1), { headers: PAGE, from: target.client(40 + (n % 5)) }))));
  }
  const wrong = answers.filter((a) => a.status !== 414);
  if (wrong.length) fail(`${wrong.length} of ${answers.length} long-query pages answered ${[...new Set(wrong.map((a) => a.status))].join('/')}, not 414`);
  const p90 = percentile(answers.map((a) => a.ms), 0.9);
  if (p90 >= render) fail(`60 long-query refusals took ${Math.round(p90)} ms (90th percentile), no quicker than a page render (${Math.round(render)} ms): the query is read before it is refused`);
  return held(`a 14 KB query answers 414; 60 more (10 at a time) all 414, 90th percentile ${Math.round(p90)} ms against ${Math.round(render)} ms for a render (memory, the 503 cap and the 429 page limit not checked)`);
}

/** The JSON text of a `<script id="...">` data block; null when the page has none. */
export function dataBlock(html: string, id: string): string | null {
  return new RegExp(`<script id="${id}" type="application/json">([\\s\\S]*?)</script>`).exec(html)?.[1] ?? null;
}

// N8: rendered values were spliced into the template with String.replace, whose `$`` `$'` `$&` patterns
// expand: a search of "$`zz" wrote the template three times.
export async function htmlAssembly(target: Target): Promise<Verdict> {
  const path = '/casino?search=%24%60zz';
  const answer = await target.call('GET', path, { headers: PAGE });
  if (answer.status !== 200) fail(`GET ${path} answered ${answer.status}`);
  const doctypes = answer.body.match(/<!doctype/gi)?.length ?? 0;
  if (doctypes !== 1) fail(`GET ${path} has ${doctypes} <!doctype (the template was written ${doctypes} times)`);
  const data = dataBlock(answer.body, 'ssr-data');
  if (data === null) fail(`GET ${path} has no ssr-data block to check`);
  try {
    JSON.parse(data);
  } catch (error) {
    fail(`GET ${path}: the ssr-data JSON does not parse (${(error as Error).message})`);
  }
  const boot = answer.body.match(/id="boot-config"/g)?.length ?? 0;
  if (boot !== 1) fail(`GET ${path} has ${boot} boot-config blocks`);
  return held(`GET ${path}: one <!doctype, one boot-config, ssr-data parses`);
}

export const nonceOf = (answer: Answer) => /'nonce-([^']+)'/.exec(header(answer, 'content-security-policy'))?.[1] ?? null;
const ATTACKER_NONCE = 'AAAAAAAAAAAAAAAAAAAAAA';

// N9: the page's ETag carried its nonce, and a revalidation took the nonce from If-None-Match: a client chose
// the nonce of its policy. Each page answer must have a nonce of its own, never one a request names, and the
// page must not publish it in a meta element (CSS attribute selectors can read those).
export async function scriptNonce(target: Target): Promise<Verdict> {
  const first = await target.call('GET', '/casino', { headers: PAGE });
  const second = await target.call('GET', '/casino', { headers: PAGE });
  for (const answer of [first, second]) if (answer.status !== 200) fail(`GET /casino answered ${answer.status}`);
  const nonces = [nonceOf(first), nonceOf(second)];
  if (!nonces[0] || !nonces[1]) fail(`the page's policy has no script nonce to check (${brief(header(first, 'content-security-policy'), 120)})`);
  if (nonces[0] === nonces[1]) fail(`two page answers share the nonce ${nonces[0]}`);
  const etag = header(first, 'etag').replace(/^W\//, '').replace(/"/g, '');
  const prefix = (etag || 'x'.repeat(27)).slice(0, 27);
  const revalidation = await target.call('GET', '/casino', { headers: { ...PAGE, 'if-none-match': `"${prefix}${ATTACKER_NONCE}"` } });
  const chosen = nonceOf(revalidation);
  if (chosen === ATTACKER_NONCE || header(revalidation, 'content-security-policy').includes(ATTACKER_NONCE)) {
    fail(`If-None-Match "${prefix}${ATTACKER_NONCE}" got ${revalidation.status} with the policy's 'nonce-${ATTACKER_NONCE}': the client chose the nonce`);
  }
  if (chosen && nonces.includes(chosen)) fail(`a revalidation got the nonce of an earlier answer (${chosen})`);
  if (/<meta[^>]+name="csp-nonce"/i.test(first.body)) fail('the page publishes its nonce in <meta name="csp-nonce">');
  return held(`two answers, two nonces; If-None-Match naming a nonce got ${revalidation.status} with ${chosen ? 'a fresh nonce' : 'no nonce'}; no csp-nonce meta`);
}
