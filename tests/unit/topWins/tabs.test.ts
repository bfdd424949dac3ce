import { describe, it, expect } from 'vitest';
import { shownPlayer, tabsOf } from '../../../src/topWins/tabs';

describe('top wins tabs and rows', () => {
  it('spec 2.5 Top wins table with tabs: my wins, all wins, high rollers, multiplier madness (in that order)', () => {
    expect(tabsOf(undefined)).toEqual(['my', 'all', 'high-rollers', 'multiplier']);
    expect(tabsOf(['multiplier', 'all', 'nope'])).toEqual(['all', 'multiplier']);
    expect(tabsOf([])).toEqual(['my', 'all', 'high-rollers', 'multiplier']);
  });

  it("spec 6 Ghost mode: 'Hides a user's name from public bet feeds': a row without a name is a hidden player", () => {
    expect(shownPlayer({ player: null, ghost: true })).toBeNull();
    expect(shownPlayer({ player: '  ', ghost: false })).toBeNull();
    // The my tab names the player even as a ghost (contract 7).
    expect(shownPlayer({ player: 'Lucky P.', ghost: true })).toBe('Lucky P.');
  });
});
