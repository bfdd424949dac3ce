// spec 3 Browser storage: the devMode local storage key (what it turns on is ours: docs/operators.md "devMode").
import { describe, it, expect } from 'vitest';
import { isDevMode } from '../../../src/platform/devModeFlag';
import { devPanelLines } from '../../../src/platform/devPanel';
import { STORAGE_KEYS } from '../../../src/platform/storage';

describe('spec 3 Browser storage: devMode', () => {
  it('is on for 1 or true under the devMode key, off otherwise', () => {
    expect(STORAGE_KEYS.devMode).toBe('devMode');
    for (const on of ['1', 'true', ' TRUE ']) expect(isDevMode(on), on).toBe(true);
    for (const off of [null, undefined, '', '0', 'false', 'yes']) expect(isDevMode(off), String(off)).toBe(false);
  });

  it('the panel says the brand version, the settings source and the language, through text keys', () => {
    const t = (key: string, values?: Record<string, unknown>) => `${key} ${JSON.stringify(values ?? {})}`;
    expect(devPanelLines({ brand: 'lulu', hash: 'abc123', settingsSource: 'settings2', locale: 'de', t })).toEqual([
      'text.platform.dev.brand {"brand":"lulu","hash":"abc123"}',
      'text.platform.dev.settings {"source":"settings2"}',
      'text.platform.dev.locale {"locale":"de"}',
    ]);
  });
});
