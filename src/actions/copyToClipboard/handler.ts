import type { ActionHandler, Resolved } from '../types';
import type { CopyToClipboardParams } from '../../generated/types';

/** The clipboard of the page; an argument in tests. */
export type WriteText = (text: string) => Promise<void>;

const pageClipboard = (): WriteText | null => {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  return clipboard?.writeText ? (text) => clipboard.writeText(text) : null;
};

/**
 * Copies the value; the outcome goes to onSuccess or onError. Without an onError a refusal propagates, so
 * the renderer reports it to the player instead of failing silently.
 */
export function copyToClipboardWith(writeText: () => WriteText | null): ActionHandler<Resolved<CopyToClipboardParams, 'value'>> {
  return async ({ value, onSuccess, onError }, ctx) => {
    const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    try {
      if (!text) throw new Error('Nothing to copy');
      const write = writeText();
      if (!write) throw new Error('The clipboard is not available');
      await write(text);
    } catch (err) {
      if (!onError?.length) throw err;
      await ctx.run(onError, { message: err instanceof Error ? err.message : String(err) });
      return;
    }
    await ctx.run(onSuccess, { value: text });
  };
}

const copyToClipboard = copyToClipboardWith(pageClipboard);
export default copyToClipboard;
