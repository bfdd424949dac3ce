// The one call that sends a file (a KYC document): XMLHttpRequest, because fetch reports no upload progress.
// The same headers and error rules as every call of the client (client.ts), plus: the file is the raw body
// (application/octet-stream) with its name in the query; its progress and a cancel go to the file field
// (heldFiles.ts); a refusal (4xx) keeps the server's message (the spec's 'Only jpg, pdf, png accepted' ...),
// while a server or network failure carries none, so the form says 'Failed to upload' (spec 8).
import { heldFile, releaseFile, setUploadProgress } from '../../forms/heldFiles';
import { ApiError } from './apiError';
import type { ApiClient, ApiClientOptions, RequestOptions } from './client';

/** A 25MB file on a slow line takes minutes; the upload shows its progress meanwhile. */
export const UPLOAD_TIMEOUT_MS = 10 * 60_000;

const parse = (text: string): unknown => {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

export function sendFile<T>(client: ApiClient, options: ApiClientOptions, path: string, fileId: unknown, request: Omit<RequestOptions, 'body'>): Promise<T> {
  const file = heldFile(fileId);
  const id = fileId as string;
  if (!file) return Promise.reject(new ApiError(0, `No file chosen for POST ${path}`));
  const label = `POST ${path}`;
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const cancel = () => xhr.abort();
    xhr.open('POST', client.url(path, { ...request.query, name: file.name }));
    for (const [name, value] of Object.entries(client.headers({ ...request, headers: { ...request.headers, 'Content-Type': 'application/octet-stream' } }))) {
      xhr.setRequestHeader(name, value);
    }
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    const fail = (error: ApiError) => {
      setUploadProgress(id, null);
      reject(error);
    };
    xhr.upload.onprogress = (event) => setUploadProgress(id, { loaded: event.loaded, total: event.lengthComputable ? event.total : file.size, cancel });
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        releaseFile(id); // sent: the field is empty again
        resolve(body as T);
        return;
      }
      if (xhr.status === 403) {
        try {
          options.onForbidden();
        } catch (error) {
          console.warn('onForbidden failed', error);
        }
      }
      fail(new ApiError(xhr.status, `${label} failed: ${xhr.status} ${xhr.statusText}`.trim(), xhr.status < 500 ? body : null));
    };
    xhr.onerror = () => fail(new ApiError(0, `Network error on ${label}`));
    xhr.ontimeout = () => fail(new ApiError(408, 'Request timeout'));
    xhr.onabort = () => fail(new ApiError(0, `${label} cancelled`));
    if (request.signal?.aborted) return fail(new ApiError(0, `${label} cancelled`));
    request.signal?.addEventListener('abort', cancel, { once: true });
    setUploadProgress(id, { loaded: 0, total: file.size, cancel });
    xhr.send(file);
  });
}
