// spec 2.5 (add-to-home-screen): the browser's side of the service worker. Registered once the page has
// loaded, so the worker's own requests never compete with the first paint's.
export const SERVICE_WORKER_PATH = '/sw.js';

export function registerServiceWorker(win: Window = window): void {
  if (!('serviceWorker' in win.navigator)) return;
  const register = () => {
    win.navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: '/' })
      .catch((error: unknown) => console.warn('[service worker]', error));
  };
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}

/** Chrome's beforeinstallprompt event: the browser's install dialog, kept for the app to show later. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferredPrompt: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * Keeps Chrome's install prompt for the add-to-home-screen banner (a lazy widget that may load after the
 * event). Listened for from the first paint's code, because the event comes only once per page load.
 */
export function listenForInstallPrompt(win: Window = window): () => void {
  const onPrompt = (event: Event) => {
    // The brand's banner asks instead of the browser's own mini bar.
    event.preventDefault();
    deferredPrompt = event as BeforeInstallPromptEvent;
    notify();
  };
  const onInstalled = () => { deferredPrompt = null; notify(); };
  win.addEventListener('beforeinstallprompt', onPrompt);
  win.addEventListener('appinstalled', onInstalled);
  return () => {
    win.removeEventListener('beforeinstallprompt', onPrompt);
    win.removeEventListener('appinstalled', onInstalled);
  };
}

export const installPromptStore = {
  get: () => deferredPrompt,
  subscribe(listener: () => void) { listeners.add(listener); return () => { listeners.delete(listener); }; },
  /** A prompt can be shown once: after that (or after installing) there is none until the next page load. */
  used() { deferredPrompt = null; notify(); },
};
