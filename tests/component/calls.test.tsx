// @vitest-environment jsdom
// Call answers through SWR (src/platform/api/useEndpoint.ts, callCache.ts), as the app sets it up: readers
// of one call share one request; the server's answers (SWR's fallback) render on the server and hydrate
// without a request, and a reader mounted after hydration asks as for any cached answer; a player's answer
// is never the guest's the server preloaded; an action's revalidation asks again for what is on screen.
import { describe, it, expect, vi, afterEach } from 'vitest';
import { act, useState, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { callCacheConfig, callKey } from '../../src/platform/api/callCache';
import { useEndpoint, useRevalidateCalls } from '../../src/platform/api/useEndpoint';
import type { ApiClient } from '../../src/platform/api/client';
import { HydrationPhase } from '../../src/ssr/hydrated';
import { preloadedFrom } from '../../src/ssr/preloaded';
import { useSession } from '../../src/platform/session';
import { CallsContext, type Calls } from '../../src/platform/api/calls';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const providers = (...names: string[]) => ({ data: { providers: names.map((name) => ({ name })) } });

function Providers({ testId }: { testId: string }) {
  const { data, error, isLoading } = useEndpoint('getProviders', {});
  const names = (data as { data?: { providers?: Array<{ name: string }> } } | undefined)?.data?.providers?.map((p) => p.name) ?? [];
  return <p data-testid={testId}>{data ? names.join(', ') : error ? 'failed' : isLoading ? 'loading' : ''}</p>;
}

/** The app's setup of SWR (src/shell/App.tsx): the server's answers as fallback, a cache of its own. */
function App({ request, answers, hydrating = false, children }: { request: ApiClient['request']; answers?: Record<string, unknown>; hydrating?: boolean; children: ReactNode }) {
  const [config] = useState(() => ({ api: { request }, preloaded: answers ? preloadedFrom(answers) : undefined } as unknown as Calls));
  const [calls] = useState(() => callCacheConfig(config.preloaded?.fallback()));
  return (
    <HydrationPhase hydrating={hydrating}>
      <CallsContext.Provider value={config}>
        <SWRConfig value={calls}>{children}</SWRConfig>
      </CallsContext.Provider>
    </HydrationPhase>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  cleanup();
  document.body.innerHTML = '';
  useSession.setState({ authenticated: false, token: null, user: null });
});

describe('readers of one call', () => {
  it('two widgets asking the same call make one request and show the same answer', async () => {
    const request = vi.fn(async () => providers('Pragmatic'));
    render(<App request={request as never}><Providers testId="header" /><Providers testId="page" /></App>);
    await waitFor(() => expect(screen.getByTestId('page').textContent).toBe('Pragmatic'));
    expect(screen.getByTestId('header').textContent).toBe('Pragmatic');
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('a failure is the error state; asking again (mutate) clears it', async () => {
    const request = vi.fn().mockRejectedValueOnce(new Error('503')).mockResolvedValue(providers('NetEnt'));
    let retry: () => Promise<void> = async () => {};
    function Retry() {
      retry = useEndpoint('getProviders', {}).mutate;
      return null;
    }
    render(<App request={request as never}><Providers testId="list" /><Retry /></App>);
    await waitFor(() => expect(screen.getByTestId('list').textContent).toBe('failed'));
    await act(() => retry());
    expect(screen.getByTestId('list').textContent).toBe('NetEnt');
    expect(request).toHaveBeenCalledTimes(2);
  });
});

describe("the server's answers (SWR's fallback)", () => {
  const answers = { [callKey('getProviders', {})]: providers('Play’n GO') };

  it('render on the server, hydrate the same markup without a request; a reader mounted after hydration asks', async () => {
    const request = vi.fn(async () => providers('Play’n GO', 'Yggdrasil'));
    let show: (shown: boolean) => void = () => {};
    function Page() {
      const [later, setLater] = useState(false);
      show = setLater;
      return <><Providers testId="first" />{later && <Providers testId="later" />}</>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<App request={request as never} answers={answers} hydrating><Page /></App>);
    expect(container.textContent).toBe('Play’n GO');
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <App request={request as never} answers={answers} hydrating><Page /></App>, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('Play’n GO');
    expect(request).not.toHaveBeenCalled();
    // After hydration the answer is a cached one like any other: a new reader shows it and asks again.
    await act(async () => show(true));
    await waitFor(() => expect(container.textContent).toBe('Play’n GO, YggdrasilPlay’n GO, Yggdrasil'));
    expect(request).toHaveBeenCalledTimes(1);
  });

  it("a call the server did not answer renders loading on both sides, then is asked for", async () => {
    const request = vi.fn(async () => providers('NetEnt'));
    const container = document.createElement('div');
    container.innerHTML = renderToString(<App request={request as never} answers={{}} hydrating><Providers testId="list" /></App>);
    expect(container.textContent).toBe('loading');
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <App request={request as never} answers={{}} hydrating><Providers testId="list" /></App>, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    await waitFor(() => expect(container.textContent).toBe('NetEnt'));
    expect(errors).toEqual([]);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it("a signed-in player never sees the guest's answer the server preloaded: the call is theirs", async () => {
    useSession.setState({ authenticated: true, token: 't', user: { userId: 7 } });
    let answer: (value: unknown) => void = () => {};
    const request = vi.fn(() => new Promise((resolve) => { answer = resolve; }));
    render(<App request={request as never} answers={answers}><Providers testId="list" /></App>);
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('list').textContent).toBe('loading');
    await act(async () => answer(providers('For player 7')));
    expect(screen.getByTestId('list').textContent).toBe('For player 7');
  });
});

describe('revalidation after an action', () => {
  it('asks again for every shown answer of the endpoint, whatever its params, and leaves other calls alone', async () => {
    let version = 1;
    const request = vi.fn(async (_method: string, path: string) => (path.endsWith('/providers') ? providers(`v${version}`) : { data: { games: { rows: [] } } }));
    let revalidate: (...endpoints: Parameters<ReturnType<typeof useRevalidateCalls>>) => Promise<void> = async () => {};
    function Action() {
      revalidate = useRevalidateCalls();
      useEndpoint('getGames', { limit: 1 });
      return null;
    }
    render(<App request={request as never}><Providers testId="list" /><Action /></App>);
    await waitFor(() => expect(screen.getByTestId('list').textContent).toBe('v1'));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
    version = 2;
    await act(() => revalidate('getProviders'));
    expect(screen.getByTestId('list').textContent).toBe('v2');
    expect(request.mock.calls.map((c) => String(c[1]).split('/').pop())).toEqual(expect.arrayContaining(['providers', 'games']));
    expect(request.mock.calls.filter((c) => String(c[1]).endsWith('/providers'))).toHaveLength(2);
    expect(request).toHaveBeenCalledTimes(3);
  });
});
