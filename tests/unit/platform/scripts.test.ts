// The allow-list with the loader's own markup reader (htmlparser2): no DOM, no browser parser.
import { describe, expect, it } from 'vitest';
import {
  allowedElements, audienceKey, isSafeUrl, placementOf, placementsOf, retargetingPlacement, scriptDiff, scriptSetQuery,
  RETARGETING_KEY,
} from '../../../src/platform/scripts';
import { parseMarkup as parse } from '../../../src/widgets/ScriptsLoader/parseMarkup';

const elements = (html: string) => allowedElements(parse(html));

describe('script sets to ask for (spec 7 scripts, spec 6 Depositor "Gets extra scripts")', () => {
  it('a guest asks for the common sets only', () => {
    expect(scriptSetQuery({ authenticated: false, depositCount: 3 }, '2026-11-26')).toEqual({ enableAuthUsers: false, enableDepositors: false, _: '2026-11-26' });
    expect(audienceKey({ authenticated: false, depositCount: 3 })).toBe('guest');
  });
  it('a signed-in player asks for the players\' sets; a depositor (depositCount above 0) for the depositors\' too', () => {
    expect(scriptSetQuery({ authenticated: true, depositCount: 0 }, 'h')).toEqual({ enableAuthUsers: true, enableDepositors: false, _: 'h' });
    expect(scriptSetQuery({ authenticated: true, depositCount: 1 }, 'h')).toEqual({ enableAuthUsers: true, enableDepositors: true, _: 'h' });
    expect(audienceKey({ authenticated: true, depositCount: 0 })).toBe('player');
    expect(audienceKey({ authenticated: true, depositCount: 1 })).toBe('depositor');
  });
});

describe('placed and answered entries (spec 7 scripts: the sets change with login and first deposit)', () => {
  const p = (key: string, html = key) => placementOf({ key, head: `<meta name="k" content="${html}">` }, parse);
  it('adds the new keys and removes the ones no longer answered', () => {
    const placed = new Map([['a', p('a').signature], ['b', p('b').signature]]);
    const { add, remove } = scriptDiff(placed, [p('b'), p('c')]);
    expect(add.map((x) => x.key)).toEqual(['c']);
    expect(remove).toEqual(['a']);
  });
  it('places an entry once per key; a changed entry is replaced', () => {
    const placed = new Map([['a', p('a').signature]]);
    expect(scriptDiff(placed, [p('a'), p('a')])).toEqual({ add: [], remove: [] });
    const changed = scriptDiff(placed, [p('a', 'other')]);
    expect(changed.remove).toEqual(['a']);
    expect(changed.add.map((x) => x.key)).toEqual(['a']);
  });
  it('a key answered twice is placed once, the first', () => {
    const { add } = scriptDiff(new Map(), [p('a', 'one'), p('a', 'two')]);
    expect(add).toHaveLength(1);
    expect(add[0].slots.head[0].attributes).toContainEqual(['content', 'one']);
  });
});

describe('the allow-list: operator HTML never becomes markup unsanitised (spec 3 Script entry)', () => {
  it('keeps scripts with a src, inline scripts, img pixels and meta name/content', () => {
    expect(elements('<script src="https://cdn.example/t.js" async data-id="7"></script><script>window.x = 1;</script>'
      + '<img src="/p.gif" width="1" height="1"><meta name="verify" content="abc">')).toEqual([
      { tag: 'script', attributes: [['src', 'https://cdn.example/t.js'], ['async', ''], ['data-id', '7']] },
      { tag: 'script', attributes: [], text: 'window.x = 1;' },
      { tag: 'img', attributes: [['src', '/p.gif'], ['width', '1'], ['height', '1'], ['alt', ''], ['hidden', '']] },
      { tag: 'meta', attributes: [['name', 'verify'], ['content', 'abc']] },
    ]);
  });
  it('drops event-handler attributes (an onerror) and style', () => {
    expect(elements('<img src="/p.gif" onerror="alert(1)" style="display:block" alt="">')).toEqual([
      { tag: 'img', attributes: [['src', '/p.gif'], ['alt', ''], ['hidden', '']] },
    ]);
    expect(elements('<script src="/t.js" onload="alert(1)"></script>')[0].attributes).toEqual([['src', '/t.js']]);
  });
  it('drops javascript: and data: URLs, also disguised; the element goes with them', () => {
    expect(elements('<script src="javascript:alert(1)">alert(2)</script>')).toEqual([]);
    expect(elements('<script src=" jav&#x09;ascript:alert(1)"></script>')).toEqual([]);
    expect(elements('<img src="JAVASCRIPT:alert(1)">')).toEqual([]);
    expect(elements('<script src="data:text/javascript,alert(1)"></script>')).toEqual([]);
    expect(isSafeUrl('java\nscript:alert(1)')).toBe(false);
    expect(isSafeUrl('//cdn.example/t.js')).toBe(true);
    expect(isSafeUrl('/api/x.js?a=b:c')).toBe(true);
  });
  it('drops iframes, links, styles, forms, noscript (with its pixel) and unknown script types', () => {
    expect(elements('<iframe src="https://evil.example"></iframe><link rel="stylesheet" href="/x.css"><style>body{}</style>'
      + '<form action="/x"><input></form><noscript><img src="/p.gif"></noscript><div><script>nested()</script></div>'
      + '<script type="text/template">x</script><meta http-equiv="refresh" content="0;url=https://evil.example">')).toEqual([]);
  });
  it('an entry is made safe part by part; empty parts place nothing', () => {
    const placement = placementOf({ key: 'k', head: '<meta name="a" content="b">', bodyStart: null, bodyEnd: '<script>go()</script>' }, parse);
    expect(placement.slots.head).toHaveLength(1);
    expect(placement.slots.bodyStart).toEqual([]);
    expect(placement.slots.bodyEnd).toEqual([{ tag: 'script', attributes: [], text: 'go()' }]);
  });
});

describe('retargeting (spec 7: a tracking pixel and script when dspretargettraffID is configured)', () => {
  it('none without the id or without the base address', () => {
    expect(retargetingPlacement({ dspretargetBaseUrl: '/r' })).toBeNull();
    expect(retargetingPlacement({ dspretargettraffID: ' ', dspretargetBaseUrl: '/r' })).toBeNull();
    expect(retargetingPlacement({ dspretargettraffID: 'abc' })).toBeNull();
    expect(retargetingPlacement({ dspretargettraffID: 'abc', dspretargetBaseUrl: 'javascript:alert(1)//' })).toBeNull();
  });
  it('a script and a pixel carrying the id, at the end of the body', () => {
    const placement = retargetingPlacement({ dspretargettraffID: 'a b&c', dspretargetBaseUrl: 'https://dsp.example/r/' });
    expect(placement?.key).toBe(RETARGETING_KEY);
    expect(placement?.slots.bodyEnd.map((e) => e.attributes[0])).toEqual([
      ['src', 'https://dsp.example/r/script.js?id=a%20b%26c'], ['src', 'https://dsp.example/r/pixel.gif?id=a%20b%26c'],
    ]);
  });
  it('an operator entry cannot take the retargeting key; entries without a key are skipped', () => {
    const all = placementsOf([{ key: RETARGETING_KEY, head: '<meta name="a" content="b">' }, { key: '' }, { key: 'ok' }],
      retargetingPlacement({ dspretargettraffID: 1, dspretargetBaseUrl: '/r' }), parse);
    expect(all.map((p) => [p.key, p.slots.head.length])).toEqual([['ok', 0], [RETARGETING_KEY, 0]]);
  });
});

describe('reading an entry\'s markup (parseMarkup: no element exists before the allow-list has judged it)', () => {
  const top = (html: string) => Array.from(parse(html).childNodes);
  it('gives the top-level elements with their attributes, entities decoded, the first of a repeated attribute kept', () => {
    const [img] = top('<IMG SRC="/p.gif?a=1&amp;b=2" alt=x alt=y onload="go()">');
    expect(img.nodeName).toBe('IMG');
    expect(Array.from(img.attributes ?? []).map((a) => [a.name, a.value])).toEqual([['src', '/p.gif?a=1&b=2'], ['alt', 'x'], ['onload', 'go()']]);
  });
  it("keeps a script's text as written (no entity decoding, markup inside it stays text)", () => {
    const [script] = top('<script>if (a < b && c) s = "&amp;<img src=x onerror=y>";</script>');
    expect(script.textContent).toBe('if (a < b && c) s = "&amp;<img src=x onerror=y>";');
    expect(elements('<script>if (a < b) go();</script>')).toEqual([{ tag: 'script', attributes: [], text: 'if (a < b) go();' }]);
  });
  it('an element inside another is not top level: nested scripts and pixels are dropped with their parent', () => {
    expect(top('<div><script>x()</script><img src="/p.gif"></div><meta name="a" content="b">').map((n) => n.nodeName)).toEqual(['DIV', 'META']);
    expect(elements('<noscript><img src="/p.gif"></noscript>')).toEqual([]);
  });
  it('void elements end at once; text between elements is not an element', () => {
    expect(top('<meta name="a" content="1">text<img src="/p.gif"><script src="/s.js"></script>').map((n) => n.nodeName)).toEqual(['META', 'IMG', 'SCRIPT']);
  });
});
