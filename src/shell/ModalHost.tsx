// Renders every open modal: named ones from ?modal= and local ones from the modal store.
// - A closed modal stays mounted with open=false for its 300 ms exit animation, then goes (spec 2.4).
// - Modals that appear together (several ?modal= values in one address) open one after another, so
//   each new dialog hides the ones below it from screen readers instead of all hiding each other.
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ModalDocument } from '../generated/types';
import { useBrand } from './BrandContext';
import { MODAL_EXIT_MS, openModalNames } from './modalQuery';
import { useModalStore } from './modalStore';
import { useModalServices } from './useModalServices';
import { useHydrated } from '../ssr/hydrated';
import { takeHeldCloses } from '../ssr/heldInput';

// The dialog machinery (focus trap, dismissable layers) loads with the first modal, not with every page.
const ModalView = lazy(() => import('./ModalView').then((m) => ({ default: m.ModalView })));

interface Shown { key: string; name: string; doc: ModalDocument; local?: string; open: boolean }
const STAGGER_MS = 50;

export function ModalHost({ dev }: { dev: boolean }) {
  const [search] = useSearchParams();
  const brand = useBrand();
  const local = useModalStore((s) => s.local);
  const touchQuery = useModalStore((s) => s.touchQuery);
  const { closeModal } = useModalServices(brand);
  const queryNames = openModalNames(search).filter((name) => {
    const doc = brand.modals[name];
    if (!doc && dev) console.warn(`?modal=${name}: no modal document modals/${name}.json`);
    return doc && doc.queryOpenable !== false;
  });
  const queryKey = queryNames.join(',');
  useEffect(() => touchQuery(queryNames), [queryKey]); // eslint-disable-line react-hooks/exhaustive-deps -- queryNames is a new array each render: its joined names (queryKey) are the dependency

  // A modal the player closed (Escape, its close button) before the app ran (public/held-input.js hid it): closed
  // now, as the app closes one, so the address loses its ?modal=. When the app answers input (hydrated), before
  // html[data-app-ready] ends the script's holding (Runtime's effect runs after this one). A name no longer open
  // (the app closed it itself meanwhile) closes nothing. The server shows one modal at a time (useOneAfterAnother).
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) for (const closed of takeHeldCloses()) closeModal(closed);
  }, [hydrated]); // eslint-disable-line react-hooks/exhaustive-deps -- once, on hydration: the closes held before it are taken a single time

  const current: Shown[] = [
    ...queryNames.map((name) => ({ key: `q:${name}`, name, doc: brand.modals[name], open: true })),
    ...local.flatMap((m) => {
      const doc = m.content ?? (m.name ? brand.modals[m.name] : undefined);
      return doc ? [{ key: `l:${m.id}`, name: m.name ?? m.id, doc, local: m.id, open: true }] : [];
    }),
  ];
  const { visible, onMounted } = useOneAfterAnother(current);
  const shown = useExitAnimations(visible);

  return (
    <Suspense fallback={null}>
      {shown.map((m) => (
        <ModalView key={m.key} doc={m.doc} name={m.name} open={m.open} path={`modals/${m.name}.json#`} onMounted={onMounted}
          onClose={() => closeModal(m.local ? undefined : m.name, m.local)} />
      ))}
    </Suspense>
  );
}

/**
 * Lets modals that arrive together open one after another: the next opens only once the one before
 * has mounted (the dialog code loads lazily, so a timer alone would let them mount in one commit).
 */
function useOneAfterAnother(current: Shown[]): { visible: Shown[]; onMounted: () => void } {
  const [mounted, setMounted] = useState(0);
  useEffect(() => {
    if (mounted > current.length) setMounted(current.length);
  }, [mounted, current.length]);
  const onMounted = useCallback(() => {
    setTimeout(() => setMounted((n) => n + 1), STAGGER_MS);
  }, []);
  return { visible: current.slice(0, Math.min(current.length, mounted + 1)), onMounted };
}

/** Keeps modals that just left the list mounted, closed, for the exit animation. */
function useExitAnimations(current: Shown[]): Shown[] {
  const [previous, setPrevious] = useState(current);
  const [closing, setClosing] = useState<Shown[]>([]);
  const keys = current.map((m) => m.key).join('|');
  // Adjusting state while rendering (React's pattern for "a prop changed"): the modal that left is
  // in `closing` in the same render, so it is never unmounted before its animation.
  if (previous.map((m) => m.key).join('|') !== keys) {
    const gone = previous.filter((p) => !current.some((c) => c.key === p.key)).map((m) => ({ ...m, open: false }));
    setPrevious(current);
    setClosing((c) => [...c.filter((x) => !current.some((m) => m.key === x.key) && !gone.some((g) => g.key === x.key)), ...gone]);
  }
  useEffect(() => {
    if (!closing.length) return;
    const timer = setTimeout(() => setClosing([]), MODAL_EXIT_MS + 50);
    return () => clearTimeout(timer);
  }, [closing]);
  // React re-renders at once after a state change made while rendering, so `closing` is current here.
  return [...current, ...closing.filter((c) => !current.some((m) => m.key === c.key))];
}
