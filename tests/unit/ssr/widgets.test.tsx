// Widgets render on the server too (issue 12, standards): every widget's example.json is rendered with
// React's server renderer in Node (no window, no document), with the providers the site gives it, and
// must produce HTML without an error: nothing may read window, document or storage while rendering.
import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { DepositContext, type DepositState } from '../../../src/widgets/Deposit/context';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { I18nProvider } from '../../../src/platform/i18nContext';
import { MemoryRouter } from 'react-router';
import { QueryCache, QueryCacheContext } from '../../../src/platform/api/query';
import { ROOT, listFolders } from '../../../src/brand/schema-files';
import { createI18n } from '../../../src/platform/i18n';
import type { BrandBundle } from '../../../src/platform/brand';
import { ServicesProvider } from '../../../src/renderer/services';
import { RenderNodes } from '../../../src/renderer/RenderNode';
import { RendererContext } from '../../../src/renderer/RendererContext';
import { ScopeContext, emptyScope } from '../../../src/renderer/scope';
import type { NodeDocument } from '../../../src/generated/types';
import { rendererStandIn, servicesStandIn } from '../../support/services';
import { TEXTS, en } from '../../component/tournaments-helpers';
import menus from '../../../brands/curacao/menus.json';
import routes from '../../../brands/curacao/routes.json';
import rakeback from '../../../brands/curacao/fragments/rakeback.json';

const widgets = listFolders(join(ROOT, 'src/widgets'));

/** Widgets that show part of a bigger one: rendered inside it, as a brand document must put them. */
const PARENT: Record<string, string> = {
  DepositAmount: 'Deposit', DepositBonus: 'Deposit', DepositCryptoAddress: 'Deposit', DepositForm: 'Deposit',
  DepositPay: 'Deposit', DepositProfile: 'Deposit', DepositUpiQr: 'Deposit', PaymentMethods: 'Deposit',
  WithdrawBlocked: 'Withdraw', WithdrawForm: 'Withdraw',
  GameAccess: 'GamePlay', GameBetLimit: 'GamePlay', GameError: 'GamePlay', GameFrame: 'GamePlay',
};

async function renderOnServer(node: NodeDocument, boot: Record<string, unknown> = {}, wrap: (tree: ReactNode) => ReactNode = (tree) => tree): Promise<{ html: string; errors: unknown[] }> {
  const errors: unknown[] = [];
  // The api never answers during a server render: data arrives after hydration (or is inlined, later).
  const api = { request: vi.fn(() => new Promise(() => {})), url: (p: string) => p };
  const brand = { menus, routes, modals: {}, forms: {}, fragments: { rakeback }, texts: { en: TEXTS } } as unknown as BrandBundle;
  const renderer = rendererStandIn({ reportError: vi.fn((error: unknown) => { errors.push(error); }) });
  const i18n = createI18n({ locale: 'en', fallbackTexts: {}, texts: TEXTS });
  const { prelude } = await prerenderToNodeStream(
    <ChakraProvider value={defaultSystem}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/casino']}>
          <ServicesProvider services={servicesStandIn({ api: api as never, boot: boot as never, brand })}>
            <ScopeContext.Provider value={emptyScope}>
              <QueryCacheContext.Provider value={new QueryCache()}>
                <RendererContext.Provider value={renderer}>
                  {wrap(<RenderNodes nodes={[node]} path={`${node.type}/example.json`} />)}
                </RendererContext.Provider>
              </QueryCacheContext.Provider>
            </ScopeContext.Provider>
          </ServicesProvider>
        </MemoryRouter>
      </I18nProvider>
    </ChakraProvider>,
    { onError: (error) => { errors.push(error); } },
  );
  let html = '';
  await new Promise<void>((resolve, reject) => {
    prelude.pipe(new Writable({ write(chunk, _encoding, done) { html += String(chunk); done(); } })).on('finish', resolve).on('error', reject);
  });
  return { html, errors };
}

describe('every widget renders on the server', () => {
  it('runs without a DOM', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });
  it('a lazy widget (its x-chunk) is loaded and rendered, not left as its placeholder', async () => {
    const { html, errors } = await renderOnServer({ type: 'Notice', props: { text: 'text.game.notFound', role: 'alert' } } as NodeDocument);
    expect(errors).toEqual([]);
    expect(html).toContain(en('text.game.notFound'));
    expect(html).toContain('role="alert"');
  });
  it.each(widgets)('%s example.json', async (type) => {
    const example = JSON.parse(readFileSync(join(ROOT, 'src/widgets', type, 'example.json'), 'utf8')) as NodeDocument;
    const node = PARENT[type] ? ({ type: PARENT[type], children: [example] } as NodeDocument) : example;
    const { errors } = await renderOnServer(node);
    expect(errors.map((e) => (e instanceof Error ? e.message : String(e)))).toEqual([]);
  });
});

describe("DepositCard on the server (review N5: the provider's card fields)", () => {
  it("renders the provider's iframe with the brand's texts in its address, and the holder's field; no card input of the page's own", async () => {
    const deposit = {
      input: { cardHolder: '', cardHolderTouched: false }, change: vi.fn(), attempted: false, paying: false, holderRefusal: null, clearHolderRefusal: vi.fn(),
      refs: { cardHolder: { current: null }, cardFields: { current: null } }, pay: vi.fn(),
    } as unknown as DepositState;
    const { html, errors } = await renderOnServer(
      { type: 'DepositCard' } as NodeDocument,
      { paymentProviderUrl: 'http://localhost:5173/api/sandbox/provider' },
      (tree) => <DepositContext.Provider value={deposit}>{tree}</DepositContext.Provider>,
    );
    expect(errors).toEqual([]);
    const iframe = /<iframe[^>]*>/.exec(html)?.[0] ?? '';
    expect(iframe).toContain('src="http://localhost:5173/api/sandbox/provider/card-fields?lang=en&amp;title=');
    expect(iframe).toContain(`title="${en('text.cashier.deposit.card.legend')}"`);
    expect(iframe).toContain('label.number=');
    expect(html.match(/<input[^>]*>/g)?.map((input) => /name="([^"]+)"/.exec(input)?.[1])).toEqual(['card-holder']);
  });
});
