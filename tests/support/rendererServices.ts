// The renderer's services for component tests: every shell service a spy, failures reported to a spy.
import { vi } from 'vitest';
import type { RendererServices } from '../../src/renderer/RendererContext';

export function rendererServices(overrides: Partial<RendererServices> = {}): RendererServices {
  return {
    actionBase: {
      navigate: vi.fn(), goBack: vi.fn(), openModal: vi.fn(), closeModal: vi.fn(), api: {} as never,
      track: vi.fn(async () => {}), setColorMode: vi.fn(), logout: vi.fn(async () => {}),
    },
    dev: false,
    reportError: vi.fn(),
    ...overrides,
  };
}
