// The copyToClipboard action (src/actions/copyToClipboard): the value goes to the clipboard and onSuccess
// runs; a refusing clipboard, none at all, or nothing to copy run onError with a message, or throw without one.
import { describe, expect, it, vi } from 'vitest';
import { copyToClipboardWith, type WriteText } from '../../../src/actions/copyToClipboard/handler';
import type { ActionContext } from '../../../src/actions/types';
import { resolveParams } from '../../../src/renderer/runActions';
import { actionExpressions } from '../../../src/generated/actions';

const SCOPE = { data: { referral: { value: { link: 'https://casino.test/?nxafk=R&nxaft=R' } } } };
/** The document's params as runActions hands them to the handler: `value` evaluated in the scope. */
const resolved = (doc: object) => resolveParams({ action: 'copyToClipboard', ...doc } as never, actionExpressions, SCOPE) as never;

function harness() {
  const ran: Array<{ which: string; payload: unknown }> = [];
  const ctx = {
    scope: SCOPE,
    run: async (actions: unknown, payload?: unknown) => {
      if (actions) ran.push({ which: (actions as Array<{ action: string }>)[0].action, payload });
    },
  } as unknown as ActionContext;
  return { ctx, ran };
}
const params = resolved({
  value: { var: 'data.referral.value.link' },
  onSuccess: [{ action: 'notify', text: 'text.vip.referral.copied' }],
  onError: [{ action: 'notify', text: 'text.vip.referral.copyFailed' }],
});

describe('copyToClipboard', () => {
  it('writes the value and runs onSuccess with it', async () => {
    const write = vi.fn<WriteText>(async () => {});
    const { ctx, ran } = harness();
    await copyToClipboardWith(() => write)(params, ctx);
    expect(write).toHaveBeenCalledWith('https://casino.test/?nxafk=R&nxaft=R');
    expect(ran).toEqual([{ which: 'notify', payload: { value: 'https://casino.test/?nxafk=R&nxaft=R' } }]);
  });

  it('a refused write (no permission) runs onError with the message', async () => {
    const { ctx, ran } = harness();
    await copyToClipboardWith(() => async () => { throw new Error('Write permission denied.'); })(params, ctx);
    expect(ran).toEqual([{ which: 'notify', payload: { message: 'Write permission denied.' } }]);
  });

  it('no clipboard (not a secure page) and nothing to copy are failures too', async () => {
    const none = harness();
    await copyToClipboardWith(() => null)(params, none.ctx);
    expect(none.ran[0].payload).toEqual({ message: 'The clipboard is not available' });
    const empty = harness();
    const write = vi.fn<WriteText>(async () => {});
    await copyToClipboardWith(() => write)(resolved({ ...(params as object), value: { var: 'data.none' } }), empty.ctx);
    expect(write).not.toHaveBeenCalled();
    expect(empty.ran[0].payload).toEqual({ message: 'Nothing to copy' });
  });

  it('without onError a failure propagates (the renderer reports it)', async () => {
    const { ctx } = harness();
    await expect(copyToClipboardWith(() => null)(resolved({ value: 'x' }), ctx)).rejects.toThrow('The clipboard is not available');
  });
});
