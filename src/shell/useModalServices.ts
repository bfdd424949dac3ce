// openModal / closeModal for actions and the shell. Query-openable named modals live in the address
// (?modal=name, pushed without a page load); others and inline content live in the modal store. Closing a
// query modal also removes the query parameters its document lists as its own (queryParams, e.g. met).
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ModalDocument } from '../generated/types';
import type { ModalServices } from '../renderer/services';
import type { BrandBundle } from '../platform/brand';
import { useModalStore } from './modalStore';
import { openModalNames, searchString, withModalClosed, withModalOpened } from './modalQuery';

/** The modal documents are the brand's (`brand.modals`). */
export function useModalServices(brand: Pick<BrandBundle, 'modals'>): ModalServices {
  const navigate = useNavigate();
  const location = useLocation();
  const store = useModalStore;

  const openModal = useCallback((name: string | undefined, content?: ModalDocument, options?: { query?: Record<string, string | null> }) => {
    const doc = name ? brand.modals[name] : undefined;
    if (name && !content && doc && doc.queryOpenable !== false) {
      const search = withModalOpened(new URLSearchParams(location.search), name);
      // Parameters that go with it (a result dialog's met): the modal's own, removed when it closes.
      for (const [param, value] of Object.entries(options?.query ?? {})) {
        if (value === null) search.delete(param);
        else search.set(param, value);
      }
      navigate({ pathname: location.pathname, search: searchString(search), hash: location.hash }, { preventScrollReset: true });
      return;
    }
    if (!content && !doc) throw new Error(`No modal document "${name}"`);
    store.getState().openLocal({ name, content: content ?? doc });
  }, [brand, location, navigate, store]);

  const closeModal = useCallback((name?: string, localId?: string) => {
    const state = store.getState();
    const top = state.order[state.order.length - 1];
    const target = localId ? `l:${localId}`
      : name ? (openModalNames(new URLSearchParams(location.search)).includes(name) ? `q:${name}` : `l:${state.local.find((m) => m.name === name)?.id}`)
      : top;
    if (!target) return;
    if (target.startsWith('l:')) { state.closeLocal(target.slice(2)); return; }
    const current = new URLSearchParams(location.search);
    const closing = target.slice(2);
    // The modal's own query parameters go with it, unless a modal that stays open lists them too.
    const kept = new Set(openModalNames(current).filter((n) => n !== closing).flatMap((n) => brand.modals[n]?.queryParams ?? []));
    const own = (brand.modals[closing]?.queryParams ?? []).filter((param) => !kept.has(param));
    const search = withModalClosed(current, closing, own);
    navigate({ pathname: location.pathname, search: searchString(search), hash: location.hash }, { preventScrollReset: true });
  }, [brand, location, navigate, store]);

  const isOpen = useCallback((name: string) =>
    store.getState().local.some((m) => m.name === name) || openModalNames(new URLSearchParams(location.search)).includes(name),
  [location, store]);

  return useMemo(() => ({ openModal, closeModal, isOpen }), [openModal, closeModal, isOpen]);
}
