// Issue 26 item 4: an on.socket:<event> handler on a node its own "when" hides is a warning (the listener never
// mounts while hidden); a "when" on the session alone is not (realtime events reach signed-in players only).
import { afterEach, describe, expect, it } from 'vitest';
import { validateBrand } from '../../../src/brand/validate.ts';
import { formatProblem } from '../../../src/brand/problems.ts';
import { brandsWith, removeMadeBrands } from './helpers.ts';

afterEach(removeMadeBrands);

const node = (when: unknown) => ({
  type: 'Text',
  props: { text: 'text.notFound.body' },
  when,
  on: { 'socket:deposit': [{ action: 'track', event: 'DEPOSIT_SEEN' }] },
});

describe('a realtime handler on a node hidden by its own when', () => {
  it('is a warning at the handler, in the file that set it; the brand stays valid', () => {
    const dir = brandsWith(['base'], {
      'listen/brand.json': { id: 'listen', name: 'Listen', extends: 'base' },
      'listen/pages/not-found.json': { title: 'text.notFound.title', body: [node({ var: 'user.userWallet.totalAmount' }), node({ var: 'auth.authenticated' })] },
    });
    const { problems, warnings } = validateBrand('listen', { brandsDir: dir });
    expect(problems.map(formatProblem)).toEqual([]);
    const listed = warnings.map(formatProblem).filter((w) => w.includes('socket:'));
    expect(listed).toEqual([
      expect.stringMatching(/listen\/pages\/not-found\.json:\d+:\d+ \/body\/0\/on\/socket:deposit This Text node listens for socket:deposit only while its own "when" shows it/),
    ]);
  });
});
