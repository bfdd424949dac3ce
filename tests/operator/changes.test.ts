// Issue 26, "Done means", first point: the operator trial's 20 changes (reviews/2026-11-27/operator.md section 1),
// each made by JSON alone in a brand `acme` that extends the real curacao, published with the operator's command
// (tools/brand.ts publish, which `npm run brand -- publish` runs) into a store that a running site server serves (as
// `npm start` does, server/site/main.ts: the store's live version, pages rendered on the server, the sandbox
// platform), and each seen on that server: in the page HTML it renders, or in the brand bundle it serves. The
// documents are docs/operators.md's cookbook (read from the doc), and the trial's own for the changes it lacks.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from '../../src/brand/schema-files.ts';
import { bundleBrand } from '../../src/brand/index.ts';
import { BrandStore } from '../../src/brand/store.ts';
import { validateBrand } from '../../src/brand/validate.ts';
import { formatProblem } from '../../src/brand/problems.ts';
import { LiveBrand } from '../../server/site/liveBrand.ts';
import { createSite } from '../../server/site/app.ts';
import type { BrandBundle } from '../../src/platform/brand.ts';
import { cookbookDocuments } from '../support/cookbook.ts';
import { main as brandMain } from '../../tools/brand.ts';

type Json = Record<string, unknown>;
type Node = { id?: string; type: string; props?: Json; children?: Node[]; on?: Json; when?: unknown };

const dir = mkdtempSync(join(tmpdir(), 'operator-changes-'));
const brandsDir = join(dir, 'brands');
const store = new BrandStore(join(dir, 'store'));
cpSync(join(ROOT, 'brands/curacao'), join(brandsDir, 'curacao'), { recursive: true });
const curacao = (path: string) => JSON.parse(readFileSync(join(brandsDir, 'curacao', path), 'utf8')) as Json;

function write(path: string, data: unknown) {
  mkdirSync(dirname(join(brandsDir, 'acme', path)), { recursive: true });
  writeFileSync(join(brandsDir, 'acme', path), typeof data === 'string' ? data : `${JSON.stringify(data, null, 2)}\n`);
}

/** 13: acme's logo, a file of the brand that replaces curacao's of that name. */
const ACME_LOGO = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 32"><text x="0" y="24" fill="#e63946">ACME</text></svg>\n';

/** The trial's own documents for the changes the cookbook has no document for. */
const TRIAL: Record<string, unknown> = {
  // 6: the bonus select above the amount, quick amounts 10/20/50/500. The deposit form's fields have no ids (yet), so
  // its children are the list curacao has, in the new order.
  'pages/deposit.json': depositChange(),
  // 11 and 12: a page of getTopWins' answers as a table, refetched when the balance changes (a realtime event).
  'pages/acme-wins.json': {
    title: 'text.acme.wins.title',
    body: [{
      type: 'Data', props: { name: 'wins', endpoint: 'getTopWins', params: { tab: 'all', limit: 10 } }, children: [{
        type: 'Table',
        props: {
          rows: { var: 'data.wins.value.data.wins.rows' }, keyBy: { var: 'item.id' }, caption: 'text.acme.wins.title', testId: 'acme-wins',
          columns: [
            { header: 'text.acme.wins.game', value: { var: 'item.game.name' } },
            { header: 'text.acme.wins.win', value: { var: 'item.win' }, format: 'amount', currency: { var: 'item.currencyCode' } },
          ],
        },
        on: { 'socket:balance': [{ action: 'refetch', data: 'wins' }] },
      }],
    }],
  },
  // 4: a SWIFT field on the bank withdrawal: a detail of the brand's own (the withdrawal's open details field).
  'forms/withdraw-bank.json': {
    schema: { properties: { swift: { type: 'string', title: 'text.acme.swift', minLength: 8, maxLength: 11 } } },
    uiSchema: { 'ui:order': { $patch: [{ op: 'add', before: '*', value: 'swift' }] } },
  },
  // 13: the logo is a file (below: the cookbook has no document for it), the colours are theme.json.
  'theme.json': {
    colors: { acmered: { 50: '#fdf2f2', 100: '#fbe0df', 200: '#f7c0bd', 300: '#f1928d', 400: '#f25c54', 500: '#e63946', 600: '#c42a36', 700: '#9e222c', 800: '#7a1d25', 900: '#4d1419', 950: '#1a0b0b' } },
    semanticColors: { bg: { dark: '{colors.acmered.950}' } },
    accentPalette: 'acmered',
  },
  // 9, 10, 11, 14, 19: the new keys, and the rewording of a rail title and of the cookie notice.
  'texts/en.json': {
    'text.acme.cup': 'Acme Cup', 'text.acme.talk': 'Talk to Acme', 'text.acme.swift': 'SWIFT code',
    'text.acme.welcome.title': 'Welcome to Acme', 'text.acme.welcome.text': 'Glad you are here.', 'text.acme.welcome.ok': 'Let us play',
    'text.acme.wins.title': 'Big wins', 'text.acme.wins.game': 'Game', 'text.acme.wins.win': 'Win',
    'text.lobby.rails.popular': 'Hot right now',
    'text.cookies.text': 'Acme bakes cookies to keep you signed in.',
  },
  'texts/de.json': { 'text.lobby.rails.popular': 'Gerade angesagt' },
};

/** 6: curacao's deposit page with its form's DepositBonus moved above DepositAmount, and other quick amounts. */
function depositChange(): unknown {
  const page = curacao('pages/deposit.json') as { body: Node[] };
  const find = (nodes: Node[], id: string): Node | undefined => nodes.map((n) => (n.id === id ? n : find(n.children ?? [], id))).find(Boolean);
  const fields = find(page.body, 'form')!.children!.map((n) => (n.type === 'DepositAmount' ? { ...n, props: { ...n.props, quickAmounts: [10, 20, 50, 500], defaultAmount: 20 } } : n));
  const bonus = fields.find((n) => n.type === 'DepositBonus')!;
  const ordered = [bonus, ...fields.filter((n) => n !== bonus)];
  const merge = (id: string, value: unknown) => ({ $patch: [{ op: 'merge', id, value }] });
  return { body: merge('deposit-flow', { children: merge('deposit', { children: merge('pay', { children: merge('form', { children: ordered }) }) }) }) };
}

/** Every change's document: the cookbook's, the trial's where the cookbook has none, and the big-wins route. */
function changeDocuments(): Record<string, unknown> {
  const documents: Record<string, unknown> = { ...TRIAL };
  for (const { path, data } of cookbookDocuments) documents[path] = data;
  const routes = documents['routes.json'] as { routes: { $patch: unknown[] } };
  routes.routes.$patch.push({ op: 'add', after: 'promotions', value: { id: 'big-wins', path: '/big-wins', page: 'acme-wins' } });
  return documents;
}

const run = promisify(execFile);
/** `npm run brand -- <args>` without npm's start-up: tsx tools/brand.ts, from the repo root. */
async function brandCli(...args: string[]): Promise<string> {
  const { stdout } = await run(join(ROOT, 'node_modules/.bin/tsx'), ['tools/brand.ts', ...args], { cwd: ROOT });
  return stdout;
}

let site: Awaited<ReturnType<typeof createSite>>;
let live: LiveBrand;
let base = '';
let bundle: BrandBundle;
const serverLog: string[] = [];

const page = async (path: string, cookie?: string) => {
  const res = await fetch(`${base}${path}`, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
  return { status: res.status, html: await res.text() };
};
const bootOf = (html: string) => JSON.parse(/<script id="boot-config" type="application\/json"[^>]*>(.*?)<\/script>/s.exec(html)![1]) as { bundleUrl: string };
/** The app as the server rendered it, without the data blocks. */
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id="ssr-data"'));
const visibleText = (html: string) => html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '').replace(/<script[\s\S]*?<\/script>/g, '')
  .replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');

beforeAll(async () => {
  // acme as `npm run brand -- new acme --from curacao` makes it, published before the server starts (it serves a
  // published version or none).
  write('brand.json', { id: 'acme', name: 'Acme', extends: 'curacao' });
  const built = bundleBrand('acme', { brandsDir });
  const first = built.bundle!;
  store.publish(first, new Date(), {}, built.files);
  const log = { log: (m: string) => serverLog.push(m), error: (m: string) => serverLog.push(m) };
  live = new LiveBrand(store, 'acme', { pollMs: 100, log });
  live.start();
  const template = readFileSync(join(ROOT, 'index.html'), 'utf8');
  site = await createSite({
    // The test polls the page until the new version shows: more page loads from one address than a player's.
    brand: 'acme', dev: false, serverRendering: true, env: { SANDBOX_DB: ':memory:', PAGE_LOADS_PER_IP_MINUTE: '100000' },
    getBundle: () => live.current(), getHtml: async () => template,
    readAsset: (file) => store.readAsset('acme', file), // as server/site/main.ts serves the store's files
  });
  live.describe = () => ({ settings: site.settingSources() });
  base = await site.app.listen({ host: '127.0.0.1', port: 0 });
  expect(bootOf((await page('/casino')).html).bundleUrl).toBe(`/brands/acme.${first.hash}.json`);

  // The twenty changes, published to the running server with no restart: the CLI waits for the server's check.
  for (const [path, data] of Object.entries(changeDocuments())) write(path, data);
  write('assets/logo.svg', ACME_LOGO);
  const said = await brandCli('publish', 'acme', '--brands', brandsDir, '--store', store.dir);
  const hash = /^brand acme: published ([0-9a-f]{12}), live \(accepted by 1 running server\)$/m.exec(said)?.[1];
  expect(hash, said).toBeDefined();
  // Each new page load gets it once the server has taken it up (its next poll).
  const served = async () => bootOf((await page('/casino')).html).bundleUrl;
  // (expect.poll works only inside a test: the same wait, for the state, with a bound.)
  for (const deadline = Date.now() + 20_000; (await served()) !== `/brands/acme.${hash}.json` && Date.now() < deadline;) {
    await new Promise((next) => setTimeout(next, 100));
  }
  expect(await served()).toBe(`/brands/acme.${hash}.json`);
  bundle = (await (await fetch(`${base}/brands/acme.${hash}.json`)).json()) as BrandBundle;
}, 120_000); // a bound, not a wait: two bundlings of curacao, a server start and the CLI's run, slow on a busy machine

afterAll(async () => {
  live?.close();
  await site?.app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the operator trial\'s 20 changes, published to a running server', () => {
  it('1 registration: newsLetter removed; a field the sign-up call does not take (heardFrom) is refused', async () => {
    const register = bundle.forms.register as unknown as { schema: { properties: Json }; uiSchema: Json & { 'ui:order': string[] } };
    expect(Object.keys(register.schema.properties)).not.toContain('newsLetter');
    expect(register.uiSchema['ui:order']).not.toContain('newsLetter');
    expect(register.uiSchema['ui:order']).toContain('email');
    // heardFrom cannot travel to the platform (docs/operators.md, "The platform's contract"): validate refuses it.
    write('forms/register.json', { schema: { properties: { heardFrom: { type: 'string', title: 'text.form.field.email' } } } });
    try {
      const problems = validateBrand('acme', { brandsDir }).problems.map(formatProblem);
      expect(problems).toContainEqual(expect.stringMatching(/acme\/forms\/register\.json:\d+:\d+ \/schema\/properties\/heardFrom "heardFrom" is not a field of the sign-up call/));
    } finally {
      write('forms/register.json', changeDocuments()['forms/register.json']);
    }
  });

  it('2 phone optional: the platform\'s registration config no longer decides it', () => {
    const properties = (bundle.forms.register as unknown as { schema: { properties: Record<string, Json> } }).schema.properties;
    expect(properties.phone['x-configurable']).toBeUndefined();
    expect(properties.phoneCode['x-configurable']).toBeUndefined();
    expect((curacao('forms/register.json') as { schema: { properties: Record<string, Json> } }).schema.properties.phone['x-configurable']).toBeDefined();
  });

  it('3 date of birth locked once KYC is in review', () => {
    const locked = (bundle.forms['edit-profile'] as { lockedWhen: Json }).lockedWhen.dateOfBirth;
    expect(locked).toEqual({ or: [{ var: 'profile.locks.dateOfBirth' }, { in: [{ var: 'user.kycStatus' }, ['PENDING', 'APPROVED']] }] });
  });

  it('4 withdrawal: a SWIFT field on the bank method, sent as a detail of the brand\'s own and kept by the platform', async () => {
    const form = bundle.forms['withdraw-bank'] as unknown as { schema: { properties: Json }; uiSchema: { 'ui:order': string[] } };
    expect(form.schema.properties.swift).toMatchObject({ type: 'string', maxLength: 11 });
    expect(form.uiSchema['ui:order'].indexOf('swift')).toBe(form.uiSchema['ui:order'].indexOf('*') - 1);
    // What the withdrawal form sends (every text field as a detail), the platform keeps.
    const { withdrawalDetailsOfForm } = await import('../../src/cashier/withdrawalDetails.ts');
    expect(withdrawalDetailsOfForm('bank', { fullName: 'A', accountNumber: '1', email: 'a@b.co', bankCode: 'HDFC0001234', swift: 'MALTMTMT' })).toMatchObject({ swift: 'MALTMTMT' });
  });

  it('7 payment methods: Neteller hidden in Austria too, Skrill first (settings the brand owns)', async () => {
    expect(bundle.settings.paymentMethods).toMatchObject({ order: ['skrill'], restrictions: { neteller: { restrictedCountries: ['DE', 'AT'] } } });
    // The running server's effective setting: the brand's value, which the platform cannot override.
    expect(site.settingSources().paymentMethods).toMatchObject({ source: 'brand', value: { order: ['skrill'] } });
  });

  it('5 limits: a Yearly period is refused before publishing, since the platform takes only daily, weekly, monthly', () => {
    const yearly = { schema: { properties: { period: { oneOf: { $patch: [{ op: 'add', value: { const: 3, title: 'text.limits.period.monthly' } }] } } } } };
    write('forms/limits-deposit.json', yearly);
    try {
      const problems = validateBrand('acme', { brandsDir }).problems.map(formatProblem);
      expect(problems).toEqual([expect.stringMatching(/acme\/forms\/limits-deposit\.json:\d+:\d+ \/schema\/properties\/period\/oneOf\/3\/const The form field "period" offers 3, which the endpoint updateLimits .* refuses/)]);
    } finally {
      rmSync(join(brandsDir, 'acme/forms/limits-deposit.json'));
    }
  });

  it('6 deposit: the bonus select above the amount, quick amounts 10/20/50/500', () => {
    const find = (nodes: Node[], type: string): Node[] => nodes.flatMap((n) => [...(n.type === type ? [n] : []), ...find(n.children ?? [], type)]);
    const body = (bundle.pages.deposit as { body: Node[] }).body;
    const [form] = find(body, 'DepositForm');
    const order = form.children!.map((n) => n.type);
    expect(order.indexOf('DepositBonus')).toBeLessThan(order.indexOf('DepositAmount'));
    expect(find(body, 'DepositAmount')[0].props?.quickAmounts).toEqual([10, 20, 50, 500]);
  });

  it('8 promotions at /offers: every link to the page goes there, and /offers shows it', async () => {
    const { html } = await page('/casino');
    expect(rootOf(html)).toMatch(/href="\/offers"/);
    expect(rootOf(html)).not.toMatch(/href="\/promotions"/);
    const offers = await page('/offers');
    expect(offers.status).toBe(200);
    expect(rootOf(offers.html)).toMatch(/<h1[^>]*>Promotions<\/h1>/);
  });

  it('9 a main-menu item (second) and a footer link (last)', async () => {
    const root = rootOf((await page('/casino')).html);
    const navs = [...root.matchAll(/<nav[^>]*>([\s\S]*?)<\/nav>/g)].map((m) => [...m[1].matchAll(/<a [^>]*>([\s\S]*?)<\/a>/g)].map((a) => visibleText(a[1]).trim()));
    expect(navs.find((links) => links.includes('Acme Cup'))?.indexOf('Acme Cup')).toBe(1);
    expect(navs.find((links) => links.includes('Talk to Acme'))?.at(-1)).toBe('Talk to Acme');
  });

  it('10 a new modal opened by ?modal=acme-welcome', async () => {
    const root = rootOf((await page('/casino?modal=acme-welcome')).html);
    expect(visibleText(root)).toMatch(/Welcome to Acme.*Glad you are here\..*Let us play/);
    expect(root).toMatch(/role="dialog"/);
    expect(visibleText(rootOf((await page('/casino')).html))).not.toContain('Welcome to Acme');
  });

  it('11 a new page showing a call\'s answer as a table (/big-wins)', async () => {
    const answer = (await (await fetch(`${base}/api/core/casino/top-wins?tab=all&limit=10`)).json()) as { data: { wins: { rows: { game: { name: string } }[] } } };
    expect(answer.data.wins.rows.length).toBeGreaterThan(0);
    const { status, html } = await page('/big-wins');
    expect(status).toBe(200);
    const table = /<table[\s\S]*?<\/table>/.exec(rootOf(html))?.[0] ?? '';
    expect(visibleText(table)).toContain(answer.data.wins.rows[0].game.name);
  });

  it('12 a node subscribed to a realtime event (socket:balance), on a node that is always shown', () => {
    const table = ((bundle.pages['acme-wins'] as { body: Node[] }).body[0].children ?? [])[0];
    expect(table.on).toEqual({ 'socket:balance': [{ action: 'refetch', data: 'wins' }] });
    expect(validateBrand('acme', { brandsDir }).warnings.map(formatProblem).filter((w) => w.includes('socket:'))).toEqual([]);
  });

  it('13 theme colours and the logo', async () => {
    const html = (await page('/casino')).html;
    expect(bundle.theme.accentPalette).toBe('acmered');
    // The page's theme CSS (server-rendered): the palette, the accent on it, and the dark background its 950.
    expect(html).toContain('--chakra-colors-acmered-950:#1a0b0b');
    expect(html).toMatch(/--chakra-colors-accent-solid:var\(--chakra-colors-acmered-500\)/);
    expect(html).toMatch(/--chakra-colors-bg:var\(--chakra-colors-acmered-950\)/);
    // The logo: acme's file, served by its content hash, immutable.
    const src = /<header[\s\S]*?<img[^>]+src="(\/brand-assets\/[0-9a-f]{16}\.svg)"/.exec(rootOf(html))?.[1];
    expect(src).toBe(`/brand-assets/${bundle.assets!['logo.svg']}`);
    const logo = await fetch(`${base}${src}`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('cache-control')).toContain('immutable');
    expect(await logo.text()).toBe(ACME_LOGO);
  });

  it('14 a text reworded in en and de', async () => {
    expect(visibleText(rootOf((await page('/casino')).html))).toContain('Hot right now');
    expect(visibleText(rootOf((await page('/casino', 'language-code=de')).html))).toContain('Gerade angesagt');
  });

  it('15 lobby rows: live casino, new games, then the popular rail', async () => {
    const text = visibleText(rootOf((await page('/casino')).html));
    const at = (title: string) => text.indexOf(title);
    expect(at('Live casino')).toBeGreaterThan(-1);
    expect(at('Live casino')).toBeLessThan(at('New games'));
    expect(at('New games')).toBeLessThan(at('Hot right now'));
  });

  it('16 promotions: the coupon card first, no list heading', async () => {
    const text = visibleText(rootOf((await page('/offers')).html));
    expect(text).toContain('Have a coupon?');
    expect(text.indexOf('Have a coupon?')).toBeLessThan(text.indexOf('Bonus type'));
    expect(text).not.toContain('Current offers');
  });

  it('17 the game page without the favourite button', async () => {
    expect((bundle.pages.game as { body: Node[] }).body.map((n) => n.type)).not.toContain('FavoriteToggle');
  });

  it('18 and 20: a reality check every 15 minutes; panel navigation (as `brand status` shows the running server\'s)', async () => {
    // `npm run brand -- status acme`, in this process (its own start-up is not what is checked): what the running
    // server reports to the store, each setting with the layer its value comes from.
    const lines: string[] = [];
    const printed = vi.spyOn(console, 'log').mockImplementation((line: unknown) => { lines.push(String(line)); });
    try {
      expect(await brandMain(['status', 'acme', '--store', store.dir])).toBe(0);
    } finally {
      printed.mockRestore();
    }
    const said = lines.join('\n');
    expect(said).toMatch(/^ {2}navigationSystem = "panel" {2}from brand$/m);
    expect(said).toMatch(/^ {2}realityCheckMinutes = 15 {2}from brand$/m);
    expect(rootOf((await page('/casino')).html)).toMatch(/<aside[\s\S]*?<nav/);
  });

  // The notice shows only in the browser (it reads the player's consent cookie in an effect): the bundle the server
  // serves carries its new wording and link.
  it('19 the cookie notice: its wording and its link', () => {
    expect(bundle.texts.en['text.cookies.text']).toBe('Acme bakes cookies to keep you signed in.');
    const notice = (bundle.layout as unknown as { notices: Node[] }).notices.find((n) => n.id === 'cookie-notice')!;
    expect(notice.children!.find((n) => n.id === 'policy-link')?.props?.to).toEqual({ path: '/terms-and-conditions' });
  });

  it('the server took the version up with no refusal in its log', () => {
    expect(serverLog.filter((line) => /refus|invalid/i.test(line))).toEqual([]);
  });
});
