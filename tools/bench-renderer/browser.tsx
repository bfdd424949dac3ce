// The browser side of npm run bench:renderer, bundled by esbuild into a page of its own: mounts either
// variant of the bench page into a fresh root and times createRoot + render + flushSync (the commit to
// the DOM included), then unmounts. Runs are driven by tools/bench-renderer.tsx through
// window.__benchRenderer.run(order).
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { BenchProviders, JsxPage, RendererPage, benchContext, benchPageDocument } from './page';
import type { Variant } from './measure';

// Parsed once, as the shell holds a page's document once it has loaded it.
const nodes = benchPageDocument();
const context = benchContext();

function mountOnce(variant: Variant): number {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const element = (
    <BenchProviders context={context}>
      {variant === 'renderer' ? <RendererPage nodes={nodes} /> : <JsxPage />}
    </BenchProviders>
  );
  const start = performance.now();
  const root = createRoot(container);
  flushSync(() => root.render(element));
  const elapsed = performance.now() - start;
  root.unmount();
  container.remove();
  return elapsed;
}

const gc = (globalThis as { gc?: () => void }).gc;
// A macrotask between runs: whatever a run scheduled (effects, emotion's style work) ends outside the
// next run's timing.
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function run(order: Variant[]): Promise<Array<{ variant: Variant; ms: number }>> {
  const out: Array<{ variant: Variant; ms: number }> = [];
  for (const variant of order) {
    gc?.();
    await yieldToBrowser();
    out.push({ variant, ms: mountOnce(variant) });
  }
  return out;
}

(window as unknown as { __benchRenderer: unknown }).__benchRenderer = { run };
