// jsdom lacks what Chakra UI's Menu/Popover/Dialog and our colour mode use (STACK.md).
if (typeof window !== 'undefined') {
  if (!('ResizeObserver' in window)) {
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList;
  }
  if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => {};
}

// waitFor and findBy* wait for a state; their bound (1 s by default) is what a busy CI machine (a CPU hog
// per core) overruns with jsdom renders and 300 ms exit animations. A longer bound waits no longer when
// the state comes, and a test that fails still fails.
if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5000 });
}

export {};
