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
import { TestCallCache } from '../../support/callCache';
import { ROOT, listFolders } from '../../../src/brand/schema-files';
import { widgetInside } from '../../../src/generated/widgetMarkers';
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

/** Widgets that show part of a bigger one (x-inside of their schema): rendered inside the first it names, as a brand document must put them. */
const parentOf = (type: string): string | undefined => (widgetInside as Record<string, readonly string[] | undefined>)[type]?.[0];

async function renderOnServer(node: NodeDocument, boot: Record<string, unknown> = {}, wrap: (tree: ReactNode) => ReactNode = (tree) => tree, dev = false): Promise<{ html: string; errors: unknown[] }> {
  const errors: unknown[] = [];
  // The api never answers during a server render: data arrives after hydration (or is inlined, later).
  const api = { request: vi.fn(() => new Promise(() => {})), url: (p: string) => p };
  const brand = { menus, routes, modals: {}, forms: {}, fragments: { rakeback }, texts: { en: TEXTS } } as unknown as BrandBundle;
  const renderer = rendererStandIn({ dev, reportError: vi.fn((error: unknown) => { errors.push(error); }) });
  const i18n = createI18n({ locale: 'en', fallbackTexts: {}, texts: TEXTS });
  const { prelude } = await prerenderToNodeStream(
    <ChakraProvider value={defaultSystem}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/casino']}>
          <ServicesProvider services={servicesStandIn({ api: api as never, boot: boot as never, brand })}>
            <ScopeContext.Provider value={emptyScope}>
              <TestCallCache>
                <RendererContext.Provider value={renderer}>
                  {wrap(<RenderNodes nodes={[node]} path={`${node.type}/example.json`} />)}
                </RendererContext.Provider>
              </TestCallCache>
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
    const parent = parentOf(type);
    const node = parent ? ({ type: parent, children: [example] } as NodeDocument) : example;
    const { errors } = await renderOnServer(node);
    expect(errors.map((e) => (e instanceof Error ? e.message : String(e)))).toEqual([]);
  });
});

describe('a widget outside the widget it must be inside (x-inside of its schema), in development', () => {
  /** The page's HTML without React's text separators. */
  const dev = async (node: NodeDocument) => {
    const { html, errors } = await renderOnServer(node, {}, (tree) => tree, true);
    return { html: html.replace(/<!-- -->/g, ''), errors };
  };
  const misplaced = /must be inside/;

  it('says so by name, with the node it needs, where the widget would throw for its missing context', async () => {
    const { html } = await dev({ type: 'DepositAmount' } as NodeDocument);
    expect(html).toContain('DepositAmount at DepositAmount/example.json/0: DepositAmount must be inside a Deposit node (x-inside of its props.schema.json)');
    const other = await dev({ type: 'Deposit', children: [{ type: 'GameFrame' }] } as NodeDocument);
    expect(other.html).toContain('GameFrame at Deposit/example.json/0/children/0: GameFrame must be inside a GamePlay node');
  });

  it('a node anywhere below one of the widgets it names is inside it (PaymentMethods: Deposit or Withdraw)', async () => {
    const { html, errors } = await dev({ type: 'Deposit', children: [{ type: 'Stack', children: [{ type: 'DepositAmount' }, { type: 'PaymentMethods' }] }] } as NodeDocument);
    expect(errors).toEqual([]);
    expect(html).not.toMatch(misplaced);
    expect(html).toContain(en('text.cashier.deposit.amount.label'));
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
