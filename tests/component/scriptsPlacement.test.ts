// @vitest-environment jsdom
// spec 7 scripts: the loader's DOM side places each entry's head, bodyStart and bodyEnd where they say, once per
// key, gives inline scripts the page's nonce, and removes an entry no longer answered (src/widgets/ScriptsLoader/place.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { applyPlacements } from '../../src/widgets/ScriptsLoader/place';
import { parseMarkup } from '../../src/widgets/ScriptsLoader/parseMarkup';
import { placementsOf, retargetingPlacement, type ScriptEntry } from '../../src/platform/scripts';

const entry: ScriptEntry = {
  key: 'one',
  head: '<meta name="one" content="head"><script src="/one.js" onload="alert(1)"></script>',
  bodyStart: '<script>window.one = 1;</script><iframe src="https://evil.example"></iframe>',
  bodyEnd: '<img src="/one.gif" onerror="alert(1)"><img src="javascript:alert(1)">',
};
const apply = (entries: ScriptEntry[], keepOthers = false) =>
  applyPlacements(document, placementsOf(entries, null, parseMarkup), { keepOthers });
const placedOf = (key: string) => Array.from(document.querySelectorAll(`[data-script-entry="${key}"]`));

const NONCE = 'abcdefghijklmnopqrstuv';

/**
 * The boot config as a browser leaves it under a policy from a header (nonce hiding): the nonce attribute emptied,
 * the value in the element's nonce property only. (jsdom has no nonce property of its own, so it is set here.)
 */
function bootConfig(nonce: string | undefined) {
  document.head.innerHTML = '<script id="boot-config" type="application/json">{}</script><title>t</title>';
  const boot = document.getElementById('boot-config') as HTMLScriptElement;
  if (nonce === undefined) return;
  boot.setAttribute('nonce', '');
  boot.nonce = nonce;
}

beforeEach(() => {
  apply([]);
  bootConfig(NONCE);
  document.body.innerHTML = '<div id="root"></div>';
});

describe('placing script entries (spec 7 scripts, spec 3 Script entry)', () => {
  it('head at the end of <head>, bodyStart at the start of <body>, bodyEnd at the end; only allowed elements', () => {
    apply([entry]);
    expect(document.head.lastElementChild?.outerHTML).toBe('<script src="/one.js" data-script-entry="one"></script>');
    expect(document.head.querySelector('meta[name="one"]')?.getAttribute('content')).toBe('head');
    const first = document.body.firstElementChild as HTMLScriptElement;
    expect(first.tagName).toBe('SCRIPT');
    expect(first.text).toBe('window.one = 1;');
    expect(first.nonce).toBe(NONCE);
    expect(document.body.lastElementChild?.outerHTML).toBe('<img src="/one.gif" alt="" hidden="" data-script-entry="one">');
    expect(document.querySelector('iframe')).toBeNull();
    expect(document.querySelectorAll('[onerror], [onload]')).toHaveLength(0);
    expect(placedOf('one')).toHaveLength(4);
  });

  it("inline scripts get the nonce of the boot config's property (review N9): no attribute or <meta> copy is read", () => {
    // A nonce in markup (a meta, an attribute) is what a page's own content could carry: never taken.
    document.head.insertAdjacentHTML('afterbegin', '<meta name="csp-nonce" content="metametametametametame"><script nonce="attrattrattrattrattrat"></script>');
    apply([entry]);
    expect((document.body.firstElementChild as HTMLScriptElement).nonce).toBe(NONCE);
  });

  it('without a nonce (dev: no policy) inline scripts get none', () => {
    bootConfig(undefined);
    apply([entry]);
    const first = document.body.firstElementChild as HTMLScriptElement;
    expect(first.text).toBe('window.one = 1;');
    expect(first.nonce || undefined).toBeUndefined();
  });

  it('once per key; an entry no longer answered is removed, the others stay', () => {
    apply([entry]);
    apply([entry, { key: 'two', bodyEnd: '<script>window.two = 2;</script>' }]);
    expect(placedOf('one')).toHaveLength(4);
    expect(placedOf('two')).toHaveLength(1);
    apply([{ key: 'two', bodyEnd: '<script>window.two = 2;</script>' }]);
    expect(placedOf('one')).toHaveLength(0);
    expect(placedOf('two')).toHaveLength(1);
    expect(document.getElementById('root')).not.toBeNull();
  });

  it('the retargeting script and pixel go at the end of the body; keepOthers adds without removing', () => {
    apply([entry]);
    applyPlacements(document, [retargetingPlacement({ dspretargettraffID: 'x1', dspretargetBaseUrl: '/api/sandbox/retargeting' })!], { keepOthers: true });
    expect(placedOf('one')).toHaveLength(4);
    expect(document.body.lastElementChild?.getAttribute('src')).toBe('/api/sandbox/retargeting/pixel.gif?id=x1');
  });
});
