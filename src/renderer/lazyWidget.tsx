// A registry entry for a widget of a chunk (its schema's x-chunk, see tools/gen.ts): the chunk loads the
// first time a document shows one of its widgets. Until then the widget shows nothing in its place
// (its own skeletons take over once loaded); a chunk that fails to load is the NodeErrorBoundary's.
import { lazy, Suspense, type ComponentType } from 'react';
import type { WidgetComponent, WidgetRenderProps } from '../widgets/types';

export function lazyWidget<P>(load: () => Promise<Record<string, unknown>>, name: string): WidgetComponent<P> {
  const Lazy = lazy(async () => {
    const chunk = await load();
    const widget = chunk[name] as ComponentType<WidgetRenderProps<P>> | undefined;
    if (!widget) throw new Error(`the chunk has no widget "${name}"`);
    return { default: widget };
  });
  function LazyWidget(props: WidgetRenderProps<P>) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  LazyWidget.displayName = `Lazy(${name})`;
  return LazyWidget;
}
