// Issue: generated artwork served by the sandbox as SVG (the name on a gradient), so no network is needed.
import { describe, it, expect } from 'vitest';
import { artworkSvg, wrap } from '../../../server/sandbox/artwork';

describe('artwork', () => {
  it('draws the name on a gradient, the same every time', () => {
    const svg = artworkSvg('games', 'Book of the Nile', 'Pixel Pharaoh');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('linearGradient');
    expect(svg).toContain('aria-label="Book of the Nile"');
    expect(svg).toContain('Pixel Pharaoh');
    expect(artworkSvg('games', 'Book of the Nile', 'Pixel Pharaoh')).toBe(svg);
    const colours = (text: string) => text.match(/stop-color="[^"]+"/g);
    expect(colours(artworkSvg('games', 'Other Game'))).not.toEqual(colours(svg));
  });

  it('escapes markup in names, so a name cannot inject into the SVG', () => {
    const svg = artworkSvg('games', 'Cash & <script>alert(1)</script> "Quotes"');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('Cash &amp; &lt;script&gt;');
  });

  it('wraps long names into at most three lines', () => {
    expect(wrap('Mega Midweek Madness: 75 Free Spins on Crystal Dragon Deluxe', 12)).toHaveLength(3);
    expect(wrap('Short', 12)).toEqual(['Short']);
    expect(wrap('one two three four five six seven eight', 9).at(-1)).toMatch(/…$/);
  });
});
