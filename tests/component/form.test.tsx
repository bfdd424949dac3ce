// @vitest-environment jsdom
import { describe, it, expect, vi, afterEach } from 'vitest';
import { render, screen, fireEvent, cleanup, waitFor } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { I18nProvider } from '../../src/platform/i18nContext';
import { createI18n } from '../../src/platform/i18n';
import FormView from '../../src/forms/FormView';
import { ScopeContext, emptyScope } from '../../src/renderer/scope';
import type { FormDocument } from '../../src/generated/types';
import { ApiError } from '../../src/platform/api/client';

const i18n = createI18n({ locale: 'en', fallbackTexts: {}, texts: {
    'text.form.field.email': 'Email', 'text.form.field.password': 'Password', 'text.form.field.confirm': 'Confirm password',
    'text.form.validation.invalid.required': 'Required', 'text.form.validation.invalid.format': 'Invalid format',
    'text.form.validation.password.match': 'Passwords must match', 'text.form.validation.password.digit': 'Must contain numbers',
    'text.errors.checkFields': 'Please check fields with errors', 'text.auth.login': 'Log in', 'text.custom.email': 'That is not an email address',
    'text.common.somethingWentWrong': 'Something went wrong...', 'text.common.submit': 'Submit', 'text.custom.retry': 'We could not do that. Please try again.', 'text.custom.taken': 'That account already exists.', 'text.form.validation.minLength': 'Must be at least {{limit}} characters',
} });

const doc: FormDocument = {
  schema: {
    type: 'object',
    required: ['email', 'password', 'confirm'],
    properties: {
      email: { type: 'string', title: 'text.form.field.email', format: 'email' },
      password: { type: 'string', title: 'text.form.field.password', 'x-password': true },
      confirm: { type: 'string', title: 'text.form.field.confirm', 'x-sameAs': 'password' },
    },
  },
  uiSchema: { password: { 'ui:widget': 'password' }, confirm: { 'ui:widget': 'password' }, email: { 'ui:options': { keyFilter: 'email' } } },
  messages: { email: { format: 'text.custom.email' } },
  submitLabel: 'text.auth.login',
  submit: [{ action: 'signIn' }],
};

const scope = { ...emptyScope, settings: { formFieldsValidation: { password: { digit: true } } } };
function renderForm(submit = vi.fn(async () => {})) {
  render(
    <ChakraProvider value={defaultSystem}>
      <I18nProvider i18n={i18n}>
        <ScopeContext.Provider value={scope}>
          <FormView name="test" doc={doc} submit={submit} />
        </ScopeContext.Provider>
      </I18nProvider>
    </ChakraProvider>,
  );
  return submit;
}
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\W*$`));
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submitButton = () => screen.getByRole('button', { name: 'Log in' });

afterEach(cleanup);

describe('form documents rendered by rjsf with our theme', () => {
  it('every input has its label bound by id (accessible names from the text keys)', () => {
    renderForm();
    expect(field('Email').tagName).toBe('INPUT');
    expect(field('Password').getAttribute('type')).toBe('password');
  });

  it("spec 5 / spec 8: submitting empty shows 'Required' on each field and 'Please check fields with errors', and does not submit", async () => {
    const submit = renderForm();
    fireEvent.click(submitButton());
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(3));
    expect(screen.getByText('Please check fields with errors')).toBeTruthy();
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(submit).not.toHaveBeenCalled();
  });

  it("uses the form document's message for a field, then the spec 5 texts (passwords must match, settings' digit rule)", async () => {
    renderForm();
    type('Email', 'not-an-email');
    type('Password', 'abcdefg');
    type('Confirm password', 'abcdefx');
    fireEvent.click(submitButton());
    await waitFor(() => expect(screen.getByText('That is not an email address')).toBeTruthy());
    expect(screen.getByText('Must contain numbers')).toBeTruthy();
    expect(screen.getByText('Passwords must match')).toBeTruthy();
  });

  it('spec 5 Email: keys outside the allowed set are blocked in the email field', () => {
    renderForm();
    const email = field('Email');
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    email.dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true);
    const letter = new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true });
    email.dispatchEvent(letter);
    expect(letter.defaultPrevented).toBe(false);
  });

  it('a valid form submits its data once; a server failure shows the server message and keeps what was typed', async () => {
    const submit = vi.fn(async () => { throw new Error('wrapped', { cause: new ApiError(401, 'login: 401', { message: 'Wrong email or password' }) }); });
    renderForm(submit);
    type('Email', 'player@sandbox.test');
    type('Password', 'Sandbox123!');
    type('Confirm password', 'Sandbox123!');
    const button = submitButton();
    fireEvent.click(button);
    fireEvent.click(button); // a double click submits once
    await waitFor(() => expect(screen.getByText('Wrong email or password')).toBeTruthy());
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith({ email: 'player@sandbox.test', password: 'Sandbox123!', confirm: 'Sandbox123!' });
    expect((field('Email') as HTMLInputElement).value).toBe('player@sandbox.test');
  });

  it("spec 8: without a server message, the form's try-again text is shown", async () => {
    const submit = vi.fn(async () => { throw new Error('network down'); });
    render(
      <ChakraProvider value={defaultSystem}><I18nProvider i18n={i18n}><ScopeContext.Provider value={scope}>
        <FormView name="retry" doc={{ ...doc, failureMessage: 'text.custom.retry' }} submit={submit} />
      </ScopeContext.Provider></I18nProvider></ChakraProvider>,
    );
    type('Email', 'player@sandbox.test');
    type('Password', 'Sandbox123!');
    type('Confirm password', 'Sandbox123!');
    fireEvent.click(submitButton());
    await waitFor(() => expect(screen.getByText('We could not do that. Please try again.')).toBeTruthy());
  });

  it("refusals: a refusal whose code the document words shows the brand's text; another code the server's words", async () => {
    let body: Record<string, unknown> = { code: 'ACCOUNT_EXISTS', message: 'server words' };
    const submit = vi.fn(async () => { throw new Error('wrapped', { cause: new ApiError(409, 'x', body) }); });
    render(
      <ChakraProvider value={defaultSystem}><I18nProvider i18n={i18n}><ScopeContext.Provider value={scope}>
        <FormView name="refusals" doc={{ ...doc, refusals: { ACCOUNT_EXISTS: 'text.custom.taken' } }} submit={submit} />
      </ScopeContext.Provider></I18nProvider></ChakraProvider>,
    );
    type('Email', 'player@sandbox.test');
    type('Password', 'Sandbox123!');
    type('Confirm password', 'Sandbox123!');
    fireEvent.click(submitButton());
    await waitFor(() => expect(screen.getByText('That account already exists.')).toBeTruthy());
    expect(screen.queryByText('server words')).toBeNull();
    body = { code: 'OTHER', message: 'server words' };
    fireEvent.click(submitButton());
    await waitFor(() => expect(screen.getByText('server words')).toBeTruthy());
  });

  it('no choice is made for the player: selects start empty and a consent checkbox (const true) starts unticked', async () => {
    const consent: FormDocument = {
      schema: { type: 'object', required: ['terms'], properties: {
        country: { type: 'string', title: 'text.form.field.email', anyOf: [{ const: 'MT', title: 'Malta' }, { const: 'FI', title: 'Finland' }] },
        terms: { type: 'boolean', title: 'text.auth.login', const: true },
      } },
      uiSchema: { terms: { 'ui:widget': 'checkbox' } },
      submit: [],
    };
    const submit = vi.fn(async () => {});
    render(
      <ChakraProvider value={defaultSystem}><I18nProvider i18n={i18n}><ScopeContext.Provider value={scope}>
        <FormView name="consent" doc={consent} submit={submit} />
      </ScopeContext.Provider></I18nProvider></ChakraProvider>,
    );
    expect((screen.getByRole('combobox') as HTMLSelectElement).value).toBe('');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByText('Please check fields with errors')).toBeTruthy());
    expect(submit).not.toHaveBeenCalled();
  });

  it("issue 26 item 4: a ui:order that leaves a field out shows the form's failure text, not rjsf's raw error, and logs the cause", () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ChakraProvider value={defaultSystem}><I18nProvider i18n={i18n}><ScopeContext.Provider value={scope}>
        <FormView name="gap" doc={{ ...doc, failureMessage: 'text.custom.retry', uiSchema: { ...doc.uiSchema, 'ui:order': ['email', 'password'] } }} submit={vi.fn()} />
      </ScopeContext.Provider></I18nProvider></ChakraProvider>,
    );
    expect(screen.getByRole('alert').textContent).toBe('We could not do that. Please try again.');
    expect(document.body.textContent).not.toMatch(/uiSchema order list|"properties"/);
    expect(logged).toHaveBeenCalledWith('Form "gap" cannot render: the ui:order of the form leaves out confirm');
    logged.mockRestore();
  });
});
