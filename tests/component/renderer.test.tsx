// @vitest-environment jsdom
import { describe, it, expect, vi, afterEach } from 'vitest';
import { render, screen, fireEvent, cleanup, waitFor } from '@testing-library/react';
import { createI18n } from '../../src/platform/i18n';
import { RenderNodes } from '../../src/renderer/RenderNode';
import type { RendererServices } from '../../src/renderer/RendererContext';
import type { WidgetServices } from '../../src/renderer/services';
import type { WidgetRenderProps } from '../../src/widgets/types';
import { TestProviders, rendererStandIn, renderWithServices, servicesStandIn } from '../support/services';
import { emptyScope, type Scope } from '../../src/renderer/scope';
import type { NodeDocument } from '../../src/generated/types';

const i18n = createI18n({ locale: 'en', fallbackTexts: {}, texts: {
    'text.hello': 'Hello player', 'text.go': 'Go', 'text.secret': 'Only for players',
    'text.count': 'You have {{n}} deposits', 'text.common.sectionUnavailable': 'This section is unavailable right now.',
} });

const services = rendererStandIn;

function renderNodes(nodes: NodeDocument[], renderer: RendererServices, scope: Scope = emptyScope, app: WidgetServices = servicesStandIn()) {
  return renderWithServices(<RenderNodes nodes={nodes} path="pages/test.json#/body" />, { renderer, scope, services: app, i18n });
}

afterEach(cleanup);

describe('renderer: node documents to registry widgets', () => {
  it('renders widgets with their props and children, texts through the CMS keys', () => {
    renderNodes([{ type: 'Stack', children: [{ type: 'Heading', props: { text: 'text.hello', level: 2 } }] }], services());
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Hello player');
  });

  it('hides a node whose when expression is false for the scope', () => {
    const nodes: NodeDocument[] = [{ type: 'Text', props: { text: 'text.secret' }, when: { var: 'auth.authenticated' } }];
    renderNodes(nodes, services());
    expect(screen.queryByText('Only for players')).toBeNull();
    cleanup();
    renderNodes(nodes, services(), { ...emptyScope, auth: { ...emptyScope.auth, authenticated: true } });
    expect(screen.getByText('Only for players')).toBeTruthy();
  });

  it('fills text placeholders from expressions against the scope', () => {
    const scope = { ...emptyScope, user: { depositCount: 3 } };
    renderNodes([{ type: 'Text', props: { text: 'text.count', values: { n: { var: 'user.depositCount' } } } }], services(), scope);
    expect(screen.getByText('You have 3 deposits')).toBeTruthy();
  });

  it('a node that throws renders a fallback and the rest of the page stays', () => {
    const svc = services();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderNodes([
      { type: 'Text', props: { text: 'text.count', values: { n: { nope: [1] } } } },
      { type: 'Heading', props: { text: 'text.hello' } },
    ], svc);
    spy.mockRestore();
    expect(screen.getByRole('note').textContent).toBe('This section is unavailable right now.');
    expect(screen.getByRole('heading').textContent).toBe('Hello player');
    expect(svc.reportError).toHaveBeenCalled();
  });

  it('a child that throws inside a parent widget is a fallback in its place; its parent and siblings stay', () => {
    const svc = services();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = renderNodes([{ type: 'Stack', props: { testId: 'parent' }, children: [
      { type: 'Heading', props: { text: 'text.hello', level: 2 } },
      { type: 'Stack', children: [{ type: 'Text', props: { text: 'text.count', values: { n: { nope: [1] } } } }] },
      { type: 'Button', props: { text: 'text.go' } },
    ] }], svc);
    spy.mockRestore();
    const fallback = container.querySelector('[data-node-fallback]');
    expect(fallback?.getAttribute('data-node-fallback')).toBe('pages/test.json#/body/0/children/1/children/0');
    expect(screen.getByTestId('parent').contains(fallback)).toBe(true);
    expect(screen.getByRole('heading').textContent).toBe('Hello player');
    expect(screen.getByRole('button', { name: 'Go' })).toBeTruthy();
    expect(String((svc.reportError as ReturnType<typeof vi.fn>).mock.calls[0][1])).toBe('Text at pages/test.json#/body/0/children/1/children/0');
  });

  it('a node that gains or loses socket events keeps its widget (no remount)', () => {
    const plain: NodeDocument = { id: 'h', type: 'Heading', props: { text: 'text.hello' } };
    const withSocket: NodeDocument = { ...plain, on: { 'socket:deposit': [{ action: 'track', event: 'DEPOSIT' }] } };
    const svc = services();
    const app = servicesStandIn();
    const tree = (nodes: NodeDocument[]) => (
      <TestProviders renderer={svc} services={app} i18n={i18n}>
        <RenderNodes nodes={nodes} path="pages/test.json#/body" />
      </TestProviders>
    );
    const { rerender } = render(tree([plain]));
    const heading = screen.getByRole('heading');
    rerender(tree([withSocket]));
    expect(screen.getByRole('heading')).toBe(heading);
    rerender(tree([plain]));
    expect(screen.getByRole('heading')).toBe(heading);
  });

  it('an unknown widget type is a visible fallback in development, nothing in production', () => {
    renderNodes([{ type: 'GameGrdi' }], services({ dev: true }));
    expect(screen.getByRole('alert').textContent).toContain('No widget "GameGrdi"');
    expect(screen.getByRole('alert').getAttribute('data-node-fallback')).toBe('pages/test.json#/body/0/type');
    cleanup();
    const { container } = renderNodes([{ type: 'GameGrdi' }], services({ dev: false }));
    expect(container.querySelector('[data-node-fallback]')).toBeNull();
  });

  it('in development, props that fail the widget schema show the schema message', () => {
    renderNodes([{ type: 'Grid', props: { columns: 3 } }], services({ dev: true, validateProps: () => 'props.columns must be object' }));
    expect(screen.getByRole('alert').textContent).toContain('props.columns must be object');
  });

  it('runs the node\'s on.click actions through the action registry, with the app\'s services', async () => {
    const svc = services();
    const app = servicesStandIn();
    renderNodes([{ type: 'Button', props: { text: 'text.go' }, on: { click: [
      { action: 'openModal', modal: 'login' },
      { action: 'track', event: 'LOGIN_CLICK', data: { page: { var: 'route.path' } } },
    ] } }], svc, emptyScope, app);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(app.track).toHaveBeenCalledWith('LOGIN_CLICK', { page: '/' }));
    expect(app.modals.openModal).toHaveBeenCalledWith('login', undefined);
  });

  it('skips an action whose when is false, and reports a failing action instead of crashing', async () => {
    const svc = services();
    const app = servicesStandIn({ links: { navigate: vi.fn(() => { throw new Error('boom'); }) } });
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderNodes([{ type: 'Button', props: { text: 'text.go' }, on: { click: [
      { action: 'logout', when: false },
      { action: 'navigate', to: { page: 'casino' } },
    ] } }], svc, emptyScope, app);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(svc.reportError).toHaveBeenCalled());
    spy.mockRestore();
    expect(app.session.logout).not.toHaveBeenCalled();
    expect(String((svc.reportError as ReturnType<typeof vi.fn>).mock.calls[0][0])).toContain('Action "navigate" failed: boom');
    expect(screen.getByRole('button', { name: 'Go' })).toBeTruthy();
  });

  it('renders from the registry the shell (or a test) provides, and runs actions from its action registry', async () => {
    const ran: unknown[] = [];
    const Shout = ({ props, emit }: WidgetRenderProps<{ word: string }>) => <button type="button" onClick={() => void emit('click', { n: 7 })}>{props.word.toUpperCase()}</button>;
    const svc = services({
      widgets: { Shout },
      actions: { handlers: { record: (params: unknown) => { ran.push(params); } }, expressions: { record: { value: 'value' } } },
    });
    renderNodes([{ type: 'Shout', props: { word: 'hey' }, on: { click: [{ action: 'record', value: { var: 'event.n' } }] } }], svc);
    fireEvent.click(screen.getByRole('button', { name: 'HEY' }));
    await waitFor(() => expect(ran).toEqual([{ action: 'record', value: 7 }]));
    cleanup();
    // A type the provided registry lacks is unknown, even one the generated registry has.
    renderNodes([{ type: 'Heading', props: { text: 'text.hello' } }], services({ dev: true, widgets: { Shout } }));
    expect(screen.getByRole('alert').textContent).toContain('No widget "Heading"');
  });
});
