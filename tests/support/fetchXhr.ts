// A small XMLHttpRequest over fetch, for tests in Node (which has fetch but no XMLHttpRequest): enough of it
// for the api client's upload (src/platform/api/upload.ts): headers, a Blob body, one progress event at the
// end (fetch tells no more), load, error and abort.
export class FetchXhr {
  status = 0;
  statusText = '';
  responseText = '';
  timeout = 0;
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private method = 'GET';
  private url = '';
  private readonly headers: Record<string, string> = {};
  private readonly controller = new AbortController();

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  abort() {
    this.controller.abort();
  }

  send(body: Blob) {
    fetch(this.url, { method: this.method, headers: this.headers, body, signal: this.controller.signal })
      .then(async (response) => {
        this.upload.onprogress?.({ loaded: body.size, total: body.size, lengthComputable: true });
        this.status = response.status;
        this.statusText = response.statusText;
        this.responseText = await response.text();
        this.onload?.();
      })
      .catch(() => (this.controller.signal.aborted ? this.onabort?.() : this.onerror?.()));
  }
}
