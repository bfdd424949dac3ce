// Issue 26, "publish to live p95 under 1 s": a running server looks at the store when a publish writes to it, not
// only on its poll. Here the poll is an hour, so only the watch can make the server check the draft (its verdict is
// what go-live waits for) and then serve the new live version.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { join } from 'node:path';
import { brandsWith, removeMadeBrands } from '../brand/helpers.ts';
import { bundleBrand } from '../../../src/brand/index.ts';
import { BrandStore } from '../../../src/brand/store.ts';
import { goLive } from '../../../src/brand/go-live.ts';
import { LiveBrand } from '../../../server/site/liveBrand.ts';

afterEach(removeMadeBrands);

const quiet = { log: () => {}, error: () => {} };
const HOUR = 3_600_000;

describe('a running server watches its brand in the store', () => {
  it('checks a draft as it lands and serves the new live version, with no poll in between', async () => {
    const dir = brandsWith(['base', 'child']);
    const store = new BrandStore(join(dir, 'store'));
    store.publish(bundleBrand('child', { brandsDir: dir }).bundle!, new Date());
    const server = new LiveBrand(store, 'child', { pollMs: HOUR, server: 'site-a', log: quiet });
    const first = server.start().hash;
    try {
      const changed = brandsWith(['base', 'child'], { 'child/brand.json': { id: 'child', name: 'Child, changed', extends: 'base' } });
      const next = bundleBrand('child', { brandsDir: changed }).bundle!;
      expect(next.hash).not.toBe(first);
      store.publish(next, new Date(), { draft: true });
      const said: string[] = [];
      const started = Date.now();
      expect(await goLive(store, 'child', next.hash, { say: (line) => said.push(line), said: () => 'live' })).toBe(true);
      expect(said).toEqual(['live (accepted by 1 running server)']);
      await vi.waitFor(() => expect(server.current().hash).toBe(next.hash), { timeout: 5000, interval: 10 });
      // Far less than go-live's wait for a silent server (10 s), which is what an unwatched server would cost.
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      server.close();
    }
  });

  it("issue 28: a server that neither watches nor polls soon takes a publish another server saw, told by its notice", async () => {
    const dir = brandsWith(['base', 'child']);
    const store = new BrandStore(join(dir, 'store'));
    store.publish(bundleBrand('child', { brandsDir: dir }).bundle!, new Date());
    // B stands for a server whose store folder cannot be watched (a network file system), polling hourly; A's notices
    // (main.ts: over Redis pub/sub) make it look at once.
    const serverB = new LiveBrand(store, 'child', { pollMs: HOUR, watch: false, server: 'site-b', log: quiet });
    const notices: number[] = [];
    const serverA = new LiveBrand(store, 'child', { pollMs: HOUR, server: 'site-a', log: quiet, onChange: () => { notices.push(Date.now()); serverB.refresh(); } });
    serverB.start();
    serverA.start();
    try {
      const changed = brandsWith(['base', 'child'], { 'child/brand.json': { id: 'child', name: 'Child, told', extends: 'base' } });
      const next = bundleBrand('child', { brandsDir: changed }).bundle!;
      store.publish(next, new Date(), { draft: true });
      const said: string[] = [];
      expect(await goLive(store, 'child', next.hash, { say: (line) => said.push(line), said: () => 'live' })).toBe(true);
      // Both servers checked the draft (B because A told it), so go-live heard both verdicts.
      expect(said).toEqual(['live (accepted by 2 running servers)']);
      await vi.waitFor(() => expect(serverB.current().hash).toBe(next.hash), { timeout: 5000, interval: 10 });
      expect(notices.length).toBeGreaterThanOrEqual(2); // the draft checked, then the version made live
    } finally {
      serverA.close();
      serverB.close();
    }
  });
});
