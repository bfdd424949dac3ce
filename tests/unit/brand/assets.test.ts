// A brand's own files (issue 26 item 5, operator trial change 13: a brand folder could not ship its logo). Files in
// brands/<id>/assets/ are checked by their bytes and size, inherited by name, and named from documents as
// asset:<name>; validate refuses a name the brand does not have, at its place, with a suggestion.
import { afterEach, describe, expect, it } from 'vitest';
import { ASSET_BRAND_LIMIT, ASSET_FILE_LIMIT, assetsTooBig, checkAssetFile, sniffAssetType, storedAssetName } from '../../../src/brand/assets.ts';
import { validateBrand } from '../../../src/brand/validate.ts';
import { bundleBrand } from '../../../src/brand/bundle.ts';
import { formatProblem } from '../../../src/brand/problems.ts';
import { assetSrc } from '../../../src/platform/assets.ts';
import { brandsWith, removeMadeBrands } from './helpers.ts';

afterEach(removeMadeBrands);

const bytes = (...parts: Array<string | number[]>) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
/** A real 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF');
const GIF = bytes('GIF89a', [1, 0, 1, 0, 0, 0, 0]);
const WEBP = bytes('RIFF', [26, 0, 0, 0], 'WEBPVP8 ');
const ICO = bytes([0, 0, 1, 0, 1, 0, 16, 16, 0, 0]);
const SVG = '<?xml version="1.0"?>\n<!-- the mark -->\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle cx="4" cy="4" r="3"/></svg>\n';
const svg = (inside: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8">${inside}</svg>`;

describe('an asset file (its type from its bytes, its size)', () => {
  it('is typed by its first bytes: PNG, JPEG, WebP, GIF, ICO and SVG, and nothing else', () => {
    expect([PNG, JPEG, WEBP, GIF, ICO, Buffer.from(SVG)].map(sniffAssetType)).toEqual(['PNG', 'JPEG', 'WebP', 'GIF', 'ICO', 'SVG']);
    expect(sniffAssetType(Buffer.from('<!doctype html><html><svg></svg></html>'))).toBeUndefined();
    expect(sniffAssetType(bytes('%PDF-1.7'))).toBeUndefined();
    expect(sniffAssetType(Buffer.alloc(0))).toBeUndefined();
    // A doctype with entity declarations (entity expansion) is not taken for an image.
    expect(sniffAssetType(Buffer.from('<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg>&a;</svg>'))).toBeUndefined();
  });

  it('passes when its extension agrees with its bytes, and gets the stored extension of its type', () => {
    expect(checkAssetFile('logo.png', PNG)).toEqual({ extension: 'png', problems: [] });
    expect(checkAssetFile('photos/hero.jpeg', JPEG)).toEqual({ extension: 'jpg', problems: [] });
    expect(checkAssetFile('favicon.ico', ICO)).toEqual({ extension: 'ico', problems: [] });
    expect(checkAssetFile('logo.svg', Buffer.from(SVG))).toEqual({ extension: 'svg', problems: [] });
  });

  it('is refused, by name, when its bytes are another type or none, when its type is not allowed, or its name is odd', () => {
    expect(checkAssetFile('logo.png', JPEG).problems).toEqual(['assets/logo.png is not a PNG image: its bytes are a JPEG image (name it logo.jpg)']);
    expect(checkAssetFile('logo.png', Buffer.from('<html>Not found</html>')).problems).toEqual([
      'assets/logo.png is not a PNG image: its bytes are none of PNG, JPEG, WebP, GIF, ICO or SVG',
    ]);
    expect(checkAssetFile('intro.mp4', bytes([0, 0, 0, 24], 'ftypmp42')).problems).toEqual([
      'assets/intro.mp4: ".mp4" is not an asset type; allowed are .png, .jpg (or .jpeg), .webp, .gif, .ico and .svg',
    ]);
    expect(checkAssetFile('my logo.png', PNG).problems).toEqual([expect.stringMatching(/^assets\/my logo\.png: an asset's name is letters, digits/)]);
  });

  it('is refused over 512 KB; a brand over 5 MB (with what it inherits) names its largest files', () => {
    const big = Buffer.concat([PNG, Buffer.alloc(ASSET_FILE_LIMIT)]);
    expect(checkAssetFile('banner.png', big).problems).toEqual(['assets/banner.png is 513 KB: an asset may be at most 512 KB']);
    expect(checkAssetFile('banner.png', big.subarray(0, ASSET_FILE_LIMIT)).problems).toEqual([]);
    const files = Array.from({ length: 11 }, (_, i) => ({ name: `banner-${i}.png`, bytes: Buffer.alloc(ASSET_FILE_LIMIT - i) }));
    expect(files.reduce((sum, f) => sum + f.bytes.length, 0)).toBeGreaterThan(ASSET_BRAND_LIMIT);
    expect(assetsTooBig('acme', files)).toBe('The assets of brand "acme" (with the ones it inherits) are 5.5 MB: a brand may have at most 5.0 MB. '
      + 'The largest: assets/banner-0.png (512 KB), assets/banner-1.png (512 KB), assets/banner-2.png (512 KB)');
    expect(assetsTooBig('acme', files.slice(0, 10))).toBeUndefined();
  });

  it('an SVG with a script, an event handler, a foreignObject, a javascript: address or an entity is refused', () => {
    const refused = (inside: string) => checkAssetFile('logo.svg', Buffer.from(svg(inside))).problems;
    expect(refused('<script>alert(1)</script>')).toEqual(['assets/logo.svg holds a <script> element: an SVG asset is an image, without scripts']);
    expect(refused('<circle r="3" onload="alert(1)"/>')).toEqual([expect.stringContaining('holds an event handler attribute')]);
    expect(refused('<foreignObject><div>x</div></foreignObject>')).toEqual([expect.stringContaining('holds a <foreignObject> element')]);
    expect(refused('<a href="javascript:alert(1)"><circle r="3"/></a>')).toEqual([expect.stringContaining('holds a javascript: address')]);
    // Words in the image's text are not attributes.
    expect(refused('<text x="0" y="6">Spin on = win</text>')).toEqual([]);
  });

  it('is stored under the hash of its bytes: the same file the same name, another file another name', () => {
    expect(storedAssetName(PNG, 'png')).toMatch(/^[0-9a-f]{16}\.png$/);
    expect(storedAssetName(Buffer.from(PNG), 'png')).toBe(storedAssetName(PNG, 'png'));
    expect(storedAssetName(GIF, 'gif')).not.toBe(storedAssetName(WEBP, 'gif'));
  });
});

describe('assets in a brand folder', () => {
  const child = (body: unknown[]) => ({ title: 'text.child.casinoTitle', body });

  it('validate names a refused file in its own path', () => {
    const dir = brandsWith(['base', 'child'], { 'base/assets/logo.png': '<html>Not found</html>', 'child/assets/banner.webp': WEBP });
    expect(validateBrand('child', { brandsDir: dir }).problems.map(formatProblem)).toEqual([
      expect.stringMatching(/base\/assets\/logo\.png:1:1 \/ assets\/logo\.png is not a PNG image: its bytes are none of PNG, JPEG, WebP, GIF, ICO or SVG$/),
    ]);
  });

  it('a child inherits its parent\'s files by name and replaces one with a file of the same name; the bundle maps each to its stored file', () => {
    const childLogo = Buffer.from(SVG.replace('r="3"', 'r="2"'));
    const dir = brandsWith(['base', 'child'], { 'base/assets/logo.svg': SVG, 'base/assets/banner.png': PNG, 'child/assets/logo.svg': childLogo });
    const { bundle, files, problems } = bundleBrand('child', { brandsDir: dir });
    expect(problems).toEqual([]);
    expect(bundle!.assets).toEqual({ 'banner.png': storedAssetName(PNG, 'png'), 'logo.svg': storedAssetName(childLogo, 'svg') });
    expect(Object.keys(files!).sort()).toEqual(Object.values(bundle!.assets!).sort());
    expect(files![bundle!.assets!['logo.svg']].equals(childLogo)).toBe(true);
    // The parent alone keeps its own.
    expect(bundleBrand('base', { brandsDir: dir }).bundle!.assets!['logo.svg']).toBe(storedAssetName(Buffer.from(SVG), 'svg'));
    // And a page resolves a name to the version's file.
    expect(assetSrc('asset:logo.svg', bundle!.assets)).toBe(`/brand-assets/${storedAssetName(childLogo, 'svg')}`);
    expect(assetSrc('asset:nope.svg', bundle!.assets)).toBeUndefined();
    expect(assetSrc('/static/logo.svg', bundle!.assets)).toBe('/static/logo.svg');
  });

  it('a brand without files bundles as before: no assets in its version, so its hash is unchanged', () => {
    const { bundle } = bundleBrand('child', { brandsDir: brandsWith(['base', 'child']) });
    expect(bundle!.assets).toBeUndefined();
    expect(JSON.stringify(bundle)).not.toContain('"assets"');
  });

  it('a document names a file by asset:<name>; a name the brand (with its parents) lacks is refused at its place, with a suggestion', () => {
    const dir = brandsWith(['base', 'child'], {
      'base/assets/banner.png': PNG,
      'child/assets/logo.svg': SVG,
      'child/pages/casino.json': child([
        { type: 'Image', props: { src: 'asset:banner.png', alt: 'text.notFound.body' } },
        { type: 'Logo', props: { src: 'asset:logo.svg' } },
        { type: 'Image', props: { src: 'asset:banner.pgn', alt: 'text.notFound.body' } },
      ]),
    });
    expect(validateBrand('child', { brandsDir: dir }).problems.map(formatProblem)).toEqual([
      expect.stringMatching(/child\/pages\/casino\.json:\d+:\d+ \/body\/2\/props\/src Asset "banner\.pgn" does not exist: the brand \(with the brands it extends\) has no assets\/banner\.pgn \(did you mean "asset:banner\.png"\?\)\. Assets: asset:banner\.png, asset:logo\.svg$/),
    ]);
    // An address that is none of the three forms says what the forms are.
    const bare = brandsWith(['base', 'child'], { 'child/pages/casino.json': child([{ type: 'Logo', props: { src: 'logo.svg' } }]) });
    expect(validateBrand('child', { brandsDir: bare }).problems.map((p) => `${p.pointer} ${p.message}`)).toEqual([
      expect.stringMatching(/^\/body\/0\/props\/src .*asset:<name> for a file of the brand's assets\/ folder \(like "asset:logo\.svg"\), or an address starting with "\/" or "https:\/\/"/),
    ]);
    // The parent has no logo: its own documents may not name the child's.
    const parentUses = brandsWith(['base'], { 'base/assets/banner.png': PNG, 'base/pages/not-found.json': { title: 'text.notFound.title', body: [{ type: 'Logo', props: { src: 'asset:logo.svg' } }] } });
    expect(validateBrand('base', { brandsDir: parentUses }).problems.map((p) => `${p.pointer} ${p.message}`)).toEqual([
      '/body/0/props/src Asset "logo.svg" does not exist: the brand (with the brands it extends) has no assets/logo.svg. Assets: asset:banner.png',
    ]);
  });
});
