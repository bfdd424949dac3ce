// A failed call, in a module of its own: the client throws it, and so does the file upload (upload.ts), which
// the client loads with the first upload; upload.ts importing the client for it would make a cycle.
/** A non-2xx answer (status and parsed body), a timeout (408) or a network failure (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The server's own message when the body carries one (spec 8: other non-200 answers throw the body). */
  get serverMessage(): string | undefined {
    const b = this.body as { message?: unknown } | null;
    return b && typeof b === 'object' && typeof b.message === 'string' ? b.message : undefined;
  }
}
