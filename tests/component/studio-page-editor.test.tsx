// @vitest-environment jsdom
// Issue 27 item 3: the page editor. The node tree is a list of buttons (reached by Tab, pressed by Enter or
// Space: native buttons), the toolbar adds a widget with its example, moves, wraps and removes the selected node;
// the selected node's props are a form from its widget's props.schema.json with pickers for its x-refs; every
// change is a new document through onChange; validate's problems show at their node and field.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { editorFor } from '../../src/studio/editors';
import type { StudioProblem } from '../../src/studio/editors/types';
import type { NodeDocument } from '../../src/generated/types';
import { context, readBrand, renderEditor } from './studio-helpers';

type Page = { body: NodeDocument[] } & Record<string, unknown>;

const page = (): Page => ({
  title: 'text.page.promotions.title',
  body: [
    { type: 'Heading', props: { text: 'text.auth.register', level: 2 } },
    { type: 'Stack', props: { direction: 'row' }, children: [{ type: 'Text', props: { text: 'text.auth.login' } }] },
    { type: 'Link', props: { text: 'text.common.more', to: { page: 'promotion' } }, when: { var: 'auth.authenticated' } },
  ],
});

/** The page editor over a page; current() is the last document it sent. */
function renderPage(doc: Page, problems: StudioProblem[] = []) {
  const view = renderEditor(editorFor('pages/promotions.json')!, doc, problems);
  return { ...view, current: () => view.current() as Page };
}

const node = (name: RegExp) => screen.getByRole('button', { name });
const press = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

afterEach(cleanup);
// Each step renders whole rjsf forms of Chakra fields in jsdom: about a second on an idle machine, many times that
// beside a CPU hog on a shared 2-core CI. A ceiling for work that is done (vitest.config.ts); no test waits on time.
vi.setConfig({ testTimeout: 60000 });

describe('the page editor', () => {
  it('is the editor of pages, modals, fragments and the layout', () => {
    for (const path of ['pages/casino.json', 'modals/login.json', 'fragments/offer-card.json', 'layout.json']) expect(editorFor(path), path).not.toBeNull();
    expect(editorFor('brand.json')).toBeNull();
    expect(editorFor('pages/casino.json')).toBe(editorFor('pages/casino.json'));
  });

  it('lists the nodes as buttons, each a native control the keyboard reaches', () => {
    renderPage(page());
    const tree = screen.getAllByRole('listitem').map((li) => within(li).getByRole('button'));
    expect(tree.map((b) => b.getAttribute('aria-label'))).toEqual(['Heading, body › 1', 'Stack, body › 2', 'Text, body › 2 › 1', 'Link, body › 3, conditional']);
    for (const b of tree) { expect(b.tagName).toBe('BUTTON'); expect(b.getAttribute('tabindex')).not.toBe('-1'); }
    expect(tree[0].getAttribute('aria-pressed')).toBe('true');
  });

  it('moves the selected node down and up; the selection follows it', () => {
    const { current } = renderPage(page());
    fireEvent.click(node(/^Heading/));
    press('Move down');
    expect(current().body.map((n) => n.type)).toEqual(['Stack', 'Heading', 'Link']);
    expect(node(/^Heading, body › 2/).getAttribute('aria-pressed')).toBe('true');
    press('Move up');
    expect(current().body.map((n) => n.type)).toEqual(['Heading', 'Stack', 'Link']);
    expect((screen.getByRole('button', { name: 'Move up' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move out of its parent' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('moves the selected node into the node above and out again', () => {
    const { current } = renderPage(page());
    fireEvent.click(node(/^Link/));
    press('Move into the node above');
    expect(current().body.map((n) => n.type)).toEqual(['Heading', 'Stack']);
    expect(current().body[1].children!.map((n) => n.type)).toEqual(['Text', 'Link']);
    expect(node(/^Link, body › 2 › 2/).getAttribute('aria-pressed')).toBe('true');
    press('Move out of its parent');
    expect(current().body.map((n) => n.type)).toEqual(['Heading', 'Stack', 'Link']);
    expect((screen.getByRole('button', { name: 'Move up' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('adds a widget from the registry with its example props, after or inside the selected node', () => {
    const { current } = renderPage(page());
    fireEvent.change(screen.getByLabelText('Widget'), { target: { value: 'DepositAmount' } });
    press('Add after the selected node');
    expect(current().body[1]).toEqual({ type: 'DepositAmount', props: { quickAmounts: [25, 50, 100], defaultAmount: 25 } });
    expect(node(/^DepositAmount/).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(node(/^Stack/));
    fireEvent.change(screen.getByLabelText('Widget'), { target: { value: 'Link' } });
    press('Add inside the selected node');
    expect(current().body[2].children!.at(-1)).toEqual(context.widgets.Link.example);
  });

  it('wraps the selected node in a Stack and removes a node', () => {
    const { current } = renderPage(page());
    fireEvent.click(node(/^Link/));
    press('Wrap in a Stack');
    expect(current().body[2]).toEqual({ type: 'Stack', children: [page().body[2]] });
    press('Remove');
    expect(current().body.map((n) => n.type)).toEqual(['Heading', 'Stack']);
    expect(screen.getByText('Choose a node to edit its settings.')).toBeTruthy();
  });

  it("edits the selected node's props through its schema's form: a text key shows its English text, enums and x-refs offer their values", () => {
    const { current } = renderPage(page());
    const text = screen.getByLabelText(/^text/) as HTMLInputElement;
    expect(text.value).toBe('text.auth.register');
    expect(text.parentElement!.textContent).toContain(`English: ${context.texts['text.auth.register']}`);
    fireEvent.change(text, { target: { value: 'text.auth.login' } });
    expect(current().body[0].props).toEqual({ text: 'text.auth.login', level: 2 });
    // The text picker offers the brand's keys.
    const list = document.getElementById(text.getAttribute('list')!)!;
    expect([...list.querySelectorAll('option')].map((o) => o.value)).toContain('text.auth.logout');
    fireEvent.change(screen.getByLabelText(/^level/), { target: { value: '3' } });
    expect(current().body[0].props!.level).toBe(3);
    // A page key offers the page-key table; a Stack's direction is its enum.
    fireEvent.click(node(/^Link/));
    const pageKey = screen.getByLabelText(/^page/) as HTMLInputElement;
    const keys = [...document.getElementById(pageKey.getAttribute('list')!)!.querySelectorAll('option')].map((o) => o.value);
    expect(keys).toEqual(context.pageKeys);
    fireEvent.change(pageKey, { target: { value: 'promotions' } });
    expect(current().body[2].props!.to).toEqual({ page: 'promotions' });
    fireEvent.click(node(/^Stack/));
    const direction = screen.getByLabelText(/^direction$/) as HTMLSelectElement;
    expect([...direction.options].map((o) => o.textContent)).toEqual(['', 'row', 'column']);
  });

  it("shows validate's problems at their node and at their field", () => {
    renderPage(page(), [
      { pointer: '/body/2/props/to/page', message: 'Page key "promotion" is not in the page-key table (did you mean "promotions"?)' },
      { pointer: '/body/1/children/0/type', message: 'Unknown widget type' },
    ]);
    expect(node(/^Link, body › 3, conditional, 1 problems$/)).toBeTruthy();
    expect(node(/^Text, body › 2 › 1, 1 problems$/)).toBeTruthy();
    expect(node(/^Stack, body › 2$/)).toBeTruthy();
    fireEvent.click(node(/^Link/));
    const pageKey = screen.getByLabelText(/^page/);
    expect(pageKey.getAttribute('aria-invalid')).toBe('true');
    expect(pageKey.closest('[data-field]')!.textContent).toContain('is not in the page-key table');
    fireEvent.click(node(/^Text/));
    expect(screen.getByRole('alert').textContent).toBe('Unknown widget type');
  });

  it("edits the node's when with the condition builder, and the page's own fields", async () => {
    const { current } = renderPage(page());
    fireEvent.click(node(/^Link/));
    const when = screen.getByRole('group', { name: 'Condition: Is signed in' });
    fireEvent.click(within(when).getByRole('checkbox', { name: 'Not' }));
    await waitFor(() => expect(current()?.body[2].when).toEqual({ '!': { var: 'auth.authenticated' } }));
    press('No condition');
    expect(current().body[2]).not.toHaveProperty('when');
    fireEvent.change(screen.getByLabelText(/^access/), { target: { value: '1' } });
    expect(current()).toMatchObject({ title: 'text.page.promotions.title', access: 'user' });
    expect(current().body).toHaveLength(3);
  });

  it('edits a real page and passes axe', async () => {
    const { container } = renderEditor(editorFor('pages/casino.json')!, readBrand('pages/casino.json'));
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(5);
    const result = await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
