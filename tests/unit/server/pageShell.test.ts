// The shell of the server's own small pages (server/pageShell.ts): the offline page, the sandbox's 3-D Secure
// and game pages share its head, and nothing given to it becomes markup unless built with html``.
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { html, pageShell, styleHash } from '../../../server/pageShell';

const headOf = (page: string) => page.slice(page.indexOf('<head>'), page.indexOf('</head>'));

describe('pageShell', () => {
  it('a page with doctype, lang and dir, charset, viewport, title and body', () => {
    const page = pageShell({ title: 'Offline', body: html`<main><h1>Hi</h1></main>` });
    expect(page.startsWith('<!doctype html>\n<html lang="en" dir="ltr">\n<head>\n<meta charset="utf-8">\n')).toBe(true);
    expect(headOf(page)).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(headOf(page)).toContain('<title>Offline</title>');
    expect(page).toContain('<body>\n<main><h1>Hi</h1></main>\n</body>\n</html>\n');
    expect(page).not.toContain('<style');
  });

  it('right to left for ar and he, the locale as lang; not a language tag is English', () => {
    expect(pageShell({ title: 't', locale: 'ar', body: html`` })).toContain('<html lang="ar" dir="rtl">');
    expect(pageShell({ title: 't', locale: 'he-IL', body: html`` })).toContain('<html lang="he-IL" dir="rtl">');
    expect(pageShell({ title: 't', locale: 'pt-BR', body: html`` })).toContain('<html lang="pt-BR" dir="ltr">');
    expect(pageShell({ title: 't', locale: 'ar" onload="x', body: html`` })).toContain('<html lang="en" dir="ltr">');
  });

  it('escapes the title, the meta tags and every value of html``, keeps nested html`` and joins arrays', () => {
    const name = '<img src=x onerror=alert(1)> & "co"';
    const page = pageShell({
      title: name,
      meta: { 'theme-color': '#000"><script>x</script>', referrer: 'no-referrer' },
      body: html`<main data-x="${name}"><h1>${name}</h1><ul>${['a<', 'b'].map((item) => html`<li>${item}</li>`)}</ul>${false}${null}${0}</main>`,
    });
    expect(headOf(page)).toContain('<title>&lt;img src=x onerror=alert(1)&gt; &amp; &quot;co&quot;</title>');
    expect(headOf(page)).toContain('<meta name="theme-color" content="#000&quot;&gt;&lt;script&gt;x&lt;/script&gt;">');
    expect(headOf(page)).toContain('<meta name="referrer" content="no-referrer">');
    expect(page).toContain('<main data-x="&lt;img src=x onerror=alert(1)&gt; &amp; &quot;co&quot;"><h1>&lt;img');
    expect(page).toContain('<ul><li>a&lt;</li><li>b</li></ul>0</main>');
    expect(page).not.toMatch(/<img|<script/);
  });

  it('one style, nonce\'d when a nonce is given; no value in it can close the element; its hash is of what is sent', () => {
    const style = 'body{background:red}</style><script>alert(1)</script>';
    const page = pageShell({ title: 't', body: html``, style, styleNonce: 'abc"def' });
    expect(page).toContain('<style nonce="abc&quot;def">body{background:red}\\3c /style>\\3c script>alert(1)\\3c /script></style>');
    expect(page.match(/<\/style>/g)).toHaveLength(1);
    expect(page).not.toContain('<script');
    const sent = /<style[^>]*>([\s\S]*?)<\/style>/.exec(page)![1];
    expect(styleHash(style)).toBe(`'sha256-${createHash('sha256').update(sent).digest('base64')}'`);
    expect(pageShell({ title: 't', body: html``, style: 'p{}' })).toContain('<style>p{}</style>');
  });
});
