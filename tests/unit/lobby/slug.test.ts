import { describe, it, expect } from 'vitest';
import { slugify } from '../../../src/lobby/slug';
import { slugify as seedSlugify } from '../../../server/sandbox/seed/slug';

describe('spec 5 Slug rule', () => {
  it('spec 5 Slug rule: lowercase', () => {
    expect(slugify('GoldenFortune')).toBe('goldenfortune');
  });
  it('spec 5 Slug rule: spaces and underscores become hyphens', () => {
    expect(slugify('Book of the Nile')).toBe('book-of-the-nile');
    expect(slugify('live_casino')).toBe('live-casino');
  });
  it('spec 5 Slug rule: other characters are removed', () => {
    expect(slugify("Casino Hold'em")).toBe('casino-holdem');
    expect(slugify('Hi-Lo Cards!')).toBe('hi-lo-cards');
    expect(slugify('Ünïcode & Co.')).toBe('ncode-co');
  });
  it('spec 5 Slug rule: repeated hyphens are collapsed', () => {
    expect(slugify('Wild  --  Dragon __ Riches')).toBe('wild-dragon-riches');
    expect(slugify('A & B')).toBe('a-b');
  });
  it('the sandbox seed uses the same rule (one place)', () => {
    expect(seedSlugify).toBe(slugify);
  });
});
