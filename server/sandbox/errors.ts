// Error answers of the sandbox (spec 8): always JSON {message} with the status the front end reacts to:
// 400 bad input (with the field), 401 bad credentials, 403 session expired (the client logs out),
// 404 'Not found', 408 'Request timeout', 409 duplicate, 500 'Internal server error'.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

export class HttpError extends Error {
  readonly status: number;
  readonly field?: string;
  readonly code?: string;
  /** More of the answer's body (the play API's refusals: success false, limitType, bet, limit). */
  readonly details?: Record<string, unknown>;

  constructor(status: number, message: string, extra: { field?: string; code?: string; details?: Record<string, unknown> } = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.field = extra.field;
    this.code = extra.code;
    this.details = extra.details;
  }
}

export const badRequest = (message: string, field?: string, code?: string) => new HttpError(400, message, { field, code });
export const sessionExpired = (message = 'Session expired') => new HttpError(403, message, { code: 'SESSION_EXPIRED' });
export const notFound = (message = 'Not found') => new HttpError(404, message);

export interface ErrorBody { message: string; field?: string; code?: string; [detail: string]: unknown }

export function errorBody(error: HttpError): ErrorBody {
  const body: ErrorBody = { ...error.details, message: error.message };
  if (error.field) body.field = error.field;
  if (error.code) body.code = error.code;
  return body;
}

/** Fastify's own 4xx (unparsable JSON, wrong content type, body too large) keep their status. */
export function handleError(error: FastifyError | HttpError | Error, _request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    // A 429 says when to come back (retryAfter in the body, for forms; Retry-After for clients).
    const retryAfter = error.details?.retryAfter;
    if (error.status === 429 && typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
    return reply.code(error.status).send(errorBody(error));
  }
  const status = (error as FastifyError).statusCode;
  if (status && status >= 400 && status < 500) {
    const message = (error as FastifyError).code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ? 'The request body is empty' : error.message;
    return reply.code(status).send({ message });
  }
  console.error('sandbox: internal error', error);
  return reply.code(500).send({ message: 'Internal server error' });
}
