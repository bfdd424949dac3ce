// openModal / closeModal for actions and the shell. Query-openable named modals live in the address
// (?modal=name, pushed without a page load); others and inline content live in the modal store.
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ModalDocument } from '../generated/types';
import { useBrand } from './BrandContext';
import { useModalStore } from './modalStore';
import { openModalNames, searchString, withModalClosed, withModalOpened } from './modalQuery';

export function useModalServices() {
  const brand = useBrand();
  const navigate = useNavigate();
  const location = useLocation();
  const store = useModalStore;

  const openModal = useCallback((name: string | undefined, content?: ModalDocument) => {
    const doc = name ? brand.modals[name] : undefined;
    if (name && !content && doc && doc.queryOpenable !== false) {
      const search = withModalOpened(new URLSearchParams(location.search), name);
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
    const search = withModalClosed(new URLSearchParams(location.search), target.slice(2));
    navigate({ pathname: location.pathname, search: searchString(search), hash: location.hash }, { preventScrollReset: true });
  }, [location, navigate, store]);

  return { openModal, closeModal };
}
