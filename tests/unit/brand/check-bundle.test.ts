// Issue 11 item 4: the server validates a bundle fully at load (widget types and props, actions,
// references, the content hash), so a hand-edited bundle never reaches players.
import { describe, it, expect, beforeAll } from 'vitest';
import { join } from 'node:path';
import { bundleBrand, bundleHash, type BrandBundle } from '../../../src/brand/index';
import { validateBundle as checkBundle } from '../../../src/brand/check-bundle';

let bundle: BrandBundle;
beforeAll(() => {
  const result = bundleBrand('lulu', { brandsDir: join(__dirname, '../../../brands') });
  expect(result.problems).toEqual([]);
  bundle = result.bundle!;
});

/** A copy of the bundle changed by `edit`, re-hashed unless `keepHash` (a hand edit that keeps the file name). */
function edited(edit: (b: BrandBundle) => void, keepHash = false): BrandBundle {
  const copy = structuredClone(bundle);
  edit(copy);
  if (!keepHash) copy.hash = bundleHash(copy);
  return copy;
}

describe('a bundle checked at load', () => {
  it('a bundle of the brand tool passes, and quickly', () => {
    const started = performance.now();
    expect(checkBundle(bundle)).toEqual([]);
    // A report, not a budget test: the budget (50 ms) is measured by bench:publish.
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('an unknown widget type is refused, with the document and pointer', () => {
    const problems = checkBundle(edited((b) => { (b.pages.casino as { body: unknown[] }).body.unshift({ type: 'NoSuchWidget', props: {} }); }));
    expect(problems).toEqual([expect.stringMatching(/^pages\/casino\.json \/body\/0\/type: Unknown widget type "NoSuchWidget"/)]);
  });

  it('a prop the widget does not have, an unknown action and a missing modal are refused', () => {
    const problems = checkBundle(edited((b) => {
      (b.pages.casino as { body: unknown[] }).body.unshift(
        { type: 'Heading', props: { text: 'text.page.casino.title', levle: 2 } },
        { type: 'Button', props: { text: 'text.auth.login' }, on: { click: [{ action: 'openModel', modal: 'login' }] } },
        { type: 'Button', props: { text: 'text.auth.login' }, on: { click: [{ action: 'openModal', modal: 'no-such-modal' }] } },
      );
    }));
    expect(problems.some((p) => /^pages\/casino\.json \/body\/0\/props/.test(p) && /levle/.test(p))).toBe(true);
    expect(problems.some((p) => /\/body\/1\/on\/click\/0\/action: Unknown action "openModel"/.test(p))).toBe(true);
    expect(problems.some((p) => /\/body\/2/.test(p) && /no-such-modal/.test(p))).toBe(true);
  });

  it('the checks of issue 11 part 3 run at load too: events, var paths, references, call params, required modals', () => {
    const problems = checkBundle(edited((b) => {
      (b.pages.casino as { body: unknown[] }).body.unshift(
        { type: 'Button', props: { text: 'text.auth.login' }, on: { clik: [{ action: 'call', endpoint: 'getTopWins', params: { tabb: 'all' } }] } },
        { type: 'NavMenu', props: { menu: 'mian' }, when: { var: 'auth.autenticated' } },
      );
      delete b.modals['session-timeout'];
    }));
    expect(problems).toEqual(expect.arrayContaining([
      expect.stringMatching(/^pages\/casino\.json \/body\/0\/on\/clik: A Button node has no event "clik".*\(did you mean "click"\?\)/),
      expect.stringMatching(/^pages\/casino\.json \/body\/0\/on\/clik\/0\/params\/tabb: The endpoint getTopWins has no param "tabb".*\(did you mean "tab"\?\)/),
      expect.stringMatching(/^pages\/casino\.json \/body\/0\/on\/clik\/0\/params: The endpoint getTopWins needs the param "tab"/),
      expect.stringMatching(/^pages\/casino\.json \/body\/1\/props\/menu: Menu "mian" does not exist.*\(did you mean "main"\?\)/),
      expect.stringMatching(/^pages\/casino\.json \/body\/1\/when\/var: "auth\.autenticated" is not a value of the scope.*\(did you mean "authenticated"\?\)/),
      expect.stringMatching(/^modals\/session-timeout\.json is missing: src\/platform\/sessionTermination\.ts opens it/),
    ]));
    expect(problems).toHaveLength(6);
  });

  it('a change after bundling (the hash no longer matches) is refused', () => {
    const problems = checkBundle(edited((b) => { b.brand.name = 'Edited by hand'; }, true));
    expect(problems).toEqual([expect.stringMatching(/does not match its hash/)]);
  });

  it('something that is not a bundle is refused', () => {
    expect(checkBundle(null)).toEqual(['not a brand bundle']);
    expect(checkBundle({ id: 'x' })).toEqual(['not a brand bundle']);
  });
});
