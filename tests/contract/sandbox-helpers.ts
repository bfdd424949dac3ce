// Shared set-up of the sandbox contract tests: an in-memory sandbox (SANDBOX_DB=:memory: behaviour),
// the schema check, and sign-in as a sandbox account.
import Fastify, { type FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { sandboxPlugin, type SandboxOptions } from '../../server/sandbox/index';
import { validators } from '../../src/generated/validators.js';

export const PASSWORD = 'Sandbox123!';
export const PLAYER = 'player@sandbox.test';
export const NEW_PLAYER = 'new@sandbox.test';
export const EXCLUDED = 'excluded@sandbox.test';

export async function startSandbox(options: SandboxOptions = {}): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(sandboxPlugin, { db: ':memory:', ...options });
  await app.ready();
  return app;
}

export const expectValid = (key: keyof typeof validators, data: unknown) => {
  const validate = validators[key];
  expect(validate(data), `${key}: ${JSON.stringify(validate.errors, null, 1)}`).toBe(true);
};

export async function login(app: FastifyInstance, email = PLAYER, password = PASSWORD): Promise<{ token: string; userId: number }> {
  const res = await app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return { token: res.json().data.accessToken, userId: res.json().data.userId };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
