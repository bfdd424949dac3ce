// Actions whose schema says x-lazy load their handler on first use (src/actions/lazyAction.ts): the first
// paint carries no handler code, the handler loads once, and a failed load (a dropped network) is retried.
import { describe, expect, it, vi } from 'vitest';
import { lazyAction } from '../../../src/actions/lazyAction';
import { actionRegistry } from '../../../src/generated/actions';
import type { ActionContext } from '../../../src/actions/types';

const ctx = {} as ActionContext;

describe('lazyAction', () => {
  it('loads the handler on the first run only and passes params and context through', async () => {
    const handler = vi.fn(async () => undefined);
    const load = vi.fn(async () => ({ default: handler }));
    const action = lazyAction<{ value: string }>(load);
    expect(load).not.toHaveBeenCalled();
    await action({ value: 'a' }, ctx);
    await action({ value: 'b' }, ctx);
    expect(load).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenNthCalledWith(2, { value: 'b' }, ctx);
  });

  it('gives a failed load to the caller and loads again on the next run', async () => {
    const handler = vi.fn(async () => undefined);
    const load = vi.fn()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ default: handler });
    const action = lazyAction(load);
    await expect(action({}, ctx)).rejects.toThrow('Failed to fetch');
    await action({}, ctx);
    expect(load).toHaveBeenCalledTimes(2);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('is how the registry holds the x-lazy actions (signIn, activateBonus, copyToClipboard, afterRegistration)', async () => {
    const { default: signIn } = await import('../../../src/actions/signIn/handler');
    expect(actionRegistry.signIn).not.toBe(signIn);
    const { default: navigate } = await import('../../../src/actions/navigate/handler');
    expect(actionRegistry.navigate).toBe(navigate);
  });
});
