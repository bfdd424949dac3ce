// @vitest-environment jsdom
// Hydration's end (issue 12: personal parts render after hydration; no long task): the server and the
// hydrating browser show the guest session, so the markup matches; after hydration the stored session
// shows (src/ssr/hydrated.tsx; that it costs no long task is measured by npm run bench:web).
import { describe, it, expect, afterEach } from 'vitest';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, createRoot, type Root } from 'react-dom/client';
import { HydrationPhase, useHydrated } from '../../src/ssr/hydrated';
import { createSessionStore, hydrationSafe } from '../../src/platform/session';
import { memoryStorage } from '../unit/memoryStorage';

function signedInStore() {
  const storage = memoryStorage();
  storage.setItem('accessToken', 'token-1');
  const store = hydrationSafe(createSessionStore({ storage }));
  store.getState().setUser({ firstName: 'Ada' });
  return store;
}

function Greeting({ store }: { store: ReturnType<typeof signedInStore> }) {
  const name = store((s) => (s.authenticated ? String(s.user?.firstName) : null));
  const hydrated = useHydrated();
  return <p data-hydrated={String(hydrated)}>{name ? `Hello ${name}` : 'Log in'}</p>;
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('HydrationPhase and the session hook', () => {
  it('the server renders the guest session, whatever the store holds', () => {
    const html = renderToString(<HydrationPhase hydrating><Greeting store={signedInStore()} /></HydrationPhase>);
    expect(html).toContain('Log in');
    expect(html).toContain('data-hydrated="false"');
  });

  it('hydrates the guest markup without a mismatch, then shows the stored session', async () => {
    const store = signedInStore();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<HydrationPhase hydrating><Greeting store={store} /></HydrationPhase>);
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <HydrationPhase hydrating><Greeting store={store} /></HydrationPhase>, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('Hello Ada');
    expect(container.querySelector('p')!.getAttribute('data-hydrated')).toBe('true');
  });

  it('a browser that does not hydrate shows the stored session at once', () => {
    const store = signedInStore();
    const container = document.createElement('div');
    document.body.append(container);
    act(() => {
      root = createRoot(container);
      root.render(<HydrationPhase hydrating={false}><Greeting store={store} /></HydrationPhase>);
    });
    expect(container.textContent).toBe('Hello Ada');
  });

  it('without a HydrationPhase (widgets in tests, tools) the stored session shows', () => {
    const store = signedInStore();
    const container = document.createElement('div');
    document.body.append(container);
    act(() => {
      root = createRoot(container);
      root.render(<Greeting store={store} />);
    });
    expect(container.textContent).toBe('Hello Ada');
  });
});
