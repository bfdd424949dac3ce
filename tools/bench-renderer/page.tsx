// The page npm run bench:renderer measures (issue 12: a 2,000-node page through the renderer costs at
// most 1.15x the same page written as JSX). Two variants of one page:
//   - benchPageDocument(): a node document of eager registry widgets (layout, headings, texts, cards,
//     images, links, buttons with actions, nodes with `when`), 50 nodes a section, 40 sections;
//   - JsxPage: the same page written by hand as JSX with the same widget components, the same props and
//     the same nesting. Its sections are plain function calls, not components, so the JSX side has no
//     component the renderer side lacks (the comparison is not flattered by extra work on the JSX side).
// Both render inside the same providers (BenchProviders). tests/unit/tools/bench-renderer.test.tsx
// checks that both give the same HTML, so the bench compares the same page.
import type { ReactNode } from 'react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MemoryRouter } from 'react-router';
import type { NodeDocument } from '../../src/generated/types';
import { I18nProvider } from '../../src/platform/i18nContext';
import { createI18n, type I18n } from '../../src/platform/i18n';
import { RenderNodes } from '../../src/renderer/RenderNode';
import { RendererContext, useActionBase, useRenderer, type RendererServices } from '../../src/renderer/RendererContext';
import { ServicesProvider, type LinkServices, type WidgetServices } from '../../src/renderer/services';
import { widgetRegistry } from '../../src/generated/widgets';
import { actionExpressions, actionRegistry } from '../../src/generated/actions';
import { ScopeContext, emptyScope, useScope, type Scope } from '../../src/renderer/scope';
import { useNodeServices } from '../../src/renderer/nodeServices';
import { runActions } from '../../src/renderer/runActions';
import type { ActionDocument } from '../../src/generated/types';
import Stack from '../../src/widgets/Stack/Widget';
import Heading from '../../src/widgets/Heading/Widget';
import Text from '../../src/widgets/Text/Widget';
import Grid from '../../src/widgets/Grid/Widget';
import Card from '../../src/widgets/Card/Widget';
import Image from '../../src/widgets/Image/Widget';
import Link from '../../src/widgets/Link/Widget';
import Button from '../../src/widgets/Button/Widget';
import { widgetDefaults, type WidgetDocumentPropsMap } from '../../src/generated/widgetMarkers';
import type { WidgetPropsMap, WidgetType } from '../../src/generated/widgets';

export const SECTIONS = 40;
export const NODES_PER_SECTION = 50;
export const PAGE_PATH = 'pages/bench.json#/body';

export const benchTexts: Record<string, string> = {
  'text.bench.section': 'Section',
  'text.bench.title': 'Games of section {{n}}',
  'text.bench.intro': 'Hand-picked games, new every week.\n\nPlay for fun or for real.',
  'text.bench.game': 'Game',
  'text.bench.provider': 'A provider',
  'text.bench.rtp': 'RTP {{rtp}}%',
  'text.bench.play': 'Play',
  'text.bench.nav': 'More games',
  'text.bench.login': 'Log in',
  'text.bench.more': 'Promotions',
  'text.bench.plain': 'Later',
  'text.bench.promo': 'Welcome bonus',
  'text.bench.p1': 'Up to 500 on your first deposit.',
  'text.bench.p2': 'Wagering 35x within 30 days.',
  'text.bench.p3': 'Terms apply.',
  'text.bench.terms': 'Terms',
  'text.bench.claim': 'Claim',
  'text.bench.guest': 'Register to keep your wins.',
  'text.bench.player': 'Your bonus is waiting.',
  'text.bench.subtitle': 'Also popular',
  'text.bench.outro': 'Play responsibly.',
  'text.common.sectionUnavailable': 'This section is unavailable right now.',
};

const NAV_PAGES = ['casino', 'live-casino', 'popular', 'providers', 'promotions', 'bonuses'] as const;
const LOGIN: ActionDocument[] = [{ action: 'openModal', modal: 'login' }];
const PROMOTIONS: ActionDocument[] = [{ action: 'navigate', to: { page: 'promotions' } }];
const guestOnly = { '!': { var: 'auth.authenticated' } };
const playerOnly = { var: 'auth.authenticated' };

const imageSrc = (n: number, c: number) => `/api/core/casino/assets/game-${n}-${c}.webp`;

function sectionDocument(n: number): NodeDocument {
  const card = (c: number): NodeDocument => ({
    type: 'Card', props: { title: 'text.bench.game', text: 'text.bench.provider' }, children: [
      { type: 'Image', props: { src: imageSrc(n, c), alt: 'text.bench.game', width: 160, height: 120 } },
      { type: 'Text', props: { text: 'text.bench.rtp', size: 'sm', values: { rtp: 96 } } },
      { type: 'Link', props: { text: 'text.bench.play', to: { page: 'casino', query: { game: `g${n}-${c}` } } } },
    ],
  });
  return {
    type: 'Stack', props: { as: 'section', gap: 6, label: 'text.bench.section' }, children: [
      { type: 'Heading', props: { text: 'text.bench.title', level: 2, values: { n } } },
      { type: 'Text', props: { text: 'text.bench.intro', tone: 'muted' } },
      { type: 'Grid', props: { columns: { base: 2, md: 3, lg: 6 }, gap: 4 }, children: [0, 1, 2, 3, 4, 5].map(card) },
      { type: 'Stack', props: { as: 'nav', direction: 'row', gap: 3, wrap: true }, children: NAV_PAGES.map((page) => (
        { type: 'Link', props: { text: 'text.bench.nav', to: { page }, variant: 'plain' } }
      )) },
      { type: 'Stack', props: { direction: 'row', gap: 2 }, children: [
        { type: 'Button', props: { text: 'text.bench.login' }, on: { click: LOGIN } },
        { type: 'Button', props: { text: 'text.bench.more', variant: 'outline', tone: 'neutral' }, on: { click: PROMOTIONS } },
        { type: 'Button', props: { text: 'text.bench.plain', variant: 'ghost' } },
      ] },
      { type: 'Card', props: { title: 'text.bench.promo' }, children: [
        { type: 'Text', props: { text: 'text.bench.p1' } },
        { type: 'Text', props: { text: 'text.bench.p2' } },
        { type: 'Text', props: { text: 'text.bench.p3', size: 'xs', tone: 'muted' } },
        { type: 'Stack', props: { direction: 'row', gap: 2 }, children: [
          { type: 'Link', props: { text: 'text.bench.terms', to: { page: 'bonus-terms' } } },
          { type: 'Link', props: { text: 'text.bench.claim', to: { page: 'bonuses' }, variant: 'button' } },
        ] },
      ] },
      { type: 'Text', props: { text: 'text.bench.guest' }, when: guestOnly },
      { type: 'Text', props: { text: 'text.bench.player' }, when: playerOnly },
      { type: 'Heading', props: { text: 'text.bench.subtitle', level: 3 } },
      { type: 'Text', props: { text: 'text.bench.outro', size: 'sm' } },
    ],
  } as NodeDocument;
}

/** The page's body: SECTIONS sections of NODES_PER_SECTION nodes (2,000 nodes). */
export function benchPageDocument(sections = SECTIONS): NodeDocument[] {
  return Array.from({ length: sections }, (_, n) => sectionDocument(n));
}

/** Every node of a document list, depth first (hidden ones too: they are nodes the renderer visits). */
export function countNodes(nodes: NodeDocument[] | undefined): number {
  return (nodes ?? []).reduce((sum, node) => sum + 1 + countNodes(node.children), 0);
}

// ---- The JSX twin ---------------------------------------------------------------------------------

type Emit = (event: string, payload?: unknown) => Promise<void>;
const noEmit: Emit = async () => {};
// Widgets get the node they render; none of these reads it, so the JSX page passes one constant node.
const node = { type: 'Jsx' } as NodeDocument;
/** A widget's props with its defaults, as hand-written components would declare them (the renderer fills them in from the schemas). */
const d = <T extends WidgetType>(type: T, props: WidgetDocumentPropsMap[T]) => ({ ...widgetDefaults[type], ...props }) as WidgetPropsMap[T];

/** The page written as JSX: what a developer would write without documents. */
export function JsxPage({ sections = SECTIONS }: { sections?: number }) {
  const scope = useScope();
  const renderer = useRenderer();
  const base = useActionBase();
  const services = useNodeServices();
  // The buttons' handlers: the same action chains, run the same way, written inline.
  const run = (actions: ActionDocument[]): Emit => async (event, payload) => {
    if (event !== 'click') return;
    try {
      await runActions(actions, { ...base, scope, refetch: services.refetch, flow: services.flow }, payload);
    } catch (err) {
      renderer.reportError(err, 'bench button');
    }
  };
  const section = (n: number) => (
    <Stack key={n} props={d('Stack', { as: 'section', gap: 6, label: 'text.bench.section' })} emit={noEmit} node={node} path={PAGE_PATH}>
      <Heading props={d('Heading', { text: 'text.bench.title', level: 2, values: { n } })} emit={noEmit} node={node} path={PAGE_PATH} />
      <Text props={d('Text', { text: 'text.bench.intro', tone: 'muted' })} emit={noEmit} node={node} path={PAGE_PATH} />
      <Grid props={d('Grid', { columns: { base: 2, md: 3, lg: 6 }, gap: 4 })} emit={noEmit} node={node} path={PAGE_PATH}>
        {[0, 1, 2, 3, 4, 5].map((c) => (
          <Card key={c} props={d('Card', { title: 'text.bench.game', text: 'text.bench.provider' })} emit={noEmit} node={node} path={PAGE_PATH}>
            <Image props={d('Image', { src: imageSrc(n, c), alt: 'text.bench.game', width: 160, height: 120 })} emit={noEmit} node={node} path={PAGE_PATH} />
            <Text props={d('Text', { text: 'text.bench.rtp', size: 'sm', values: { rtp: 96 } })} emit={noEmit} node={node} path={PAGE_PATH} />
            <Link props={d('Link', { text: 'text.bench.play', to: { page: 'casino', query: { game: `g${n}-${c}` } } })} emit={noEmit} node={node} path={PAGE_PATH} />
          </Card>
        ))}
      </Grid>
      <Stack props={d('Stack', { as: 'nav', direction: 'row', gap: 3, wrap: true })} emit={noEmit} node={node} path={PAGE_PATH}>
        {NAV_PAGES.map((page) => (
          <Link key={page} props={d('Link', { text: 'text.bench.nav', to: { page }, variant: 'plain' })} emit={noEmit} node={node} path={PAGE_PATH} />
        ))}
      </Stack>
      <Stack props={d('Stack', { direction: 'row', gap: 2 })} emit={noEmit} node={node} path={PAGE_PATH}>
        <Button props={d('Button', { text: 'text.bench.login' })} emit={run(LOGIN)} node={node} path={PAGE_PATH} />
        <Button props={d('Button', { text: 'text.bench.more', variant: 'outline', tone: 'neutral' })} emit={run(PROMOTIONS)} node={node} path={PAGE_PATH} />
        <Button props={d('Button', { text: 'text.bench.plain', variant: 'ghost' })} emit={noEmit} node={node} path={PAGE_PATH} />
      </Stack>
      <Card props={d('Card', { title: 'text.bench.promo' })} emit={noEmit} node={node} path={PAGE_PATH}>
        <Text props={d('Text', { text: 'text.bench.p1' })} emit={noEmit} node={node} path={PAGE_PATH} />
        <Text props={d('Text', { text: 'text.bench.p2' })} emit={noEmit} node={node} path={PAGE_PATH} />
        <Text props={d('Text', { text: 'text.bench.p3', size: 'xs', tone: 'muted' })} emit={noEmit} node={node} path={PAGE_PATH} />
        <Stack props={d('Stack', { direction: 'row', gap: 2 })} emit={noEmit} node={node} path={PAGE_PATH}>
          <Link props={d('Link', { text: 'text.bench.terms', to: { page: 'bonus-terms' } })} emit={noEmit} node={node} path={PAGE_PATH} />
          <Link props={d('Link', { text: 'text.bench.claim', to: { page: 'bonuses' }, variant: 'button' })} emit={noEmit} node={node} path={PAGE_PATH} />
        </Stack>
      </Card>
      {!scope.auth.authenticated && <Text props={d('Text', { text: 'text.bench.guest' })} emit={noEmit} node={node} path={PAGE_PATH} />}
      {scope.auth.authenticated && <Text props={d('Text', { text: 'text.bench.player' })} emit={noEmit} node={node} path={PAGE_PATH} />}
      <Heading props={d('Heading', { text: 'text.bench.subtitle', level: 3 })} emit={noEmit} node={node} path={PAGE_PATH} />
      <Text props={d('Text', { text: 'text.bench.outro', size: 'sm' })} emit={noEmit} node={node} path={PAGE_PATH} />
    </Stack>
  );
  return <>{Array.from({ length: sections }, (_, n) => section(n))}</>;
}

/** The page as a document through the renderer. */
export function RendererPage({ nodes }: { nodes: NodeDocument[] }) {
  return <RenderNodes nodes={nodes} path={PAGE_PATH} />;
}

// ---- Providers around both ------------------------------------------------------------------------

/** Page keys to addresses, as the shell's resolver does for the pages the bench links to. */
const links: LinkServices = {
  resolve: (target) => {
    if (typeof target === 'string') return { href: target, external: target.startsWith('https://'), shallow: false };
    const path = 'page' in target ? `/${target.page}` : target.path;
    const query = target.query ? `?${new URLSearchParams(target.query as Record<string, string>)}` : '';
    return { href: `${path}${query}`, external: false, shallow: false };
  },
  navigate: () => {},
  pageUrl: (key) => `/${key}`,
  back: () => {},
};

const noop = () => {};
export function benchRenderer(): RendererServices {
  return {
    widgets: widgetRegistry,
    actions: { handlers: actionRegistry, expressions: actionExpressions },
    // A production build's renderer: no props validation at render, fallbacks in the page's wording.
    dev: false,
    reportError: (error, where) => console.error(`[bench] ${where}`, error),
  };
}

/** The app's services with nothing behind them: the page's widgets only resolve links. */
export function benchServices(): WidgetServices {
  return {
    api: undefined as never, settings: {}, boot: {} as never, brand: {} as never, hostname: 'localhost',
    track: async () => {},
    links,
    modals: { openModal: noop, closeModal: noop, isOpen: () => false },
    locale: { locale: 'en', locales: [], setLocale: async () => {} },
    colorMode: { colorMode: 'dark', setColorMode: noop },
    session: { reload: async () => true, activeBonusDiffers: async () => false, logout: async () => {} },
    consent: { giveCookieConsent: noop, acceptGameCookieConsent: noop },
    credentials: { hold: async () => {} },
    clock: { now: () => Date.now() },
    notify: noop,
    translate: (key) => key,
  };
}

export function benchI18n(): I18n {
  return createI18n({ locale: 'en', texts: benchTexts, fallbackTexts: {} });
}

export interface BenchContext { i18n: I18n; renderer: RendererServices; services: WidgetServices; scope: Scope }
export const benchContext = (): BenchContext => ({ i18n: benchI18n(), renderer: benchRenderer(), services: benchServices(), scope: emptyScope });

export function BenchProviders({ context, children }: { context: BenchContext; children: ReactNode }) {
  return (
    <ChakraProvider value={defaultSystem}>
      <I18nProvider i18n={context.i18n}>
        <MemoryRouter>
          <ServicesProvider services={context.services}>
            <RendererContext.Provider value={context.renderer}>
              <ScopeContext.Provider value={context.scope}>{children}</ScopeContext.Provider>
            </RendererContext.Provider>
          </ServicesProvider>
        </MemoryRouter>
      </I18nProvider>
    </ChakraProvider>
  );
}
