// A brand's own files, brands/<id>/assets/<name> (logo, banners, favicon, icons): which files may be there, checked
// by `brand validate` and publish. A file's type is decided from its bytes (magic numbers), not from its name: a
// renamed file or a page saved as logo.png is refused, and the extension must agree with the bytes. Each file has a
// size cap and so have all the files of a brand together (with the ones it inherits), since every server keeps
// every version's files.
import { createHash } from 'node:crypto';
import type { StoredExtension } from '../platform/assets.ts';

/** What one file may weigh: a logo or a banner, not a video. */
export const ASSET_FILE_LIMIT = 512 * 1024;
/** What the files of a brand (its own and the ones it inherits) may weigh together. */
export const ASSET_BRAND_LIMIT = 5 * 1024 * 1024;

type AssetType = 'PNG' | 'JPEG' | 'WebP' | 'GIF' | 'ICO' | 'SVG';

/** The allowed types, by the extension a file name may have. */
const BY_EXTENSION: Record<string, AssetType> = { png: 'PNG', jpg: 'JPEG', jpeg: 'JPEG', webp: 'WebP', gif: 'GIF', ico: 'ICO', svg: 'SVG' };
/** The extension a stored file of each type gets (src/platform/assets.ts serves it with its Content-Type). */
const STORED: Record<AssetType, StoredExtension> = { PNG: 'png', JPEG: 'jpg', WebP: 'webp', GIF: 'gif', ICO: 'ico', SVG: 'svg' };
const ALLOWED = '.png, .jpg (or .jpeg), .webp, .gif, .ico and .svg';

/** A name of a file under assets/: letters, digits, ".", "_", "-" (and "/" between folders), and an extension. */
const ASSET_NAME = /^(?:[A-Za-z0-9][A-Za-z0-9._-]*\/)*[A-Za-z0-9][A-Za-z0-9._-]*\.[A-Za-z0-9]+$/;

const startsWith = (bytes: Uint8Array, magic: number[], at = 0) => magic.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** An SVG file: UTF-8 text whose first element, after an XML declaration, comments and a plain doctype, is <svg>. */
const SVG_START = /^\s*(?:<\?xml[^>]*\?>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE\s+svg[^[>]*>)\s*)*<svg[\s>/]/i;

function svgText(bytes: Uint8Array): string | undefined {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  return SVG_START.test(text.replace(/^\uFEFF/, '')) ? text : undefined;
}

/** The type of a file by its first bytes, or undefined when it is none of the allowed ones. */
export function sniffAssetType(bytes: Uint8Array): AssetType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'PNG';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'JPEG';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'GIF';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'WebP';
  // An icon directory: reserved 0, type 1 (icon), then how many images (at least one).
  if (startsWith(bytes, [0, 0, 1, 0]) && bytes.length > 6 && (bytes[4] | (bytes[5] << 8)) > 0) return 'ICO';
  if (svgText(bytes)) return 'SVG';
  return undefined;
}

/**
 * What an SVG may not hold. SVG is markup: opened as a page of the site's origin, a script in it would run there.
 * Two guards, for two reasons: this check tells the operator at validate time, with the file's name; and the
 * server sends every SVG with `Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'` and
 * `X-Content-Type-Options: nosniff` (server/site/app.ts), because a check by pattern can be got round (entities,
 * odd namespaces) while the policy holds whatever the file says. An <img> never runs an SVG's scripts anyway.
 */
const SVG_REFUSED: Array<[RegExp, string]> = [
  [/<script[\s>/]/i, 'a <script> element'],
  [/<foreignObject[\s>/]/i, 'a <foreignObject> element (HTML inside the image)'],
  [/<[^>]*\son[a-z]+\s*=/i, 'an event handler attribute (onload=, onclick= ...)'],
  [/javascript\s*:/i, 'a javascript: address'],
  [/<!ENTITY/i, 'an entity declaration'],
];

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`);

export interface AssetCheck {
  /** The extension the stored file gets, when the file is allowed. */
  extension?: StoredExtension;
  problems: string[];
}

/** The problems of one file of assets/ (its name inside assets/, its bytes), each a sentence naming the file. */
export function checkAssetFile(name: string, bytes: Uint8Array): AssetCheck {
  const label = `assets/${name}`;
  if (!ASSET_NAME.test(name)) {
    return { problems: [`${label}: an asset's name is letters, digits, ".", "_" and "-", with an extension (${ALLOWED})`] };
  }
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  const expected = BY_EXTENSION[extension];
  if (!expected) return { problems: [`${label}: ".${extension}" is not an asset type; allowed are ${ALLOWED}`] };
  const problems: string[] = [];
  if (bytes.length > ASSET_FILE_LIMIT) problems.push(`${label} is ${size(bytes.length)}: an asset may be at most ${size(ASSET_FILE_LIMIT)}`);
  const actual = sniffAssetType(bytes);
  if (actual !== expected) {
    const base = name.slice(0, name.lastIndexOf('.'));
    const is = actual ? `its bytes are a ${actual} image (name it ${base}.${STORED[actual]})` : 'its bytes are none of PNG, JPEG, WebP, GIF, ICO or SVG';
    problems.push(`${label} is not a ${expected} image: ${is}`);
    return { problems };
  }
  if (actual === 'SVG') {
    const text = svgText(bytes) ?? '';
    for (const [pattern, what] of SVG_REFUSED) if (pattern.test(text)) problems.push(`${label} holds ${what}: an SVG asset is an image, without scripts`);
  }
  return { extension: STORED[actual], problems };
}

/** The stored file's name: the first 16 hex characters of the sha256 of its bytes, and its type's extension. */
export function storedAssetName(bytes: Uint8Array, extension: StoredExtension): string {
  return `${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}.${extension}`;
}

/** A sentence when a brand's files together pass ASSET_BRAND_LIMIT, naming the largest. */
export function assetsTooBig(brand: string, files: Array<{ name: string; bytes: Uint8Array }>): string | undefined {
  const total = files.reduce((sum, f) => sum + f.bytes.length, 0);
  if (total <= ASSET_BRAND_LIMIT) return undefined;
  const largest = [...files].sort((a, b) => b.bytes.length - a.bytes.length).slice(0, 3).map((f) => `assets/${f.name} (${size(f.bytes.length)})`);
  return `The assets of brand "${brand}" (with the ones it inherits) are ${size(total)}: a brand may have at most ${size(ASSET_BRAND_LIMIT)}. The largest: ${largest.join(', ')}`;
}
