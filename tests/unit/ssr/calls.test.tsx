// Call answers on the server (Node: no window): the same hooks as the browser (useEndpoint, SWR) render in
// passes (src/ssr/renderPage.tsx): a call the page reads is wanted by the collector, fetched between passes,
// then rendered from SWR's fallback; SWR itself never fetches on the server; each request starts from nothing.
import { describe, it, expect, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { SWRConfig } from 'swr';
import { callCacheConfig, callKey } from '../../../src/platform/api/callCache';
import { useEndpoint } from '../../../src/platform/api/useEndpoint';
import { HydrationPhase } from '../../../src/ssr/hydrated';
import { PreloadCollector } from '../../../src/ssr/preloaded';
import { CallsContext, type Calls } from '../../../src/platform/api/calls';

function Providers() {
  const { data, isLoading } = useEndpoint('getProviders', {});
  const names = (data as { data?: { providers?: Array<{ name: string }> } } | undefined)?.data?.providers?.map((p) => p.name);
  return <p>{isLoading ? 'loading' : names?.join(', ')}</p>;
}

/** One render pass as renderPage makes it: the App's SWR setup with the collector's answers as fallback. */
function pass(collector: PreloadCollector, request: unknown): string {
  collector.beginPass();
  const config = { api: { request }, preloaded: collector } as unknown as Calls;
  return renderToString(
    <HydrationPhase hydrating>
      <CallsContext.Provider value={config}>
        <SWRConfig value={callCacheConfig(collector.fallback())}><Providers /></SWRConfig>
      </CallsContext.Provider>
    </HydrationPhase>,
  );
}

describe('useEndpoint on the server', () => {
  it('the first pass wants the call and shows loading; the next shows the answer, which goes into the HTML', async () => {
    expect(typeof window).toBe('undefined');
    const request = vi.fn(async () => ({ data: { providers: [{ name: 'NetEnt' }] } }));
    const collector = new PreloadCollector();
    expect(pass(collector, request)).toContain('loading');
    expect(request).not.toHaveBeenCalled();
    expect(collector.pending).toBe(1);
    await collector.fetchWanted(1000);
    expect(pass(collector, request)).toContain('NetEnt');
    expect(collector.pending).toBe(0);
    expect(request).toHaveBeenCalledTimes(1);
    const key = callKey('getProviders', {});
    expect(collector.toJSON()).toEqual({ [key]: { data: { providers: [{ name: 'NetEnt' }] } } });
    expect(collector.calls).toEqual([key]);
  });

  it("another request's render starts from nothing: no answer of the last one shows", async () => {
    const first = new PreloadCollector();
    pass(first, async () => ({ data: { providers: [{ name: 'NetEnt' }] } }));
    await first.fetchWanted(1000);
    expect(pass(first, vi.fn())).toContain('NetEnt');
    const request = vi.fn(async () => ({ data: { providers: [{ name: 'Yggdrasil' }] } }));
    expect(pass(new PreloadCollector(), request)).toContain('loading');
  });
});
