// @vitest-environment jsdom
// Issue 27 items 3, 6 and 7: the condition builder (when, lockedWhen) with the raw expression one click away; the
// texts editor (missing keys first, English beside); the theme editor's contrast check, which refuses a failing
// pair; the settings form; menus, a form's field order and a deposit's quick amounts as lists to reorder.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { useState, type ComponentType } from 'react';
import { editorFor } from '../../src/studio/editors';
import { ConditionBuilder } from '../../src/studio/editors/ConditionBuilder';
import { ThemeEditor } from '../../src/studio/editors/ThemeEditor';
import { SettingsEditor } from '../../src/studio/editors/SettingsEditor';
import { MenusEditor } from '../../src/studio/editors/MenusEditor';
import { FormEditor } from '../../src/studio/editors/FormEditor';
import { PropsForm } from '../../src/studio/editors/PropsForm';
import type { EditorProps } from '../../src/studio/editors/types';
import { context, readBrand, renderEditor } from './studio-helpers';

function renderCondition(initial: unknown) {
  const changes: unknown[] = [];
  function Harness() {
    const [value, setValue] = useState(initial);
    return <ConditionBuilder label="Shown when" value={value} settings={context.settings} onChange={(next) => { changes.push(next); setValue(next); }} />;
  }
  render(<ChakraProvider value={defaultSystem}><Harness /></ChakraProvider>);
  return { changes, current: () => changes[changes.length - 1] };
}

afterEach(cleanup);
// Each step renders whole rjsf forms of Chakra fields in jsdom: about a second on an idle machine, many times that
// beside a CPU hog on a shared 2-core CI. A ceiling for work that is done (vitest.config.ts); no test waits on time.
vi.setConfig({ testTimeout: 60000 });

describe('the condition builder', () => {
  const kycIn = { in: [{ var: 'user.kycStatus' }, ['PENDING', 'APPROVED']] };

  it('shows all of / any of with their parts, changes one part and keeps a part it cannot show as raw JSON', () => {
    const { current } = renderCondition({ and: [{ var: 'auth.authenticated' }, kycIn] });
    expect(screen.getByRole('group', { name: 'Condition: All of' })).toBeTruthy();
    const raw = screen.getByRole('group', { name: 'Condition: Raw expression' });
    expect(JSON.parse((within(raw).getByLabelText('Expression (JSON)') as HTMLTextAreaElement).value)).toEqual(kycIn);
    const first = screen.getByRole('group', { name: 'Condition: Is signed in' });
    fireEvent.change(within(first).getByLabelText('Condition'), { target: { value: 'setting' } });
    fireEvent.change(within(screen.getByRole('group', { name: 'Condition: A setting is on' })).getByLabelText('Setting'), { target: { value: 'chatEnabled' } });
    expect(current()).toEqual({ and: [{ var: 'settings.chatEnabled' }, kycIn] });
    fireEvent.click(screen.getByRole('button', { name: 'Add a condition' }));
    expect(current()).toEqual({ and: [{ var: 'settings.chatEnabled' }, kycIn, { var: 'auth.authenticated' }] });
    fireEvent.click(within(screen.getByRole('group', { name: 'Condition: A setting is on' })).getByRole('button', { name: 'Remove condition' }));
    expect(current()).toEqual({ and: [kycIn, { var: 'auth.authenticated' }] });
  });

  it('builds "a value equals" with its operator and a typed value', () => {
    const { current } = renderCondition({ var: 'auth.authenticated' });
    fireEvent.change(screen.getByLabelText('Condition'), { target: { value: 'equals' } });
    fireEvent.change(screen.getByLabelText('Value of'), { target: { value: 'user.kycStatus' } });
    fireEvent.change(screen.getByLabelText('Value'), { target: { value: 'APPROVED' } });
    expect(current()).toEqual({ '==': [{ var: 'user.kycStatus' }, 'APPROVED'] });
    fireEvent.change(screen.getByLabelText('Is'), { target: { value: '!=' } });
    fireEvent.change(screen.getByLabelText('Value'), { target: { value: '3' } });
    expect(current()).toEqual({ '!=': [{ var: 'user.kycStatus' }, 3] });
  });

  it('has the raw expression one click away; JSON that does not parse is shown with a message and changes nothing', () => {
    const { changes, current } = renderCondition({ '!': { var: 'auth.authenticated' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show the raw expression' }));
    const box = screen.getByLabelText('Shown when (JSON)') as HTMLTextAreaElement;
    expect(JSON.parse(box.value)).toEqual({ '!': { var: 'auth.authenticated' } });
    fireEvent.change(box, { target: { value: '{"or": [' } });
    expect(screen.getByRole('alert').textContent).toMatch(/^Not valid JSON/);
    expect(changes).toEqual([]);
    fireEvent.change(box, { target: { value: '{"or": [{"var": "settings.a"}, {"var": "settings.b"}]}' } });
    expect(current()).toEqual({ or: [{ var: 'settings.a' }, { var: 'settings.b' }] });
    fireEvent.click(screen.getByRole('button', { name: 'Show the builder' }));
    expect(screen.getByRole('group', { name: 'Condition: Any of' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'No condition' }));
    expect(current()).toBeUndefined();
    expect(screen.getByText('Always.')).toBeTruthy();
  });
});

describe('the texts editor', () => {
  it('lists the keys the locale is missing first, with the English text beside each, and edits in the file\'s shape', () => {
    const Texts = editorFor('texts/de.json')!;
    const { current } = renderEditor(Texts as ComponentType<EditorProps<Record<string, unknown>>>, { text: { auth: { login: 'Anmelden' } } });
    const count = Object.keys(context.texts).length;
    expect(screen.getByRole('status').textContent).toBe(`${count - 1} of ${count} keys are missing in de; players see their English text meanwhile. They are listed first.`);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a text' }), { target: { value: 'text.auth.log' } });
    const labels = screen.getAllByRole('textbox').map((i) => (i.closest('li')!.querySelector('label')!.textContent));
    expect(labels[labels.length - 1]).toBe('text.auth.login');
    expect(labels.slice(0, -1).every((l) => l!.endsWith('(missing)'))).toBe(true);
    const logout = screen.getByLabelText('text.auth.logout (missing)');
    expect(logout.getAttribute('aria-describedby') && document.getElementById(logout.getAttribute('aria-describedby')!)!.textContent).toBe(`English: ${context.texts['text.auth.logout']}`);
    fireEvent.change(logout, { target: { value: 'Abmelden' } });
    expect(current()).toEqual({ text: { auth: { login: 'Anmelden', logout: 'Abmelden' } } });
  });
});

describe('the theme editor', () => {
  it('checks text on its backgrounds and refuses a colour whose contrast fails, with its ratio', () => {
    const theme = readBrand('theme.json');
    const { changes, current } = renderEditor(ThemeEditor, theme);
    expect(screen.getAllByRole('row').filter((r) => r.getAttribute('data-passes') === 'false')).toEqual([]);
    const fg = screen.getByLabelText('fg (light)');
    fireEvent.change(fg, { target: { value: '#9a9a9a' } });
    const alert = screen.getAllByRole('alert')[0];
    expect(alert.textContent).toMatch(/fg on bg \(light\) has a contrast of \d\.\d\d:1; WCAG AA needs 4\.5:1 for body text/);
    expect(changes).toEqual([]);
    fireEvent.change(fg, { target: { value: '#111111' } });
    expect(current().semanticColors.fg.light).toBe('#111111');
    expect(screen.queryByText(/Not applied/)).toBeNull();
  });
});

describe('the settings editor', () => {
  it('is a form of the settings schema, with problems at their field', () => {
    const { current } = renderEditor(SettingsEditor, readBrand('settings.json'), [{ pointer: '/brandName', message: 'brandName is too long' }]);
    const name = screen.getByLabelText(/^brandName/) as HTMLInputElement;
    expect(name.closest('[data-field]')!.textContent).toContain('brandName is too long');
    fireEvent.change(name, { target: { value: 'Acme' } });
    expect(current()).toMatchObject({ ...readBrand('settings.json'), brandName: 'Acme' });
    expect(editorFor('settings.json')).toBe(SettingsEditor);
  });
});

describe('lists: menus, a form\'s field order, a deposit\'s quick amounts', () => {
  it('reorders, removes and adds a menu\'s entries, and edits the selected entry', () => {
    const menus = readBrand('menus.json');
    const { current } = renderEditor(MenusEditor, menus);
    const labels = () => current().menus!.main.map((e) => e.label);
    const entries = () => within(screen.getByRole('region', { name: 'Entries of main' })).getAllByRole('listitem');
    expect(entries()[0].textContent).toBe(`${context.texts['text.menu.casino']} (text.menu.casino)`);
    fireEvent.click(screen.getByRole('button', { name: 'Move down' }));
    expect(labels().slice(0, 2)).toEqual(['text.menu.liveCasino', 'text.menu.casino']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(labels()).not.toContain('text.menu.casino');
    fireEvent.click(screen.getByRole('button', { name: 'Add an entry' }));
    expect(current().menus!.main.at(-1)).toEqual({ label: '', to: { page: context.pageKeys[0] } });
    fireEvent.change(screen.getByLabelText(/^label/), { target: { value: 'text.menu.vip' } });
    expect(current().menus!.main.at(-1)!.label).toBe('text.menu.vip');
    expect(current().menus!.footer).toEqual(menus.menus.footer);
  });

  it('reorders a form\'s fields (registration) and offers a field missing from the order', () => {
    const register = readBrand('forms/register.json');
    const order: string[] = register.uiSchema['ui:order'];
    const { current } = renderEditor(FormEditor, { ...register, uiSchema: { ...register.uiSchema, 'ui:order': order.filter((f) => f !== 'newsLetter') } });
    const fieldOrder = () => current().uiSchema!['ui:order'] as string[];
    fireEvent.click(screen.getByRole('button', { name: 'username' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move up' }));
    expect(fieldOrder().slice(0, 2)).toEqual(['username', 'email']);
    fireEvent.click(screen.getByRole('button', { name: 'Add newsLetter' }));
    expect(fieldOrder().at(-1)).toBe('newsLetter');
    expect(current().schema).toEqual(register.schema);
  });

  it('edits a form\'s lock conditions (lockedWhen) in the condition builder, keeping what it cannot show as raw', () => {
    const profile = readBrand('forms/edit-profile.json');
    const { current } = renderEditor(FormEditor, profile);
    const email = screen.getByRole('group', { name: 'email is locked when' });
    const raw = within(email).getByRole('group', { name: 'Condition: Raw expression' });
    expect(JSON.parse((within(raw).getByLabelText('Expression (JSON)') as HTMLTextAreaElement).value)).toEqual({ var: 'profile.locks.email' });
    fireEvent.change(within(email).getByLabelText('Condition'), { target: { value: 'signedIn' } });
    expect(current().lockedWhen).toEqual({ ...profile.lockedWhen, email: { var: 'auth.authenticated' } });
    expect(current().schema).toEqual(profile.schema);
  });

  it('adds, moves and removes a deposit\'s quick amounts in its props form', () => {
    const changes: unknown[] = [];
    function Harness() {
      const [value, setValue] = useState<Record<string, unknown> | undefined>({ quickAmounts: [25, 50, 100], defaultAmount: 25 });
      return <PropsForm type="DepositAmount" value={value} pointer="/body/0/props" problems={[{ pointer: '/body/0/props/quickAmounts/2', message: 'too much' }]} context={context} onChange={(next) => { changes.push(next); setValue(next); }} />;
    }
    render(<ChakraProvider value={defaultSystem}><Harness /></ChakraProvider>);
    const last = () => changes[changes.length - 1] as { quickAmounts: number[] };
    expect(screen.getAllByRole('spinbutton')[2].closest('[data-field]')!.textContent).toContain('too much');
    fireEvent.click(screen.getByRole('button', { name: 'Move item 3 of 3 up' }));
    expect(last().quickAmounts).toEqual([25, 100, 50]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove item 1 of 3' }));
    expect(last().quickAmounts).toEqual([100, 50]);
    fireEvent.click(screen.getByRole('button', { name: /^Add an item/ }));
    const amounts = within(screen.getByRole('group', { name: 'quickAmounts' })).getAllByRole('spinbutton');
    expect(amounts).toHaveLength(3);
    fireEvent.change(amounts[2], { target: { value: '500' } });
    expect(last().quickAmounts).toEqual([100, 50, 500]);
  });
});
