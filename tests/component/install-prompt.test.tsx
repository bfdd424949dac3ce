// @vitest-environment jsdom
// The add-to-home-screen prompt of layout.json (spec 2.5 'an add-to-home-screen prompt'): shown once, on
// phones, when the browser offers installing (Chrome's beforeinstallprompt), off game pages; either answer
// is remembered under a fixed key.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { NodeDocument } from '../../src/generated/types';
import { RenderNodes } from '../../src/renderer/RenderNode';
import { RendererContext } from '../../src/renderer/RendererContext';
import { emptyScope } from '../../src/renderer/scope';
import { installPromptStore, listenForInstallPrompt } from '../../src/platform/installable/register';
import { showInstallPrompt } from '../../src/platform/installable/installPrompt';
import { STORAGE_KEYS } from '../../src/platform/storage';
import { rendererStandIn } from '../support/services';
import { en, renderWith } from './tournaments-helpers';
import layout from '../../brands/curacao/layout.json';

const renderer = rendererStandIn();
const node = (layout.notices as unknown as NodeDocument[]).find((n) => n.type === 'InstallPrompt')!;
function renderPrompt(url: string) {
  return renderWith(
    <RendererContext.Provider value={renderer}><RenderNodes nodes={[node]} path="layout.json#/notices" /></RendererContext.Provider>,
    () => { throw new Error('no call expected'); },
    { ...emptyScope, settings: {} } as never,
    url,
  );
}
const banner = () => screen.queryByRole('region', { name: en('text.app.install.label') });

/** A fake of Chrome's event: prompt() is recorded. */
function offerInstall() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  act(() => { window.dispatchEvent(event); });
  return event;
}

let phone = true;
/** The widget's screen-width listeners: one is there once the widget has mounted and read storage. */
const mediaListeners = new Set<() => void>();
const mounted = () => waitFor(() => expect(mediaListeners.size).toBe(1));
let stopListening: () => void = () => {};
beforeEach(() => {
  phone = true;
  window.matchMedia = ((query: string) => ({
    get matches() { return phone; },
    media: query,
    addEventListener: (_type: string, listener: () => void) => mediaListeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => mediaListeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  stopListening = listenForInstallPrompt(window);
});
afterEach(() => {
  cleanup();
  stopListening();
  installPromptStore.used();
  localStorage.clear();
});

describe('the add-to-home-screen prompt (spec 2.5)', () => {
  it('shows on a phone once the browser offers installing, keeping the browser from its own bar', async () => {
    renderPrompt('/casino');
    expect(banner()).toBeNull();
    const event = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    await waitFor(() => expect(banner()).not.toBeNull());
    expect(screen.getByText(en('text.app.install.text'))).toBeTruthy();
  });

  it('Install opens the browser dialog and the prompt never shows again', async () => {
    renderPrompt('/casino');
    const event = offerInstall();
    await waitFor(() => expect(banner()).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: en('text.app.install.install') }));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(banner()).toBeNull());
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.installPromptAnswered) ?? 'null')).toMatchObject({ outcome: 'install' });
  });

  it('Not now is remembered: after a reload and a new offer it stays hidden', async () => {
    renderPrompt('/casino');
    offerInstall();
    await waitFor(() => expect(banner()).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: en('text.app.install.notNow') }));
    await waitFor(() => expect(banner()).toBeNull());
    expect(localStorage.getItem('installPromptAnswered')).toContain('notNow');
    cleanup();
    renderPrompt('/casino');
    offerInstall();
    await mounted();
    expect(installPromptStore.get()).not.toBeNull();
    expect(banner()).toBeNull();
  });

  it('never on desktop widths, nor on game pages', async () => {
    phone = false;
    renderPrompt('/casino');
    offerInstall();
    await mounted();
    expect(banner()).toBeNull();
    // Turned to a phone's width, the same page shows it: only the width kept it hidden.
    phone = true;
    act(() => mediaListeners.forEach((listener) => listener()));
    await waitFor(() => expect(banner()).not.toBeNull());
    cleanup();
    renderPrompt('/casino/games/golden-fortune');
    await mounted();
    expect(installPromptStore.get()).not.toBeNull();
    expect(banner()).toBeNull();
  });

  it('the rule: offered, unanswered, phone, not a game page', () => {
    const base = { promptAvailable: true, answered: false, phone: true, pathname: '/' };
    expect(showInstallPrompt(base)).toBe(true);
    expect(showInstallPrompt({ ...base, promptAvailable: false })).toBe(false);
    expect(showInstallPrompt({ ...base, answered: true })).toBe(false);
    expect(showInstallPrompt({ ...base, phone: false })).toBe(false);
    expect(showInstallPrompt({ ...base, pathname: '/play/x' })).toBe(false);
  });
});
