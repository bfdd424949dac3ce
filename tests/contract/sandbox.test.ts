// Contract (DESIGN: the API paths, methods, parameters and answer shapes are the spec's section 7):
// what the sandbox answers must pass the schemas the front end's types come from.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { sandboxPlugin } from '../../server/sandbox/index';
import { validators } from '../../src/generated/validators.js';
import { flattenTexts } from '../../src/platform/cms';

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await app.register(sandboxPlugin);
  await app.ready();
});
afterAll(() => app.close());

const expectValid = (key: keyof typeof validators, data: unknown) => {
  const validate = validators[key];
  expect(validate(data), JSON.stringify(validate.errors, null, 1)).toBe(true);
};

describe('sandbox platform contract (spec 7)', () => {
  it('GET /api/core/casino/settings2 answers app settings', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/core/casino/settings2' });
    expect(res.statusCode).toBe(200);
    expectValid('settings', res.json());
  });

  it('GET /api/core/casino/locales/{lng}.json answers CMS texts, flat or nested', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/core/casino/locales/en.json?_v4=2026-11-22' });
    expect(res.statusCode).toBe(200);
    expectValid('texts', res.json());
    expect(Object.keys(flattenTexts(res.json())).every((k) => /^(text|object|array)\./.test(k))).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/api/core/casino/locales/xx.json' })).statusCode).toBe(404);
  });

  it('GET /api/core/casino/scripts answers success and a list of script entries', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/core/casino/scripts?enableAuthUsers=true&enableDepositors=true&_=1' });
    expectValid('api/scripts.response', res.json());
  });

  it('an unknown call answers 404 with a message, which the api client throws as the body (spec 8)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/admin/no-such-call' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Not found');
  });
});
