// @vitest-environment jsdom
// Issue 24 (the project's rule: players use a server-rendered page before it hydrates; what they type or press then
// is never sent by GET, lost, or half applied): a form as the server renders it never sends its fields as a page
// load and says without scripts that it needs them; typed and sent before hydration (public/held-input.js holds
// it), it is sent once the app runs, with those values, once.
import { describe, it, expect, vi, beforeAll, afterEach } from 'vitest';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { waitFor } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { I18nProvider } from '../../src/platform/i18nContext';
import { createI18n } from '../../src/platform/i18n';
import FormView from '../../src/forms/FormView';
import { ScopeContext, emptyScope } from '../../src/renderer/scope';
import type { FormDocument } from '../../src/generated/types';
import { runHeldInputScript } from '../support/heldInputScript';

const i18n = createI18n({ locale: 'en', fallbackTexts: {}, texts: {
  'text.form.field.email': 'Email', 'text.form.field.password': 'Password', 'text.auth.login': 'Log in',
  'text.form.validation.invalid.required': 'Required', 'text.errors.checkFields': 'Please check fields with errors',
  'text.form.needsScripts': 'This form needs JavaScript.',
} });

const login: FormDocument = {
  schema: { type: 'object', required: ['email', 'password'], properties: {
    email: { type: 'string', title: 'text.form.field.email', format: 'email' },
    password: { type: 'string', title: 'text.form.field.password' },
  } },
  uiSchema: { password: { 'ui:widget': 'password' } },
  submitLabel: 'text.auth.login',
  submit: [{ action: 'signIn' }],
};

const everyKind: FormDocument = {
  schema: { type: 'object', properties: {
    email: { type: 'string', title: 'text.form.field.email' },
    password: { type: 'string', title: 'text.form.field.password' },
    amount: { type: 'number', title: 'text.form.field.email' },
    currency: { type: 'string', title: 'text.form.field.email', enum: ['EUR', 'USD'] },
    terms: { type: 'boolean', title: 'text.auth.login' },
    source: { type: 'string', title: 'text.auth.login' },
  } },
  uiSchema: { password: { 'ui:widget': 'password' }, terms: { 'ui:widget': 'checkbox' }, source: { 'ui:widget': 'hidden' } },
  initial: { source: 'affiliate-7' },
  submit: [],
};

// The script is one per page, as in a browser, and a form it handed over is the app's: each test its own form name.
const form = (doc: FormDocument, submit: (data: Record<string, unknown>) => Promise<void>, name = 'held') => (
  <ChakraProvider value={defaultSystem}><I18nProvider i18n={i18n}><ScopeContext.Provider value={emptyScope}>
    <FormView name={name} doc={doc} submit={submit} />
  </ScopeContext.Provider></I18nProvider></ChakraProvider>
);

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | null = null;
beforeAll(async () => {
  // The page's inline script, run once in this window as the page runs it before the app.
  await runHeldInputScript();
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** The server's markup of the form, on the page. */
function serverPage(doc: FormDocument, name: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(form(doc, async () => {}, name));
  document.body.append(container);
  return container;
}
function typeInto(container: HTMLElement, id: string, value: string) {
  const input = container.querySelector<HTMLInputElement>(`#${id}`)!;
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('a form as the server renders it', () => {
  it('posts (never a GET) and no control has a name, so a page load would carry none of its values', () => {
    const html = renderToString(form(everyKind, async () => {}));
    const markup = new DOMParser().parseFromString(html, 'text/html');
    const element = markup.querySelector('form')!;
    expect(element.getAttribute('method')).toBe('post');
    expect(element.id).toBe('form-held');
    expect(element.querySelectorAll('input, select, textarea').length).toBeGreaterThanOrEqual(5);
    expect([...element.querySelectorAll('[name]')].map((e) => e.outerHTML)).toEqual([]);
    // The hidden field's value is the form's own: no input carries it.
    expect(html).not.toContain('affiliate-7');
  });

  it('says, to a browser without scripts only, that it needs them', () => {
    const html = renderToString(form(login, async () => {}));
    expect(html).toMatch(/<noscript>.*This form needs JavaScript\..*<\/noscript>/s);
  });
});

describe('typed and sent before the app ran', () => {
  it('the submit is held (no page load) and sent once hydrated, with the typed values, once', async () => {
    const container = serverPage(login, 'sent');
    typeInto(container, 'form-sent_email', 'player@sandbox.test');
    typeInto(container, 'form-sent_password', 'Sandbox123!');
    const element = container.querySelector('form')!;
    expect(element.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))).toBe(false);
    expect(element.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))).toBe(false);
    const submit = vi.fn(async () => {});
    await act(async () => { root = hydrateRoot(container, form(login, submit, 'sent')); });
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit).toHaveBeenCalledWith({ email: 'player@sandbox.test', password: 'Sandbox123!' });
  });

  it('typed only: the values are the form\'s once hydrated, shown and sent by the next submit (not only on screen)', async () => {
    const container = serverPage(login, 'typed');
    typeInto(container, 'form-typed_email', 'player@sandbox.test');
    const submit = vi.fn(async () => {});
    await act(async () => { root = hydrateRoot(container, form(login, submit, 'typed')); });
    expect(submit).not.toHaveBeenCalled();
    const email = container.querySelector<HTMLInputElement>('#form-typed_email')!;
    expect(email.value).toBe('player@sandbox.test');
    // A change the app renders keeps the typed value (a controlled field re-rendered with an empty state would lose it).
    const password = container.querySelector<HTMLInputElement>('#form-typed_password')!;
    await act(async () => {
      password.focus();
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(password, 'Sandbox123!');
      password.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(email.value).toBe('player@sandbox.test');
    await act(async () => { container.querySelector<HTMLButtonElement>('button[type=submit]')!.click(); });
    await waitFor(() => expect(submit).toHaveBeenCalledWith({ email: 'player@sandbox.test', password: 'Sandbox123!' }));
  });
});
