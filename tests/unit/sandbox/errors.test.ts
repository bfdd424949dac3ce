// spec 8 General: errors answer JSON {message}; 'Internal server error' (500) for anything unexpected,
// 'Not found' (404); Fastify's own 4xx (unparsable JSON) keep their status.
import { describe, it, expect, vi, afterEach } from 'vitest';
import Fastify from 'fastify';
import { badRequest, handleError, HttpError, notFound } from '../../../server/sandbox/errors';

afterEach(() => vi.restoreAllMocks());

async function appThrowing(error: unknown) {
  const app = Fastify();
  app.setErrorHandler(handleError);
  app.post('/x', async () => {
    throw error;
  });
  await app.ready();
  return app;
}

describe('error answers', () => {
  it('an unexpected error is 500 {message: "Internal server error"} and its details stay on the server', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = await appThrowing(new Error('database is locked at /secret/path'));
    const res = await app.inject({ method: 'POST', url: '/x', payload: {} });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal server error' });
    expect(log).toHaveBeenCalled();
    await app.close();
  });

  it('an HttpError keeps its status, message, field and code', async () => {
    const app = await appThrowing(badRequest('email is required', 'email', 'REQUIRED'));
    const res = await app.inject({ method: 'POST', url: '/x', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'email is required', field: 'email', code: 'REQUIRED' });
    await app.close();
    expect(notFound()).toMatchObject({ status: 404, message: 'Not found' });
    expect(new HttpError(409, 'Duplicate').status).toBe(409);
  });

  it('unparsable JSON and an empty JSON body are 400 with a message', async () => {
    const app = await appThrowing(new Error('not reached'));
    const broken = await app.inject({ method: 'POST', url: '/x', headers: { 'content-type': 'application/json' }, payload: '{' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toEqual(expect.any(String));
    const empty = await app.inject({ method: 'POST', url: '/x', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(empty.json()).toEqual({ message: 'The request body is empty' });
    await app.close();
  });
});
