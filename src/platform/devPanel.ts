// The developer panel of devMode (docs/operators.md "devMode"): a small box in a corner saying which brand
// version, settings source and language the page runs with, with a button that turns devMode off; the same
// is logged to the console with the settings. Loaded after the page is on screen, only when devMode is on.
// Plain DOM (no React, no Chakra), so it cannot disturb the app's tree or hydration.
import { STORAGE_KEYS, remove } from './storage';

export interface DevPanelInput {
  brand: string;
  hash: string;
  settingsSource: string;
  locale: () => string;
  settings: Record<string, unknown>;
  t: (key: string, values?: Record<string, unknown>) => string;
  doc?: Document;
}

/** The panel's lines (pure: what the panel says). */
export function devPanelLines(input: Pick<DevPanelInput, 'brand' | 'hash' | 'settingsSource' | 't'> & { locale: string }): string[] {
  return [
    input.t('text.platform.dev.brand', { brand: input.brand, hash: input.hash }),
    input.t('text.platform.dev.settings', { source: input.settingsSource }),
    input.t('text.platform.dev.locale', { locale: input.locale }),
  ];
}

export function showDevPanel(input: DevPanelInput): HTMLElement & { refresh: () => void } {
  const doc = input.doc ?? document;
  console.info('[devMode]', { brand: input.brand, hash: input.hash, settingsSource: input.settingsSource, locale: input.locale(), settings: input.settings });
  const panel = doc.createElement('aside');
  panel.setAttribute('aria-label', input.t('text.platform.dev.label'));
  panel.dataset.testid = 'dev-panel';
  panel.style.cssText = 'position:fixed;left:8px;bottom:8px;z-index:2147483000;max-width:20rem;padding:8px 10px;'
    + 'font:12px/1.4 ui-monospace,monospace;background:#111;color:#f5f5f5;border:1px solid #888;border-radius:6px;opacity:.92';
  const title = doc.createElement('strong');
  title.textContent = input.t('text.platform.dev.label');
  const list = doc.createElement('ul');
  list.style.cssText = 'margin:4px 0;padding:0;list-style:none';
  const fill = () => {
    list.replaceChildren(...devPanelLines({ ...input, locale: input.locale() }).map((line) => {
      const item = doc.createElement('li');
      item.textContent = line;
      return item;
    }));
  };
  fill();
  const off = doc.createElement('button');
  off.type = 'button';
  off.textContent = input.t('text.platform.dev.off');
  off.style.cssText = 'font:inherit;color:#111;background:#f5f5f5;border:0;border-radius:4px;padding:2px 8px;min-height:24px;cursor:pointer';
  off.addEventListener('click', () => {
    remove(STORAGE_KEYS.devMode);
    panel.remove();
  });
  panel.append(title, list, off);
  doc.body.append(panel);
  return Object.assign(panel, { refresh: fill });
}
