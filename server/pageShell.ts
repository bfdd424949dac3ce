// One HTML shell for the server's own small pages (the installable app's offline page, the sandbox's 3-D Secure
// and game pages), so each gets the same head: doctype, lang and dir from its locale (ar and he right to left,
// src/platform/i18n.ts), charset, viewport, the title, its meta tags and at most one inline style, with a nonce
// when its policy names one. Every value is escaped; the body is markup only when built with `html`, whose
// interpolated values are escaped too, so text from a brand, a setting or a request never becomes markup.
import { createHash } from 'node:crypto';
import { textDirection } from '../src/platform/i18n';

/** Markup the shell may put in a page as is: what `html` makes (its values escaped). */
export class Markup {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

type Value = Markup | string | number | boolean | null | undefined | readonly Value[];

const render = (value: Value): string => {
  if (value instanceof Markup) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  // false, null and undefined render nothing, so `${cond && html`...`}` works.
  if (value === false || value === null || value === undefined) return '';
  return escapeHtml(String(value));
};

/** A template whose values are escaped, unless they are Markup (another `html`); arrays are joined. */
export function html(strings: TemplateStringsArray, ...values: Value[]): Markup {
  return new Markup(strings.reduce((out, s, i) => out + s + (i < values.length ? render(values[i]) : ''), ''));
}

/**
 * A style as the page carries it: '<' written as its CSS escape, so no value in it (a brand's colour) can close
 * the style element. A policy that allows the style by hash must hash this (styleHash).
 */
const styleText = (style: string) => style.replace(/</g, '\\3c ');

/** The CSP source that allows the shell's style by its hash: 'sha256-…'. */
export const styleHash = (style: string): string => `'sha256-${createHash('sha256').update(styleText(style)).digest('base64')}'`;

/** A language tag as lang takes it (en, ar-AE, pt-BR); anything else is English. */
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;

export interface PageShell {
  title: string;
  body: Markup;
  /** The page's language (lang) and, from it, its direction (dir). English when absent or not a language tag. */
  locale?: string;
  /** meta name -> content (theme-color, referrer, ...). */
  meta?: Record<string, string>;
  /** One inline style. */
  style?: string;
  /** The nonce the page's policy gives its style. */
  styleNonce?: string;
}

export function pageShell({ title, body, locale, meta = {}, style, styleNonce }: PageShell): string {
  const lang = locale && LANGUAGE_TAG.test(locale) ? locale : 'en';
  const head = [
    html`<meta charset="utf-8">`,
    html`<meta name="viewport" content="width=device-width, initial-scale=1">`,
    ...Object.entries(meta).map(([name, content]) => html`<meta name="${name}" content="${content}">`),
    html`<title>${title}</title>`,
    style === undefined ? '' : `<style${styleNonce ? html` nonce="${styleNonce}"` : ''}>${styleText(style)}</style>`,
  ].filter(Boolean).join('\n');
  return `<!doctype html>
${html`<html lang="${lang}" dir="${textDirection(lang)}">`}
<head>
${head}
</head>
<body>
${body.value}
</body>
</html>
`;
}
