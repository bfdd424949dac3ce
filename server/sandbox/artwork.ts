// Generated artwork (spec 7: assets are under /api/core/casino/assets/): game tiles, provider logos,
// payment method thumbnails and banners drawn as SVG from a name on a gradient, with colours derived
// from the name, so the catalogue looks varied, stays the same between runs and needs no network.
import { hashString } from './seed/prng';

export type ArtworkKind = 'games' | 'providers' | 'payments' | 'banners' | 'tournaments';

const SIZES: Record<ArtworkKind, { width: number; height: number; fontSize: number; perLine: number }> = {
  games: { width: 300, height: 400, fontSize: 34, perLine: 12 },
  providers: { width: 320, height: 120, fontSize: 28, perLine: 18 },
  payments: { width: 160, height: 100, fontSize: 22, perLine: 11 },
  banners: { width: 1200, height: 400, fontSize: 64, perLine: 26 },
  tournaments: { width: 1200, height: 400, fontSize: 64, perLine: 26 },
};

export const isArtworkKind = (kind: string): kind is ArtworkKind => Object.prototype.hasOwnProperty.call(SIZES, kind);

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Greedy word wrap, at most three lines (the last one cut with an ellipsis). */
export function wrap(text: string, perLine: number, maxLines = 3): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > perLine) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1].slice(0, perLine - 1)}…`;
    return kept;
  }
  return lines;
}

/** An SVG with the title on a two-colour gradient; the subtitle (a provider name) goes underneath. */
export function artworkSvg(kind: ArtworkKind, title: string, subtitle?: string): string {
  const { width, height, fontSize, perLine } = SIZES[kind];
  const hash = hashString(`${kind}:${title}`);
  const hue = hash % 360;
  const hue2 = (hue + 40 + (hash >>> 9) % 80) % 360;
  const lines = wrap(title, perLine);
  const lineHeight = Math.round(fontSize * 1.2);
  const top = height / 2 - ((lines.length - 1) * lineHeight) / 2 - (subtitle ? lineHeight / 3 : 0);
  const text = lines
    .map((line, i) => `<text x="${width / 2}" y="${Math.round(top + i * lineHeight)}" font-size="${fontSize}" font-weight="700" fill="#fff" text-anchor="middle" dominant-baseline="middle">${escapeXml(line)}</text>`)
    .join('');
  const sub = subtitle
    ? `<text x="${width / 2}" y="${Math.round(height - fontSize * 0.9)}" font-size="${Math.round(fontSize * 0.45)}" fill="#ffffffcc" text-anchor="middle">${escapeXml(subtitle)}</text>`
    : '';
  const r = Math.round(Math.min(width, height) * 0.06);
  // A gradient id of its own, so several pictures inlined in one page do not share the first one's.
  const id = `g${hash.toString(36)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">`
    + `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,48%)"/><stop offset="1" stop-color="hsl(${hue2},65%,22%)"/></linearGradient></defs>`
    + `<rect width="${width}" height="${height}" rx="${r}" fill="url(#${id})"/>`
    + `<circle cx="${Math.round(width * 0.85)}" cy="${Math.round(height * 0.15)}" r="${Math.round(Math.min(width, height) * 0.35)}" fill="#ffffff14"/>`
    + `<g font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif">${text}${sub}</g></svg>`;
}
