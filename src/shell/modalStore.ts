// Modals held in local state (spec 2.4: a modal without a name; also named modals that are not
// query-openable, like the fixed-id calendar). The order list knows which modal is top-most across
// query and local modals, so closeModal() without a name closes the newest.
import { create } from 'zustand';
import type { ModalDocument } from '../generated/types';

export interface LocalModal { id: string; name?: string; content?: ModalDocument }

interface ModalState {
  local: LocalModal[];
  /** Keys in opening order: "q:<name>" for query modals, "l:<id>" for local ones. */
  order: string[];
  openLocal(modal: Omit<LocalModal, 'id'>): string;
  closeLocal(id: string): void;
  touchQuery(names: string[]): void;
}

let counter = 0;

export const useModalStore = create<ModalState>((set) => ({
  local: [],
  order: [],
  openLocal: (modal) => {
    const id = `m${++counter}`;
    set((s) => ({ local: [...s.local, { ...modal, id }], order: [...s.order, `l:${id}`] }));
    return id;
  },
  closeLocal: (id) => set((s) => ({ local: s.local.filter((m) => m.id !== id), order: s.order.filter((k) => k !== `l:${id}`) })),
  // Keeps query modals in the order list in step with the address (opened by a link, back button...).
  touchQuery: (names) =>
    set((s) => {
      const keep = s.order.filter((k) => !k.startsWith('q:') || names.includes(k.slice(2)));
      const added = names.filter((n) => !keep.includes(`q:${n}`)).map((n) => `q:${n}`);
      return added.length || keep.length !== s.order.length ? { order: [...keep, ...added] } : s;
    }),
}));
