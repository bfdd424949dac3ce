// @vitest-environment jsdom
// Issue 24 (the project's rule: what a player types or presses on a server-rendered page before it hydrates is
// never sent by GET, lost, or half applied): public/held-input.js, run once as the page runs it (its text, in this
// window), against markup like the server's. One script per file, as per page: each test uses its own form ids.
import { describe, it, expect, beforeAll, afterEach } from 'vitest';
import { claimHeldForm, heldModalShown, takeHeldCloses } from '../../../src/ssr/heldInput';
import { runHeldInputScript } from '../../support/heldInputScript';

beforeAll(async () => {
  await runHeldInputScript();
});
afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-app-ready');
});

function page(html: string) {
  document.body.innerHTML = html;
}
function type(id: string, value: string) {
  const input = document.getElementById(id) as HTMLInputElement;
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
/** Submits as the browser does (a submit event it then acts on unless prevented); true when it would load a page. */
function submit(id: string): boolean {
  return document.getElementById(id)!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
}
const heldStyle = () => document.querySelector('style[data-held-input]')?.textContent ?? '';
const loginModal = (form: string) => `
  <div data-modal-layer="login"></div>
  <div data-modal-layer="login"><div role="dialog" data-modal="login">
    <form id="${form}" method="post"><input id="${form}_email"><input id="${form}_password" type="password">
      <button type="submit">Log in</button></form>
    <button data-modal-close="">Close</button>
  </div></div>`;

describe('public/held-input.js before the app runs', () => {
  it('keeps what is typed into a form, by control id, and a checkbox\'s state; the form takes it once', () => {
    page('<form id="f1"><input id="f1_email"><input id="f1_terms" type="checkbox"><input id="no-form-input"></form>');
    type('f1_email', 'player@sandbox.test');
    const terms = document.getElementById('f1_terms') as HTMLInputElement;
    terms.checked = true;
    terms.dispatchEvent(new Event('change', { bubbles: true }));
    expect(claimHeldForm('f1')).toEqual({ values: { f1_email: 'player@sandbox.test', f1_terms: true }, submitted: false });
    expect(claimHeldForm('f1')).toEqual({ values: {}, submitted: false });
  });

  it('holds a submit nobody handled (no page load), shows the button waiting, and the form takes it with its values', () => {
    page('<form id="f2" method="post"><input id="f2_email"><button type="submit">Send</button></form>');
    type('f2_email', 'a@b.test');
    expect(submit('f2')).toBe(false);
    expect(heldStyle()).toContain('#f2 [type=submit]{cursor:progress');
    expect(claimHeldForm('f2')).toEqual({ values: { f2_email: 'a@b.test' }, submitted: true });
    expect(heldStyle()).not.toContain('#f2');
  });

  it('leaves a submit the app handled alone, and a claimed form is the app\'s from then on', () => {
    page('<form id="f3"><input id="f3_email"></form>');
    const form = document.getElementById('f3')!;
    const handled = (event: Event) => event.preventDefault();
    form.addEventListener('submit', handled);
    submit('f3');
    form.removeEventListener('submit', handled);
    expect(claimHeldForm('f3').submitted).toBe(false);
    type('f3_email', 'later@b.test');
    submit('f3');
    expect(claimHeldForm('f3')).toEqual({ values: {}, submitted: false });
  });

  it('Escape hides the top modal at once and holds its close; what was typed in it goes with it', () => {
    page(loginModal('f4'));
    type('f4_email', 'a@b.test');
    submit('f4');
    document.getElementById('f4_email')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(heldStyle()).toContain('[data-modal-layer="login"]{display:none!important}');
    expect(takeHeldCloses()).toEqual(['login']);
    expect(takeHeldCloses()).toEqual([]);
    expect(claimHeldForm('f4')).toEqual({ values: {}, submitted: false });
    // Shown again (opened after the app closed it): no longer hidden.
    heldModalShown('login');
    expect(heldStyle()).not.toContain('login');
  });

  it('the close button does the same; the modal stays hidden while its close is still due', () => {
    page(loginModal('f5'));
    (document.querySelector('[data-modal-close]') as HTMLElement).click();
    heldModalShown('login');
    expect(heldStyle()).toContain('[data-modal-layer="login"]');
    expect(takeHeldCloses()).toEqual(['login']);
    heldModalShown('login');
    expect(heldStyle()).not.toContain('login');
  });

  it('holds nothing once the app is ready (html[data-app-ready]): its own handlers have it all', () => {
    page(loginModal('f6'));
    document.documentElement.setAttribute('data-app-ready', '');
    type('f6_email', 'a@b.test');
    expect(submit('f6')).toBe(true);
    document.getElementById('f6_email')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(takeHeldCloses()).toEqual([]);
    expect(claimHeldForm('f6')).toEqual({ values: {}, submitted: false });
  });

  it('what was held is for the page it was typed on only', () => {
    page('<form id="f7"><input id="f7_email"></form>');
    type('f7_email', 'a@b.test');
    history.pushState(null, '', '/elsewhere');
    expect(claimHeldForm('f7')).toEqual({ values: {}, submitted: false });
    history.back();
  });
});
