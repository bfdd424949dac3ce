// @vitest-environment jsdom
import { describe, it, expect } from 'vitest';
import { initialColorMode, applyColorMode } from '../../../src/shell/colorMode';

describe('colour mode (spec 1)', () => {
  it('spec 1: starts from the configured default', () => {
    expect(initialColorMode(null, 'dark', false)).toBe('dark');
    expect(initialColorMode(null, 'light', true)).toBe('light');
  });
  it('spec 1: otherwise from the system preference', () => {
    expect(initialColorMode(null, undefined, true)).toBe('dark');
    expect(initialColorMode(null, 'system', false)).toBe('light');
  });
  it('spec 1: the user\'s toggled choice is remembered and wins', () => {
    expect(initialColorMode('light', 'dark', true)).toBe('light');
    expect(initialColorMode('garbage', 'dark', false)).toBe('dark');
  });
  it('sets the class Chakra reads and the color-scheme', () => {
    const root = document.createElement('html');
    applyColorMode('light', root);
    expect(root.classList.contains('light')).toBe(true);
    expect(root.classList.contains('dark')).toBe(false);
    expect(root.style.colorScheme).toBe('light');
  });
});
