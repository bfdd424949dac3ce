// @vitest-environment jsdom
// The edit-profile page as the brand declares it (brands/curacao/pages/edit-profile.json, forms/edit-profile.json
// and forms/change-password.json), rendered by the real renderer, Form widget and form engine against a fake
// platform: spec 5 Profile form (lock rules as lockedWhen over profile.locks, the values pre-filled and sent),
// spec 7 update-user-details ('Profile Page', onChangeResetKyc for lulu, then the user details read again),
// spec 8 (the server's message shown on success and on error), spec 5 Password, and the resend-verification
// button while the email is not verified.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NodeDocument } from '../../src/generated/types';
import type { BrandBundle } from '../../src/platform/brand';
import { RenderNodes } from '../../src/renderer/RenderNode';
import { emptyScope, freezeDeep, type Scope } from '../../src/renderer/scope';
import { defaultDateOfBirth } from '../../src/forms/vocabulary';
import { ApiError } from '../../src/platform/api/client';
import { useSession } from '../../src/platform/session';
import { rendererStandIn } from '../support/services';
import { en, renderWith, type Answer } from './tournaments-helpers';
import editProfilePage from '../../brands/curacao/pages/edit-profile.json';
import editProfile from '../../brands/curacao/forms/edit-profile.json';
import changePassword from '../../brands/curacao/forms/change-password.json';

const brand = { forms: { 'edit-profile': editProfile, 'change-password': changePassword } } as unknown as BrandBundle;
const COUNTRIES = [
  { code: 'MT', countryId: 1, name: 'Malta', phoneCode: '+356', flag: '' },
  { code: 'SE', countryId: 2, name: 'Sweden', phoneCode: '+46', flag: '' },
];
/** Like the sandbox's player@sandbox.test: everything filled, email verified, KYC approved. */
const VERIFIED = {
  userId: 1, email: 'player@sandbox.test', isEmailVerified: true, kycStatus: 'APPROVED', firstName: 'Maria', lastName: 'Borg', gender: 'Female',
  dateOfBirth: '1990-05-14', phoneCode: '+356', phone: '79123456', countryCode: 'MT', address: 'Triq il-Kbira 12', city: 'Valletta', zipCode: 'VLT 1010',
};
/** Like new@sandbox.test: nothing given yet (1900-01-01, a placeholder address), email not verified. */
const FRESH = {
  userId: 2, email: 'new@sandbox.test', isEmailVerified: false, kycStatus: null, firstName: null, lastName: null, gender: null,
  dateOfBirth: '1900-01-01', phoneCode: null, phone: null, countryCode: 'MT', address: '2@dummy.com', city: null, zipCode: null,
};

type Put = { body: Record<string, unknown> };
let renderer = rendererStandIn();

function renderPage(user: Record<string, unknown>, options: { theme?: string; put?: (body: Record<string, unknown>) => unknown; resend?: () => unknown; geocode?: (query: Record<string, unknown>) => unknown } = {}) {
  // A signed-in player holds a token: reloadUser (after a save) keeps the fresh details only while one is held.
  useSession.setState({ token: 'player-token', user, authenticated: true, initialized: true });
  const puts: Put[] = [];
  const answer: Answer = (method, path, { body, query }) => {
    if (path === '/api/core/casino/maps/reverse-geocode' && options.geocode) return options.geocode(query ?? {});
    if (path === '/api/admin/get-all-country') return { data: { countries: { rows: COUNTRIES }, allCountries: COUNTRIES } };
    if (path === '/api/user/get-user-details') return { data: { getUser: user } };
    if (method === 'PUT' && path === '/api/user/update-user-details') {
      puts.push({ body: body as Record<string, unknown> });
      return options.put ? options.put(body as Record<string, unknown>) : { data: { success: true, message: 'Profile updated' }, message: 'Profile updated' };
    }
    if (method === 'POST' && path === '/api/user/resend-verification') return options.resend ? options.resend() : { success: true, message: 'We have sent you a new verification email.' };
    throw new Error(`unexpected ${method} ${path}`);
  };
  const scope = freezeDeep({
    ...emptyScope, auth: { initialized: true, authenticated: true, selfExcluded: false }, user,
    brand: { ...emptyScope.brand, theme: options.theme ?? 'curacao' },
  }) as Scope;
  renderer = rendererStandIn();
  const notify = vi.fn();
  const result = renderWith(
    <RenderNodes nodes={editProfilePage.body as unknown as NodeDocument[]} path="pages/edit-profile.json#/body" />,
    answer, scope, '/', { renderer, services: { brand, notify } },
  );
  return { ...result, puts, api: { request: result.request }, notify };
}

/** The rendered form of a document (its fields have loaded), by the form's name. */
const formNamed = (name: string) => waitFor(() => {
  const form = document.querySelector(`[data-form="${name}"] form`);
  expect(form).toBeTruthy();
  return form!.closest('[data-form]') as HTMLElement;
});
const detailsForm = () => formNamed('edit-profile');
const input = (form: HTMLElement, label: string) => within(form).getByLabelText(new RegExp(`^${label}\\W*$`)) as HTMLInputElement;

afterEach(() => {
  const reported = [...vi.mocked(renderer.reportError).mock.calls];
  cleanup();
  useSession.setState({ token: null, user: null, authenticated: false });
  // Checked after unmounting: a failed check must not leave this page in the next test's document.
  expect(reported).toEqual([]);
});

describe('spec 5 Profile form: the lock rules of forms/edit-profile.json (lockedWhen over profile.locks)', () => {
  it('a verified, KYC-approved player sees email, names, phone, birth date, country and address read-only; city, postcode and gender stay editable', async () => {
    renderPage(VERIFIED);
    const form = await detailsForm();
    await waitFor(() => expect(input(form, en('text.form.field.email')).value).toBe('player@sandbox.test'));
    for (const label of ['email', 'firstName', 'lastName', 'dateOfBirth', 'phone', 'address']) {
      expect(input(form, en(`text.form.field.${label}`)).readOnly, label).toBe(true);
    }
    for (const label of ['phoneCode', 'country']) expect((input(form, en(`text.form.field.${label}`)) as unknown as HTMLSelectElement).disabled, label).toBe(true);
    for (const label of ['city', 'zipCode']) expect(input(form, en(`text.form.field.${label}`)).readOnly, label).toBe(false);
    expect((input(form, en('text.form.field.gender')) as unknown as HTMLSelectElement).disabled).toBe(false);
    // Verified: no resend button.
    expect(screen.queryByRole('button', { name: en('text.profileEdit.verify.resend') })).toBeNull();
  });

  it('sends no locked field, updateFrom Profile Page, shows the server\'s message and reads the user details again (spec 7)', async () => {
    const { puts, api, notify } = renderPage(VERIFIED);
    const form = await detailsForm();
    await waitFor(() => expect(input(form, en('text.form.field.city')).value).toBe('Valletta'));
    fireEvent.change(input(form, en('text.form.field.city')), { target: { value: ' Sliema ' } });
    fireEvent.change(input(form, en('text.form.field.zipCode')), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: en('text.profileEdit.save') }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0].body).toEqual({ gender: 'Female', city: 'Sliema', updateFrom: 'Profile Page', onChangeResetKyc: false });
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ text: 'text.profileEdit.saved', words: 'Profile updated', tone: 'info' }));
    await waitFor(() => expect(api.request).toHaveBeenCalledWith('GET', '/api/user/get-user-details', expect.anything()));
    // The fresh details reached the auth state: the reload finished inside this test, not after it.
    await waitFor(() => expect(useSession.getState().user).toBe(VERIFIED));
  });

  it('a new player: nothing locked, 1900-01-01 pre-filled as 18 years ago, the placeholder address empty, gender Not to say; blanks sent as null, no empty zipCode', async () => {
    const { puts } = renderPage(FRESH);
    const form = await detailsForm();
    const today18 = defaultDateOfBirth(null, new Date());
    await waitFor(() => expect(input(form, en('text.form.field.dateOfBirth')).value).toBe(today18));
    expect(input(form, en('text.form.field.address')).value).toBe('');
    expect((input(form, en('text.form.field.gender')) as unknown as HTMLSelectElement).selectedOptions[0].textContent).toBe('Not to say');
    for (const label of ['email', 'firstName', 'lastName', 'dateOfBirth', 'phone', 'address']) expect(input(form, en(`text.form.field.${label}`)).readOnly, label).toBe(false);
    fireEvent.change(input(form, en('text.form.field.firstName')), { target: { value: 'Asha' } });
    fireEvent.change(input(form, en('text.form.field.lastName')), { target: { value: 'Lind' } });
    fireEvent.click(within(form).getByRole('button', { name: en('text.profileEdit.save') }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0].body).toEqual({
      email: 'new@sandbox.test', firstName: 'Asha', lastName: 'Lind', gender: 'Not to say', dateOfBirth: today18, phoneCode: null, phone: null,
      countryCode: 'MT', address: null, city: null, updateFrom: 'Profile Page', onChangeResetKyc: false,
    });
  });

  it('first and last name are required (spec 5 Names): an empty name is not sent', async () => {
    const { puts } = renderPage(FRESH);
    const form = await detailsForm();
    fireEvent.click(within(form).getByRole('button', { name: en('text.profileEdit.save') }));
    await waitFor(() => expect(within(form).getAllByText(en('text.form.validation.invalid.required')).length).toBeGreaterThanOrEqual(2));
    expect(puts).toHaveLength(0);
  });

  it('spec 5 Date of birth: under 18 is refused with its message, over 100 with \'Please check your Date of Birth is correct\'', async () => {
    const { puts } = renderPage({ ...FRESH, firstName: 'Asha', lastName: 'Lind' });
    const form = await detailsForm();
    const year = new Date().getFullYear();
    fireEvent.change(input(form, en('text.form.field.dateOfBirth')), { target: { value: `${year - 10}-01-01` } });
    fireEvent.click(within(form).getByRole('button', { name: en('text.profileEdit.save') }));
    expect(await within(form).findByText(en('text.form.validation.invalid.dob'))).toBeTruthy();
    fireEvent.change(input(form, en('text.form.field.dateOfBirth')), { target: { value: `${year - 101}-01-01` } });
    expect(await within(form).findByText(en('text.form.validation.dobCheck'))).toBeTruthy();
    expect(puts).toHaveLength(0);
  });

  it('a locked value the form\'s rules would refuse (a stored phone code the choices lack) does not hold the form back; it is not sent', async () => {
    const { puts } = renderPage({ ...VERIFIED, phoneCode: '+999' });
    const form = await detailsForm();
    await waitFor(() => expect(input(form, en('text.form.field.city')).value).toBe('Valletta'));
    fireEvent.click(within(form).getByRole('button', { name: en('text.profileEdit.save') }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0].body).not.toHaveProperty('phoneCode');
  });

  it('spec 8: a refusal shows the server\'s message in the form and keeps what was typed', async () => {
    renderPage(VERIFIED, { put: () => { throw new ApiError(400, 'refused', { message: 'The address cannot be changed once set. Please contact support.' }); } });
    const form = await detailsForm();
    await waitFor(() => expect(input(form, en('text.form.field.city')).value).toBe('Valletta'));
    fireEvent.change(input(form, en('text.form.field.city')), { target: { value: 'Mdina' } });
    fireEvent.click(within(form).getByRole('button', { name: en('text.profileEdit.save') }));
    expect(await within(form).findByText('The address cannot be changed once set. Please contact support.')).toBeTruthy();
    expect(input(form, en('text.form.field.city')).value).toBe('Mdina');
  });

  it('spec 7: for the lulu theme the update sets onChangeResetKyc', async () => {
    const { puts } = renderPage(VERIFIED, { theme: 'lulu' });
    const form = await detailsForm();
    await waitFor(() => expect(input(form, en('text.form.field.city')).value).toBe('Valletta'));
    fireEvent.click(within(form).getByRole('button', { name: en('text.profileEdit.save') }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0].body.onChangeResetKyc).toBe(true);
  });
});

describe('spec 5 Password: forms/change-password.json', () => {
  const passwordForm = () => formNamed('change-password');

  it("'Current password required', 'Passwords must match', then the three fields sent; the server's message shown and the fields cleared", async () => {
    const { puts, notify } = renderPage(VERIFIED, { put: () => ({ data: { success: true, message: 'Password changed' }, message: 'Password changed' }) });
    const form = await passwordForm();
    const submit = () => fireEvent.click(within(form).getByRole('button', { name: en('text.profileEdit.password.save') }));
    submit();
    expect(await within(form).findByText(en('text.form.validation.password.currentRequired'))).toBeTruthy();
    fireEvent.change(input(form, en('text.profileEdit.password.current')), { target: { value: 'Sandbox123!' } });
    fireEvent.change(input(form, en('text.profileEdit.password.new')), { target: { value: 'abc' } });
    fireEvent.change(input(form, en('text.profileEdit.password.confirm')), { target: { value: 'abd' } });
    submit();
    expect(await within(form).findByText(en('text.form.validation.password.match'))).toBeTruthy();
    expect(within(form).getByText(en('text.form.validation.minLength', { limit: 6 }))).toBeTruthy();
    fireEvent.change(input(form, en('text.profileEdit.password.new')), { target: { value: 'Changed123!' } });
    fireEvent.change(input(form, en('text.profileEdit.password.confirm')), { target: { value: 'Changed123!' } });
    submit();
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0].body).toEqual({ currentPassword: 'Sandbox123!', newPassword: 'Changed123!', confirmPassword: 'Changed123!', updateFrom: 'Profile Page' });
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ text: 'text.profileEdit.password.changed', words: 'Password changed', tone: 'info' }));
    await waitFor(() => expect(input(form, en('text.profileEdit.password.current')).value).toBe(''));
  });

  it("a wrong current password: the server's message in the form", async () => {
    renderPage(VERIFIED, { put: () => { throw new ApiError(400, 'refused', { message: 'Current password is incorrect', field: 'currentPassword' }); } });
    const form = await passwordForm();
    fireEvent.change(input(form, en('text.profileEdit.password.current')), { target: { value: 'Wrong123!' } });
    fireEvent.change(input(form, en('text.profileEdit.password.new')), { target: { value: 'Changed123!' } });
    fireEvent.change(input(form, en('text.profileEdit.password.confirm')), { target: { value: 'Changed123!' } });
    fireEvent.click(within(form).getByRole('button', { name: en('text.profileEdit.password.save') }));
    expect(await within(form).findByText('Current password is incorrect')).toBeTruthy();
  });
});

describe('resend the verification email', () => {
  it('shows while the email is not verified; the server\'s message on success, \'Verification email not sent\' on failure', async () => {
    let fail = false;
    const { api, notify } = renderPage(FRESH, { resend: () => { if (fail) throw new ApiError(429, 'refused', { message: 'Too many requests' }); return { success: true, message: 'Sent again' }; } });
    expect(screen.getByText(en('text.profileEdit.verify.text', { email: 'new@sandbox.test' }))).toBeTruthy();
    const button = screen.getByRole('button', { name: en('text.profileEdit.verify.resend') });
    fireEvent.click(button);
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ text: 'text.profileEdit.verify.sent', words: 'Sent again', tone: 'info' }));
    expect(api.request).toHaveBeenCalledWith('POST', '/api/user/resend-verification', expect.objectContaining({ body: {} }));
    fail = true;
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(notify).toHaveBeenLastCalledWith({ text: 'text.profileEdit.verify.failed', words: undefined, tone: 'error' }));
    expect(en('text.profileEdit.verify.failed')).toBe('Verification email not sent');
  });
});

describe('loading', () => {
  it('shows a skeleton, not a form, until the user has loaded', async () => {
    renderPage(null as unknown as Record<string, unknown>);
    expect(await screen.findByText(en('text.profile.loading'))).toBeTruthy();
    expect(document.querySelector('[data-form="edit-profile"]')).toBeNull();
  });
});

describe('spec 7 Maps service: Use my location (fillFromLocation) fills the address fields not locked', () => {
  const position = (latitude: number, longitude: number) => ({
    getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude, longitude } } as GeolocationPosition),
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a new player: the address, city, zip and country are filled from the position; nothing is saved until Save', async () => {
    vi.stubGlobal('navigator', { ...navigator, geolocation: position(35.9, 14.51) });
    const queries: Array<Record<string, unknown>> = [];
    const { puts } = renderPage(FRESH, { geocode: (query) => { queries.push(query); return { data: { address: 'Triq it-Torri 5', city: 'Sliema', zipCode: 'SLM 1605', countryCode: 'SE' } }; } });
    const form = await detailsForm();
    fireEvent.click(within(form).getByRole('button', { name: en('text.platform.location.use') }));
    await waitFor(() => expect(input(form, en('text.form.field.address')).value).toBe('Triq it-Torri 5'));
    expect(queries).toEqual([{ latitude: 35.9, longitude: 14.51 }]);
    expect(input(form, en('text.form.field.city')).value).toBe('Sliema');
    expect(input(form, en('text.form.field.zipCode')).value).toBe('SLM 1605');
    expect((input(form, en('text.form.field.country')) as unknown as HTMLSelectElement).selectedOptions[0].textContent).toBe('Sweden');
    expect(within(form).getByRole('status').textContent).toBe(en('text.platform.location.filled'));
    expect(puts).toHaveLength(0);
  });

  it('a KYC-approved player: the locked address and country stay, city and zip are filled', async () => {
    vi.stubGlobal('navigator', { ...navigator, geolocation: position(35.9, 14.51) });
    renderPage(VERIFIED, { geocode: () => ({ data: { address: 'Triq it-Torri 5', city: 'Sliema', zipCode: 'SLM 1605', countryCode: 'SE' } }) });
    const form = await detailsForm();
    await waitFor(() => expect(input(form, en('text.form.field.city')).value).toBe('Valletta'));
    fireEvent.click(within(form).getByRole('button', { name: en('text.platform.location.use') }));
    await waitFor(() => expect(input(form, en('text.form.field.city')).value).toBe('Sliema'));
    expect(input(form, en('text.form.field.zipCode')).value).toBe('SLM 1605');
    expect(input(form, en('text.form.field.address')).value).toBe('Triq il-Kbira 12');
    expect((input(form, en('text.form.field.country')) as unknown as HTMLSelectElement).selectedOptions[0].textContent).toBe('Malta');
  });

  it('a refused permission or a failing maps service shows why, and the form keeps working', async () => {
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition: (_ok: PositionCallback, no: PositionErrorCallback) => no({ code: 1 } as GeolocationPositionError) } });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderPage(FRESH, { geocode: () => { throw new ApiError(503, 'Service Unavailable'); } });
    const form = await detailsForm();
    fireEvent.click(within(form).getByRole('button', { name: en('text.platform.location.use') }));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe(en('text.platform.location.denied')));

    vi.stubGlobal('navigator', { ...navigator, geolocation: position(1, 2) });
    fireEvent.click(within(form).getByRole('button', { name: en('text.platform.location.use') }));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe(en('text.platform.location.failed')));
    expect(input(form, en('text.form.field.address')).value).toBe('');
    fireEvent.change(input(form, en('text.form.field.city')), { target: { value: 'Mdina' } });
    expect(input(form, en('text.form.field.city')).value).toBe('Mdina');
  });
});
