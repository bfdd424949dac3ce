// What the renderer needs from the shell: the action context base, whether this is a development
// build (visible fallbacks, props checked at render), and where to report failures.
import { createContext, useContext } from 'react';
import type { ActionBase } from './runActions';

export interface RendererServices {
  actionBase: Omit<ActionBase, 'scope'>;
  dev: boolean;
  /** In development: checks a node's props against its widget schema; returns a message or null. */
  validateProps?: (type: string, props: unknown) => string | null;
  /** A failed action chain or node: shown to the player as a notice, logged for developers. */
  reportError: (error: unknown, where: string) => void;
}

const noop = () => {};
export const RendererContext = createContext<RendererServices>({
  actionBase: {
    navigate: noop,
    goBack: noop,
    openModal: noop,
    closeModal: noop,
    api: undefined as never,
    track: async () => {},
    setColorMode: noop,
    logout: async () => {},
  },
  dev: false,
  reportError: (error, where) => console.error(`[renderer] ${where}`, error),
});

export const useRenderer = () => useContext(RendererContext);
