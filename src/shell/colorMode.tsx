// Colour mode (spec 1): starts from the configured default, otherwise the system preference; the
// user toggles dark/light and the choice is remembered. Our own few lines instead of next-themes,
// whose inline script would break the site's script-src 'self' policy; public/color-mode.js applies
// the remembered mode before first paint with the same rule.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useHydrated } from '../ssr/hydrated';
import type { ColorMode, ColorModeServices } from '../renderer/services';

export type { ColorMode };
export const COLOR_MODE_KEY = 'colorMode';

export function initialColorMode(stored: string | null, configured: string | undefined, systemPrefersDark: boolean): ColorMode {
  if (stored === 'dark' || stored === 'light') return stored;
  if (configured === 'dark' || configured === 'light') return configured;
  return systemPrefersDark ? 'dark' : 'light';
}

export function applyColorMode(mode: ColorMode, root: HTMLElement = document.documentElement) {
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
}

const ColorModeContext = createContext<ColorModeServices>({ colorMode: 'dark', setColorMode: () => {} });

function readStored(): string | null {
  try { return localStorage.getItem(COLOR_MODE_KEY); } catch { return null; }
}

export function ColorModeProvider({ configured, children }: { configured?: string; children: ReactNode }) {
  const [colorMode, setMode] = useState<ColorMode>(() =>
    initialColorMode(readStored(), configured, typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches),
  );
  useEffect(() => applyColorMode(colorMode), [colorMode]);
  const setColorMode = useCallback((mode: ColorMode | 'toggle') => {
    setMode((current) => {
      const next = mode === 'toggle' ? (current === 'dark' ? 'light' : 'dark') : mode;
      try { localStorage.setItem(COLOR_MODE_KEY, next); } catch { /* private mode: the choice lasts this visit */ }
      return next;
    });
  }, []);
  // The server knows no stored choice: while hydrating its HTML, widgets see the mode it rendered with
  // (public/color-mode.js has already painted the right one; the widgets catch up right after).
  const hydrated = useHydrated();
  const shown = hydrated ? colorMode : initialColorMode(null, configured, true);
  // The same value while the mode is the same: hydration's end must not render every reader again.
  const value = useMemo<ColorModeServices>(() => ({ colorMode: shown, setColorMode }), [shown, setColorMode]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export const useColorMode = () => useContext(ColorModeContext);
