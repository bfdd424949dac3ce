// Renders every open modal: named ones from ?modal= and local ones from the modal store. A closed
// modal stays mounted for its exit animation, then goes.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useBrand } from './BrandContext';
import { openModalNames } from './modalQuery';
import { useModalStore } from './modalStore';
import { useModalServices } from './useModalServices';
import { MODAL_EXIT_MS } from './modalQuery';

// The dialog machinery (focus trap, dismissable layers) loads with the first modal, not with every page.
const ModalView = lazy(() => import('./ModalView').then((m) => ({ default: m.ModalView })));

interface Shown { key: string; name: string; open: boolean; local?: string }

export function ModalHost({ dev }: { dev: boolean }) {
  const [search] = useSearchParams();
  const brand = useBrand();
  const local = useModalStore((s) => s.local);
  const touchQuery = useModalStore((s) => s.touchQuery);
  const { closeModal } = useModalServices();
  const queryNames = openModalNames(search).filter((name) => {
    const doc = brand.modals[name];
    if (!doc && dev) console.warn(`?modal=${name}: no modal document modals/${name}.json`);
    return doc && doc.queryOpenable !== false;
  });
  const queryKey = queryNames.join(',');
  useEffect(() => touchQuery(queryNames), [queryKey]); // eslint-disable-line react-hooks/exhaustive-deps

  const current: Shown[] = [
    ...queryNames.map((name) => ({ key: `q:${name}`, name, open: true })),
    ...local.map((m) => ({ key: `l:${m.id}`, name: m.name ?? m.id, open: true, local: m.id })),
  ];
  const closing = useClosing(current);

  return (
    <Suspense fallback={null}>
      {[...current, ...closing].map((m) => {
        const doc = m.local ? local.find((l) => l.id === m.local)?.content ?? brand.modals[m.name] : brand.modals[m.name];
        const remembered = doc ?? lastDocs.get(m.key);
        if (!remembered) return null;
        lastDocs.set(m.key, remembered);
        return (
          <ModalView key={m.key} doc={remembered} name={m.name} open={m.open} path={`modals/${m.name}.json#`}
            onClose={() => closeModal(m.local ? undefined : m.name, m.local)} />
        );
      })}
    </Suspense>
  );
}

// The documents of closing local modals are gone from the store; keep them for the exit animation.
const lastDocs = new Map<string, NonNullable<ReturnType<typeof useBrand>['modals'][string]>>();

function useClosing(current: Shown[]): Shown[] {
  const previous = useRef<Shown[]>([]);
  const [closing, setClosing] = useState<Shown[]>([]);
  const keys = current.map((m) => m.key).join('|');
  useEffect(() => {
    const gone = previous.current.filter((p) => !current.some((c) => c.key === p.key)).map((m) => ({ ...m, open: false }));
    previous.current = current;
    if (!gone.length) return;
    setClosing((c) => [...c.filter((x) => !current.some((m) => m.key === x.key)), ...gone]);
    const timer = setTimeout(() => {
      setClosing((c) => c.filter((x) => !gone.some((g) => g.key === x.key)));
      gone.forEach((g) => lastDocs.delete(g.key));
    }, MODAL_EXIT_MS + 50);
    return () => clearTimeout(timer);
  }, [keys]); // eslint-disable-line react-hooks/exhaustive-deps
  return closing.filter((c) => !current.some((m) => m.key === c.key));
}
