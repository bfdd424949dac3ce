// @vitest-environment jsdom
// The file field of the forms theme with the brand's KYC upload form (brands/curacao/forms/kyc-upload.json):
// spec 5 Upload's messages ('Only jpg, pdf, png accepted', 'File size must be less than 25MB') before anything
// is sent, the upload's progress and cancel while the submit action sends it, and spec 8 'Failed to upload'.
import { describe, it, expect, vi, afterEach } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, render, screen, fireEvent, cleanup, waitFor } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { I18nProvider } from '../../src/platform/i18nContext';
import { createI18n } from '../../src/platform/i18n';
import FormView from '../../src/forms/FormView';
import { ScopeContext, emptyScope } from '../../src/renderer/scope';
import type { FormDocument } from '../../src/generated/types';
import { ApiError } from '../../src/platform/api/client';
import { heldFile, setUploadProgress } from '../../src/forms/heldFiles';
import { UPLOAD_MAX_BYTES } from '../../src/forms/vocabulary';

const json = (path: string) => JSON.parse(readFileSync(join(process.cwd(), path), 'utf8'));
const flatten = (tree: Record<string, unknown>, prefix = ''): Record<string, string> =>
  Object.fromEntries(Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v]] : Object.entries(flatten(v as Record<string, unknown>, `${prefix}${k}.`)))));
const TEXTS = flatten(json('brands/curacao/texts/en.json'));
const i18n = createI18n({ locale: 'en', fallbackTexts: {}, texts: TEXTS });
const doc = json('brands/curacao/forms/kyc-upload.json') as FormDocument;

function renderForm(submit: (data: Record<string, unknown>) => Promise<void>) {
  render(
    <ChakraProvider value={defaultSystem}>
      <I18nProvider i18n={i18n}>
        <ScopeContext.Provider value={emptyScope}>
          <FormView name="kyc-upload" instance="identityProof" doc={{ ...doc, initial: { kind: 'identityProof' } }} submit={submit} />
        </ScopeContext.Provider>
      </I18nProvider>
    </ChakraProvider>,
  );
}

const fileInput = () => screen.getByLabelText(new RegExp(`^${TEXTS['text.verification.upload.file']}\\W*$`)) as HTMLInputElement;
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const upload = () => fireEvent.click(screen.getByRole('button', { name: TEXTS['text.verification.upload.submit'] }));
/** A file of a given size without holding its bytes. */
function fileOf(name: string, size: number, content: BlobPart[] = ['x']) {
  const file = new File(content, name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

afterEach(cleanup);

describe('the upload field (spec 5 Upload: only jpg, pdf and png, below 25MB)', () => {
  it('the file input has its label, accepts the four types, and nothing chosen asks for a file', async () => {
    const submit = vi.fn(async () => {});
    renderForm(submit);
    expect(fileInput().type).toBe('file');
    expect(fileInput().accept).toBe('.jpg,.jpeg,.png,.pdf');
    expect(fileInput().id).toBe('form-kyc-upload-identityProof_file');
    upload();
    expect(await screen.findByText(TEXTS['text.verification.upload.required'])).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it("a .txt file: 'Only jpg, pdf, png accepted', nothing is sent", async () => {
    const submit = vi.fn(async () => {});
    renderForm(submit);
    choose(fileOf('notes.txt', 10));
    upload();
    expect(await screen.findByText('Only jpg, pdf, png accepted')).toBeTruthy();
    expect(fileInput().getAttribute('aria-invalid')).toBe('true');
    expect(submit).not.toHaveBeenCalled();
  });

  it("a 26 MB png: 'File size must be less than 25MB'; 25MB itself too; nothing is sent", async () => {
    const submit = vi.fn(async () => {});
    renderForm(submit);
    choose(fileOf('scan.png', 26 * 1024 * 1024));
    upload();
    expect(await screen.findByText('File size must be less than 25MB')).toBeTruthy();
    choose(fileOf('scan.png', UPLOAD_MAX_BYTES));
    upload();
    expect(await screen.findByText('File size must be less than 25MB')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it('a good file is sent with its kind; while it goes, the progress and a cancel show', async () => {
    let finish: () => void = () => {};
    const submit = vi.fn((_data: Record<string, unknown>) => new Promise<void>((resolve) => { finish = resolve; }));
    renderForm(submit);
    const file = fileOf('passport.PNG', 3 * 1024 * 1024);
    choose(file);
    expect(screen.getByText(/passport\.PNG \(3\.0 MB\)/)).toBeTruthy();
    upload();
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const data = submit.mock.calls[0][0];
    expect(data.kind).toBe('identityProof');
    expect(heldFile(data.file)).toBe(file);

    const cancel = vi.fn();
    act(() => setUploadProgress(data.file as string, { loaded: 1.5 * 1024 * 1024, total: 3 * 1024 * 1024, cancel }));
    const bar = screen.getByRole('progressbar', { name: TEXTS['text.form.upload.progress'] }) as HTMLProgressElement;
    expect(bar.value).toBe(1.5 * 1024 * 1024);
    expect(screen.getByText('Uploading… 50%')).toBeTruthy();
    expect(fileInput().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: TEXTS['text.form.upload.cancel'] }));
    expect(cancel).toHaveBeenCalledTimes(1);
    act(() => setUploadProgress(data.file as string, null));
    await act(async () => finish());
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("spec 8 'Failed to upload' on a network or server failure; the server's refusal as it says it; the field keeps working", async () => {
    const submit = vi.fn()
      .mockRejectedValueOnce(new ApiError(0, 'Network error on POST /api/user/documents'))
      .mockRejectedValueOnce(new ApiError(415, 'refused', { message: 'Only jpg, pdf, png accepted' }))
      .mockResolvedValueOnce(undefined);
    renderForm(submit);
    choose(fileOf('scan.png', 100));
    upload();
    expect(await screen.findByText(TEXTS['text.errors.uploadFailed'])).toBeTruthy();
    expect(TEXTS['text.errors.uploadFailed']).toBe('Failed to upload');
    upload();
    expect(await screen.findByText('Only jpg, pdf, png accepted')).toBeTruthy();
    upload();
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(3));
    await waitFor(() => expect(screen.queryByText('Only jpg, pdf, png accepted')).toBeNull());
  });
});
